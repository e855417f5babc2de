<?php
/**
 * POST /shopwright/v1/express-checkout/webhook: Stripe's events about payments.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe is not a WordPress user: the permission to call this route is the Stripe-Signature
 * header, checked against the signing secrets before anything in the body is read. No cookie,
 * nonce or other request header grants it. The answer never carries order data, so an event
 * naming another order teaches the caller nothing.
 */
final class WebhookController {

	public const NAMESPACE = 'shopwright/v1';
	public const ROUTE     = '/express-checkout/webhook';

	/**
	 * Largest body accepted, in bytes; Stripe's events are a few kilobytes.
	 */
	public const MAX_BODY = 262144;

	/**
	 * Keeps the services.
	 *
	 * @param \Closure      $gateway Returns the gateway (or null), read when a delivery arrives.
	 * @param PaymentEvents $events  Applies the events.
	 */
	public function __construct( private \Closure $gateway, private PaymentEvents $events ) {}

	/**
	 * Hooks the route.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'receive' ),
				'permission_callback' => array( $this, 'verify' ),
			)
		);
	}

	/**
	 * The signature is the permission.
	 *
	 * @param \WP_REST_Request $request The delivery.
	 * @return true|\WP_Error
	 */
	public function verify( \WP_REST_Request $request ) {
		$mode = $this->signed_mode( $request );
		return is_wp_error( $mode ) ? $mode : true;
	}

	/**
	 * Applies the event.
	 *
	 * @param \WP_REST_Request $request The delivery.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function receive( \WP_REST_Request $request ) {
		$mode = $this->signed_mode( $request );
		if ( is_wp_error( $mode ) ) {
			return $mode;
		}
		$event = json_decode( $request->get_body(), true );
		if ( ! is_array( $event ) ) {
			return new \WP_Error( 'shopwright_webhook_body', __( 'The event is not JSON.', 'shopwright' ), array( 'status' => 400 ) );
		}
		$outcome = $this->events->handle( $event, $mode );
		if ( 'busy' === $outcome ) {
			// Stripe retries a delivery that did not get a 2xx: the next try finds the order free.
			return new \WP_Error( 'shopwright_webhook_busy', __( 'The order is being updated; try again.', 'shopwright' ), array( 'status' => 503 ) );
		}
		$response = new \WP_REST_Response( array( 'received' => true ), 200 );
		$response->header( 'Cache-Control', 'no-store, private, max-age=0' );
		return $response;
	}

	/**
	 * The mode whose secret signed the request, or why none did.
	 *
	 * @param \WP_REST_Request $request The delivery.
	 * @return string|\WP_Error
	 */
	private function signed_mode( \WP_REST_Request $request ) {
		$body = $request->get_body();
		if ( strlen( $body ) > self::MAX_BODY ) {
			return new \WP_Error( 'shopwright_webhook_body', __( 'The event is too large.', 'shopwright' ), array( 'status' => 413 ) );
		}
		$gateway = ( $this->gateway )();
		if ( ! $gateway instanceof Gateway ) {
			return new \WP_Error( 'shopwright_webhook_off', __( 'The payment method is not available.', 'shopwright' ), array( 'status' => 404 ) );
		}
		return WebhookSignature::verify( $body, (string) $request->get_header( 'stripe_signature' ), $gateway->webhook_secrets(), time() );
	}
}
