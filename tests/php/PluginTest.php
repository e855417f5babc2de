<?php
/**
 * Module switches, WooCommerce detection and compatibility declarations.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests;

use Shopwright\Admin\WooCommerceNotice;
use Shopwright\Plugin;
use Shopwright\Settings\Settings;

/**
 * What the plugin registers depends on the owner's switches and on WooCommerce.
 */
final class PluginTest extends TestCase {

	/**
	 * Sets one setting the way the settings app would.
	 *
	 * @param string $section Section id.
	 * @param string $key     Setting key.
	 * @param mixed  $value   Value.
	 */
	private function set( string $section, string $key, $value ): void {
		$saved = Plugin::instance()->settings()->update( array( $section => array( $key => $value ) ) );
		$this->assertIsArray( $saved );
	}

	/**
	 * Unregisters every Shopwright block, so register_blocks() can run again without WordPress
	 * warning that a block of another module that is on is already registered.
	 */
	private function unregister_blocks(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( array_keys( $registry->get_all_registered() ) as $name ) {
			if ( str_starts_with( $name, 'shopwright/' ) ) {
				$registry->unregister( $name );
			}
		}
	}

	public function test_a_module_that_is_off_registers_no_block(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$this->assertTrue( $registry->is_registered( 'shopwright/countdown' ), 'The countdown module is on by default.' );

		$this->set( 'countdown', 'enabled', false );
		$this->unregister_blocks();
		Plugin::instance()->register_blocks();
		$this->assertFalse( $registry->is_registered( 'shopwright/countdown' ) );

		$this->set( 'countdown', 'enabled', true );
		$this->unregister_blocks();
		Plugin::instance()->register_blocks();
		$this->assertTrue( $registry->is_registered( 'shopwright/countdown' ) );
	}

	public function test_a_module_that_is_off_adds_no_hook(): void {
		$this->requires_woocommerce();
		$this->set( 'countdown', 'product_pages', true );
		$this->set( 'countdown', 'enabled', false );
		remove_all_actions( 'woocommerce_single_product_summary' );
		remove_all_filters( 'render_block_woocommerce/add-to-cart-form' );

		Plugin::instance()->register_modules();
		$this->assertFalse( has_action( 'woocommerce_single_product_summary' ) );
		$this->assertFalse( has_filter( 'render_block_woocommerce/add-to-cart-form' ) );

		$this->set( 'countdown', 'enabled', true );
		Plugin::instance()->register_modules();
		$this->assertNotFalse( has_action( 'woocommerce_single_product_summary' ) );
		$this->assertNotFalse( has_filter( 'render_block_woocommerce/add-to-cart-form' ) );
	}

	public function test_woocommerce_modules_stay_inactive_and_are_named_without_woocommerce(): void {
		$this->requires_no_woocommerce();
		$active = array_map( static fn( $module ) => $module->id(), Plugin::instance()->active_modules() );

		$this->assertSame( array( 'search', 'popups', 'countdown', 'media', 'widgets' ), $active );

		$this->log_in_as( 'administrator' );
		$notice = new WooCommerceNotice( Plugin::instance()->settings(), Plugin::instance()->modules() );
		ob_start();
		$notice->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'need WooCommerce', $html );
		$this->assertStringContainsString( 'Storefront', $html );

		$this->set( 'storefront', 'enabled', false );
		ob_start();
		$notice->render();
		$this->assertStringNotContainsString( 'Storefront', (string) ob_get_clean() );
	}

	public function test_the_notice_is_only_for_those_who_can_act_on_it(): void {
		$this->requires_no_woocommerce();
		$this->log_in_as( 'editor' );
		ob_start();
		( new WooCommerceNotice( Plugin::instance()->settings(), Plugin::instance()->modules() ) )->render();
		$this->assertSame( '', ob_get_clean() );
	}

	public function test_every_module_that_is_on_runs_with_woocommerce(): void {
		$this->requires_woocommerce();
		$ids = array_map( static fn( $module ) => $module->id(), Plugin::instance()->active_modules() );
		$this->assertEqualsCanonicalizing( array( 'search', 'popups', 'storefront', 'countdown', 'attribution', 'quick_view', 'sliders', 'media', 'widgets', 'express_checkout' ), array_values( $ids ) );
		$this->assertSame( array(), ( new WooCommerceNotice( Plugin::instance()->settings(), Plugin::instance()->modules() ) )->waiting_modules() );
	}

	public function test_compatibility_with_order_tables_and_cart_checkout_blocks_is_declared(): void {
		$this->requires_woocommerce();
		$features = wc_get_container()->get( \Automattic\WooCommerce\Internal\Features\FeaturesController::class );
		foreach ( array( 'custom_order_tables', 'cart_checkout_blocks' ) as $feature ) {
			$plugins = $features->get_compatible_plugins_for_feature( $feature );
			$this->assertContains( 'shopwright/plugin.php', $plugins['compatible'], $feature );
		}
	}

	public function test_the_settings_option_is_prefixed(): void {
		$this->assertStringStartsWith( 'shopwright_', Settings::OPTION );
	}
}
