<?php
/**
 * The admin page that hosts the order-origin report.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Attribution;

use Shopwright\Admin\AdminApp;
use Shopwright\Admin\SettingsPage;

defined( 'ABSPATH' ) || exit;

/**
 * WP Admin → Shopwright → Order origins.
 */
final class ReportPage {

	public const SLUG       = 'shopwright-order-origins';
	public const HANDLE     = 'shopwright-attribution-report';
	public const CAPABILITY = 'view_woocommerce_reports';
	public const ROOT_ID    = 'shopwright-attribution-report-root';

	private const ENTRY = 'admin/attribution-report';

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
	}

	/**
	 * Adds the page under the Shopwright menu.
	 */
	public function add_page(): void {
		$hook_suffix       = add_submenu_page(
			SettingsPage::SLUG,
			__( 'Order origins', 'shopwright' ),
			__( 'Order origins', 'shopwright' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
		$this->hook_suffix = is_string( $hook_suffix ) ? $hook_suffix : '';
	}

	/**
	 * The app's mount point.
	 */
	public function render(): void {
		AdminApp::mount( self::ROOT_ID, __( 'Order origins', 'shopwright' ), __( 'The order-origin report needs JavaScript.', 'shopwright' ) );
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
		AdminApp::enqueue( $this->file, self::HANDLE, self::ENTRY, __( 'Shopwright’s order-origin report has not been built. Run "npm run build" in the plugin folder, or install a release zip.', 'shopwright' ) );
	}
}
