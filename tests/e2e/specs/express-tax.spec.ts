/**
 * The wallet sheet of a store charging VAT, its prices entered with tax (as most European stores
 * do): shown with tax, every line of the sheet includes its VAT and there is no Tax line; shown
 * without tax, the lines leave it out and a Tax line adds it. Either way the lines add up to the
 * total the cart page shows and Stripe is given. Stripe.js is the page's stub; the taxes, coupon
 * and shipping are set up through WooCommerce's REST API and put back afterwards.
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
import { deletePage, NO_WOOCOMMERCE_REASON, WOOCOMMERCE } from '../utils';
import {
	deleteShippingZone,
	gatewayOnDuringTests,
	stripeAmount,
	usShippingZone,
} from '../utils/express';
import { createPage } from '../utils/popups';
import { addToOwnCart, emit, sheet, stubStripe } from '../utils/stripe-stub';
import { isRecord } from '../../../src/utils/is-record';

const SETTINGS = [
	[ 'general', 'woocommerce_calc_taxes' ],
	[ 'tax', 'woocommerce_prices_include_tax' ],
	[ 'tax', 'woocommerce_tax_display_shop' ],
	[ 'tax', 'woocommerce_tax_display_cart' ],
] as const;

type Line = { name: string; amount: number };

/**
 * Sets a WooCommerce setting.
 *
 * @param requestUtils Logged in as admin.
 * @param group        Its settings group.
 * @param id           Its id.
 * @param value        Its new value.
 */
async function setSetting(
	requestUtils: RequestUtils,
	group: string,
	id: string,
	value: string
): Promise< void > {
	await requestUtils.rest( {
		method: 'PUT',
		path: `/wc/v3/settings/${ group }/${ id }`,
		data: { value },
	} );
}

/**
 * The lines of a sheet, or of an answer to one of its events.
 *
 * @param value What the sheet was opened or updated with.
 */
function linesOf( value: unknown ): Line[] {
	const lines =
		isRecord( value ) && Array.isArray( value.lineItems )
			? value.lineItems
			: [];
	return lines.filter( isRecord ).map( ( line ) => ( {
		name: String( line.name ),
		amount: Number( line.amount ),
	} ) );
}

/**
 * What the lines add up to.
 *
 * @param lines The lines.
 */
const sum = ( lines: Line[] ) =>
	lines.reduce( ( total, line ) => total + line.amount, 0 );

/**
 * The total the classic cart page shows, in cents.
 *
 * @param page The shopper's page, on the cart.
 */
async function totalShown( page: Page ): Promise< number > {
	const text =
		( await page
			.locator( '.order-total strong .woocommerce-Price-amount' )
			.textContent() ) ?? '';
	return Math.round( Number( text.replace( /[^\d.]/g, '' ) ) * 100 );
}

