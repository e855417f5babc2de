<?php
/**
 * What an order keeps of its attribution.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Attribution;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce saves the submitted attribution fields on the order (classic checkout, checkout
 * block, and any code that fires its save action). After it, this caps what it saved and keeps
 * both touches of the visitor's record, with their click ids, under one meta key of ours: the
 * origin WooCommerce shows is the touch the owner chose; the other is there for reports.
 */
final class OrderAttribution {

	public const META_KEY = '_shopwright_attribution';

	/**
	 * WooCommerce's field names, as its own script knows them.
	 */
	public const DEFAULT_FIELDS = array( 'source_type', 'referrer', 'utm_campaign', 'utm_source', 'utm_medium', 'utm_content', 'utm_id', 'utm_term', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'session_entry', 'session_start_time', 'session_pages', 'session_count', 'user_agent' );

	/**
	 * Hooks in after WooCommerce has saved the fields.
	 */
	public function register(): void {
		add_action( 'woocommerce_order_save_attribution_data', array( $this, 'complete' ), 20 );
	}

	/**
	 * WooCommerce's field names, with its filter applied.
	 *
	 * @return list<string>
	 */
	public static function field_names(): array {
		$controller = self::controller();
		$names      = null !== $controller ? (array) call_user_func( array( $controller, 'get_field_names' ) ) : self::DEFAULT_FIELDS;
		return array_values( array_filter( array_map( 'strval', $names ), static fn( string $name ): bool => 1 === preg_match( '/^[a-z_]+$/', $name ) ) );
	}

	/**
	 * The prefix of the inputs' names, "wc_order_attribution_" unless filtered.
	 */
	public static function field_prefix(): string {
		$controller = self::controller();
		return null !== $controller ? (string) call_user_func( array( $controller, 'get_prefix' ) ) : 'wc_order_attribution_';
	}

	/**
	 * WooCommerce's attribution controller, when this WooCommerce has one: it knows the field
	 * names and the prefix after WooCommerce's filters.
	 */
	private static function controller(): ?object {
		$class = \Automattic\WooCommerce\Internal\Orders\OrderAttributionController::class; // @phpstan-ignore class.notFound (WooCommerce's stubs leave out its internal classes.)
		if ( ! function_exists( 'wc_get_container' ) || ! class_exists( $class ) ) {
			return null;
		}
		$controller = wc_get_container()->get( $class );
		return method_exists( $controller, 'get_field_names' ) && method_exists( $controller, 'get_prefix' ) ? $controller : null;
	}

	/**
	 * Caps the fields WooCommerce saved and adds the visitor's record.
	 *
	 * @param mixed $order The order being placed (WooCommerce passes a WC_Order).
	 */
	public function complete( $order ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$meta_prefix = '_' . self::field_prefix();
		foreach ( self::field_names() as $field ) {
			$value = $order->get_meta( $meta_prefix . $field );
			if ( is_string( $value ) && '' !== $value ) {
				$clean = AttributionCookie::clean( $value );
				if ( $clean !== $value ) {
					$order->update_meta_data( $meta_prefix . $field, $clean );
				}
			}
		}
		$header = isset( $_SERVER['HTTP_COOKIE'] ) && is_string( $_SERVER['HTTP_COOKIE'] ) ? wp_unslash( $_SERVER['HTTP_COOKIE'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Parsed and every value sanitized by AttributionCookie.
		$record = AttributionCookie::decode( AttributionCookie::from_header( $header ) );
		if ( null !== $record && '' !== (string) $order->get_meta( $meta_prefix . 'source_type' ) ) {
			// Only alongside WooCommerce's fields: no fields means no consent or tracking off.
			$order->update_meta_data( self::META_KEY, $record );
		}
		$order->save_meta_data();
	}

	/**
	 * The record kept on an order, or null.
	 *
	 * @param \WC_Order $order The order.
	 * @return array{first: array<string, string>, last: array<string, string>, visits: int}|null
	 */
	public static function record( \WC_Order $order ): ?array {
		$record = $order->get_meta( self::META_KEY );
		return is_array( $record ) && isset( $record['first'], $record['last'] ) ? $record : null;
	}
}
