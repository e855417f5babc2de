<?php
/**
 * The popup editor's panels load where popups are edited, and only there.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Popups;

use Shopwright\Popups\PopupEditorAssets;
use Shopwright\Popups\PopupPostType;
use Shopwright\Tests\TestCase;

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- Tests set the admin screen and registries, and restore them.

/**
 * The editor hooks on a popup's screen, on another post type's, and on the front end.
 */
final class PopupEditorAssetsTest extends TestCase {

	/**
	 * Globals a test replaces, as they were.
	 *
	 * @var array<string, mixed>
	 */
	private array $globals_backup = array();

	/**
	 * Fresh registries, and no admin screen yet.
	 */
	protected function set_up(): void {
		parent::set_up();
		foreach ( array( 'current_screen', 'wp_scripts', 'wp_styles' ) as $name ) {
			$this->globals_backup[ $name ] = $GLOBALS[ $name ] ?? null;
		}
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$GLOBALS['wp_styles']  = new \WP_Styles();
		if ( ! is_readable( dirname( SHOPWRIGHT_FILE ) . '/build/editor/popup-settings.asset.php' ) ) {
			$this->markTestSkipped( 'The popup settings panels have not been built (npm run build).' );
		}
	}

	/**
	 * Leaves the admin screen.
	 */
	protected function tear_down(): void {
		foreach ( $this->globals_backup as $name => $value ) {
			$GLOBALS[ $name ] = $value;
		}
		parent::tear_down();
	}

	/**
	 * Makes the block editor of a post type the current admin screen.
	 *
	 * @param string $post_type Post type.
	 */
	private function edit( string $post_type ): void {
		$screen = \WP_Screen::get( $post_type );
		$screen->is_block_editor( true );
		$GLOBALS['current_screen'] = $screen;
	}

	public function test_the_panels_load_in_the_editor_of_popups_with_the_sites_roles(): void {
		$this->edit( PopupPostType::NAME );

		( new PopupEditorAssets( SHOPWRIGHT_FILE ) )->enqueue_panels();

		$this->assertTrue( wp_script_is( PopupEditorAssets::HANDLE, 'enqueued' ) );
		$before = implode( "\n", (array) wp_scripts()->get_data( PopupEditorAssets::HANDLE, 'before' ) );
		$this->assertStringContainsString( 'window.shopwrightPopupEditor = ', $before );
		$this->assertStringContainsString( '"slug":"editor"', $before );
		$this->assertStringContainsString( '"slug":"subscriber"', $before );
	}

	public function test_the_panels_stay_out_of_other_editors_and_the_front_end(): void {
		$assets = new PopupEditorAssets( SHOPWRIGHT_FILE );

		$this->edit( 'page' );
		$assets->enqueue_panels();
		$assets->enqueue_canvas_style();
		$this->assertFalse( wp_script_is( PopupEditorAssets::HANDLE, 'enqueued' ) );

		$GLOBALS['current_screen'] = null;
		$assets->enqueue_panels();
		$assets->enqueue_canvas_style();
		$this->assertFalse( wp_script_is( PopupEditorAssets::HANDLE, 'enqueued' ) );
		$this->assertSame( array(), wp_styles()->queue );
	}
}
