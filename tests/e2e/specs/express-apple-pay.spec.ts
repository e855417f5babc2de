/**
 * Apple Pay on a product page: the Stripe.js stand-in's Express Checkout Element reports Apple
 * Pay (and only Apple Pay) available, as Safari on a device with a card in Wallet would. The
 * button's look follows the owner's settings, and an order confirmed through it is paid.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { NO_WOOCOMMERCE_REASON, WOOCOMMERCE } from '../utils';
import {
	GATEWAY,
	gatewayOnDuringTests,
	ownerCounts,
	receivedOrder,
	expectOneMoreShownAndClicked,
} from '../utils/express';
import { BILLING, emit, sheet, stubStripe } from '../utils/stripe-stub';

test.describe( 'Apple Pay on a product page', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	// Each test loads several pages and pays through WooCommerce on a 2-core machine that other
	// work shares: a page load can take ten seconds there, the first of a run more. Their budget
	// is three times the default, so that only a real failure fails them.
	test.slow();
	test.use( { storageState: { cookies: [], origins: [] } } );

	gatewayOnDuringTests();

	test.afterEach( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'PUT',
			path: `/wc/v3/payment_gateways/${ GATEWAY }`,
			data: {
				settings: {
					button_theme: 'dark',
					button_type: 'buy',
					apple_pay: 'yes',
				},
			},
		} );
	} );

	test( 'the button takes the owner’s colour and text, and a confirm through it pays the order', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'PUT',
			path: `/wc/v3/payment_gateways/${ GATEWAY }`,
			data: {
				settings: {
					button_theme: 'light-outline',
					button_type: 'plain',
					apple_pay: 'yes',
				},
			},
		} );
		const admin = await browser.newPage( {
			storageState: process.env.STORAGE_STATE_PATH,
		} );
		const before = await ownerCounts( admin );

		await stubStripe( page, 'apple_pay' );
		const checkouts: unknown[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/wc/store/v1/checkout' ) ) {
				checkouts.push( request.postDataJSON() );
			}
		} );
		await page.goto( '/product/brass-pen/' );
		await expect( page.locator( '.shopwright-express' ) ).toHaveClass(
			/is-ready/
		);
		const options: unknown = await page.evaluate(
			() =>
				( window as unknown as { __stripeStub: { options: unknown } } )
					.__stripeStub.options
		);
		// Light with an outline is Apple Pay's white-outline; Google Pay has no outline, so white.
		expect( options ).toMatchObject( {
			buttonTheme: { applePay: 'white-outline', googlePay: 'white' },
			buttonType: { applePay: 'plain', googlePay: 'plain' },
			paymentMethods: { applePay: 'always', googlePay: 'always' },
		} );

		await page
			.getByRole( 'button', { name: 'Buy with Apple Pay' } )
			.click();
		await expect
			.poll( () => sheet( page ) )
			.toMatchObject( {
				emailRequired: true,
				lineItems: [ { name: 'Brass Pen', amount: 3200 } ],
			} );
		const confirming = emit( page, 'confirm', {
			expressPaymentType: 'apple_pay',
			billingDetails: BILLING,
		} ).catch( () => 'navigated' );
		await page.waitForURL( /order-received/ );
		expect( await confirming ).toBe( 'navigated' );
		expect( checkouts ).toEqual( [
			expect.objectContaining( {
				payment_method: GATEWAY,
				payment_data: expect.arrayContaining( [
					{ key: 'express_payment_type', value: 'apple_pay' },
				] ),
			} ),
		] );
		const order = await receivedOrder( page, requestUtils );
		expect( order ).toMatchObject( {
			status: 'processing',
			payment_method: GATEWAY,
			line_items: [ { name: 'Brass Pen', quantity: 1 } ],
		} );

		// The showing and the click are counted for Apple Pay.
		await expectOneMoreShownAndClicked( admin, before, 'Apple Pay' );
		await admin.close();
	} );

	test( 'with Apple Pay turned off, Stripe is told never to offer it and an Apple Pay device shows no button', async ( {
		page,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'PUT',
			path: `/wc/v3/payment_gateways/${ GATEWAY }`,
			data: { settings: { apple_pay: 'no' } },
		} );
		await stubStripe( page, 'apple_pay' );
		await page.goto( '/product/brass-pen/' );
		// A device whose only wallet is Apple Pay then has no button, and its space is given back.
		await expect( page.locator( '.shopwright-express' ) ).toBeHidden();
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						(
							window as unknown as {
								__stripeStub?: { options?: unknown };
							}
						 ).__stripeStub?.options ?? null
				)
			)
			.toMatchObject( {
				paymentMethods: { applePay: 'never', googlePay: 'always' },
			} );
	} );
} );
