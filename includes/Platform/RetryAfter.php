<?php
/**
 * The Retry-After header of every 429 the plugin's routes answer.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Platform;

defined( 'ABSPATH' ) || exit;

/**
 * A permission callback can only answer an error, not set a header. Its 429s say in their data
 * (retry_after, in seconds) how long the client must wait; this writes that into a Retry-After
 * header, so clients and proxies that honour the header wait as long as the limit asks. A 429
 * without a wait of its own says one minute, never nothing.
 */
final class RetryAfter {

	/**
	 * Seconds a 429 asks for when its error says nothing: the shortest window of the limits.
	 */
	public const DEFAULT_WAIT = 60;

	/**
	 * Hooks the header into the answers of our routes.
	 */
	public static function register(): void {
		// Late, after the routes' own filters (which may turn an error into a response).
		add_filter( 'rest_request_after_callbacks', array( self::class, 'add_header' ), 999, 3 );
	}

	/**
	 * Adds Retry-After to a 429 of a shopwright/v1 route that has none.
	 *
	 * @param mixed $response The answer, or an error.
	 * @param mixed $handler  The route's handler.
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public static function add_header( $response, $handler, $request ) {
		unset( $handler );
		if ( ! $request instanceof \WP_REST_Request || ! str_starts_with( $request->get_route(), '/shopwright/v1/' ) ) {
			return $response;
		}
		if ( $response instanceof \WP_Error ) {
			if ( 429 !== self::status( $response ) ) {
				return $response;
			}
			$response = rest_convert_error_to_response( $response );
		}
		if ( ! $response instanceof \WP_REST_Response || 429 !== $response->get_status() || isset( $response->get_headers()['Retry-After'] ) ) {
			return $response;
		}
		$response->header( 'Retry-After', (string) self::wait( $response->get_data() ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The HTTP status an error asks for.
	 *
	 * @param \WP_Error $error The error.
	 */
	private static function status( \WP_Error $error ): int {
		$data = $error->get_error_data();
		return is_array( $data ) ? (int) ( $data['status'] ?? 0 ) : 0;
	}

	/**
	 * The wait the answer's error data names, or the default.
	 *
	 * @param mixed $data The answer's data.
	 */
	private static function wait( $data ): int {
		$wait = is_array( $data ) && is_array( $data['data'] ?? null ) ? (int) ( $data['data']['retry_after'] ?? 0 ) : 0;
		return $wait > 0 ? $wait : self::DEFAULT_WAIT;
	}
}
