<?php
/**
 * Whether WooCommerce runs on this site.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Platform;

defined( 'ABSPATH' ) || exit;

/**
 * The one test every module and block uses before calling WooCommerce.
 */
final class WooCommerce {

	/**
	 * Whether WooCommerce is loaded. Reliable from plugins_loaded on.
	 */
	public static function active(): bool {
		return class_exists( 'WooCommerce', false );
	}
}
