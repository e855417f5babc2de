<?php
/**
 * A public Google Photos album, as far as the photo album block needs it.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\PhotoAlbum;

use Shopwright\Media\Feeds\ProviderHttp;

defined( 'ABSPATH' ) || exit;

/**
 * Google Photos has no API for a shared album's photos without the owner's sign-in; its shared
 * album page, which anyone with the link may open, carries them as data for its own script: a
 * call `AF_initDataCallback({key: 'ds:…', data: [...]})` whose data holds one entry per photo,
 * `[id, [image address, width, height, …], taken, …]`. This client fetches that page from
 * Google's hosts only (a short photos.app.goo.gl link redirects to photos.google.com, each hop
 * checked), cuts the data arrays out of the page without running anything, and keeps only the
 * entries of exactly that shape whose image lives on Google's image host.
 */
final class GooglePhotosClient {

	public const PAGE_HOSTS = array( 'photos.app.goo.gl', 'photos.google.com' );
	public const IMAGE_HOST = 'lh3.googleusercontent.com';

	/**
	 * Largest album page read, in bytes.
	 */
	public const MAX_PAGE = 3145728;

	/**
	 * Largest data array looked at, in bytes, and how deep it may nest.
	 */
	private const MAX_DATA  = 2097152;
	private const MAX_DEPTH = 64;

	/**
	 * Keeps the HTTP layer.
	 *
	 * @param ProviderHttp $http The provider HTTP layer.
	 */
	public function __construct( private ProviderHttp $http ) {}

	/**
	 * The album's address from what an editor typed, written the one way the client fetches it;
	 * null for anything else.
	 *
	 * @param string $source What the editor typed.
	 */
	public static function parse_source( string $source ): ?string {
		$source = trim( $source );
		if ( 1 === preg_match( '#^https://photos\.app\.goo\.gl/([A-Za-z0-9]{6,40})/?$#', $source, $match ) ) {
			return 'https://photos.app.goo.gl/' . $match[1];
		}
		if ( 1 === preg_match( '#^https://photos\.google\.com/share/([A-Za-z0-9_-]{10,200})/?(?:\?key=([A-Za-z0-9_-]{10,200}))?$#', $source, $match ) ) {
			return 'https://photos.google.com/share/' . $match[1] . ( isset( $match[2] ) ? '?key=' . $match[2] : '' );
		}
		return null;
	}

	/**
	 * The album's photos, in the album's order, at most so many.
	 *
	 * @param string $url   An address parse_source() returned.
	 * @param int    $limit Most photos kept.
	 * @return list<array{id: string, url: string, width: int, height: int}>|\WP_Error
	 */
	public function photos( string $url, int $limit ) {
		$response = $this->http->get( $url, self::PAGE_HOSTS, self::MAX_PAGE, array( 'Accept' => 'text/html' ) );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		if ( 404 === $response['status'] || 410 === $response['status'] ) {
			return new \WP_Error( 'shopwright_provider_not_found', __( 'Google Photos has no shared album at this address (it may have been deleted or unshared).', 'shopwright' ) );
		}
		if ( 200 !== $response['status'] ) {
			/* translators: %d: HTTP status code. */
			return new \WP_Error( 'shopwright_provider_refused', sprintf( __( 'Google Photos refused the request (%d).', 'shopwright' ), $response['status'] ) );
		}
		$photos = self::extract( $response['body'] );
		if ( null === $photos ) {
			return new \WP_Error( 'shopwright_provider_invalid', __( 'The album page holds no photos in a shape this version understands; check that the album is shared by link.', 'shopwright' ) );
		}
		return array_slice( $photos, 0, max( 1, $limit ) );
	}

