<?php
/**
 * WooCommerce blocks rendered without their scripts.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Storefront;

use Shopwright\Plugin;
use Shopwright\Storefront\BlockSwaps;
use Shopwright\Tests\TestCase;

/**
 * The Product Button block as a classic link, the Mini-Cart block as ours.
 */
final class BlockSwapsTest extends TestCase {

	/**
	 * Swaps with these storefront settings.
	 *
	 * @param array<string, bool> $values Storefront settings.
	 */
	private function swaps( array $values = array() ): BlockSwaps {
		$settings = Plugin::instance()->settings();
		$this->assertIsArray( $settings->update( array( 'storefront' => $values ) ) );
		return new BlockSwaps( $settings );
	}

	/**
	 * A published product.
	 *
	 * @param \WC_Product $product An unsaved product.
	 */
	private function saved( \WC_Product $product ): \WC_Product {
		$product->set_name( 'Swap probe <b>"bold"</b>' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '12' );
		$product->set_sku( 'SWAP-' . wp_generate_password( 6, false ) );
		$product->save();
		return $product;
	}

	/**
	 * The rendered product button of the product inside a loop item.
	 *
	 * @param BlockSwaps           $swaps   The swaps.
	 * @param \WC_Product          $product The product.
	 * @param array<string, mixed> $attrs   The block's attributes.
	 */
	private function button( BlockSwaps $swaps, \WC_Product $product, array $attrs = array( 'textAlign' => 'center' ) ): ?string {
		$parent = new \WP_Block(
			array(
				'blockName'    => 'core/post-title',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array( 'postId' => $product->get_id() )
		);
		return $swaps->pre_render(
			null,
			array(
				'blockName' => 'woocommerce/product-button',
				'attrs'     => $attrs,
			),
			$parent
		);
	}

	public function test_a_simple_product_gets_an_ajax_link_that_works_without_javascript(): void {
		$this->requires_woocommerce();
		$product = $this->saved( new \WC_Product_Simple() );

		$html = (string) $this->button( $this->swaps(), $product );

		$this->assertStringContainsString( 'class="wp-block-button wc-block-components-product-button wp-block-woocommerce-product-button shopwright-product-button align-center"', $html );
		$this->assertStringContainsString( 'add_to_cart_button ajax_add_to_cart', $html );
		$this->assertStringContainsString( 'data-product_id="' . $product->get_id() . '"', $html );
		$this->assertStringContainsString( 'data-product_sku="' . $product->get_sku() . '"', $html );
		$this->assertStringContainsString( 'add-to-cart=' . $product->get_id(), $html, 'The link adds without a script.' );
		$this->assertStringNotContainsString( 'data-wp-', $html, 'No Interactivity directive: nothing runs on load.' );
		$this->assertStringNotContainsString( '<b>', $html, 'The product name is escaped in the label.' );
		$this->assertStringContainsString( "</a>\n" . '<span class="shopwright-view-cart" hidden><a href="' . esc_url( wc_get_cart_url() ) . '" class="added_to_cart wc_forward" title="View cart">View cart</a></span></div>', $html, 'As in WooCommerce\'s block, "View cart" waits hidden in the block.' );
	}

	public function test_the_button_keeps_the_design_of_woocommerces_block_in_a_block_theme_grid(): void {
		$this->requires_woocommerce();
		$product = $this->saved( new \WC_Product_Simple() );
		$type    = \WP_Block_Type_Registry::get_instance()->get_registered( 'woocommerce/product-button' );
		$this->assertNotNull( $type );
		$handle = (string) end( $type->style_handles );
		wp_dequeue_style( $handle );

		// The Product Button as WooCommerce's own product catalog template places it.
		$html = (string) $this->button(
			$this->swaps(),
			$product,
			array(
				'textAlign' => 'center',
				'fontSize'  => 'small',
				'width'     => 50,
				'className' => 'is-style-outline',
				'style'     => array( 'spacing' => array( 'margin' => array( 'bottom' => '1rem' ) ) ),
			)
		);

		$this->assertMatchesRegularExpression( '/<div class="[^"]*\bis-style-outline\b[^"]*\bhas-custom-width wp-block-button__width-50\b/', $html, 'The wrapper carries the style and width.' );
		$this->assertMatchesRegularExpression( '/<a [^>]*class="[^"]*\bhas-small-font-size\b/', $html, 'The button carries the font size.' );
		$this->assertMatchesRegularExpression( '/<a [^>]*style="[^"]*margin-bottom:\s*1rem/', $html, 'The button keeps its spacing.' );
		$this->assertTrue( wp_style_is( $handle, 'enqueued' ), "WooCommerce's stylesheet for the block is on the page: the button is centred." );
		$inline = implode( '', (array) wp_styles()->get_data( $handle, 'after' ) );
		$this->assertStringContainsString( '.shopwright-product-button>:is(.added_to_cart,.shopwright-view-cart){position:absolute', $inline, '"View cart" moves nothing when it appears.' );
	}

	public function test_the_submit_button_of_an_add_to_cart_with_options_form_stays_woocommerces(): void {
		$this->requires_woocommerce();
		$product = $this->saved( new \WC_Product_Simple() );
		$button  = array(
			'blockName'    => 'woocommerce/product-button',
			'attrs'        => array( 'textAlign' => 'left' ),
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
		$group   = static fn( bool $in_form ): \WP_Block => new \WP_Block(
			array(
				'blockName'    => 'core/group',
				'attrs'        => array(),
				'innerBlocks'  => array( $button ),
				'innerHTML'    => '',
				'innerContent' => array( null ),
			),
			array(
				'postId' => $product->get_id(),
				'woocommerce/isDescendantOfAddToCartWithOptions' => $in_form,
			)
		);

		$this->assertNull( $this->swaps()->pre_render( null, $button, $group( true ) ), 'Left for WooCommerce to render.' );
		$this->assertStringContainsString( 'data-product_id="' . $product->get_id() . '"', (string) $this->swaps()->pre_render( null, $button, $group( false ) ), 'Elsewhere the product comes from the context.' );
	}

	public function test_a_variable_or_out_of_stock_product_links_to_its_page(): void {
		$this->requires_woocommerce();
		$variable = $this->saved( new \WC_Product_Variable() );
		$sold_out = new \WC_Product_Simple();
		$sold_out->set_stock_status( 'outofstock' );
		$sold_out = $this->saved( $sold_out );

		$this->assertStringNotContainsString( 'ajax_add_to_cart', (string) $this->button( $this->swaps(), $variable ) );
		$html = (string) $this->button( $this->swaps(), $sold_out );
		$this->assertStringNotContainsString( 'add_to_cart_button', $html );
		$this->assertStringContainsString( 'href="' . esc_url( $sold_out->get_permalink() ) . '"', $html );
	}

	public function test_the_owner_can_keep_woocommerces_button_and_other_blocks_are_untouched(): void {
		$this->requires_woocommerce();
		$product = $this->saved( new \WC_Product_Simple() );

		$this->assertNull( $this->button( $this->swaps( array( 'classic_product_button' => false ) ), $product ) );
		$this->assertNull( $this->swaps()->pre_render( null, array( 'blockName' => 'core/paragraph' ), null ) );
		$this->assertSame( 'earlier', $this->swaps()->pre_render( 'earlier', array( 'blockName' => 'woocommerce/product-button' ), null ) );
	}

	public function test_the_mini_cart_becomes_ours_only_when_ours_is_registered_and_chosen(): void {
		$this->requires_woocommerce();
		$block = array(
			'blockName' => 'woocommerce/mini-cart',
			'attrs'     => array( 'hasHiddenPrice' => true ),
		);
		delete_option( \Shopwright\Settings\Settings::OPTION );
		$this->assertNull(
			$this->swaps()->pre_render( null, $block, null ),
			'By default WooCommerce\'s Mini-Cart block stays, with its own attributes, texts and class names.'
		);
		$registry = \WP_Block_Type_Registry::get_instance();
		if ( ! $registry->is_registered( BlockSwaps::MINI_CART ) ) {
			$this->assertNull( $this->swaps( array( 'replace_mini_cart' => true ) )->pre_render( null, $block, null ), 'Without our block, WooCommerce\'s stays.' );
			return;
		}
		$html = (string) $this->swaps( array( 'replace_mini_cart' => true ) )->pre_render( null, $block, null );
		$this->assertStringContainsString( 'wp-block-shopwright-mini-cart', $html );
		$this->assertNull( $this->swaps( array( 'replace_mini_cart' => false ) )->pre_render( null, $block, null ) );
	}
}
