/**
 * The express checkout payment method on a real WooCommerce: orders placed through the Store API
 * checkout with a wallet's payment method, Stripe's webhook reaching the site, and the settings
 * screen keeping its secrets. Stripe's API is answered on the test site from recorded answers
 * (the shopwright-e2e-stripe fixture); nothing here reaches Stripe.
 */

/**
 * External dependencies
 */
import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

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
import { NO_WOOCOMMERCE_REASON, WOOCOMMERCE } from '../utils';
import { GATEWAY, gatewayOnDuringTests } from '../utils/express';
import { isRecord } from '../../../src/utils/is-record';

// The test site's placeholder signing secret (tests/env/configure-site.php).
const SIGNING_SECRET = 'whsec_PLACEHOLDER_demo_only_not_a_real_secret';
const WEBHOOK = '/wp-json/shopwright/v1/express-checkout/webhook';

const ADDRESS = {
	first_name: 'Ada',
	last_name: 'Lovelace',
	company: '',
	address_1: '12 Analytical Row',
	address_2: '',
	city: 'San Francisco',
	state: 'CA',
	postcode: '94105',
	country: 'US',
	phone: '4155550100',
};

type Checkout = { status: number; body: Record< string, unknown > };

/**
 * Puts the pen in the shopper's cart and places the order with a wallet payment method.
 *
 * @param page   The shopper's page (its cookies are the session).
 * @param method The Stripe payment method the wallet created.
 */
async function payWithWallet(
	page: Page,
	method: string
): Promise< Checkout > {
	const cart = await page.request.get( '/wp-json/wc/store/v1/cart' );
	const nonce = cart.headers().nonce ?? '';
	const products: unknown = await (
		await page.request.get(
			'/wp-json/wc/store/v1/products?search=Brass%20Pen'
		)
	).json();
	const pen =
		Array.isArray( products ) && isRecord( products[ 0 ] )
			? Number( products[ 0 ].id )
			: 0;
	expect( pen ).toBeGreaterThan( 0 );
	const added = await page.request.post(
		'/wp-json/wc/store/v1/cart/add-item',
		{
			headers: { Nonce: nonce },
			data: { id: pen, quantity: 1 },
		}
	);
	expect( added.status() ).toBe( 201 );
	const response = await page.request.post( '/wp-json/wc/store/v1/checkout', {
		headers: { Nonce: nonce },
		data: {
			billing_address: { ...ADDRESS, email: 'ada@example.com' },
			shipping_address: ADDRESS,
			customer_note: '',
			payment_method: GATEWAY,
			payment_data: [
				{ key: 'shopwright_payment_method', value: method },
				{ key: 'express_payment_type', value: 'google_pay' },
			],
		},
	} );
	const body: unknown = await response.json();
	return { status: response.status(), body: isRecord( body ) ? body : {} };
}

/**
 * An order as the shop manager reads it.
 *
 * @param requestUtils Logged in as admin.
 * @param id           Order id.
 */
