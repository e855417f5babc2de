<?php
/**
 * Per-client budgets of the express checkout's public routes, and the Retry-After header of
 * their refusals.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

use Automattic\WooCommerce\StoreApi\Utilities\RateLimits;

defined( 'ABSPATH' ) || exit;

/**
 * Counts requests in WooCommerce's own rate limit table, per logged-in customer, or per
 * connecting address for guests (hashed, and never a forwarded one: a forwarding header is the
 * client's own words), like WooCommerce's checkout attempts.
 */
final class ClientLimit {

	/**
	 * Counts one request against the client's budget.
	 *
	 * @param string $scope  The budget's key prefix, so that two budgets never share a count.
	 * @param int    $limit  Requests per window.
	 * @param int    $window Seconds.
	 * @return int Seconds to wait; 0 when the request may go ahead.
	 */
	public static function hit( string $scope, int $limit, int $window ): int {
		$user    = get_current_user_id();
		$address = isset( $_SERVER['REMOTE_ADDR'] ) ? (string) filter_var( wp_unslash( $_SERVER['REMOTE_ADDR'] ), FILTER_VALIDATE_IP ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Validated as an IP address.
		$action  = $scope . ( $user > 0 ? 'user_' . $user : 'guest_' . md5( $address ) );
		$options = static fn( $current ): array => array_merge(
			is_array( $current ) ? $current : array(),
			array(
				'enabled' => true,
				'limit'   => max( 1, $limit ),
				'seconds' => $window,
			)
		);
		add_filter( 'woocommerce_store_api_rate_limit_options', $options, PHP_INT_MAX );
		try {
			$retry = RateLimits::is_exceeded_retry_after( $action );
			if ( false !== $retry ) {
				return max( 1, (int) $retry );
			}
			RateLimits::update_rate_limit( $action );
			return 0;
		} finally {
			remove_filter( 'woocommerce_store_api_rate_limit_options', $options, PHP_INT_MAX );
		}
	}

	/**
	 * Adds the header that tells clients when to try again.
	 */
	public static function register(): void {
		add_filter( 'rest_post_dispatch', array( self::class, 'retry_after' ), 10, 3 );
	}

	/**
	 * A 429 of the express checkout's routes says in a Retry-After header, in seconds, what its
	 * error data says: a permission callback can only answer an error, not set a header.
	 *
	 * @param mixed $response The answer.
	 * @param mixed $server   The server.
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public static function retry_after( $response, $server, $request ) {
		unset( $server );
		if ( ! $response instanceof \WP_REST_Response || 429 !== $response->get_status() || ! $request instanceof \WP_REST_Request
			|| ! str_starts_with( $request->get_route(), '/' . OrderPayment::NAMESPACE . '/express-checkout/' ) ) {
			return $response;
		}
		$data = $response->get_data();
		$wait = is_array( $data ) && is_array( $data['data'] ?? null ) ? (int) ( $data['data']['retry_after'] ?? 0 ) : 0;
		if ( $wait > 0 && ! isset( $response->get_headers()['Retry-After'] ) ) {
			$response->header( 'Retry-After', (string) $wait );
		}
		return $response;
	}
}
