/**
 * The product slider with real WooCommerce: the row before any script, the carousel loading only
 * once the shopper reaches for it and taking over without moving anything, its controls and autoplay pauses, its columns at three widths, and the
 * editor.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';
import path from 'node:path';

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
	seriousAxeViolations,
	WOOCOMMERCE,
} from '../utils';

const DEMO_PAGE = '/shopwright-product-slider/';
const SLIDER = '.wp-block-shopwright-product-slider';
const CAROUSEL_SCRIPT = /\/build\/frontend\/product-slider\.js/;
const REACT = /\/react(\.min)?\.js/;
const REACT_DOM = /\/react-dom(\.min)?\.js/;

/**
 * Starts collecting Chromium's layout-shift entries from the moment the slider's carousel begins
 * to take over (see the fixture).
 *
 * @param page The page, before it navigates.
 */
async function recordHydrationShifts( page: Page ): Promise< void > {
	await page.addInitScript( {
		path: path.join( __dirname, '../fixtures/hydration-shifts.js' ),
	} );
}

async function layoutShifts( page: Page ): Promise< number[] > {
	return page.evaluate(
		() =>
			( window as unknown as { shopwrightShifts: number[] } )
				.shopwrightShifts
	);
}

/**
 * Reaches for the slider with the pointer, which loads its carousel, and waits for it.
 *
 * @param page The page.
 */
async function reachForCarousel( page: Page ): Promise< void > {
	await page.locator( SLIDER ).hover();
	await waitForCarousel( page );
}

/**
 * Labels of the slides in view.
 *
 * @param page The page.
 */
async function visibleSlides( page: Page ): Promise< string[] > {
	return page
		.locator( `${ SLIDER } .slick-slide:not([inert]) [role="group"]` )
		.evaluateAll( ( groups ) =>
			groups.map( ( group ) => group.getAttribute( 'aria-label' ) ?? '' )
		);
}

async function waitForCarousel( page: Page ): Promise< void > {
	await expect( page.locator( SLIDER ) ).toHaveAttribute(
		'data-carousel',
		'ready'
	);
}

