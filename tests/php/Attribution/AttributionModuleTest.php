<?php
/**
 * The attribution module: its script in place of WooCommerce's, and what orders keep.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Attribution;

use Shopwright\Attribution\AttributionCookie;
use Shopwright\Attribution\AttributionModule;
use Shopwright\Attribution\AttributionScript;
use Shopwright\Attribution\CurrentPageField;
use Shopwright\Attribution\OrderAttribution;
use Shopwright\Plugin;

/**
 * What a page loads and an order keeps with the module on.
 */
final class AttributionModuleTest extends AttributionTestCase {

	/**
	 * The script queue before the test.
	 *
	 * @var \WP_Scripts|null
	 */
	private $saved_scripts;

	protected function set_up(): void {
		// Kept before the parent can skip the test (no WooCommerce): PHPUnit runs tear_down()
		// after a skip too, and it must then put back the registry it found, not an empty one
		// that would lose every script the plugin registered for the tests that follow.
		$this->saved_scripts = $GLOBALS['wp_scripts'] ?? null;
		parent::set_up();
		$GLOBALS['wp_scripts'] = new \WP_Scripts(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A fresh registry per test.
	}

	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring it.
		unset( $_SERVER['HTTP_COOKIE'] );
		parent::tear_down();
	}

	/**
	 * Settings with the attribution section changed.
	 *
	 * @param array<string, mixed> $values The section's values.
	 */
	private function set_attribution( array $values ): void {
		$settings           = Plugin::instance()->settings();
		$all                = $settings->all();
		$all['attribution'] = array_merge( $all['attribution'], $values );
		update_option( \Shopwright\Settings\Settings::OPTION, $all );
	}

