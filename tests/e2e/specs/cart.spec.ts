/**
 * The cart without jQuery against a real WooCommerce: queued add to cart from the catalogue, a
 * failure in the middle of a queue, the product page's form, the mini cart drawer, and cart
 * fragments served from the browser's copy on the second page view.
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
import {
	cartContents,
	NO_WOOCOMMERCE_REASON,
	resetSettings,
	seriousAxeViolations,
	WOOCOMMERCE,
} from '../utils';

const ADD_TO_CART = /[?&]wc-ajax=add_to_cart/;
const FRAGMENTS = /[?&]wc-ajax=get_refreshed_fragments/;

const addButton = ( page: Page, name: string ) =>
	page.getByRole( 'link', { name: `Add to cart: “${ name }”` } );

const miniCartCount = ( page: Page ) =>
	page.locator( '.wp-block-shopwright-mini-cart__count-value' ).first();

test.describe( 'Cart', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'adds from the catalogue one request at a time, with a View cart link and an announcement', async ( {
		page,
	} ) => {
		const inFlight: string[] = [];
		let overlap = false;
		page.on( 'request', ( request ) => {
			if ( ADD_TO_CART.test( request.url() ) ) {
				overlap ||= inFlight.length > 0;
				inFlight.push( request.url() );
			}
		} );
		const settle = ( request: { url: () => string } ) => {
			if ( ADD_TO_CART.test( request.url() ) ) {
				inFlight.pop();
			}
		};
		page.on( 'requestfinished', settle );
		page.on( 'requestfailed', settle );

		await page.goto( '/shop/' );
		await expect( miniCartCount( page ) ).toHaveText( '0' );
		const pen = addButton( page, 'Brass Pen' );
		const mug = addButton( page, 'Stoneware Mug' );
		await pen.click();
		await mug.click();
		await pen.click();

		await expect( pen ).toHaveClass( /\badded\b/ );
		await expect( mug ).toHaveClass( /\badded\b/ );
		await expect(
			page.getByRole( 'link', { name: 'View cart' } ).first()
		).toBeVisible();
		await expect( page.getByRole( 'status' ).last() ).not.toBeEmpty();
		await expect
			.poll( () => cartContents( page ) )
			.toEqual( {
				'Brass Pen': 2,
				'Stoneware Mug': 1,
			} );
		await expect( miniCartCount( page ) ).toHaveText( '3' );
		expect( overlap ).toBe( false );
		expect( await seriousAxeViolations( page ) ).toEqual( [] );
	} );

	test( 'in a block theme grid the button lines up with the title and price, and "View cart" moves nothing', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'load' );
		const card = page
			.locator( 'li.wc-block-product' )
			.filter( { hasText: 'Brass Pen' } );
		const pen = addButton( page, 'Brass Pen' );
		const centre = async (
			box: Promise< { x: number; width: number } | null >
		) => {
			const found = await box;
			return found ? found.x + found.width / 2 : NaN;
		};
		const titleCentre = await centre(
			card.locator( '.wp-block-post-title' ).boundingBox()
		);
		expect(
			Math.abs( ( await centre( pen.boundingBox() ) ) - titleCentre )
		).toBeLessThan( 2 );
		expect(
			Math.abs(
				( await centre(
					card
						.locator( '.wc-block-components-product-price' )
						.boundingBox()
				) ) - titleCentre
			)
		).toBeLessThan( 2 );

		// Every layout shift from here on, with or without recent input (Chromium leaves shifts
		// right after a click out of its score; a shopper still sees them).
		await page.evaluate( () => {
			// Each shift, named by the elements it moved.
			const shifts: string[] = [];
			Reflect.set( window, 'shopwrightShifts', shifts );
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() ) {
					const sources: unknown = Reflect.get( entry, 'sources' );
					const moved = Array.isArray( sources )
						? sources.map( ( source: unknown ) => {
								const node: unknown =
									source && Reflect.get( source, 'node' );
								return node instanceof Element
									? `${ node.tagName }.${ node.className }`
									: String( node );
							} )
						: [];
					shifts.push(
						`${ Reflect.get( entry, 'value' ) }: ${ moved.join( ', ' ) }`
					);
				}
			} ).observe( { type: 'layout-shift' } );
		} );
		const cards = page.locator( 'li.wc-block-product' );
		const boxes = async () =>
			Promise.all(
				( await cards.all() ).map( ( item ) => item.boundingBox() )
			);
		// Where the click leaves the page: a button at the fold's edge is scrolled into view first.
		await pen.scrollIntoViewIfNeeded();
		const cardsBefore = await boxes();
		expect( cardsBefore.length ).toBeGreaterThan( 3 );
		const before = await pen.boundingBox();
		await pen.click();
		const viewCart = card.getByRole( 'link', { name: 'View cart' } );
		await expect( viewCart ).toBeVisible();
		await expect( miniCartCount( page ) ).toHaveText( '1' );
		// Let the frame after the change be painted and measured.
		await page.evaluate(
			() =>
				new Promise( ( resolve ) =>
					requestAnimationFrame( () =>
						requestAnimationFrame( resolve )
					)
				)
		);

		expect(
			await page.evaluate( () =>
				Reflect.get( window, 'shopwrightShifts' )
			)
		).toEqual( [] );
		expect( await pen.boundingBox() ).toEqual( before );
		// Neither the button nor any product card, below it or beside it, moved.
		expect( await boxes() ).toEqual( cardsBefore );
	} );

	test( 'a failed request in the middle of a queue is reported and the queue goes on', async ( {
		page,
	} ) => {
		let calls = 0;
		await page.route( ADD_TO_CART, async ( route ) => {
			calls++;
			if ( calls === 2 ) {
				await route.abort( 'failed' );
			} else {
				await route.continue();
			}
		} );
		await page.goto( '/shop/' );
		await addButton( page, 'Brass Pen' ).click();
		await addButton( page, 'Stoneware Mug' ).click();
		await addButton( page, 'Linen Notebook' ).click();

		await expect( page.getByRole( 'alert' ).last() ).toContainText(
			/could not be added/i
		);
		await expect
			.poll( () => cartContents( page ) )
			.toEqual( {
				'Brass Pen': 1,
				'Linen Notebook': 1,
			} );
		await expect( addButton( page, 'Stoneware Mug' ) ).not.toHaveClass(
			/\badded\b/
		);
		expect( calls ).toBe( 3 );
	} );

	test( 'a simple product goes in from its page with the quantity chosen', async ( {
		page,
	} ) => {
		await page.goto( '/product/brass-pen/' );
		await page.getByRole( 'button', { name: 'Increase quantity' } ).click();
		await page.getByRole( 'button', { name: 'Add to cart' } ).click();
		await expect(
			page.getByText(
				/have been added to your cart|has been added to your cart/
			)
		).toBeVisible();
		await expect( miniCartCount( page ) ).toHaveText( '2' );
		expect( await cartContents( page ) ).toEqual( { 'Brass Pen': 2 } );
		expect( await seriousAxeViolations( page ) ).toEqual( [] );
	} );

	test( 'a variable product goes in from its page', async ( { page } ) => {
		await page.goto( '/product/everyday-hoodie/' );
		await page.getByLabel( 'Colour' ).selectOption( 'Blue' );
		await page.getByLabel( 'Size' ).selectOption( 'M' );
		await page.getByRole( 'button', { name: 'Add to cart' } ).click();
		await expect(
			page.getByText( /has been added to your cart/ )
		).toBeVisible();
		await expect( miniCartCount( page ) ).toHaveText( '1' );
		expect( await cartContents( page ) ).toEqual( {
			'Everyday Hoodie': 1,
		} );
	} );

	test( 'the mini cart drawer changes a quantity and removes an item from the keyboard', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await addButton( page, 'Brass Pen' ).click();
		await expect( miniCartCount( page ) ).toHaveText( '1' );

		const opener = page.locator( '.wp-block-shopwright-mini-cart__button' );
		await opener.focus();
		await page.keyboard.press( 'Enter' );
		const drawer = page.getByRole( 'dialog', { name: 'Your cart' } );
		await expect( drawer ).toBeVisible();
		await drawer
			.getByRole( 'button', {
				name: 'Increase the quantity of Brass Pen',
			} )
			.click();
		await expect
			.poll( () => cartContents( page ) )
			.toEqual( {
				'Brass Pen': 2,
			} );
		await expect( miniCartCount( page ) ).toHaveText( '2' );
		expect( await seriousAxeViolations( page ) ).toEqual( [] );

		await drawer
			.getByRole( 'button', { name: 'Remove Brass Pen from the cart' } )
			.click();
		await expect( drawer.getByText( 'Your cart is empty.' ) ).toBeVisible();
		await expect.poll( () => cartContents( page ) ).toEqual( {} );
		await expect( miniCartCount( page ) ).toHaveText( '0' );

		await page.keyboard.press( 'Escape' );
		await expect( drawer ).toBeHidden();
		await expect( opener ).toBeFocused();
	} );

	test( 'cart fragments come from the browser’s copy on the second page view', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await addButton( page, 'Brass Pen' ).click();
		await expect( miniCartCount( page ) ).toHaveText( '1' );

		const refreshes: string[] = [];
		page.on( 'request', ( request ) => {
			if ( FRAGMENTS.test( request.url() ) ) {
				refreshes.push( request.url() );
			}
		} );
		await page.goto( '/product/brass-pen/' );
		await page.waitForLoadState( 'networkidle' );
		const first = refreshes.length;
		await page.goto( '/product/stoneware-mug/' );
		await page.waitForLoadState( 'networkidle' );
		expect( refreshes.length - first ).toBe( 0 );
		expect( first ).toBeLessThanOrEqual( 1 );
		await expect( miniCartCount( page ) ).toHaveText( '1' );
	} );
} );
