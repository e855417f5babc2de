/**
 * Card testing through the express checkout: one shopper sends card after card to the Store API
 * checkout. The first five in ten minutes reach Stripe (answered on the test site from recorded
 * answers); the next ones are refused with a 429, Retry-After and a sentence for the shopper,
 * and never become a PaymentIntent. Shoppers are told apart through the proxy named in the
 * General settings (127.0.0.1 with X-Forwarded-For), so each test has shoppers of its own.
 */

/**
 * External dependencies
 */
import type { APIRequestContext } from '@playwright/test';

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	NO_WOOCOMMERCE_REASON,
	WOOCOMMERCE,
	resetSettings,
	updateSettings,
} from '../utils';
import { GATEWAY, gatewayOnDuringTests } from '../utils/express';
import { isRecord } from '../../../src/utils/is-record';

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

const BUDGET = 5;

type Answer = {
	status: number;
	retryAfter: number;
	body: Record< string, unknown >;
};

/**
 * An address of a shopper of this run's own.
 */
function shopperAddress(): string {
	const part = () => 1 + Math.floor( Math.random() * 250 );
	return `198.${ 18 + Math.floor( Math.random() * 2 ) }.${ part() }.${ part() }`;
}

/**
 * Puts the pen in the shopper's cart and checks out with this payment method.
 *
 * @param shopper The shopper's requests (their cookies are the session).
 * @param method  The Stripe payment method the wallet created.
 */
async function checkout(
	shopper: APIRequestContext,
	method: string
): Promise< Answer > {
	const cart = await shopper.get( '/wp-json/wc/store/v1/cart' );
	const nonce = cart.headers().nonce ?? '';
	const products: unknown = await (
		await shopper.get( '/wp-json/wc/store/v1/products?search=Brass%20Pen' )
	).json();
	const pen =
		Array.isArray( products ) && isRecord( products[ 0 ] )
			? Number( products[ 0 ].id )
			: 0;
	expect( pen ).toBeGreaterThan( 0 );
	const added = await shopper.post( '/wp-json/wc/store/v1/cart/add-item', {
		headers: { Nonce: nonce },
		data: { id: pen, quantity: 1 },
	} );
	expect( added.status() ).toBe( 201 );
	const response = await shopper.post( '/wp-json/wc/store/v1/checkout', {
		headers: { Nonce: nonce },
		data: {
			billing_address: { ...ADDRESS, email: 'tester@example.com' },
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
	return {
		status: response.status(),
		retryAfter: Number( response.headers()[ 'retry-after' ] ?? 0 ),
		body: isRecord( body ) ? body : {},
	};
}

test.describe( 'Express checkout budget per shopper', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	test.use( { storageState: { cookies: [], origins: [] } } );

	gatewayOnDuringTests();

	test.beforeAll( async ( { requestUtils } ) => {
		await updateSettings( requestUtils, {
			general: {
				proxy_header: 'X-Forwarded-For',
				trusted_proxies: '127.0.0.1',
			},
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'a card tester gets five PaymentIntents, then 429s with Retry-After; another shopper still pays', async ( {
		playwright,
		baseURL,
	} ) => {
		const tester = await playwright.request.newContext( {
			baseURL,
			extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() },
		} );
		const answers: Answer[] = [];
		for ( let card = 1; card <= BUDGET + 3; card++ ) {
			answers.push( await checkout( tester, `pm_card_tested${ card }` ) );
		}
		await tester.dispose();

		expect( answers.map( ( answer ) => answer.status ) ).toEqual( [
			...Array( BUDGET ).fill( 200 ),
			429,
			429,
			429,
		] );
		for ( const refused of answers.slice( BUDGET ) ) {
			expect( refused.retryAfter ).toBeGreaterThan( 0 );
			expect( refused.retryAfter ).toBeLessThanOrEqual( 600 );
			expect( String( refused.body.message ) ).toContain(
				'Too many payment attempts'
			);
			expect(
				isRecord( refused.body.data ) && refused.body.data.status
			).toBe( 429 );
		}

		const shopper = await playwright.request.newContext( {
			baseURL,
			extraHTTPHeaders: { 'X-Forwarded-For': shopperAddress() },
		} );
		const paid = await checkout( shopper, 'pm_card_visa' );
		await shopper.dispose();
		expect( paid.status ).toBe( 200 );
		expect(
			isRecord( paid.body.payment_result ) &&
				paid.body.payment_result.payment_status
		).toBe( 'success' );
	} );
} );
