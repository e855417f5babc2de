<?php
/**
 * The one way the media embeds talk to a provider.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\Feeds;

defined( 'ABSPATH' ) || exit;

/**
 * GET requests through `wp_safe_remote_get`, only to the provider's own hosts, with a short
 * timeout and a size cap. Redirects are followed here, at most three, each one checked again as
 * if it were the first address; so a public address that redirects to the site's own network
 * is refused before anything is sent there.
 */
final class ProviderHttp {

	public const TIMEOUT       = 8;
	public const MAX_REDIRECTS = 3;

	/**
	 * Keeps the address guard.
	 *
	 * @param AddressGuard $guard Checks every address before it is fetched.
	 */
	public function __construct( private AddressGuard $guard ) {}

	/**
	 * The decoded JSON object at the address.
	 *
	 * @param string                $url      The address, its query already encoded.
	 * @param string[]              $hosts    The provider's hosts.
	 * @param int                   $max_size Largest body read, in bytes.
	 * @param array<string, string> $headers  Request headers besides the defaults (an API key header).
	 * @return array<string, mixed>|\WP_Error
	 */
	public function get_json( string $url, array $hosts, int $max_size = 1048576, array $headers = array() ) {
		$response = $this->get( $url, $hosts, $max_size, $headers );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$data = json_decode( $response['body'], true );
		if ( ! is_array( $data ) || array_is_list( $data ) ) {
			return new \WP_Error( 'shopwright_provider_invalid', __( 'The provider answered with something other than a JSON object.', 'shopwright' ) );
		}
		if ( $response['status'] >= 400 ) {
			$message = is_array( $data['error'] ?? null ) && is_string( $data['error']['message'] ?? null ) ? wp_strip_all_tags( $data['error']['message'] ) : '';
			return new \WP_Error(
				'shopwright_provider_refused',
				'' !== $message
					/* translators: 1: HTTP status code, 2: the provider's message. */
					? sprintf( __( 'The provider refused the request (%1$d): %2$s', 'shopwright' ), $response['status'], mb_substr( $message, 0, 300 ) )
					/* translators: %d: HTTP status code. */
					: sprintf( __( 'The provider refused the request (%d).', 'shopwright' ), $response['status'] )
			);
		}
		return $data;
	}

	/**
	 * The body and status at the address, after checked redirects.
	 *
	 * @param string                $url      The address.
	 * @param string[]              $hosts    The provider's hosts.
	 * @param int                   $max_size Largest body read, in bytes.
	 * @param array<string, string> $headers  Request headers besides the defaults; they go only to
	 *                                        the provider's hosts, redirects included.
	 * @return array{status: int, body: string, type: string}|\WP_Error
	 */
	public function get( string $url, array $hosts, int $max_size, array $headers = array() ) {
		for ( $hop = 0; $hop <= self::MAX_REDIRECTS; $hop++ ) {
			$refusal = $this->guard->refusal( $url, $hosts );
			if ( null !== $refusal ) {
				return new \WP_Error( 'shopwright_provider_address', $refusal );
			}
			$response = wp_safe_remote_get(
				$url,
				array(
					'timeout'             => self::TIMEOUT,
					'redirection'         => 0,
					'limit_response_size' => $max_size,
					'headers'             => $headers + array( 'Accept' => 'application/json, image/*' ),
				)
			);
			if ( is_wp_error( $response ) ) {
				return new \WP_Error(
					'shopwright_provider_unreachable',
					/* translators: %s: the HTTP error. */
					sprintf( __( 'The provider could not be reached: %s', 'shopwright' ), $response->get_error_message() )
				);
			}
			$status = (int) wp_remote_retrieve_response_code( $response );
			if ( $status >= 300 && $status < 400 ) {
				$location = (string) wp_remote_retrieve_header( $response, 'location' );
				if ( '' === $location ) {
					break;
				}
				$url = \WP_Http::make_absolute_url( $location, $url );
				continue;
			}
			return array(
				'status' => $status,
				'body'   => (string) wp_remote_retrieve_body( $response ),
				'type'   => strtolower( (string) wp_remote_retrieve_header( $response, 'content-type' ) ),
			);
		}
		return new \WP_Error( 'shopwright_provider_redirects', __( 'The provider redirected too often, or without saying where.', 'shopwright' ) );
	}
}
