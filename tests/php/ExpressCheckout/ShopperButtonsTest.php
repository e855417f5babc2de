<?php
/**
 * The wallet buttons that pay the shopper's own cart: the classic cart page and the blocks.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\BlocksIntegration;
use Shopwright\ExpressCheckout\ExpressCheckoutModule;
use Shopwright\ExpressCheckout\Gateway;
use Shopwright\ExpressCheckout\ShopperButtons;

/**
 * Where the container is printed on the classic cart, what it tells the page, and what the blocks'
 * registry receives.
 */
final class ShopperButtonsTest extends StripeTestCase {

	/**
	 * Starts each test with an empty cart.
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( null === WC()->cart ) {
			wc_load_cart();
		}
		WC()->cart->empty_cart();
	}

	/**
	 * Leaves the cart empty.
	 */
	protected function tear_down(): void {
		if ( function_exists( 'WC' ) && null !== WC()->cart ) {
			WC()->cart->empty_cart();
		}
		parent::tear_down();
	}

	/**
	 * Skips when the scripts are not built.
	 */
	private function requires_build(): void {
		if ( ! is_readable( dirname( SHOPWRIGHT_FILE ) . '/build/frontend/express-checkout-sheet.asset.php' ) ) {
			$this->markTestSkipped( 'The scripts are not built (npm run build).' );
		}
	}

	/**
	 * A product in the cart.
	 *
	 * @param string $price Its price.
	 */
	private function add( string $price ): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Cart pen' );
		$product->set_regular_price( $price );
		$product->save();
		WC()->cart->add_to_cart( $product->get_id(), 2 );
		WC()->cart->calculate_totals();
	}

	/**
	 * What the classic cart prints under "Proceed to checkout".
	 */
	private function render(): string {
		ob_start();
		( new ShopperButtons( SHOPWRIGHT_FILE, static fn() => ExpressCheckoutModule::gateway() ) )->render_cart();
		return (string) ob_get_clean();
	}

	/**
	 * Changes gateway settings.
	 *
	 * @param array<string, string> $changes Settings.
	 */
	private function settings( array $changes ): void {
		update_option( 'woocommerce_' . Gateway::ID . '_settings', array_merge( get_option( 'woocommerce_' . Gateway::ID . '_settings' ), $changes ) );
		$this->gateway()->init_settings();
	}

	public function test_the_classic_cart_gets_a_container_for_the_shoppers_cart_with_its_space_and_no_secret(): void {
		$this->requires_build();
		$this->add( '12.50' );
		$html = $this->render();

		$this->assertStringContainsString( 'class="shopwright-express"', $html );
		$this->assertStringContainsString( 'style="min-height:48px"', $html );
		$this->assertStringNotContainsString( self::TEST_SECRET, $html );
		$this->assertStringNotContainsString( self::WEBHOOK_SECRET, $html );
		$this->assertSame( 1, preg_match( '/data-config="([^"]+)"/', $html, $match ) );
		$config = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		$this->assertSame( 'cart', $config['placement'] );
		$this->assertSame( 1, wp_verify_nonce( $config['nonce'], 'wc_store_api' ), 'The Store API takes the nonce.' );
		$this->assertArrayNotHasKey( 'product', $config );
	}

	public function test_the_classic_checkout_gets_a_container_above_the_form_unless_the_setting_is_off(): void {
		$this->requires_build();
		$this->add( '12.50' );
		ob_start();
		( new ShopperButtons( SHOPWRIGHT_FILE, static fn() => ExpressCheckoutModule::gateway() ) )->render_checkout();
		$html = (string) ob_get_clean();
		$this->assertSame( 1, preg_match( '/data-config="([^"]+)"/', $html, $match ) );
		$this->assertSame( 'checkout', json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true )['placement'] );
		$this->assertStringContainsString( 'style="min-height:48px"', $html );

		$this->settings( array( 'show_on_checkout' => 'no' ) );
		ob_start();
		( new ShopperButtons( SHOPWRIGHT_FILE, static fn() => ExpressCheckoutModule::gateway() ) )->render_checkout();
		$this->assertSame( '', (string) ob_get_clean() );
	}

	public function test_no_container_for_an_empty_cart_a_cart_with_nothing_to_pay_or_with_the_setting_off(): void {
		$this->requires_build();
		$this->assertSame( '', $this->render() );

		$this->add( '0' );
		$this->assertSame( '', $this->render(), 'Nothing to pay, no buttons.' );

		$this->add( '5' );
		$this->settings( array( 'show_on_cart' => 'no' ) );
		$this->assertSame( '', $this->render() );

		$this->settings(
			array(
				'show_on_cart' => 'yes',
				'enabled'      => 'no',
			)
		);
		$this->assertSame( '', $this->render() );
	}

	public function test_the_blocks_get_the_method_only_while_it_can_take_payments_and_never_a_secret(): void {
		$this->requires_build();
		$integration = new BlocksIntegration( SHOPWRIGHT_FILE, static fn() => ExpressCheckoutModule::gateway() );
		$this->assertSame( Gateway::ID, $integration->get_name() );
		$this->assertTrue( $integration->is_active() );
		$this->assertSame( array( BlocksIntegration::HANDLE ), $integration->get_payment_method_script_handles() );
		$script = wp_scripts()->registered[ BlocksIntegration::HANDLE ];
		$this->assertContains( 'wc-blocks-registry', $script->deps );
		$this->assertContains( 'wc-settings', $script->deps );

		$data = $integration->get_payment_method_data();
		$this->assertFalse( $data['show'], 'Away from the cart page, no buttons yet.' );
		$this->assertSame( 'blocks', $data['config']['placement'] );
		$this->assertSame( 48, $data['height'] );
		$this->assertStringContainsString( 'build/frontend/express-checkout-sheet.js?ver=', $data['sheetSrc'] );
		$encoded = (string) wp_json_encode( $data );
		$this->assertStringNotContainsString( self::TEST_SECRET, $encoded );
		$this->assertStringNotContainsString( self::WEBHOOK_SECRET, $encoded );

		$gateway = $this->gateway();
		$this->assertTrue( BlocksIntegration::shows_on( $gateway, true, false ) );
		$this->assertTrue( BlocksIntegration::shows_on( $gateway, false, true ) );
		$this->settings( array( 'show_on_cart' => 'no' ) );
		$this->assertFalse( BlocksIntegration::shows_on( $gateway, true, false ) );
		$this->assertTrue( BlocksIntegration::shows_on( $gateway, false, true ) );
		$this->settings( array( 'show_on_checkout' => 'no' ) );
		$this->assertFalse( BlocksIntegration::shows_on( $gateway, false, true ) );

		$this->settings( array( 'test_secret_key' => '' ) );
		$this->assertFalse( $integration->is_active() );
	}
}
