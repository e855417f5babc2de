<?php
/**
 * Per-client budgets of the express checkout's public routes and of its PaymentIntents, and the
 * 429 of a checkout refused for its budget.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

use Shopwright\Platform\ClientIdentity;
use Shopwright\Platform\WindowCounter;

defined( 'ABSPATH' ) || exit;

/**
 * Counts requests atomically (one upsert that answers the count it wrote, so a burst of parallel
 * requests cannot slip between a check and a write), per logged-in customer, or per address for
 * guests (hashed), like WooCommerce's checkout attempts. The address is the plugin's client
 * identity: the connecting address, or what a proxy the owner named forwarded; a forwarding
 * header from anyone else is the client's own words and changes nothing.
 */
final class ClientLimit {

	/**
	 * Who sent the request, as the module was handed it when it registered.
	 *
	 * @var ClientIdentity|null
	 */
	private static ?ClientIdentity $identity = null;

	/**
	 * Counts one request against the client's budget.
	 *
	 * @param string $scope  The budget's key prefix, so that two budgets never share a count.
	 * @param int    $limit  Requests per window.
	 * @param int    $window Seconds.
	 * @return int Seconds to wait; 0 when the request may go ahead.
	 */
	public static function hit( string $scope, int $limit, int $window ): int {
		return ( new WindowCounter( $GLOBALS['wpdb'], $scope, max( 1, $limit ), $window ) )->hit( self::subject() );
	}

	/**
	 * Whose budget a request spends: the logged-in customer's, or the guest's address.
	 *
	 * @throws \LogicException When the module has not registered (nothing of it runs then).
	 */
	public static function subject(): string {
		if ( null === self::$identity ) {
			throw new \LogicException( 'The express checkout module counts requests only once it has registered.' );
		}
		$user = get_current_user_id();
		return $user > 0 ? 'user_' . $user : 'guest_' . self::$identity->client();
	}

	/**
	 * The seconds a checkout of this request was told to wait, once its budget of PaymentIntents
	 * was spent; 0 when none was.
	 *
	 * @var int
	 */
	private static int $checkout_wait = 0;

	/**
	 * Notes that this request's payment was refused for its budget.
	 *
	 * @param int $wait Seconds to wait.
	 */
	public static function refused_checkout( int $wait ): void {
		self::$checkout_wait = max( 1, $wait );
	}

	/**
	 * The seconds this request's payment was told to wait, forgotten once read; 0 when it was not
	 * refused for its budget.
	 */
	public static function take_checkout_wait(): int {
		$wait                = self::$checkout_wait;
		self::$checkout_wait = 0;
		return $wait;
	}

	/**
	 * Keeps the client identity and hooks the 429 of a checkout refused for its budget. (The
	 * Retry-After header of the plugin's own routes' 429s is added for every route by
	 * Platform\RetryAfter.)
	 *
	 * @param ClientIdentity $identity Who sent the request, behind the proxies the owner named.
	 */
	public static function register( ClientIdentity $identity ): void {
		self::$identity = $identity;
		add_filter( 'rest_request_after_callbacks', array( self::class, 'checkout_refusal' ), 999, 3 );
	}

	/**
	 * The Store API turns every failed payment into a 400, whatever the gateway throws (it
	 * catches each exception and answers woocommerce_rest_checkout_process_payment_error). A
	 * checkout whose payment was refused because its client spent its budget is a 429 instead,
	 * with Retry-After, so that scripts and proxies see the limit for what it is; the body keeps
	 * the Store API's shape and our message for the shopper.
	 *
	 * @param mixed $response The answer, or an error.
	 * @param mixed $handler  The route's handler.
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public static function checkout_refusal( $response, $handler, $request ) {
		unset( $handler );
		if ( self::$checkout_wait <= 0 || ! $request instanceof \WP_REST_Request || 1 !== preg_match( '#^/wc/store(?:/v\d+)?/checkout(?:/\d+)?$#', $request->get_route() ) ) {
			return $response;
		}
		$wait = self::take_checkout_wait();
		if ( $response instanceof \WP_Error ) {
			$response = rest_convert_error_to_response( $response );
		}
		if ( ! $response instanceof \WP_REST_Response || $response->get_status() < 400 ) {
			return $response;
		}
		$data = $response->get_data();
		if ( is_array( $data ) ) {
			$data['data'] = array_merge(
				is_array( $data['data'] ?? null ) ? $data['data'] : array(),
				array(
					'status'      => 429,
					'retry_after' => $wait,
				)
			);
			$response->set_data( $data );
		}
		$response->set_status( 429 );
		$response->header( 'Retry-After', (string) $wait );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
