<?php
/**
 * The wallet buttons' analytics: POST shopwright/v1/express-checkout/events.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * Takes one event of the buttons (shown, clicked) with which wallet and on which page, and counts
 * it for the day. Only those names and values are accepted: any other field is refused whole, so
 * nothing personal (an address, an email, an order) can be sent along, and nothing about the
 * sender is stored: the client's address (see ClientLimit) only keys the rate limit, hashed.
 * Shoppers are anonymous, so the page's REST nonce is what is checked, with a per-client budget.
 */
final class ButtonEventsController {

	public const ROUTE = '/express-checkout/events';

	/**
	 * Events one customer, or one guest's address, may send per minute.
	 */
	public const RATE_LIMIT = 30;
	public const WINDOW     = 60;

	/**
	 * The fields an event may have.
	 */
	public const FIELDS = array( 'event', 'wallet', 'page', 'ui' );

	/**
	 * Keeps the counts and how to reach the gateway.
	 *
	 * @param ButtonStats $stats   The counts.
	 * @param \Closure    $gateway Returns the gateway, or null.
	 */
	public function __construct( private ButtonStats $stats, private \Closure $gateway ) {}

	/**
	 * Adds the route on rest_api_init.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			OrderPayment::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'record' ),
				'permission_callback' => array( $this, 'permission' ),
				'args'                => array(
					'event'  => array(
						'description' => __( 'What happened: the buttons were shown, or one was clicked.', 'shopwright' ),
						'type'        => 'string',
						'enum'        => ButtonStats::EVENTS,
						'required'    => true,
					),
					'wallet' => array(
						'description' => __( 'Which wallet.', 'shopwright' ),
						'type'        => 'string',
						'enum'        => ButtonStats::WALLETS,
						'required'    => true,
					),
					'page'   => array(
						'description' => __( 'Which page the buttons are on.', 'shopwright' ),
						'type'        => 'string',
						'enum'        => ButtonStats::PAGES,
						'required'    => true,
					),
					'ui'     => array(
						'description' => __( 'Whether the page is built with blocks or is a classic one.', 'shopwright' ),
						'type'        => 'string',
						'enum'        => ButtonStats::UIS,
						'default'     => 'classic',
					),
				),
			)
		);
	}

	/**
	 * Anyone may report, with the page's REST nonce; only while the wallet takes payments.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( \WP_REST_Request $request ) {
		$nonce = (string) $request->get_header( 'X-WP-Nonce' );
		if ( '' === $nonce || false === wp_verify_nonce( $nonce, 'wp_rest' ) ) {
			return new \WP_Error( 'shopwright_bad_nonce', __( 'The page is out of date; reload it.', 'shopwright' ), array( 'status' => 403 ) );
		}
		$gateway = ( $this->gateway )();
		if ( ! $gateway instanceof Gateway || ! $gateway->is_available() ) {
			return new \WP_Error( 'shopwright_express_off', __( 'Express checkout is not taking payments.', 'shopwright' ), array( 'status' => 404 ) );
		}
		return true;
	}

	/**
	 * Counts one event: a request with any field besides the known ones counts nothing.
	 *
	 * @param \WP_REST_Request $request The request, its fields already valid against the schema.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function record( \WP_REST_Request $request ) {
		$sent    = array_keys( array_merge( (array) $request->get_query_params(), (array) $request->get_body_params(), (array) $request->get_json_params() ) );
		$unknown = array_values( array_diff( array_map( 'strval', $sent ), self::FIELDS, array( '_locale' ) ) );
		if ( array() !== $unknown ) {
			return new \WP_Error(
				'shopwright_unknown_field',
				/* translators: 1: the fields sent, 2: the fields allowed. */
				sprintf( __( 'Unknown fields %1$s: an event has only %2$s; nothing was counted.', 'shopwright' ), implode( ', ', array_map( 'sanitize_key', $unknown ) ), implode( ', ', self::FIELDS ) ),
				array(
					'status' => 400,
					'fields' => array_map( 'sanitize_key', $unknown ),
				)
			);
		}
		/**
		 * Button events one customer, or one guest's address, may send per minute.
		 *
		 * @param int $limit By default 30.
		 */
		$limit = (int) apply_filters( 'shopwright_express_events_rate_limit', self::RATE_LIMIT );
		$wait  = ClientLimit::hit( 'shopwright_express_events_', $limit, self::WINDOW );
		if ( $wait > 0 ) {
			$response = rest_convert_error_to_response(
				new \WP_Error(
					'shopwright_rate_limited',
					__( 'Too many button events from this address; try again shortly.', 'shopwright' ),
					array(
						'status'      => 429,
						'retry_after' => $wait,
					)
				)
			);
			$response->header( 'Retry-After', (string) $wait );
			$response->header( 'Cache-Control', 'no-store' );
			return $response;
		}
		$event  = (string) $request['event'];
		$wallet = (string) $request['wallet'];
		$page   = (string) $request['page'];
		// Product and pay-for-order pages have no block version of their own.
		$ui = in_array( $page, array( 'cart', 'checkout' ), true ) ? (string) $request['ui'] : 'classic';
		try {
			$this->stats->record( $event, $wallet, $page, $ui );
		} catch ( \RuntimeException ) {
			return new \WP_Error( 'shopwright_not_counted', __( 'The event could not be counted just now; nothing was stored.', 'shopwright' ), array( 'status' => 503 ) );
		}
		$response = new \WP_REST_Response( array( 'recorded' => 1 ), 201 );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * What the buttons' script needs to report: the route and a REST nonce, and the page.
	 *
	 * @param string $placement The container's placement (product, cart, checkout, blocks, order).
	 * @return array{url: string, nonce: string, page: string, ui: string}
	 */
	public static function client_config( string $placement ): array {
		$page = match ( $placement ) {
			'cart'   => 'cart',
			'checkout' => 'checkout',
			'blocks' => function_exists( 'is_cart' ) && is_cart() ? 'cart' : 'checkout',
			'order'  => 'pay_for_order',
			default  => 'product',
		};
		return array(
			'url'   => rest_url( OrderPayment::NAMESPACE . self::ROUTE ),
			'nonce' => wp_create_nonce( 'wp_rest' ),
			'page'  => $page,
			'ui'    => 'blocks' === $placement ? 'block' : 'classic',
		);
	}
}
