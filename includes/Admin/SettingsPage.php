<?php
/**
 * The admin page that hosts the React settings app.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * WP Admin → Shopwright.
 */
final class SettingsPage {

	public const SLUG   = 'shopwright';
	public const HANDLE = 'shopwright-settings';

	/**
	 * The hook suffix WordPress gave the page.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

	/**
	 * Keeps the plugin file, to find the built app.
	 *
	 * @param string $file Path of plugin.php.
	 */
	public function __construct( private string $file ) {}

	/**
	 * Adds the menu entry and the app's assets.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( $this->file ), array( $this, 'add_settings_link' ) );
	}

	/**
	 * Adds the top-level menu entry.
	 */
	public function add_page(): void {
		$this->hook_suffix = add_menu_page(
			__( 'Shopwright', 'shopwright' ),
			__( 'Shopwright', 'shopwright' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' ),
			'dashicons-store',
			56
		);
		// Modules add submenus (Popups); this keeps the top-level entry pointing at the settings.
		add_submenu_page(
			self::SLUG,
			__( 'Shopwright settings', 'shopwright' ),
			__( 'Settings', 'shopwright' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' ),
			0
		);
	}

	/**
	 * Puts a "Settings" link on the Plugins screen.
	 *
	 * @param array<int|string, string> $links Existing links.
	 * @return array<int|string, string>
	 */
	public function add_settings_link( array $links ): array {
		array_unshift(
			$links,
			sprintf(
				'<a href="%s">%s</a>',
				esc_url( admin_url( 'admin.php?page=' . self::SLUG ) ),
				esc_html__( 'Settings', 'shopwright' )
			)
		);
		return $links;
	}

	/**
	 * The app's mount point.
	 */
	public function render(): void {
		AdminApp::mount( 'shopwright-settings-root', __( 'Shopwright', 'shopwright' ), __( 'The Shopwright settings need JavaScript.', 'shopwright' ) );
	}

	/**
	 * Loads the app on its own page only.
	 *
	 * @param string $hook_suffix The current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		AdminApp::enqueue( $this->file, self::HANDLE, 'admin/settings', __( 'Shopwright’s settings app has not been built. Run "npm run build" in the plugin folder, or install a release zip.', 'shopwright' ) );
	}
}
