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
$settings['storefront']            = is_array( $settings['storefront'] ?? null ) ? $settings['storefront'] : array();
$settings['storefront']['enabled'] = 'on' === $state;
update_option( 'shopwright_settings', $settings );
shopwright_cli_log( 'storefront module ' . ( 'on' === $state ? 'on' : 'off' ) );
