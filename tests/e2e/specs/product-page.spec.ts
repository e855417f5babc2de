/**
 * The single product page a shopper gets from the storefront module, on the block theme (Twenty
 * Twenty-Five) and a classic one (Twenty Twenty-One), against WooCommerce's own stylesheets: the
 * gallery shows one image at a time from its thumbnails, by mouse and keyboard; a chosen
 * variation updates the SKU, weight, dimensions and quantity limits and clearing it puts the
 * product's back; add to cart explains itself when options are missing; the review form's
 * rating is a radio group of stars.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	activateTheme,
	keepScreenshot,
	NO_WOOCOMMERCE_REASON,
	resetSettings,
	seriousAxeViolations,
	WOOCOMMERCE,
} from '../utils';
import { deleteAllPopups } from '../utils/popups';

const TEE = '/product/organic-cotton-tee/';
const HOODIE = '/product/everyday-hoodie/';
const THEMES = [ 'twentytwentyfive', 'twentytwentyone' ];

const slides = ( page: Page ) =>
	page.locator( '.woocommerce-product-gallery__image' );
const thumbnails = ( page: Page ) =>
	page.locator( '.woocommerce-product-gallery .flex-control-thumbs button' );

/**
 * The gallery's images a shopper can see: index in the list, alt text and width.
 *
 * @param page The product page.
 */
function visibleImages( page: Page ) {
	return slides( page ).evaluateAll( ( elements ) =>
		elements
			.map( ( element, index ) => {
				const box = element.getBoundingClientRect();
				return {
					index,
					alt: element.querySelector( 'img' )?.alt ?? '',
					width: Math.round( box.width ),
					shown:
						box.width > 0 &&
						box.height > 0 &&
						getComputedStyle( element ).visibility !== 'hidden',
				};
			} )
			.filter( ( image ) => image.shown )
			.map( ( { index, alt, width } ) => ( { index, alt, width } ) )
	);
}

/**
 * Exactly one image shows, the one at `index`, as wide as the gallery.
 *
 * @param page  The product page.
 * @param index The image expected.
 */
