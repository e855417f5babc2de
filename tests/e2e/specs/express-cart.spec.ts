/**
 * Apple Pay and Google Pay on the cart page, paying the shopper's own cart: the classic cart
 * (the [woocommerce_cart] shortcode) and WooCommerce's Cart block. Stripe.js is replaced in the
 * page by a stub (tests/e2e/utils/stripe-stub.ts); orders go through the real Store API to the
 * gateway, whose calls to Stripe the test site answers from recorded answers.
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
	chosenRate,
	deleteShippingZone,
	GATEWAY,
	gatewayOnDuringTests,
	stripeAmount,
	storeCart,
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

test.describe( 'Express checkout buttons on the cart page', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	// Each test loads several pages and pays through WooCommerce on a 2-core machine that other
	// work shares: a page load can take ten seconds there, the first of a run more. Their budget
	// is three times the default, so that only a real failure fails them.
	test.slow();
	test.use( { storageState: { cookies: [], origins: [] } } );

	let classicCart = { id: 0, link: '' };

	gatewayOnDuringTests();

	test.beforeAll( async ( { requestUtils } ) => {
		classicCart = await createPage(
			requestUtils,
			'Classic cart',
			'<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->'
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deletePage( requestUtils, classicCart.id );
	} );

	test( 'classic cart: the buttons keep their space, follow a cart update and pay the shopper’s cart', async ( {
		page,
		requestUtils,
	} ) => {
		const stripe = await stubStripe( page );
		await page.goto( classicCart.link );
		await page.waitForLoadState( 'networkidle' );
		expect( stripe.requests ).toBe( 0 );
		await expect( page.locator( '.shopwright-express' ) ).toHaveCount( 0 );

		await addToOwnCart( page, 'Brass Pen' );
		await page.goto( classicCart.link );
		const container = page.locator( '.shopwright-express' );
		const before = await container.boundingBox();
		expect( before?.height ).toBe( 48 );
		await expect( container ).toHaveClass( /is-ready/ );
		expect( await container.boundingBox() ).toEqual( before );
		expect( stripe.requests ).toBe( 1 );
		expect( await stripeAmount( page ) ).toBe( 3200 );
		expect(
			await seriousAxeViolations( page, '.shopwright-express' )
		).toEqual( [] );

		// WooCommerce's own cart update prints the totals afresh; the buttons follow.
		await page.getByRole( 'spinbutton' ).first().fill( '2' );
		await page.getByRole( 'button', { name: 'Update cart' } ).click();
		await expect
			.poll( () => stripeAmount( page ), { timeout: 15000 } )
			.toBe( 6400 );
		await expect( page.locator( '.shopwright-express' ) ).toHaveClass(
			/is-ready/
		);

		// Keyboard only: the wallet button follows "Proceed to checkout".
		await page.getByRole( 'link', { name: 'Proceed to checkout' } ).focus();
		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByRole( 'button', { name: 'Buy with Google Pay' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( () => sheet( page ) )
			.toMatchObject( {
				lineItems: [ { name: 'Brass Pen × 2', amount: 6400 } ],
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
			total: '64.00',
			line_items: [ { name: 'Brass Pen', quantity: 2 } ],
		} );
		expect( await cartContents( page ) ).toEqual( {} );
	} );

	test( 'classic cart: closing the sheet puts the cart’s address and rate back', async ( {
		page,
		requestUtils,
	} ) => {
		const zoneId = await usShippingZone(
			requestUtils,
			'Express cart e2e: United States'
		);
		try {
			await stubStripe( page );
			await addToOwnCart( page, 'Brass Pen' );
			const nonce =
				(
					await page.request.get( '/wp-json/wc/store/v1/cart' )
				).headers().nonce ?? '';
			await page.request.post(
				'/wp-json/wc/store/v1/cart/update-customer',
				{
					headers: { Nonce: nonce },
					data: {
						shipping_address: {
							first_name: 'Ada',
							last_name: 'Lovelace',
							address_1: '1 Market Street',
							city: 'San Francisco',
							state: 'CA',
							postcode: '94105',
							country: 'US',
						},
					},
				}
			);
			expect( chosenRate( await storeCart( page ) ) ).toBe(
				'Free shipping'
			);

			await page.goto( classicCart.link );
			// Below the shipping choices: the buttons load once scrolled near.
			await page
				.locator( '.shopwright-express' )
				.scrollIntoViewIfNeeded();
			await page
				.getByRole( 'button', { name: 'Buy with Google Pay' } )
				.click();
			await expect
				.poll( () => sheet( page ) )
				.toMatchObject( {
					shippingAddressRequired: true,
					shippingRates: [
						{ displayName: 'Free shipping', amount: 0 },
						{ displayName: 'Flat rate', amount: 500 },
					],
				} );
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
								isRecord( rate ) &&
								rate.displayName === 'Flat rate'
						)
					: null;
			expect( flat ).toBeTruthy();
			await emit( page, 'shippingratechange', { shippingRate: flat } );
			const during = await storeCart( page );
			expect( chosenRate( during ) ).toBe( 'Flat rate' );

			await cancelSheet( page );
			// Read once the page has finished: no retrying until it happens to be right.
			const after = await storeCart( page );
			const shipping = isRecord( after.shipping_address )
				? after.shipping_address
				: {};
			expect( [ shipping.city, chosenRate( after ) ] ).toEqual( [
				'San Francisco',
				'Free shipping',
			] );
			expect( await cartContents( page ) ).toEqual( { 'Brass Pen': 1 } );
			// The next sheet would open with the cart's total, not the closed sheet's.
			expect( await stripeAmount( page ) ).toBe( 3200 );
		} finally {
			await deleteShippingZone( requestUtils, zoneId );
		}
	} );

	test( 'Cart block: the buttons sit in its express area, follow its cart and pay it', async ( {
		page,
		requestUtils,
	} ) => {
		const stripe = await stubStripe( page );
		await addToOwnCart( page, 'Brass Pen' );
		await page.goto( '/cart/' );
		const container = page.locator(
			'.wc-block-components-express-payment .shopwright-express'
		);
		await expect( container ).toHaveCount( 1 );
		expect( ( await container.boundingBox() )?.height ).toBe( 48 );
		await expect( container ).toHaveClass( /is-ready/ );
		expect( stripe.requests ).toBe( 1 );
		expect( await stripeAmount( page ) ).toBe( 3200 );

		await page
			.getByRole( 'button', { name: 'Increase quantity of Brass Pen' } )
			.click();
		await expect.poll( () => stripeAmount( page ) ).toBe( 6400 );

		expect(
			await seriousAxeViolations(
				page,
				'.wc-block-components-express-payment'
			)
		).toEqual( [] );
		await page
			.getByRole( 'button', { name: 'Buy with Google Pay' } )
			.click();
		await expect
			.poll( () => sheet( page ) )
			.toMatchObject( {
				lineItems: [ { name: 'Brass Pen × 2', amount: 6400 } ],
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
			line_items: [ { name: 'Brass Pen', quantity: 2 } ],
		} );
	} );

	test( 'Cart block: closing the sheet puts the address and rate back, even with an address change still under way', async ( {
		page,
		requestUtils,
	} ) => {
		const zoneId = await usShippingZone(
			requestUtils,
			'Express cart e2e: United States'
		);
		try {
			await stubStripe( page );
			await addToOwnCart( page, 'Brass Pen' );
			const nonce =
				(
					await page.request.get( '/wp-json/wc/store/v1/cart' )
				).headers().nonce ?? '';
			await page.request.post(
				'/wp-json/wc/store/v1/cart/update-customer',
				{
					headers: { Nonce: nonce },
					data: {
						shipping_address: {
							first_name: 'Ada',
							last_name: 'Lovelace',
							address_1: '1 Market Street',
							city: 'San Francisco',
							state: 'CA',
							postcode: '94105',
							country: 'US',
						},
					},
				}
			);
			expect( chosenRate( await storeCart( page ) ) ).toBe(
				'Free shipping'
			);

			await page.goto( '/cart/' );
			const container = page.locator(
				'.wc-block-components-express-payment .shopwright-express'
			);
			// The Cart block's scripts can take a while on a busy machine.
			await expect( container ).toHaveClass( /is-ready/, {
				timeout: 20000,
			} );
			await page
				.getByRole( 'button', { name: 'Buy with Google Pay' } )
				.click();
			await expect
				.poll( () => sheet( page ) )
				.toMatchObject( {
					shippingAddressRequired: true,
					shippingRates: [
						{ displayName: 'Free shipping', amount: 0 },
						{ displayName: 'Flat rate', amount: 500 },
					],
				} );
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
								isRecord( rate ) &&
								rate.displayName === 'Flat rate'
						)
					: null;
			expect( flat ).toBeTruthy();
			await emit( page, 'shippingratechange', { shippingRate: flat } );
			expect( await stripeAmount( page ) ).toBe( 3700 );

			// The shopper picks another address and closes the sheet before the page has
			// applied it: that change must not be saved over the restored cart.
			const late = emit( page, 'shippingaddresschange', {
				name: 'Grace Hopper',
				address: {
					city: 'Boston',
					state: 'MA',
					postal_code: '02108',
					country: 'US',
				},
			} );
			await cancelSheet( page );

			const after = await storeCart( page );
			const shipping = isRecord( after.shipping_address )
				? after.shipping_address
				: {};
			expect( [ shipping.city, chosenRate( after ) ] ).toEqual( [
				'San Francisco',
				'Free shipping',
			] );
			expect( await cartContents( page ) ).toEqual( { 'Brass Pen': 1 } );
			// The sheet is closed: its late change is turned down, not shown.
			expect( await late ).toEqual( { rejected: true } );
			// The block and the buttons show the cart's total again.
			await expect
				.poll( () => stripeAmount( page ), { timeout: 10000 } )
				.toBe( 3200 );
			await expect(
				page.locator( '.wc-block-components-totals-footer-item' )
			).toContainText( '$32.00' );
		} finally {
			await deleteShippingZone( requestUtils, zoneId );
		}
	} );

	test( 'a page without a cart loads neither the buttons nor Stripe.js, and an empty Cart block shows none', async ( {
		page,
	} ) => {
		const stripe = await stubStripe( page );
		await page.goto( '/cart/' );
		await page.waitForLoadState( 'networkidle' );
		await expect( page.locator( '.shopwright-express' ) ).toHaveCount( 0 );
		expect( stripe.requests ).toBe( 0 );
	} );
} );
