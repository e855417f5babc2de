/**
 * The video channel block on its demo page, whose feeds the site stores from recorded YouTube
 * answers: no request to YouTube (or anyone else) until a video is played, the popup player by
 * keyboard and pointer, "Load more", the carousel, and accessibility. Requests leaving the
 * site are intercepted: the player's address gets a local stand-in, everything else fails.
 */

/**
 * External dependencies
 */
import type { Page, Request } from '@playwright/test';

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { resetSettings, seriousAxeViolations } from '../utils';

const PAGE = '/shopwright-video-channel/';
const GRID = '.wp-block-shopwright-video-channel.is-layout-grid';
const CAROUSEL = '.wp-block-shopwright-video-channel.is-layout-carousel';

/**
 * Notes every request that leaves the site; the player's address answers with a local page.
 *
 * @param page     The page.
 * @param siteHost The test site's host.
 */
async function watchOutside( page: Page, siteHost: string ) {
	const outside: string[] = [];
	await page.route(
		( url ) => url.host !== siteHost,
		async ( route ) => {
			const url = route.request().url();
			outside.push( url );
			if ( url.startsWith( 'https://www.youtube-nocookie.com/embed/' ) ) {
				await route.fulfill( {
					contentType: 'text/html',
					body: '<!doctype html><html lang="en"><title>Player</title><p>Stand-in player</p></html>',
				} );
				return;
			}
			await route.abort();
		}
	);
	return outside;
}

