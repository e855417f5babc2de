<?php
/**
 * The popup editor's sidebar panels and canvas style.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

use Shopwright\Assets\BuiltScript;

defined( 'ABSPATH' ) || exit;

/**
 * Loads src/editor/popup-settings in the block editor of popups, and nowhere else.
 */
final class PopupEditorAssets {

	public const HANDLE = 'shopwright-popup-settings';

	/**
	 * Keeps the plugin file, to find the build.
	 *
	 * @param string $plugin_file Path of plugin.php.
	 */
	public function __construct( private string $plugin_file ) {}

	/**
	 * The panels load with the editor; the canvas style loads where the blocks are, which is an
	 * iframe in current editors.
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue_panels' ) );
		add_action( 'enqueue_block_assets', array( $this, 'enqueue_canvas_style' ) );
	}

	/**
	 * The "Popup settings" and "Where it shows" panels, with the site's roles for the logged_in
	 * condition (the REST API does not list roles).
	 */
	public function enqueue_panels(): void {
		if ( ! $this->is_popup_editor() ) {
			return;
		}
		$asset = $this->asset();
		if ( null === $asset ) {
			return;
		}
		wp_enqueue_script(
			self::HANDLE,
			plugins_url( 'build/editor/popup-settings.js', $this->plugin_file ),
			$asset['dependencies'],
			$asset['version'],
			true
		);
		wp_add_inline_script(
			self::HANDLE,
			'window.shopwrightPopupEditor = ' . wp_json_encode( array( 'roles' => $this->roles() ), JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
			'before'
		);
		wp_set_script_translations( self::HANDLE, 'shopwright', dirname( $this->plugin_file ) . '/languages' );
	}

	/**
	 * The canvas shows the popup as a dialog.
	 */
	public function enqueue_canvas_style(): void {
		if ( ! $this->is_popup_editor() ) {
			return;
		}
		$asset = $this->asset();
		if ( null === $asset ) {
			return;
		}
		$dir = dirname( $this->plugin_file ) . '/build/editor/';
		foreach ( array( 'popup-settings.css', 'style-popup-settings.css' ) as $css ) {
			if ( ! is_readable( $dir . $css ) ) {
				continue;
			}
			$handle = self::HANDLE . '-' . basename( $css, '.css' );
			wp_enqueue_style( $handle, plugins_url( 'build/editor/' . $css, $this->plugin_file ), array(), $asset['version'] );
			if ( is_readable( $dir . basename( $css, '.css' ) . '-rtl.css' ) ) {
				wp_style_add_data( $handle, 'rtl', 'replace' );
			}
		}
	}

	/**
	 * Whether the current admin screen edits a popup in the block editor.
	 */
	private function is_popup_editor(): bool {
		if ( ! is_admin() || ! function_exists( 'get_current_screen' ) ) {
			return false;
		}
		$screen = get_current_screen();
		return $screen instanceof \WP_Screen && PopupPostType::NAME === $screen->post_type && $screen->is_block_editor();
	}

	/**
	 * The built script's dependencies and version, or null before a build.
	 *
	 * @return array{dependencies: list<string>, version: string}|null
	 */
	private function asset(): ?array {
		return BuiltScript::asset( $this->plugin_file, 'editor/popup-settings' );
	}

	/**
	 * The site's roles, by slug, with their translated names.
	 *
	 * @return list<array{slug: string, name: string}>
	 */
	private function roles(): array {
		$roles = array();
		foreach ( wp_roles()->get_names() as $slug => $name ) {
			$roles[] = array(
				'slug' => (string) $slug,
				'name' => translate_user_role( $name ),
			);
		}
		return $roles;
	}
}
