<?php
/**
 * Installs WordPress into an empty database; does nothing when it is installed already.
 * Usage: php install-wordpress.php WORDPRESS_DIR URL TITLE
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

require __DIR__ . '/bootstrap-cli.php';

[ , $shopwright_dir, $shopwright_url, $shopwright_title ] = $argv;
shopwright_cli_request( $shopwright_url );
define( 'WP_INSTALLING', true );
require $shopwright_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( is_blog_installed() ) {
	exit( 0 );
}
shopwright_cli_log( 'installing WordPress ' . get_bloginfo( 'version' ) );
$shopwright_result = wp_install( $shopwright_title, 'admin', 'admin@example.com', true, '', 'password', 'en_US' );
if ( is_wp_error( $shopwright_result ) ) {
	fwrite( STDERR, $shopwright_result->get_error_message() . "\n" );
	exit( 1 );
}
