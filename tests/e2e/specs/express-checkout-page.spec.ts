/**
 * Apple Pay and Google Pay on the checkout page, paying the shopper's own cart: WooCommerce's
 * Checkout block (its express payment area, through the blocks' registry) and the classic checkout
 * (the [woocommerce_checkout] shortcode). Stripe.js is replaced in the page by a stub
 * (tests/e2e/utils/stripe-stub.ts); orders go through the real Store API to the gateway.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	cartContents,
	deletePage,
	NO_WOOCOMMERCE_REASON,
	seriousAxeViolations,
	WOOCOMMERCE,
} from '../utils';
import {
	cartRate,
	deleteShippingZone,
	GATEWAY,
	gatewayOnDuringTests,
	stripeAmount,
	usShippingZone,
	receivedOrder,
} from '../utils/express';
import { createPage } from '../utils/popups';
import {
	addToOwnCart,
	BILLING,
	cancelSheet,
	emit,
	sheet,
	stubStripe,
} from '../utils/stripe-stub';
import { isRecord } from '../../../src/utils/is-record';

test.describe( 'Express checkout buttons on the checkout page', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	// Each test loads several pages and pays through WooCommerce on a 2-core machine that other
	// work shares: a page load can take ten seconds there, the first of a run more. Their budget
	// is three times the default, so that only a real failure fails them.
	test.slow();
	test.use( { storageState: { cookies: [], origins: [] } } );

	let classicCheckout = { id: 0, link: '' };
	let zoneId = 0;

	gatewayOnDuringTests();

	test.beforeAll( async ( { requestUtils } ) => {
		classicCheckout = await createPage(
			requestUtils,
			'Classic checkout',
			'<!-- wp:shortcode -->[woocommerce_checkout]<!-- /wp:shortcode -->'
		);
		zoneId = await usShippingZone(
			requestUtils,
			'Express checkout page e2e: United States'
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deletePage( requestUtils, classicCheckout.id );
		await deleteShippingZone( requestUtils, zoneId );
	} );

	test( 'Checkout block: the method appears in its express area and confirm places the order', async ( {
		page,
		requestUtils,
	} ) => {
		const stripe = await stubStripe( page );
		await addToOwnCart( page, 'Brass Pen' );
		await page.goto( '/checkout/' );
		const container = page.locator(
			'.wc-block-components-express-payment .shopwright-express'
		);
		await expect( container ).toHaveCount( 1 );
		expect( ( await container.boundingBox() )?.height ).toBe( 48 );
		await expect( container ).toHaveClass( /is-ready/ );
		expect( stripe.requests ).toBe( 1 );
		expect(
			await seriousAxeViolations(
				page,
				'.wc-block-components-express-payment'
			)
		).toEqual( [] );

		// Keyboard only: the wallet button takes focus and opens the sheet with Enter.
		const wallet = page.getByRole( 'button', {
			name: 'Buy with Google Pay',
		} );
		await wallet.focus();
		await expect( wallet ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( () => sheet( page ) )
			.toMatchObject( {
				lineItems: [ { name: 'Brass Pen', amount: 3200 } ],
			} );
		const confirming = emit( page, 'confirm', {
			expressPaymentType: 'google_pay',
			billingDetails: BILLING,
		} ).catch( () => 'navigated' );
		await page.waitForURL( /order-received/ );
		expect( await confirming ).toBe( 'navigated' );
		const order = await receivedOrder( page, requestUtils );
		expect( order ).toMatchObject( {
			status: 'processing',
			payment_method: GATEWAY,
			billing: { email: 'ada@example.com' },
			line_items: [ { name: 'Brass Pen', quantity: 1 } ],
		} );
		expect( await cartContents( page ) ).toEqual( {} );
	} );

	test( 'classic checkout: the total follows the form, and closing the sheet restores the shipping choice and leaves the form as typed', async ( {
		page,
	} ) => {
		await stubStripe( page );
		await addToOwnCart( page, 'Brass Pen' );
		await page.goto( classicCheckout.link );
		const container = page.locator( '.shopwright-express' );
		expect( ( await container.boundingBox() )?.height ).toBe( 48 );
		await expect( container ).toHaveClass( /is-ready/ );
		expect(
			await seriousAxeViolations( page, '.shopwright-express' )
		).toEqual( [] );

		await page.getByLabel( 'Town / City' ).first().fill( 'Oakland' );
		await page.getByLabel( 'ZIP Code' ).first().fill( '94607' );
		await page.getByLabel( 'ZIP Code' ).first().blur();
		// The address change refreshes the checkout, which redraws the shipping methods: a choice
		// made on the list the refresh replaces is made again on the new one, as a shopper would.
		await expect( async () => {
			await page.getByRole( 'radio', { name: /Flat rate/ } ).check();
			expect( await stripeAmount( page ) ).toBe( 3700 );
		} ).toPass( { timeout: 20000 } );
		await page.getByRole( 'radio', { name: /Free shipping/ } ).check();
		await expect
			.poll( () => stripeAmount( page ), { timeout: 20000 } )
			.toBe( 3200 );
		await expect
			.poll( () => cartRate( page ), {
				timeout: 20000,
			} )
			.toBe( 'Free shipping' );

		await page
			.getByRole( 'button', { name: 'Buy with Google Pay' } )
			.click();
		await expect.poll( () => sheet( page ) ).toBeTruthy();
		const address = await emit( page, 'shippingaddresschange', {
			name: 'Grace Hopper',
			address: {
				city: 'New York',
				state: 'NY',
				postal_code: '10001',
				country: 'US',
			},
		} );
		const flat =
			isRecord( address ) &&
			isRecord( address.resolved ) &&
			Array.isArray( address.resolved.shippingRates )
				? address.resolved.shippingRates.find(
						( rate: unknown ) =>
							isRecord( rate ) && rate.displayName === 'Flat rate'
					)
				: null;
		await emit( page, 'shippingratechange', { shippingRate: flat } );
		expect( await cartRate( page ) ).toBe( 'Flat rate' );

		await cancelSheet( page );
		await expect
			.poll( () => cartRate( page ), {
				timeout: 20000,
			} )
			.toBe( 'Free shipping' );
		await expect(
			page.getByRole( 'radio', { name: /Free shipping/ } )
		).toBeChecked();
		await expect( page.getByLabel( 'Town / City' ).first() ).toHaveValue(
			'Oakland'
		);
		await expect( page.getByLabel( 'ZIP Code' ).first() ).toHaveValue(
			'94607'
		);
	} );
} );
