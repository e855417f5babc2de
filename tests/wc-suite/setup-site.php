<?php
/**
 * Prepares the test site for WooCommerce's own shopper tests: the theme, Shopwright on or off,
 * and what those tests take for granted on the store they run against (a classic cart and
 * checkout, a "customer" account, a REST API key, a shop holding only the products they add).
 * Prints "CONSUMER_KEY=..." and "CONSUMER_SECRET=..." lines for the runner.
 *
 * Usage: php setup-site.php WORDPRESS_DIR URL THEME on|off
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

require dirname( __DIR__ ) . '/env/bootstrap-cli.php';

if ( count( $argv ) < 5 || ! in_array( $argv[4], array( 'on', 'off' ), true ) ) {
	fwrite( STDERR, "usage: php setup-site.php WORDPRESS_DIR URL THEME on|off\n" );
	exit( 2 );
}

$shopwright_dir   = $argv[1];
$shopwright_theme = $argv[3];
$shopwright_on    = 'on' === $argv[4];
shopwright_cli_request( $argv[2] );
require $shopwright_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

if ( ! function_exists( 'WC' ) ) {
	fwrite( STDERR, "WooCommerce is not active on this site\n" );
	exit( 1 );
}

// The theme.
if ( ! wp_get_theme( $shopwright_theme )->exists() ) {
	fwrite( STDERR, "the theme $shopwright_theme is not installed\n" );
	exit( 1 );
}
switch_theme( $shopwright_theme );

// Shopwright on or off; WooCommerce stays as it is.
if ( $shopwright_on && ! is_plugin_active( 'shopwright/plugin.php' ) ) {
	$shopwright_result = activate_plugin( 'shopwright/plugin.php' );
	if ( is_wp_error( $shopwright_result ) ) {
		fwrite( STDERR, 'activating Shopwright failed: ' . $shopwright_result->get_error_message() . "\n" );
		exit( 1 );
	}
} elseif ( ! $shopwright_on && is_plugin_active( 'shopwright/plugin.php' ) ) {
	deactivate_plugins( 'shopwright/plugin.php', true );
}

// Shopwright as a store that has just activated it has it: every setting at its default (the
// test site's demo content makes choices of its own, such as showing Shopwright's mini cart).
delete_option( 'shopwright_settings' );

// Their locators are the classic cart's and checkout's (td.product-name, #order_review,
// #billing_first_name): the pages hold the shortcodes, as on the store their suite expects.
foreach ( array(
	'cart'     => '[woocommerce_cart]',
	'checkout' => '[woocommerce_checkout]',
) as $shopwright_page => $shopwright_shortcode ) {
	$shopwright_id = wc_get_page_id( $shopwright_page );
	if ( $shopwright_id > 0 ) {
		wp_update_post(
			array(
				'ID'           => $shopwright_id,
				'post_content' => "<!-- wp:shortcode -->\n$shopwright_shortcode\n<!-- /wp:shortcode -->",
			)
		);
	}
}

// Their variation tests expect "100 kg" and "5 × 10 × 10 cm": the units of WooCommerce's own
// test store, where this site's store (in the United States) has pounds and inches.
update_option( 'woocommerce_weight_unit', 'kg' );
update_option( 'woocommerce_dimension_unit', 'cm' );

// Their shop lists only the products the tests add (sorting and "Add to cart" counts assume so):
// the demo shop's products are taken out of the catalogue for this run.
$shopwright_products = get_posts(
	array(
		'post_type'      => 'product',
		'post_status'    => 'publish',
		'posts_per_page' => -1,
		'fields'         => 'ids',
	)
);
foreach ( $shopwright_products as $shopwright_product ) {
	wp_update_post(
		array(
			'ID'          => (int) $shopwright_product,
			'post_status' => 'draft',
		)
	);
}

// The shopper account their tests log in with.
$shopwright_customer = get_user_by( 'login', 'customer' );
if ( ! $shopwright_customer ) {
	$shopwright_customer_id = wp_insert_user(
		array(
			'user_login'   => 'customer',
			'user_pass'    => 'password',
			'user_email'   => 'customer@woocommercecoree2etestsuite.com',
			'first_name'   => 'Jane',
			'last_name'    => 'Smith',
			'display_name' => 'Jane Smith',
			'role'         => 'customer',
		)
	);
	if ( is_wp_error( $shopwright_customer_id ) ) {
		fwrite( STDERR, 'creating the customer failed: ' . $shopwright_customer_id->get_error_message() . "\n" );
		exit( 1 );
	}
}

// The admin's e-mail address their data file expects.
$shopwright_admin = get_user_by( 'login', 'admin' );
if ( ! $shopwright_admin ) {
	fwrite( STDERR, "the site has no admin user\n" );
	exit( 1 );
}

// A read/write REST API key for the admin, made the way WooCommerce's own key screen makes one.
global $wpdb;
$shopwright_key    = 'ck_' . wc_rand_hash();
$shopwright_secret = 'cs_' . wc_rand_hash();
$wpdb->insert(
	$wpdb->prefix . 'woocommerce_api_keys',
	array(
		'user_id'         => $shopwright_admin->ID,
		'description'     => 'Shopwright wc-suite',
		'permissions'     => 'read_write',
		'consumer_key'    => wc_api_hash( $shopwright_key ),
		'consumer_secret' => $shopwright_secret,
		'truncated_key'   => substr( $shopwright_key, -7 ),
	),
	array( '%d', '%s', '%s', '%s', '%s', '%s' )
);
if ( ! $wpdb->insert_id ) {
	fwrite( STDERR, "creating the REST API key failed\n" );
	exit( 1 );
}

flush_rewrite_rules( false );
shopwright_cli_log( sprintf( 'wc-suite site: %s, Shopwright %s', $shopwright_theme, $shopwright_on ? 'on' : 'off' ) );
fwrite( STDOUT, "CONSUMER_KEY=$shopwright_key\nCONSUMER_SECRET=$shopwright_secret\n" );
