<?php
/**
 * The express checkout module switched off.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\Gateway;
use Shopwright\Plugin;
use Shopwright\Tests\TestCase;

/**
 * Off, the module adds no payment method and no webhook.
 */
final class ExpressCheckoutModuleTest extends TestCase {

	public function test_the_module_off_adds_no_gateway_and_no_route(): void {
		$this->requires_woocommerce();
		$settings = Plugin::instance()->settings();
		$settings->update( array( 'express_checkout' => array( 'enabled' => false ) ) );
		remove_all_filters( 'woocommerce_payment_gateways' );
		remove_all_actions( 'rest_api_init' );

		Plugin::instance()->register_modules();
		$this->assertNotContains( Gateway::class, apply_filters( 'woocommerce_payment_gateways', array() ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own hook, applied as it applies it.
		$this->assertArrayNotHasKey( '/shopwright/v1/express-checkout/webhook', rest_get_server()->get_routes() );

		$settings->update( array( 'express_checkout' => array( 'enabled' => true ) ) );
		remove_all_filters( 'woocommerce_payment_gateways' );
		remove_all_actions( 'rest_api_init' );
		$GLOBALS['wp_rest_server'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- A fresh REST server reads the routes again.
		Plugin::instance()->register_modules();
		$this->assertContains( Gateway::class, apply_filters( 'woocommerce_payment_gateways', array() ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own hook, applied as it applies it.
		$this->assertArrayHasKey( '/shopwright/v1/express-checkout/webhook', rest_get_server()->get_routes() );
	}
}
