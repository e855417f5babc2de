/**
 * The widgets: table of contents and share buttons on their demo pages, with the keyboard and
 * without script, and the blocks' runtime that loads their scripts when they come near.
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
	seriousAxeViolations,
	updateSettings,
	WOOCOMMERCE,
} from '../utils';

const TOC_PAGE = '/shopwright-table-of-contents/';
const SHARE_PAGE = '/shopwright-share-buttons/';
const RUNTIME = /\/build\/frontend\/embed-observer\.js/;
const TOC_SCRIPT = /\/build\/table-of-contents\/view\.js/;
const SHARE_SCRIPT = /\/build\/share-buttons\/view\.js/;
const SLIDES_PAGE = '/shopwright-slides/';

/**
 * Presses Tab until the locator has focus (at most 40 times), as a keyboard user would.
 *
 * @param page    The page.
 * @param locator What to reach.
 */
async function tabTo(
	page: import( '@playwright/test' ).Page,
	locator: import( '@playwright/test' ).Locator
): Promise< void > {
	for ( let i = 0; i < 40; i++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await locator.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
	}
	throw new Error( 'The element was not reached with Tab.' );
}

test.describe( 'Widgets', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'the table of contents leads to each heading with the keyboard and marks it', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request ) => scripts.push( request.url() ) );
		await page.goto( TOC_PAGE );
		const toc = page.getByRole( 'navigation', { name: 'Contents' } );
		await expect( toc ).toBeVisible();
		const link = toc.getByRole( 'link', { name: 'Abroad' } );
		// In view at once, so its script loads without waiting for the shopper.
		await expect
			.poll( () => scripts.some( ( url ) => TOC_SCRIPT.test( url ) ) )
			.toBe( true );
		expect( scripts.some( ( url ) => RUNTIME.test( url ) ) ).toBe( true );
		await page.waitForFunction(
			() =>
				document.querySelector( 'script[data-shopwright-chunk]' ) !==
				null
		);

		await tabTo( page, link );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /#abroad$/ );
		const heading = page.getByRole( 'heading', {
			level: 3,
			name: 'Abroad',
		} );
		await expect( heading ).toBeFocused();
		await expect( heading ).toBeInViewport();
		await expect( link ).toHaveAttribute( 'aria-current', 'location' );
		// Tab goes on from the heading reached, not from the table.
		await page.keyboard.press( 'Tab' );
		await expect( toc.locator( ':focus' ) ).toHaveCount( 0 );

		// Folding it away with the keyboard.
		const summary = toc.locator( 'summary' );
		await tabTo( page, summary );
		await page.keyboard.press( 'Enter' );
		await expect( link ).toBeHidden();

		expect( await seriousAxeViolations( page, 'main' ) ).toEqual( [] );
	} );

	test( 'the page works without script', async ( { browser } ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
			baseURL: process.env.WP_BASE_URL,
		} );
		const page = await context.newPage();
		await page.goto( TOC_PAGE );
		await page
			.getByRole( 'navigation', { name: 'Contents' } )
			.getByRole( 'link', { name: 'Returns and repairs' } )
			.click();
		await expect( page ).toHaveURL( /#returns-and-repairs$/ );
		await expect(
			page.getByRole( 'heading', { name: 'Returns and repairs' } )
		).toBeInViewport();

		await page.goto( SHARE_PAGE );
		const share = page.getByRole( 'group', { name: 'Share' } );
		await expect(
			share.getByRole( 'link', { name: /^Facebook/ } )
		).toHaveAttribute(
			'href',
			/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/
		);
		await expect( share.getByRole( 'button' ) ).toHaveCount( 0 );
		await context.close();
	} );

	test( 'share buttons are plain links, load nothing from the networks, and copy the link', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await context.grantPermissions( [
			'clipboard-read',
			'clipboard-write',
		] );
		const hosts = new Set< string >();
		page.on( 'request', ( request ) => {
			// data: and blob: addresses are made in the page, not fetched.
			if ( /^https?:/.test( request.url() ) ) {
				hosts.add( new URL( request.url() ).host );
			}
		} );
		await page.goto( SHARE_PAGE );
		const share = page.getByRole( 'group', { name: 'Share' } );
		await expect( share.getByRole( 'link' ) ).toHaveCount( 5 );
		await expect(
			share.getByRole( 'link', { name: 'WhatsApp (opens in a new tab)' } )
		).toHaveAttribute( 'rel', 'noopener noreferrer nofollow' );

		const copy = share.getByRole( 'button', { name: 'Copy link' } );
		await expect( copy ).toBeVisible();
		// Chromium on Linux has no Web Share API: its button stays out of sight, copy link is
		// the one button.
		expect(
			await page.evaluate( () => typeof navigator.share === 'function' )
		).toBe( false );
		await expect( share.getByRole( 'button' ) ).toHaveCount( 1 );
		await expect(
			share.getByText( 'More ways to share', { exact: true } )
		).toBeHidden();
		await tabTo( page, copy );
		await page.keyboard.press( 'Enter' );
		await expect( share.getByRole( 'status' ) ).toHaveText(
			'Link copied.'
		);
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toMatch( /\/shopwright-share-buttons\/$/ );

		expect( [ ...hosts ] ).toEqual( [ new URL( baseURL ?? '' ).host ] );
		expect(
			await seriousAxeViolations(
				page,
				'.wp-block-shopwright-share-buttons'
			)
		).toEqual( [] );
	} );

	test( 'slides turn, and pause and move with the keyboard', async ( {
		page,
	} ) => {
		// The test browser asks for reduced motion unless told otherwise.
		await page.emulateMedia( { reducedMotion: 'no-preference' } );
		await page.clock.install();
		await page.goto( SLIDES_PAGE );
		const carousel = page.getByRole( 'region', { name: 'This season' } );
		await expect( carousel ).toBeVisible();
		const first = carousel.getByRole( 'group', { name: '1 of 3' } );
		const second = carousel.getByRole( 'group', { name: '2 of 3' } );
		await expect( first ).toContainText( 'New brass pens' );
		const box = await carousel.boundingBox();
		const pause = carousel.getByRole( 'button', {
			name: 'Pause the slides',
		} );
		await expect( pause ).toBeVisible();

		await page.clock.runFor( 7000 );
		await expect( second ).toBeVisible();
		await expect( first ).toBeHidden();
		// The block keeps its height as slides turn.
		expect( ( await carousel.boundingBox() )?.height ).toBe( box?.height );

		// Keyboard: Tab reaches the pause button first; Enter stops the turning.
		await tabTo( page, pause );
		await page.keyboard.press( 'Enter' );
		const play = carousel.getByRole( 'button', {
			name: 'Play the slides',
		} );
		await expect( play ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Shift+Tab' );
		await expect( play ).toBeFocused();
		await page.locator( 'body' ).click( { position: { x: 1, y: 1 } } );
		await page.clock.runFor( 21000 );
		await expect( second ).toBeVisible();
		// Next with the keyboard, and only the slide shown is reachable.
		await tabTo(
			page,
			carousel.getByRole( 'button', { name: 'Next slide' } )
		);
		await page.keyboard.press( 'Enter' );
		await expect(
			carousel.getByRole( 'group', { name: '3 of 3' } )
		).toBeVisible();
		await expect(
			carousel.getByRole( 'link', { name: 'How repairs work' } )
		).toBeVisible();
		await expect(
			carousel.getByRole( 'link', { name: 'Shop pens' } )
		).toHaveCount( 0 );
		expect( await seriousAxeViolations( page, 'main' ) ).toEqual( [] );
	} );

	test( 'slides do not turn by themselves under reduced motion', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.clock.install();
		await page.goto( SLIDES_PAGE );
		const carousel = page.getByRole( 'region', { name: 'This season' } );
		await expect(
			carousel.getByRole( 'button', { name: 'Play the slides' } )
		).toBeVisible();
		await page.clock.runFor( 30000 );
		await expect(
			carousel.getByRole( 'group', { name: '1 of 3' } )
		).toBeVisible();
		expect(
			await carousel
				.getByRole( 'group', { name: '1 of 3' } )
				.evaluate( ( el ) => getComputedStyle( el ).transitionDuration )
		).toBe( '0s' );
	} );

	test.describe( 'the blocks’ runtime', () => {
		let pageId = 0;
		let link = '';

		test.beforeAll( async ( { requestUtils } ) => {
			const created = await requestUtils.createPage( {
				title: 'Runtime probe',
				content:
					'<!-- wp:spacer {"height":"2600px"} -->\n<div style="height:2600px" aria-hidden="true" class="wp-block-spacer"></div>\n<!-- /wp:spacer -->\n<!-- wp:shopwright/share-buttons /-->',
				status: 'publish',
			} );
			pageId = created.id;
			link = `/?page_id=${ created.id }`;
		} );

		test.afterAll( async ( { requestUtils } ) => {
			await deletePage( requestUtils, pageId );
		} );

		test( 'a block below the fold gets its script only when it comes near', async ( {
			page,
		} ) => {
			const scripts: string[] = [];
			page.on( 'request', ( request ) => scripts.push( request.url() ) );
			await page.goto( link );
			await page.waitForLoadState( 'networkidle' );
			expect( scripts.some( ( url ) => RUNTIME.test( url ) ) ).toBe(
				true
			);
			expect( scripts.some( ( url ) => SHARE_SCRIPT.test( url ) ) ).toBe(
				false
			);
			await page.mouse.wheel( 0, 2400 );
			await expect
				.poll( () =>
					scripts.some( ( url ) => SHARE_SCRIPT.test( url ) )
				)
				.toBe( true );
			await expect(
				page.getByRole( 'button', { name: 'Copy link' } )
			).toBeVisible();
		} );

		test( 'a failed load is reported, the links still work, and intent tries again', async ( {
			page,
		} ) => {
			let attempts = 0;
			await page.route( SHARE_SCRIPT, async ( route ) => {
				attempts++;
				if ( attempts === 1 ) {
					await route.abort( 'connectionreset' );
				} else {
					await route.continue();
				}
			} );
			await page.goto( link );
			await page.evaluate( () => {
				document.addEventListener(
					'shopwright:chunk-failed',
					( event ) => {
						const { detail } = event as CustomEvent;
						document.body.dataset.failed = `${ detail.handle } ${ detail.error.name }`;
					}
				);
			} );
			await page.mouse.wheel( 0, 2400 );
			await expect( page.locator( 'body' ) ).toHaveAttribute(
				'data-failed',
				'shopwright-share-buttons-view ChunkLoadError'
			);
			const share = page.getByRole( 'group', { name: 'Share' } );
			await expect(
				share.getByRole( 'link', { name: /^X/ } )
			).toBeVisible();
			await expect(
				share.getByRole( 'button', { name: 'Copy link' } )
			).toBeHidden();

			await share.getByRole( 'link', { name: /^X/ } ).hover();
			await expect(
				share.getByRole( 'button', { name: 'Copy link' } )
			).toBeVisible();
			expect( attempts ).toBe( 2 );
		} );

		test( 'a block added after load is set up once', async ( { page } ) => {
			await page.goto( SHARE_PAGE );
			const copies = page.getByRole( 'button', { name: 'Copy link' } );
			await expect( copies ).toHaveCount( 1 );
			await page.evaluate( () => {
				const block = document.querySelector(
					'.wp-block-shopwright-share-buttons'
				) as HTMLElement;
				const clone = block.cloneNode( true ) as HTMLElement;
				// As the server prints it: room kept for the script's button.
				clone.querySelectorAll( 'li' ).forEach( ( item ) => {
					if ( item.querySelector( 'button' ) ) {
						item.classList.add( 'is-waiting' );
					}
				} );
				clone.id = 'added-later';
				clone.setAttribute( 'aria-label', 'Share again' );
				clone.removeAttribute( 'aria-labelledby' );
				block.after( clone );
			} );
			const later = page.getByRole( 'group', { name: 'Share again' } );
			await expect(
				later.getByRole( 'button', { name: 'Copy link' } )
			).toBeVisible();
			// Set up once: one click, one announcement, one copy listener.
			await page.evaluate( () => {
				const button = document.querySelector(
					'#added-later .wp-block-shopwright-share-buttons__copy'
				) as HTMLButtonElement;
				( window as unknown as { clicks: number } ).clicks = 0;
				const original = navigator.clipboard.writeText.bind(
					navigator.clipboard
				);
				navigator.clipboard.writeText = ( text: string ) => {
					( window as unknown as { clicks: number } ).clicks++;
					return original( text ).catch( () => undefined );
				};
				button.click();
			} );
			expect(
				await page.evaluate(
					() => ( window as unknown as { clicks: number } ).clicks
				)
			).toBe( 1 );
		} );
	} );

	test( 'a page without these blocks gets nothing of the runtime', async ( {
		page,
		requestUtils,
	} ) => {
		// The mini cart in the theme's header is a Shopwright block whose drawer waits in the
		// runtime; without it the page has no Shopwright block at all.
		await updateSettings( requestUtils, {
			storefront: { replace_mini_cart: false },
		} );
		const created = await requestUtils.createPage( {
			title: 'Plain page',
			content:
				'<!-- wp:paragraph -->\n<p>Opening hours: nine to five.</p>\n<!-- /wp:paragraph -->',
			status: 'publish',
		} );
		const scripts: string[] = [];
		page.on( 'request', ( request ) => scripts.push( request.url() ) );
		await page.goto( `/?page_id=${ created.id }` );
		await page.waitForLoadState( 'networkidle' );
		await deletePage( requestUtils, created.id );
		await resetSettings( requestUtils );
		expect( scripts.some( ( url ) => RUNTIME.test( url ) ) ).toBe( false );
		await expect( page.locator( '#shopwright-block-runtime' ) ).toHaveCount(
			0
		);
	} );

	test( 'switched off, the blocks and the runtime are gone', async ( {
		page,
		requestUtils,
	} ) => {
		await updateSettings( requestUtils, {
			widgets: { enabled: false },
			storefront: { replace_mini_cart: false },
		} );
		try {
			const scripts: string[] = [];
			page.on( 'request', ( request ) => scripts.push( request.url() ) );
			await page.goto( SHARE_PAGE );
			await expect(
				page.getByText( 'Liked our spring catalogue? Tell a friend.' )
			).toBeVisible();
			await expect(
				page.getByRole( 'group', { name: 'Share' } )
			).toHaveCount( 0 );
			expect( scripts.some( ( url ) => RUNTIME.test( url ) ) ).toBe(
				false
			);
		} finally {
			await resetSettings( requestUtils );
		}
	} );
} );

