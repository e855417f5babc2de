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

defined( 'ABSPATH' ) || exit;

/**
 * Photos from the media library (read as they are, with their alternative text), or from a
 * public Google Photos album: the album is kept by the feed store as one page, each photo with
 * two local copies (a grid image and a large one for the popup), so a page asks nothing of
 * Google. An album is fetched only when the store holds no copy; an old copy is still shown
 * while a background job fetches it again (Action Scheduler when WooCommerce brings it, WP-Cron
 * otherwise), and a failed refresh keeps the last good copy and tells the owner why.
 */
final class PhotoAlbum {

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
	 * Seconds between a failed refresh and the next try.
	 */
	public const RETRY_AFTER = 900;

	/**
	 * Keeps its collaborators.
	 *
	 * @param GooglePhotosClient $client  The album client.
	 * @param FeedStore          $store   The feed store.
	 * @param ImageCopies        $images  Local image copies.
	 * @param int                $refresh Seconds after which an album is fetched again.
	 */
	public function __construct( private GooglePhotosClient $client, private FeedStore $store, private ImageCopies $images, private int $refresh ) {}

	/**
	 * Hooks the background refresh.
	 */
	public function register(): void {
		add_action( self::REFRESH_HOOK, array( $this, 'refresh' ) );
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
	 * @return array{key: string, photos: list<array{id: string, thumb: array{src: string, width: int, height: int}, large: array{src: string, width: int, height: int}, alt: string}>|null, error: string}|null Null for a source that is not an album link.
	 */
	public function album( string $source ): ?array {
		$url = GooglePhotosClient::parse_source( $source );
		if ( null === $url ) {
			return null;
		}
		$key  = $this->store->open( self::PROVIDER, array( 'url' => $url ), $url )[0];
		$page = $this->page( $key );
		return array(
			'key'    => $key,
			'photos' => is_wp_error( $page ) ? null : $this->public_photos( $page ),
			'error'  => is_wp_error( $page ) ? $page->get_error_message() : '',
		);
	}

	/**
	 * The album's held copy (refreshed in the background once old), or fetched now when there
	 * is none.
	 *
	 * @param string $key Feed key.
	 * @return array{items: list<array<string, mixed>>, next: string, fetched: int}|\WP_Error
	 */
	public function page( string $key ) {
		$feed = $this->store->get( $key );
		if ( null === $feed || self::PROVIDER !== $feed['provider'] ) {
			return new \WP_Error( 'shopwright_feed_unknown', __( 'There is no such album.', 'shopwright' ), array( 'status' => 404 ) );
		}
		if ( isset( $feed['pages'][''] ) ) {
			$page = $feed['pages'][''];
			// After a failure the next try waits: Google is not asked on every page view.
			if ( $page['fetched'] < time() - $this->refresh && $this->store->failed_at( $key ) < time() - self::RETRY_AFTER ) {
				$this->schedule( $key );
			}
			return $page;
		}
		return $this->fetch( $key );
	}

	/**
	 * The background job: fetches the album again; a failure keeps the held copy.
	 *
	 * @param mixed $key Feed key.
	 */
	public function refresh( $key ): void {
		if ( is_string( $key ) ) {
			$feed = $this->store->get( $key );
			if ( null !== $feed && self::PROVIDER === $feed['provider'] ) {
				$this->fetch( $key );
			}
		}
	}

	/**
	 * Fetches the album, copies its photos and keeps it; a failure is noted for the owner.
	 *
	 * @param string $key Feed key.
	 * @return array{items: list<array<string, mixed>>, next: string, fetched: int}|\WP_Error
	 */
	public function fetch( string $key ) {
		$feed = $this->store->get( $key );
		if ( null === $feed || self::PROVIDER !== $feed['provider'] ) {
			return new \WP_Error( 'shopwright_feed_unknown', __( 'There is no such album.', 'shopwright' ), array( 'status' => 404 ) );
		}
		$photos = $this->client->photos( (string) ( $feed['config']['url'] ?? '' ), self::MAX_PHOTOS );
		if ( is_wp_error( $photos ) ) {
			$this->store->note( $key, $photos->get_error_message() );
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
			$error = new \WP_Error( 'shopwright_provider_images', __( 'None of the album\'s photos could be copied to this site.', 'shopwright' ) );
			$this->store->note( $key, $error->get_error_message() );
			return $error;
		}
		$page = array(
			'items' => $items,
			'next'  => '',
		);
		$this->store->put_page( $key, '', $page );
		$held = $this->store->get( $key );
		return $held['pages'][''] ?? $page + array( 'fetched' => time() );
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
	 * Schedules a background refresh of an album, once.
	 *
	 * @param string $key Feed key.
	 */
	public function schedule( string $key ): void {
		$args = array( $key );
		if ( function_exists( 'as_enqueue_async_action' ) && function_exists( 'as_has_scheduled_action' ) ) {
			if ( ! as_has_scheduled_action( self::REFRESH_HOOK, $args, 'shopwright' ) ) {
				as_enqueue_async_action( self::REFRESH_HOOK, $args, 'shopwright' );
			}
			return;
		}
		if ( false === wp_next_scheduled( self::REFRESH_HOOK, $args ) ) {
			wp_schedule_single_event( time(), self::REFRESH_HOOK, $args );
		}
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
