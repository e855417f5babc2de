<?php
/**
 * The order attribution module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Attribution;

use Shopwright\Modules\Module;

/**
 * Records where each order came from: campaign, referrer, search engine or direct visit.
 */
final class AttributionModule extends Module {

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'attribution';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Order attribution', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'Records where each order came from: campaign, referrer, search engine or direct visit.', 'shopwright' );
	}

	/**
	 * It works on WooCommerce products, cart and orders.
	 */
	public function requires_woocommerce(): bool {
		return true;
	}
}
