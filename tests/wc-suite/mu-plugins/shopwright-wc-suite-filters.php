<?php
/**
 * Test-site fixture for the wc-suite run only (linked into mu-plugins for that run, removed after
 * it, never shipped): WooCommerce's shopper tests ask the store for a filter's value through an
 * "e2e-filters" cookie holding {"hook": {"value": ..., "priority": ...}}. Only the hooks listed
 * here are honoured, each with a number, so the cookie can change nothing else.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

add_action(
	'plugins_loaded',
	static function (): void {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Decoded and checked field by field below.
		$raw = isset( $_COOKIE['e2e-filters'] ) ? wp_unslash( (string) $_COOKIE['e2e-filters'] ) : '';
		if ( '' === $raw ) {
			return;
		}
		$specs = json_decode( $raw, true );
		if ( ! is_array( $specs ) ) {
			return;
		}
		// The order-received page's grace period before a guest must confirm their e-mail address.
		$allowed = array( 'woocommerce_order_email_verification_grace_period' );
		foreach ( $allowed as $hook ) {
			if ( ! isset( $specs[ $hook ]['value'] ) || ! is_numeric( $specs[ $hook ]['value'] ) ) {
				continue;
			}
			$value    = (int) $specs[ $hook ]['value'];
			$priority = isset( $specs[ $hook ]['priority'] ) && is_numeric( $specs[ $hook ]['priority'] ) ? (int) $specs[ $hook ]['priority'] : 10;
			add_filter( $hook, static fn() => $value, $priority );
		}
	}
);
