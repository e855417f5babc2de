/**
 * The block as render.php prints it.
 */

export const ORIGIN = window.location.origin;

export const DRAWER_CONFIG = {
	storeApiRoot: `${ ORIGIN }/wp-json/wc/store/v1`,
	cartUrl: `${ ORIGIN }/cart/`,
	checkoutUrl: `${ ORIGIN }/checkout/`,
	pricesIncludeTax: true,
	i18n: {
		title: 'Your cart',
		close: 'Close the cart',
		loading: 'Loading your cart…',
		empty: 'Your cart is empty.',
		subtotal: 'Subtotal',
		viewCart: 'View cart',
		checkout: 'Checkout',
		removeLabel: 'Remove',
		remove: 'Remove %s from the cart',
		decrease: 'Reduce the quantity of %s',
		increase: 'Increase the quantity of %s',
		quantity: 'Quantity of %s',
		removed: '%s has been removed from your cart.',
		quantityChanged: 'The quantity of %1$s is now %2$d.',
		error: 'Your cart could not be updated. Please try again.',
		loadError: 'Your cart could not be loaded.',
	},
};

const attribute = ( value: unknown ) =>
	JSON.stringify( value ).replace( /&/g, '&amp;' ).replace( /"/g, '&quot;' );

export function blockMarkup( config: unknown = DRAWER_CONFIG, extra = '' ) {
	return `
		<div class="wp-block-shopwright-mini-cart is-empty" data-config="${ attribute(
			config
		) }" ${ extra }>
			<a class="wp-block-shopwright-mini-cart__button" href="${ ORIGIN }/cart/">
				<span class="screen-reader-text">Cart</span>
				<span class="wp-block-shopwright-mini-cart__count"><span class="screen-reader-text">Items:</span> <span class="wp-block-shopwright-mini-cart__count-value">0</span></span>
				<span class="wp-block-shopwright-mini-cart__total"><span class="screen-reader-text">Total:</span> <span class="wp-block-shopwright-mini-cart__total-value">0,00 €</span></span>
			</a>
			<div class="wp-block-shopwright-mini-cart__drawer" id="shopwright-mini-cart-1" hidden></div>
		</div>`;
}
