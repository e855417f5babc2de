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
use Shopwright\Media\Feeds\PagedFeed;

defined( 'ABSPATH' ) || exit;

/**
 * Pages of a collection's or a wallet's NFTs, each page kept by the feed store with local copies
 * of the images; fetching, keeping, background refresh and the last good copy work as for every
 * provider (see PagedFeed).
 */
final class NftGallery extends PagedFeed {

	public const PROVIDER     = 'opensea';
	public const REFRESH_HOOK = 'shopwright_media_refresh_nfts';
	public const MAX_PER_PAGE = 24;

	/**
	 * Longest side of an image copy asked of OpenSea's image service, in pixels.
	 */
	public const IMAGE_SIZE = 480;

	/**
	 * Keeps its collaborators.
	 *
	 * @param OpenSeaClient $client  The API client, with the owner's key.
	 * @param FeedStore     $store   The feed store.
	 * @param ImageCopies   $images  Local image copies.
	 * @param int           $refresh Seconds after which a copy is fetched again.
	 */
	public function __construct( private OpenSeaClient $client, FeedStore $store, ImageCopies $images, int $refresh ) {
		parent::__construct( $store, $images, $refresh );
	}

	/**
	 * The block's first page, for render.php; the feed is created on its first render.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return array{key: string, page: array{items: list<array<string, mixed>>, next: string, fetched: int}|null, error: string, pending: bool}|null Null for a source that is not a collection or wallet.
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
		$opened   = $this->open(
			array(
				'source'   => $source,
				'per_page' => $per_page,
			),
			$label
		);
		unset( $opened['feed'] );
		return $opened;
	}

	/**
	 * A page of NFTs from OpenSea, with the images copied.
	 *
	 * @param array<string, mixed> $feed   The held feed.
	 * @param string               $key    Feed key.
	 * @param string               $cursor Cursor.
	 * @return array{items: list<array<string, mixed>>, next: string}|\WP_Error
	 */
	protected function fetch_page( array $feed, string $key, string $cursor ) {
		$source = (array) ( $feed['config']['source'] ?? array() );
		$page   = $this->client->page( array( 'type' => (string) ( $source['type'] ?? '' ) ) + $source, $cursor, (int) ( $feed['config']['per_page'] ?? 6 ) );
		if ( is_wp_error( $page ) ) {
			return $page;
		}
		$items = array();
		foreach ( $page['items'] as $item ) {
			$item['image'] = '' === $item['image'] ? null : $this->images->copy( self::sized( $item['image'] ), OpenSeaClient::IMAGE_HOSTS );
			$items[]       = $item;
		}
		return array(
			'items' => $items,
			'next'  => $page['next'],
		);
	}

	/**
	 * Why OpenSea cannot be asked at all (no key or account saved), known without asking it.
	 */
	protected function setup_error(): ?\WP_Error {
		return $this->client->setup_error();
	}

	/**
	 * What a page that is not held is called.
	 */
	protected function unknown_message(): string {
		return __( 'There is no such page of NFTs.', 'shopwright' );
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
			$items[] = array(
				'id'         => (string) ( $item['id'] ?? '' ),
				'name'       => (string) ( $item['name'] ?? '' ),
				'collection' => (string) ( $item['collection'] ?? '' ),
				'url'        => (string) ( $item['url'] ?? '' ),
				'image'      => $this->public_image( $item['image'] ?? null ),
			);
		}
		return $items;
	}
}