async function expectOnly( page: Page, index: number ) {
	const galleryWidth = await page
		.locator( '.woocommerce-product-gallery' )
		.evaluate( ( element ) => element.getBoundingClientRect().width );
	await expect
		.poll( async () =>
			( await visibleImages( page ) ).map( ( image ) => image.index )
		)
		.toEqual( [ index ] );
	const [ image ] = await visibleImages( page );
	expect( image.width ).toBeGreaterThan( galleryWidth * 0.9 );
	await expect( thumbnails( page ).nth( index ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
}

const additionalValue = ( page: Page, row: string ): Locator =>
	page.locator(
		`.woocommerce-product-attributes-item--${ row } .woocommerce-product-attributes-item__value`
	);

for ( const theme of THEMES ) {
	test.describe( `Product page on ${ theme }`, () => {
		test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
		test.use( { storageState: { cookies: [], origins: [] } } );

		test.beforeAll( async ( { requestUtils } ) => {
			await resetSettings( requestUtils );
			// A popup over the page would take the clicks meant for it.
			await deleteAllPopups( requestUtils );
			await activateTheme( requestUtils, theme );
		} );
		test.afterAll( async ( { requestUtils } ) => {
			await activateTheme( requestUtils, 'twentytwentyfive' );
		} );

		test( 'the gallery shows one image at a time, full width, from its thumbnails', async ( {
			page,
		} ) => {
			// Two window sizes, screenshots and a scan: more than a minute on a busy machine.
			test.slow();
			await page.goto( TEE );
			await expect(
				page.locator( '.woocommerce-product-gallery' )
			).toHaveCSS( 'opacity', '1' );
			await expect( thumbnails( page ) ).toHaveCount( 5 );
			await expectOnly( page, 0 );
			await keepScreenshot(
				page,
				`product-gallery-${ theme }-1280`,
				false
			);

			await thumbnails( page ).nth( 2 ).click();
			await expectOnly( page, 2 );
			await expect(
				slides( page ).nth( 2 ).locator( 'img' )
			).toHaveAttribute( 'alt', 'Organic Cotton Tee Detail' );
			await keepScreenshot(
				page,
				`product-gallery-${ theme }-1280-third`,
				false
			);

			// A narrow window: still one image, and its thumbnail pressed.
			await page.setViewportSize( { width: 400, height: 800 } );
			await expectOnly( page, 2 );
			await thumbnails( page ).nth( 4 ).click();
			await expectOnly( page, 4 );
			await keepScreenshot( page, `product-gallery-${ theme }-400` );

			expect(
				await seriousAxeViolations(
					page,
					'.woocommerce-product-gallery'
				)
			).toEqual( [] );
		} );

		test( 'the gallery works from the keyboard', async ( { page } ) => {
			await page.goto( TEE );
			await expectOnly( page, 0 );
			await thumbnails( page ).nth( 0 ).focus();
			await page.keyboard.press( 'Tab' );
			await expect( thumbnails( page ).nth( 1 ) ).toBeFocused();
			await page.keyboard.press( 'Enter' );
			await expectOnly( page, 1 );
			await page.keyboard.press( 'Tab' );
			await page.keyboard.press( 'Space' );
			await expectOnly( page, 2 );
			await expect( thumbnails( page ).nth( 2 ) ).toBeFocused();
		} );

		test( 'a chosen variation shows its SKU, weight, dimensions and quantity limits, and clearing it the product’s', async ( {
			page,
		} ) => {
			await page.goto( HOODIE );
			await page
				.getByRole( 'tab', { name: /Additional information/ } )
				.click();
			const sku = page.locator( '.product_meta .sku' );
			const weight = additionalValue( page, 'weight' );
			const dimensions = additionalValue( page, 'dimensions' );
			const quantity = page.locator( 'form.variations_form input.qty' );
			await expect( weight ).toHaveText( 'N/A' );
			await expect( dimensions ).toHaveText( 'N/A' );
			const productSku = ( await sku.count() )
				? await sku.textContent()
				: null;

			await page.getByLabel( 'Colour' ).selectOption( 'Green' );
			await page.getByLabel( 'Size' ).selectOption( 'S' );
			await expect( weight ).toHaveText( /^0\.4 (kg|lbs)$/ );
			await expect( dimensions ).toHaveText( /^66 × 50 × 3 (cm|in)$/ );
			if ( productSku !== null ) {
				await expect( sku ).toHaveText( 'SW-HOODIE-GREEN-S' );
			}
			await expect( quantity ).not.toHaveAttribute( 'max', /\d/ );

			// Red in S has four in stock: the quantity cannot go past them.
			await page.getByLabel( 'Colour' ).selectOption( 'Red' );
			await expect( quantity ).toHaveAttribute( 'max', '4' );
			await quantity.fill( '9' );
			await page.getByLabel( 'Size' ).selectOption( 'M' );
			await expect( weight ).toHaveText( /^0\.5 (kg|lbs)$/ );
			await expect( dimensions ).toHaveText( /^70 × 54 × 3 (cm|in)$/ );
			await expect( quantity ).not.toHaveAttribute( 'max', /\d/ );
			await page.getByLabel( 'Size' ).selectOption( 'S' );
			await expect( quantity ).toHaveAttribute( 'max', '4' );
			await expect( quantity ).toHaveValue( '4' );
			if ( productSku !== null ) {
				await expect( sku ).toHaveText( 'SW-HOODIE-RED-S' );
			}

			await page.locator( '.reset_variations' ).click();
			await expect( weight ).toHaveText( 'N/A' );
			await expect( dimensions ).toHaveText( 'N/A' );
			if ( productSku !== null ) {
				await expect( sku ).toHaveText( productSku );
			}
			await expect( quantity ).not.toHaveAttribute( 'max', /\d/ );
		} );

		test( 'add to cart after the options are cleared can be pressed, says what is missing and goes to it', async ( {
			page,
		} ) => {
			const dialogs: string[] = [];
			page.on( 'dialog', ( dialog ) => {
				dialogs.push( dialog.message() );
				void dialog.dismiss();
			} );
			await page.goto( HOODIE );
			await page.getByLabel( 'Colour' ).selectOption( 'Blue' );
			await page.getByLabel( 'Size' ).selectOption( 'M' );
			await page.locator( '.reset_variations' ).click();

			const button = page.locator( '.single_add_to_cart_button' );
			await expect( button ).toHaveClass(
				/wc-variation-selection-needed/
			);
			// No `force`: a tool (or assistive technology) that respects the
			// accessibility tree can press it.
			await expect( button ).toBeEnabled();
			await page.getByLabel( 'Colour' ).selectOption( 'Blue' );
			await button.click();

			const size = page.getByLabel( 'Size' );
			await expect( size ).toBeFocused();
			await expect( size ).toHaveAccessibleDescription(
				/select some product options/
			);
			await expect(
				page.locator( '.shopwright-variation-notice' )
			).toBeVisible();
			expect( dialogs ).toEqual( [] );
			expect( page.url() ).toContain( HOODIE );

			await size.selectOption( 'M' );
			await expect(
				page.locator( '.shopwright-variation-notice' )
			).toHaveCount( 0 );
			await expect( size ).not.toHaveAccessibleDescription(
				/select some product options/
			);
			expect( await seriousAxeViolations( page, 'form.cart' ) ).toEqual(
				[]
			);
		} );

		test( 'the review rating is a radio group of stars, by mouse and keyboard, and is required', async ( {
			page,
		} ) => {
			test.slow();
			const dialogs: string[] = [];
			page.on( 'dialog', ( dialog ) => {
				dialogs.push( dialog.message() );
				void dialog.dismiss();
			} );
			let posted = '';
			await page.route( '**/wp-comments-post.php', async ( route ) => {
				posted = route.request().postData() ?? '';
				await route.fulfill( { status: 200, body: 'ok' } );
			} );
			await page.goto( `${ TEE }#reviews` );
			const group = page.getByRole( 'radiogroup', {
				name: /Your rating/,
			} );
			await expect( group ).toBeVisible();
			await expect( page.locator( 'select#rating' ) ).toBeHidden();
			await expect( group.getByRole( 'radio' ) ).toHaveCount( 5 );
			await expect(
				page.locator( '.stars a.star-4' )
			).toHaveAccessibleName( 'Good' );
			await page.locator( '#comment' ).fill( 'Soft and well made.' );
			await page.locator( '#author' ).fill( 'Ada' );
			await page.locator( '#email' ).fill( 'ada@example.com' );

			// Required: the form is not sent without one, and the shopper is taken to the stars.
			await page.locator( '#respond #submit' ).click();
			await expect
				.poll( () => dialogs )
				.toEqual( [ 'Please select a rating' ] );
			expect( posted ).toBe( '' );
			const first = group.getByRole( 'radio', { name: 'Very poor' } );
			await expect( first ).toBeFocused();

			await page.keyboard.press( 'ArrowRight' );
			await page.keyboard.press( 'ArrowRight' );
			await expect(
				group.getByRole( 'radio', { name: 'Average' } )
			).toBeChecked();
			await expect( page.locator( 'select#rating' ) ).toHaveValue( '3' );

			await page.locator( '.stars a.star-4' ).click();
			await expect(
				group.getByRole( 'radio', { name: 'Good' } )
			).toBeChecked();
			await expect(
				group.getByRole( 'radio', { checked: true } )
			).toHaveCount( 1 );
			await keepScreenshot( page, `review-stars-${ theme }`, false );
			expect( await seriousAxeViolations( page, '#respond' ) ).toEqual(
				[]
			);

			await page.locator( '#respond #submit' ).click();
			await expect.poll( () => posted ).toContain( 'rating=4' );
		} );
	} );
}
