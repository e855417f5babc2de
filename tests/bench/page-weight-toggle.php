<?php
/**
 * Switches the storefront module on or off on the page-weight site: php page-weight-toggle.php WP_DIR URL on|off.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

require __DIR__ . '/../env/bootstrap-cli.php';

[ , $wp_dir, $url, $state ] = $argv + array( '', '', '', '' );
shopwright_cli_request( $url );
require $wp_dir . '/wp-load.php';

$settings                          = get_option( 'shopwright_settings' );
$settings                          = is_array( $settings ) ? $settings : array();
// The modules that take WooCommerce's storefront scripts off the page: off, WooCommerce's own
// scripts (its classic storefront, sourcebuster and attribution) run; on, ours do.
foreach ( array( 'storefront', 'attribution' ) as $shopwright_module ) {
	$settings[ $shopwright_module ]            = is_array( $settings[ $shopwright_module ] ?? null ) ? $settings[ $shopwright_module ] : array();
	$settings[ $shopwright_module ]['enabled'] = 'on' === $state;
}
update_option( 'shopwright_settings', $settings );
shopwright_cli_log( 'storefront and attribution modules ' . ( 'on' === $state ? 'on' : 'off' ) );
