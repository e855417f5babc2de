<?php
/**
 * The gateway's settings: secrets stay on the server, only shop managers change them.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\Gateway;

/**
 * The settings form, WooCommerce's REST API for gateways, and who may save.
 */
final class GatewaySettingsTest extends StripeTestCase {

	public function test_the_settings_form_never_prints_a_saved_secret(): void {
		$html = $this->gateway()->generate_settings_html( array(), false );

		$this->assertStringNotContainsString( self::TEST_SECRET, $html );
		$this->assertStringNotContainsString( self::WEBHOOK_SECRET, $html );
		$this->assertStringNotContainsString( self::LIVE_SECRET, $html );
		$this->assertStringContainsString( 'pk_test_shopwright_placeholder', $html, 'The publishable key is not a secret.' );
		$this->assertMatchesRegularExpression( '/<input[^>]+type="password"[^>]+name="woocommerce_shopwright_express_test_secret_key"[^>]+value=""/', $html );
		$this->assertStringContainsString( 'Saved. Leave empty to keep it; type a new one to replace it.', $html );
	}

	public function test_a_blank_secret_keeps_the_saved_one_and_a_new_one_replaces_it(): void {
		$this->log_in_as( 'administrator' );
		$gateway = $this->gateway();
		$gateway->set_post_data(
			array(
				'woocommerce_shopwright_express_enabled'  => '1',
				'woocommerce_shopwright_express_testmode' => '1',
				'woocommerce_shopwright_express_title'    => 'Wallet',
				'woocommerce_shopwright_express_test_secret_key' => '',
				'woocommerce_shopwright_express_live_secret_key' => ' sk_live_new_one ',
				'woocommerce_shopwright_express_capture'  => 'manual',
			)
		);
		$this->assertTrue( $gateway->process_admin_options() );

		$saved = get_option( 'woocommerce_' . Gateway::ID . '_settings' );
		$this->assertSame( self::TEST_SECRET, $saved['test_secret_key'] );
		$this->assertSame( 'sk_live_new_one', $saved['live_secret_key'] );
		$this->assertSame( 'manual', $saved['capture'] );
	}

	/**
	 * @dataProvider roles_without_shop_management
	 *
	 * @param string $role A role that does not manage the shop.
	 */
	public function test_only_shop_managers_save_the_settings( string $role ): void {
		if ( '' !== $role ) {
			$this->log_in_as( $role );
		}
		$gateway = $this->gateway();
		$gateway->set_post_data(
			array(
				'woocommerce_shopwright_express_enabled' => '1',
				'woocommerce_shopwright_express_test_secret_key' => 'sk_test_attacker',
			)
		);
		$this->assertFalse( $gateway->process_admin_options() );
		$this->assertSame( self::TEST_SECRET, get_option( 'woocommerce_' . Gateway::ID . '_settings' )['test_secret_key'] );

		$request = new \WP_REST_Request( 'PUT', '/wc/v3/payment_gateways/' . Gateway::ID );
		$request->set_body_params( array( 'settings' => array( 'test_secret_key' => 'sk_test_attacker' ) ) );
		$this->assertContains( rest_get_server()->dispatch( $request )->get_status(), array( 401, 403 ) );
		$this->assertSame( self::TEST_SECRET, get_option( 'woocommerce_' . Gateway::ID . '_settings' )['test_secret_key'] );
	}

	/**
	 * Visitors, subscribers, customers, authors and editors.
	 *
	 * @return array<string, array{string}>
	 */
	public static function roles_without_shop_management(): array {
		return array(
			'visitor'    => array( '' ),
			'subscriber' => array( 'subscriber' ),
			'customer'   => array( 'customer' ),
			'editor'     => array( 'editor' ),
		);
	}

	public function test_woocommerces_rest_answer_blanks_the_secrets_and_a_blank_put_keeps_them(): void {
		$this->log_in_as( 'administrator' );
		$response = rest_get_server()->dispatch( new \WP_REST_Request( 'GET', '/wc/v3/payment_gateways/' . Gateway::ID ) );

		$this->assertSame( 200, $response->get_status() );
		$json = (string) wp_json_encode( $response->get_data() );
		$this->assertStringNotContainsString( self::TEST_SECRET, $json );
		$this->assertStringNotContainsString( self::WEBHOOK_SECRET, $json );
		$this->assertStringContainsString( 'pk_test_shopwright_placeholder', $json );

		$request = new \WP_REST_Request( 'PUT', '/wc/v3/payment_gateways/' . Gateway::ID );
		$request->set_body_params(
			array(
				'settings' => array(
					'test_secret_key'      => '',
					'test_publishable_key' => 'pk_test_changed',
				),
			)
		);
		$this->assertSame( 200, rest_get_server()->dispatch( $request )->get_status() );
		$saved = get_option( 'woocommerce_' . Gateway::ID . '_settings' );
		$this->assertSame( self::TEST_SECRET, $saved['test_secret_key'] );
		$this->assertSame( 'pk_test_changed', $saved['test_publishable_key'] );
	}

	public function test_the_gateway_needs_the_current_modes_keys_and_stays_out_of_the_classic_list(): void {
		$gateway = $this->gateway();
		$this->assertTrue( $gateway->is_available() );

		$settings             = get_option( 'woocommerce_' . Gateway::ID . '_settings' );
		$settings['testmode'] = 'no';
		update_option( 'woocommerce_' . Gateway::ID . '_settings', $settings );
		$gateway->init_settings();
		$this->assertFalse( $gateway->is_available(), 'Live mode without live keys takes no payment.' );

		$this->assertArrayNotHasKey( Gateway::ID, apply_filters( 'woocommerce_available_payment_gateways', array( Gateway::ID => $gateway ) ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own hook, applied as it applies it.
	}
}
