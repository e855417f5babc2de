<?php
/**
 * The popups module's switch.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Popups;

use Shopwright\Plugin;
use Shopwright\Popups\PopupEditorAssets;
use Shopwright\Popups\PopupPostType;
use Shopwright\Popups\PopupRenderer;
use Shopwright\Popups\PopupSchema;
use Shopwright\Popups\PopupsModule;
use Shopwright\Tests\TestCase;

/**
 * Off, popups leave no trace; on, the module registers its post type, footer and editor.
 */
final class PopupsModuleTest extends TestCase {

	/**
	 * Registers the post type again if a test left it out, since post types outlive the test.
	 */
	protected function tear_down(): void {
		if ( ! post_type_exists( PopupPostType::NAME ) ) {
			( new PopupPostType( new PopupSchema() ) )->register_post_type();
		}
		parent::tear_down();
	}

	/**
	 * Whether a hook has a callback that is a method of this class.
	 *
	 * @param string $hook       Hook name.
	 * @param string $class_name Class name.
	 */
	private function hooked( string $hook, string $class_name ): bool {
		global $wp_filter;
		if ( ! isset( $wp_filter[ $hook ] ) ) {
			return false;
		}
		foreach ( $wp_filter[ $hook ]->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof $class_name ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Removes the callbacks of this class from a hook (the test's hooks are restored afterwards).
	 *
	 * @param string $hook       Hook name.
	 * @param string $class_name Class name.
	 */
	private function unhook( string $hook, string $class_name ): void {
		global $wp_filter;
		if ( ! isset( $wp_filter[ $hook ] ) ) {
			return;
		}
		foreach ( $wp_filter[ $hook ]->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof $class_name ) {
					remove_action( $hook, $callback['function'], $priority );
				}
			}
		}
	}

	/**
	 * Sets the module's switch the way the settings app would.
	 *
	 * @param bool $enabled On or off.
	 */
	private function switch_popups( bool $enabled ): void {
		$this->assertIsArray( Plugin::instance()->settings()->update( array( 'popups' => array( 'enabled' => $enabled ) ) ) );
	}

	public function test_the_module_is_on_by_default_without_woocommerce(): void {
		$module = new PopupsModule();

		$this->assertSame( 'popups', $module->id() );
		$this->assertFalse( $module->requires_woocommerce() );
		$this->assertTrue( Plugin::instance()->settings()->is_module_enabled( 'popups' ) );
		$this->assertTrue( post_type_exists( PopupPostType::NAME ) );
	}

	public function test_registering_the_module_hooks_the_post_type_footer_and_editor(): void {
		$this->unhook( 'wp_footer', PopupRenderer::class );
		$this->unhook( 'enqueue_block_editor_assets', PopupEditorAssets::class );
		$this->unhook( 'rest_pre_insert_' . PopupPostType::NAME, PopupPostType::class );

		( new PopupsModule() )->register( Plugin::instance()->context() );

		$this->assertTrue( $this->hooked( 'wp_footer', PopupRenderer::class ) );
		$this->assertTrue( $this->hooked( 'enqueue_block_editor_assets', PopupEditorAssets::class ) );
		$this->assertTrue( $this->hooked( 'enqueue_block_assets', PopupEditorAssets::class ) );
		$this->assertTrue( $this->hooked( 'rest_pre_insert_' . PopupPostType::NAME, PopupPostType::class ) );
		$this->assertArrayHasKey( PopupPostType::SETTINGS_META, get_registered_meta_keys( 'post', PopupPostType::NAME ) );
		$this->assertArrayHasKey( PopupPostType::LOCATION_META, get_registered_meta_keys( 'post', PopupPostType::NAME ) );
	}

	public function test_a_module_that_is_off_registers_no_post_type_and_hooks_no_footer(): void {
		unregister_post_type( PopupPostType::NAME );
		$this->unhook( 'wp_footer', PopupRenderer::class );
		$this->unhook( 'enqueue_block_editor_assets', PopupEditorAssets::class );

		$this->switch_popups( false );
		Plugin::instance()->register_modules();

		$this->assertFalse( post_type_exists( PopupPostType::NAME ) );
		$this->assertFalse( $this->hooked( 'wp_footer', PopupRenderer::class ) );
		$this->assertFalse( $this->hooked( 'enqueue_block_editor_assets', PopupEditorAssets::class ) );

		$this->switch_popups( true );
		Plugin::instance()->register_modules();

		$this->assertTrue( post_type_exists( PopupPostType::NAME ) );
		$this->assertTrue( $this->hooked( 'wp_footer', PopupRenderer::class ) );
	}
}
