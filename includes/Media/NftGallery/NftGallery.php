<?php
/**
 * The NFT gallery block's feeds.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\NftGallery;

use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\Feeds\ImageCopies;

defined( 'ABSPATH' ) || exit;

/**
 * Pages of a collection's or a wallet's NFTs, each page kept by the feed store with local copies
 * of the images. A page is fetched from OpenSea only when the store holds no copy (the first
 * render of a new block, the first "Load more" of a page); an old copy is still shown while a
 * background job fetches it again (Action Scheduler when WooCommerce brings it, WP-Cron
 * otherwise), and a failed refresh keeps the last good copy and tells the owner why.
 */
final class NftGallery {

	public const PROVIDER     = 'opensea';
	public const REFRESH_HOOK = 'shopwright_media_refresh_nfts';
	public const MAX_PER_PAGE = 24;

	/**
	 * Longest side of an image copy asked of OpenSea's image service, in pixels.
	 */
	public const IMAGE_SIZE = 480;

	/**
	 * Seconds between a failed refresh and the next try.
	 */
	public const RETRY_AFTER = 900;

	/**
	 * Keeps its collaborators.
	 *
	 * @param OpenSeaClient $client  The API client, with the owner's key.
	 * @param FeedStore     $store   The feed store.
	 * @param ImageCopies   $images  Local image copies.
	 * @param int           $refresh Seconds after which a copy is fetched again.
	 */
	public function __construct( private OpenSeaClient $client, private FeedStore $store, private ImageCopies $images, private int $refresh ) {}

	/**
	 * Hooks the background refresh.
	 */
	public function register(): void {
		add_action( self::REFRESH_HOOK, array( $this, 'refresh' ), 10, 2 );
	}

	/**
	 * The block's first page, for render.php; the feed is created on its first render.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return array{key: string, page: array{items: list<array<string, mixed>>, next: string, fetched: int}|null, error: string}|null Null for a source that is not a collection or wallet.
	 */
	public function first_page( array $attributes ): ?array {
		$source = OpenSeaClient::parse_source( $attributes['source'] ?? null, $attributes['collection'] ?? null, $attributes['chain'] ?? null, $attributes['address'] ?? null );
		if ( null === $source ) {
			return null;
		}
		$per_page = is_int( $attributes['perPage'] ?? null ) ? max( 1, min( self::MAX_PER_PAGE, $attributes['perPage'] ) ) : 6;
		$label    = 'account' === $source['type']
			? 'https://opensea.io/' . $source['address'] . ' (' . $source['chain'] . ')'
			: 'https://opensea.io/collection/' . $source['slug'];
		$key      = $this->store->open(
			self::PROVIDER,
			array(
				'source'   => $source,
				'per_page' => $per_page,
			),
			$label
		)[0];
		$page     = $this->page( $key, '' );
		return array(
			'key'   => $key,
			'page'  => is_wp_error( $page ) ? null : $page,
			'error' => is_wp_error( $page ) ? $page->get_error_message() : '',
		);
	}

	/**
	 * A page of a feed the store holds, under a cursor it handed out: the held copy (refreshed in
	 * the background once old), or, for a page never fetched, fetched now.
	 *
	 * @param string $key    Feed key.
	 * @param string $cursor Cursor; empty for the first page.
	 * @return array{items: list<array<string, mixed>>, next: string, fetched: int}|\WP_Error
	 */
	public function page( string $key, string $cursor ) {
		$feed = $this->store->get( $key );
		if ( null === $feed || self::PROVIDER !== $feed['provider'] || ! $this->store->issued( $key, $cursor ) ) {
			return new \WP_Error( 'shopwright_feed_unknown', __( 'There is no such page of NFTs.', 'shopwright' ), array( 'status' => 404 ) );
		}
		if ( isset( $feed['pages'][ $cursor ] ) ) {
			$page = $feed['pages'][ $cursor ];
			// After a failure the next try waits: OpenSea is not asked on every page view.
			if ( $page['fetched'] < time() - $this->refresh && $this->store->failed_at( $key ) < time() - self::RETRY_AFTER ) {
				$this->schedule( $key, $cursor );
			}
			return $page;
		}
		return $this->fetch( $key, $cursor );
	}

