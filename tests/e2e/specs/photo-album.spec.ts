/**
 * The photo album block on its demo page: an album of media library images and a Google Photos
 * album the site stored from recorded answers. No request leaves the site, before or after the
 * popup opens; the popup by pointer and keyboard (spinner while the large image loads, wrapping,
 * Escape back to the photo); the links work without script; accessibility of the grid and of
 * the open popup.
 */

/**
 * External dependencies
 */
import type { Page, Route } from '@playwright/test';

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { resetSettings, seriousAxeViolations } from '../utils';

const PAGE = '/shopwright-photo-album/';
const ALBUM = '.wp-block-shopwright-photo-album';

/**
 * Notes (and refuses) every request that leaves the site.
 *
 * @param page     The page.
 * @param siteHost The test site's host.
 */
async function watchOutside( page: Page, siteHost: string ) {
	const outside: string[] = [];
	await page.route(
		( url ) => url.host !== siteHost,
		async ( route ) => {
			outside.push( route.request().url() );
			await route.abort();
		}
	);
	return outside;
}

/**
 * Waits for the blocks' runtime to have run the album's script (an album is near).
 *
 * @param page The page.
 */
async function viewScriptLoaded( page: Page ) {
	await expect(
		page.locator( `${ ALBUM }.has-popup` ).first()
	).toBeAttached();
}

test.describe( 'Photo album', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'both albums show local photos with their sizes, and nothing is asked of Google', async ( {
		page,
		baseURL,
	} ) => {
		const outside = await watchOutside(
			page,
			new URL( baseURL ?? 'http://localhost' ).host
		);
		await page.goto( PAGE );
		const [ library, google ] = [
			page.locator( ALBUM ).first(),
			page.locator( ALBUM ).nth( 1 ),
		];
		await expect( library.getByRole( 'link' ) ).toHaveCount( 5 );
		await expect(
			library.getByRole( 'link', { name: 'A nib under the loupe' } )
		).toBeVisible();
		await expect( google.getByRole( 'link' ) ).toHaveCount( 8 );
		await expect(
			google.getByRole( 'link', { name: 'Photo 8 of 8' } )
		).toBeVisible();
		for ( const image of await page.locator( `${ ALBUM } img` ).all() ) {
			expect(
				Number( await image.getAttribute( 'width' ) )
			).toBeGreaterThan( 0 );
			expect(
				Number( await image.getAttribute( 'height' ) )
			).toBeGreaterThan( 0 );
		}
		for ( const link of await google.getByRole( 'link' ).all() ) {
			expect( await link.getAttribute( 'href' ) ).toContain(
				'/uploads/shopwright-media/'
			);
		}
		await google.scrollIntoViewIfNeeded();
		await viewScriptLoaded( page );
		await google.getByRole( 'link' ).first().click();
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		// The large copy, from this site, has arrived.
		await expect
			.poll( () =>
				page
					.getByRole( 'dialog' )
					.locator( 'img' )
					.evaluate( ( img: HTMLImageElement ) => img.naturalWidth )
			)
			.toBe( 1260 );
		expect( outside ).toEqual( [] );
		expect( await seriousAxeViolations( page, ALBUM ) ).toEqual( [] );
	} );

	test( 'the popup shows a spinner until the large image arrives, then wraps round with the keyboard and returns focus', async ( {
		page,
	} ) => {
		await page.goto( PAGE );
		const library = page.locator( ALBUM ).first();
		const first = library.getByRole( 'link' ).first();
		// Hold the first large image back, to see the spinner.
		const held: Route[] = [];
		await page.route(
			( await first.getAttribute( 'href' ) ) ?? '',
			( route ) => {
				if ( held.length === 0 ) {
					held.push( route );
					return;
				}
				return route.continue();
			}
		);
		await viewScriptLoaded( page );
		await first.focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toHaveAccessibleName(
			'Photo 1 of 5: Brass pens drying on the bench'
		);
		await expect(
			page.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();

		// The spinner shows until the large image arrives.
		await expect.poll( () => held.length ).toBe( 1 );
		await expect( dialog ).toHaveClass( /is-loading/ );
		await expect( dialog.getByRole( 'status' ) ).toHaveText(
			'Loading the photo…'
		);
		await expect(
			dialog.locator( '.shopwright-photo-popup__spinner' )
		).toBeVisible();
		await held[ 0 ].continue();
		await expect( dialog ).not.toHaveClass( /is-loading/ );
		await expect( dialog.getByRole( 'status' ) ).toHaveText(
			'Photo 1 of 5'
		);
		const image = dialog.getByRole( 'img', {
			name: 'Brass pens drying on the bench',
		} );
		await expect( image ).toBeVisible();
		expect( await image.evaluate( ( img ) => img.clientWidth ) ).toBe(
			630
		);
		expect( await seriousAxeViolations( page, '[role="dialog"]' ) ).toEqual(
			[]
		);

		// Previous from the first goes round to the last, Next back to the first.
		await page.keyboard.press( 'ArrowLeft' );
		await expect( dialog ).toHaveAccessibleName(
			'Photo 5 of 5: Parcels ready for the post'
		);
		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( dialog ).toHaveAccessibleName(
			'Photo 2 of 5: Linen notebooks stacked by colour'
		);
		await dialog.getByRole( 'button', { name: 'Previous photo' } ).click();
		await dialog.getByRole( 'button', { name: 'Previous photo' } ).click();
		await expect( dialog ).toHaveAccessibleName(
			'Photo 5 of 5: Parcels ready for the post'
		);
		await dialog.getByRole( 'button', { name: 'Next photo' } ).click();
		await expect( dialog ).toHaveAccessibleName(
			'Photo 1 of 5: Brass pens drying on the bench'
		);

		// Tab stays inside.
		for ( let i = 0; i < 4; i++ ) {
			await page.keyboard.press( 'Tab' );
			await expect( dialog.locator( ':focus' ) ).toHaveCount( 1 );
		}

		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect(
			library.getByRole( 'link', {
				name: 'Linen notebooks stacked by colour',
			} )
		).toBeFocused();
	} );

	test( 'a click on the backdrop closes the popup', async ( { page } ) => {
		await page.goto( PAGE );
		const google = page.locator( ALBUM ).nth( 1 );
		await google.scrollIntoViewIfNeeded();
		await viewScriptLoaded( page );
		await google.getByRole( 'link', { name: 'Photo 3 of 8' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Photo 3 of 8' } );
		await expect( dialog ).toBeVisible();
		await page.mouse.click( 5, 5 );
		await expect( dialog ).toHaveCount( 0 );
	} );

	test( 'without script, each photo is a link to its large image', async ( {
		browser,
		baseURL,
	} ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
			baseURL,
		} );
		const page = await context.newPage();
		await page.goto( PAGE );
		const link = page
			.locator( ALBUM )
			.nth( 1 )
			.getByRole( 'link', { name: 'Photo 2 of 8' } );
		const href = ( await link.getAttribute( 'href' ) ) ?? '';
		await link.click();
		await expect( page ).toHaveURL( href );
		expect( await page.evaluate( () => document.contentType ) ).toBe(
			'image/jpeg'
		);
		await context.close();
	} );
} );

