/**
 * Apple Pay and Google Pay buttons on product pages, with Stripe.js replaced in the page by a stub
 * (served for https://js.stripe.com/*) whose Express Checkout Element draws one button and emits
 * the element's documented events; the plugin's own script runs as it does for shoppers, and
 * orders go through the real Store API to the gateway (Stripe's API itself is answered on the test
 * site by the shopwright-e2e-stripe fixture).
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
	NO_WOOCOMMERCE_REASON,
	seriousAxeViolations,
	WOOCOMMERCE,
} from '../utils';
import {
	deleteShippingZone,
	GATEWAY,
	gatewayOnDuringTests,
	ownerCounts,
	usShippingZone,
	receivedOrder,
	expectOneMoreShownAndClicked,
} from '../utils/express';
import {
	addToOwnCart,
	BILLING,
	emit,
	nextPayment,
	sheet,
	stubStripe,
} from '../utils/stripe-stub';
import { isRecord } from '../../../src/utils/is-record';

test.describe( 'Express checkout buttons on product pages', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	// Each test loads several pages and pays through WooCommerce on a 2-core machine that other
	// work shares: a page load can take ten seconds there, the first of a run more. Their budget
	// is three times the default, so that only a real failure fails them.
	test.slow();
	test.use( { storageState: { cookies: [], origins: [] } } );

	gatewayOnDuringTests();

	test( 'load Stripe.js only where a button is, keep their space, and show once a wallet is ready', async ( {
		page,
	} ) => {
		const stripe = await stubStripe( page );
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'networkidle' );
		expect( stripe.requests ).toBe( 0 );

		await page.goto( '/product/brass-pen/' );
		const container = page.locator( '.shopwright-express' );
		const before = await container.boundingBox();
		expect( before?.height ).toBe( 48 );
		await expect( container ).toHaveClass( /is-ready/ );
		const after = await container.boundingBox();
		expect( after ).toEqual( before );
		expect( stripe.requests ).toBe( 1 );
		const options: unknown = await page.evaluate(
			() =>
				( window as unknown as { __stripeStub: { options: unknown } } )
					.__stripeStub.options
		);
		expect( options ).toMatchObject( {
			buttonHeight: 48,
			buttonTheme: { applePay: 'black', googlePay: 'black' },
			buttonType: { applePay: 'buy', googlePay: 'buy' },
			paymentMethods: {
				applePay: 'always',
				googlePay: 'always',
				link: 'never',
				paypal: 'never',
				amazonPay: 'never',
				klarna: 'never',
			},
		} );
		expect(
			await seriousAxeViolations( page, '.shopwright-express' )
		).toEqual( [] );
	} );

	test( 'showing and clicking the button reach the counts the owner sees, with nothing about the shopper', async ( {
		page,
		browser,
	} ) => {
		const admin = await browser.newPage( {
			storageState: process.env.STORAGE_STATE_PATH,
		} );
		const before = await ownerCounts( admin );

		await stubStripe( page );
		const sent: Array< { status: number; body: unknown } > = [];
		page.on( 'response', ( response ) => {
			if ( response.url().includes( '/express-checkout/events' ) ) {
				sent.push( {
					status: response.status(),
					body: response.request().postDataJSON(),
				} );
			}
		} );
		await page.goto( '/product/brass-pen/' );
		await expect( page.locator( '.shopwright-express' ) ).toHaveClass(
			/is-ready/
		);
		const wallet = page.getByRole( 'button', {
			name: 'Buy with Google Pay',
		} );
		await wallet.click();
		await expect.poll( () => sent.length, { timeout: 10000 } ).toBe( 2 );
		await page.waitForTimeout( 1500 );
		expect( sent ).toEqual( [
			{
				status: 201,
				body: {
					event: 'buttons_shown',
					wallet: 'google_pay',
					page: 'product',
					ui: 'classic',
				},
			},
			{
				status: 201,
				body: {
					event: 'button_clicked',
					wallet: 'google_pay',
					page: 'product',
					ui: 'classic',
				},
			},
		] );

		await expectOneMoreShownAndClicked( admin, before, 'Google Pay' );
		await admin.close();
	} );

	test( 'confirm pays for the product alone and leaves the shopper’s own cart as it was', async ( {
		page,
		requestUtils,
	} ) => {
		await stubStripe( page );
		await addToOwnCart( page, 'Notebook' );
		const own = await cartContents( page );
		await page.goto( '/product/brass-pen/' );
		await expect( page.locator( '.shopwright-express' ) ).toHaveClass(
			/is-ready/
		);

		// Keyboard only: the wallet button is in the tab order after add to cart.
		await page
			.getByRole( 'button', { name: 'Add to cart', exact: true } )
			.focus();
		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByRole( 'button', { name: 'Buy with Google Pay' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( () => sheet( page ) )
			.toMatchObject( {
				emailRequired: true,
				phoneNumberRequired: true,
				lineItems: [ { name: 'Brass Pen', amount: 3200 } ],
			} );

		// The page leaves for the order-received page while the stub still waits for an answer.
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
			billing: {
				first_name: 'Ada',
				last_name: 'King Lovelace',
				phone: '4155550100',
				email: 'ada@example.com',
			},
			line_items: [ { name: 'Brass Pen', quantity: 1 } ],
		} );
		expect( await cartContents( page ) ).toEqual( own );
	} );

	test( 'cancel empties the sheet’s cart and the shopper’s stays intact', async ( {
		page,
	} ) => {
		await stubStripe( page );
		await addToOwnCart( page, 'Notebook' );
		const own = await cartContents( page );
		let added = 0;
		let removed = 0;
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/cart/add-item' ) ) {
				added++;
			}
			if ( request.url().includes( '/cart/remove-item' ) ) {
				removed++;
			}
		} );
		await page.goto( '/product/brass-pen/' );
		await page
			.getByRole( 'button', { name: 'Buy with Google Pay' } )
			.click();
		await expect.poll( () => added ).toBe( 1 );
		await page.evaluate( () =>
			(
				window as unknown as {
					__stripeStub: { handlers: { cancel: () => void } };
				}
			 ).__stripeStub.handlers.cancel()
		);
		await expect.poll( () => removed ).toBe( 1 );
		expect( await cartContents( page ) ).toEqual( own );
	} );

	test( 'a variable product waits for a purchasable choice, and follows the quantity', async ( {
		page,
	} ) => {
		await stubStripe( page );
		const alerts: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			alerts.push( dialog.message() );
			void dialog.dismiss();
		} );
		await page.goto( '/product/everyday-hoodie/' );
		const wallet = page.getByRole( 'button', {
			name: 'Buy with Google Pay',
		} );
		await expect( page.locator( '.shopwright-express' ) ).toHaveClass(
			/is-ready/
		);

		await wallet.click();
		await expect
			.poll( () => alerts )
			.toEqual( [
				'Please select your product options before proceeding.',
			] );
		expect( await sheet( page ) ).toBeNull();

		await page.getByLabel( 'Colour' ).selectOption( 'Red' );
		await page.getByLabel( 'Size' ).selectOption( 'L' );
		await wallet.click();
		await expect.poll( () => alerts.length ).toBe( 2 );
		expect( alerts[ 1 ] ).toContain( 'unavailable' );
		expect( await sheet( page ) ).toBeNull();

		await page.getByLabel( 'Size' ).selectOption( 'M' );
		await page.getByRole( 'spinbutton' ).fill( '2' );
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						(
							window as unknown as {
								__stripeStub: { updates: unknown[] };
							}
						 ).__stripeStub.updates.slice( -1 )[ 0 ]
				)
			)
			.toEqual( { amount: 10800 } );
		await wallet.click();
		await expect
			.poll( () => sheet( page ) )
			.toMatchObject( {
				lineItems: [ { name: 'Everyday Hoodie × 2', amount: 10800 } ],
			} );
	} );

	test( 'each failure is said in the notices area', async ( { page } ) => {
		await stubStripe( page );
		await page.goto( '/product/brass-pen/' );
		const wallet = page.getByRole( 'button', {
			name: 'Buy with Google Pay',
		} );
		await expect( page.locator( '.shopwright-express' ) ).toHaveClass(
			/is-ready/
		);

		await wallet.click();
		await nextPayment( page, 'pm_card_chargeDeclinedInsufficientFunds' );
		expect(
			await emit( page, 'confirm', {
				expressPaymentType: 'google_pay',
				billingDetails: BILLING,
			} )
		).toEqual( { failed: { reason: 'fail' } } );
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'Your card has insufficient funds.'
		);

		await wallet.click();
		await nextPayment(
			page,
			'pm_card_authenticationRequired',
			'requires_action'
		);
		expect(
			await emit( page, 'confirm', {
				expressPaymentType: 'google_pay',
				billingDetails: BILLING,
			} )
		).toEqual( { failed: { reason: 'fail' } } );
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'Payment requires additional action.'
		);

		await page.route( '**/wc/store/v1/cart/add-item**', ( route ) =>
			route.fulfill( {
				status: 400,
				json: { code: 'woocommerce_rest_cart_invalid', message: 'No' },
			} )
		);
		await wallet.click();
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'There was an error processing the product with this payment method. Please add the product to the cart, instead.'
		);
		await expect( page.locator( '.shopwright-express' ) ).toBeHidden();
	} );
	test( 'shipping: an address brings its rates, a rate changes the total, an address without rates is refused', async ( {
		page,
		requestUtils,
	} ) => {
		const zoneId = await usShippingZone(
			requestUtils,
			'Express e2e: United States',
			[ 'flat_rate', 'free_shipping' ]
		);
		try {
			await stubStripe( page );
			await page.goto( '/product/brass-pen/' );
			await page
				.getByRole( 'button', { name: 'Buy with Google Pay' } )
				.click();
			await expect
				.poll( () => sheet( page ) )
				.toMatchObject( {
					shippingAddressRequired: true,
					shippingRates: [
						{ id: 'pending', displayName: 'Pending', amount: 0 },
					],
				} );

			const address = await emit( page, 'shippingaddresschange', {
				name: 'Ada Lovelace',
				address: {
					city: 'San Francisco',
					state: 'CA',
					postal_code: '94105',
					country: 'US',
				},
			} );
			expect( address ).toMatchObject( {
				resolved: {
					shippingRates: [
						{ displayName: 'Flat rate', amount: 500 },
						{ displayName: 'Free shipping', amount: 0 },
					],
					lineItems: [
						{ name: 'Brass Pen', amount: 3200 },
						{ name: 'Shipping', amount: 500 },
					],
				},
			} );
			const free =
				isRecord( address ) &&
				isRecord( address.resolved ) &&
				Array.isArray( address.resolved.shippingRates )
					? address.resolved.shippingRates[ 1 ]
					: null;

			expect(
				await emit( page, 'shippingratechange', { shippingRate: free } )
			).toEqual( {
				resolved: {
					lineItems: [ { name: 'Brass Pen', amount: 3200 } ],
				},
			} );

			expect(
				await emit( page, 'shippingaddresschange', {
					name: 'Jean Dupont',
					address: {
						city: 'Paris',
						state: '',
						postal_code: '75001',
						country: 'FR',
					},
				} )
			).toEqual( { rejected: true } );
		} finally {
			await deleteShippingZone( requestUtils, zoneId );
		}
	} );

	test( 'asks logged-out shoppers to log in first when the owner wants it', async ( {
		page,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'PUT',
			path: `/wc/v3/payment_gateways/${ GATEWAY }`,
			data: { settings: { login_required: 'yes' } },
		} );
		try {
			await stubStripe( page );
			const questions: string[] = [];
			page.on( 'dialog', ( dialog ) => {
				questions.push( dialog.message() );
				void dialog.accept();
			} );
			await page.goto( '/product/brass-pen/' );
			await page
				.getByRole( 'button', { name: 'Buy with Google Pay' } )
				.click();
			await page.waitForURL( /wp-login\.php/ );
			expect( questions ).toEqual( [
				'Please log in before paying with Google Pay. Go to the login page now?',
			] );
		} finally {
			await requestUtils.rest( {
				method: 'PUT',
				path: `/wc/v3/payment_gateways/${ GATEWAY }`,
				data: { settings: { login_required: 'no' } },
			} );
		}
	} );
} );
