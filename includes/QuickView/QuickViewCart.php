<?php
/**
 * Adds a variation chosen in a quick view to the cart.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\QuickView;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's wc-ajax add_to_cart reads only a product id: handed a variation, it takes the
 * variation's own attributes, which are empty for "any" options, and refuses it. A quick view's
 * add (marked `shopwright_quick_view`) carries the parent, the variation and the chosen options;
 * this adds them as WooCommerce's product form would, then answers exactly as add_to_cart does,
 * so the page's one cart client reads the answer the same way.
 */
final class QuickViewCart {

	public const FLAG = 'shopwright_quick_view';

	/**
	 * Hooks in front of WooCommerce's own handler (10).
	 */
	public function register(): void {
		add_action( 'wc_ajax_add_to_cart', array( $this, 'add_variation' ), 5 );
	}

	/**
	 * Adds a quick view's variation, or leaves the request to WooCommerce.
	 */
	public function add_variation(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- WooCommerce's add_to_cart has no nonce either: adding to one's own cart is not a privileged action.
		$variation_id = isset( $_POST['variation_id'] ) ? absint( $_POST['variation_id'] ) : 0;
		if ( ! isset( $_POST[ self::FLAG ], $_POST['product_id'] ) || $variation_id <= 0 ) {
			return;
		}
		$product_id = absint( $_POST['product_id'] );
		$quantity   = empty( $_POST['quantity'] ) ? 1 : (int) wc_stock_amount( (float) sanitize_text_field( wp_unslash( $_POST['quantity'] ) ) );
		$variations = array();
		foreach ( wp_unslash( $_POST ) as $key => $value ) {
			if ( is_string( $key ) && str_starts_with( $key, 'attribute_' ) && is_string( $value ) ) {
				$variations[ sanitize_title( $key ) ] = sanitize_text_field( $value );
			}
		}
		// phpcs:enable
		$this->respond( $this->add( $product_id, $variation_id, max( 1, $quantity ), $variations ), $product_id );
	}

	/**
	 * Whether the variation of a published product was added.
	 *
	 * @param int                   $product_id   The variable product.
	 * @param int                   $variation_id The variation.
	 * @param int                   $quantity     How many.
	 * @param array<string, string> $variations   Chosen options by attribute_* name.
	 */
	public function add( int $product_id, int $variation_id, int $quantity, array $variations ): bool {
		$variation = wc_get_product( $variation_id );
		if ( ! $variation instanceof \WC_Product_Variation || $variation->get_parent_id() !== $product_id || 'publish' !== get_post_status( $product_id ) ) {
			return false;
		}
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as its product form applies it.
		$valid = (bool) apply_filters( 'woocommerce_add_to_cart_validation', true, $product_id, $quantity, $variation_id, $variations );
		return $valid && false !== WC()->cart->add_to_cart( $product_id, $quantity, $variation_id, $variations );
	}

	/**
	 * Answers as WooCommerce's add_to_cart does, and ends the request.
	 *
	 * @param bool $added      Whether it was added.
	 * @param int  $product_id The variable product.
	 */
	private function respond( bool $added, int $product_id ): void {
		if ( $added ) {
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own action.
			do_action( 'woocommerce_ajax_added_to_cart', $product_id );
			if ( 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ) ) {
				wc_add_to_cart_message( array( $product_id => 1 ), true );
			}
			\WC_AJAX::get_refreshed_fragments();
			return;
		}
		wp_send_json(
			array(
				'error'       => true,
				// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
				'product_url' => apply_filters( 'woocommerce_cart_redirect_after_error', get_permalink( $product_id ), $product_id ),
			)
		);
	}
}
