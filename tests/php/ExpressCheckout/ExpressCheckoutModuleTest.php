<?php
/**
 * The express checkout module switched off and on.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\ExpressCheckoutModule;
use Shopwright\ExpressCheckout\Gateway;
use Shopwright\Plugin;
use Shopwright\Tests\TestCase;

/**
 * Off, the module is not among those the plugin registers; on, it adds the payment method and
 * the webhook route.
 */
final class ExpressCheckoutModuleTest extends TestCase {

	/**
	 * Once the settings are rolled back, the gateway WooCommerce keeps reads them again, so no
	 * later test meets this test's keys.
	 */
	protected function tear_down(): void {
		parent::tear_down();
		$gateway = class_exists( 'WooCommerce', false ) ? ExpressCheckoutModule::gateway() : null;
		if ( null !== $gateway ) {
			$gateway->init_settings();
		}
	}

	/**
	 * The ids of the modules the plugin registers.
	 *
	 * @return list<string>
	 */
	private function active(): array {
		return array_values( array_map( static fn( $module ) => $module->id(), Plugin::instance()->active_modules() ) );
	}

	public function test_the_module_off_is_not_registered_and_on_adds_the_gateway_and_the_route(): void {
		$this->requires_woocommerce();
		$settings = Plugin::instance()->settings();
		$settings->update( array( 'express_checkout' => array( 'enabled' => false ) ) );
		$this->assertNotContains( 'express_checkout', $this->active() );

		$settings->update( array( 'express_checkout' => array( 'enabled' => true ) ) );
		$this->assertContains( 'express_checkout', $this->active() );

		// A module instance of its own: registering the plugin's modules again would leave the
		// other modules' services out of step with their hooks for later tests.
		remove_all_filters( 'woocommerce_payment_gateways' );
		remove_all_actions( 'rest_api_init' );
		( new ExpressCheckoutModule() )->register( Plugin::instance()->context() );
		$this->assertContains( Gateway::class, apply_filters( 'woocommerce_payment_gateways', array() ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own hook, applied as it applies it.
		$this->assertArrayHasKey( '/shopwright/v1/express-checkout/webhook', rest_get_server()->get_routes() );
	}

	public function test_the_settings_summary_asks_for_the_current_modes_keys_and_the_method_enabled(): void {
		$this->requires_woocommerce();
		$module = new ExpressCheckoutModule();
		$save   = static function ( array $values ): void {
			update_option( 'woocommerce_' . Gateway::ID . '_settings', $values );
			$gateway = ExpressCheckoutModule::gateway();
			self::assertInstanceOf( Gateway::class, $gateway );
			$gateway->init_settings();
		};
		$keys   = array(
			'testmode'             => 'yes',
			'test_publishable_key' => 'pk_test_x',
			'test_secret_key'      => 'sk_test_x',
		);

		// Fresh: the method is off and has no keys; the summary says both, not "On".
		$save( array( 'testmode' => 'yes' ) );
		$this->assertSame( 'No wallet button shows yet: add your Stripe test keys and enable the payment method in WooCommerce › Settings › Payments › Express checkout.', $module->attention() );

		$save(
			array(
				'testmode' => 'yes',
				'enabled'  => 'yes',
			)
		);
		$this->assertSame( 'Add your Stripe test keys in WooCommerce › Settings › Payments › Express checkout.', $module->attention() );

		$save( $keys );
		$this->assertSame( 'No wallet button shows yet: enable the payment method in WooCommerce › Settings › Payments › Express checkout.', $module->attention() );

		$save( $keys + array( 'enabled' => 'yes' ) );
		$this->assertSame( '', $module->attention() );
	}
}
