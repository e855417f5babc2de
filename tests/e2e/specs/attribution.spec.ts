/**
 * Order attribution against a real WooCommerce: a shopper lands from a campaign link, browses,
 * and orders through the classic checkout and the checkout block; the owner sees where each
 * order came from on the order screen and in the orders list. With tracking off, no
 * attribution cookie exists and an order carries no origin.
 */

/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	NO_WOOCOMMERCE_REASON,
	resetSettings,
	seriousAxeViolations,
	updateSettings,
	WOOCOMMERCE,
} from '../utils';
import { isRecord } from '../../../src/utils/is-record';

const CAMPAIGN =
	'/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale&utm_content=%3Cb%3Ehero%3C%2Fb%3E';

async function attributionCookies( page: Page ) {
	return ( await page.context().cookies() ).filter( ( cookie ) =>
		/^(shopwright_attribution|sbjs_)/.test( cookie.name )
	);
}

/**
 * Puts the Brass Pen in this browser's cart, as its link without JavaScript would.
 *
 * @param page The shopper's page.
 */
async function addPen( page: Page ): Promise< void > {
	const response = await page.request.get(
		'/wp-json/wc/store/v1/products?search=Brass%20Pen'
	);
	const products: unknown = await response.json();
	const pen = Array.isArray( products ) ? products.find( isRecord ) : null;
	expect( pen ).toBeTruthy();
	await page.goto( `/shop/?add-to-cart=${ String( pen?.id ) }` );
}

async function fillClassicCheckout( page: Page ): Promise< void > {
	await page.getByLabel( 'First name' ).first().fill( 'Ada' );
	await page.getByLabel( 'Last name' ).first().fill( 'Lovelace' );
	await page.getByLabel( 'Street address' ).first().fill( '1 Market Street' );
	await page.getByLabel( 'Town / City' ).first().fill( 'San Francisco' );
	await page.getByLabel( 'ZIP Code' ).first().fill( '94105' );
	await page.getByLabel( 'Phone' ).first().fill( '4155550100' );
	await page.getByLabel( 'Email address' ).first().fill( 'ada@example.com' );
}

/**
 * The order screen's words for this order's origin, as the owner reads them.
 *
 * @param admin   The admin's page.
 * @param orderId The order.
 */
async function originOnOrderScreen( admin: Page, orderId: string ) {
	await admin.goto(
		`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ orderId }`
	);
	return admin.locator( '#woocommerce-order-source-data' );
}

/**
 * Places the order in the cart and waits for WooCommerce's order-received page.
 *
 * @param page   The shopper's page, on a checkout.
 * @param button The checkout's submit button.
 * @return The order's id.
 */
async function placeOrder( page: Page, button: string ): Promise< string > {
	await page.getByRole( 'button', { name: button } ).click();
	await expect( page ).toHaveURL( /order-received\/(\d+)/, {
		timeout: 20000,
	} );
	return /order-received\/(\d+)/.exec( page.url() )?.[ 1 ] ?? '';
}

/**
 * Orders the pen through the classic checkout while nothing may be recorded: the form's
 * attribution inputs are empty, and the owner's order screen names no source.
 *
 * @param page     The shopper's page.
 * @param browser  The browser, for the owner's page.
 * @param checkout The classic checkout's address.
 */
async function orderWithoutOrigin(
	page: Page,
	browser: Browser,
	checkout: string
): Promise< void > {
	await addPen( page );
	await page.goto( checkout );
	await expect(
		page.locator( 'input[name="wc_order_attribution_source_type"]' )
	).toHaveValue( '' );
	await fillClassicCheckout( page );
	const orderId = await placeOrder( page, 'Place order' );
	const admin = await browser.newPage( {
		storageState: process.env.STORAGE_STATE_PATH,
	} );
	const box = await originOnOrderScreen( admin, orderId );
	await expect( box ).not.toContainText( 'Source:' );
	await admin.close();
}

