<?php
/**
 * The quick view buttons and the deferred dialog.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\QuickView;

use Shopwright\Plugin;
use Shopwright\QuickView\QuickViewButtons;
use Shopwright\Tests\TestCase;

/**
 * The server-rendered button and what it costs a page.
 */
final class QuickViewButtonsTest extends TestCase {

	/**
	 * Skips without WooCommerce.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->requires_woocommerce();
	}

	/**
	 * A published product.
	 */
	private function product(): \WC_Product {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Quickview <b>Bowl</b>' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '9' );
		$product->save();
		return $product;
	}

	public function test_the_button_names_the_product_and_is_a_real_button(): void {
		$buttons = new QuickViewButtons( SHOPWRIGHT_FILE, Plugin::instance()->settings(), Plugin::instance()->block_runtime() );
		$product = $this->product();
		$html    = $buttons->button( $product );
		$this->assertStringContainsString( '<button type="button"', $html );
		$this->assertStringContainsString( 'aria-label="Quick view: Quickview Bowl"', $html );
		$this->assertStringContainsString( 'data-product-id="' . $product->get_id() . '"', $html );
		$this->assertStringNotContainsString( '<b>', $html );
	}

	public function test_the_card_actions_filter_gets_the_button(): void {
		$product = $this->product();
		$html    = (string) apply_filters( 'shopwright_product_card_actions', '<a>Add</a>', $product );
		$this->assertStringStartsWith( '<a>Add</a>', $html );
		$this->assertStringContainsString( 'shopwright-quick-view-button', $html );
	}

	public function test_a_draft_gets_no_button(): void {
		$buttons = new QuickViewButtons( SHOPWRIGHT_FILE, Plugin::instance()->settings(), Plugin::instance()->block_runtime() );
		$product = $this->product();
		$product->set_status( 'draft' );
		$product->save();
		$this->assertSame( '', $buttons->button( $product ) );
	}
}