	/**
	 * The photos of an album page: those of the data array holding the most valid entries; null
	 * when no data array holds any.
	 *
	 * @param string $html The album page.
	 * @return list<array{id: string, url: string, width: int, height: int}>|null
	 */
	public static function extract( string $html ): ?array {
		$best   = null;
		$offset = 0;
		$start  = strpos( $html, 'AF_initDataCallback(' );
		for ( ; false !== $start; $start = strpos( $html, 'AF_initDataCallback(', $offset ) ) {
			$offset = $start + 20;
			if ( 1 !== preg_match( '/\G\s*\{[^\[\]]{0,300}?\bdata\s*:\s*/', $html, $match, 0, $offset ) ) {
				continue;
			}
			$array = self::balanced_array( $html, $offset + strlen( $match[0] ) );
			if ( null === $array ) {
				continue;
			}
			$data = json_decode( $array, true, self::MAX_DEPTH );
			if ( ! is_array( $data ) || ! is_array( $data[1] ?? null ) ) {
				continue;
			}
			$photos = array();
			$seen   = array();
			foreach ( $data[1] as $entry ) {
				$photo = self::photo( $entry );
				if ( null !== $photo && ! isset( $seen[ $photo['id'] ] ) ) {
					$seen[ $photo['id'] ] = true;
					$photos[]             = $photo;
				}
			}
			if ( array() !== $photos && ( null === $best || count( $photos ) > count( $best ) ) ) {
				$best = $photos;
			}
		}
		return $best;
	}

	/**
	 * One photo entry, when it has exactly the documented shape; null otherwise.
	 *
	 * @param mixed $entry An entry of the data's photo list.
	 * @return array{id: string, url: string, width: int, height: int}|null
	 */
	private static function photo( $entry ): ?array {
		if ( ! is_array( $entry ) || ! is_string( $entry[0] ?? null ) || ! is_array( $entry[1] ?? null ) ) {
			return null;
		}
		$url    = $entry[1][0] ?? null;
		$width  = $entry[1][1] ?? null;
		$height = $entry[1][2] ?? null;
		if (
			1 !== preg_match( '/^[A-Za-z0-9_-]{10,200}$/', $entry[0] )
			|| ! is_string( $url )
			|| 1 !== preg_match( '#^https://' . preg_quote( self::IMAGE_HOST, '#' ) . '/(?:pw/)?[A-Za-z0-9_-]{20,1000}$#', $url )
			|| ! is_int( $width ) || ! is_int( $height )
			|| $width < 1 || $height < 1 || $width > 50000 || $height > 50000
		) {
			return null;
		}
		return array(
			'id'     => $entry[0],
			'url'    => $url,
			'width'  => $width,
			'height' => $height,
		);
	}

	/**
	 * The JSON array starting at the offset, up to its matching bracket (brackets inside strings
	 * do not count); null when there is none within the size bound.
	 *
	 * @param string $text   The page.
	 * @param int    $offset Where the array should start.
	 */
	private static function balanced_array( string $text, int $offset ): ?string {
		if ( '[' !== ( $text[ $offset ] ?? '' ) ) {
			return null;
		}
		$end    = min( strlen( $text ), $offset + self::MAX_DATA );
		$depth  = 0;
		$string = false;
		for ( $i = $offset; $i < $end; $i++ ) {
			$char = $text[ $i ];
			if ( $string ) {
				if ( '\\' === $char ) {
					++$i;
				} elseif ( '"' === $char ) {
					$string = false;
				}
				continue;
			}
			if ( '"' === $char ) {
				$string = true;
			} elseif ( '[' === $char ) {
				++$depth;
			} elseif ( ']' === $char ) {
				--$depth;
				if ( 0 === $depth ) {
					return substr( $text, $offset, $i - $offset + 1 );
				}
			}
		}
		return null;
	}

	/**
	 * The address of a photo at most this wide and high (Google scales it, keeping its shape).
	 *
	 * @param string $url  A photo's address from photos().
	 * @param int    $size Longest side, in pixels.
	 */
	public static function sized( string $url, int $size ): string {
		return $url . '=w' . $size . '-h' . $size;
	}
}
