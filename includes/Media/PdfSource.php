<?php
/**
 * Where a PDF block's document may come from.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

defined( 'ABSPATH' ) || exit;

/**
 * A PDF from the media library, or an http(s) address on this site or on a host the owner
 * allowed. Anything else (javascript:, data:, vbscript:, a relative or protocol-less address, an
 * unknown host) gives no address at all, and the block then prints no frame.
 */
final class PdfSource {

	/**
	 * Keeps the other hosts allowed.
	 *
	 * @param string[] $hosts Hosts besides this site's, lower case.
	 */
	public function __construct( private array $hosts ) {}

	/**
	 * The hosts in the owner's list (separated by commas, spaces or new lines), lower case.
	 *
	 * @param string $text The list as typed.
	 * @return list<string>
	 */
	public static function parse_hosts( string $text ): array {
		$hosts   = array();
		$entries = preg_split( '/[\s,]+/', strtolower( $text ), -1, PREG_SPLIT_NO_EMPTY );
		foreach ( false === $entries ? array() : $entries as $host ) {
			if ( 1 === preg_match( '/^[a-z0-9.-]+$/', $host ) ) {
				$hosts[] = $host;
			}
		}
		return array_values( array_unique( $hosts ) );
	}

	/**
	 * The document's address, or null when there is none that may be shown.
	 *
	 * @param int    $media_id An attachment id, or 0.
	 * @param string $url      An address, used when there is no attachment.
	 */
	public function url( int $media_id, string $url ): ?string {
		if ( $media_id > 0 ) {
			$attachment = get_post( $media_id );
			if ( ! $attachment instanceof \WP_Post || 'attachment' !== $attachment->post_type || 'application/pdf' !== $attachment->post_mime_type ) {
				return null;
			}
			// The library's own address may be on a CDN the owner set up: any host will do.
			$url = (string) wp_get_attachment_url( $media_id );
			return null !== $this->http_host( $url ) ? $url : null;
		}
		return $this->allowed( $url ) ? $url : null;
	}

	/**
	 * Whether the address is an absolute http(s) address on an allowed host, written plainly.
	 *
	 * @param string $url The address.
	 */
	public function allowed( string $url ): bool {
		$host = $this->http_host( $url );
		if ( null === $host ) {
			return false;
		}
		$hosts = array_merge( array( strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) ) ), $this->hosts );
		/**
		 * Filters the hosts a PDF block may show documents from (this site's and the owner's list).
		 *
		 * @param list<string> $hosts Lower-case host names.
		 */
		$hosts = (array) apply_filters( 'shopwright_pdf_hosts', $hosts );
		return in_array( $host, $hosts, true );
	}

	/**
	 * The lower-case host of an absolute http(s) address written plainly, else null.
	 *
	 * @param string $url The address.
	 */
	private function http_host( string $url ): ?string {
		// No white space or control characters: browsers drop them, and "java\tscript:" is javascript:.
		if ( '' === $url || 1 === preg_match( '/[\x00-\x20\x7f]/', $url ) ) {
			return null;
		}
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return null;
		}
		return in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ? strtolower( $parts['host'] ) : null;
	}
}