test.describe( 'Video channel', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'nothing is asked of YouTube before play; then the privacy-enhanced player opens with its description', async ( {
		page,
		baseURL,
	} ) => {
		const outside = await watchOutside(
			page,
			new URL( baseURL ?? 'http://localhost' ).host
		);
		const scripts: string[] = [];
		page.on( 'request', ( request: Request ) => {
			if ( request.resourceType() === 'script' ) {
				scripts.push( request.url() );
			}
		} );
		await page.goto( PAGE );
		const grid = page.locator( GRID );
		await expect( grid.getByRole( 'link' ) ).toHaveCount( 6 );
		const thumbnails = grid.locator( 'img' );
		for ( const image of await thumbnails.all() ) {
			await expect( image ).toHaveAttribute( 'width', '320' );
			await expect( image ).toHaveAttribute( 'height', '180' );
			expect( await image.getAttribute( 'src' ) ).toContain(
				'/uploads/shopwright-media/'
			);
		}
		// A title with markup is shown as text.
		await expect(
			grid.getByRole( 'link', { name: /<b>Brass<\/b> pens/ } )
		).toBeVisible();
		expect(
			scripts.some( ( url ) => url.includes( 'video-channel-popup' ) )
		).toBe( false );

		await grid.getByRole( 'link' ).first().hover();
		await page.keyboard.press( 'Tab' );
		await expect
			.poll( () =>
				scripts.some( ( url ) => url.includes( 'video-channel-popup' ) )
			)
			.toBe( true );
		expect( outside ).toEqual( [] );

		await grid
			.getByRole( 'link', { name: 'Filling a fountain pen' } )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Filling a fountain pen',
		} );
		await expect( dialog ).toBeVisible();
		await expect( dialog.locator( 'iframe' ) ).toHaveAttribute(
			'src',
			'https://www.youtube-nocookie.com/embed/swDemoVid02?autoplay=1'
		);
		await expect( dialog ).toContainText(
			'Converter or cartridge? Both, step by step.'
		);
		await expect
			.poll( () => outside )
			.toEqual( [
				'https://www.youtube-nocookie.com/embed/swDemoVid02?autoplay=1',
			] );
		expect( await seriousAxeViolations( page, '[role="dialog"]' ) ).toEqual(
			[]
		);

		// A title and a description with markup are text too.
		await dialog.getByRole( 'button', { name: 'Next video' } ).click();
		const next = page.getByRole( 'dialog' );
		await expect( next ).toHaveAccessibleName( /^<b>Brass<\/b> pens/ );
		await expect( next ).toContainText(
			'<img src=x onerror=alert(2)> This description is text too.'
		);
		await expect( next.locator( 'img, b, script' ) ).toHaveCount( 0 );
	} );

	test( 'the popup works by keyboard: Close focused, Tab stays inside, arrows at the ends hidden, Escape returns focus', async ( {
		page,
		baseURL,
	} ) => {
		await watchOutside(
			page,
			new URL( baseURL ?? 'http://localhost' ).host
		);
		await page.goto( PAGE );
		const first = page.locator( GRID ).getByRole( 'link' ).first();
		await first.focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toHaveAccessibleName(
			'Sharpening a pencil by hand'
		);
		await expect(
			dialog.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();
		await expect(
			dialog.getByRole( 'button', { name: 'Previous video' } )
		).toBeHidden();

		for ( let i = 0; i < 6; i++ ) {
			await page.keyboard.press( 'Tab' );
			await expect( dialog.locator( ':focus' ) ).toHaveCount( 1 );
		}

		// Through all six (the grid's first page) to the last: Next goes.
		for ( let i = 0; i < 5; i++ ) {
			await dialog.getByRole( 'button', { name: 'Next video' } ).click();
		}
		await expect( dialog ).toHaveAccessibleName(
			'Restoring an old desk lamp'
		);
		await expect(
			dialog.getByRole( 'button', { name: 'Next video' } )
		).toBeHidden();

		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect( first ).toBeFocused();
	} );

	test( 'a click outside the popup closes it', async ( {
		page,
		baseURL,
	} ) => {
		await watchOutside(
			page,
			new URL( baseURL ?? 'http://localhost' ).host
		);
		await page.goto( PAGE );
		await page.locator( GRID ).getByRole( 'link' ).nth( 3 ).click();
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		await page.mouse.click( 5, 5 );
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	} );

	test( 'Load more adds the next page, focuses its first video, and goes after the last page', async ( {
		page,
		baseURL,
	} ) => {
		const outside = await watchOutside(
			page,
			new URL( baseURL ?? 'http://localhost' ).host
		);
		await page.goto( PAGE );
		const grid = page.locator( GRID );
		await grid.getByRole( 'button', { name: 'Load more videos' } ).click();
		await expect( grid.getByRole( 'link' ) ).toHaveCount( 9 );
		await expect(
			grid.getByRole( 'link', { name: 'How our notebooks are bound' } )
		).toBeFocused();
		await expect(
			grid.getByRole( 'button', { name: 'Load more videos' } )
		).toHaveCount( 0 );
		await expect( grid.getByRole( 'status' ) ).toHaveText(
			'3 more videos loaded.'
		);
		// A video from the new page opens in the popup too.
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'dialog', { name: 'How our notebooks are bound' } )
		).toBeVisible();
		expect( outside ).toEqual( [
			'https://www.youtube-nocookie.com/embed/swDemoVid07?autoplay=1',
		] );
	} );

	test( 'the carousel shows three at a time on a wide screen, and Next and Previous wrap', async ( {
		page,
		baseURL,
	} ) => {
		await watchOutside(
			page,
			new URL( baseURL ?? 'http://localhost' ).host
		);
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( PAGE );
		const carousel = page.locator( CAROUSEL );
		const reachable = carousel.locator( 'li:not([inert]) a' );
		await expect( reachable ).toHaveCount( 3 );
		await expect( reachable.first() ).toHaveText(
			'Sharpening a pencil by hand'
		);
		const next = carousel.getByRole( 'button', { name: 'Next videos' } );
		await next.focus();
		await page.keyboard.press( 'Enter' );
		await expect( reachable.first() ).toHaveText(
			'Notebook paper, compared'
		);
		await page.keyboard.press( 'Enter' );
		await expect( reachable.first() ).toHaveText(
			'Sharpening a pencil by hand'
		);
		await carousel
			.getByRole( 'button', { name: 'Previous videos' } )
			.click();
		await expect( reachable.first() ).toHaveText(
			'Notebook paper, compared'
		);

		await page.setViewportSize( { width: 800, height: 900 } );
		await expect( reachable ).toHaveCount( 2 );
		await page.setViewportSize( { width: 500, height: 900 } );
		await expect( reachable ).toHaveCount( 1 );
	} );

	test( 'each block passes axe (WCAG 2.2 AA) and nothing shifts as the page loads', async ( {
		page,
		baseURL,
	} ) => {
		await watchOutside(
			page,
			new URL( baseURL ?? 'http://localhost' ).host
		);
		await page.addInitScript( () => {
			Reflect.set( window, '__shifts', 0 );
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() ) {
					const value = Reflect.get( entry, 'value' );
					Reflect.set(
						window,
						'__shifts',
						Number( Reflect.get( window, '__shifts' ) ) +
							( typeof value === 'number' ? value : 0 )
					);
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await page.goto( PAGE );
		await page.waitForLoadState( 'networkidle' );
		expect( await seriousAxeViolations( page, GRID ) ).toEqual( [] );
		expect( await seriousAxeViolations( page, CAROUSEL ) ).toEqual( [] );
		expect(
			await page.evaluate( () =>
				Number( Reflect.get( window, '__shifts' ) )
			)
		).toBeLessThan( 0.01 );
	} );
} );
