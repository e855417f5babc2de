<?php
/**
 * Renders WooCommerce's React and Interactivity blocks in forms that need no script on load.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Storefront;

use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Short-circuits two WooCommerce blocks before they render, so their scripts are never enqueued:
 * - the Mini-Cart block, whose front end loads React, wp-data and the Store API client on every
 *   page, becomes `shopwright/mini-cart` (server-rendered count and total, drawer on intent);
 * - the Product Button block, whose Interactivity store asks the Store API for the cart as soon as
 *   a catalogue page loads, becomes WooCommerce's classic add to cart link, which works without
 *   JavaScript and which the storefront script's queue enhances.
 */
final class BlockSwaps {

	public const MINI_CART = 'shopwright/mini-cart';

	/**
	 * Whether the Product Button's stylesheets are already on the page.
	 *
	 * @var bool
	 */
	private bool $styles_enqueued = false;

	/**
	 * Keeps the settings.
	 *
	 * @param Settings $settings The plugin settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * Hooks the swaps.
	 */
	public function register(): void {
		add_filter( 'pre_render_block', array( $this, 'pre_render' ), 10, 3 );
	}

	/**
	 * Our markup for a block we replace, or the unchanged value for any other block.
	 *
	 * @param string|null          $pre_render   Markup from an earlier filter, or null.
	 * @param array<string, mixed> $parsed_block The block being rendered.
	 * @param \WP_Block|null       $parent_block Its parent, which carries the product in a loop.
	 * @return string|null
	 */
	public function pre_render( $pre_render, $parsed_block, $parent_block = null ) {
		if ( null !== $pre_render || is_admin() ) {
			return $pre_render;
		}
		$name = $parsed_block['blockName'] ?? '';
		if ( 'woocommerce/mini-cart' === $name && $this->replaces_mini_cart() ) {
			return $this->mini_cart( is_array( $parsed_block['attrs'] ?? null ) ? $parsed_block['attrs'] : array() );
		}
		if ( 'woocommerce/product-button' === $name && true === $this->settings->get( 'storefront', 'classic_product_button' ) ) {
			$context = $this->context_of( $parsed_block, $parent_block );
			// Inside WooCommerce's Add to Cart with Options form the block is that form's submit
			// button, not a grid's link: it stays WooCommerce's.
			if ( ! empty( $context['woocommerce/isDescendantOfAddToCartWithOptions'] ) ) {
				return $pre_render;
			}
			$product_id = (int) ( $context['postId'] ?? ( $parent_block instanceof \WP_Block ? ( $parent_block->context['postId'] ?? 0 ) : 0 ) );
			$product    = wc_get_product( $product_id ? $product_id : get_the_ID() );
			return $product instanceof \WC_Product ? $this->product_button( $product, is_array( $parsed_block['attrs'] ?? null ) ? $parsed_block['attrs'] : array() ) : $pre_render;
		}
		return $pre_render;
	}

	/**
	 * The context the block would render with: its parent has already built it, with the parent's
	 * own context and whatever its ancestors provide.
	 *
	 * @param array<string, mixed> $parsed_block The block being rendered.
	 * @param \WP_Block|null       $parent_block Its parent.
	 * @return array<string, mixed>
	 */
	private function context_of( array $parsed_block, $parent_block ): array {
		if ( ! $parent_block instanceof \WP_Block ) {
			return array();
		}
		foreach ( $parent_block->inner_blocks as $inner ) {
			if ( $inner instanceof \WP_Block && $inner->parsed_block === $parsed_block ) {
				return $inner->context;
			}
		}
		return array();
	}

	/**
	 * Whether the Mini-Cart block is swapped on this request.
	 */
	private function replaces_mini_cart(): bool {
		return true === $this->settings->get( 'storefront', 'replace_mini_cart' )
			&& \WP_Block_Type_Registry::get_instance()->is_registered( self::MINI_CART );
	}

