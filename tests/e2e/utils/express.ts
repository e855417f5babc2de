/**
 * What the express checkout specs share: the payment method switched on for a describe block, a
 * United States shipping zone with free shipping and a 5.00 flat rate, the total the buttons last
 * gave Stripe, the shopper's chosen rate, the order a confirm led to and the counts the owner
 * reads.
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
import { isRecord } from '../../../src/utils/is-record';

export const GATEWAY = 'shopwright_express';

/**
 * Switches the payment method on or off.
 *
 * @param requestUtils Logged in as admin.
 * @param enabled      Its new state.
 */
export async function setGateway(
	requestUtils: RequestUtils,
	enabled: boolean
): Promise< void > {
	await requestUtils.rest( {
		method: 'PUT',
		path: `/wc/v3/payment_gateways/${ GATEWAY }`,
		data: { enabled },
	} );
}

/**
 * Switches the payment method on before the describe block's tests and off after them. Call it
 * inside the describe block.
 */
export function gatewayOnDuringTests(): void {
	test.beforeAll( ( { requestUtils } ) => setGateway( requestUtils, true ) );
	test.afterAll( ( { requestUtils } ) => setGateway( requestUtils, false ) );
}

/**
 * A shipping zone for the United States with free shipping and a 5.00 flat rate.
 *
 * @param requestUtils Logged in as admin.
 * @param name         The zone's name.
 * @param methods      The methods, in the zone's order (the first is the one chosen at first).
 * @return The zone's id.
 */
export async function usShippingZone(
	requestUtils: RequestUtils,
	name: string,
	methods: ReadonlyArray< 'free_shipping' | 'flat_rate' > = [
		'free_shipping',
		'flat_rate',
	]
): Promise< number > {
	const zone: unknown = await requestUtils.rest( {
		method: 'POST',
		path: '/wc/v3/shipping/zones',
		data: { name },
	} );
	const zoneId = isRecord( zone ) ? Number( zone.id ) : 0;
	await requestUtils.rest( {
		method: 'PUT',
		path: `/wc/v3/shipping/zones/${ zoneId }/locations`,
		data: [ { code: 'US', type: 'country' } ],
	} );
	for ( const method of methods ) {
		await requestUtils.rest( {
			method: 'POST',
			path: `/wc/v3/shipping/zones/${ zoneId }/methods`,
			data:
				method === 'flat_rate'
					? { method_id: method, settings: { cost: '5' } }
					: { method_id: method },
		} );
	}
	return zoneId;
}

/**
 * Deletes a shipping zone.
 *
 * @param requestUtils Logged in as admin.
 * @param zoneId       The zone.
 */
export async function deleteShippingZone(
	requestUtils: RequestUtils,
	zoneId: number
): Promise< void > {
	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wc/v3/shipping/zones/${ zoneId }`,
		params: { force: true },
	} );
}

/**
 * What the buttons last told Stripe the total was.
 *
 * @param page The shopper's page.
 */
export async function stripeAmount( page: Page ): Promise< unknown > {
	return page.evaluate( () => {
		const stub = (
			window as unknown as {
				__stripeStub?: {
					elementsOptions?: { amount?: number };
					updates: Array< { amount?: number } >;
				};
			}
		 ).__stripeStub;
		return (
			stub?.updates.slice( -1 )[ 0 ]?.amount ??
			stub?.elementsOptions?.amount ??
			null
		);
	} );
}

/**
 * The name of the rate selected in a Store API cart's first package; '' when none is.
 *
 * @param cart The cart.
 */
export function chosenRate( cart: unknown ): string {
	const packages =
		isRecord( cart ) && Array.isArray( cart.shipping_rates )
			? cart.shipping_rates
			: [];
	const rates =
		isRecord( packages[ 0 ] ) &&
		Array.isArray( packages[ 0 ].shipping_rates )
			? packages[ 0 ].shipping_rates
			: [];
	const selected = rates.find(
		( rate: unknown ) => isRecord( rate ) && rate.selected === true
	);
	return isRecord( selected ) ? String( selected.name ) : '';
}

/**
 * The shopper's cart as the Store API answers it.
 *
 * @param page The shopper's page.
 */
export async function storeCart(
	page: Page
): Promise< Record< string, unknown > > {
	const cart: unknown = await (
		await page.request.get( '/wp-json/wc/store/v1/cart' )
	).json();
	return isRecord( cart ) ? cart : {};
}

/**
 * The name of the rate selected in the shopper's cart.
 *
 * @param page The shopper's page.
 */
export async function cartRate( page: Page ): Promise< string > {
	return chosenRate( await storeCart( page ) );
}

/** The last 30 days' showings and clicks of the buttons. */
export type OwnerCounts = { shown: number; clicked: number };

/**
 * The payment method's settings page as the owner's browser receives it: its HTML only, without
 * WooCommerce's admin scripts and styles, which on a busy machine take longer to load than a
 * poll's whole budget (the counts are in the HTML itself).
 *
 * @param admin A page logged in as the administrator.
 */
async function ownerSettingsHtml( admin: Page ): Promise< string > {
	const response = await admin.request.get(
		`/wp-admin/admin.php?page=wc-settings&tab=checkout&section=${ GATEWAY }`
	);
	expect( response.ok() ).toBe( true );
	return response.text();
}

/**
 * The last 30 days' button counts the owner reads under the payment method's settings.
 *
 * @param admin A page logged in as the administrator.
 * @param html  The settings page's HTML, when already fetched.
 */
export async function ownerCounts(
	admin: Page,
	html?: string
): Promise< OwnerCounts > {
	const found = /Shown ([\d,]+) times, clicked ([\d,]+) times/.exec(
		html ?? ( await ownerSettingsHtml( admin ) )
	);
	expect( found ).not.toBeNull();
	return {
		shown: Number( found?.[ 1 ].replace( /,/g, '' ) ),
		clicked: Number( found?.[ 2 ].replace( /,/g, '' ) ),
	};
}

/**
 * The order whose order-received page the shopper is on, as the WooCommerce REST API gives it.
 *
 * @param page         The shopper's page, on the order-received page.
 * @param requestUtils Logged in as admin.
 */
export async function receivedOrder(
	page: Page,
	requestUtils: RequestUtils
): Promise< unknown > {
	const orderId = Number(
		/order-received\/(\d+)/.exec( page.url() )?.[ 1 ] ?? 0
	);
	expect( orderId ).toBeGreaterThan( 0 );
	return requestUtils.rest( { path: `/wc/v3/orders/${ orderId }` } );
}

/**
 * Waits until the owner's counts show one more showing and one more click than before, and the
 * table names the wallet.
 *
 * @param admin  A page logged in as the administrator.
 * @param before The counts before the shopper came.
 * @param wallet The wallet's name as the table shows it ("Apple Pay").
 */
export async function expectOneMoreShownAndClicked(
	admin: Page,
	before: OwnerCounts,
	wallet: string
): Promise< void > {
	let html = '';
	// The shopper's page sends its reports as it is left, together: the owner's page may be
	// read when one of them has been counted and the other not yet, so it is read again until
	// both are (a few reads, not one that happens to fall before the second).
	await expect
		.poll(
			async () => {
				html = await ownerSettingsHtml( admin );
				return ownerCounts( admin, html );
			},
			{ timeout: 50000 }
		)
		.toEqual( {
			shown: before.shown + 1,
			clicked: before.clicked + 1,
		} );
	const table = /<table[^>]*shopwright-express-stats[\s\S]*?<\/table>/.exec(
		html
	);
	expect( table?.[ 0 ] ?? '' ).toContain( wallet );
}
