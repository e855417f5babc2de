<?php
/**
 * The countdown on product pages.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Countdown;

use Shopwright\Countdown\CountdownModule;
use Shopwright\Plugin;
use Shopwright\Tests\TestCase;

/**
 * The owner's "show on product pages" choice, with its window of days.
 */
final class CountdownModuleTest extends TestCase {

	/**
	 * A published simple product on sale until the given time.
	 *
	 * @param int|null $ends Sale end timestamp, or null for a sale without end.
	 */
	private function product_on_sale( ?int $ends ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Countdown probe' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '20' );
		$product->set_sale_price( '15' );
		$product->set_date_on_sale_from( (string) ( time() - DAY_IN_SECONDS ) );
		if ( null !== $ends ) {
			$product->set_date_on_sale_to( (string) $ends );
		}
		return $product->save();
	}

	/**
	 * The module registered with these settings.
	 *
	 * @param int $within_days The window setting.
	 */
	private function module( int $within_days ): CountdownModule {
		$settings = Plugin::instance()->settings();
		$saved    = $settings->update(
			array(
				'countdown' => array(
					'product_pages'             => true,
					'product_pages_within_days' => $within_days,
				),
			)
		);
		$this->assertIsArray( $saved );
		$module = new CountdownModule();
		$module->register( Plugin::instance()->context() );
		return $module;
	}

	public function test_a_sale_ending_inside_the_window_shows_the_countdown_once(): void {
		$this->requires_woocommerce();
		$module = $this->module( 7 );
		// An hour to spare: saving the product takes a moment, and the days must still read 03.
		$product = $this->product_on_sale( time() + 3 * DAY_IN_SECONDS + HOUR_IN_SECONDS );

		$html = $module->product_countdown( $product );

		$this->assertStringContainsString( 'wp-block-shopwright-countdown', $html );
		$this->assertStringContainsString( '>03<', $html, 'Days are computed on the server.' );
		$this->assertSame( '', $module->product_countdown( $product ), 'A page shows the countdown once.' );
	}

	public function test_a_sale_ending_after_the_window_shows_nothing_unless_the_window_is_zero(): void {
		$this->requires_woocommerce();
		$product = $this->product_on_sale( time() + 30 * DAY_IN_SECONDS );

		$this->assertSame( '', $this->module( 7 )->product_countdown( $product ) );
		$this->assertStringContainsString( 'wp-block-shopwright-countdown', $this->module( 0 )->product_countdown( $product ) );
	}

	public function test_products_without_a_scheduled_end_show_nothing(): void {
		$this->requires_woocommerce();
		$module = $this->module( 0 );

		$this->assertSame( '', $module->product_countdown( $this->product_on_sale( null ) ) );
		$regular = new \WC_Product_Simple();
		$regular->set_regular_price( '10' );
		$this->assertSame( '', $module->product_countdown( $regular->save() ) );
		$this->assertSame( '', $module->product_countdown( 0 ) );
	}

	public function test_the_add_to_cart_form_block_gets_the_countdown_in_front(): void {
		$this->requires_woocommerce();
		$this->module( 7 );
		$product         = $this->product_on_sale( time() + 2 * DAY_IN_SECONDS );
		$GLOBALS['post'] = get_post( $product ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The block filter reads the loop's post.
		setup_postdata( $GLOBALS['post'] );

		// phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress names this filter after WooCommerce's block.
		$html = apply_filters( 'render_block_woocommerce/add-to-cart-form', '<form class="cart"></form>', array() );

		wp_reset_postdata();
		$this->assertMatchesRegularExpression( '/wp-block-shopwright-countdown.*<form class="cart">/s', $html );
	}
}
