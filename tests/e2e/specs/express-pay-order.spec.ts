/**
 * Apple Pay and Google Pay on the pay-for-order page (/checkout/order-pay/<id>/?key=…): the sheet
 * shows the existing order's own lines and total, and confirm pays that order. Stripe.js is
 * replaced in the page by a stub (tests/e2e/utils/stripe-stub.ts); the payment goes through the
 * real route and gateway to the test site's recorded Stripe answers.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	cartContents,
	NO_WOOCOMMERCE_REASON,
	seriousAxeViolations,
	WOOCOMMERCE,
} from '../utils';
import { GATEWAY, gatewayOnDuringTests } from '../utils/express';
import {
	addToOwnCart,
	BILLING,
	emit,
	nextPayment,
	sheet,
	stubStripe,
} from '../utils/stripe-stub';
import { isRecord } from '../../../src/utils/is-record';

const PASSWORD = 'pay-order-e2e-Passw0rd!';

type Order = { id: number; key: string; total: string };

/**
 * A customer account for the test.
 *
 * @param requestUtils Logged in as admin.
 * @param name         A name unique to the test.
 */
async function customer(
	requestUtils: RequestUtils,
	name: string
): Promise< { id: number; username: string } > {
	const username = `${ name }-${ Date.now() }`;
	const data: unknown = await requestUtils.rest( {
		method: 'POST',
		path: '/wc/v3/customers',
		data: {
			email: `${ username }@example.com`,
			username,
			password: PASSWORD,
		},
	} );
	return { id: isRecord( data ) ? Number( data.id ) : 0, username };
}

/**
 * An order of two Brass Pens waiting for payment.
 *
 * @param requestUtils Logged in as admin.
 * @param customerId   Its customer; 0 for a guest order.
 */
async function pendingOrder(
	requestUtils: RequestUtils,
	customerId: number
): Promise< Order > {
	const products: unknown = await requestUtils.rest( {
		path: '/wc/v3/products',
		params: { search: 'Brass Pen' },
	} );
	const pen =
		Array.isArray( products ) && isRecord( products[ 0 ] )
			? Number( products[ 0 ].id )
			: 0;
	expect( pen ).toBeGreaterThan( 0 );
	const data: unknown = await requestUtils.rest( {
		method: 'POST',
		path: '/wc/v3/orders',
		data: {
			status: 'pending',
			customer_id: customerId,
			billing: {
				first_name: 'Grace',
				last_name: 'Hopper',
				email: 'grace@example.com',
			},
			line_items: [ { product_id: pen, quantity: 2 } ],
		},
	} );
	return isRecord( data )
		? {
				id: Number( data.id ),
				key: String( data.order_key ),
				total: String( data.total ),
			}
		: { id: 0, key: '', total: '0' };
}

/**
 * An order as the shop manager reads it, with its notes.
 *
 * @param requestUtils Logged in as admin.
 * @param id           Order id.
 */
async function readOrder(
	requestUtils: RequestUtils,
	id: number
): Promise< { order: Record< string, unknown >; notes: string[] } > {
	const order: unknown = await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }`,
	} );
	const notes: unknown = await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }/notes`,
	} );
	return {
		order: isRecord( order ) ? order : {},
		notes: Array.isArray( notes )
			? notes.filter( isRecord ).map( ( note ) => String( note.note ) )
			: [],
	};
}

/**
 * Logs the page in as a customer through WordPress's login form.
 *
 * @param page     The shopper's page.
 * @param username Their user name.
 */
async function logIn( page: Page, username: string ): Promise< void > {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( username );
	await page.locator( '#user_pass' ).fill( PASSWORD );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL(
		( url ) => ! url.pathname.endsWith( 'wp-login.php' )
	);
}

/**
 * The order's pay-for-order address.
 *
 * @param order The order.
 * @param key   The key in the link.
 */
function payUrl( order: Order, key = order.key ): string {
	return `/checkout/order-pay/${ order.id }/?pay_for_order=true&key=${ key }`;
}

/**
 * Opens the sheet from the keyboard and waits for what it shows.
 *
 * @param page The shopper's page.
 */
