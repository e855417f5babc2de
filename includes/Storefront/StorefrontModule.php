<?php
/**
 * The storefront module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Storefront;

use Shopwright\Modules\Module;

/**
 * A jQuery-free cart, mini cart, quantity buttons, variation images and store notices in place of the classic WooCommerce scripts.
 */
final class StorefrontModule extends Module {

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'storefront';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Storefront', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'A jQuery-free cart, mini cart, quantity buttons, variation images and store notices in place of the classic WooCommerce scripts.', 'shopwright' );
	}

	/**
	 * It works on WooCommerce products, cart and orders.
	 */
	public function requires_woocommerce(): bool {
		return true;
	}
}
