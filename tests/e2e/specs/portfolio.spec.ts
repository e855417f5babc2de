/**
 * The portfolio on its demo page: category filters with the keyboard, without script, in the
 * address; the block in the editor; and archive pages scrolled to the template their address names.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { resetSettings, seriousAxeViolations } from '../utils';

const PORTFOLIO_PAGE = '/shopwright-portfolio/';
const PORTFOLIO_SCRIPT = /\/build\/portfolio\/view\.js/;
const SCROLL_SCRIPT = /\/build\/frontend\/template-scroll\.js/;

/**
 * Presses Tab until the locator has focus (at most 60 times), as a keyboard user would.
 *
 * @param page    The page.
 * @param locator What to reach.
 */
async function tabTo( page: Page, locator: Locator ): Promise< void > {
	for ( let i = 0; i < 60; i++ ) {
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

/**
 * The titles of the posts the grid shows.
 *
 * @param page The page.
 */
function shownTitles( page: Page ): Promise< string[] > {
	return page
		.locator( '.wp-block-shopwright-portfolio__item:visible h3' )
		.allInnerTexts();
}

test.describe( 'Portfolio', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'a filter chosen with the keyboard shows its posts in place, and the address follows', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request ) => scripts.push( request.url() ) );
		await page.goto( PORTFOLIO_PAGE );
		const filters = page.getByRole( 'list', {
			name: 'Filter by category',
		} );
		const all = filters.getByRole( 'link', { name: 'All' } );
		const linen = filters.getByRole( 'link', { name: 'Linen' } );
		await expect( all ).toHaveAttribute( 'aria-current', 'true' );
		expect( await shownTitles( page ) ).toEqual( [
			'A mended bread bag',
			'A 1950s pen restored',
			'Herringbone runner',
			'Tea towel set',
			'Stonewashed apron',
			'Copper dip pen',
		] );
		await expect
			.poll( () =>
				scripts.some( ( url ) => PORTFOLIO_SCRIPT.test( url ) )
			)
			.toBe( true );
		await page.waitForFunction(
			() =>
				document.querySelector(
					'script[data-shopwright-chunk="shopwright-portfolio-view"]'
				) !== null
		);
		// A page that reloads loses this.
		await page.evaluate( () => {
			document.body.dataset.sameDocument = 'yes';
		} );
		const grid = page.locator( '.wp-block-shopwright-portfolio__grid' );
		const gridTop = ( await grid.boundingBox() )?.y;

		await tabTo( page, linen );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /\?portfolio-filter=linen$/ );
		await expect( linen ).toHaveAttribute( 'aria-current', 'true' );
		await expect( all ).not.toHaveAttribute( 'aria-current', /.*/ );
		await expect( linen ).toBeFocused();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Linen: 3 items'
		);
		expect( await shownTitles( page ) ).toEqual( [
			'Herringbone runner',
			'Tea towel set',
			'Stonewashed apron',
		] );
		await expect( page.locator( 'body' ) ).toHaveAttribute(
			'data-same-document',
			'yes'
		);
		// Nothing above the grid moved.
		expect( ( await grid.boundingBox() )?.y ).toBe( gridTop );

		// Pens: four, three of which "all" did not show.
		await page.keyboard.press( 'Shift+Tab' );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /\?portfolio-filter=pens$/ );
		expect( await shownTitles( page ) ).toEqual( [
			'Copper dip pen',
			'Walnut pencil case',
			'Brass rollerball',
			'Engraved fountain pen',
		] );
		expect(
			await seriousAxeViolations( page, '.wp-block-shopwright-portfolio' )
		).toEqual( [] );

		// Back brings the previous filter, still without a reload.
		await page.goBack();
		await expect( page ).toHaveURL( /\?portfolio-filter=linen$/ );
		await expect( linen ).toHaveAttribute( 'aria-current', 'true' );
		expect( await shownTitles( page ) ).toHaveLength( 3 );
		await page.goBack();
		await expect( all ).toHaveAttribute( 'aria-current', 'true' );
		expect( await shownTitles( page ) ).toHaveLength( 6 );
		await expect( page.locator( 'body' ) ).toHaveAttribute(
			'data-same-document',
			'yes'
		);
	} );

	test( 'an address with a filter opens on it, and “All” takes it out of the address', async ( {
		page,
	} ) => {
		await page.goto( `${ PORTFOLIO_PAGE }?portfolio-filter=repairs` );
		const filters = page.getByRole( 'list', {
			name: 'Filter by category',
		} );
		await expect(
			filters.getByRole( 'link', { name: 'Repairs' } )
		).toHaveAttribute( 'aria-current', 'true' );
		expect( await shownTitles( page ) ).toEqual( [
			'A mended bread bag',
			'A 1950s pen restored',
		] );
		await filters.getByRole( 'link', { name: 'All' } ).click();
		await expect( page ).toHaveURL( new RegExp( `${ PORTFOLIO_PAGE }$` ) );
		expect( await shownTitles( page ) ).toHaveLength( 6 );
	} );

	test( 'the filters work without script, as links', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
			baseURL: process.env.WP_BASE_URL,
		} );
		const page = await context.newPage();
		await page.goto( PORTFOLIO_PAGE );
		const filters = page.getByRole( 'list', {
			name: 'Filter by category',
		} );
		await filters.getByRole( 'link', { name: 'Pens' } ).click();
		await expect( page ).toHaveURL( /\?portfolio-filter=pens$/ );
		await expect(
			filters.getByRole( 'link', { name: 'Pens' } )
		).toHaveAttribute( 'aria-current', 'true' );
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Pens: 4 items'
		);
		expect( await shownTitles( page ) ).toEqual( [
			'Copper dip pen',
			'Walnut pencil case',
			'Brass rollerball',
			'Engraved fountain pen',
		] );
		await context.close();
	} );
} );

