/**
 * The sale countdown block: on its demo page, in the editor, on a product page, and switched off.
 */

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

const DEMO_PAGE = '/shopwright-countdown/';
const VIEW_SCRIPT = /\/build\/countdown\/view\.js/;
const RUNTIME = /\/build\/frontend\/embed-observer\.js/;

test.describe( 'Sale countdown', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeEach( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'counts down on the page, from server-rendered digits', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.resourceType() === 'script' ) {
				scripts.push( request.url() );
			}
		} );
		await page.goto( DEMO_PAGE );

		const timer = page.getByRole( 'timer' );
		await expect( timer ).toBeVisible();
		await expect( timer ).toContainText( 'Sale ends' );
		const seconds = timer.locator(
			'.wp-block-shopwright-countdown__value'
		);
		await expect( seconds ).toHaveCount( 4 );
		await expect( seconds.nth( 0 ) ).toHaveText( /^0[34]$/ );
		const first = await seconds.nth( 3 ).textContent();
		await expect( seconds.nth( 3 ) ).not.toHaveText( first ?? '', {
			timeout: 3000,
		} );
		// Next to the same theme's home page, the countdown adds the blocks' runtime and its own
		// small script, and nothing else: no React, no data layer.
		const homeScripts: string[] = [];
		page.removeAllListeners( 'request' );
		page.on( 'request', ( request ) => {
			if ( request.resourceType() === 'script' ) {
				homeScripts.push( request.url() );
			}
		} );
		await page.goto( '/' );
		// blob: scripts are made in the page (each load names them anew), not fetched.
		const added = scripts.filter(
			( url ) => url.startsWith( 'http' ) && ! homeScripts.includes( url )
		);
		expect( added.filter( ( url ) => ! RUNTIME.test( url ) ) ).toEqual( [
			expect.stringMatching( VIEW_SCRIPT ),
		] );
	} );

	test( 'loads its script only on pages that show it', async ( { page } ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			scripts.push( request.url() );
		} );
		await page.goto( '/' );
		expect( scripts.some( ( url ) => VIEW_SCRIPT.test( url ) ) ).toBe(
			false
		);
	} );

	test( 'is gone, script and all, when its module is off', async ( {
		page,
		requestUtils,
	} ) => {
		await updateSettings( requestUtils, {
			countdown: { enabled: false },
		} );
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			scripts.push( request.url() );
		} );
		await page.goto( DEMO_PAGE );

		await expect( page.getByRole( 'timer' ) ).toHaveCount( 0 );
		await expect(
			page.getByText( 'Our spring sale ends soon.' )
		).toBeVisible();
		expect( scripts.some( ( url ) => VIEW_SCRIPT.test( url ) ) ).toBe(
			false
		);
	} );

	test( 'has no serious accessibility violations', async ( { page } ) => {
		await page.goto( DEMO_PAGE );
		await expect( page.getByRole( 'timer' ) ).toBeVisible();
		// The page's content; the theme's header and footer are not ours to judge.
		expect( await seriousAxeViolations( page, 'main' ) ).toEqual( [] );
	} );

	test( 'shows on a product page with a scheduled sale when the owner asks', async ( {
		page,
		requestUtils,
	} ) => {
		test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
		await page.goto( '/product/walnut-wall-clock/' );
		await expect( page.getByRole( 'timer' ) ).toHaveCount( 0 );

		await updateSettings( requestUtils, {
			countdown: { product_pages: true, product_pages_within_days: 10 },
		} );
		await page.goto( '/product/walnut-wall-clock/' );
		const timer = page.getByRole( 'timer' );
		await expect( timer ).toBeVisible();
		// The demo sale ends seven days after the site was set up.
		await expect(
			timer.locator( '.wp-block-shopwright-countdown__value' ).first()
		).toHaveText( /^0[0-7]$/ );
		expect(
			await seriousAxeViolations( page, '.wp-block-shopwright-countdown' )
		).toEqual( [] );

		// Products without a sale show none.
		await page.goto( '/product/stoneware-mug/' );
		await expect( page.getByRole( 'timer' ) ).toHaveCount( 0 );
	} );
} );

test.describe( 'Sale countdown in the editor', () => {
	test( 'can be inserted and previews the countdown', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Countdown editor check' } );
		await editor.insertBlock( { name: 'shopwright/countdown' } );

		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Sale countdown',
		} );
		await expect( block ).toBeVisible();

		await editor.openDocumentSettingsSidebar();
		await expect(
			page.getByRole( 'region', { name: 'Editor settings' } )
		).toBeVisible();
	} );
} );
