<?php
/**
 * The express checkout module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

use Shopwright\Modules\Module;

/**
 * Apple Pay and Google Pay buttons through Stripe on product, cart and checkout pages.
 */
final class ExpressCheckoutModule extends Module {

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'express_checkout';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Express checkout', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'Apple Pay and Google Pay buttons through Stripe on product, cart and checkout pages.', 'shopwright' );
	}

	/**
	 * It works on WooCommerce products, cart and orders.
	 */
	public function requires_woocommerce(): bool {
		return true;
	}
}
