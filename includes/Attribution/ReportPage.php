<?php
/**
 * The admin page that hosts the order-origin report.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Attribution;

use Shopwright\Admin\SettingsPage;
use Shopwright\Assets\BuiltScript;

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
	 * The app's mount point, with a message for when its script cannot run.
	 */
	public function render(): void {
		// Notices go after .wp-header-end, outside the root that React's first render replaces.
		echo '<div class="wrap"><hr class="wp-header-end"><div id="' . esc_attr( self::ROOT_ID ) . '">';
		echo '<h1>' . esc_html__( 'Order origins', 'shopwright' ) . '</h1>';
		echo '<noscript><p>' . esc_html__( 'The order-origin report needs JavaScript.', 'shopwright' ) . '</p></noscript>';
		echo '</div></div>';
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
		$dir   = dirname( $this->file );
		$asset = BuiltScript::register( $this->file, self::HANDLE, self::ENTRY, array( 'in_footer' => true ) );
		if ( null === $asset ) {
			add_action( 'admin_notices', array( $this, 'missing_build_notice' ) );
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_set_script_translations( self::HANDLE, 'shopwright', $dir . '/languages' );
		wp_enqueue_style( 'wp-components' );
		foreach ( array( 'style-attribution-report.css', 'attribution-report.css' ) as $css ) {
			if ( is_readable( $dir . '/build/admin/' . $css ) ) {
				$style = self::HANDLE . '-' . basename( $css, '.css' );
				wp_enqueue_style( $style, plugins_url( 'build/admin/' . $css, $this->file ), array( 'wp-components' ), $asset['version'] );
				// The build writes a mirrored copy for right-to-left languages beside each stylesheet.
				wp_style_add_data( $style, 'rtl', 'replace' );
			}
		}
	}

	/**
	 * Says why the page is empty when the plugin was not built.
	 */
	public function missing_build_notice(): void {
		echo '<div class="notice notice-error"><p>' . esc_html__( 'Shopwright’s order-origin report has not been built. Run "npm run build" in the plugin folder, or install a release zip.', 'shopwright' ) . '</p></div>';
	}
}
