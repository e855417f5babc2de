/**
 * Interaction-first loading through the blocks' runtime, watched in the browser: React arrives
 * only when the shopper reaches for the element it enhances, or when the browser is idle if the
 * owner chose that; a click that comes first is not lost, and a failed load is tried again.
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
const LOADER = /\/build\/frontend\/embed-observer\.js/;
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

	test( 'a click that comes before the script is clicked again once it has run, once', async ( {
		page,
	} ) => {
		// The probe's file takes a while, so the click lands while it is on its way.
		await page.route( PROBE, async ( route ) => {
			await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
			await route.continue();
		} );
		await page.goto( pageLink );
		await page.getByRole( 'button', { name: 'Probe' } ).click();
		await expect( page.getByText( 'Probe clicked' ) ).toHaveCount( 0 );
		await expect(
			page.getByText( 'React rendered, inline code ran before' )
		).toBeVisible();
		await expect( page.getByText( 'Probe clicked' ) ).toHaveCount( 1 );
	} );

	test( 'a script that fails to load is reported, and the next intent loads it', async ( {
		page,
	} ) => {
		let failures = 1;
		await page.route( PROBE, async ( route ) => {
			if ( failures > 0 ) {
				failures--;
				await route.abort( 'failed' );
				return;
			}
			await route.continue();
		} );
		await page.goto( pageLink );
		await page.evaluate( () => {
			const seen: string[] = [];
			Reflect.set( window, 'shopwrightFailures', seen );
			document.addEventListener( 'shopwright:chunk-failed', ( event ) =>
				seen.push(
					event instanceof CustomEvent ? event.detail.error.name : ''
				)
			);
		} );
		const probe = page.getByRole( 'button', { name: 'Probe' } );
		await probe.hover();
		await expect
			.poll( () =>
				page.evaluate( () =>
					Reflect.get( window, 'shopwrightFailures' )
				)
			)
			.toEqual( [ 'ChunkLoadError' ] );
		await expect( page.getByText( /React rendered/ ) ).toHaveCount( 0 );

		await page.mouse.move( 0, 0 );
		await probe.hover();
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

	test( 'puts no runtime on pages where nothing waits', async ( {
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

	test( 'the mini cart in the header defers its drawer through the runtime', async ( {
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

	test( 'a click on the mini cart before its drawer arrives opens the drawer once it has', async ( {
		page,
	} ) => {
		test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
		await page.route( /mini-cart-drawer\.js/, async ( route ) => {
			await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
			await route.continue();
		} );
		await page.goto( '/' );
		const opener = page
			.locator( '.wp-block-shopwright-mini-cart__button' )
			.first();
		await opener.click();
		// Held while the drawer is on its way: still on this page, the block marked busy.
		await expect(
			page.locator( '.wp-block-shopwright-mini-cart[aria-busy="true"]' )
		).toHaveCount( 1 );
		await expect(
			page.getByRole( 'dialog', { name: 'Your cart' } )
		).toBeVisible();
		expect( new URL( page.url() ).pathname ).toBe( '/' );
		await expect(
			page.locator( '.wp-block-shopwright-mini-cart[aria-busy]' )
		).toHaveCount( 0 );
	} );

	test( 'when the drawer cannot load, a click on the mini cart follows its link to the cart', async ( {
		page,
	} ) => {
		test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
		await page.route( /mini-cart-drawer\.js/, ( route ) =>
			route.abort( 'failed' )
		);
		await page.goto( '/' );
		const opener = page
			.locator( '.wp-block-shopwright-mini-cart__button' )
			.first();
		const cart = await opener.getAttribute( 'href' );
		await opener.click();
		await expect( page ).toHaveURL( cart ?? /cart/ );
	} );
} );
