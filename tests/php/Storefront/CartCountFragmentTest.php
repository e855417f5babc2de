<?php
/**
 * The cart's item count in every cart answer.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Storefront;

use Shopwright\Storefront\CartCountFragment;
use Shopwright\Tests\TestCase;

/**
 * What the storefront's cart store reads after an add, a removal or a fragments refresh.
 */
final class CartCountFragmentTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		if ( ! function_exists( 'WC' ) ) {
			$this->markTestSkipped( 'WooCommerce is not loaded.' );
		}
		if ( null === WC()->cart ) {
			wc_load_cart();
		}
		WC()->cart->empty_cart();
	}

	protected function tear_down(): void {
		if ( function_exists( 'WC' ) && null !== WC()->cart ) {
			WC()->cart->empty_cart();
		}
		parent::tear_down();
	}

	public function test_the_fragment_carries_the_number_of_units_in_the_cart(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Count probe' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '5' );
		$product->save();
		WC()->cart->add_to_cart( $product->get_id(), 3 );

		$fragments = ( new CartCountFragment() )->add( array( 'div.widget_shopping_cart_content' => '<div></div>' ) );

		$this->assertIsArray( $fragments );
		$this->assertSame( '<div></div>', $fragments['div.widget_shopping_cart_content'], 'Other fragments stay.' );
		$this->assertSame( '<span data-shopwright-cart-count="3" hidden></span>', $fragments[ CartCountFragment::SELECTOR ] );
	}

	public function test_an_empty_cart_counts_zero_and_anything_but_a_list_passes_through(): void {
		$fragment = new CartCountFragment();
		$this->assertSame( array( CartCountFragment::SELECTOR => '<span data-shopwright-cart-count="0" hidden></span>' ), $fragment->add( array() ) );
		$this->assertSame( 'not fragments', $fragment->add( 'not fragments' ) );
	}

	public function test_woocommerce_answers_carry_it_when_the_storefront_module_is_on(): void {
		$fragments = apply_filters( 'woocommerce_add_to_cart_fragments', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's filter, applied as it applies it.
		$this->assertIsArray( $fragments );
		$this->assertArrayHasKey( CartCountFragment::SELECTOR, $fragments );
	}
}
