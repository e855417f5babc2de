<?php
/**
 * Addresses stored relative to the site's home, so the index is smaller and survives a move.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Pure PHP: the fast endpoint rebuilds absolute addresses with the home URL of its snapshot.
 */
final class Urls {

	/**
	 * A URL under the home URL as the path after it ("/product/mug/"); any other URL as it is.
	 *
	 * @param string $url  Absolute URL.
	 * @param string $home The home URL, without a trailing slash (home_url()).
	 */
	public static function relative( string $url, string $home ): string {
		$home = rtrim( $home, '/' );
		if ( '' === $home || $url === $home ) {
			return '' === $home ? $url : '/';
		}
		return str_starts_with( $url, $home . '/' ) ? substr( $url, strlen( $home ) ) : $url;
	}

	/**
	 * A stored URL made absolute again: a path is put under the home URL, anything else is kept.
	 *
	 * @param string $stored What relative() returned.
	 * @param string $home   The home URL, without a trailing slash.
	 */
	public static function absolute( string $stored, string $home ): string {
		if ( str_starts_with( $stored, '/' ) && ! str_starts_with( $stored, '//' ) ) {
			return rtrim( $home, '/' ) . $stored;
		}
		return $stored;
	}
}
