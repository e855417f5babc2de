<?php
/**
 * The cart page's warning in the editor when it holds no cart.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Widgets;

use Shopwright\Assets\BuiltScript;
use Shopwright\Platform\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * Loads src/editor/cart-placeholder in the block editor of the page WooCommerce uses as its cart
 * page, and nowhere else: while that page holds no cart, the editor says so and offers to add
 * WooCommerce's Cart block.
 */
final class CartPagePlaceholder {

	public const HANDLE = 'shopwright-cart-placeholder';

	/**
	 * Keeps the plugin file, for URLs.
	 *
	 * @param string $plugin_file Path of plugin.php.
	 */
	public function __construct( private string $plugin_file ) {}

	/**
	 * Hooks the editor's assets.
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * Whether the editor is open on the shop's cart page.
	 */
	public function is_cart_page_editor(): bool {
		if ( ! WooCommerce::active() || ! function_exists( 'wc_get_page_id' ) ) {
			return false;
		}
		$post = get_post();
		$cart = (int) wc_get_page_id( 'cart' );
		return $post instanceof \WP_Post && $cart > 0 && $post->ID === $cart;
	}

	/**
	 * Enqueues the script on the cart page's editor.
	 */
	public function enqueue(): void {
		if ( ! $this->is_cart_page_editor() ) {
			return;
		}
		if ( null !== BuiltScript::register( $this->plugin_file, self::HANDLE, 'editor/cart-placeholder', array( 'in_footer' => true ) ) ) {
			wp_enqueue_script( self::HANDLE );
			wp_set_script_translations( self::HANDLE, 'shopwright', dirname( $this->plugin_file ) . '/languages' );
		}
	}
}