test.describe( 'Express checkout sheet of a store with VAT', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	// Each test loads several pages and pays through WooCommerce on a 2-core machine that other
	// work shares: a page load can take ten seconds there, the first of a run more. Their budget
	// is three times the default, so that only a real failure fails them.
	test.slow();
	test.use( { storageState: { cookies: [], origins: [] } } );

	let classicCart = { id: 0, link: '' };
	let taxId = 0;
	let couponId = 0;
	let zoneId = 0;
	const saved: Array< [ string, string, string ] > = [];

	gatewayOnDuringTests();

	test.beforeAll( async ( { requestUtils } ) => {
		for ( const [ group, id ] of SETTINGS ) {
			const setting: unknown = await requestUtils.rest( {
				path: `/wc/v3/settings/${ group }/${ id }`,
			} );
			saved.push( [
				group,
				id,
				isRecord( setting ) ? String( setting.value ) : '',
			] );
		}
		await setSetting(
			requestUtils,
			'general',
			'woocommerce_calc_taxes',
			'yes'
		);
		await setSetting(
			requestUtils,
			'tax',
			'woocommerce_prices_include_tax',
			'yes'
		);
		await setSetting(
			requestUtils,
			'tax',
			'woocommerce_tax_display_shop',
			'incl'
		);
		const rate: unknown = await requestUtils.rest( {
			method: 'POST',
			path: '/wc/v3/taxes',
			data: { name: 'VAT', rate: '19.0000', shipping: true },
		} );
		taxId = isRecord( rate ) ? Number( rate.id ) : 0;
		const coupon: unknown = await requestUtils.rest( {
			method: 'POST',
			path: '/wc/v3/coupons',
			data: {
				code: `vat-e2e-${ Date.now() }`,
				discount_type: 'percent',
				amount: '10',
			},
		} );
		couponId = isRecord( coupon ) ? Number( coupon.id ) : 0;
		zoneId = await usShippingZone(
			requestUtils,
			'Express tax e2e: United States',
			[ 'flat_rate' ]
		);
		classicCart = await createPage(
			requestUtils,
			'Classic cart with VAT',
			'<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->'
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deletePage( requestUtils, classicCart.id );
		await deleteShippingZone( requestUtils, zoneId );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wc/v3/coupons/${ couponId }`,
			params: { force: true },
		} );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wc/v3/taxes/${ taxId }`,
			params: { force: true },
		} );
		for ( const [ group, id, value ] of saved ) {
			await setSetting( requestUtils, group, id, value );
		}
	} );

	/**
	 * Two Brass Pens (32.00 each, VAT included) in the shopper's cart, 10% off, shipped to
	 * California at the 5.00 flat rate (plus VAT); then the classic cart page, and the sheet
	 * opened from its Google Pay button.
	 *
	 * @param page         The shopper's page.
	 * @param requestUtils Logged in as admin.
	 */
	async function openSheet(
		page: Page,
		requestUtils: RequestUtils
	): Promise< Line[] > {
		await stubStripe( page );
		await addToOwnCart( page, 'Brass Pen', 2 );
		const nonce =
			( await page.request.get( '/wp-json/wc/store/v1/cart' ) ).headers()
				.nonce ?? '';
		const coupon: unknown = await requestUtils.rest( {
			path: `/wc/v3/coupons/${ couponId }`,
		} );
		await page.request.post( '/wp-json/wc/store/v1/cart/apply-coupon', {
			headers: { Nonce: nonce },
			data: { code: isRecord( coupon ) ? String( coupon.code ) : '' },
		} );
		await page.request.post( '/wp-json/wc/store/v1/cart/update-customer', {
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
		} );
		await page.goto( classicCart.link );
		const container = page.locator( '.shopwright-express' );
		await container.scrollIntoViewIfNeeded();
		await expect( container ).toHaveClass( /is-ready/ );
		await page
			.getByRole( 'button', { name: 'Buy with Google Pay' } )
			.click();
		await expect.poll( () => sheet( page ) ).not.toBeNull();
		return linesOf( await sheet( page ) );
	}

	test( 'prices shown with tax: each line includes its VAT, no Tax line, and the lines add up to the total shown', async ( {
		page,
		requestUtils,
	} ) => {
		await setSetting(
			requestUtils,
			'tax',
			'woocommerce_tax_display_cart',
			'incl'
		);
		const lines = await openSheet( page, requestUtils );
		const total = await totalShown( page );
		// 64.00 of pens, 6.40 off, 5.00 shipping and its 0.95 VAT.
		expect( total ).toBe( 6355 );
		expect( await stripeAmount( page ) ).toBe( total );
		expect( lines ).toEqual( [
			{ name: 'Brass Pen × 2', amount: 6400 },
			{ name: 'Shipping', amount: 595 },
			{ name: 'Discount', amount: -640 },
		] );
		expect( sum( lines ) ).toBe( total );

		// The lines the sheet gets for a new address add up to its new total as well.
		const answer = await emit( page, 'shippingaddresschange', {
			name: 'Grace Hopper',
			address: {
				city: 'New York',
				state: 'NY',
				postal_code: '10001',
				country: 'US',
			},
		} );
		const resolved = isRecord( answer ) ? answer.resolved : undefined;
		const updated = linesOf( resolved );
		expect( updated.map( ( line ) => line.name ) ).toEqual( [
			'Brass Pen × 2',
			'Shipping',
			'Discount',
		] );
		expect( sum( updated ) ).toBe( await stripeAmount( page ) );
	} );

	test( 'prices shown without tax: the lines leave VAT out, a Tax line adds it, and they add up to the total shown', async ( {
		page,
		requestUtils,
	} ) => {
		await setSetting(
			requestUtils,
			'tax',
			'woocommerce_tax_display_cart',
			'excl'
		);
		const lines = await openSheet( page, requestUtils );
		const total = await totalShown( page );
		expect( total ).toBe( 6355 );
		expect( await stripeAmount( page ) ).toBe( total );
		expect( lines.map( ( line ) => line.name ) ).toEqual( [
			'Brass Pen × 2',
			'Shipping',
			'Discount',
			'Tax',
		] );
		// 32.00 with 19% VAT is 26.89 without; shipping is 5.00 before its VAT.
		expect( lines.slice( 0, 3 ) ).toEqual( [
			{ name: 'Brass Pen × 2', amount: 5378 },
			{ name: 'Shipping', amount: 500 },
			{ name: 'Discount', amount: -538 },
		] );
		expect( sum( lines ) ).toBe( total );
	} );
} );
