<?php
/**
 * PHPUnit bootstrap: loads the real WordPress of the test site, with Shopwright (and WooCommerce,
 * when it was supplied) active, so the tests exercise the plugin as a site runs it.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

$shopwright_wp_dir = getenv( 'SHOPWRIGHT_TEST_WP_DIR' );
if ( ! $shopwright_wp_dir || ! is_file( $shopwright_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "SHOPWRIGHT_TEST_WP_DIR must point at the test site's WordPress; run the PHP tests with 'npm run test:php'.\n" );
	exit( 1 );
}

$shopwright_url             = (string) getenv( 'SHOPWRIGHT_TEST_URL' );
$shopwright_parts           = parse_url( '' !== $shopwright_url ? $shopwright_url : 'http://localhost:8889' );
$_SERVER['HTTP_HOST']       = $shopwright_parts['host'] . ( isset( $shopwright_parts['port'] ) ? ':' . $shopwright_parts['port'] : '' );
$_SERVER['SERVER_NAME']     = $shopwright_parts['host'];
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

require dirname( __DIR__, 2 ) . '/vendor/autoload.php';

// vendor/ may belong to another checkout (a git worktree can link it rather than install its
// own), and Composer's autoloader then maps Shopwright\ to that checkout's folders. This
// checkout's plugin and tests are what is under test, so their classes are found first.
spl_autoload_register(
	static function ( string $class_name ): void {
		$roots = array(
			'Shopwright\\Tests\\' => dirname( __DIR__, 2 ) . '/tests/php/',
			'Shopwright\\'        => dirname( __DIR__, 2 ) . '/includes/',
		);
		foreach ( $roots as $prefix => $dir ) {
			if ( str_starts_with( $class_name, $prefix ) ) {
				$file = $dir . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
				if ( is_readable( $file ) ) {
					require $file;
				}
				return;
			}
		}
	},
	true,
	true
);
require $shopwright_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';

// PHPUnit copies the variables this file leaves into $GLOBALS after including it. WordPress was
// loaded from here, so what its files set at their top level (`$shortcode_tags = array();`, the
// widget registries) are locals of this scope as well, stale copies of the globals its functions
// filled since, and would empty them: no shortcode would exist in a test. Only the globals stay.
foreach ( array_keys( get_defined_vars() ) as $shopwright_name ) {
	if ( ! str_starts_with( $shopwright_name, 'shopwright_' ) && array_key_exists( $shopwright_name, $GLOBALS ) ) {
		unset( ${$shopwright_name} );
	}
}

if ( ! class_exists( \Shopwright\Plugin::class, false ) ) {
	fwrite( STDERR, "Shopwright is not active on the test site.\n" );
	exit( 1 );
}
