<?php
/**
 * The storefront script in place of WooCommerce's classic scripts.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Storefront;

use Shopwright\Plugin;
use Shopwright\Storefront\StorefrontScripts;
use Shopwright\Tests\TestCase;

/**
 * What a front-end page loads with the module on.
 */
final class StorefrontScriptsTest extends TestCase {

	/**
	 * The script queue before the test.
	 *
	 * @var \WP_Scripts|null
	 */
	private $saved_scripts;

	protected function set_up(): void {
		parent::set_up();
		$this->saved_scripts   = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = new \WP_Scripts(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A fresh registry per test.
	}

	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring it.
		remove_all_filters( 'shopwright_storefront_replaces_scripts' );
		parent::tear_down();
	}

	/**
	 * WooCommerce's scripts registered and enqueued as on a product page, then ours.
	 */
	private function page_with_classic_scripts(): StorefrontScripts {
		\WC_Frontend_Scripts::load_scripts();
		foreach ( array( 'woocommerce', 'wc-add-to-cart', 'wc-single-product', 'wc-add-to-cart-variation', 'flexslider', 'zoom', 'wc-cart-fragments' ) as $handle ) {
			wp_enqueue_script( $handle );
		}
		$scripts = new StorefrontScripts( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$scripts->enqueue();
		return $scripts;
	}

	public function test_the_classic_scripts_leave_the_queue_and_ours_joins_it_without_jquery(): void {
		$this->requires_woocommerce();
		$scripts = $this->page_with_classic_scripts();

		$this->assertTrue( $scripts->is_replacing() );
		$this->assertTrue( wp_script_is( StorefrontScripts::HANDLE, 'enqueued' ) );
		foreach ( StorefrontScripts::REPLACED as $handle ) {
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ), "$handle is replaced." );
		}
		$ours = wp_scripts()->query( StorefrontScripts::HANDLE );
		$this->assertInstanceOf( \_WP_Dependency::class, $ours );
		$this->assertNotContains( 'jquery', $ours->deps );
		$this->assertSame( 'defer', $ours->extra['strategy'] ?? null );
		$this->assertContains( 'shopwright-data', $ours->deps, 'The public stores come with it.' );
		$this->assertTrue( wp_style_is( StorefrontScripts::HANDLE, 'enqueued' ) );
		$rules = implode( '', (array) wp_styles()->get_data( StorefrontScripts::HANDLE, 'after' ) );
		$this->assertStringContainsString( '.shopwright-quantity__button{min-width:24px;min-height:24px}', $rules, 'Its controls are targets of 24 px at least.' );
	}

	public function test_the_gallery_rules_hide_a_hidden_image_whatever_the_theme(): void {
		$this->requires_woocommerce();
		$this->page_with_classic_scripts();
		$rules = implode( '', (array) wp_styles()->get_data( StorefrontScripts::HANDLE, 'after' ) );
		// WooCommerce's tiles rule (display:inline-block, a quarter wide) must not win over hidden.
		$this->assertStringContainsString( '.woocommerce-product-gallery .woocommerce-product-gallery__image[hidden]{display:none!important}', $rules );
		$this->assertStringContainsString( '.shopwright-gallery .woocommerce-product-gallery__image:not([hidden]){display:block!important;width:auto!important', $rules );
	}

	public function test_a_script_that_depends_on_a_replaced_one_still_gets_it(): void {
		$this->requires_woocommerce();
		$scripts = $this->page_with_classic_scripts();
		wp_enqueue_script( 'another-plugin', 'https://example.test/x.js', array( 'woocommerce' ), '1', true );

		ob_start();
		wp_scripts()->do_items( array( 'another-plugin' ) );
		$printed = (string) ob_get_clean();

		$this->assertTrue( $scripts->is_replacing() );
		$this->assertStringContainsString( 'frontend/woocommerce', $printed, 'Dependencies are never broken.' );
	}

	public function test_pages_the_filter_keeps_classic_are_left_alone(): void {
		$this->requires_woocommerce();
		add_filter( 'shopwright_storefront_replaces_scripts', '__return_false' );
		$scripts = $this->page_with_classic_scripts();

		$this->assertFalse( $scripts->is_replacing() );
		$this->assertFalse( wp_script_is( StorefrontScripts::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'woocommerce', 'enqueued' ) );
		ob_start();
		$scripts->print_config();
		$this->assertSame( '', ob_get_clean() );
	}

	public function test_the_config_is_inert_json_with_site_relative_endpoints(): void {
		$this->requires_woocommerce();
		$scripts = $this->page_with_classic_scripts();
		update_option( 'woocommerce_cart_redirect_after_add', 'yes' );

		ob_start();
		$scripts->print_config();
		$html = (string) ob_get_clean();

		$this->assertMatchesRegularExpression( '#^<script type="application/json" id="shopwright-storefront-config">\{.*\}</script>$#', trim( $html ) );
		$json   = (string) preg_replace( '#^<script[^>]*>|</script>$#', '', trim( $html ) );
		$config = json_decode( $json, true );
		$this->assertIsArray( $config );
		$this->assertStringStartsWith( '/', $config['wcAjaxUrl'] );
		$this->assertStringContainsString( '%%endpoint%%', $config['wcAjaxUrl'] );
		$this->assertTrue( $config['cartRedirectAfterAdd'] );
		$this->assertFalse( $config['isCart'] );
		$this->assertSame( wc_get_cart_url(), $config['cartUrl'] );
		$this->assertStringStartsWith( 'wc_cart_hash_', $config['cartHashKey'] );
		$this->assertStringStartsWith( 'wc_fragments_', $config['fragmentName'] );
		$this->assertSame( 'View cart', $config['i18n']['viewCart'] );
	}

	public function test_hostile_text_in_a_translation_cannot_close_the_config_element(): void {
		$this->requires_woocommerce();
		$scripts = $this->page_with_classic_scripts();
		$hostile = static fn( $translation, $text ) => 'View cart' === $text ? '</script><script>alert(1)</script>' : $translation;
		add_filter( 'gettext', $hostile, 10, 2 );

		ob_start();
		$scripts->print_config();
		$html = (string) ob_get_clean();
		remove_filter( 'gettext', $hostile, 10 );

		$this->assertSame( 1, substr_count( $html, '</script>' ) );
		$this->assertStringNotContainsString( '<script>alert', $html );
	}
}
