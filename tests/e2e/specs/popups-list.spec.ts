/**
 * The list of popups as an owner meets it: what each popup does in words, the on/off switch (with
 * and without JavaScript) and what it does to the storefront, the counts of the last 30 days
 * after a shopper's visit, and an axe scan of the list.
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
import { deletePage, keepScreenshot, seriousAxeViolations } from '../utils';
import { createPage, createPopup, deleteAllPopups } from '../utils/popups';

const LIST = [ 'edit.php', 'post_type=shopwright_popup' ] as const;

let shopPage = '';
let shopPageId = 0;
let thanksPage = '';
let thanksPageId = 0;

/**
 * A shopper's page: a browser context of its own, with no login.
 *
 * @param browser The browser.
 */
async function shopperPage( browser: Browser ): Promise< Page > {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
		reducedMotion: 'reduce',
	} );
	return context.newPage();
}

/**
 * A popup's row in the list.
 *
 * @param page The admin's page.
 * @param id   The popup.
 */
const row = ( page: Page, id: number ) => page.locator( `#post-${ id }` );

/**
 * One of the popup's cells.
 *
 * @param page   The admin's page.
 * @param id     The popup.
 * @param column The column's key.
 */
const cell = ( page: Page, id: number, column: string ) =>
	row( page, id ).locator( `td.column-shopwright_${ column }` );

