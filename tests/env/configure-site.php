<?php
/**
 * Activates the theme and plugins and sets the options a test shop needs. Safe to run again.
 * Usage: php configure-site.php WORDPRESS_DIR URL [woocommerce]
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

require __DIR__ . '/bootstrap-cli.php';

$shopwright_dir         = $argv[1];
$shopwright_woocommerce = 'woocommerce' === ( $argv[3] ?? '' );
shopwright_cli_request( $argv[2] );
require $shopwright_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( 'twentytwentyfive' !== get_stylesheet() && wp_get_theme( 'twentytwentyfive' )->exists() ) {
	switch_theme( 'twentytwentyfive' );
}

update_option( 'permalink_structure', '/%postname%/' );
update_option( 'blog_public', '0' );
update_option( 'timezone_string', 'UTC' );

$shopwright_plugins = array( 'shopwright/plugin.php' );
if ( $shopwright_woocommerce ) {
	array_unshift( $shopwright_plugins, 'woocommerce/woocommerce.php' );
} elseif ( is_plugin_active( 'woocommerce/woocommerce.php' ) ) {
	deactivate_plugins( 'woocommerce/woocommerce.php', true );
	shopwright_cli_log( 'deactivated WooCommerce: none was supplied this time' );
}

foreach ( $shopwright_plugins as $shopwright_plugin ) {
	if ( is_plugin_active( $shopwright_plugin ) ) {
		continue;
	}
	$shopwright_result = activate_plugin( $shopwright_plugin );
	if ( is_wp_error( $shopwright_result ) ) {
		fwrite( STDERR, "activating $shopwright_plugin failed: " . $shopwright_result->get_error_message() . "\n" );
		exit( 1 );
	}
	shopwright_cli_log( "activated $shopwright_plugin" );
}

if ( $shopwright_woocommerce ) {
	// A fresh store starts in "coming soon" mode and with onboarding prompts; a demo shop wants neither.
	$shopwright_options = array(
		'woocommerce_coming_soon'                   => 'no',
		'woocommerce_store_pages_only'              => 'no',
		'woocommerce_onboarding_profile'            => array( 'skipped' => true ),
		'woocommerce_task_list_hidden'              => 'yes',
		'woocommerce_task_list_complete'            => 'yes',
		'woocommerce_show_marketplace_suggestions'  => 'no',
		'woocommerce_allow_tracking'                => 'no',
		'woocommerce_currency'                      => 'USD',
		'woocommerce_default_country'               => 'US:CA',
		'woocommerce_store_address'                 => '1 Market Street',
		'woocommerce_store_city'                    => 'San Francisco',
		'woocommerce_store_postcode'                => '94105',
		'woocommerce_calc_taxes'                    => 'no',
		'woocommerce_enable_guest_checkout'         => 'yes',
		'woocommerce_cod_settings'                  => array( 'enabled' => 'yes' ),
		'woocommerce_feature_order_attribution_enabled' => 'yes',
	);
	foreach ( $shopwright_options as $shopwright_name => $shopwright_value ) {
		update_option( $shopwright_name, $shopwright_value );
	}
	// The express checkout gateway in test mode, switched off, with keys that are placeholders
	// (Stripe refuses them): its settings screen shows where real keys go; no payment can be taken.
	update_option(
		'woocommerce_shopwright_express_settings',
		array(
			'enabled'              => 'no',
			'testmode'             => 'yes',
			'test_publishable_key' => 'pk_test_PLACEHOLDER_demo_only_not_a_real_key',
			'test_secret_key'      => 'sk_test_PLACEHOLDER_demo_only_not_a_real_key',
			'test_webhook_secret'  => 'whsec_PLACEHOLDER_demo_only_not_a_real_secret',
			'capture'              => 'automatic',
		)
	);
}

flush_rewrite_rules( false );