async function openSheet( page: Page ): Promise< unknown > {
	const wallet = page.getByRole( 'button', { name: 'Buy with Google Pay' } );
	await wallet.focus();
	await expect( wallet ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect.poll( () => sheet( page ) ).toBeTruthy();
	return sheet( page );
}

test.describe( 'Express checkout buttons on the pay-for-order page', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	// Each test loads several pages and pays through WooCommerce on a 2-core machine that other
	// work shares: a page load can take ten seconds there, the first of a run more. Their budget
	// is three times the default, so that only a real failure fails them.
	test.slow();
	test.use( { storageState: { cookies: [], origins: [] } } );

	gatewayOnDuringTests();

	test( 'the customer pays their order with the order’s own lines and total; their cart stays', async ( {
		page,
		requestUtils,
	} ) => {
		const account = await customer( requestUtils, 'payer' );
		const order = await pendingOrder( requestUtils, account.id );
		const stripe = await stubStripe( page );
		await logIn( page, account.username );
		await addToOwnCart( page, 'Brass Pen', 3 );

		await page.goto( payUrl( order ) );
		const container = page.locator( '.shopwright-express' );
		await expect( container ).toHaveCount( 1 );
		expect( ( await container.boundingBox() )?.height ).toBe( 48 );
		await expect( container ).toHaveClass( /is-ready/ );
		expect( stripe.requests ).toBe( 1 );
		expect( await seriousAxeViolations( page, '.woocommerce' ) ).toEqual(
			[]
		);

		const amount = Math.round( Number( order.total ) * 100 );
		expect( await openSheet( page ) ).toMatchObject( {
			shippingAddressRequired: false,
			lineItems: [ { name: 'Brass Pen × 2', amount } ],
		} );
		const confirming = emit( page, 'confirm', {
			expressPaymentType: 'google_pay',
			billingDetails: BILLING,
		} ).catch( () => 'navigated' );
		await page.waitForURL( /order-received/ );
		expect( await confirming ).toBe( 'navigated' );
		expect( page.url() ).toContain( `order-received/${ order.id }/` );

		const paid = await readOrder( requestUtils, order.id );
		expect( paid.order ).toMatchObject( {
			status: 'processing',
			payment_method: GATEWAY,
			billing: { email: 'grace@example.com' },
		} );
		expect(
			paid.notes.some( ( note ) =>
				note.startsWith( 'Stripe payment succeeded (pi_e2e' )
			)
		).toBe( true );
		// The order was never in the shopper's cart: what they had there is still there.
		expect( await cartContents( page ) ).toEqual( { 'Brass Pen': 3 } );
	} );

	test( 'a wrong key shows no buttons, and the route answers a wrong key and someone else’s order as a missing order', async ( {
		page,
		requestUtils,
	} ) => {
		const stripe = await stubStripe( page );
		const guestOrder = await pendingOrder( requestUtils, 0 );
		const account = await customer( requestUtils, 'owner' );
		const customersOrder = await pendingOrder( requestUtils, account.id );

		await page.goto( payUrl( guestOrder, 'wc_order_notTheRightKey' ) );
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			/this order is invalid and cannot be paid for/
		);
		await expect( page.locator( '.shopwright-express' ) ).toHaveCount( 0 );
		expect( stripe.requests ).toBe( 0 );

		const attempt = async ( id: number, key: string ) => {
			const response = await page.request.post(
				`/wp-json/shopwright/v1/express-checkout/orders/${ id }/pay`,
				{
					data: {
						key,
						payment_method: 'pm_card_visa',
						express_payment_type: 'google_pay',
						amount: 1,
						currency: 'usd',
						billing_address: {},
					},
				}
			);
			return { status: response.status(), body: await response.text() };
		};
		const wrongKey = await attempt(
			guestOrder.id,
			'wc_order_notTheRightKey'
		);
		const missing = await attempt( guestOrder.id + 100000, guestOrder.key );
		const someoneElses = await attempt(
			customersOrder.id,
			customersOrder.key
		);
		expect( wrongKey.status ).toBe( 404 );
		expect( JSON.parse( wrongKey.body ) ).toMatchObject( {
			code: 'shopwright_order_not_found',
		} );
		expect( missing ).toEqual( wrongKey );
		expect( someoneElses ).toEqual( wrongKey );
		expect(
			( await readOrder( requestUtils, guestOrder.id ) ).order.status
		).toBe( 'pending' );
	} );

	test( 'closing the sheet leaves the order unpaid', async ( {
		page,
		requestUtils,
	} ) => {
		const account = await customer( requestUtils, 'closer' );
		const order = await pendingOrder( requestUtils, account.id );
		await stubStripe( page );
		await logIn( page, account.username );
		await page.goto( payUrl( order ) );
		await expect( page.locator( '.shopwright-express' ) ).toHaveClass(
			/is-ready/
		);
		const payCalls: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/express-checkout/orders/' ) ) {
				payCalls.push( request.url() );
			}
		} );
		await openSheet( page );
		await page.evaluate( () =>
			(
				window as unknown as {
					__stripeStub: { handlers: { cancel: () => void } };
				}
			 ).__stripeStub.handlers.cancel()
		);
		// The order still needs paying: the page offers the buttons again.
		await page.reload();
		await expect( page.locator( '.shopwright-express' ) ).toHaveClass(
			/is-ready/
		);
		expect( payCalls ).toEqual( [] );
		const after = await readOrder( requestUtils, order.id );
		expect( after.order.status ).toBe( 'pending' );
		expect( after.order.date_paid ).toBeNull();
	} );

	test( 'a declined card says Stripe’s sentence once in the notices area and the order can still be paid', async ( {
		page,
		requestUtils,
	} ) => {
		const account = await customer( requestUtils, 'declined' );
		const order = await pendingOrder( requestUtils, account.id );
		await stubStripe( page );
		await logIn( page, account.username );
		await page.goto( payUrl( order ) );
		await expect( page.locator( '.shopwright-express' ) ).toHaveClass(
			/is-ready/
		);
		await nextPayment( page, 'pm_card_chargeDeclinedInsufficientFunds' );
		await openSheet( page );

		const result = await emit( page, 'confirm', {
			expressPaymentType: 'google_pay',
			billingDetails: BILLING,
		} );

		expect( result ).toEqual( { failed: { reason: 'fail' } } );
		const notice = page.locator(
			'.woocommerce-notices-wrapper [role="alert"]'
		);
		await expect( notice ).toHaveCount( 1 );
		await expect( notice ).toHaveText(
			'Your card has insufficient funds.'
		);
		await expect( notice ).toBeInViewport();
		expect( await seriousAxeViolations( page, '.woocommerce' ) ).toEqual(
			[]
		);
		const failed = await readOrder( requestUtils, order.id );
		expect( failed.order.status ).toBe( 'failed' );

		// The same page pays it with another card.
		await nextPayment( page, 'pm_card_visa' );
		await openSheet( page );
		const confirming = emit( page, 'confirm', {
			expressPaymentType: 'google_pay',
			billingDetails: BILLING,
		} ).catch( () => 'navigated' );
		await page.waitForURL( /order-received/ );
		expect( await confirming ).toBe( 'navigated' );
		expect(
			( await readOrder( requestUtils, order.id ) ).order.status
		).toBe( 'processing' );
	} );
} );