async function order(
	requestUtils: RequestUtils,
	id: number
): Promise< Record< string, unknown > > {
	const data: unknown = await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }`,
	} );
	return isRecord( data ) ? data : {};
}

/**
 * The order's notes, as text.
 *
 * @param requestUtils Logged in as admin.
 * @param id           Order id.
 */
async function notes(
	requestUtils: RequestUtils,
	id: number
): Promise< string[] > {
	const data: unknown = await requestUtils.rest( {
		path: `/wc/v3/orders/${ id }/notes`,
	} );
	return Array.isArray( data )
		? data.filter( isRecord ).map( ( note ) => String( note.note ) )
		: [];
}

/**
 * Delivers a Stripe event to the site as Stripe would: signed, with no cookie.
 *
 * @param request   A request context without the shopper's or the admin's cookies.
 * @param event     The event.
 * @param secret    The signing secret.
 * @param timestamp Seconds since 1970 written into the signature.
 */
async function deliver(
	request: APIRequestContext,
	event: Record< string, unknown >,
	secret = SIGNING_SECRET,
	timestamp = Math.floor( Date.now() / 1000 )
): Promise< number > {
	const body = JSON.stringify( event );
	const signature = createHmac( 'sha256', secret )
		.update( `${ timestamp }.${ body }` )
		.digest( 'hex' );
	const response = await request.post( WEBHOOK, {
		headers: {
			'Content-Type': 'application/json',
			'Stripe-Signature': `t=${ timestamp },v1=${ signature }`,
		},
		data: body,
	} );
	return response.status();
}

test.describe( 'Express checkout payments', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	// Each test loads several pages and pays through WooCommerce on a 2-core machine that other
	// work shares: a page load can take ten seconds there, the first of a run more. Their budget
	// is three times the default, so that only a real failure fails them.
	test.slow();
	test.use( { storageState: { cookies: [], origins: [] } } );

	gatewayOnDuringTests();

	test( 'a wallet payment places a paid order through the Store API checkout and empties the cart', async ( {
		page,
		requestUtils,
	} ) => {
		const { status, body } = await payWithWallet( page, 'pm_card_visa' );

		expect( status ).toBe( 200 );
		const result = isRecord( body.payment_result )
			? body.payment_result
			: {};
		expect( result.payment_status ).toBe( 'success' );
		expect( String( result.redirect_url ) ).toContain( 'order-received' );
		const placed = await order( requestUtils, Number( body.order_id ) );
		expect( placed.status ).toBe( 'processing' );
		expect( placed.payment_method ).toBe( GATEWAY );
		expect( String( placed.transaction_id ) ).toMatch( /^pi_e2e/ );
		expect( await notes( requestUtils, Number( body.order_id ) ) ).toEqual(
			expect.arrayContaining( [
				expect.stringContaining( 'Stripe payment succeeded' ),
			] )
		);
		const cart: unknown = await (
			await page.request.get( '/wp-json/wc/store/v1/cart' )
		).json();
		expect( isRecord( cart ) && cart.items_count ).toBe( 0 );
	} );

	test( 'a declined card answers with Stripe’s sentence and keeps the cart', async ( {
		page,
	} ) => {
		const { status, body } = await payWithWallet(
			page,
			'pm_card_chargeDeclinedInsufficientFunds'
		);

		expect( status ).toBe( 400 );
		expect( body.message ).toBe( 'Your card has insufficient funds.' );
		const cart: unknown = await (
			await page.request.get( '/wp-json/wc/store/v1/cart' )
		).json();
		expect( isRecord( cart ) && cart.items_count ).toBe( 1 );
	} );

	test( 'a payment waiting for confirmation is completed by Stripe’s signed webhook, once', async ( {
		page,
		playwright,
		requestUtils,
	} ) => {
		const { body } = await payWithWallet(
			page,
			'pm_card_authenticationRequired'
		);
		const id = Number( body.order_id );
		const result = isRecord( body.payment_result )
			? body.payment_result
			: {};
		expect( String( result.redirect_url ) ).toMatch(
			new RegExp( `^#shopwright-confirm-pi/${ id }/pi_e2e` )
		);
		const waiting = await order( requestUtils, id );
		expect( waiting.status ).toBe( 'pending' );

		const stripe = await playwright.request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		const event = {
			id: `evt_e2e${ id }`,
			object: 'event',
			livemode: false,
			type: 'payment_intent.succeeded',
			data: {
				object: {
					id: waiting.transaction_id,
					object: 'payment_intent',
					amount_received: Math.round(
						Number( waiting.total ) * 100
					),
					currency: 'usd',
					status: 'succeeded',
				},
			},
		};
		expect( await deliver( stripe, event, 'whsec_guessed' ) ).toBe( 400 );
		expect(
			await deliver(
				stripe,
				event,
				SIGNING_SECRET,
				Math.floor( Date.now() / 1000 ) - 3600
			)
		).toBe( 400 );
		expect( ( await order( requestUtils, id ) ).status ).toBe( 'pending' );

		expect( await deliver( stripe, event ) ).toBe( 200 );
		expect( await deliver( stripe, event ) ).toBe( 200 );

		expect( ( await order( requestUtils, id ) ).status ).toBe(
			'processing'
		);
		const confirmed = ( await notes( requestUtils, id ) ).filter(
			( note ) => note.includes( 'Stripe confirmed the payment' )
		);
		expect( confirmed ).toHaveLength( 1 );
		await stripe.dispose();
	} );
} );

test.describe( 'Express checkout settings', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	// Each test loads several pages and pays through WooCommerce on a 2-core machine that other
	// work shares: a page load can take ten seconds there, the first of a run more. Their budget
	// is three times the default, so that only a real failure fails them.
	test.slow();

	test( 'show where the keys go without ever printing a saved secret', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage(
			'admin.php',
			`page=wc-settings&tab=checkout&section=${ GATEWAY }`
		);
		await expect(
			page.getByRole( 'textbox', { name: 'Test publishable key' } )
		).toHaveValue( 'pk_test_PLACEHOLDER_demo_only_not_a_real_key' );
		const secret = page.getByLabel( 'Test secret key' );
		await expect( secret ).toHaveAttribute( 'type', 'password' );
		await expect( secret ).toHaveValue( '' );
		await expect( secret ).toHaveAccessibleDescription(
			'Saved. Leave empty to keep it; type a new one to replace it.'
		);
		expect( await page.content() ).not.toContain( 'sk_test_PLACEHOLDER' );
		expect( await page.content() ).not.toContain( 'whsec_PLACEHOLDER' );
	} );
} );

test.describe( 'Apple Pay domain file', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	// Each test loads several pages and pays through WooCommerce on a 2-core machine that other
	// work shares: a page load can take ten seconds there, the first of a run more. Their budget
	// is three times the default, so that only a real failure fails them.
	test.slow();

	const FILE_PATH =
		'/.well-known/apple-developer-merchantid-domain-association';
	const FILE = '7B227073704964223A22393739433945383433463431313430';

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'PUT',
			path: `/wc/v3/payment_gateways/${ GATEWAY }`,
			data: { settings: { apple_pay: 'yes', apple_pay_domain_file: '' } },
		} );
	} );

	test( 'is served as plain text while Apple Pay is on, and is a 404 when it is off', async ( {
		playwright,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'PUT',
			path: `/wc/v3/payment_gateways/${ GATEWAY }`,
			data: {
				settings: { apple_pay: 'yes', apple_pay_domain_file: FILE },
			},
		} );
		const apple = await playwright.request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		const served = await apple.get( FILE_PATH );
		expect( served.status() ).toBe( 200 );
		expect( served.headers()[ 'content-type' ] ).toBe(
			'text/plain; charset=utf-8'
		);
		expect( await served.text() ).toBe( FILE );

		await requestUtils.rest( {
			method: 'PUT',
			path: `/wc/v3/payment_gateways/${ GATEWAY }`,
			data: { settings: { apple_pay: 'no' } },
		} );
		const off = await apple.get( FILE_PATH );
		expect( off.status() ).toBe( 404 );
		expect( await off.text() ).not.toContain( FILE );
		await apple.dispose();
	} );
} );
