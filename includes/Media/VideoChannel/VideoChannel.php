<?php
/**
 * The video channel block's feeds.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\VideoChannel;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\Feeds\ImageCopies;
use Shopwright\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Feeds of a channel's or a playlist's videos, each page kept by the feed store with local
 * copies of the thumbnails. A page is fetched from YouTube only when the store holds no copy
 * (the first render of a new block, the first "Load more" of a page); a copy older than the
 * refresh interval is still shown while a background job fetches it again, through Action
 * Scheduler when WooCommerce brings it, WP-Cron otherwise. A failed refresh keeps the last good
 * copy and tells the owner why.
 */
final class VideoChannel {

	public const PROVIDER     = 'youtube';
	public const REFRESH_HOOK = 'shopwright_media_refresh_feed';
	public const POPUP_HANDLE = 'shopwright-video-channel-popup';
	public const SELECTOR     = '.wp-block-shopwright-video-channel';
	public const LAYOUTS      = array( 'grid', 'list', 'carousel' );
	public const MAX_PER_PAGE = 24;

	/**
	 * Seconds between a failed refresh and the next try.
	 */
	public const RETRY_AFTER = 900;

	/**
	 * The main plugin file, for the popup's stylesheet address.
	 *
	 * @var string
	 */
	private string $plugin_file = SHOPWRIGHT_FILE;

	/**
	 * Keeps its collaborators.
	 *
	 * @param YouTubeClient $client  The API client, with the owner's key.
	 * @param FeedStore     $store   The feed store.
	 * @param ImageCopies   $images  Local thumbnail copies.
	 * @param int           $refresh Seconds after which a copy is fetched again.
	 */
	public function __construct( private YouTubeClient $client, private FeedStore $store, private ImageCopies $images, private int $refresh ) {}

	/**
	 * Hooks the background refresh and registers the popup's script.
	 *
	 * @param string $plugin_file The main plugin file.
	 */
	public function register( string $plugin_file ): void {
		$this->plugin_file = $plugin_file;
		add_action( self::REFRESH_HOOK, array( $this, 'refresh' ), 10, 2 );
		add_action(
			'init',
			static function () use ( $plugin_file ): void {
				\Shopwright\Assets\BuiltScript::register( $plugin_file, self::POPUP_HANDLE, 'frontend/video-channel-popup' );
				\Shopwright\Assets\BuiltScript::register_style( $plugin_file, self::POPUP_HANDLE, 'frontend/video-channel-popup' );
			}
		);
	}

	/**
	 * The block's first page, for render.php; the feed is created on its first render.
	 *
	 * @param string $source   What the editor typed (a channel or playlist).
	 * @param int    $per_page Videos per page.
	 * @return array{key: string, page: array{items: list<array<string, mixed>>, next: string, fetched: int}|null, error: string}|null Null for a source that is not a channel or playlist.
	 */
	public function first_page( string $source, int $per_page ): ?array {
		$parsed = YouTubeClient::parse_source( $source );
		if ( null === $parsed ) {
			return null;
		}
		$label = 'channel' === $parsed['type'] ? 'https://www.youtube.com/channel/' . $parsed['id'] : 'https://www.youtube.com/playlist?list=' . $parsed['id'];
		$key   = $this->store->open(
			self::PROVIDER,
			array(
				'source'   => $parsed,
				'per_page' => max( 1, min( self::MAX_PER_PAGE, $per_page ) ),
			),
			$label
		)[0];
		$page  = $this->page( $key, '' );
		return array(
			'key'   => $key,
			'page'  => is_wp_error( $page ) ? null : $page,
			'error' => is_wp_error( $page ) ? $page->get_error_message() : '',
		);
	}

