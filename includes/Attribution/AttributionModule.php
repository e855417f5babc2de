<?php
/**
 * The order attribution feature.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Attribution;

use Shopwright\Modules\Context;
use Shopwright\Modules\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Records where each order came from. WooCommerce keeps its part: the order attribution fields,
 * their saving on the order, its Origin column and order box. What changes is the browser side:
 * sourcebuster and WooCommerce's attribution script make way for a script of under 2 KB that
 * keeps two small cookies, waits for consent where the WP Consent API asks for it, and fills
 * the same fields. On the server, each order also keeps both the first and the last touch, and
 * Shopwright → Order origins reports orders and revenue by origin over a chosen period.
 */
final class AttributionModule extends Module {

	/**
	 * Stable identifier, also the key of the module's settings section.
	 */
	public function id(): string {
		return 'attribution';
	}

	/**
	 * Name shown in the settings app.
	 */
	public function label(): string {
		return __( 'Order attribution', 'shopwright' );
	}

	/**
	 * One sentence shown under the name in the settings app.
	 */
	public function description(): string {
		return __( 'Records which campaign, search engine or site brought each order, in two small cookies, in place of WooCommerce\'s sourcebuster scripts.', 'shopwright' );
	}

	/**
	 * Orders are WooCommerce's.
	 */
	public function requires_woocommerce(): bool {
		return true;
	}

	/**
	 * Tracking on or off, and which touch is the order's origin.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function settings_schema(): array {
		return array(
			'tracking' => array(
				'type'        => 'boolean',
				'title'       => __( 'Record where orders come from', 'shopwright' ),
				'description' => __( 'Off: no attribution cookie is set, those already set are deleted, and new orders carry no origin. With the WP Consent API on the site, a visitor is recorded only once they accept marketing cookies.', 'shopwright' ),
				'default'     => true,
			),
			'origin'   => array(
				'type'        => 'string',
				'title'       => __( 'Order origin', 'shopwright' ),
				'description' => __( 'Which visit an order is credited to in WooCommerce\'s Origin column and reports. Both are kept on every order.', 'shopwright' ),
				'enum'        => array( 'last', 'first' ),
				'enumLabels'  => array(
					'last'  => __( 'The latest source (last touch)', 'shopwright' ),
					'first' => __( 'The first source (first touch)', 'shopwright' ),
				),
				'default'     => 'last',
			),
		);
	}

	/**
	 * Hooks the script and the order's extra data while WooCommerce's attribution is on.
	 *
	 * @param Context $context The plugin's shared services.
	 */
	public function register( Context $context ): void {
		global $wpdb;
		$settings = $context->settings;
		// The report reads what orders already carry, even while WooCommerce's feature is off.
		$report = new AttributionReport( $wpdb );
		$report->register();
		( new ReportController( $report ) )->register();
		( new ReportPage( SHOPWRIGHT_FILE ) )->register();
		( new VisitsBox() )->register();
		if ( ! self::woocommerce_attribution_enabled() ) {
			return;
		}
		( new AttributionScript( SHOPWRIGHT_FILE, $settings ) )->register();
		( new OrderAttribution() )->register();
	}

	/**
	 * Without WooCommerce's own order attribution feature the module records nothing.
	 */
	public function attention(): string {
		if ( self::woocommerce_attribution_enabled() ) {
			return '';
		}
		return __( 'WooCommerce’s order attribution is off, so no origin is recorded. Turn it on in WooCommerce → Settings → Advanced → Features.', 'shopwright' );
	}

	/**
	 * Whether WooCommerce's order attribution feature is on: without it WooCommerce saves no
	 * origin on orders, and neither do we.
	 */
	public static function woocommerce_attribution_enabled(): bool {
		return class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class )
			&& \Automattic\WooCommerce\Utilities\FeaturesUtil::feature_is_enabled( 'order_attribution' );
	}
}