test.describe( 'Photo album in the editor', () => {
	test( 'the inspector checks the album link as it is typed, saves it trimmed, and sets the columns', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Photo album settings' } );
		await editor.insertBlock( { name: 'shopwright/photo-album' } );
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		const attributes = async () =>
			( await editor.getBlocks() )[ 0 ].attributes;

		await expect(
			settings.getByRole( 'button', { name: 'Choose images' } )
		).toBeVisible();
		await settings
			.getByRole( 'combobox', { name: 'Photos from' } )
			.selectOption( { label: 'A shared Google Photos album' } );
		await expect(
			settings.getByRole( 'button', { name: 'Choose images' } )
		).toHaveCount( 0 );
		const link = settings.getByRole( 'textbox', { name: 'Album link' } );
		const linkError =
			'This is not the link of a shared Google Photos album.';
		await link.fill( 'https://169.254.169.254/latest/meta-data/' );
		await expect( settings.getByText( linkError ) ).toBeVisible();
		await link.fill( ' https://photos.app.goo.gl/SwDemoAlbum1 ' );
		await expect( settings.getByText( linkError ) ).toHaveCount( 0 );

		await settings
			.getByRole( 'spinbutton', { name: 'Columns' } )
			.fill( '4' );
		await expect
			.poll( async () => ( await attributes() ).columns )
			.toBe( 4 );
		const saved = await attributes();
		expect( saved.source ).toBe( 'google' );
		expect( saved.albumUrl ).toBe(
			'https://photos.app.goo.gl/SwDemoAlbum1'
		);
	} );
} );
