<?php
/**
 * Calls to Stripe's API through the WordPress HTTP API.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * A thin client for the few Stripe endpoints the gateway needs. Every write carries an
 * idempotency key, so a retried call (a timeout, a double click) never charges or refunds twice;
 * every call has a timeout; every failure becomes a StripeError with a readable message.
 */
final class StripeClient {

	public const API = 'https://api.stripe.com/v1/';

	/**
	 * Seconds before a call to Stripe is given up.
	 */
	public const TIMEOUT = 30;

	/**
	 * Keeps the secret key; it is only ever sent to Stripe.
	 *
	 * @param string $secret_key The account's secret (or restricted) key.
	 */
	public function __construct( private string $secret_key ) {}

	/**
	 * Creates a PaymentIntent.
	 *
	 * @param array<string, mixed> $params          Stripe's parameters.
	 * @param string               $idempotency_key Same key, same answer: Stripe creates one intent.
	 * @return array<string, mixed>
	 */
	public function create_intent( array $params, string $idempotency_key ): array {
		return $this->request( 'POST', 'payment_intents', $params, $idempotency_key );
	}

	/**
	 * Reads a PaymentIntent.
	 *
	 * @param string $intent_id The pi_… id.
	 * @return array<string, mixed>
	 */
	public function retrieve_intent( string $intent_id ): array {
		return $this->request( 'GET', 'payment_intents/' . rawurlencode( $intent_id ) );
	}

	/**
	 * Captures an authorised PaymentIntent.
	 *
	 * @param string $intent_id       The pi_… id.
	 * @param int    $amount          Amount to capture in the currency's smallest unit.
	 * @param string $idempotency_key Key of this capture.
	 * @return array<string, mixed>
	 */
	public function capture_intent( string $intent_id, int $amount, string $idempotency_key ): array {
		return $this->request( 'POST', 'payment_intents/' . rawurlencode( $intent_id ) . '/capture', array( 'amount_to_capture' => $amount ), $idempotency_key );
	}

	/**
	 * Refunds part or all of a PaymentIntent.
	 *
	 * @param array<string, mixed> $params          payment_intent, amount, metadata.
	 * @param string               $idempotency_key Key of this refund.
	 * @return array<string, mixed>
	 */
	public function create_refund( array $params, string $idempotency_key ): array {
		return $this->request( 'POST', 'refunds', $params, $idempotency_key );
	}

	/**
	 * One call.
	 *
	 * @param string               $method          GET or POST.
	 * @param string               $path            Path under /v1/.
	 * @param array<string, mixed> $params          Form parameters.
	 * @param string               $idempotency_key Key for a POST.
	 * @return array<string, mixed>
	 * @throws StripeError When Stripe refuses, or cannot be reached, or answers what is not JSON.
	 */
	private function request( string $method, string $path, array $params = array(), string $idempotency_key = '' ): array {
		if ( '' === $this->secret_key ) {
			throw new StripeError( __( 'The Stripe secret key is missing: add it in the payment method’s settings.', 'shopwright' ), 'shopwright_no_key' );
		}
		$headers = array(
			'Authorization' => 'Bearer ' . $this->secret_key,
			'Content-Type'  => 'application/x-www-form-urlencoded',
		);
		if ( '' !== $idempotency_key ) {
			$headers['Idempotency-Key'] = $idempotency_key;
		}
		$args = array(
			'method'  => $method,
			'timeout' => self::TIMEOUT,
			'headers' => $headers,
		);
		if ( 'POST' === $method ) {
			$args['body'] = http_build_query( $params, '', '&' );
		}
		$response = wp_remote_request( self::API . $path, $args );
		if ( is_wp_error( $response ) ) {
			throw new StripeError(
				/* translators: %s: the network error. */
				sprintf( __( 'Stripe could not be reached: %s', 'shopwright' ), $response->get_error_message() ),
				'shopwright_http'
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $body ) ) {
			throw new StripeError(
				/* translators: %d: HTTP status code. */
				sprintf( __( 'Stripe answered with something other than JSON (HTTP %d).', 'shopwright' ), $status ),
				'shopwright_http',
				$status
			);
		}
		if ( $status >= 200 && $status < 300 ) {
			return $body;
		}
		$error   = is_array( $body['error'] ?? null ) ? $body['error'] : array();
		$message = is_string( $error['message'] ?? null ) && '' !== $error['message']
			? $error['message']
			/* translators: %d: HTTP status code. */
			: sprintf( __( 'Stripe refused the request (HTTP %d).', 'shopwright' ), $status );
		$code   = is_string( $error['code'] ?? null ) ? $error['code'] : ( is_string( $error['type'] ?? null ) ? $error['type'] : 'stripe_error' );
		$intent = is_array( $error['payment_intent'] ?? null ) ? $error['payment_intent'] : array();
		throw new StripeError( $message, $code, $status, $intent );
	}
}
