<?php
/**
 * Checks the Stripe-Signature header of a webhook delivery.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe signs "<timestamp>.<raw body>" with HMAC-SHA256 and the endpoint's signing secret, and
 * sends `t=<timestamp>,v1=<hex signature>` (several v1 while a secret is being rolled). A delivery
 * is genuine when one v1 equals ours, compared in constant time, and its timestamp is recent:
 * an old signed body replayed later is refused.
 */
final class WebhookSignature {

	/**
	 * Seconds a signature stays acceptable, either side of now.
	 */
	public const TOLERANCE = 300;

	/**
	 * The mode whose secret signed the body, or a WP_Error saying why none did.
	 *
	 * @param string                $payload The raw request body.
	 * @param string                $header  The Stripe-Signature header.
	 * @param array<string, string> $secrets Signing secrets by mode (test, live).
	 * @param int                   $now     Current Unix time.
	 * @return string|\WP_Error
	 */
	public static function verify( string $payload, string $header, array $secrets, int $now ) {
		$timestamp  = null;
		$signatures = array();
		foreach ( explode( ',', $header ) as $part ) {
			$pair = explode( '=', trim( $part ), 2 );
			if ( 2 !== count( $pair ) ) {
				continue;
			}
			if ( 't' === $pair[0] && 1 === preg_match( '/^\d{1,12}$/', $pair[1] ) ) {
				$timestamp = (int) $pair[1];
			} elseif ( 'v1' === $pair[0] && 1 === preg_match( '/^[0-9a-f]{64}$/', $pair[1] ) ) {
				$signatures[] = $pair[1];
			}
		}
		if ( null === $timestamp || array() === $signatures ) {
			return new \WP_Error( 'shopwright_webhook_unsigned', __( 'The request carries no Stripe signature.', 'shopwright' ), array( 'status' => 400 ) );
		}
		if ( array() === $secrets ) {
			return new \WP_Error( 'shopwright_webhook_no_secret', __( 'No webhook signing secret is set in the payment method’s settings.', 'shopwright' ), array( 'status' => 400 ) );
		}
		if ( abs( $now - $timestamp ) > self::TOLERANCE ) {
			return new \WP_Error( 'shopwright_webhook_stale', __( 'The signature is too old or from the future.', 'shopwright' ), array( 'status' => 400 ) );
		}
		foreach ( $secrets as $mode => $secret ) {
			$expected = hash_hmac( 'sha256', $timestamp . '.' . $payload, $secret );
			foreach ( $signatures as $signature ) {
				if ( hash_equals( $expected, $signature ) ) {
					return (string) $mode;
				}
			}
		}
		return new \WP_Error( 'shopwright_webhook_signature', __( 'The signature does not match.', 'shopwright' ), array( 'status' => 400 ) );
	}

	/**
	 * A header for a body, as Stripe would send it; for tests and for the owner's own checks.
	 *
	 * @param string $payload   Raw body.
	 * @param string $secret    Signing secret.
	 * @param int    $timestamp Unix time of signing.
	 */
	public static function header( string $payload, string $secret, int $timestamp ): string {
		return 't=' . $timestamp . ',v1=' . hash_hmac( 'sha256', $timestamp . '.' . $payload, $secret );
	}
}