test.describe( 'Widgets in the editor', () => {
	test( 'the cart page without a cart says so, and the cart comes back in one click', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
		const pages = await requestUtils.rest< Array< { id: number } > >( {
			path: '/wp/v2/pages',
			params: { slug: 'cart' },
		} );
		await admin.editPost( pages[ 0 ].id );
		// The notice itself: its words also stay in the screen reader's live region.
		const notice = page.locator( '.components-notice' ).filter( {
			hasText: 'This is the shop’s cart page, but it holds no cart',
		} );
		await expect(
			editor.canvas.getByRole( 'document', {
				name: 'Block: Cart',
				exact: true,
			} )
		).toBeVisible();
		await expect( notice ).toHaveCount( 0 );
		// Not even for a moment while the editor loaded: screen readers would have heard it.
		const spoken = () =>
			page.evaluate( () =>
				[ 'a11y-speak-polite', 'a11y-speak-assertive' ]
					.map( ( id ) => document.getElementById( id )?.textContent )
					.join( ' ' )
			);
		expect( await spoken() ).not.toContain( 'holds no cart' );

		await editor.setContent( '' );
		await expect( notice ).toBeVisible();
		await expect.poll( spoken ).toContain( 'holds no cart' );
		await page.getByRole( 'button', { name: 'Add the cart' } ).click();
		await expect( notice ).toHaveCount( 0 );
		expect(
			( await editor.getBlocks() ).map( ( block ) => block.name )
		).toContain( 'woocommerce/cart' );
	} );

	test( 'the slides can be inserted with two slides to fill', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Slides editor check' } );
		await editor.insertBlock( { name: 'shopwright/slides' } );
		const slides = editor.canvas.getByRole( 'document', {
			name: 'Block: Slides',
		} );
		await expect( slides ).toBeVisible();
		await expect(
			editor.canvas.getByRole( 'document', {
				name: 'Block: Slide',
				exact: true,
			} )
		).toHaveCount( 2 );
		await editor.selectBlocks( slides );
		await editor.openDocumentSettingsSidebar();
		await expect(
			page.getByRole( 'checkbox', {
				name: 'Turn the slides automatically',
			} )
		).toBeChecked();
	} );

	test( 'both blocks can be inserted, with their settings', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Widgets editor check' } );
		await editor.insertBlock( {
			name: 'core/heading',
			attributes: { content: 'Care guide', level: 2 },
		} );
		await editor.insertBlock( { name: 'shopwright/table-of-contents' } );
		const toc = editor.canvas.getByRole( 'document', {
			name: 'Block: Table of contents',
		} );
		await expect( toc ).toContainText( 'Care guide' );
		await editor.openDocumentSettingsSidebar();
		await expect(
			page.getByRole( 'checkbox', { name: 'Heading 3' } )
		).toBeChecked();

		await editor.insertBlock( { name: 'shopwright/share-buttons' } );
		const share = editor.canvas.getByRole( 'document', {
			name: 'Block: Share buttons',
		} );
		await expect( share ).toContainText( 'WhatsApp' );
		await page.getByRole( 'checkbox', { name: 'Pinterest' } ).check();
		await expect( share ).toContainText( 'Pinterest' );
	} );
} );
