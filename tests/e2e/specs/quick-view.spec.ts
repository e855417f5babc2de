/**
 * Quick view against a real WooCommerce: the button on the shop archive (WooCommerce's product
 * blocks in the block theme), on a product slider's cards and as the block an owner places in a
 * Product Collection, nothing loaded before intent, the dialog from the mouse and the
 * keyboard, adds of a simple and a variable product, Escape and focus return, the shareable
 * address and the back button, previous and next (in sight in a short window), and an axe scan of
 * the open dialog.
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
import { isRecord } from '../../../src/utils/is-record';

const ADD_TO_CART = /[?&]wc-ajax=add_to_cart/;
const DIALOG_SCRIPT = /\/build\/frontend\/quick-view\.js/;

const quickViewButton = ( page: Page, name: string ) =>
	page.getByRole( 'button', { name: `Quick view: ${ name }` } );

const dialog = ( page: Page ) => page.getByRole( 'dialog' );

test.describe( 'Quick view', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'loads nothing before intent, then opens from the mouse without moving the page', async ( {
		page,
	} ) => {
		const dialogScripts: string[] = [];
		page.on( 'request', ( request ) => {
			if ( DIALOG_SCRIPT.test( request.url() ) ) {
				dialogScripts.push( request.url() );
			}
		} );
		await page.goto( '/shop/' );
		const button = quickViewButton( page, 'Organic Cotton Tee' );
		await expect( button ).toBeVisible();
		await page.waitForLoadState( 'load' );
		expect( dialogScripts ).toEqual( [] );

		// Nothing on the page moves when the dialog opens (measured once the button is in view).
		await button.scrollIntoViewIfNeeded();
		const heading = page.getByRole( 'heading', { level: 1 } ).first();
		const before = await heading.boundingBox();
		await button.click();
		await expect( dialog( page ) ).toBeVisible();
		expect( dialogScripts.length ).toBe( 1 );
		await expect( dialog( page ) ).toHaveAccessibleName(
			'Organic Cotton Tee'
		);
		await expect(
			dialog( page ).getByRole( 'heading', {
				name: 'Organic Cotton Tee',
			} )
		).toBeVisible();
		expect( await heading.boundingBox() ).toEqual( before );
		await expect( page.locator( 'body' ) ).not.toHaveClass(
			/shopwright-quick-view-loading/
		);

		// The gallery: five images, four thumbnails in view, arrows that move the main image.
		const thumbs = dialog( page ).locator(
			'.shopwright-quick-view__thumb'
		);
		await expect( thumbs ).toHaveCount( 5 );
		await dialog( page )
			.getByRole( 'button', { name: 'Next image' } )
			.click();
		await expect( thumbs.nth( 1 ) ).toHaveAttribute(
			'aria-current',
			'true'
		);

		// The height fits the window less 150 px.
		const box = await dialog( page ).boundingBox();
		expect( box?.height ?? 0 ).toBeLessThanOrEqual( 800 - 150 );

		await dialog( page ).getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog( page ) ).toBeHidden();
		await expect( button ).toBeFocused();
	} );

	test( 'opens from the keyboard; Escape closes it and focus returns to the button', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const button = quickViewButton( page, 'Stoneware Mug' );
		await button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( dialog( page ) ).toBeVisible();
		await expect( dialog( page ) ).toBeFocused();
		// Tab stays inside.
		for ( let i = 0; i < 12; i++ ) {
			await page.keyboard.press( 'Tab' );
			expect(
				await page.evaluate(
					() =>
						document
							.querySelector( ':focus' )
							?.closest( '[role="dialog"]' ) !== null
				)
			).toBe( true );
		}
		await page.keyboard.press( 'Escape' );
		await expect( dialog( page ) ).toBeHidden();
		await expect( button ).toBeFocused();
	} );

	test( 'fades out over 400 ms when closed, and at once for visitors who ask for reduced motion', async ( {
		page,
	} ) => {
		// The tests run with reduced motion; this one asks for motion first.
		await page.emulateMedia( { reducedMotion: 'no-preference' } );
		await page.goto( '/shop/' );
		const closeAndWatch = () =>
			page.locator( '.shopwright-quick-view' ).evaluate(
				( overlay: HTMLElement ) =>
					new Promise< { ms: number; fades: string[] } >(
						( resolve ) => {
							overlay
								.querySelector< HTMLElement >(
									'.shopwright-quick-view__close'
								)!
								.click();
							// The animations running right after the click (a busy machine may
							// paint its first frame only once the fade is over).
							const fades = overlay
								.getAnimations()
								.map(
									( animation ) =>
										`${ Reflect.get( animation, 'animationName' ) }:${ animation.effect?.getTiming().duration }`
								);
							const start = performance.now();
							const tick = () => {
								const ms = performance.now() - start;
								if ( overlay.hidden ) {
									resolve( { ms, fades } );
								} else {
									requestAnimationFrame( tick );
								}
							};
							if ( overlay.hidden ) {
								resolve( { ms: 0, fades } );
							} else {
								tick();
							}
						}
					)
			);
		await quickViewButton( page, 'Stoneware Mug' ).click();
		await expect( dialog( page ) ).toBeVisible();
		await page.waitForTimeout( 300 ); // The 200 ms fade-in is over.
		const fade = await closeAndWatch();
		// Hidden only once the fade is over; that it ends at all is the promise resolving (a busy
		// machine may take longer than 400 ms to paint its frames, so no upper bound here).
		expect( fade.ms ).toBeGreaterThanOrEqual( 390 );
		expect( fade.fades ).toContain( 'shopwright-quick-view-fade-out:400' );
		await expect( quickViewButton( page, 'Stoneware Mug' ) ).toBeFocused();

		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await quickViewButton( page, 'Stoneware Mug' ).click();
		await expect( dialog( page ) ).toBeVisible();
		expect( ( await closeAndWatch() ).ms ).toBe( 0 );
	} );

	test( 'opens from a product slider’s card and from the Quick view button block, with the mouse and the keyboard', async ( {
		page,
	} ) => {
		// The slider: a card in view, once the carousel has taken over the row (which it does
		// when the shopper reaches for it).
		await page.goto( '/shopwright-product-slider/' );
		await page.locator( '.wp-block-shopwright-product-slider' ).hover();
		await expect(
			page.locator( '.wp-block-shopwright-product-slider' )
		).toHaveAttribute( 'data-carousel', 'ready' );
		const inSlider = page
			.locator(
				'.wp-block-shopwright-product-slider .slick-slide:not([inert])'
			)
			.getByRole( 'button', { name: /^Quick view: / } );
		const first = inSlider.first();
		const name = (
			( await first.getAttribute( 'aria-label' ) ) ?? ''
		).replace( /^Quick view: /, '' );
		expect( name ).not.toBe( '' );
		await first.click();
		await expect( dialog( page ) ).toHaveAccessibleName( name );
		await dialog( page ).getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog( page ) ).toBeHidden();
		await expect( first ).toBeFocused();

		const second = inSlider.nth( 1 );
		await second.focus();
		await page.keyboard.press( 'Enter' );
		await expect( dialog( page ) ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( dialog( page ) ).toBeHidden();
		await expect( second ).toBeFocused();

		// The block an owner places in a Product Collection's product template.
		await page.goto( '/shopwright-quick-view-button/' );
		const placed = quickViewButton( page, 'Canvas Tote Bag' );
		await expect( placed ).toHaveCount( 1 );
		await placed.click();
		await expect( dialog( page ) ).toHaveAccessibleName(
			'Canvas Tote Bag'
		);
		await page.keyboard.press( 'Escape' );
		await expect( placed ).toBeFocused();
		await page.keyboard.press( 'Space' );
		await expect( dialog( page ) ).toHaveAccessibleName(
			'Canvas Tote Bag'
		);
		await page.keyboard.press( 'Escape' );
		await expect( dialog( page ) ).toBeHidden();
	} );

	test( 'adds a simple product through the cart queue', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await quickViewButton( page, 'Stoneware Mug' ).click();
		await expect( dialog( page ) ).toBeVisible();
		const added = page.waitForResponse( ( response ) =>
			ADD_TO_CART.test( response.url() )
		);
		await dialog( page )
			.getByRole( 'button', { name: 'Add to cart' } )
			.click();
		await added;
		await expect(
			dialog( page ).getByRole( 'link', { name: 'View cart' } )
		).toBeVisible();
		await expect( dialog( page ).getByRole( 'status' ) ).toHaveText(
			'Added to your cart.'
		);
		await expect(
			page
				.locator( '.wp-block-shopwright-mini-cart__count-value' )
				.first()
		).toHaveText( '1' );
		expect( await cartContents( page ) ).toEqual( { 'Stoneware Mug': 1 } );
	} );

	test( 'flags the empty options of a variable product, then adds the chosen variation', async ( {
		page,
	} ) => {
		let requests = 0;
		page.on( 'request', ( request ) => {
			if ( ADD_TO_CART.test( request.url() ) ) {
				requests++;
			}
		} );
		await page.goto( '/shop/' );
		await quickViewButton( page, 'Everyday Hoodie' ).click();
		await expect( dialog( page ) ).toBeVisible();
		const colour = dialog( page ).locator(
			'select[name="attribute_colour"]'
		);
		const size = dialog( page ).locator( 'select[name="attribute_size"]' );
		const add = dialog( page ).getByRole( 'button', {
			name: 'Add to cart',
		} );

		// The button is dimmed until a variation matches, yet a shopper can still press it.
		await add.click( { force: true } );
		await expect( colour ).toHaveClass( /\brequired\b/ );
		await expect( colour ).toHaveClass( /\berror\b/ );
		await expect( size ).toHaveClass( /\berror\b/ );
		await expect( colour ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( colour ).toBeFocused();
		expect( requests ).toBe( 0 );

		await colour.selectOption( 'Green' );
		await add.click( { force: true } );
		await expect( colour ).not.toHaveClass( /\berror\b/ );
		await expect( size ).toHaveClass( /\berror\b/ );
		expect( requests ).toBe( 0 );

		await size.selectOption( 'M' );
		// The variation's image replaced the first slide's.
		await expect(
			dialog( page ).locator( '.wp-post-image' )
		).toHaveAttribute( 'alt', /Green/ );
		const added = page.waitForResponse( ( response ) =>
			ADD_TO_CART.test( response.url() )
		);
		await add.click();
		const answer: unknown = await ( await added ).json();
		expect( isRecord( answer ) && isRecord( answer.fragments ) ).toBe(
			true
		);
		await expect(
			dialog( page ).getByRole( 'link', { name: 'View cart' } )
		).toBeVisible();
		const cart = await cartContents( page );
		expect( Object.values( cart ) ).toEqual( [ 1 ] );
		expect( Object.keys( cart )[ 0 ] ).toContain( 'Everyday Hoodie' );
	} );

	test( 'is in the address while open; the address opens it and back closes it', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const button = quickViewButton( page, 'Brass Pen' );
		const id = await button.getAttribute( 'data-product-id' );
		await button.click();
		await expect( dialog( page ) ).toBeVisible();
		await expect( page ).toHaveURL(
			new RegExp( `[?&]quick-view=${ id }` )
		);
		await page.goBack();
		await expect( dialog( page ) ).toBeHidden();
		await expect( page ).not.toHaveURL( /quick-view=/ );

		await page.goto( `/shop/?quick-view=${ id }` );
		await expect( dialog( page ) ).toBeVisible();
		await expect( dialog( page ) ).toHaveAccessibleName( 'Brass Pen' );
		await page.keyboard.press( 'Escape' );
		await expect( dialog( page ) ).toBeHidden();
		await expect( page ).not.toHaveURL( /quick-view=/ );
	} );

	test( 'moves to the previous and next product in the listing order', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const names = (
			await page
				.locator( '.shopwright-quick-view-button' )
				.evaluateAll( ( buttons ) =>
					buttons.map(
						( button ) => button.getAttribute( 'aria-label' ) ?? ''
					)
				)
		).map( ( label ) => label.replace( /^Quick view: /, '' ) );
		expect( names.length ).toBeGreaterThan( 2 );
		await quickViewButton( page, names[ 1 ] ).click();
		await expect( dialog( page ) ).toHaveAccessibleName( names[ 1 ] );
		await dialog( page )
			.getByRole( 'button', { name: 'Next product' } )
			.click();
		await expect( dialog( page ) ).toHaveAccessibleName( names[ 2 ] );
		await dialog( page )
			.getByRole( 'button', { name: 'Previous product' } )
			.click();
		await dialog( page )
			.getByRole( 'button', { name: 'Previous product' } )
			.click();
		await expect( dialog( page ) ).toHaveAccessibleName( names[ 0 ] );
		await expect(
			dialog( page ).getByRole( 'button', { name: 'Previous product' } )
		).toBeDisabled();
	} );

	test( 'keeps previous and next product in sight at 768 px, inside the dialog and the window', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 768, height: 800 } );
		await page.goto( '/shop/' );
		await quickViewButton( page, 'Everyday Hoodie' ).click();
		await expect( dialog( page ) ).toBeVisible();
		await expect(
			dialog( page ).locator( 'select[name="attribute_size"]' )
		).toBeVisible();
		const panel = await dialog( page ).boundingBox();
		expect( panel ).not.toBeNull();
		for ( const name of [ 'Previous product', 'Next product' ] ) {
			const box = await dialog( page )
				.getByRole( 'button', { name } )
				.boundingBox();
			expect( box, name ).not.toBeNull();
			if ( box && panel ) {
				// Wholly inside the dialog, which is wholly inside the window.
				expect( box.y + box.height, name ).toBeLessThanOrEqual(
					panel.y + panel.height
				);
			}
		}
		expect(
			( panel?.y ?? 0 ) + ( panel?.height ?? 0 )
		).toBeLessThanOrEqual( 800 );
	} );

	test( 'an open quick view passes axe at WCAG 2.2 AA', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await quickViewButton( page, 'Everyday Hoodie' ).click();
		await expect( dialog( page ) ).toBeVisible();
		expect(
			await seriousAxeViolations( page, '.shopwright-quick-view' )
		).toEqual( [] );
	} );
} );
