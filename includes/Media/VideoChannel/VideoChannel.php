<?php
/**
 * The video channel block's feeds.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\VideoChannel;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Media\Feeds\DeferredPopup;
use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\Feeds\ImageCopies;
use Shopwright\Media\Feeds\PagedFeed;

defined( 'ABSPATH' ) || exit;

/**
 * Feeds of a channel's or a playlist's videos, each page kept by the feed store with local
 * copies of the thumbnails; fetching, keeping, background refresh and the last good copy work as
 * for every provider (see PagedFeed). A channel's uploads playlist is looked up once and kept
 * with the feed; a video's description is read from the held pages.
 */
final class VideoChannel extends PagedFeed {
	use DeferredPopup;

	public const PROVIDER     = 'youtube';
	public const REFRESH_HOOK = 'shopwright_media_refresh_feed';
	public const POPUP_HANDLE = 'shopwright-video-channel-popup';
	public const POPUP_ENTRY  = 'video-channel-popup';
	public const SELECTOR     = '.wp-block-shopwright-video-channel';
	public const LAYOUTS      = array( 'grid', 'list', 'carousel' );
	public const MAX_PER_PAGE = 24;

	/**
	 * Keeps its collaborators.
	 *
	 * @param YouTubeClient $client  The API client, with the owner's key.
	 * @param FeedStore     $store   The feed store.
	 * @param ImageCopies   $images  Local thumbnail copies.
	 * @param int           $refresh Seconds after which a copy is fetched again.
	 * @param BlockRuntime  $runtime The blocks' runtime, which loads the popup on intent.
	 */
	public function __construct( private YouTubeClient $client, FeedStore $store, ImageCopies $images, int $refresh, private BlockRuntime $runtime ) {
		parent::__construct( $store, $images, $refresh );
	}

	/**
	 * Hooks the background refresh and registers the popup's script.
	 *
	 * @param string $plugin_file The main plugin file.
	 */
	public function register( string $plugin_file = SHOPWRIGHT_FILE ): void {
		parent::register();
		$this->register_popup( $plugin_file );
	}

	/**
	 * The block's first page, for render.php; the feed is created on its first render.
	 *
	 * @param string $source   What the editor typed (a channel or playlist).
	 * @param int    $per_page Videos per page.
	 * @return array{key: string, page: array{items: list<array<string, mixed>>, next: string, fetched: int}|null, error: string, pending: bool}|null Null for a source that is not a channel or playlist.
	 */
	public function first_page( string $source, int $per_page ): ?array {
		$parsed = YouTubeClient::parse_source( $source );
		if ( null === $parsed ) {
			return null;
		}
		$label  = 'channel' === $parsed['type'] ? 'https://www.youtube.com/channel/' . $parsed['id'] : 'https://www.youtube.com/playlist?list=' . $parsed['id'];
		$opened = $this->open(
			array(
				'source'   => $parsed,
				'per_page' => max( 1, min( self::MAX_PER_PAGE, $per_page ) ),
			),
			$label
		);
		unset( $opened['feed'] );
		return $opened;
	}

	/**
	 * A video's description from a held page: no request to YouTube, and nothing new is kept.
	 *
	 * @param string $key      Feed key.
	 * @param string $video_id Video id.
	 */
	public function description( string $key, string $video_id ): ?string {
		$feed = $this->store->get( $key );
		if ( null === $feed || self::PROVIDER !== $feed['provider'] ) {
			return null;
		}
		foreach ( $feed['pages'] as $page ) {
			foreach ( $page['items'] as $item ) {
				if ( ( $item['id'] ?? null ) === $video_id ) {
					return (string) ( $item['description'] ?? '' );
				}
			}
		}
		return null;
	}

	/**
	 * A page of the channel's or playlist's videos from YouTube, with the thumbnails copied.
	 *
	 * @param array<string, mixed> $feed  The held feed.
	 * @param string               $key   Feed key.
	 * @param string               $token Page token.
	 * @return array{items: list<array<string, mixed>>, next: string}|\WP_Error
	 */
	protected function fetch_page( array $feed, string $key, string $token ) {
		$source   = (array) ( $feed['config']['source'] ?? array() );
		$playlist = 'playlist' === ( $source['type'] ?? '' ) ? (string) $source['id'] : (string) ( $feed['extra']['uploads'] ?? '' );
		if ( '' === $playlist ) {
			$playlist = $this->client->uploads_playlist( (string) ( $source['id'] ?? '' ) );
			if ( is_wp_error( $playlist ) ) {
				return $playlist;
			}
			$this->store->put_extra( $key, 'uploads', $playlist );
		}
		$page = $this->client->playlist_page( $playlist, $token, (int) ( $feed['config']['per_page'] ?? 9 ) );
		if ( is_wp_error( $page ) ) {
			return $page;
		}
		$items = array();
		foreach ( $page['items'] as $item ) {
			$item['thumb'] = '' === $item['thumb'] ? null : $this->images->copy( $item['thumb'], array( YouTubeClient::IMAGE_HOST ) );
			$items[]       = $item;
		}
		return array(
			'items' => $items,
			'next'  => $page['next'],
		);
	}

	/**
	 * Why YouTube cannot be asked at all (no key or account saved), known without asking it.
	 */
	protected function setup_error(): ?\WP_Error {
		return $this->client->setup_error();
	}

	/**
	 * What a page that is not held is called.
	 */
	protected function unknown_message(): string {
		return __( 'There is no such page of videos.', 'shopwright' );
	}

	/**
	 * A page's items as the browser gets them: text, the watch address and the local thumbnail.
	 *
	 * @param array{items: list<array<string, mixed>>, next: string, fetched: int} $page A page.
	 * @return list<array{id: string, title: string, url: string, thumb: array{src: string, width: int, height: int}|null}>
	 */
	public function public_items( array $page ): array {
		$items = array();
		foreach ( $page['items'] as $item ) {
			$items[] = array(
				'id'    => (string) $item['id'],
				'title' => (string) $item['title'],
				'url'   => 'https://www.youtube.com/watch?v=' . rawurlencode( (string) $item['id'] ),
				'thumb' => $this->public_image( $item['thumb'] ?? null ),
			);
		}
		return $items;
	}
}