test.describe( 'Product slider', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );

	test( 'without scripts, is a row of usable cards that scrolls and snaps', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		await page.goto( DEMO_PAGE );
		const slider = page.locator( SLIDER );
		await expect( slider ).toBeVisible();
		const track = slider.locator( `${ SLIDER }__track` );
		await expect( track.locator( 'li' ) ).toHaveCount( 8 );
		const style = await track.evaluate( ( element ) => {
			const computed = getComputedStyle( element );
			return {
				overflow: computed.overflowX,
				snap: computed.scrollSnapType,
				scrolls: element.scrollWidth > element.clientWidth,
			};
		} );
		expect( style.overflow ).toBe( 'auto' );
		expect( style.snap ).toContain( 'x' );
		expect( style.scrolls ).toBe( true );
		// WooCommerce's own add to cart link, which works without scripts.
		const add = track
			.locator( 'a.add_to_cart_button.ajax_add_to_cart' )
			.first();
		await expect( add ).toHaveAttribute( 'href', /add-to-cart=\d+/ );
		await expect( add ).toHaveAttribute( 'data-product_id', /^\d+$/ );
		await context.close();
	} );

	test( 'in view, loads no React until the shopper reaches for it; then takes over without a layout shift', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await recordHydrationShifts( page );
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.resourceType() === 'script' ) {
				scripts.push( request.url() );
			}
		} );
		const loaded = () => ( {
			carousel: scripts.some( ( url ) => CAROUSEL_SCRIPT.test( url ) ),
			react: scripts.some( ( url ) => REACT.test( url ) ),
			reactDom: scripts.some( ( url ) => REACT_DOM.test( url ) ),
		} );
		const none = { carousel: false, react: false, reactDom: false };
		await page.goto( DEMO_PAGE );
		await page.waitForLoadState( 'networkidle' );
		const slider = page.locator( SLIDER );
		await expect( slider ).toBeInViewport();
		// In view and scrolled past, a while after load: still the server's row, and no React.
		await slider.scrollIntoViewIfNeeded();
		await page.mouse.wheel( 0, 200 );
		await page.mouse.wheel( 0, -200 );
		await page.waitForTimeout( 1500 );
		expect( loaded() ).toEqual( none );
		await expect( slider ).not.toHaveAttribute( 'data-carousel' );

		// The pointer coming onto it loads React, react-dom and the carousel, which takes over.
		const before = await slider.boundingBox();
		await slider.hover();
		await waitForCarousel( page );
		expect( loaded() ).toEqual( {
			carousel: true,
			react: true,
			reactDom: true,
		} );
		const after = await slider.boundingBox();
		expect( after?.height ).toBe( before?.height );
		await page.waitForTimeout( 300 );
		expect( await layoutShifts( page ) ).toEqual( [] );
	} );

	test( 'tabbing into the row loads it too; focus stays on the same card, and a scrolled row keeps its place', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		// A slow phone's processor (eight times slower): the carousel's start then overlaps its own
		// resize handling, which used to put it back at the first card.
		const cdp = await page.context().newCDPSession( page );
		await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 8 } );
		await page.goto( DEMO_PAGE );
		const track = page.locator( `${ SLIDER }__track` );
		// The second card's link, reached by the keyboard.
		await track.locator( 'li' ).nth( 1 ).locator( 'a' ).first().focus();
		await waitForCarousel( page );
		await expect
			.poll( () => visibleSlides( page ) )
			.toEqual( [ '2 of 8', '3 of 8', '4 of 8' ] );
		expect(
			await page
				.locator( ':focus' )
				.evaluate( ( element ) =>
					element
						.closest( '[role="group"]' )
						?.getAttribute( 'aria-label' )
				)
		).toBe( '2 of 8' );

		// A row scrolled by hand (a swipe, a trackpad) opens the carousel where the row was.
		await page.goto( DEMO_PAGE );
		await track.evaluate( ( row ) => {
			const card = row.querySelector( 'li' )?.getBoundingClientRect();
			row.scrollLeft = 3 * ( card?.width ?? 0 );
		} );
		await page.locator( SLIDER ).dispatchEvent( 'pointerdown' );
		await waitForCarousel( page );
		await expect
			.poll( () => visibleSlides( page ) )
			.toEqual( [ '4 of 8', '5 of 8', '6 of 8' ] );
	} );

	test( 'a click on a card before the carousel has arrived is the row’s', async ( {
		page,
	} ) => {
		// The carousel never arrives: the shopper's click on a card still follows its link.
		await page.route( CAROUSEL_SCRIPT, () => undefined );
		await page.goto( DEMO_PAGE );
		const link = page.locator( `${ SLIDER }__track li a` ).first();
		const href = await link.getAttribute( 'href' );
		await link.click();
		await expect( page ).toHaveURL( href ?? '' );
	} );

	test( 'moves with its arrows and dots', async ( { page } ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( DEMO_PAGE );
		await reachForCarousel( page );
		// Three cards: the demo's four columns do not fit its 645 px column at 160 px a card.
		expect( await visibleSlides( page ) ).toEqual( [
			'1 of 8',
			'2 of 8',
			'3 of 8',
		] );
		const previous = page.getByRole( 'button', {
			name: 'Previous products',
		} );
		await expect( previous ).toHaveAttribute( 'aria-disabled', 'true' );
		await page.getByRole( 'button', { name: 'Next products' } ).click();
		await expect
			.poll( () => visibleSlides( page ) )
			.toEqual( [ '4 of 8', '5 of 8', '6 of 8' ] );
		// Cards out of view are out of the tab order.
		await expect(
			page.locator( `${ SLIDER } .slick-slide[inert]` )
		).toHaveCount( 5 );

		await page
			.getByRole( 'button', { name: 'Show slide group 1' } )
			.click();
		await expect
			.poll( () => visibleSlides( page ) )
			.toEqual( [ '1 of 8', '2 of 8', '3 of 8' ] );
		await expect(
			page.getByRole( 'button', { name: 'Show slide group 1' } )
		).toHaveAttribute( 'aria-current', 'true' );
	} );

	for ( const [ width, columns ] of [
		// The demo's four columns at 1280 px sit in a 645 px column: three fit at 160 px a card.
		[ 1280, 3 ],
		[ 800, 2 ],
		[ 480, 1 ],
	] ) {
		test( `shows ${ columns } column(s) at ${ width } px, before and after the carousel`, async ( {
			browser,
			page,
		} ) => {
			// The server's row, as a shopper without scripts (or before them) sees it.
			const context = await browser.newContext( {
				javaScriptEnabled: false,
				viewport: { width, height: 900 },
			} );
			const row = await context.newPage();
			await row.goto( DEMO_PAGE );
			const perRow = await row
				.locator( `${ SLIDER }__track` )
				.evaluate(
					( element ) =>
						element.clientWidth /
						( element.querySelector( 'li' )?.getBoundingClientRect()
							.width ?? 1 )
				);
			expect( Math.round( perRow ) ).toBe( columns );
			await context.close();

			await page.setViewportSize( { width, height: 900 } );
			await page.goto( DEMO_PAGE );
			await reachForCarousel( page );
			expect( await visibleSlides( page ) ).toHaveLength( columns );
		} );
	}

	test( 'autoplay pauses on its button, on focus and on hover', async ( {
		browser,
		requestUtils,
	} ) => {
		// Several waits of seconds and two pages: a while on the shared two-core machine.
		test.slow();
		// The suite asks for reduced motion, which turns autoplay off; this test asks for none.
		const context = await browser.newContext( {
			baseURL: test.info().project.use.baseURL,
			reducedMotion: 'no-preference',
		} );
		const page = await context.newPage();
		const created = await requestUtils.createPage( {
			title: 'Slider autoplay check',
			status: 'publish',
			content:
				'<!-- wp:shopwright/product-slider {"autoplay":true,"autoplaySpeed":1000,"dots":true} /-->',
		} );
		try {
			await page.setViewportSize( { width: 1280, height: 900 } );
			await page.goto( `/?page_id=${ created.id }` );
			// A press on the slider brings the carousel; the pointer is never over it, which
			// would pause it.
			await page.locator( SLIDER ).dispatchEvent( 'pointerdown' );
			await waitForCarousel( page );
			const first = async () => ( await visibleSlides( page ) )[ 0 ];
			const pause = page.getByRole( 'button', { name: 'Pause slides' } );
			await expect( pause ).toBeVisible();
			await expect.poll( first, { timeout: 4000 } ).toBe( '4 of 8' );

			// The button.
			await pause.click();
			await expect(
				page.getByRole( 'button', { name: 'Play slides' } )
			).toBeVisible();
			const paused = await first();
			await page.mouse.move( 0, 0 );
			await page.waitForTimeout( 2500 );
			expect( await first() ).toBe( paused );
			await page.getByRole( 'button', { name: 'Play slides' } ).click();
			await page.mouse.move( 0, 0 );
			await expect.poll( first, { timeout: 4000 } ).not.toBe( paused );

			// Hover pauses, leaving goes on.
			await page.locator( `${ SLIDER } .slick-list` ).hover();
			const hovered = await first();
			await page.waitForTimeout( 2500 );
			expect( await first() ).toBe( hovered );
			await page.mouse.move( 0, 0 );
			await expect.poll( first, { timeout: 4000 } ).not.toBe( hovered );

			// Focus in a slide stops it for good. (A slide can turn inert between finding its
			// link and focusing it, when the carousel moves just then: focus again.)
			await expect( async () => {
				await page
					.locator( `${ SLIDER } .slick-slide:not([inert]) a` )
					.first()
					.focus();
				await expect(
					page.getByRole( 'button', { name: 'Play slides' } )
				).toBeVisible( { timeout: 500 } );
			} ).toPass( { timeout: 5000 } );
			const focused = await first();
			await page.mouse.move( 0, 0 );
			await page.waitForTimeout( 2500 );
			expect( await first() ).toBe( focused );
			await context.close();

			// With reduced motion (the suite's default), nothing moves and no pause button shows.
			const reduced = await browser.newPage( {
				baseURL: test.info().project.use.baseURL,
				reducedMotion: 'reduce',
			} );
			await reduced.goto( `/?page_id=${ created.id }` );
			await reduced.locator( SLIDER ).hover();
			await expect( reduced.locator( SLIDER ) ).toHaveAttribute(
				'data-carousel',
				'ready'
			);
			await expect(
				reduced.getByRole( 'button', { name: 'Pause slides' } )
			).toHaveCount( 0 );
			await reduced.close();
		} finally {
			await deletePage( requestUtils, created.id );
		}
	} );

	test( 'has no serious accessibility violations, as a row and as a carousel', async ( {
		page,
	} ) => {
		// Two axe scans of the page, each a while on the shared two-core machine.
		test.slow();
		// The row, as it is until the carousel's script arrives (here: never).
		await page.route( CAROUSEL_SCRIPT, ( route ) => route.abort() );
		await page.goto( DEMO_PAGE );
		await expect( page.locator( `${ SLIDER }__track` ) ).toBeVisible();
		expect( await seriousAxeViolations( page, SLIDER ) ).toEqual( [] );
		await page.unroute( CAROUSEL_SCRIPT );

		await page.goto( DEMO_PAGE );
		await reachForCarousel( page );
		await expect( page.locator( SLIDER ) ).toHaveAttribute(
			'aria-roledescription',
			'carousel'
		);
		expect( await seriousAxeViolations( page, SLIDER ) ).toEqual( [] );
	} );
} );

test.describe( 'Product slider in the editor', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );

	test( 'inserts a slider of the shop’s products and changes a setting', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Slider editor check' } );
		await editor.insertBlock( { name: 'shopwright/product-slider' } );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Product slider',
		} );
		await expect( block.locator( '.slick-slide' ).first() ).toBeVisible( {
			timeout: 15000,
		} );
		await expect(
			block.locator( '.slick-slide:not([inert]) [role="group"]' )
		).toHaveCount( 3 );
		await expect( block.getByText( 'Everyday Hoodie' ) ).toHaveCount( 1 );

		await editor.openDocumentSettingsSidebar();
		const arrows = page.getByRole( 'checkbox', { name: 'Arrows' } );
		await arrows.uncheck();
		await expect(
			block.getByRole( 'button', { name: 'Next products' } )
		).toHaveCount( 0 );
		const attributes = await editor.getBlocks();
		expect( attributes[ 0 ].attributes.arrows ).toBe( false );
	} );
} );
