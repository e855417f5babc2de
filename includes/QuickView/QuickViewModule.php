<?php
/**
 * The quick view module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\QuickView;

use Shopwright\Modules\Module;

/**
 * Opens the details of a product and its add to cart in a dialog over product listings.
 */
final class QuickViewModule extends Module {

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'quick_view';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Quick view', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'Opens the details of a product and its add to cart in a dialog over product listings.', 'shopwright' );
	}

	/**
	 * It works on WooCommerce products, cart and orders.
	 */
	public function requires_woocommerce(): bool {
		return true;
	}
}
