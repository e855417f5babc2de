<?php
/**
 * The quick view module's switch.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\QuickView;

use Shopwright\Plugin;
use Shopwright\QuickView\QuickViewModule;
use Shopwright\Tests\TestCase;

/**
 * Off, the module adds nothing; on, it is active only with WooCommerce.
 */
final class QuickViewModuleTest extends TestCase {

	public function test_building_the_module_hooks_nothing(): void {
		remove_all_filters( 'shopwright_product_card_actions' );
		remove_all_actions( 'wc_ajax_add_to_cart' );
		$module = new QuickViewModule();
		$this->assertSame( 'quick_view', $module->id() );
		$this->assertTrue( $module->requires_woocommerce() );
		$this->assertNull( $module->buttons() );
		$this->assertFalse( has_filter( 'shopwright_product_card_actions' ) );
		$this->assertFalse( has_action( 'wc_ajax_add_to_cart' ) );
	}

	public function test_switched_off_it_is_not_active(): void {
		$settings = Plugin::instance()->settings();
		$this->assertIsArray( $settings->update( array( 'quick_view' => array( 'enabled' => false ) ) ) );
		$ids = array_map( static fn( $module ) => $module->id(), Plugin::instance()->active_modules() );
		$this->assertNotContains( 'quick_view', $ids );
	}

	public function test_its_settings_default_to_showing_the_button_everywhere(): void {
		$schema = ( new QuickViewModule() )->settings_schema();
		$this->assertTrue( $schema['archives']['default'] );
		$this->assertTrue( $schema['product_blocks']['default'] );
	}
}
