/**
 * Popups are not content to browse: a guest reaches none through the popup post type's archive,
 * its feeds or the query addresses WordPress answers, while the pages a popup is meant for still
 * show it.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { deletePage, resetSettings } from '../utils';
import { createPage, createPopup, deleteAllPopups } from '../utils/popups';

const SECRET = 'Staff coupon STAFF-31';

test.describe( 'Popups are not listed to guests', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	let host = { id: 0, link: '' };

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
		await deleteAllPopups( requestUtils );
		host = await createPage(
			requestUtils,
			'Popup host',
			'<!-- wp:paragraph --><p>Welcome to the shop.</p><!-- /wp:paragraph -->'
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllPopups( requestUtils );
		await deletePage( requestUtils, host.id );
	} );

	test( 'the archive, its rss2 and atom feeds and query addresses print no popup; a page still shows its popup', async ( {
		page,
		requestUtils,
	} ) => {
		const off = await createPopup( requestUtils, {
			title: 'Switched off offer',
			content: `<!-- wp:paragraph --><p>${ SECRET }</p><!-- /wp:paragraph -->`,
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/shopwright_popup/${ off.id }`,
			data: { meta: { shopwright_popup_enabled: false } },
		} );
		await createPopup( requestUtils, {
			title: 'Open to all',
			settings: { triggers: { page_load: { delay: 0 } } },
		} );
		const slug =
			new URL( off.link ).searchParams.get( 'shopwright_popup' ) ??
			'switched-off-offer';

		const feeds = [
			'/?post_type=shopwright_popup&feed=rss2',
			'/?post_type=shopwright_popup&feed=atom',
			`/?shopwright_popup=${ slug }&feed=rss2`,
			`/?p=${ off.id }&post_type=shopwright_popup&feed=atom`,
		];
		const pages = [
			'/?post_type=shopwright_popup',
			'/?post_type=shopwright_popup&s=coupon',
			`/?shopwright_popup=${ slug }`,
			`/?p=${ off.id }&post_type=shopwright_popup`,
			`/?p=${ off.id }`,
		];
		for ( const address of [ ...feeds, ...pages ] ) {
			const response = await page.request.get( address );
			const body = await response.text();
			expect( response.status(), address ).toBe( 404 );
			expect( body, address ).not.toContain( 'STAFF-31' );
			expect( body, address ).not.toContain( 'Switched off offer' );
			if ( feeds.includes( address ) ) {
				// A feed lists no popup at all, not even one meant for every page.
				expect( body, address ).not.toContain( 'Open to all' );
			}
		}

		await page.goto( host.link );
		await expect(
			page.getByRole( 'dialog', { name: 'Open to all' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'dialog', { name: 'Open to all' } )
		).toContainText( 'Open to all says hello.' );
		expect( await page.content() ).not.toContain( 'STAFF-31' );
	} );
} );
