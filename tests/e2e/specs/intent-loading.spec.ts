/**
 * Interaction-first loading, watched in the browser: React arrives only when the shopper reaches
 * for the element it enhances, or when the browser is idle if the owner chose that.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	deletePage,
	NO_WOOCOMMERCE_REASON,
	resetSettings,
	updateSettings,
	WOOCOMMERCE,
} from '../utils';

const REACT =
	/\/wp-includes\/js\/dist\/(vendor\/react(-dom)?|element)(\.min)?\.js/;
const LOADER = /\/build\/frontend\/intent-loader\.js/;
const PROBE = /\/tests\/e2e\/fixtures\/intent-probe\.js/;

test.describe( 'Interaction-first loading', () => {
	let pageLink = '';
	let pageId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
		// The test site's mu-plugin fixture defers a React script behind this shortcode.
		const created = await requestUtils.createPage( {
			title: 'Intent probe',
			content:
				'<!-- wp:shortcode -->[shopwright_intent_probe]<!-- /wp:shortcode -->',
			status: 'publish',
		} );
		pageLink = `/?page_id=${ created.id }`;
		pageId = created.id;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
		await deletePage( requestUtils, pageId );
	} );

	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'loads the deferred app, and React if the page lacks it, only when the shopper points at it', async ( {
		page,
	} ) => {
		// What the theme loads anyway (WooCommerce's own header blocks bring React with them).
		const homeRequests: string[] = [];
		page.on( 'request', ( request ) => homeRequests.push( request.url() ) );
		await page.goto( '/' );
		await page.waitForLoadState( 'networkidle' );
		const themeHasReact = homeRequests.some( ( url ) => REACT.test( url ) );
		page.removeAllListeners( 'request' );

		const requested: string[] = [];
		page.on( 'request', ( request ) => requested.push( request.url() ) );
		await page.goto( pageLink );
		await page.waitForLoadState( 'networkidle' );

		expect( requested.some( ( url ) => LOADER.test( url ) ) ).toBe( true );
		expect( requested.some( ( url ) => PROBE.test( url ) ) ).toBe( false );
		expect( requested.some( ( url ) => REACT.test( url ) ) ).toBe(
			themeHasReact
		);
		await expect( page.getByText( /React rendered/ ) ).toHaveCount( 0 );

		await page.getByRole( 'button', { name: 'Probe' } ).hover();

		await expect(
			page.getByText( 'React rendered, inline code ran before' )
		).toBeVisible();
		expect( requested.some( ( url ) => PROBE.test( url ) ) ).toBe( true );
		expect( requested.some( ( url ) => REACT.test( url ) ) ).toBe( true );
	} );

	test( 'loads on keyboard focus as well', async ( { page } ) => {
		await page.goto( pageLink );
		await page.getByRole( 'button', { name: 'Probe' } ).focus();
		await expect(
			page.getByText( 'React rendered, inline code ran before' )
		).toBeVisible();
	} );

	test( 'loads when the browser is idle, without intent, if the owner prefers', async ( {
		page,
		requestUtils,
	} ) => {
		await updateSettings( requestUtils, {
			general: { load_strategy: 'idle' },
		} );
		await page.goto( pageLink );
		await expect(
			page.getByText( 'React rendered, inline code ran before' )
		).toBeVisible();
	} );

	test( 'puts no loader on pages without deferred scripts', async ( {
		page,
		requestUtils,
	} ) => {
		// The mini cart in the theme's header defers its drawer on every page; without it the home
		// page defers nothing.
		await updateSettings( requestUtils, {
			storefront: { replace_mini_cart: false },
		} );
		const requested: string[] = [];
		page.on( 'request', ( request ) => requested.push( request.url() ) );
		await page.goto( '/' );
		await page.waitForLoadState( 'networkidle' );
		expect( requested.some( ( url ) => LOADER.test( url ) ) ).toBe( false );
		await resetSettings( requestUtils );
	} );

	test( 'the mini cart in the header defers its drawer through the loader', async ( {
		page,
	} ) => {
		test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
		const requested: string[] = [];
		page.on( 'request', ( request ) => requested.push( request.url() ) );
		await page.goto( '/' );
		await page.waitForLoadState( 'networkidle' );
		expect( requested.some( ( url ) => LOADER.test( url ) ) ).toBe( true );
		expect(
			requested.some( ( url ) => url.includes( 'mini-cart-drawer' ) )
		).toBe( false );
		await page.locator( '.wp-block-shopwright-mini-cart__button' ).hover();
		await expect
			.poll( () =>
				requested.some( ( url ) => url.includes( 'mini-cart-drawer' ) )
			)
			.toBe( true );
	} );
} );
