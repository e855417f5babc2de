<?php
/**
 * The photo album block's photos.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\PhotoAlbum;

use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\Feeds\ImageCopies;
use Shopwright\Media\Feeds\PagedFeed;

defined( 'ABSPATH' ) || exit;

/**
 * Photos from the media library (read as they are, with their alternative text), or from a
 * public Google Photos album: the album is kept by the feed store as one page, each photo with
 * two local copies (a grid image and a large one for the popup), so a page asks nothing of
 * Google. Fetching, keeping, background refresh and the last good copy work as for every
 * provider (see PagedFeed); the album's background job names the feed only.
 */
final class PhotoAlbum extends PagedFeed {

	public const PROVIDER     = 'google-photos';
	public const REFRESH_HOOK = 'shopwright_media_refresh_album';

	/**
	 * Most photos a block shows (and copies, for an album).
	 */
	public const MAX_PHOTOS = 30;

	/**
	 * Longest side of the grid's and the popup's copies, in pixels: the popup shows its photo
	 * 630 pixels wide, so its copy has twice that for sharp screens.
	 */
	public const GRID_SIZE  = 480;
	public const LARGE_SIZE = 1260;

	/**
	 * Keeps its collaborators.
	 *
	 * @param GooglePhotosClient $client  The album client.
	 * @param FeedStore          $store   The feed store.
	 * @param ImageCopies        $images  Local image copies.
	 * @param int                $refresh Seconds after which an album is fetched again.
	 */
	public function __construct( private GooglePhotosClient $client, FeedStore $store, ImageCopies $images, int $refresh ) {
		parent::__construct( $store, $images, $refresh );
	}

	/**
	 * Media library images, in the chosen order: those that are images, at most MAX_PHOTOS.
	 *
	 * @param mixed $ids The block's ids attribute, as saved.
	 * @return list<array{id: string, thumb: array{src: string, width: int, height: int}, large: array{src: string, width: int, height: int}, alt: string}>
	 */
	public function library_photos( $ids ): array {
		$photos = array();
		$seen   = array();
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			if ( ! is_int( $id ) || $id < 1 || isset( $seen[ $id ] ) || ! wp_attachment_is_image( $id ) ) {
				continue;
			}
			$seen[ $id ] = true;
			$thumb       = wp_get_attachment_image_src( $id, 'medium_large' );
			$large       = wp_get_attachment_image_src( $id, 'large' );
			if ( ! is_array( $thumb ) || ! is_array( $large ) || (int) $thumb[1] < 1 || (int) $large[1] < 1 ) {
				continue;
			}
			$photos[] = array(
				'id'    => (string) $id,
				'thumb' => self::image( (string) $thumb[0], (int) $thumb[1], (int) $thumb[2] ),
				'large' => self::image( (string) $large[0], (int) $large[1], (int) $large[2] ),
				'alt'   => trim( wp_strip_all_tags( (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) ) ),
			);
			if ( count( $photos ) >= self::MAX_PHOTOS ) {
				break;
			}
		}
		return $photos;
	}

	/**
	 * A Google Photos album's photos for render.php; the feed is created on its first render.
	 *
	 * @param string $source What the editor typed.
	 * @return array{key: string, photos: list<array{id: string, thumb: array{src: string, width: int, height: int}, large: array{src: string, width: int, height: int}, alt: string}>|null, error: string, pending: bool}|null Null for a source that is not an album link.
	 */
	public function album( string $source ): ?array {
		$url = GooglePhotosClient::parse_source( $source );
		if ( null === $url ) {
			return null;
		}
		$opened = $this->open( array( 'url' => $url ), $url );
		return array(
			'key'     => $opened['key'],
			'photos'  => null === $opened['page'] ? null : $this->public_photos( $opened['page'] ),
			'error'   => $opened['error'],
			'pending' => $opened['pending'],
		);
	}

	/**
	 * The album from Google Photos, each photo copied twice (grid and popup sizes); a photo that
	 * cannot be copied is left out, and an album none of whose photos could be is an error.
	 *
	 * @param array<string, mixed> $feed   The held feed.
	 * @param string               $key    Feed key.
	 * @param string               $cursor Always empty: an album is one page.
	 * @return array{items: list<array<string, mixed>>, next: string}|\WP_Error
	 */
	protected function fetch_page( array $feed, string $key, string $cursor ) {
		$photos = $this->client->photos( (string) ( $feed['config']['url'] ?? '' ), self::MAX_PHOTOS );
		if ( is_wp_error( $photos ) ) {
			return $photos;
		}
		$items = array();
		foreach ( $photos as $photo ) {
			$thumb = $this->images->copy( GooglePhotosClient::sized( $photo['url'], self::GRID_SIZE ), array( GooglePhotosClient::IMAGE_HOST ) );
			$large = null === $thumb ? null : $this->images->copy( GooglePhotosClient::sized( $photo['url'], self::LARGE_SIZE ), array( GooglePhotosClient::IMAGE_HOST ) );
			// A photo that cannot be copied is left out: the page never points at Google.
			if ( null !== $thumb && null !== $large ) {
				$items[] = array(
					'id'    => $photo['id'],
					'thumb' => $thumb,
					'large' => $large,
				);
			}
		}
		if ( array() === $items && array() !== $photos ) {
			return new \WP_Error( 'shopwright_provider_images', __( 'None of the album\'s photos could be copied to this site.', 'shopwright' ) );
		}
		return array(
			'items' => $items,
			'next'  => '',
		);
	}

	/**
	 * What an album that is not held is called.
	 */
	protected function unknown_message(): string {
		return __( 'There is no such album.', 'shopwright' );
	}

	/**
	 * The album's background job names the feed only: an album is one page.
	 *
	 * @param string $key    Feed key.
	 * @param string $cursor Always empty.
	 * @return list<string>
	 */
	protected function job_args( string $key, string $cursor ): array {
		return array( $key );
	}

	/**
	 * A held album's photos as the page shows them: local addresses and sizes.
	 *
	 * @param array{items: list<array<string, mixed>>, next: string, fetched: int} $page The album.
	 * @return list<array{id: string, thumb: array{src: string, width: int, height: int}, large: array{src: string, width: int, height: int}, alt: string}>
	 */
	public function public_photos( array $page ): array {
		$photos = array();
		foreach ( $page['items'] as $item ) {
			$thumb = is_array( $item['thumb'] ?? null ) ? $item['thumb'] : null;
			$large = is_array( $item['large'] ?? null ) ? $item['large'] : null;
			if ( null === $thumb || null === $large ) {
				continue;
			}
			$photos[] = array(
				'id'    => (string) ( $item['id'] ?? '' ),
				'thumb' => self::image( $this->images->url( (string) $thumb['file'] ), (int) $thumb['width'], (int) $thumb['height'] ),
				'large' => self::image( $this->images->url( (string) $large['file'] ), (int) $large['width'], (int) $large['height'] ),
				'alt'   => '',
			);
		}
		return $photos;
	}

	/**
	 * An image's address and size.
	 *
	 * @param string $src    Address.
	 * @param int    $width  Width.
	 * @param int    $height Height.
	 * @return array{src: string, width: int, height: int}
	 */
	private static function image( string $src, int $width, int $height ): array {
		return array(
			'src'    => $src,
			'width'  => $width,
			'height' => $height,
		);
	}
}
