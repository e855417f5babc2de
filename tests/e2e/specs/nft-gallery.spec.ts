/**
 * The NFT gallery block on its demo page, whose pages the site stores from recorded OpenSea
 * answers: the first four NFTs with local images, "Load more" by pointer and keyboard (a spinner
 * for at least 500 ms, the next four fading in, the button gone when none remain), no request
 * leaving the site, and accessibility.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { resetSettings, seriousAxeViolations } from '../utils';

const PAGE = '/shopwright-nft-gallery/';
const GALLERY = '.wp-block-shopwright-nft-gallery';

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

test.describe( 'NFT gallery', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'Load more shows a spinner for half a second, fades the next NFTs in, and goes when none remain; nothing is asked of OpenSea', async ( {
		page,
		baseURL,
	} ) => {
		const outside = await watchOutside(
			page,
			new URL( baseURL ?? 'http://localhost' ).host
		);
		const asked: number[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( '/shopwright/v1/nft-gallery/' ) ) {
				asked.push( Date.now() );
			}
		} );
		await page.goto( PAGE );
		const gallery = page.locator( GALLERY );
		const items = gallery.getByRole( 'listitem' );
		await expect( items ).toHaveCount( 4 );
		await expect( gallery ).toContainText( 'Brass Pen No. 1' );
		for ( const image of await gallery.locator( 'img' ).all() ) {
			await expect( image ).toHaveAttribute( 'width', '480' );
			await expect( image ).toHaveAttribute( 'height', '480' );
			expect( await image.getAttribute( 'src' ) ).toContain(
				'/uploads/shopwright-media/'
			);
		}
		await expect(
			gallery.getByRole( 'link', { name: 'Brass Pen No. 1 on OpenSea' } )
		).toHaveAttribute( 'href', /^https:\/\/opensea\.io\/assets\// );
		expect( await seriousAxeViolations( page, GALLERY ) ).toEqual( [] );

		await expect(
			page.locator( `${ GALLERY }.has-load-more` )
		).toBeAttached();
		const more = gallery.getByRole( 'button', { name: 'Load more' } );
		const clicked = Date.now();
		await more.click();
		await expect( more ).toHaveClass( /is-loading/ );
		await expect(
			more.locator( '.wp-block-shopwright-nft-gallery__spinner' )
		).toBeVisible();
		await expect( items ).toHaveCount( 8 );
		expect( Date.now() - clicked ).toBeGreaterThanOrEqual( 500 );
		await expect( more ).not.toHaveClass( /is-loading/ );
		// The new ones fade in, and the focus is on the first of them.
		await expect( items.nth( 4 ) ).toHaveClass( /is-shown/ );
		await expect( items.nth( 4 ) ).toHaveCSS( 'opacity', '1' );
		await expect(
			gallery.getByRole( 'link', { name: 'Ink Well on OpenSea' } )
		).toBeFocused();
		await expect( gallery.getByRole( 'status' ) ).toHaveText(
			'4 more NFTs loaded.'
		);

		// By keyboard: the last page, then the button goes.
		await more.focus();
		await page.keyboard.press( 'Enter' );
		await expect( items ).toHaveCount( 10 );
		await expect( more ).toBeHidden();
		await expect(
			gallery.getByRole( 'link', { name: 'Pen Rest on OpenSea' } )
		).toBeFocused();
		expect( asked ).toHaveLength( 2 );
		expect( outside ).toEqual( [] );
		expect( await seriousAxeViolations( page, GALLERY ) ).toEqual( [] );
	} );

	test( 'a failed Load more says so and keeps the button', async ( {
		page,
	} ) => {
		await page.route( /\/shopwright\/v1\/nft-gallery\//, ( route ) =>
			route.fulfill( {
				status: 502,
				contentType: 'application/json',
				body: '{"code":"shopwright_feed_unavailable"}',
			} )
		);
		await page.goto( PAGE );
		const gallery = page.locator( GALLERY );
		await expect(
			page.locator( `${ GALLERY }.has-load-more` )
		).toBeAttached();
		const more = gallery.getByRole( 'button', { name: 'Load more' } );
		await more.click();
		await expect( gallery.getByRole( 'status' ) ).toHaveText(
			'More NFTs could not be loaded. Try again.'
		);
		await expect( more ).toBeVisible();
		await expect( gallery.getByRole( 'listitem' ) ).toHaveCount( 4 );
	} );
} );

test.describe( 'NFT gallery in the editor', () => {
	test( 'the inspector checks the slug and the wallet address as they are typed, saves them trimmed, and sets how many show', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'NFT gallery settings' } );
		await editor.insertBlock( { name: 'shopwright/nft-gallery' } );
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		const attributes = async () =>
			( await editor.getBlocks() )[ 0 ].attributes;

		const slug = settings.getByRole( 'textbox', {
			name: 'Collection slug',
		} );
		const slugError =
			'A collection slug has lower-case letters, digits, - and _ only.';
		await slug.fill( 'Not A Slug!' );
		await expect( settings.getByText( slugError ) ).toBeVisible();
		await slug.fill( ' shopwright-workshop ' );
		await expect( settings.getByText( slugError ) ).toHaveCount( 0 );
		expect( ( await attributes() ).collection ).toBe(
			'shopwright-workshop'
		);

		await settings
			.getByRole( 'combobox', { name: 'Show' } )
			.selectOption( { label: 'A wallet' } );
		await expect( slug ).toHaveCount( 0 );
		await expect(
			settings.getByRole( 'combobox', { name: 'Chain' } )
		).toBeVisible();
		const address = settings.getByRole( 'textbox', {
			name: 'Wallet address',
		} );
		await address.fill( 'javascript:alert(1)' );
		await expect(
			settings.getByText( 'This is not a wallet address.' )
		).toBeVisible();
		await address.fill( '0x00000000000000000000000000000000005eaf00' );
		await expect(
			settings.getByText( 'This is not a wallet address.' )
		).toHaveCount( 0 );

		await settings
			.getByRole( 'spinbutton', { name: 'NFTs at a time' } )
			.fill( '9' );
		await expect
			.poll( async () => ( await attributes() ).perPage )
			.toBe( 9 );
		const saved = await attributes();
		expect( saved.source ).toBe( 'account' );
		expect( saved.address ).toBe(
			'0x00000000000000000000000000000000005eaf00'
		);
	} );
} );