	/**
	 * The background job: fetches the page again; a failure keeps the held copy.
	 *
	 * @param mixed $key    Feed key.
	 * @param mixed $cursor Cursor.
	 */
	public function refresh( $key, $cursor = '' ): void {
		if ( ! is_string( $key ) || ! is_string( $cursor ) ) {
			return;
		}
		$feed = $this->store->get( $key );
		if ( null !== $feed && self::PROVIDER === $feed['provider'] && $this->store->issued( $key, $cursor ) ) {
			$this->fetch( $key, $cursor );
		}
	}

	/**
	 * Fetches a page from OpenSea, copies its images and keeps it; a failure is noted for the
	 * owner.
	 *
	 * @param string $key    Feed key.
	 * @param string $cursor Cursor.
	 * @return array{items: list<array<string, mixed>>, next: string, fetched: int}|\WP_Error
	 */
	public function fetch( string $key, string $cursor ) {
		$feed = $this->store->get( $key );
		if ( null === $feed || self::PROVIDER !== $feed['provider'] ) {
			return new \WP_Error( 'shopwright_feed_unknown', __( 'There is no such page of NFTs.', 'shopwright' ), array( 'status' => 404 ) );
		}
		$source = (array) ( $feed['config']['source'] ?? array() );
		$page   = $this->client->page( array( 'type' => (string) ( $source['type'] ?? '' ) ) + $source, $cursor, (int) ( $feed['config']['per_page'] ?? 6 ) );
		if ( is_wp_error( $page ) ) {
			$this->store->note( $key, $page->get_error_message() );
			return $page;
		}
		$items = array();
		foreach ( $page['items'] as $item ) {
			$item['image'] = '' === $item['image'] ? null : $this->images->copy( self::sized( $item['image'] ), OpenSeaClient::IMAGE_HOSTS );
			$items[]       = $item;
		}
		$this->store->put_page(
			$key,
			$cursor,
			array(
				'items' => $items,
				'next'  => $page['next'],
			)
		);
		$held = $this->store->get( $key );
		return $held['pages'][ $cursor ] ?? array(
			'items'   => $items,
			'next'    => '',
			'fetched' => time(),
		);
	}

	/**
	 * An image address from OpenSea's image service at most IMAGE_SIZE wide (its `w` parameter).
	 *
	 * @param string $url The image's address.
	 */
	private static function sized( string $url ): string {
		return str_contains( $url, 'seadn.io/' ) ? add_query_arg( 'w', (string) self::IMAGE_SIZE, $url ) : $url;
	}

	/**
	 * A page's items as the browser gets them: text, the OpenSea page and the local image.
	 *
	 * @param array{items: list<array<string, mixed>>, next: string, fetched: int} $page A page.
	 * @return list<array{id: string, name: string, collection: string, url: string, image: array{src: string, width: int, height: int}|null}>
	 */
	public function public_items( array $page ): array {
		$items = array();
		foreach ( $page['items'] as $item ) {
			$image   = is_array( $item['image'] ?? null ) ? $item['image'] : null;
			$items[] = array(
				'id'         => (string) ( $item['id'] ?? '' ),
				'name'       => (string) ( $item['name'] ?? '' ),
				'collection' => (string) ( $item['collection'] ?? '' ),
				'url'        => (string) ( $item['url'] ?? '' ),
				'image'      => null === $image ? null : array(
					'src'    => $this->images->url( (string) $image['file'] ),
					'width'  => (int) $image['width'],
					'height' => (int) $image['height'],
				),
			);
		}
		return $items;
	}

	/**
	 * Schedules a background refresh of a page, once.
	 *
	 * @param string $key    Feed key.
	 * @param string $cursor Cursor.
	 */
	public function schedule( string $key, string $cursor ): void {
		$args = array( $key, $cursor );
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
}
