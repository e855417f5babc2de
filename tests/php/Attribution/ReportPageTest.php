<?php
/**
 * The Order origins admin page.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Attribution;

use Shopwright\Admin\SettingsPage;
use Shopwright\Attribution\ReportPage;
use Shopwright\Tests\TestCase;

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- The admin menu globals are what add_submenu_page() writes.

/**
 * WP Admin → Shopwright → Order origins.
 */
final class ReportPageTest extends TestCase {

	/**
	 * The admin menu globals as they were.
	 *
	 * @var array<string, mixed>
	 */
	private array $menus = array();

	/**
	 * Keeps the menu globals, which adding a page writes.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $submenu, $_registered_pages, $_parent_pages;
		$this->menus = array(
			'submenu'           => $submenu,
			'_registered_pages' => $_registered_pages,
			'_parent_pages'     => $_parent_pages,
		);
	}

	/**
	 * Puts the menu globals back.
	 */
	protected function tear_down(): void {
		global $submenu, $_registered_pages, $_parent_pages;
		$submenu           = $this->menus['submenu'];
		$_registered_pages = $this->menus['_registered_pages'];
		$_parent_pages     = $this->menus['_parent_pages'];
		wp_deregister_script( ReportPage::HANDLE );
		parent::tear_down();
	}

	/**
	 * The page sits under Shopwright, for those who may see WooCommerce's reports.
	 */
	public function test_page_is_a_submenu_for_report_viewers(): void {
		global $submenu;
		$this->requires_woocommerce(); // Report viewers are a WooCommerce capability.
		$this->log_in_as( 'shop_manager' );
		$page = new ReportPage( SHOPWRIGHT_FILE );
		$page->register();
		$this->assertSame( 10, has_action( 'admin_menu', array( $page, 'add_page' ) ) );
		$this->assertSame( 10, has_action( 'admin_enqueue_scripts', array( $page, 'enqueue' ) ) );

		$page->add_page();

		$entries = array_values( array_filter( $submenu[ SettingsPage::SLUG ] ?? array(), static fn( array $entry ): bool => ReportPage::SLUG === $entry[2] ) );
		$this->assertCount( 1, $entries );
		$this->assertSame( 'Order origins', $entries[0][0] );
		$this->assertSame( 'view_woocommerce_reports', $entries[0][1] );
	}

	/**
	 * The app loads on its own page only, with the components' styles.
	 */
	public function test_app_loads_on_its_page_only(): void {
		$this->requires_woocommerce(); // Its capability is WooCommerce's.
		$this->log_in_as( 'administrator' );
		$page = new ReportPage( SHOPWRIGHT_FILE );
		$page->add_page();

		$page->enqueue( 'index.php' );
		$this->assertFalse( wp_script_is( ReportPage::HANDLE, 'enqueued' ) );

		$page->enqueue( get_plugin_page_hookname( ReportPage::SLUG, SettingsPage::SLUG ) );
		if ( ! is_readable( dirname( SHOPWRIGHT_FILE ) . '/build/admin/attribution-report.asset.php' ) ) {
			ob_start();
			do_action( 'admin_notices' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own action, fired as an admin page fires it.
			$this->assertStringContainsString( 'has not been built', (string) ob_get_clean() );
			return;
		}
		$this->assertTrue( wp_script_is( ReportPage::HANDLE, 'enqueued' ) );
		$this->assertContains( 'wp-api-fetch', wp_scripts()->registered[ ReportPage::HANDLE ]->deps );
		$this->assertTrue( wp_style_is( 'wp-components', 'enqueued' ) );
		$this->assertTrue( wp_style_is( ReportPage::HANDLE . '-style-attribution-report', 'enqueued' ) );
	}

	/**
	 * The mount point carries a heading and a message for browsers without JavaScript.
	 */
	public function test_render_prints_the_mount_point(): void {
		ob_start();
		( new ReportPage( SHOPWRIGHT_FILE ) )->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'id="' . ReportPage::ROOT_ID . '"', $html );
		$this->assertStringContainsString( '<h1>Order origins</h1>', $html );
		$this->assertStringContainsString( '<noscript>', $html );
	}
}