test.describe( 'Order attribution', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	test.use( { storageState: { cookies: [], origins: [] } } );

	let classicCheckout = '';

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
		const page: unknown = await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/pages',
			data: {
				title: 'Classic checkout',
				status: 'publish',
				content:
					'<!-- wp:shortcode -->[woocommerce_checkout]<!-- /wp:shortcode -->',
			},
		} );
		classicCheckout = isRecord( page ) ? String( page.link ) : '';
	} );

	// A test that turns tracking off leaves it on for the next.
	test.afterEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'a campaign visit orders through the classic checkout; the owner sees its origin', async ( {
		page,
		browser,
	} ) => {
		const loaded: string[] = [];
		page.on( 'request', ( request ) => loaded.push( request.url() ) );
		await page.goto( CAMPAIGN );
		await page.goto( '/shop/' );
		await addPen( page );

		const cookies = await attributionCookies( page );
		expect( cookies.map( ( cookie ) => cookie.name ).sort() ).toEqual( [
			'shopwright_attribution',
			'shopwright_attribution_session',
		] );
		const bytes = cookies.reduce(
			( sum, cookie ) =>
				sum + cookie.name.length + cookie.value.length + 1,
			0
		);
		expect( bytes ).toBeLessThan( 1024 );
		expect(
			loaded.some( ( url ) =>
				/sourcebuster|order-attribution\.js/.test( url )
			)
		).toBe( false );

		await page.goto( classicCheckout );
		await expect(
			page.locator( 'input[name="wc_order_attribution_utm_source"]' )
		).toHaveValue( 'newsletter' );
		await expect(
			page.locator( 'input[name="wc_order_attribution_session_pages"]' )
		).toHaveValue( /^[4-9]$/ );
		await fillClassicCheckout( page );
		const orderId = await placeOrder( page, 'Place order' );

		const admin = await browser.newPage( {
			storageState: process.env.STORAGE_STATE_PATH,
		} );
		const box = await originOnOrderScreen( admin, orderId );
		await expect( box ).toContainText( 'Source: Newsletter' );
		await expect( box ).toContainText( 'email' );
		await expect( box ).toContainText( 'spring-sale' );
		await expect(
			admin.locator( '#shopwright-attribution-visits' )
		).toContainText( /First visit\s*Source: Newsletter/ );
		// Markup a link carried is text at most, never an element.
		await expect( box.locator( 'b' ) ).toHaveCount( 0 );

		await admin.goto( '/wp-admin/admin.php?page=wc-orders' );
		await expect(
			admin.locator( `#order-${ orderId } .column-origin` )
		).toHaveText( 'Source: Newsletter' );
		await admin.close();
	} );

	test( 'the checkout block carries the origin too; the order keeps the first visit beside it', async ( {
		page,
		browser,
	} ) => {
		// A first visit from a blog; a later one from a campaign link, after the session ended.
		await page.goto( '/', {
			referer: 'https://www.blog.example/best-pens',
		} );
		await page.context().clearCookies( {
			name: 'shopwright_attribution_session',
		} );
		await page.goto( '/?utm_source=partner-blog&utm_medium=referral-link' );
		await addPen( page );
		await page.goto( '/checkout/' );
		await page.getByLabel( 'Email address' ).fill( 'grace@example.com' );
		await page.getByLabel( 'First name' ).fill( 'Grace' );
		await page.getByLabel( 'Last name' ).fill( 'Hopper' );
		await page
			.getByLabel( 'Address', { exact: true } )
			.fill( '1 Market Street' );
		await page.getByLabel( 'City' ).fill( 'San Francisco' );
		await page.getByLabel( 'ZIP Code' ).fill( '94105' );
		const orderId = await placeOrder( page, 'Place Order' );

		const admin = await browser.newPage( {
			storageState: process.env.STORAGE_STATE_PATH,
		} );
		const box = await originOnOrderScreen( admin, orderId );
		await expect( box ).toContainText( 'Source: Partner-blog' );
		const visits = admin.locator( '#shopwright-attribution-visits' );
		await expect( visits ).toContainText(
			/First visit\s*Referral: Blog\.example/i
		);
		await expect( visits ).toContainText(
			/Last visit before the order\s*Source: Partner-blog/
		);
		await expect( visits ).toContainText( /Visits\s*2/ );
		await admin.close();
	} );

	test( 'tracking off deletes the cookies, and the order carries no origin', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		await page.goto( CAMPAIGN );
		expect( await attributionCookies( page ) ).toHaveLength( 2 );

		await updateSettings( requestUtils, {
			attribution: { tracking: false },
		} );
		await page.goto( '/shop/?utm_source=another' );
		await expect.poll( () => attributionCookies( page ) ).toEqual( [] );

		await orderWithoutOrigin( page, browser, classicCheckout );
	} );

	test( 'with the WP Consent API, nothing is recorded before consent, and the page consent comes on is', async ( {
		page,
		browser,
	} ) => {
		await page.context().addCookies( [
			{
				name: 'shopwright_e2e_consent_api',
				value: '1',
				url: process.env.WP_BASE_URL ?? 'http://localhost:8889',
			},
		] );
		await page.goto( CAMPAIGN );
		expect( await attributionCookies( page ) ).toEqual( [] );
		await orderWithoutOrigin( page, browser, classicCheckout );

		// Consent given on a page records that page's visit at once; withdrawn, it is forgotten.
		await page.goto( '/shop/?utm_source=consented' );
		expect( await attributionCookies( page ) ).toEqual( [] );
		await page.evaluate( () =>
			Reflect.get( window, 'wp_set_consent' )( 'marketing', 'allow' )
		);
		await expect
			.poll( async () =>
				( await attributionCookies( page ) )
					.map( ( c ) => c.name )
					.sort()
			)
			.toEqual( [
				'shopwright_attribution',
				'shopwright_attribution_session',
			] );
		const record = ( await attributionCookies( page ) ).find(
			( cookie ) => cookie.name === 'shopwright_attribution'
		);
		expect( record?.value ).toContain( 'consented' );
		await page.evaluate( () =>
			Reflect.get( window, 'wp_set_consent' )( 'marketing', 'deny' )
		);
		await expect.poll( () => attributionCookies( page ) ).toEqual( [] );
	} );

	test( 'the owner reads orders and revenue by origin, from the keyboard', async ( {
		browser,
	} ) => {
		// A page of its own context: axe scans only such pages.
		const context = await browser.newContext( {
			storageState: process.env.STORAGE_STATE_PATH,
		} );
		const admin = await context.newPage();
		await admin.goto( '/wp-admin/admin.php?page=shopwright-order-origins' );
		await expect(
			admin.getByRole( 'heading', { level: 1, name: 'Order origins' } )
		).toBeVisible();
		const table = admin.getByRole( 'table', {
			name: /Paid orders by origin/,
		} );
		await expect(
			table.getByRole( 'rowheader', { name: 'Source: Newsletter' } )
		).toBeVisible();
		await expect(
			table.getByRole( 'rowheader', { name: 'Source: Partner-blog' } )
		).toBeVisible();

		await admin.getByLabel( 'Period' ).focus();
		await admin.keyboard.press( 'ArrowUp' );
		await expect( table ).toBeVisible();
		await expect(
			table.getByRole( 'rowheader', { name: 'Source: Newsletter' } )
		).toBeVisible();
		expect(
			await seriousAxeViolations( admin, '#wpbody-content' )
		).toEqual( [] );
		await context.close();
	} );
} );