	/**
	 * Our mini cart, keeping what WooCommerce's block attributes say about its look that ours shares.
	 *
	 * @param array<string, mixed> $attrs WooCommerce block attributes.
	 */
	private function mini_cart( array $attrs ): string {
		$ours = array();
		if ( isset( $attrs['style'] ) && is_array( $attrs['style'] ) ) {
			$ours['style'] = $attrs['style'];
		}
		return render_block(
			array(
				'blockName'    => self::MINI_CART,
				'attrs'        => $ours,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * WooCommerce's classic loop button for the product, in the Product Button block's wrapper.
	 *
	 * @param \WC_Product          $product The product of this loop item.
	 * @param array<string, mixed> $attrs   Product Button block attributes.
	 */
	public function product_button( \WC_Product $product, array $attrs ): string {
		$this->enqueue_product_button_styles();
		$can_add = $product->is_purchasable() && $product->is_in_stock();
		$styles  = $this->style_attributes( $attrs );
		$classes = array(
			'wp-block-button__link',
			'wp-element-button',
			'wc-block-components-product-button__button',
			'product_type_' . $product->get_type(),
			$styles['classes'],
		);
		if ( $can_add ) {
			$classes[] = 'add_to_cart_button';
			if ( $product->supports( 'ajax_add_to_cart' ) ) {
				$classes[] = 'ajax_add_to_cart';
			}
		}
		$wrapper = array(
			'wp-block-button',
			'wc-block-components-product-button',
			'wp-block-woocommerce-product-button',
			'shopwright-product-button',
			is_string( $attrs['className'] ?? null ) ? $attrs['className'] : '',
		);
		if ( is_string( $attrs['textAlign'] ?? null ) ) {
			$wrapper[] = 'align-' . sanitize_html_class( $attrs['textAlign'] );
		}
		if ( is_numeric( $attrs['width'] ?? null ) ) {
			$wrapper[] = 'has-custom-width wp-block-button__width-' . (int) $attrs['width'];
		}
		$link = sprintf(
			'<a href="%1$s" data-quantity="1" class="%2$s"%3$s data-product_id="%4$d" data-product_sku="%5$s" aria-label="%6$s" rel="nofollow">%7$s</a>',
			esc_url( $product->add_to_cart_url() ),
			esc_attr( implode( ' ', array_filter( $classes ) ) ),
			'' !== $styles['styles'] ? ' style="' . esc_attr( $styles['styles'] ) . '"' : '',
			$product->get_id(),
			esc_attr( $product->get_sku() ),
			esc_attr( wp_strip_all_tags( $product->add_to_cart_description() ) ),
			esc_html( $product->add_to_cart_text() )
		);
		// As WooCommerce's block, a "View cart" link waits hidden beside an AJAX button; the
		// storefront script shows it once the product is added. The line break keeps the two
		// texts apart in the block's text, "Add to cart View cart", as in WooCommerce's markup.
		$view_cart = in_array( 'ajax_add_to_cart', $classes, true ) ? sprintf(
			"\n" . '<span class="shopwright-view-cart" hidden><a href="%1$s" class="added_to_cart wc_forward" title="%2$s">%3$s</a></span>',
			esc_url( wc_get_cart_url() ),
			esc_attr__( 'View cart', 'shopwright' ),
			esc_html__( 'View cart', 'shopwright' )
		) : '';
		return '<div class="' . esc_attr( implode( ' ', array_filter( $wrapper ) ) ) . '">' . $link . $view_cart . '</div>';
	}

	/**
	 * The classes and inline styles WooCommerce gives the block's button for its attributes (font
	 * size, colours, spacing, border), so the swapped button looks as the owner designed it.
	 *
	 * @param array<string, mixed> $attrs Product Button block attributes.
	 * @return array{classes: string, styles: string}
	 */
	private function style_attributes( array $attrs ): array {
		$utils = \Automattic\WooCommerce\Blocks\Utils\StyleAttributesUtils::class;
		if ( ! class_exists( $utils ) ) {
			return array(
				'classes' => '',
				'styles'  => '',
			);
		}
		$found = $utils::get_classes_and_styles_by_attributes( $attrs, array(), array( 'extra_classes' ) );
		return array(
			'classes' => (string) $found['classes'],
			'styles'  => (string) $found['styles'],
		);
	}

	/**
	 * The block's own stylesheets (a swapped block is never rendered, so WordPress would not load
	 * them), and the rule that keeps "View cart" from moving anything: the block keeps a slot of
	 * 28 pixels below the button, where the link appears (a target of at least 24 pixels) instead
	 * of growing the block or covering what follows.
	 */
	private function enqueue_product_button_styles(): void {
		if ( $this->styles_enqueued ) {
			return;
		}
		$this->styles_enqueued = true;
		$type                  = \WP_Block_Type_Registry::get_instance()->get_registered( 'woocommerce/product-button' );
		$handles               = array_merge( array( 'wp-block-button' ), null !== $type ? $type->style_handles : array() );
		foreach ( $handles as $handle ) {
			wp_enqueue_style( $handle );
		}
		wp_add_inline_style(
			(string) end( $handles ),
			'.shopwright-product-button{position:relative;padding-bottom:28px}'
			. '.shopwright-view-cart[hidden]{display:none}'
			. '.shopwright-product-button>:is(.added_to_cart,.shopwright-view-cart){position:absolute;bottom:0;left:50%;transform:translateX(-50%);white-space:nowrap;font-size:.875em;line-height:24px;min-height:24px;padding:0 4px}'
			. '.shopwright-view-cart>.added_to_cart{display:inline-block;min-height:24px}'
			. '.shopwright-product-button.align-left>:is(.added_to_cart,.shopwright-view-cart){left:0;transform:none}'
			. '.shopwright-product-button.align-right>:is(.added_to_cart,.shopwright-view-cart){left:auto;right:0;transform:none}'
		);
	}
}
