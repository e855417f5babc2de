<?php
/**
 * The number of items in the cart, as a cart fragment.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Storefront;

defined( 'ABSPATH' ) || exit;

/**
 * Every wc-ajax cart answer (an add, a removal, a fragments refresh) carries fragments: markup
 * the page swaps in. This one carries the cart's item count, so the storefront's public cart
 * store knows it after any change without a request of its own. It replaces nothing a theme
 * prints unless the theme prints an element with the attribute, and then keeps it current.
 */
final class CartCountFragment {

	public const SELECTOR = '[data-shopwright-cart-count]';

	/**
	 * Hooks the fragment.
	 */
	public function register(): void {
		add_filter( 'woocommerce_add_to_cart_fragments', array( $this, 'add' ) );
	}

	/**
	 * Adds the count to the fragments.
	 *
	 * @param mixed $fragments Selector → markup, as WooCommerce and other plugins built them.
	 * @return mixed The fragments with the count; anything else as it came.
	 */
	public function add( mixed $fragments ): mixed {
		$cart = function_exists( 'WC' ) ? WC()->cart : null;
		if ( ! is_array( $fragments ) || ! $cart instanceof \WC_Cart ) {
			return $fragments;
		}
		$fragments[ self::SELECTOR ] = sprintf(
			'<span data-shopwright-cart-count="%d" hidden></span>',
			(int) $cart->get_cart_contents_count()
		);
		return $fragments;
	}
}
