<?php
/**
 * `npm run docs:settings`: writes docs/store-owners/settings.md from the settings schema of the
 * dev site's running plugin (or of the WordPress folder given as the first argument).
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

$shopwright_root  = dirname( __DIR__ );
$shopwright_cache = getenv( 'SHOPWRIGHT_CACHE' ) ?: ( 0 === posix_getuid() ? '/var/cache/shopwright' : getenv( 'HOME' ) . '/.cache/shopwright' );
$shopwright_wp    = $argv[1] ?? $shopwright_cache . '/sites/dev/wordpress';
if ( ! is_file( $shopwright_wp . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress at $shopwright_wp: run 'npm start' first, or pass a site's WordPress folder.\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']      = 'localhost';
$_SERVER['SERVER_NAME']    = 'localhost';
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REMOTE_ADDR']    = '127.0.0.1';
require $shopwright_wp . '/wp-load.php';
require $shopwright_root . '/tests/php/Docs/SettingsReference.php';

$shopwright_schema = ( new \Shopwright\Settings\Schema( \Shopwright\Plugin::instance()->modules() ) )->json_schema();
file_put_contents( $shopwright_root . '/' . \Shopwright\Tests\Docs\SettingsReference::PATH, \Shopwright\Tests\Docs\SettingsReference::markdown( $shopwright_schema ) );
echo 'wrote ' . \Shopwright\Tests\Docs\SettingsReference::PATH . "\n";
