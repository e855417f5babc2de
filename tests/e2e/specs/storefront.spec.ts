/**
 * The storefront module against a real WooCommerce: the product page and catalogue without
 * jQuery, variation images, quantity buttons, tabs, the store notice and the FAQ accordion.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	NO_WOOCOMMERCE_REASON,
	resetSettings,
	seriousAxeViolations,
	WOOCOMMERCE,
} from '../utils';

const HOODIE = '/product/everyday-hoodie/';
const PEN = '/product/brass-pen/';
const JQUERY = /\/jquery(-migrate)?(\.min)?\.js/;

test.describe( 'Storefront', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	test( 'a product page loads no jQuery and fades its gallery in', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.resourceType() === 'script' ) {
				scripts.push( request.url() );
			}
		} );
		await page.goto( HOODIE );
		await expect(
			page.locator( '.woocommerce-product-gallery' )
		).toHaveCSS( 'opacity', '1' );
		expect( scripts.filter( ( url ) => JQUERY.test( url ) ) ).toEqual( [] );
		expect(
			scripts.some( ( url ) =>
				url.includes( '/build/frontend/storefront.js' )
			)
		).toBe( true );
		expect( await seriousAxeViolations( page ) ).toEqual( [] );
	} );

	test( 'the variation form swaps the picture, resets it, and explains a disabled button', async ( {
		page,
	} ) => {
		await page.goto( HOODIE );
		const picture = page.locator(
			'.woocommerce-product-gallery__image img'
		);
		const original = await picture.getAttribute( 'src' );
		const button = page.locator( '.single_add_to_cart_button' );
		const notice = page.locator( '.shopwright-variation-notice' );
		await expect( button ).toHaveClass( /wc-variation-selection-needed/ );
		// Dimmed, yet a working button: pressed, it says why under the options.
		await expect( button ).not.toHaveAttribute( 'aria-disabled', /.*/ );
		await button.click();
		await expect( notice ).toContainText( 'select some product options' );
		await expect( page.getByLabel( 'Colour' ) ).toBeFocused();

		await page.getByLabel( 'Colour' ).selectOption( 'Green' );
		await page.getByLabel( 'Size' ).selectOption( 'S' );
		await expect( picture ).toHaveAttribute( 'src', /green/i );
		await expect( button ).not.toHaveClass( /disabled/ );
		await expect(
			page.locator( 'input[name="variation_id"]' )
		).not.toHaveValue( /^0?$/ );

		// Red in L is out of stock: the second disabled state, with its own message.
		await page.getByLabel( 'Colour' ).selectOption( 'Red' );
		await page.getByLabel( 'Size' ).selectOption( 'L' );
		await expect( button ).toHaveClass( /wc-variation-is-unavailable/ );
		await button.click();
		await expect( notice ).toContainText( 'unavailable' );

		await page
			.getByRole( 'button', { name: 'Clear' } )
			.or( page.locator( '.reset_variations' ) )
			.first()
			.click();
		await expect( picture ).toHaveAttribute( 'src', original ?? '' );
		await expect( button ).toHaveClass( /wc-variation-selection-needed/ );
	} );

	test( 'quantity buttons step within the limits', async ( { page } ) => {
		await page.goto( PEN );
		const quantity = page.getByRole( 'spinbutton', { name: /quantity/i } );
		await expect( quantity ).toHaveValue( '1' );
		await page.getByRole( 'button', { name: 'Increase quantity' } ).click();
		await expect( quantity ).toHaveValue( '2' );
		await page.getByRole( 'button', { name: 'Decrease quantity' } ).click();
		await page.getByRole( 'button', { name: 'Decrease quantity' } ).click();
		await expect( quantity ).toHaveValue( '1' );
	} );

	test( 'product tabs work from the keyboard', async ( { page } ) => {
		await page.goto( PEN );
		const description = page.getByRole( 'tab', { name: 'Description' } );
		await expect( description ).toHaveAttribute( 'aria-selected', 'true' );
		await description.focus();
		await page.keyboard.press( 'End' );
		const last = page.getByRole( 'tab', { selected: true } );
		await expect( last ).toBeFocused();
		await expect( last ).not.toHaveText( 'Description' );
		await expect( page.getByRole( 'tabpanel' ) ).toBeVisible();
		await page.keyboard.press( 'Home' );
		await expect( description ).toBeFocused();
		await expect( description ).toHaveAttribute( 'aria-selected', 'true' );
	} );

	test( 'a dismissed store notice stays dismissed after a reload', async ( {
		page,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { woocommerce_demo_store: 'yes' },
		} );
		try {
			await page.goto( PEN );
			const notice = page.locator( '.woocommerce-store-notice' );
			await expect( notice ).toBeVisible();
			await notice.getByRole( 'button', { name: 'Dismiss' } ).click();
			await expect( notice ).toBeHidden();
			await page.reload();
			await expect(
				page.locator( '.woocommerce-store-notice' )
			).toBeHidden();
			const cookies = await page.context().cookies();
			expect(
				cookies.find( ( cookie ) =>
					cookie.name.startsWith( 'store_notice' )
				)
			).toMatchObject( { value: 'hidden', path: '/' } );
		} finally {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: { woocommerce_demo_store: 'no' },
			} );
		}
	} );

	test( 'the FAQ accordion opens and closes from the keyboard', async ( {
		page,
		requestUtils,
	} ) => {
		const faq = await requestUtils.createPage( {
			title: 'FAQ',
			status: 'publish',
			content: `<!-- wp:html -->
<div class="shopwright-accordion">
<h3><button type="button" aria-controls="faq-shipping">How fast do you ship?</button></h3>
<div id="faq-shipping"><p>Within two days.</p></div>
<h3><button type="button" aria-controls="faq-returns">Can I return a product?</button></h3>
<div id="faq-returns"><p>Within thirty days.</p></div>
</div>
<!-- /wp:html -->`,
		} );
		try {
			await page.goto( `/?page_id=${ faq.id }` );
			const shipping = page.getByRole( 'button', {
				name: 'How fast do you ship?',
			} );
			await expect( shipping ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
			await expect( page.getByText( 'Within two days.' ) ).toBeHidden();
			await shipping.focus();
			await page.keyboard.press( 'Enter' );
			await expect( shipping ).toHaveAttribute( 'aria-expanded', 'true' );
			await expect( page.getByText( 'Within two days.' ) ).toBeVisible();
			await page.keyboard.press( 'Space' );
			await expect( shipping ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
			await expect( page.getByText( 'Within two days.' ) ).toBeHidden();
			expect( await seriousAxeViolations( page ) ).toEqual( [] );
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ faq.id }`,
				params: { force: true },
			} );
		}
	} );

	test( 'the catalogue loads no jQuery, asks the server nothing, and passes axe', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		const dynamic: string[] = [];
		page.on( 'request', ( request ) => {
			const url = request.url();
			if ( request.resourceType() === 'script' ) {
				scripts.push( url );
			} else if (
				[ 'fetch', 'xhr' ].includes( request.resourceType() )
			) {
				dynamic.push( url );
			}
		} );
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'networkidle' );
		expect( scripts.filter( ( url ) => JQUERY.test( url ) ) ).toEqual( [] );
		expect( dynamic ).toEqual( [] );
		await expect(
			page.locator( 'a.ajax_add_to_cart[data-product_id]' ).first()
		).toBeVisible();
		expect( await seriousAxeViolations( page ) ).toEqual( [] );
	} );

	test( 'a header menu’s sub-menu opens after a pause with a fade, 10 to 20 em wide, and at once for reduced motion', async ( {
		page,
		requestUtils,
	} ) => {
		const menu = await requestUtils.createPage( {
			title: 'Menu probe',
			status: 'publish',
			content: `<!-- wp:html -->
<nav aria-label="Probe"><button type="button" data-shopwright-nav-toggle aria-controls="probe-menu">Menu</button>
<ul id="probe-menu" class="menu">
<li class="menu-item menu-item-has-children" id="probe-parent"><a href="#pens">Pens</a>
<ul class="sub-menu" style="position:absolute;background:#fff"><li class="menu-item"><a href="#ink">Ink</a></li><li class="menu-item"><a href="#long">Fountain pens, rollerballs, refills and every other writing instrument we carry in the shop</a></li></ul></li>
</ul></nav>
<!-- /wp:html -->`,
		} );
		try {
			// The tests run with reduced motion; this one asks for motion first.
			await page.emulateMedia( { reducedMotion: 'no-preference' } );
			await page.goto( `/?page_id=${ menu.id }` );
			const sub = page.locator( '#probe-parent > .sub-menu' );
			await expect( page.locator( '#probe-menu' ) ).toHaveClass(
				/shopwright-nav/
			);
			await expect( sub ).toBeHidden();
			const width = await sub.evaluate( ( element ) => {
				const em = parseFloat( getComputedStyle( element ).fontSize );
				return element.getBoundingClientRect().width / em;
			} );
			expect( width ).toBeGreaterThanOrEqual( 10 );
			expect( width ).toBeLessThanOrEqual( 20.01 );
			expect(
				await sub.evaluate(
					( element ) =>
						getComputedStyle( element ).transitionDuration
				)
			).toContain( '0.2s' );
			// The page notes when the pointer enters and leaves the item and when it opens and
			// closes, so the delays are measured where they happen, whatever the machine's load.
			await sub.evaluate( ( element ) => {
				const item = element.parentElement;
				const times: Record< string, number > = {};
				Object.assign( window, { probeTimes: times } );
				item?.addEventListener( 'mouseenter', () => {
					times.entered = performance.now();
				} );
				item?.addEventListener( 'mouseleave', () => {
					times.left = performance.now();
				} );
				if ( item ) {
					new MutationObserver( () => {
						times[
							item.classList.contains( 'is-open' )
								? 'opened'
								: 'closed'
						] = performance.now();
					} ).observe( item, {
						attributes: true,
						attributeFilter: [ 'class' ],
					} );
				}
			} );
			// Hovered: open after the 250 ms show delay, fading in.
			await page.getByRole( 'link', { name: 'Pens' } ).hover();
			await expect( sub ).toBeVisible();
			await expect( sub ).toHaveCSS( 'opacity', '1' );
			// Away from the item and its sub-menu: closed after the 500 ms hide delay.
			await page.mouse.move( 1, 1 );
			await expect( sub ).toBeHidden();
			const times = await page.evaluate(
				() =>
					(
						window as unknown as {
							probeTimes: Record< string, number >;
						}
					 ).probeTimes
			);
			expect( times.opened - times.entered ).toBeGreaterThanOrEqual(
				245
			);
			expect( times.closed - times.left ).toBeGreaterThanOrEqual( 495 );

			await page.emulateMedia( { reducedMotion: 'reduce' } );
			await page.reload();
			expect(
				await sub.evaluate(
					( element ) =>
						getComputedStyle( element ).transitionDuration
				)
			).toBe( '0s' );
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ menu.id }`,
				params: { force: true },
			} );
		}
	} );
} );
