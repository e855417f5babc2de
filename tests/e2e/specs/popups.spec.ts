/**
 * Popups as a visitor meets them: triggers, closing, counters across reloads and sessions,
 * the schedule, roles, link actions, where they show, and an axe scan of an open popup.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { resetSettings, seriousAxeViolations, updateSettings } from '../utils';
import {
	createPage,
	createPopup,
	deleteAllPopups,
	popupStatus,
	TALL_CONTENT,
} from '../utils/popups';

const RUNTIME = /\/build\/frontend\/popups\.js/;
const FOCUS_IN_DIALOG = '[role="dialog"]:focus, [role="dialog"] :focus';

let tallPage = '';
let tallPageId = 0;
let otherPage = '';
let otherPageId = 0;

test.describe( 'Popups', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
		await deleteAllPopups( requestUtils );
		const tall = await createPage(
			requestUtils,
			'Long read',
			TALL_CONTENT
		);
		tallPage = tall.link;
		tallPageId = tall.id;
		const other = await createPage(
			requestUtils,
			'Quiet page',
			'<!-- wp:paragraph --><p>Nothing pops up here.</p><!-- /wp:paragraph -->'
		);
		otherPage = other.link;
		otherPageId = other.id;
	} );

	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllPopups( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of [ tallPageId, otherPageId ] ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ id }`,
				params: { force: true },
			} );
		}
		await resetSettings( requestUtils );
	} );

	test.describe( 'triggers', () => {
		test( 'page load, after its delay, as an accessible modal dialog', async ( {
			page,
			requestUtils,
		} ) => {
			await createPopup( requestUtils, {
				title: 'Welcome offer',
				settings: { triggers: { page_load: { delay: 1 } } },
			} );
			await page.goto( otherPage );
			const dialog = page.getByRole( 'dialog', {
				name: 'Welcome offer',
			} );
			await expect( dialog ).toBeHidden();
			await expect( dialog ).toBeVisible( { timeout: 4000 } );
			await expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
			await expect( dialog ).toContainText( 'Welcome offer says hello.' );
			// Focus moves into the dialog.
			await expect( page.locator( FOCUS_IN_DIALOG ) ).toHaveCount( 1 );
			expect(
				await seriousAxeViolations( page, '.shopwright-popup' )
			).toEqual( [] );
		} );

		test( 'scrolling down past an offset', async ( {
			page,
			requestUtils,
		} ) => {
			const popup = await createPopup( requestUtils, {
				title: 'Halfway there',
				settings: {
					triggers: { scrolling: { direction: 'down', offset: 50 } },
				},
			} );
			await page.goto( tallPage );
			const dialog = page.getByRole( 'dialog', {
				name: 'Halfway there',
			} );
			expect( await popupStatus( page, popup.id ) ).toBe( 'armed' );
			await page.mouse.wheel( 0, 200 );
			await page.waitForTimeout( 300 );
			await expect( dialog ).toBeHidden();
			expect( await popupStatus( page, popup.id ) ).toBe( 'armed' );
			await page.evaluate( () =>
				window.scrollTo( 0, document.documentElement.scrollHeight )
			);
			await expect( dialog ).toBeVisible();
		} );

		test( 'scrolling up', async ( { page, requestUtils } ) => {
			const popup = await createPopup( requestUtils, {
				title: 'Going back?',
				settings: {
					triggers: { scrolling: { direction: 'up', offset: 0 } },
				},
			} );
			await page.goto( tallPage );
			const dialog = page.getByRole( 'dialog', { name: 'Going back?' } );
			expect( await popupStatus( page, popup.id ) ).toBe( 'armed' );
			await page.evaluate( () => window.scrollTo( 0, 1500 ) );
			await page.waitForTimeout( 300 );
			await expect( dialog ).toBeHidden();
			expect( await popupStatus( page, popup.id ) ).toBe( 'armed' );
			await page.evaluate( () => window.scrollTo( 0, 800 ) );
			await expect( dialog ).toBeVisible();
		} );

		test( 'scrolling to an element, and an invalid selector never fires', async ( {
			page,
			requestUtils,
		} ) => {
			await createPopup( requestUtils, {
				title: 'Join the newsletter',
				settings: {
					triggers: { scrolling_to: { selector: '#newsletter' } },
				},
			} );
			await createPopup( requestUtils, {
				title: 'Broken selector',
				settings: {
					triggers: { scrolling_to: { selector: '#[[nope' } },
				},
			} );
			await page.goto( tallPage );
			const dialog = page.getByRole( 'dialog', {
				name: 'Join the newsletter',
			} );
			await expect( dialog ).toBeHidden();
			await page
				.getByRole( 'heading', { name: 'Newsletter' } )
				.scrollIntoViewIfNeeded();
			await expect( dialog ).toBeVisible();
			await expect(
				page.getByRole( 'dialog', { name: 'Broken selector' } )
			).toBeHidden();
		} );

		test( 'the Nth click on the page', async ( { page, requestUtils } ) => {
			await createPopup( requestUtils, {
				title: 'Third click',
				settings: { triggers: { click: { times: 3 } } },
			} );
			await page.goto( otherPage );
			const dialog = page.getByRole( 'dialog', { name: 'Third click' } );
			const text = page.getByText( 'Nothing pops up here.' );
			await text.click();
			await text.click();
			await expect( dialog ).toBeHidden();
			await text.click();
			await expect( dialog ).toBeVisible();
		} );

		test( 'inactivity, restarted by typing and moving', async ( {
			page,
			requestUtils,
		} ) => {
			await createPopup( requestUtils, {
				title: 'Still there?',
				settings: { triggers: { inactivity: { time: 2 } } },
			} );
			await page.goto( otherPage );
			const dialog = page.getByRole( 'dialog', { name: 'Still there?' } );
			for ( let i = 0; i < 4; i++ ) {
				await page.waitForTimeout( 700 );
				await page.mouse.move( 100 + i * 10, 200 );
			}
			await expect( dialog ).toBeHidden();
			await expect( dialog ).toBeVisible( { timeout: 4000 } );
		} );

		test( 'exit intent, when the pointer leaves through the top', async ( {
			page,
			requestUtils,
		} ) => {
			await createPopup( requestUtils, {
				title: 'Before you go',
				settings: { triggers: { exit_intent: {} } },
			} );
			await page.goto( otherPage );
			const dialog = page.getByRole( 'dialog', {
				name: 'Before you go',
			} );
			await page.mouse.move( 300, 300 );
			await page.mouse.move( 300, 5 );
			await expect( dialog ).toBeHidden();
			// The pointer crosses the window's top edge: the browser reports a mouseout with no
			// related target and a position above the page.
			await page.evaluate( () => {
				const event = new MouseEvent( 'mouseout', {
					bubbles: true,
					clientX: 300,
					clientY: -2,
					relatedTarget: null,
				} );
				document.documentElement.dispatchEvent( event );
				document.dispatchEvent(
					new MouseEvent( 'mouseleave', {
						clientX: 300,
						clientY: -2,
					} )
				);
			} );
			await expect( dialog ).toBeVisible();
		} );

		test( 'ad-block detection: only when an ad blocker hides the bait', async ( {
			browser,
			page,
			requestUtils,
		} ) => {
			const popup = await createPopup( requestUtils, {
				title: 'Please allow ads',
				settings: { triggers: { adblock_detection: { delay: 1 } } },
			} );
			await page.goto( otherPage );
			expect( await popupStatus( page, popup.id ) ).toBe( 'armed' );
			// Past the detection's delay: the bait was looked at, and found visible.
			await page.waitForTimeout( 1800 );
			await expect(
				page.getByRole( 'dialog', { name: 'Please allow ads' } )
			).toBeHidden();
			expect( await popupStatus( page, popup.id ) ).toBe( 'armed' );

			// An ad blocker is a stylesheet of cosmetic filters hiding ad-like elements.
			const blocked = await browser.newContext();
			const blockedPage = await blocked.newPage();
			await blockedPage.addInitScript( () => {
				document.addEventListener( 'DOMContentLoaded', () => {
					const style = document.createElement( 'style' );
					style.textContent =
						'.adsbox, .ad-banner { display: none !important; }';
					document.head.appendChild( style );
				} );
			} );
			await blockedPage.goto( otherPage );
			await expect(
				blockedPage.getByRole( 'dialog', { name: 'Please allow ads' } )
			).toBeVisible( { timeout: 4000 } );
			await blocked.close();
		} );

		test( 'the first trigger to fire wins: the popup shows once', async ( {
			page,
			requestUtils,
		} ) => {
			const popup = await createPopup( requestUtils, {
				title: 'Once only',
				settings: {
					triggers: {
						click: { times: 1 },
						page_load: { delay: 2 },
					},
				},
			} );
			await page.goto( otherPage );
			const dialog = page.getByRole( 'dialog', { name: 'Once only' } );
			await page.getByText( 'Nothing pops up here.' ).click();
			await expect( dialog ).toBeVisible();
			await page.getByRole( 'button', { name: 'Close' } ).click();
			await expect( dialog ).toBeHidden();
			// The page-load timer was destroyed with the click trigger.
			await page.waitForTimeout( 2500 );
			await expect( dialog ).toBeHidden();
			expect( await popupStatus( page, popup.id ) ).toBe( 'closed' );
		} );
	} );

	test.describe( 'closing', () => {
		test( 'the close button, Escape and the background each close it, and focus returns', async ( {
			page,
			requestUtils,
		} ) => {
			await createPopup( requestUtils, {
				title: 'Closable',
				settings: { open_selector: '.open-closable' },
			} );
			const opener = await createPage(
				requestUtils,
				'Opener',
				'<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button {"className":"open-closable"} --><div class="wp-block-button open-closable"><a class="wp-block-button__link wp-element-button" href="#offer">See the offer</a></div><!-- /wp:button --></div><!-- /wp:buttons -->'
			);
			await page.goto( opener.link );
			const dialog = page.getByRole( 'dialog', { name: 'Closable' } );
			const link = page.getByRole( 'link', { name: 'See the offer' } );

			await link.click();
			await expect( dialog ).toBeVisible();
			await dialog.getByRole( 'button', { name: 'Close' } ).click();
			await expect( dialog ).toBeHidden();
			await expect( link ).toBeFocused();

			await link.click();
			await expect( dialog ).toBeVisible();
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();

			await link.click();
			await expect( dialog ).toBeVisible();
			await page.mouse.click( 5, 400 );
			await expect( dialog ).toBeHidden();
			expect( page.url() ).not.toContain( '#offer' );

			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ opener.id }`,
				params: { force: true },
			} );
		} );

		test( 'Escape and the background can be prevented; Tab stays inside', async ( {
			page,
			requestUtils,
		} ) => {
			await createPopup( requestUtils, {
				title: 'Sticky',
				content:
					'<!-- wp:paragraph --><p>Read this.</p><!-- /wp:paragraph --><!-- wp:paragraph --><p><a href="#terms">Terms</a></p><!-- /wp:paragraph -->',
				settings: {
					triggers: { page_load: { delay: 0 } },
					prevent_close_on_esc_key: true,
					prevent_close_on_background_click: true,
				},
			} );
			await page.goto( otherPage );
			const dialog = page.getByRole( 'dialog', { name: 'Sticky' } );
			await expect( dialog ).toBeVisible();
			await page.keyboard.press( 'Escape' );
			await page.mouse.click( 5, 400 );
			await expect( dialog ).toBeVisible();
			for ( let i = 0; i < 5; i++ ) {
				await page.keyboard.press( 'Tab' );
				await expect( page.locator( FOCUS_IN_DIALOG ) ).toHaveCount(
					1
				);
			}
			await dialog.getByRole( 'button', { name: 'Close' } ).click();
			await expect( dialog ).toBeHidden();
		} );

		test( 'the close button waits for its delay; automatic close', async ( {
			page,
			requestUtils,
		} ) => {
			await createPopup( requestUtils, {
				title: 'Patience',
				settings: {
					triggers: { page_load: { delay: 0 } },
					close_button_delay: 2,
					close_automatically: 4,
				},
			} );
			await page.goto( otherPage );
			const dialog = page.getByRole( 'dialog', { name: 'Patience' } );
			await expect( dialog ).toBeVisible();
			const close = dialog.getByRole( 'button', { name: 'Close' } );
			await expect( close ).toBeHidden();
			await expect( close ).toBeVisible( { timeout: 4000 } );
			await expect( dialog ).toBeHidden( { timeout: 5000 } );
		} );
	} );

	test.describe( 'counters', () => {
		test( 'page views count across reloads', async ( {
			page,
			requestUtils,
		} ) => {
			const popup = await createPopup( requestUtils, {
				title: 'Third visit',
				settings: {
					timing: { page_views: { views: 3 } },
					triggers: { page_load: { delay: 0 } },
				},
			} );
			const dialog = page.getByRole( 'dialog', { name: 'Third visit' } );
			// The runtime took the popup in and its condition kept it from arming.
			await page.goto( otherPage );
			expect( await popupStatus( page, popup.id ) ).toBe( 'idle' );
			await expect( dialog ).toBeHidden();
			await page.reload();
			expect( await popupStatus( page, popup.id ) ).toBe( 'idle' );
			await expect( dialog ).toBeHidden();
			await page.reload();
			await expect( dialog ).toBeVisible();
		} );

		test( 'sessions count per browser session, not per page', async ( {
			context,
			page,
			requestUtils,
		} ) => {
			const popup = await createPopup( requestUtils, {
				title: 'Welcome back',
				settings: {
					timing: { sessions: { sessions: 2 } },
					triggers: { page_load: { delay: 0 } },
				},
			} );
			await page.goto( otherPage );
			await page.reload();
			expect( await popupStatus( page, popup.id ) ).toBe( 'idle' );
			await expect(
				page.getByRole( 'dialog', { name: 'Welcome back' } )
			).toBeHidden();
			// A new tab has a new sessionStorage, hence a new session; localStorage is shared.
			const second = await context.newPage();
			await second.goto( otherPage );
			await expect(
				second.getByRole( 'dialog', { name: 'Welcome back' } )
			).toBeVisible();
		} );

		test( 'a show limit, counted on open, holds across reloads', async ( {
			page,
			requestUtils,
		} ) => {
			const popup = await createPopup( requestUtils, {
				title: 'Just once',
				settings: {
					timing: {
						times: {
							times_count: 'open',
							times_period: 'day',
							times_times: 1,
						},
					},
					triggers: { page_load: { delay: 0 } },
				},
			} );
			const dialog = page.getByRole( 'dialog', { name: 'Just once' } );
			await page.goto( otherPage );
			await expect( dialog ).toBeVisible();
			await page.reload();
			expect( await popupStatus( page, popup.id ) ).toBe( 'idle' );
			await expect( dialog ).toBeHidden();
		} );
	} );

	test( 'the schedule: only between its start and end', async ( {
		page,
		requestUtils,
	} ) => {
		const wall = ( offsetDays: number ) =>
			new Date( Date.now() + offsetDays * 86_400_000 )
				.toISOString()
				.slice( 0, 16 );
		await createPopup( requestUtils, {
			title: 'Running sale',
			settings: {
				timing: {
					schedule: {
						schedule_timezone: 'site',
						schedule_start_date: wall( -1 ),
						schedule_end_date: wall( 1 ),
					},
				},
				triggers: { page_load: { delay: 0 } },
			},
		} );
		await createPopup( requestUtils, {
			title: 'Next week sale',
			settings: {
				timing: {
					schedule: {
						schedule_timezone: 'site',
						schedule_start_date: wall( 7 ),
						schedule_end_date: wall( 8 ),
					},
				},
				triggers: { page_load: { delay: 0 } },
			},
		} );
		await createPopup( requestUtils, {
			title: 'Past sale',
			settings: {
				timing: {
					schedule: {
						schedule_timezone: 'visitor',
						schedule_start_date: wall( -8 ),
						schedule_end_date: wall( -7 ),
					},
				},
				triggers: { page_load: { delay: 0 } },
			},
		} );
		await page.goto( otherPage );
		await expect(
			page.getByRole( 'dialog', { name: 'Running sale' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'dialog', { name: 'Next week sale' } )
		).toBeHidden();
		await expect(
			page.getByRole( 'dialog', { name: 'Past sale' } )
		).toBeHidden();
	} );

	test( 'roles: what a guest receives and what a logged-in administrator does not', async ( {
		browser,
		page,
		requestUtils,
	} ) => {
		await createPopup( requestUtils, {
			title: 'Guests only',
			settings: {
				timing: { logged_in: { users: 'all', roles: [] } },
				triggers: { page_load: { delay: 0 } },
			},
		} );
		await createPopup( requestUtils, {
			title: 'Not for admins',
			settings: {
				timing: {
					logged_in: { users: 'roles', roles: [ 'administrator' ] },
				},
				triggers: { page_load: { delay: 0 } },
			},
		} );
		await page.goto( otherPage );
		await expect(
			page.getByRole( 'dialog', { name: 'Guests only' } )
		).toBeVisible();

		const admin = await browser.newContext( {
			storageState: process.env.STORAGE_STATE_PATH,
		} );
		const adminPage = await admin.newPage();
		const response = await adminPage.goto( otherPage );
		const html = ( await response?.text() ) ?? '';
		expect( html ).not.toContain( 'Guests only says hello.' );
		expect( html ).not.toContain( 'Not for admins says hello.' );
		await admin.close();
	} );

	test( 'link actions: open, and close with do-not-show-again', async ( {
		page,
		requestUtils,
	} ) => {
		const popup = await createPopup( requestUtils, {
			title: 'Newsletter',
			content:
				'<!-- wp:paragraph --><p>Get our letter.</p><!-- /wp:paragraph --><!-- wp:paragraph --><p><a href="#popup:close:dont-show-again">No, thanks</a></p><!-- /wp:paragraph -->',
			settings: { triggers: { page_load: { delay: 0 } } },
		} );
		const links = await createPage(
			requestUtils,
			'Links',
			`<!-- wp:paragraph --><p><a href="#popup:open:${ popup.id }">Subscribe</a> <a href="#popup:open:999999">Ghost</a></p><!-- /wp:paragraph -->`
		);
		await page.goto( links.link );
		const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
		await expect( dialog ).toBeVisible();
		await dialog.getByRole( 'link', { name: 'No, thanks' } ).click();
		await expect( dialog ).toBeHidden();

		await page.reload();
		expect( await popupStatus( page, popup.id ) ).toBe( 'idle' );
		await expect( dialog ).toBeHidden();
		// An unknown id does nothing; the open link still works after "do not show again".
		await page.getByRole( 'link', { name: 'Ghost' } ).click();
		await page.getByRole( 'link', { name: 'Subscribe' } ).click();
		await expect( dialog ).toBeVisible();

		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/pages/${ links.id }`,
			params: { force: true },
		} );
	} );

	test( 'where it shows: included pages only, exclusions honoured, no code elsewhere', async ( {
		page,
		requestUtils,
	} ) => {
		await createPopup( requestUtils, {
			title: 'Long read tip',
			settings: { triggers: { page_load: { delay: 0 } } },
			location: {
				include: [ { kind: 'singular', post_type: 'page', ids: [] } ],
				exclude: [
					{
						kind: 'singular',
						post_type: 'page',
						ids: [ otherPageId ],
					},
				],
			},
		} );
		await page.goto( tallPage );
		await expect(
			page.getByRole( 'dialog', { name: 'Long read tip' } )
		).toBeVisible();

		const requested: string[] = [];
		page.on( 'request', ( request ) => requested.push( request.url() ) );
		await page.goto( otherPage );
		await page.waitForLoadState( 'networkidle' );
		await expect(
			page.getByRole( 'dialog', { name: 'Long read tip' } )
		).toHaveCount( 0 );
		expect( requested.some( ( url ) => RUNTIME.test( url ) ) ).toBe(
			false
		);
	} );

	test( 'a site without popups loads no popup code', async ( { page } ) => {
		const requested: string[] = [];
		page.on( 'request', ( request ) => requested.push( request.url() ) );
		await page.goto( otherPage );
		await page.waitForLoadState( 'networkidle' );
		expect( requested.some( ( url ) => RUNTIME.test( url ) ) ).toBe(
			false
		);
		expect(
			await page.locator( '#shopwright-popups-config' ).count()
		).toBe( 0 );
	} );

	test( 'the module switched off prints no popup', async ( {
		page,
		requestUtils,
	} ) => {
		await createPopup( requestUtils, {
			title: 'Switched off',
			settings: { triggers: { page_load: { delay: 0 } } },
		} );
		await updateSettings( requestUtils, { popups: { enabled: false } } );
		await page.goto( otherPage );
		await expect( page.locator( '.shopwright-popup' ) ).toHaveCount( 0 );
		await updateSettings( requestUtils, { popups: { enabled: true } } );
	} );
} );

test.describe( 'Popups for editors', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await deleteAllPopups( requestUtils );
	} );

	test( 'a preview of the popup shows it at once', async ( {
		page,
		requestUtils,
	} ) => {
		const popup = await createPopup( requestUtils, {
			title: 'Preview me',
			settings: { triggers: { page_load: { delay: 30 } } },
			location: { include: [], exclude: [] },
		} );
		await page.goto( popup.link );
		await expect(
			page.getByRole( 'dialog', { name: 'Preview me' } )
		).toBeVisible();
	} );

	test( 'the editor shows the popup and its settings panels', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const popup = await createPopup( requestUtils, {
			title: 'Edit me',
			settings: { triggers: { page_load: { delay: 3 } } },
		} );
		// editPost also dismisses the welcome guide, whatever ran before.
		await admin.editPost( popup.id );
		await expect(
			editor.canvas.getByText( 'Edit me says hello.' )
		).toBeVisible();
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await expect(
			settings.getByRole( 'button', { name: 'Popup settings' } )
		).toBeVisible();
		await expect(
			settings.getByRole( 'button', { name: 'Where it shows' } )
		).toBeVisible();
	} );
} );
