/**
 * The public stores as a theme uses them: a script outside the plugin (a test-site fixture,
 * printed before Shopwright's own scripts) reads the cart count from `shopwright/cart` and reacts
 * to an add, once through the small registry on a page without WordPress's data layer and once
 * through `wp.data` on a page that has it.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { NO_WOOCOMMERCE_REASON, resetSettings, WOOCOMMERCE } from '../utils';

const PROBES = [
	{ probe: 'plain', via: 'window.shopwright.data', react: false },
	{ probe: 'wp-data', via: 'wp.data', react: true },
];

test.describe( 'Public stores', () => {
	test.skip( ! WOOCOMMERCE, NO_WOOCOMMERCE_REASON );
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.beforeAll( async ( { requestUtils } ) => {
		await resetSettings( requestUtils );
	} );

	for ( const { probe, via, react } of PROBES ) {
		test( `a theme's script reads the cart count and hears an add, through ${ via }`, async ( {
			page,
		} ) => {
			const scripts: string[] = [];
			page.on( 'request', ( request ) => {
				if ( request.resourceType() === 'script' ) {
					scripts.push( request.url() );
				}
			} );
			const shop = `/shop/?shopwright-theme-probe=${ probe }`;
			await page.goto( shop );
			const badge = page.locator( '.theme-cart-probe' );
			await expect( badge ).toHaveAttribute( 'data-via', via );
			await expect( badge ).toHaveAttribute( 'data-count', '0' );
			// Without the theme asking for it, no React and no data layer came with the store.
			expect(
				scripts.some( ( url ) =>
					/\/wp-includes\/js\/dist\/(element|data)\b/.test( url )
				)
			).toBe( react );

			const pen = page.getByRole( 'link', {
				name: 'Add to cart: “Brass Pen”',
			} );
			const penId = await pen.getAttribute( 'data-product_id' );
			await pen.click();
			await pen.click();

			await expect( badge ).toHaveAttribute( 'data-count', '2' );
			await expect( badge ).toHaveAttribute(
				'data-added',
				`${ penId }×1`
			);

			// The next page knows the count from the browser's copy of the cart fragments.
			await page.goto( shop );
			await expect( badge ).toHaveAttribute( 'data-count', '2' );
			await expect( badge ).not.toHaveAttribute( 'data-added' );
		} );
	}
} );
