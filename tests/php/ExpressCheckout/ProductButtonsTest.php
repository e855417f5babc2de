<?php
/**
 * The wallet buttons' container on product pages.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\ExpressCheckoutModule;
use Shopwright\ExpressCheckout\Gateway;
use Shopwright\ExpressCheckout\ProductButtons;

/**
 * Where the container is printed, what it tells the page, and the shopper's cart after paying.
 */
final class ProductButtonsTest extends StripeTestCase {

	/**
	 * Renders the container for a product.
	 *
	 * @param \WC_Product $product The product on screen.
	 */
	private function render( \WC_Product $product ): string {
		$GLOBALS['product'] = $product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WooCommerce's templates read the product from this global.
		ob_start();
		( new ProductButtons( SHOPWRIGHT_FILE, static fn() => ExpressCheckoutModule::gateway() ) )->render();
		return (string) ob_get_clean();
	}

	/**
	 * A simple product at 32.00.
	 *
	 * @param string $stock Stock status.
	 */
	private function product( string $stock = 'instock' ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Pen <b>deluxe</b>' );
		$product->set_regular_price( '32' );
		$product->set_stock_status( $stock );
		$product->save();
		return $product;
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

	/**
	 * The container's configuration.
	 *
	 * @param string $html The container.
	 * @return array<string, mixed>
	 */
	private function config( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-config="([^"]+)"/', $html, $match ) );
		return json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	public function test_a_purchasable_product_gets_a_container_with_its_space_and_no_secret(): void {
		if ( ! is_readable( dirname( SHOPWRIGHT_FILE ) . '/build/frontend/express-checkout-sheet.asset.php' ) ) {
			$this->markTestSkipped( 'The scripts are not built (npm run build).' );
		}
		$html = $this->render( $this->product() );

		$this->assertStringContainsString( 'class="shopwright-express"', $html );
		$this->assertStringContainsString( 'style="min-height:48px"', $html );
		$this->assertMatchesRegularExpression( '#data-sheet-src="[^"]+/build/frontend/express-checkout-sheet\.js\?ver=#', $html );
		$this->assertStringNotContainsString( self::TEST_SECRET, $html );
		$this->assertStringNotContainsString( self::WEBHOOK_SECRET, $html );
		$config = $this->config( $html );
		$this->assertSame( 'pk_test_shopwright_placeholder', $config['publishableKey'] );
		$this->assertSame( 'Pen deluxe', $config['product']['name'] );
		$this->assertSame( '32', $config['product']['price'] );
		$this->assertSame( 'usd', $config['currency'] );
		$this->assertSame( 2, $config['stripeMinorUnit'] );
		$this->assertSame(
			array(
				'height' => 48,
				'theme'  => 'black',
				'type'   => 'buy',
				'radius' => 4,
			),
			$config['button']
		);
		$this->assertSame( 'Please select your product options before proceeding.', $config['i18n']['selectOptions'] );
		$this->assertTrue( wp_script_is( ProductButtons::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_script_is( ProductButtons::SHEET_HANDLE, 'enqueued' ), 'The buttons’ script waits for the container to near the viewport.' );
	}

	public function test_button_settings_are_clamped_and_mapped(): void {
		if ( ! is_readable( dirname( SHOPWRIGHT_FILE ) . '/build/frontend/express-checkout-sheet.asset.php' ) ) {
			$this->markTestSkipped( 'The scripts are not built (npm run build).' );
		}
		$gateway = $this->gateway();
		$this->assertSame( '55', $gateway->validate_button_height_field( 'button_height', '70' ) );
		$this->assertSame( '40', $gateway->validate_button_height_field( 'button_height', '12' ) );
		$this->assertSame( '48', $gateway->validate_button_height_field( 'button_height', 'tall' ) );
		$this->assertSame( 48, Gateway::clamp_height( '' ) );

		$this->settings(
			array(
				'button_height' => '99',
				'button_theme'  => 'light-outline',
				'button_type'   => 'plain',
				'button_radius' => '-3',
			)
		);
		$html   = $this->render( $this->product() );
		$config = $this->config( $html );
		$this->assertStringContainsString( 'min-height:55px', $html );
		$this->assertSame(
			array(
				'height' => 55,
				'theme'  => 'white-outline',
				'type'   => 'plain',
				'radius' => 0,
			),
			$config['button']
		);
	}

	public function test_no_container_without_a_usable_gateway_a_buyable_product_or_the_setting(): void {
		$this->assertSame( '', $this->render( $this->product( 'outofstock' ) ) );

		$this->settings( array( 'show_on_product' => 'no' ) );
		$this->assertSame( '', $this->render( $this->product() ) );

		$this->settings(
			array(
				'show_on_product' => 'yes',
				'enabled'         => 'no',
			)
		);
		$this->assertSame( '', $this->render( $this->product() ) );

		$this->settings(
			array(
				'enabled'         => 'yes',
				'test_secret_key' => '',
			)
		);
		$this->assertSame( '', $this->render( $this->product() ) );
	}

	public function test_an_order_paid_from_a_product_page_leaves_the_shoppers_cart_alone(): void {
		$order = $this->order();
		$this->stripe_answers( 200, $this->intent( 'succeeded', 2450 ) );
		$saved = $_POST; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- The Store API hands payment data to gateways through $_POST.
		$_POST = array( // phpcs:ignore WordPress.Security.NonceVerification.Missing
			'shopwright_payment_method' => 'pm_1RecordedWallet',
			'express_source'            => 'product',
		);
		$this->gateway()->process_payment( $order->get_id() );
		$_POST = $saved; // phpcs:ignore WordPress.Security.NonceVerification.Missing
		$other = $this->order();

		$buttons                                     = new ProductButtons( SHOPWRIGHT_FILE, static fn() => ExpressCheckoutModule::gateway() );
		$GLOBALS['wp']->query_vars['order-received'] = (string) $order->get_id();
		$this->assertFalse( $buttons->keep_shoppers_cart( true ) );
		$GLOBALS['wp']->query_vars['order-received'] = (string) $other->get_id();
		$this->assertTrue( $buttons->keep_shoppers_cart( true ), 'Other orders empty the cart as WooCommerce does.' );
		unset( $GLOBALS['wp']->query_vars['order-received'] );
	}
}