	/**
	 * WooCommerce's attribution scripts enqueued as on any storefront page, then ours.
	 */
	private function page(): AttributionScript {
		wp_register_script( 'sourcebuster-js', 'https://shop.test/sourcebuster.js', array(), '1', true );
		wp_register_script( 'wc-order-attribution', 'https://shop.test/order-attribution.js', array( 'sourcebuster-js' ), '1', true );
		wp_register_script( 'wp-consent-api-integration', 'https://shop.test/consent.js', array( 'wc-order-attribution' ), '1', true );
		wp_enqueue_script( 'wc-order-attribution' );
		wp_enqueue_script( 'wp-consent-api-integration' );
		$script = new AttributionScript( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$script->enqueue();
		return $script;
	}

	/**
	 * The config the page carries.
	 *
	 * @param AttributionScript $script The script.
	 * @return array<string, mixed>
	 */
	private function printed_config( AttributionScript $script ): array {
		ob_start();
		$script->print_config();
		$html = trim( (string) ob_get_clean() );
		$this->assertMatchesRegularExpression( '#^<script type="application/json" id="shopwright-attribution-config">\{.*\}</script>$#', $html );
		$config = json_decode( (string) preg_replace( '#^<script[^>]*>|</script>$#', '', $html ), true );
		$this->assertIsArray( $config );
		return $config;
	}

	public function test_is_a_woocommerce_module_with_its_settings(): void {
		$module = new AttributionModule();
		$this->assertSame( 'attribution', $module->id() );
		$this->assertTrue( $module->requires_woocommerce() );
		$schema = $module->settings_schema();
		$this->assertTrue( $schema['tracking']['default'] );
		$this->assertSame( array( 'last', 'first' ), $schema['origin']['enum'] );
	}

	public function test_our_script_replaces_sourcebuster_and_woocommerce_attribution_script(): void {
		$this->requires_woocommerce();
		$this->page();
		$this->assertTrue( wp_script_is( AttributionScript::HANDLE, 'enqueued' ) );
		foreach ( AttributionScript::REPLACED as $handle ) {
			$this->assertFalse( wp_script_is( $handle, 'enqueued' ), "$handle leaves the page." );
		}
		$ours = wp_scripts()->query( AttributionScript::HANDLE );
		$this->assertInstanceOf( \_WP_Dependency::class, $ours );
		$this->assertSame( array(), $ours->deps, 'No jQuery, no WordPress packages.' );
		$this->assertSame( 'defer', $ours->extra['strategy'] ?? null );

		ob_start();
		wp_scripts()->do_items();
		$printed = (string) ob_get_clean();
		$this->assertStringNotContainsString( 'sourcebuster', $printed );
		$this->assertStringNotContainsString( 'order-attribution.js', $printed );
	}

	public function test_the_config_names_woocommerce_fields_and_the_owner_choices(): void {
		$this->requires_woocommerce();
		$config = $this->printed_config( $this->page() );
		$this->assertSame( 'wc_order_attribution_', $config['prefix'] );
		$this->assertSame( array_merge( OrderAttribution::DEFAULT_FIELDS, array( 'session_current_page' ) ), $config['fields'], "WooCommerce's fields and the current page." );
		$this->assertTrue( $config['allowTracking'] );
		$this->assertSame( 'last', $config['origin'] );
		$this->assertSame( '', $config['consent'], 'This site has no WP Consent API.' );

		$this->set_attribution( array( 'origin' => 'first' ) );
		$this->assertSame( 'first', $this->printed_config( $this->page() )['origin'] );
	}

	public function test_tracking_off_by_the_setting_or_woocommerce_filter_reaches_the_script(): void {
		$this->requires_woocommerce();
		$this->set_attribution( array( 'tracking' => false ) );
		$this->assertFalse( $this->printed_config( $this->page() )['allowTracking'] );

		$this->set_attribution( array( 'tracking' => true ) );
		add_filter( 'wc_order_attribution_allow_tracking', '__return_false' );
		$this->assertFalse( $this->printed_config( $this->page() )['allowTracking'] );
	}

	public function test_nothing_printed_without_the_script(): void {
		$script = new AttributionScript( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		ob_start();
		$script->print_config();
		$this->assertSame( '', ob_get_clean() );
	}

	/**
	 * Places an order as a checkout does: WooCommerce's fields posted, our cookie sent, and
	 * WooCommerce's save action fired with the order.
	 *
	 * @param array<string, string> $fields Posted fields, unprefixed.
	 * @param string                $cookie The Cookie header.
	 */
	private function place_order( array $fields, string $cookie ): \WC_Order {
		( new OrderAttribution() )->register();
		$order = wc_create_order();
		$this->assertInstanceOf( \WC_Order::class, $order );
		$_SERVER['HTTP_COOKIE'] = $cookie;
		$params                 = array_fill_keys( OrderAttribution::field_names(), '(none)' );
		do_action( 'woocommerce_order_save_attribution_data', $order, array_merge( $params, $fields ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own action, fired as its checkout fires it.
		return wc_get_order( $order->get_id() );
	}

	/**
	 * Our cookie for a record whose first touch was a referral and last a campaign.
	 */
	private static function record_cookie(): string {
		$touch = static function ( array $values ): array {
			$touch = array_merge( array_fill_keys( AttributionCookie::TOUCH_FIELDS, '(none)' ), array( 'click_id' => '' ), $values );
			return array_map( 'rawurlencode', array_values( $touch ) );
		};
		return 'shopwright_attribution=' . implode(
			'|',
			array_merge(
				array( '1', '2', '654321' ),
				$touch(
					array(
						'source_type' => 'referral',
						'utm_source'  => 'blog.example',
						'utm_medium'  => 'referral',
					)
				),
				$touch(
					array(
						'source_type' => 'utm',
						'utm_source'  => 'newsletter',
						'utm_medium'  => 'email',
						'click_id'    => 'gclid:xyz',
					)
				)
			)
		);
	}

	/**
	 * @dataProvider storages
	 *
	 * @param bool $custom_tables Whether orders live in WooCommerce's own tables.
	 */
	public function test_an_order_keeps_woocommerce_fields_and_both_touches( bool $custom_tables ): void {
		$this->requires_woocommerce();
		$this->use_storage( $custom_tables );
		$order = $this->place_order(
			array(
				'source_type' => 'utm',
				'utm_source'  => 'newsletter',
				'utm_medium'  => 'email',
			),
			'a=1; ' . self::record_cookie()
		);

		$this->assertSame( 'utm', $order->get_meta( '_wc_order_attribution_source_type' ) );
		$this->assertSame( 'newsletter', $order->get_meta( '_wc_order_attribution_utm_source' ) );
		$record = OrderAttribution::record( $order );
		$this->assertNotNull( $record );
		$this->assertSame( 'referral', $record['first']['source_type'] );
		$this->assertSame( 'blog.example', $record['first']['utm_source'] );
		$this->assertSame( 'gclid:xyz', $record['last']['click_id'] );
		$this->assertSame( 2, $record['visits'] );
		if ( $custom_tables ) {
			global $wpdb;
			$stored = $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->prefix}wc_orders_meta WHERE order_id = %d AND meta_key = '_wc_order_attribution_utm_source'", $order->get_id() ) );
		} else {
			$stored = get_post_meta( $order->get_id(), '_wc_order_attribution_utm_source', true );
		}
		$this->assertSame( 'newsletter', $stored, 'Stored where this storage keeps order meta.' );
	}

	/**
	 * @dataProvider storages
	 *
	 * @param bool $custom_tables Whether orders live in WooCommerce's own tables.
	 */
	public function test_hostile_fields_are_stored_capped_and_without_markup( bool $custom_tables ): void {
		$this->requires_woocommerce();
		$this->use_storage( $custom_tables );
		$order = $this->place_order(
			array(
				'source_type'  => 'utm',
				'utm_source'   => '<img src=x onerror=alert(1)>evil',
				'utm_campaign' => str_repeat( 'é', 8192 ),
				'referrer'     => "https://x.example/\x01\x02",
			),
			''
		);
		$this->assertSame( 'evil', $order->get_meta( '_wc_order_attribution_utm_source' ) );
		$this->assertSame( AttributionCookie::MAX_VALUE, mb_strlen( (string) $order->get_meta( '_wc_order_attribution_utm_campaign' ) ) );
		$this->assertSame( 'https://x.example/', $order->get_meta( '_wc_order_attribution_referrer' ) );
		$this->assertNull( OrderAttribution::record( $order ), 'No cookie, no record.' );
	}

	/**
	 * @dataProvider storages
	 *
	 * @param bool $custom_tables Whether orders live in WooCommerce's own tables.
	 */
	public function test_the_page_ordered_from_is_kept_cleaned_like_the_other_fields( bool $custom_tables ): void {
		$this->requires_woocommerce();
		$this->use_storage( $custom_tables );
		$order  = $this->place_order(
			array(
				'source_type'          => 'typein',
				'session_current_page' => 'https://shop.test/checkout/?x=<b>bold</b>' . "\u{202E}gpj.exe\x01" . str_repeat( 'a', 400 ),
			),
			''
		);
		$stored = (string) $order->get_meta( '_wc_order_attribution_session_current_page' );
		$this->assertStringStartsWith( 'https://shop.test/checkout/?x=boldgpj.exeaaa', $stored, 'Markup, the right-to-left override and control characters are gone.' );
		$this->assertSame( AttributionCookie::MAX_VALUE, mb_strlen( $stored ) );
		$this->assertSame( $stored, CurrentPageField::value( $order ) );

		$plain = $this->place_order(
			array(
				'source_type'          => 'typein',
				'session_current_page' => 'https://shop.test/checkout/',
			),
			''
		);
		$this->assertSame( 'https://shop.test/checkout/', $plain->get_meta( '_wc_order_attribution_session_current_page' ) );
	}

	public function test_the_current_page_field_is_added_only_while_the_module_is_on(): void {
		$fields = array( 'source_type' => 'current.typ' );
		$this->assertSame(
			array(
				'source_type'          => 'current.typ',
				'session_current_page' => 'session.cpg',
			),
			CurrentPageField::add( $fields )
		);
		$all                           = Plugin::instance()->settings()->all();
		$all['attribution']['enabled'] = false;
		update_option( \Shopwright\Settings\Settings::OPTION, $all );
		$this->assertSame( $fields, CurrentPageField::add( $fields ) );
	}

	public function test_a_forged_or_damaged_cookie_adds_nothing_and_raises_nothing(): void {
		$this->requires_woocommerce();
		foreach ( array( 'shopwright_attribution=1|2|3', 'shopwright_attribution=' . str_repeat( '%', 5000 ), 'shopwright_attribution=%E0%A4%A' ) as $cookie ) {
			$order = $this->place_order( array( 'source_type' => 'typein' ), $cookie );
			$this->assertNull( OrderAttribution::record( $order ), $cookie );
			$this->assertSame( 'typein', $order->get_meta( '_wc_order_attribution_source_type' ) );
		}
	}

	public function test_without_woocommerce_fields_no_record_is_kept(): void {
		$this->requires_woocommerce();
		// Consent refused or tracking off: the inputs are empty, so WooCommerce saves nothing.
		$order = $this->place_order( array(), self::record_cookie() );
		$this->assertNull( OrderAttribution::record( $order ) );
		$this->assertSame( '', $order->get_meta( '_wc_order_attribution_source_type' ) );
	}
}
