<?php
/**
 * The quick view buttons on product cards, and the scripts behind them.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\QuickView;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Assets\BuiltScript;
use Shopwright\Assets\InertJson;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Prints a server-rendered button beside each product card's add to cart button (classic loops,
 * WooCommerce's product blocks, any card that applies `shopwright_product_card_actions`) and, on
 * pages that got one, hands the dialog's script to the blocks' runtime: nothing of the dialog loads
 * until the shopper reaches for a button. A tiny script catches a click that comes before it.
 */
final class QuickViewButtons {

	public const HANDLE        = 'shopwright-quick-view';
	public const BUTTON_HANDLE = 'shopwright-quick-view-button';
	public const CONFIG_ID     = 'shopwright-quick-view-config';
	public const BUTTON_CLASS  = 'shopwright-quick-view-button';
	public const QUERY_ARG     = 'quick-view';

	/**
	 * Whether this request printed a button.
	 *
	 * @var bool
	 */
	private bool $printed = false;

	/**
	 * The product whose Product Button block got a button last.
	 *
	 * @var int
	 */
	private int $last_block_product = 0;

	/**
	 * Keeps its dependencies.
	 *
	 * @param string       $plugin_file    The main plugin file.
	 * @param Settings     $settings       The plugin settings.
	 * @param BlockRuntime $runtime        The front-end runtime, which loads the dialog on intent.
	 */
	public function __construct( private string $plugin_file, private Settings $settings, private BlockRuntime $runtime ) {}

	/**
	 * Hooks the buttons where the owner wants them, and the scripts.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_scripts' ) );
		// Before the blocks' runtime prints its manifest (5).
		add_action( 'wp_footer', array( $this, 'enqueue' ), 4 );
		add_filter( 'shopwright_product_card_actions', array( $this, 'append_to_card_actions' ), 10, 2 );
		if ( true === $this->settings->get( 'quick_view', 'archives' ) ) {
			// After the loop's add to cart button (10).
			add_action( 'woocommerce_after_shop_loop_item', array( $this, 'print_loop_button' ), 15 );
		}
		if ( true === $this->settings->get( 'quick_view', 'product_blocks' ) ) {
			// After the storefront's swap of the Product Button block (10), which skips its filters.
			add_filter( 'pre_render_block', array( $this, 'after_swapped_product_button' ), 20, 3 );
			add_filter( 'render_block_woocommerce/product-button', array( $this, 'after_product_button' ), 10, 3 );
		}
	}

	/**
	 * Registers both scripts from the build; they are enqueued or deferred only where a button is.
	 */
	public function register_scripts(): void {
		BuiltScript::register( $this->plugin_file, self::HANDLE, 'frontend/quick-view' );
		BuiltScript::register_style( $this->plugin_file, self::HANDLE, 'frontend/quick-view' );
		BuiltScript::register( $this->plugin_file, self::BUTTON_HANDLE, 'frontend/quick-view-button' );
	}

	/**
	 * The button for a product, or an empty string for a product a shopper cannot open.
	 *
	 * @param \WC_Product $product The product.
	 */
	public function button( \WC_Product $product ): string {
		if ( 'publish' !== $product->get_status() ) {
			return '';
		}
		$this->printed = true;
		$name          = wp_strip_all_tags( $product->get_name() );
		return sprintf(
			'<button type="button" class="%1$s wp-element-button" data-product-id="%2$d" data-url="%3$s" aria-haspopup="dialog" aria-label="%4$s">%5$s</button>',
			esc_attr( self::BUTTON_CLASS ),
			$product->get_id(),
			esc_url( $product->get_permalink() ),
			/* translators: %s: product name. */
			esc_attr( sprintf( __( 'Quick view: %s', 'shopwright' ), $name ) ),
			esc_html__( 'Quick view', 'shopwright' )
		);
	}

	/**
	 * Prints the button in a classic product loop.
	 */
	public function print_loop_button(): void {
		$product = wc_get_product( (int) get_the_ID() );
		// In block themes WooCommerce fires the classic loop hooks at the end of each item of its
		// product template, for older plugins: the item's Product Button block already has one.
		if ( $product instanceof \WC_Product && doing_filter( 'render_block' ) && $product->get_id() === $this->last_block_product ) {
			return;
		}
		if ( $product instanceof \WC_Product ) {
			echo $this->button( $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped in button().
		}
	}

	/**
	 * Adds the button to the actions of a product card (the product slider's, a theme's).
	 *
	 * @param mixed $html    Actions other code added.
	 * @param mixed $product The card's product.
	 */
	public function append_to_card_actions( $html, $product ): string {
		$html = is_string( $html ) ? $html : '';
		return $product instanceof \WC_Product ? $html . $this->button( $product ) : $html;
	}

	/**
	 * Appends the button to the Product Button block the storefront swapped for its own markup.
	 *
	 * @param string|null          $pre_render   Markup from an earlier filter, or null.
	 * @param array<string, mixed> $parsed_block The block being rendered.
	 * @param \WP_Block|null       $parent_block Its parent, which carries the product in a loop.
	 * @return string|null
	 */
	public function after_swapped_product_button( $pre_render, $parsed_block, $parent_block = null ) {
		if ( ! is_string( $pre_render ) || is_admin() || 'woocommerce/product-button' !== ( $parsed_block['blockName'] ?? '' ) ) {
			return $pre_render;
		}
		$product_id = $parent_block instanceof \WP_Block ? (int) ( $parent_block->context['postId'] ?? 0 ) : 0;
		return $pre_render . $this->button_for_id( $product_id ? $product_id : (int) get_the_ID() );
	}

	/**
	 * Appends the button to WooCommerce's own Product Button block.
	 *
	 * @param mixed                $html         The block's markup.
	 * @param array<string, mixed> $parsed_block The block.
	 * @param \WP_Block|null       $instance     The block instance, with the loop's product.
	 */
	public function after_product_button( $html, $parsed_block = array(), $instance = null ): string {
		unset( $parsed_block );
		$html = is_string( $html ) ? $html : '';
		// The swapped button already has one: WooCommerce's product template applies this filter
		// to markup a pre_render_block filter returned too.
		if ( '' === $html || is_admin() || str_contains( $html, self::BUTTON_CLASS ) || ! empty( $instance->context['woocommerce/isDescendantOfAddToCartWithOptions'] ) ) {
			return $html;
		}
		$product_id = $instance instanceof \WP_Block ? (int) ( $instance->context['postId'] ?? 0 ) : 0;
		return $html . $this->button_for_id( $product_id ? $product_id : (int) get_the_ID() );
	}

	/**
	 * The button of a product id, or nothing.
	 *
	 * @param int $product_id Product id.
	 */
	private function button_for_id( int $product_id ): string {
		$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof \WC_Product ) {
			return '';
		}
		$this->last_block_product = $product->get_id();
		return $this->button( $product );
	}

