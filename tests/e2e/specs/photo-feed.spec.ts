/**
 * The photo feed block on its demo page, whose posts the site stores from recorded Instagram
 * answers: no request to Instagram (or anyone else) at any point, the tabs by kind of post,
 * "Load more", the popup by keyboard and pointer with an album's carousel, the counts of a
 * business account, the carousel layout, and accessibility. Requests leaving the site are
 * intercepted and fail.
 */

/**
 * External dependencies
 */
import type { Page, Request } from '@playwright/test';

/**
 * WordPress dependencies
 */
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	deletePage,
	resetSettings,
	seriousAxeViolations,
	updateSettings,
} from '../utils';

const PAGE = '/shopwright-photo-feed/';
const BLOCK = '.wp-block-shopwright-photo-feed';
// The posts' list: the account header above it has a link and a picture of its own.
const POSTS = `${ BLOCK }__items`;
const FIRST =
	'Brass pens, fresh from the lathe. Each one turned and polished by hand.';

/**
 * Notes (and fails) every request that leaves the site.
 *
 * @param page    The page.
 * @param baseURL The test site's address.
 */
async function watchOutside( page: Page, baseURL: string | undefined ) {
	const siteHost = new URL( baseURL ?? 'http://localhost' ).host;
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
 * Adds up the page's layout shifts from its first paint.
 *
 * @param page The page, before it loads.
 */
async function watchShifts( page: Page ) {
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
}

/**
 * How much the page's layout has shifted so far.
 *
 * @param page The page.
 */
const shifted = ( page: Page ) =>
	page.evaluate( () => Number( Reflect.get( window, '__shifts' ) ) );

/**
 * A page with the feed in its carousel layout, from the same stored posts as the demo page.
 *
 * @param requestUtils The REST helpers.
 * @param attributes   The block's carousel settings.
 */
async function carouselPage( requestUtils: RequestUtils, attributes: object ) {
	const created = await requestUtils.createPage( {
		title: 'Photo feed carousel',
		status: 'publish',
		content: `<!-- wp:shopwright/photo-feed ${ JSON.stringify( {
			perPage: 6,
			layout: 'carousel',
			...attributes,
		} ) } /-->`,
	} );
	return { id: created.id, link: `/?page_id=${ created.id }` };
}

test.describe( 'Photo feed account header', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test( 'shows the account’s picture, name and a follow link above the posts, also on a phone', async ( {
		page,
	} ) => {
		for ( const width of [ 1280, 400 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await page.goto( PAGE );
			const header = page.locator( `${ BLOCK }__header` ).first();
			await expect(
				header.getByText( 'Shopwright Stationery', { exact: true } )
			).toBeVisible();
			await expect(
				header.getByText( '@shopwright.stationery' )
			).toBeVisible();
			const follow = header.getByRole( 'link', {
				name: 'Follow on Instagram',
			} );
			await expect( follow ).toBeVisible();
			await expect( follow ).toHaveAttribute(
				'href',
				'https://www.instagram.com/shopwright.stationery/'
			);
			const avatar = header.locator( 'img' );
			await expect( avatar ).toBeVisible();
			expect( await avatar.getAttribute( 'src' ) ).toContain(
				'/uploads/shopwright-media/'
			);
			expect(
				await avatar.evaluate(
					( image: HTMLImageElement ) => image.naturalWidth
				)
			).toBeGreaterThan( 0 );
			// Nothing in the header runs past the block's edge.
			const box = await page.locator( BLOCK ).first().boundingBox();
			const followBox = await follow.boundingBox();
			expect(
				( followBox?.x ?? 0 ) + ( followBox?.width ?? 0 )
			).toBeLessThanOrEqual( ( box?.x ?? 0 ) + ( box?.width ?? 0 ) + 1 );
		}
		expect( await seriousAxeViolations( page ) ).toEqual( [] );
	} );
} );

// Before the main tests: the last of those connects a new account, which forgets the stored posts.
test.describe( 'Photo feed carousel layout', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );
	const pages = { arrows: { id: 0, link: '' }, keys: { id: 0, link: '' } };

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
		pages.arrows = await carouselPage( requestUtils, {
			slideshow: 3,
			spacing: 12,
			loop: true,
			arrows: true,
		} );
		pages.keys = await carouselPage( requestUtils, {
			slideshow: 4,
			loop: false,
			arrows: false,
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deletePage( requestUtils, pages.arrows.id );
		await deletePage( requestUtils, pages.keys.id );
	} );

	test( 'shows the block’s number of posts and goes round by keyboard; an album opens in the popup as one looping image; axe passes; nothing shifts', async ( {
		page,
		baseURL,
	} ) => {
		const outside = await watchOutside( page, baseURL );
		await watchShifts( page );
		await page.goto( pages.arrows.link );
		const block = page.locator( BLOCK );
		await expect( block ).toHaveClass( /has-carousel/ );
		await page.waitForLoadState( 'networkidle' );
		const row = block.getByRole( 'region', { name: 'Posts' } );
		const status = block.locator(
			'.wp-block-shopwright-photo-feed__carousel-status'
		);
		await expect( status ).toHaveText( 'Posts 1 to 3 of 5' );
		// Posts out of view are out of reach until the row moves.
		await expect( row.getByRole( 'link' ) ).toHaveCount( 3 );
		const first = await row.getByRole( 'link' ).first().boundingBox();
		const second = await row.getByRole( 'link' ).nth( 1 ).boundingBox();
		expect(
			second && first ? second.x - first.x - first.width : 0
		).toBeCloseTo( 12, 0 );
		expect( await shifted( page ) ).toBeLessThan( 0.01 );
		expect( await seriousAxeViolations( page, BLOCK ) ).toEqual( [] );

		// Keyboard only: Tab reaches Next, Enter and the arrow keys move the row, going round.
		const next = row.getByRole( 'button', { name: 'Next posts' } );
		await next.focus();
		await page.keyboard.press( 'Enter' );
		await expect( status ).toHaveText( 'Posts 2 to 4 of 5' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( status ).toHaveText( 'Posts 3 to 5 of 5' );
		await page.keyboard.press( 'Enter' );
		await expect( status ).toHaveText( 'Posts 1 to 3 of 5' );
		await page.keyboard.press( 'Shift+Tab' );
		await expect(
			row.getByRole( 'button', { name: 'Previous posts' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( status ).toHaveText( 'Posts 3 to 5 of 5' );

		const albumLink = row.getByRole( 'link', {
			name: 'Album: Spring colours: three new inks.',
		} );
		// The keys bring the album into view, wherever it is in the feed.
		for ( let step = 0; step < 5; step++ ) {
			if ( ( await albumLink.count() ) > 0 ) {
				break;
			}
			await page.keyboard.press( 'ArrowRight' );
		}
		await albumLink.focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', {
			name: 'Album: Spring colours: three new inks.',
		} );
		const album = dialog.getByRole( 'region', { name: 'Album' } );
		await expect( album ).toBeVisible();
		await expect( album.getByRole( 'group' ) ).toHaveCount( 1 );
		const albumStatus = album.locator(
			'.shopwright-photo-carousel__status'
		);
		await album.getByRole( 'button', { name: 'Previous image' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( albumStatus ).toHaveText( 'Image 3 of 3' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( albumStatus ).toHaveText( 'Image 1 of 3' );
		expect( await seriousAxeViolations( page, '[role="dialog"]' ) ).toEqual(
			[]
		);
		await page.keyboard.press( 'Escape' );
		await expect( albumLink ).toBeFocused();
		expect( outside ).toEqual( [] );
	} );

	test( 'shows one post fewer below 768 pixels', async ( {
		page,
		baseURL,
	} ) => {
		await watchOutside( page, baseURL );
		await page.setViewportSize( { width: 600, height: 800 } );
		await page.goto( pages.arrows.link );
		const block = page.locator( BLOCK );
		await expect( block ).toHaveClass( /has-carousel/ );
		await expect(
			block.locator( '.wp-block-shopwright-photo-feed__carousel-status' )
		).toHaveText( 'Posts 1 to 2 of 5' );
		await expect(
			block.getByRole( 'region', { name: 'Posts' } ).getByRole( 'link' )
		).toHaveCount( 2 );
	} );

	test( 'without arrows there are no buttons: the row takes the focus and the arrow keys move it, stopping at the ends', async ( {
		page,
		baseURL,
	} ) => {
		await watchOutside( page, baseURL );
		await page.goto( pages.keys.link );
		const block = page.locator( BLOCK );
		await expect( block ).toHaveClass( /has-carousel/ );
		await expect(
			block.getByRole( 'button', {
				name: /^(Previous|Next|Pause) posts$/,
			} )
		).toHaveCount( 0 );
		const status = block.locator(
			'.wp-block-shopwright-photo-feed__carousel-status'
		);
		await expect( status ).toHaveText( 'Posts 1 to 4 of 5' );
		const row = block.getByLabel(
			'Posts; Left and Right arrows move them'
		);
		await row.focus();
		await page.keyboard.press( 'ArrowLeft' );
		await expect( status ).toHaveText( 'Posts 1 to 4 of 5' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( status ).toHaveText( 'Posts 2 to 5 of 5' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( status ).toHaveText( 'Posts 2 to 5 of 5' );
		expect( await seriousAxeViolations( page, BLOCK ) ).toEqual( [] );
	} );
} );

test.describe( 'Photo feed', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'the posts are links with this site’s images; the popup script waits for intent; nothing is asked of Instagram', async ( {
		page,
		baseURL,
	} ) => {
		const outside = await watchOutside( page, baseURL );
		const scripts: string[] = [];
		page.on( 'request', ( request: Request ) => {
			if ( request.resourceType() === 'script' ) {
				scripts.push( request.url() );
			}
		} );
		await page.goto( PAGE );
		const block = page.locator( BLOCK );
		const posts = block.locator( POSTS ).getByRole( 'link' );
		await expect( posts ).toHaveCount( 5 );
		await expect( posts.first() ).toHaveAttribute(
			'href',
			'https://www.instagram.com/p/SwDemo01/'
		);
		for ( const image of await block.locator( `${ POSTS } img` ).all() ) {
			await expect( image ).toHaveAttribute( 'width', '640' );
			expect( await image.getAttribute( 'height' ) ).toMatch(
				/^(640|800)$/
			);
			await expect( image ).toHaveAttribute( 'loading', 'lazy' );
			expect( await image.getAttribute( 'src' ) ).toContain(
				'/uploads/shopwright-media/'
			);
			// The copy is there: the image shows.
			await image.scrollIntoViewIfNeeded();
			await expect
				.poll( () =>
					image.evaluate(
						( element ) =>
							element instanceof HTMLImageElement &&
							element.complete &&
							element.naturalWidth === 640
					)
				)
				.toBe( true );
		}
		// A caption with markup is a name made of text.
		await expect(
			block.getByRole( 'link', {
				name: /<img src=x onerror=alert\(1\)> <b>Linen<\/b>/,
			} )
		).toHaveCount( 1 );
		expect(
			scripts.some( ( url ) => url.includes( 'photo-feed-popup' ) )
		).toBe( false );

		await posts.first().hover();
		await expect
			.poll( () =>
				scripts.some( ( url ) => url.includes( 'photo-feed-popup' ) )
			)
			.toBe( true );
		await posts.first().click();
		await expect(
			page.getByRole( 'dialog', { name: FIRST } )
		).toBeVisible();
		await page.keyboard.press( 'Escape' );
		expect( outside ).toEqual( [] );
	} );

	test( 'the tabs show one kind of post at a time, by pointer and by keyboard; Load more only under All and Photos', async ( {
		page,
		baseURL,
	} ) => {
		await watchOutside( page, baseURL );
		await page.goto( PAGE );
		const block = page.locator( BLOCK );
		const tabs = block.getByRole( 'tablist', { name: 'Posts to show' } );
		const posts = block.locator( POSTS ).getByRole( 'link' );
		const more = block.getByRole( 'button', { name: 'Load more posts' } );
		await expect(
			tabs.getByRole( 'tab', { name: 'All' } )
		).toHaveAttribute( 'aria-selected', 'true' );

		await tabs.getByRole( 'tab', { name: 'Videos' } ).click();
		await expect( posts ).toHaveCount( 1 );
		await expect( posts.first() ).toHaveAccessibleName(
			'Video: How we bind a notebook, in one minute.'
		);
		await expect( more ).toBeHidden();
		await expect( block.getByRole( 'tabpanel' ) ).toHaveAccessibleName(
			'Videos'
		);

		await tabs.getByRole( 'tab', { name: 'Albums' } ).click();
		await expect( posts ).toHaveCount( 2 );
		await expect( more ).toBeHidden();

		await tabs.getByRole( 'tab', { name: 'Photos' } ).click();
		await expect( posts ).toHaveCount( 2 );
		await expect( more ).toBeVisible();

		// The keyboard: arrows move between tabs and choose; one tab is in the tab order.
		await page.keyboard.press( 'ArrowRight' );
		await expect( tabs.getByRole( 'tab', { name: 'All' } ) ).toBeFocused();
		await expect( posts ).toHaveCount( 5 );
		await page.keyboard.press( 'ArrowLeft' );
		await expect(
			tabs.getByRole( 'tab', { name: 'Photos' } )
		).toBeFocused();
		await page.keyboard.press( 'Home' );
		await expect(
			tabs.getByRole( 'tab', { name: 'All' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await page.keyboard.press( 'Tab' );
		await expect( posts.first() ).toBeFocused();
	} );

	test( 'Load more adds the next page, focuses its first post, goes after the last page, and its posts open too', async ( {
		page,
		baseURL,
	} ) => {
		const outside = await watchOutside( page, baseURL );
		await page.goto( PAGE );
		const block = page.locator( BLOCK );
		await block.getByRole( 'button', { name: 'Load more posts' } ).click();
		// The first click also brings the popup's script: a loaded machine may take a while.
		await expect( block.locator( POSTS ).getByRole( 'link' ) ).toHaveCount(
			9,
			{
				timeout: 15_000,
			}
		);
		const paper = block.getByRole( 'link', {
			name: 'Notebook paper, compared: 80, 100 and 120 g.',
		} );
		await expect( paper ).toBeFocused();
		await expect(
			block.getByRole( 'button', { name: 'Load more posts' } )
		).toHaveCount( 0 );
		await expect( block.getByRole( 'status' ) ).toHaveText(
			'4 more posts loaded.'
		);
		// Under Videos, the new video shows too.
		await block.getByRole( 'tab', { name: 'Videos' } ).click();
		await expect( block.locator( POSTS ).getByRole( 'link' ) ).toHaveCount(
			2
		);
		await block.getByRole( 'tab', { name: 'All' } ).click();

		await paper.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'dialog', {
				name: 'Notebook paper, compared: 80, 100 and 120 g.',
			} )
		).toBeVisible();
		expect( outside ).toEqual( [] );
	} );

	test( 'the popup works by keyboard: Close focused, Tab stays inside, Escape closes and returns the focus; a click outside closes it', async ( {
		page,
		baseURL,
	} ) => {
		await watchOutside( page, baseURL );
		await page.goto( PAGE );
		const first = page.locator( POSTS ).getByRole( 'link' ).first();
		await first.focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', { name: FIRST } );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();
		await expect( dialog ).toContainText( 'March 2, 2026' );
		await expect(
			dialog.getByRole( 'link', { name: 'View on Instagram' } )
		).toHaveAttribute( 'href', 'https://www.instagram.com/p/SwDemo01/' );
		// Share: the links show on hover and go 200 ms after the pointer leaves.
		const share = dialog.getByRole( 'button', { name: 'Share' } );
		const facebook = dialog.getByRole( 'link', { name: 'Facebook' } );
		await expect( facebook ).toBeHidden();
		await share.hover();
		await expect( facebook ).toBeVisible();
		await expect( facebook ).toHaveAttribute(
			'href',
			'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.instagram.com%2Fp%2FSwDemo01%2F'
		);
		await facebook.hover();
		await page.waitForTimeout( 400 );
		await expect( facebook ).toBeVisible();
		await dialog.getByRole( 'heading' ).hover();
		await expect( facebook ).toBeHidden();
		await share.focus();
		await page.keyboard.press( 'Enter' );
		await expect( facebook ).toBeVisible();
		await expect( share ).toHaveAttribute( 'aria-expanded', 'true' );
		await dialog.getByRole( 'button', { name: 'Close' } ).focus();
		for ( let i = 0; i < 4; i++ ) {
			await page.keyboard.press( 'Tab' );
			await expect( dialog.locator( ':focus' ) ).toHaveCount( 1 );
		}
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect( first ).toBeFocused();

		// Markup in a caption is text in the popup too.
		await page
			.locator( BLOCK )
			.getByRole( 'link', { name: /<b>Linen<\/b>/ } )
			.click();
		const hostile = page.getByRole( 'dialog' );
		await expect( hostile ).toContainText(
			'<img src=x onerror=alert(1)> <b>Linen</b> & "ink" <script>alert(1)</script> is text here.'
		);
		await expect(
			hostile.locator( 'b, script, img[onerror]' )
		).toHaveCount( 0 );
		await page.mouse.click( 5, 5 );
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	} );

	test( 'an album opens in the popup as a looping carousel, turned by its buttons and the arrow keys', async ( {
		page,
		baseURL,
	} ) => {
		const outside = await watchOutside( page, baseURL );
		await page.goto( PAGE );
		await page
			.locator( BLOCK )
			.getByRole( 'link', {
				name: 'Album: Spring colours: three new inks.',
			} )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Album: Spring colours: three new inks.',
		} );
		const album = dialog.getByRole( 'region', { name: 'Album' } );
		await expect( album ).toBeVisible();
		const status = album.locator( '.shopwright-photo-carousel__status' );
		await expect( status ).toHaveText( 'Image 1 of 3' );
		await expect(
			album.getByRole( 'group', { name: '1 of 3' } )
		).toBeVisible();
		await expect( album.getByRole( 'group' ) ).toHaveCount( 1 );
		await album.getByRole( 'button', { name: 'Previous image' } ).click();
		await expect( status ).toHaveText( 'Image 3 of 3' );
		await album.getByRole( 'button', { name: 'Next image' } ).click();
		await expect( status ).toHaveText( 'Image 1 of 3' );
		await album.getByRole( 'button', { name: 'Next image' } ).focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect( status ).toHaveText( 'Image 2 of 3' );
		await expect(
			album.getByRole( 'group', { name: '2 of 3' } )
		).toBeVisible();
		for ( const image of await album.locator( 'img' ).all() ) {
			expect( await image.getAttribute( 'src' ) ).toContain(
				'/uploads/shopwright-media/'
			);
		}

		expect( await seriousAxeViolations( page, '[role="dialog"]' ) ).toEqual(
			[]
		);
		await page.keyboard.press( 'Escape' );
		await expect(
			page.locator( BLOCK ).getByRole( 'link', {
				name: 'Album: Spring colours: three new inks.',
			} )
		).toBeFocused();
		expect( outside ).toEqual( [] );
	} );

	test( 'like and comment counts show once the owner turns them on (a business account)', async ( {
		page,
		baseURL,
		requestUtils,
	} ) => {
		await watchOutside( page, baseURL );
		await page.goto( PAGE );
		await expect( page.locator( BLOCK ) ).not.toContainText( 'likes' );
		await updateSettings( requestUtils, { media: { photo_counts: true } } );
		try {
			await page.goto( PAGE );
			const first = page.locator( POSTS ).getByRole( 'link' ).first();
			await expect( first ).toContainText( '128 likes, 12 comments' );
			await first.click();
			await expect( page.getByRole( 'dialog' ) ).toContainText(
				'128 likes, 12 comments'
			);
		} finally {
			await resetSettings( requestUtils );
		}
	} );

	test( 'the block and the open popup pass axe (WCAG 2.2 AA), and nothing shifts as the page loads', async ( {
		page,
		baseURL,
	} ) => {
		const outside = await watchOutside( page, baseURL );
		await watchShifts( page );
		await page.goto( PAGE );
		await page.waitForLoadState( 'networkidle' );
		await expect( page.locator( BLOCK ) ).toHaveClass( /has-tabs/ );
		expect( await seriousAxeViolations( page, BLOCK ) ).toEqual( [] );
		expect( await shifted( page ) ).toBeLessThan( 0.01 );

		await page.locator( POSTS ).getByRole( 'link' ).nth( 1 ).click();
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'link', { name: 'Watch the video on Instagram' } )
		).toBeVisible();
		expect( await seriousAxeViolations( page, '[role="dialog"]' ) ).toEqual(
			[]
		);
		expect( outside ).toEqual( [] );
	} );
} );

test.describe( 'Photo feed settings', () => {
	test( 'take an Instagram token as a password and never show it again', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const token = 'IGAAe2eTestToken_never-shown_0123456';
		await admin.visitAdminPage(
			'admin.php',
			'page=shopwright&section=media'
		);
		const field = page.getByLabel( 'Instagram access token' );
		await expect( field ).toHaveAttribute( 'type', 'password' );
		await expect( field ).toHaveValue( '' );
		await field.fill( token );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		try {
			await expect(
				page.getByText( 'Settings saved.' ).first()
			).toBeVisible();
			await page.reload();
			await expect(
				page.getByLabel( 'Instagram access token' )
			).toHaveValue( '' );
			await expect(
				page.getByText( 'An account is connected.' )
			).toBeVisible();
			expect( await page.content() ).not.toContain( token );
			const answer = await requestUtils.rest( {
				path: '/shopwright/v1/settings',
			} );
			expect( JSON.stringify( answer ) ).not.toContain( token );
			expect(
				await seriousAxeViolations( page, '#shopwright-settings-root' )
			).toEqual( [] );
		} finally {
			await resetSettings( requestUtils );
		}
	} );
} );
