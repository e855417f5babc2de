/**
 * A table of contents on a post whose locked block holds a heading: guests find nothing of that
 * heading anywhere (the page, the REST API, the RSS feed); the visitor who typed the password gets
 * it listed, on a page no cache may keep.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { isRecord } from '../../../src/utils/is-record';
import { resetSettings } from '../utils';

const LOCK_ID = 'toc-e2e-lock-0001';
const PASSWORD = 'open-sesame';
const LOCKED_HEADING = 'Harbour rendezvous at dawn';
const LOCKED_WORDS = 'Bring the brass key';
const TITLE = 'Members briefing with contents';

function heading( text: string ): string {
	return `<!-- wp:heading -->\n<h2 class="wp-block-heading">${ text }</h2>\n<!-- /wp:heading -->\n`;
}

const CONTENT =
	'<!-- wp:shopwright/table-of-contents /-->\n' +
	heading( 'Delivery' ) +
	`<!-- wp:shopwright/locked-content ${ JSON.stringify( {
		lockId: LOCK_ID,
		locked: true,
	} ) } -->\n` +
	heading( LOCKED_HEADING ) +
	`<!-- wp:paragraph -->\n<p>${ LOCKED_WORDS }</p>\n<!-- /wp:paragraph -->\n` +
	'<!-- /wp:shopwright/locked-content -->\n' +
	heading( 'Returns' );

/**
 * Asserts that a text holds nothing of the locked heading: not its words, not its anchor.
 *
 * @param text  What a guest received.
 * @param where Where it came from.
 */
function expectNothingLocked( text: string, where: string ): void {
	expect( text, where ).not.toContain( 'Harbour' );
	expect( text, where ).not.toContain( 'harbour-rendezvous' );
	expect( text, where ).not.toContain( LOCKED_WORDS );
}

test.describe( 'Table of contents beside a locked block', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );
	const post = { id: 0, link: '' };

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
		const created: unknown = await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: TITLE, status: 'publish', content: CONTENT },
		} );
		if ( ! isRecord( created ) || typeof created.id !== 'number' ) {
			throw new Error( 'The post was not created.' );
		}
		post.id = created.id;
		post.link = `/?p=${ created.id }`;
		await requestUtils.rest( {
			method: 'POST',
			path: '/shopwright/v1/locked-content/password',
			data: { post_id: post.id, client_id: LOCK_ID, password: PASSWORD },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ post.id }`,
			params: { force: true },
		} );
	} );

	test( 'a guest finds nothing of the locked heading in the page, the REST API or the feed', async ( {
		page,
	} ) => {
		const response = await page.goto( post.link );
		expect( response?.status() ).toBe( 200 );
		expectNothingLocked( ( await response?.text() ) ?? '', 'The page' );

		const contents = page.getByRole( 'navigation', { name: 'Contents' } );
		await expect( contents.getByRole( 'link' ) ).toHaveText( [
			'Delivery',
			'Returns',
		] );
		await expect(
			page.getByLabel( 'Password', { exact: true } )
		).toBeVisible();
		expectNothingLocked(
			await page.locator( 'body' ).innerHTML(),
			'The page after its scripts ran'
		);

		const rest = await page.request.get(
			`/?rest_route=/wp/v2/posts/${ post.id }`
		);
		expect( rest.status() ).toBe( 200 );
		const restText = await rest.text();
		expect( restText ).toContain( 'href=\\"#delivery\\"' );
		expectNothingLocked( restText, 'The REST answer' );

		const feed = await page.request.get( '/?feed=rss2' );
		expect( feed.status() ).toBe( 200 );
		const feedText = await feed.text();
		expect( feedText ).toContain( TITLE );
		expect( feedText ).toContain( 'href="#delivery"' );
		expectNothingLocked( feedText, 'The RSS feed' );
	} );

	test( 'the visitor who typed the password gets it listed, on a page no cache keeps', async ( {
		page,
	} ) => {
		await page.goto( post.link );
		const field = page.getByLabel( 'Password', { exact: true } );
		await field.fill( PASSWORD );
		await page.getByRole( 'button', { name: 'Unlock' } ).click();
		await expect( page.getByText( LOCKED_WORDS ) ).toBeVisible();

		const reloaded = await page.reload();
		expect( reloaded?.headers()[ 'cache-control' ] ?? '' ).toMatch(
			/no-cache|no-store/
		);
		const contents = page.getByRole( 'navigation', { name: 'Contents' } );
		await expect( contents.getByRole( 'link' ) ).toHaveText( [
			'Delivery',
			LOCKED_HEADING,
			'Returns',
		] );
		await contents.getByRole( 'link', { name: LOCKED_HEADING } ).click();
		await expect( page ).toHaveURL( /#harbour-rendezvous-at-dawn$/ );
		await expect(
			page.getByRole( 'heading', { name: LOCKED_HEADING } )
		).toHaveAttribute( 'id', 'harbour-rendezvous-at-dawn' );

		// Shared answers stay closed for this visitor too.
		const rest = await page.request.get(
			`/?rest_route=/wp/v2/posts/${ post.id }`
		);
		expectNothingLocked( await rest.text(), 'The REST answer, unlocked' );
		const feed = await page.request.get( '/?feed=rss2' );
		expectNothingLocked( await feed.text(), 'The RSS feed, unlocked' );
	} );
} );