	/**
	 * Marks that a button was printed (the Quick view button block).
	 */
	public function mark_printed(): void {
		$this->printed = true;
	}

	/**
	 * The id asked for in the address (`?quick-view=<id>`), or 0.
	 */
	private function requested_id(): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A shareable address: it only opens a public view.
		$value = isset( $_GET[ self::QUERY_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::QUERY_ARG ] ) ) : '';
		return 1 === preg_match( '/^[1-9][0-9]{0,15}$/', $value ) ? (int) $value : 0;
	}

	/**
	 * On a page with a button: the click catcher, the config, and the dialog deferred until intent,
	 * or loaded at once when the address asks for a quick view.
	 */
	public function enqueue(): void {
		if ( is_admin() || ( ! $this->printed && 0 === $this->requested_id() ) || ! wp_script_is( self::HANDLE, 'registered' ) ) {
			return;
		}
		InertJson::print( self::CONFIG_ID, $this->config() );
		// The button's few rules, inline: a target of at least 24 px, and the loading look.
		printf(
			'<style id="shopwright-quick-view-button-css">%s</style>' . "\n",
			'.shopwright-quick-view-button{min-width:24px;min-height:24px;cursor:pointer}.shopwright-quick-view-button.loading{opacity:.6;cursor:progress}'
			// In block grids: a quieter button under the add to cart, aligned as the owner aligned it.
			. '.wc-block-product .shopwright-quick-view-button{display:block;margin-top:.5rem;padding:.5em 1.25em;border:1px solid currentColor;border-radius:9999px;background:transparent;color:inherit;font-size:var(--wp--preset--font-size--small,.875rem)}'
			// In classic loops (Twenty Twenty-One): apart from the add to cart or "View cart" above it.
			. ':where(ul.products li.product)>.shopwright-quick-view-button{margin-top:.5rem}'
			. '.wc-block-components-product-button.align-center+.shopwright-quick-view-button{margin-inline:auto}'
			. '.wc-block-components-product-button.align-right+.shopwright-quick-view-button{margin-left:auto}'
		);
		if ( $this->requested_id() > 0 ) {
			wp_enqueue_script( self::HANDLE );
			wp_enqueue_style( self::HANDLE );
			return;
		}
		wp_enqueue_script( self::BUTTON_HANDLE );
		$this->runtime->add( self::HANDLE, '.' . self::BUTTON_CLASS, BlockRuntime::ON_INTENT );
	}

	/**
	 * What the dialog's script reads: where to ask, the cart and the texts.
	 *
	 * @return array<string, mixed>
	 */
	public function config(): array {
		return array(
			'restUrl'              => rest_url( QuickViewController::NAMESPACE . '/quick-view/' ),
			'wcAjaxUrl'            => \WC_AJAX::get_endpoint( '%%endpoint%%' ),
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as WooCommerce applies it.
			'cartUrl'              => (string) apply_filters( 'woocommerce_add_to_cart_redirect', wc_get_cart_url(), null ),
			'isCart'               => is_cart(),
			'cartRedirectAfterAdd' => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
			'i18n'                 => array(
				'close'            => __( 'Close', 'shopwright' ),
				'loading'          => __( 'Loading the product…', 'shopwright' ),
				'loadFailed'       => __( 'The product could not be loaded. Please try again, or open its page.', 'shopwright' ),
				'openPage'         => __( 'Open the product page', 'shopwright' ),
				'previous'         => __( 'Previous product', 'shopwright' ),
				'next'             => __( 'Next product', 'shopwright' ),
				'viewCart'         => __( 'View cart', 'shopwright' ),
				'addedToCart'      => __( 'Added to your cart.', 'shopwright' ),
				'addToCartFailed'  => __( 'The product could not be added to your cart. Please try again.', 'shopwright' ),
				/* translators: %s: name of a product option, such as Colour. */
				'required'         => __( 'Please choose a %s.', 'shopwright' ),
				'selectionNeeded'  => __( 'Please select some product options before adding this product to your cart.', 'shopwright' ),
				'unavailable'      => __( 'Sorry, this product is unavailable. Please choose a different combination.', 'shopwright' ),
				'decreaseQuantity' => __( 'Decrease quantity', 'shopwright' ),
				'increaseQuantity' => __( 'Increase quantity', 'shopwright' ),
			),
		);
	}
}
