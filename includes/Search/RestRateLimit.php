<?php
/**
 * The rate limit of the search's REST routes.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Counts a REST request against its client's search budget, and gives the 429 answer when the
 * budget is spent. The search route gets the same limit inside SearchService::handle(); the
 * details and prices routes, which answer without a query, take it here.
 */
final class RestRateLimit {

	/**
	 * The client address used for the rate limit: REMOTE_ADDR, or what the owner's proxies
	 * forwarded. Notes a proxy the owner has not named, for the admin notice.
	 *
	 * @param array<string, mixed> $snapshot Search snapshot.
	 */
	public static function client( array $snapshot ): string {
		ProxyNotice::observe( $_SERVER, $snapshot ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Only addresses validated by ClientAddress are kept.
		return SearchService::client( $_SERVER, $snapshot ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Validated as an IP address by ClientAddress.
	}

	/**
	 * Counts this request; null while the client is within its limit, else the 429 response with
	 * Retry-After, never stored by a cache.
	 *
	 * @param SearchService        $service  The service with the owner's limit.
	 * @param array<string, mixed> $snapshot Search snapshot.
	 */
	public static function refusal( SearchService $service, array $snapshot ): ?\WP_REST_Response {
		$wait = $service->limiter()->hit( self::client( $snapshot ) );
		if ( $wait <= 0 ) {
			return null;
		}
		$response = rest_convert_error_to_response( new \WP_Error( 'shopwright_rate_limited', __( 'Too many searches; try again shortly.', 'shopwright' ), array( 'status' => 429 ) ) );
		$response->header( 'Cache-Control', 'no-store' );
		$response->header( 'Retry-After', (string) $wait );
		return $response;
	}
}