test.describe( 'Portfolio in the editor', () => {
	test( 'the portfolio can be inserted, previewed from the server, with its settings', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Portfolio editor check' } );
		await editor.insertBlock( { name: 'shopwright/portfolio' } );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Portfolio',
		} );
		// The preview is the server's render, asked for over REST: slower than the editor itself.
		await expect( block ).toContainText( 'A mended bread bag', {
			timeout: 20000,
		} );
		await expect( block ).toContainText(
			'made and photographed in our workshop'
		);
		await editor.openDocumentSettingsSidebar();
		await expect(
			page.getByRole( 'combobox', { name: 'Show' } )
		).toHaveValue( 'post' );
		await expect(
			page.getByRole( 'checkbox', { name: 'Linen', exact: true } )
		).toBeVisible();
		await page
			.getByRole( 'checkbox', { name: 'Show the excerpt' } )
			.uncheck();
		await expect( block ).toContainText( 'A mended bread bag', {
			timeout: 20000,
		} );
		await expect( block ).not.toContainText(
			'made and photographed in our workshop',
			{ timeout: 20000 }
		);
	} );
} );

test.describe( 'Archive template scroll', () => {
	test.use( {
		storageState: { cookies: [], origins: [] },
		viewport: { width: 1280, height: 640 },
	} );

	let category = 0;
	const posts: number[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		const term = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/categories',
			data: { name: 'Scroll check', slug: 'shopwright-scroll-check' },
		} );
		category = term.id;
		for ( let i = 0; i < 8; i++ ) {
			const post = await requestUtils.rest< { id: number } >( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title: `Scroll check ${ i + 1 }`,
					content: `<!-- wp:paragraph --><p>${ 'A longer paragraph for the archive. '.repeat(
						12
					) }</p><!-- /wp:paragraph -->`,
					status: 'publish',
					categories: [ category ],
					date: `2026-02-${ String( 10 + i ).padStart(
						2,
						'0'
					) }T10:00:00`,
				},
			} );
			posts.push( post.id );
		}
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of posts ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ id }`,
				params: { force: true },
			} );
		}
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/categories/${ category }`,
			params: { force: true },
		} );
	} );

	/**
	 * How far the element's top is from the middle of the viewport, in pixels.
	 *
	 * @param page The page.
	 * @param id   The post whose card is the template.
	 */
	const offMiddle = ( page: Page, id: number ) =>
		page.evaluate(
			( postId ) =>
				Math.abs(
					( document
						.querySelector( `.post-${ postId }` )
						?.getBoundingClientRect().top ?? 1e6 ) -
						window.innerHeight / 2
				),
			id
		);

	/**
	 * Records every scroll position the page passes through, from its start.
	 *
	 * @param page The page.
	 */
	const recordScrolling = ( page: Page ) =>
		page.addInitScript( () => {
			const seen: number[] = [];
			Reflect.set( window, 'scrollPositions', seen );
			window.addEventListener( 'scroll', () =>
				seen.push( Math.round( window.scrollY ) )
			);
		} );
	const positions = ( page: Page ) =>
		page.evaluate(
			() =>
				new Set( Reflect.get( window, 'scrollPositions' ) as number[] )
					.size
		);

	test( 'the template the address names lands mid-viewport, smoothly', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'no-preference' } );
		await recordScrolling( page );
		// The fourth newest of eight: far enough down to scroll, with room below to centre it.
		const target = posts[ 4 ];
		await page.goto(
			`/category/shopwright-scroll-check/?template-id=post-${ target }`
		);
		await expect.poll( () => offMiddle( page, target ) ).toBeLessThan( 2 );
		expect( await page.evaluate( () => window.scrollY ) ).toBeGreaterThan(
			100
		);
		// Smoothly: the page passed through positions on its way.
		expect( await positions( page ) ).toBeGreaterThan( 1 );
	} );

	test( 'at once under reduced motion, and only a safe id moves the page', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await recordScrolling( page );
		const target = posts[ 4 ];
		await page.goto(
			`/category/shopwright-scroll-check/?template-id=post-${ target }`
		);
		await expect.poll( () => offMiddle( page, target ) ).toBeLessThan( 2 );
		// At once: one jump, no positions on the way.
		expect( await positions( page ) ).toBe( 1 );

		const scripts: string[] = [];
		page.on( 'request', ( request ) => scripts.push( request.url() ) );
		for ( const value of [
			`%22%5D%2Cbody%20.post-${ target }`,
			`${ target }`,
		] ) {
			await page.goto(
				`/category/shopwright-scroll-check/?template-id=${ value }`
			);
			await page.waitForLoadState( 'load' );
			expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
		}
		await page.goto( '/category/shopwright-scroll-check/' );
		await page.waitForLoadState( 'networkidle' );
		expect( scripts.some( ( url ) => SCROLL_SCRIPT.test( url ) ) ).toBe(
			false
		);
	} );
} );
