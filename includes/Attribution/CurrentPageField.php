<?php
/**
 * The order attribution field for the page the order was placed from.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Attribution;

use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Adds `session_current_page` (sourcebuster's current page of the session, `session.cpg`) to
 * WooCommerce's order attribution fields: the address of the page the checkout or registration
 * form was sent from. Being one of WooCommerce's fields, it takes their whole path: a hidden input
 * of the classic forms, the checkout block's extension data, the order's meta
 * `_wc_order_attribution_session_current_page`, cleaned like the others once saved; the order
 * screen's "First and last visit" box shows it.
 *
 * WooCommerce reads its field list once, while it loads, before the modules are read on init; so
 * this is hooked as Shopwright loads (before WooCommerce, whose folder sorts after it) and asks the
 * stored settings directly whether the attribution module is on.
 */
final class CurrentPageField {

	public const FIELD    = 'session_current_page';
	public const ACCESSOR = 'session.cpg';

	/**
	 * Hooks WooCommerce's field list.
	 */
	public static function register(): void {
		add_filter( 'wc_order_attribution_tracking_fields', array( self::class, 'add' ) );
	}

	/**
	 * WooCommerce's fields with the current page after the session's, while the module is on.
	 *
	 * @param mixed $fields Field name => sourcebuster accessor.
	 * @return mixed
	 */
	public static function add( $fields ) {
		if ( ! is_array( $fields ) || ! self::module_on() ) {
			return $fields;
		}
		$fields[ self::FIELD ] = self::ACCESSOR;
		return $fields;
	}

	/**
	 * Whether the attribution module is on, from the stored option as it stands (on by default).
	 * The settings' schema carries translated labels, which may not be loaded this early.
	 */
	private static function module_on(): bool {
		$stored = get_option( Settings::OPTION, array() );
		$module = is_array( $stored ) && is_array( $stored['attribution'] ?? null ) ? $stored['attribution'] : array();
		return false !== ( $module['enabled'] ?? true );
	}

	/**
	 * The page an order was placed from, as saved (and cleaned) on it; empty when none.
	 *
	 * @param \WC_Order $order The order.
	 */
	public static function value( \WC_Order $order ): string {
		$value = $order->get_meta( '_' . OrderAttribution::field_prefix() . self::FIELD );
		return is_string( $value ) && '(none)' !== $value ? AttributionCookie::clean( $value ) : '';
	}
}
