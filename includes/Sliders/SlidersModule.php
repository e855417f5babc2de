<?php
/**
 * The product sliders module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Sliders;

use Shopwright\Modules\Module;

/**
 * Carousels of products with arrows, dots, autoplay and per-device columns.
 */
final class SlidersModule extends Module {

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'sliders';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Product sliders', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'Carousels of products with arrows, dots, autoplay and per-device columns.', 'shopwright' );
	}

	/**
	 * It works on WooCommerce products, cart and orders.
	 */
	public function requires_woocommerce(): bool {
		return true;
	}
}