	/**
	 * A page of a feed the store holds, under a token it handed out: the held copy (refreshed in
	 * the background once old), or, for a page never fetched, fetched now.
	 *
	 * @param string $key   Feed key.
	 * @param string $token Page token; empty for the first page.
	 * @return array{items: list<array<string, mixed>>, next: string, fetched: int}|\WP_Error
	 */
	public function page( string $key, string $token ) {
		$feed = $this->store->get( $key );
		if ( null === $feed || self::PROVIDER !== $feed['provider'] || ! $this->store->issued( $key, $token ) ) {
			return new \WP_Error( 'shopwright_feed_unknown', __( 'There is no such page of videos.', 'shopwright' ), array( 'status' => 404 ) );
		}
		if ( isset( $feed['pages'][ $token ] ) ) {
			$page = $feed['pages'][ $token ];
			// After a failure, the next try waits: a provider that is down is not asked on
			// every page view.
			if ( $page['fetched'] < time() - $this->refresh && $this->store->failed_at( $key ) < time() - self::RETRY_AFTER ) {
				$this->schedule( $key, $token );
			}
			return $page;
		}
		return $this->fetch( $key, $token );
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
	 * The background job: fetches the page again; a failure keeps the held copy.
	 *
	 * @param mixed $key   Feed key.
	 * @param mixed $token Page token.
	 */
	public function refresh( $key, $token = '' ): void {
		if ( is_string( $key ) && is_string( $token ) && null !== $this->store->get( $key ) && $this->store->issued( $key, $token ) ) {
			$this->fetch( $key, $token );
		}
	}

	/**
	 * Fetches a page from YouTube, copies its thumbnails and keeps it; a failure is noted for
	 * the owner.
	 *
	 * @param string $key   Feed key.
	 * @param string $token Page token.
	 * @return array{items: list<array<string, mixed>>, next: string, fetched: int}|\WP_Error
	 */
	public function fetch( string $key, string $token ) {
		$feed = $this->store->get( $key );
		if ( null === $feed ) {
			return new \WP_Error( 'shopwright_feed_unknown', __( 'There is no such page of videos.', 'shopwright' ), array( 'status' => 404 ) );
		}
		$source   = (array) ( $feed['config']['source'] ?? array() );
		$playlist = 'playlist' === ( $source['type'] ?? '' ) ? (string) $source['id'] : (string) ( $feed['extra']['uploads'] ?? '' );
		if ( '' === $playlist ) {
			$playlist = $this->client->uploads_playlist( (string) ( $source['id'] ?? '' ) );
			if ( is_wp_error( $playlist ) ) {
				return $this->failed( $key, $playlist );
			}
			$this->store->put_extra( $key, 'uploads', $playlist );
		}
		$page = $this->client->playlist_page( $playlist, $token, (int) ( $feed['config']['per_page'] ?? 9 ) );
		if ( is_wp_error( $page ) ) {
			return $this->failed( $key, $page );
		}
		$items = array();
		foreach ( $page['items'] as $item ) {
			$item['thumb'] = '' === $item['thumb'] ? null : $this->images->copy( $item['thumb'], array( YouTubeClient::IMAGE_HOST ) );
			$items[]       = $item;
		}
		$this->store->put_page(
			$key,
			$token,
			array(
				'items' => $items,
				'next'  => $page['next'],
			)
		);
		$held = $this->store->get( $key );
		return $held['pages'][ $token ] ?? array(
			'items'   => $items,
			'next'    => '',
			'fetched' => time(),
		);
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
			$thumb   = is_array( $item['thumb'] ?? null ) ? $item['thumb'] : null;
			$items[] = array(
				'id'    => (string) $item['id'],
				'title' => (string) $item['title'],
				'url'   => 'https://www.youtube.com/watch?v=' . rawurlencode( (string) $item['id'] ),
				'thumb' => null === $thumb ? null : array(
					'src'    => $this->images->url( (string) $thumb['file'] ),
					'width'  => (int) $thumb['width'],
					'height' => (int) $thumb['height'],
				),
			);
		}
		return $items;
	}

	/**
	 * Loads the popup's and "Load more"'s script when the visitor reaches into the block, not
	 * before.
	 */
	public function defer_popup(): void {
		Plugin::instance()->block_runtime()->add( self::POPUP_HANDLE, self::SELECTOR, BlockRuntime::ON_INTENT );
	}

	/**
	 * Schedules a background refresh of a page, once.
	 *
	 * @param string $key   Feed key.
	 * @param string $token Page token.
	 */
	public function schedule( string $key, string $token ): void {
		$args = array( $key, $token );
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
	 * Notes the failure for the owner and passes it on.
	 *
	 * @param string    $key   Feed key.
	 * @param \WP_Error $error What went wrong.
	 */
	private function failed( string $key, \WP_Error $error ): \WP_Error {
		$this->store->note( $key, $error->get_error_message() );
		return $error;
	}
}
