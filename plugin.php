<?php
/**
 * Plugin Name:          Shopwright
 * Plugin URI:           https://github.com/shopwright/shopwright
 * Description:          A fast, accessible, jQuery-free storefront for WooCommerce: search, cart, popups and media as Gutenberg blocks.
 * Version:              0.1.0
 * Requires at least:    6.5
 * Requires PHP:         8.1
 * Author:               Shopwright
 * License:              GPL-2.0-or-later
 * License URI:          https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:          shopwright
 * Domain Path:          /languages
 * WC requires at least: 9.0
 * WC tested up to:      10.0
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

define( 'SHOPWRIGHT_VERSION', '0.1.0' );
define( 'SHOPWRIGHT_FILE', __FILE__ );
define( 'SHOPWRIGHT_DIR', __DIR__ );

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Shopwright\\';
		if ( 0 !== strncmp( $class_name, $prefix, strlen( $prefix ) ) ) {
			return;
		}
		$file = __DIR__ . '/includes/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

\Shopwright\Plugin::boot( __FILE__ );
