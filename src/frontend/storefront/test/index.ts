/**
 * Internal dependencies
 */
import { initStorefront, parseConfig } from '../index';

const CONFIG = parseConfig(
	JSON.stringify( {
		cartUrl: '/cart/',
		fragmentsEnabled: true,
		i18n: {
			decreaseQuantity: 'Decrease quantity',
			increaseQuantity: 'Increase quantity',
			passwordShow: 'Show',
			passwordHide: 'Hide',
			cartItemDetails: 'Details',
		},
	} )
);

describe( 'initStorefront', () => {
	afterEach( () => {
		document.cookie =
			'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
	} );

	it( 'starts the modules on the page and stops them', () => {
		document.body.innerHTML = `
			<div class="quantity"><input class="qty" value="1" /></div>
			<form class="woocommerce-form"><input type="password" /></form>
			<form class="woocommerce-cart-form"><table><tr class="cart_item">
				<td class="product-name"><a href="/p">Shirt</a><dl class="variation"><dt>Size</dt><dd>L</dd></dl></td>
			</tr></table></form>`;
		const cleanup = initStorefront( document, CONFIG );
		expect(
			document.querySelector( '[aria-label="Increase quantity"]' )
		).not.toBeNull();
		expect( document.querySelector( '[aria-pressed]' ) ).not.toBeNull();
		expect( document.querySelector( '[aria-expanded]' ) ).not.toBeNull();
		cleanup();
		expect( document.querySelectorAll( 'button' ) ).toHaveLength( 0 );
	} );

	it( 'beside WooCommerce’s own scripts, only adds the cart’s detail rows', () => {
		document.body.innerHTML = `
			<div class="quantity"><input class="qty" value="1" /></div>
			<form class="woocommerce-cart-form"><table><tr class="cart_item">
				<td class="product-name"><a href="/p">Shirt</a><dl class="variation"><dt>Size</dt><dd>L</dd></dl></td>
			</tr></table></form>`;
		const cleanup = initStorefront( document, {
			...CONFIG,
			replacesClassic: false,
		} );
		expect(
			document.querySelector( '[aria-label="Increase quantity"]' )
		).toBeNull();
		expect( document.querySelector( '[aria-expanded]' ) ).not.toBeNull();
		cleanup();
		expect( document.querySelector( '[aria-expanded]' ) ).toBeNull();
	} );

	it( 'sends nothing on load for a visitor without a cart', () => {
		const fetch = jest.fn();
		window.fetch = fetch;
		document.body.innerHTML =
			'<div class="widget_shopping_cart_content"></div>';
		const cleanup = initStorefront( document, CONFIG );
		expect( fetch ).not.toHaveBeenCalled();
		cleanup();
	} );
} );