test.describe( 'The list of popups', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await deleteAllPopups( requestUtils );
		const shop = await createPage(
			requestUtils,
			'Weekly deals',
			'<!-- wp:paragraph --><p>This week’s deals.</p><!-- /wp:paragraph -->'
		);
		shopPage = shop.link;
		shopPageId = shop.id;
		const thanks = await createPage(
			requestUtils,
			'Offer details',
			'<!-- wp:paragraph --><p>All about the offer.</p><!-- /wp:paragraph -->'
		);
		thanksPage = thanks.link;
		thanksPageId = thanks.id;
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllPopups( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deletePage( requestUtils, shopPageId );
		await deletePage( requestUtils, thanksPageId );
	} );

	test( 'says what each popup does, in words, and passes axe', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const popup = await createPopup( requestUtils, {
			title: 'Newsletter',
			settings: {
				triggers: {
					page_load: { delay: 3 },
					exit_intent: {},
				},
				timing: {
					logged_in: { users: 'all', roles: [] },
					devices: { devices: [ 'desktop', 'mobile' ] },
					times: {
						times_count: '',
						times_period: 'week',
						times_times: 1,
					},
					schedule: {
						schedule_timezone: 'site',
						schedule_start_date: '',
						schedule_end_date: '2099-12-31T23:59',
					},
				},
			},
			location: {
				include: [ { kind: 'entire_site' } ],
				exclude: [ { kind: 'front_page' } ],
			},
		} );
		const draft = await createPopup( requestUtils, {
			title: 'Only by link',
			location: { include: [], exclude: [] },
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/shopwright_popup/${ draft.id }`,
			data: { status: 'draft' },
		} );

		await admin.visitAdminPage( ...LIST );
		await expect( cell( page, popup.id, 'status' ) ).toHaveText(
			'Published'
		);
		await expect( cell( page, popup.id, 'where' ) ).toHaveText(
			'Entire site; except Front page'
		);
		await expect( cell( page, popup.id, 'opens' ) ).toHaveText(
			`3 seconds after the page loads; The pointer leaving through the top of the window; or a link to #popup:open:${ popup.id }`
		);
		await expect( cell( page, popup.id, 'audience' ) ).toHaveText(
			'Visitors who are not logged in; On desktop, mobile; At most 1 time a week, counted when it closes'
		);
		await expect( cell( page, popup.id, 'schedule' ) ).toContainText(
			/^Until .*2099.*, site time$/
		);
		await expect( cell( page, popup.id, 'stats' ) ).toHaveText(
			'Shown: 0Closed: 0Clicked through: 0'
		);
		await expect(
			page.getByRole( 'switch', { name: 'Show “Newsletter”' } )
		).toBeChecked();

		await expect( cell( page, draft.id, 'status' ) ).toHaveText( 'Draft' );
		await expect( cell( page, draft.id, 'where' ) ).toHaveText(
			'Nowhere: no page is chosen'
		);
		await expect( cell( page, draft.id, 'opens' ) ).toHaveText(
			`Only a link to #popup:open:${ draft.id }`
		);
		await expect( cell( page, draft.id, 'audience' ) ).toHaveText(
			'Everyone'
		);
		await expect( cell( page, draft.id, 'schedule' ) ).toHaveText(
			'Always'
		);

		await keepScreenshot( page, 'popups-list' );
		expect( await seriousAxeViolations( page ) ).toEqual( [] );
	} );

	test( 'switches a popup off and on in place, and the storefront follows', async ( {
		admin,
		browser,
		page,
		requestUtils,
	} ) => {
		const popup = await createPopup( requestUtils, {
			title: 'Summer sale',
			settings: { triggers: { page_load: { delay: 0 } } },
		} );
		const shopper = await shopperPage( browser );
		const dialog = shopper.getByRole( 'dialog', { name: 'Summer sale' } );
		await shopper.goto( shopPage );
		await expect( dialog ).toBeVisible();

		await admin.visitAdminPage( ...LIST );
		// Marks this document: a reload would lose the mark.
		await page.evaluate( () =>
			Reflect.set( window, 'sameDocument', true )
		);
		const toggle = page.getByRole( 'switch', {
			name: 'Show “Summer sale”',
		} );
		await expect( toggle ).toBeChecked();
		await toggle.click();
		await expect( toggle ).not.toBeChecked();
		await expect( page.locator( '#a11y-speak-polite' ) ).toHaveText(
			'“Summer sale” is off: it no longer shows to visitors.'
		);
		await expect( cell( page, popup.id, 'switch' ) ).toContainText( 'Off' );
		expect(
			await page.evaluate( () => Reflect.get( window, 'sameDocument' ) )
		).toBe( true );

		await shopper.reload();
		await expect( shopper.getByText( 'This week’s deals.' ) ).toBeVisible();
		await expect(
			shopper.locator( `#shopwright-popup-${ popup.id }` )
		).toHaveCount( 0 );

		// The keyboard: Space works a switch.
		await toggle.focus();
		await page.keyboard.press( 'Space' );
		await expect( toggle ).toBeChecked();
		await expect( page.locator( '#a11y-speak-polite' ) ).toHaveText(
			'“Summer sale” is on: it shows where its rules say.'
		);

		await admin.visitAdminPage( ...LIST );
		await expect(
			page.getByRole( 'switch', { name: 'Show “Summer sale”' } )
		).toBeChecked();
		await shopper.reload();
		await expect( dialog ).toBeVisible();
		await shopper.context().close();
	} );

	test( 'switches without JavaScript too', async ( {
		browser,
		requestUtils,
	} ) => {
		const popup = await createPopup( requestUtils, {
			title: 'Plain switch',
			settings: { triggers: { page_load: { delay: 0 } } },
		} );
		const context = await browser.newContext( {
			javaScriptEnabled: false,
			storageState: process.env.STORAGE_STATE_PATH,
		} );
		const page = await context.newPage();
		const list = new URL( '/wp-admin/edit.php', shopPage );
		list.search = 'post_type=shopwright_popup';
		await page.goto( list.toString() );
		await page
			.getByRole( 'switch', { name: 'Show “Plain switch”' } )
			.click();
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'Plain switch' } )
		).toHaveText(
			'“Plain switch” is off: it no longer shows to visitors.'
		);
		await expect(
			page.getByRole( 'switch', { name: 'Show “Plain switch”' } )
		).not.toBeChecked();
		const stored: unknown = await requestUtils.rest( {
			path: `/wp/v2/shopwright_popup/${ popup.id }`,
			params: { context: 'edit' },
		} );
		expect( stored ).toMatchObject( {
			meta: { shopwright_popup_enabled: false },
		} );
		await context.close();
	} );

	test( 'counts what a shopper did, for the list and the editor', async ( {
		admin,
		browser,
		editor,
		page,
		requestUtils,
	} ) => {
		const popup = await createPopup( requestUtils, {
			title: 'Free shipping',
			content: `<!-- wp:paragraph --><p>Free shipping this week. <a href="${ thanksPage }">See the offer</a></p><!-- /wp:paragraph -->`,
			settings: { triggers: { page_load: { delay: 0 } } },
			// Not on the offer's own page, so following the link shows it no more.
			location: {
				include: [ { kind: 'entire_site' } ],
				exclude: [
					{
						kind: 'singular',
						post_type: 'page',
						ids: [ thanksPageId ],
					},
				],
			},
		} );
		const shopper = await shopperPage( browser );
		const dialog = shopper.getByRole( 'dialog', { name: 'Free shipping' } );
		// Shown, then closed; the batch leaves as the page goes.
		await shopper.goto( shopPage );
		await expect( dialog ).toBeVisible();
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog ).toBeHidden();
		await shopper.reload();

		// Shown again, then clicked through to the offer.
		await expect( dialog ).toBeVisible();
		await dialog.getByRole( 'link', { name: 'See the offer' } ).click();
		await expect(
			shopper.getByText( 'All about the offer.' )
		).toBeVisible();
		await shopper.context().close();

		await expect( async () => {
			await admin.visitAdminPage( ...LIST );
			await expect( cell( page, popup.id, 'stats' ) ).toHaveText(
				'Shown: 2Closed: 1Clicked through: 1',
				{ timeout: 1000 }
			);
		} ).toPass( { timeout: 15_000 } );

		await admin.editPost( popup.id );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		const panel = sidebar.getByRole( 'button', { name: 'Last 30 days' } );
		if ( ( await panel.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await panel.click();
		}
		const totals = sidebar.locator( '.shopwright-popup-totals' );
		await expect( totals ).toContainText( 'Shown2' );
		await expect( totals ).toContainText( 'Closed1' );
		await expect( totals ).toContainText( 'Clicked through1' );
		await keepScreenshot( page, 'popup-editor-last-30-days', false );
	} );
} );
