<?php
/**
 * The photo feed block's feeds.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\PhotoFeed;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\Feeds\ImageCopies;
use Shopwright\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * The connected Instagram account's posts, each page kept by the feed store with local copies of
 * the images. A page is fetched from Instagram only when the store holds no copy (the first
 * render of a new block, the first "Load more" of a page); a copy older than the refresh interval
 * is still shown while a background job fetches it again, through Action Scheduler when
 * WooCommerce brings it, WP-Cron otherwise. A failed refresh (an expired token, Instagram down, an
 * answer of the wrong shape) keeps the last good copy and tells the owner why.
 */
final class PhotoFeed {

	public const PROVIDER     = 'instagram';
	public const REFRESH_HOOK = 'shopwright_media_refresh_photo_feed';
	public const POPUP_HANDLE = 'shopwright-photo-feed-popup';
	public const SELECTOR     = '.wp-block-shopwright-photo-feed';

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
	 * @param InstagramClient $client  The API client, with the owner's token.
	 * @param FeedStore       $store   The feed store.
	 * @param ImageCopies     $images  Local image copies.
	 * @param int             $refresh Seconds after which a copy is fetched again.
	 * @param bool|\Closure   $counts  Whether the owner shows like and comment counts, or what reads it.
	 */
	public function __construct( private InstagramClient $client, private FeedStore $store, private ImageCopies $images, private int $refresh, private bool|\Closure $counts = false ) {}

	/**
	 * Whether the owner shows like and comment counts, as the settings say now.
	 */
	private function counts(): bool {
		return $this->counts instanceof \Closure ? true === ( $this->counts )() : $this->counts;
	}

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
				\Shopwright\Assets\BuiltScript::register( $plugin_file, self::POPUP_HANDLE, 'frontend/photo-feed-popup' );
				\Shopwright\Assets\BuiltScript::register_style( $plugin_file, self::POPUP_HANDLE, 'frontend/photo-feed-popup' );
			}
		);
	}

	/**
	 * The block's first page, for render.php; the feed is created on its first render.
	 *
	 * @param int $per_page Posts per page.
	 * @return array{key: string, page: array{items: list<array<string, mixed>>, next: string, fetched: int}|null, error: string, counts: bool, username: string}
	 */
	public function first_page( int $per_page ): array {
		$opened = $this->store->open(
			self::PROVIDER,
			array(
				'account'  => 'me',
				'per_page' => max( 1, min( InstagramClient::MAX_PER_PAGE, $per_page ) ),
			),
			__( 'Instagram photo feed', 'shopwright' )
		);
		$key    = $opened[0];
		$page   = $this->page( $key, '' );
		$feed   = $this->store->get( $key ) ?? $opened[1];
		return array(
			'key'      => $key,
			'page'     => is_wp_error( $page ) ? null : $page,
			'error'    => is_wp_error( $page ) ? $page->get_error_message() : '',
			'counts'   => $this->counts() && 'BUSINESS' === ( $feed['extra']['account_type'] ?? '' ),
			'username' => (string) ( $feed['extra']['username'] ?? '' ),
		);
	}

	/**
	 * Whether the feed's account shows like and comment counts: a business account, and the
	 * owner turned them on.
	 *
	 * @param string $key Feed key.
	 */
	public function shows_counts( string $key ): bool {
		$feed = $this->store->get( $key );
		return $this->counts() && null !== $feed && 'BUSINESS' === ( $feed['extra']['account_type'] ?? '' );
	}

	/**
	 * A page of a feed the store holds, under a cursor it handed out: the held copy (refreshed in
	 * the background once old), or, for a page never fetched, fetched now.
	 *
	 * @param string $key   Feed key.
	 * @param string $after Cursor; empty for the first page.
	 * @return array{items: list<array<string, mixed>>, next: string, fetched: int}|\WP_Error
	 */
	public function page( string $key, string $after ) {
		$feed = $this->store->get( $key );
		if ( null === $feed || self::PROVIDER !== $feed['provider'] || ! $this->store->issued( $key, $after ) ) {
			return new \WP_Error( 'shopwright_feed_unknown', __( 'There is no such page of posts.', 'shopwright' ), array( 'status' => 404 ) );
		}
		if ( isset( $feed['pages'][ $after ] ) ) {
			$page = $feed['pages'][ $after ];
			// After a failure, the next try waits: a provider that is down, or a token that
			// expired, is not asked on every page view.
			if ( $page['fetched'] < time() - $this->refresh && $this->store->failed_at( $key ) < time() - self::RETRY_AFTER ) {
				$this->schedule( $key, $after );
			}
			return $page;
		}
		return $this->fetch( $key, $after );
	}

	/**
	 * The background job: fetches the page again; a failure keeps the held copy.
	 *
	 * @param mixed $key   Feed key.
	 * @param mixed $after Cursor.
	 */
	public function refresh( $key, $after = '' ): void {
		if ( ! is_string( $key ) || ! is_string( $after ) ) {
			return;
		}
		$feed = $this->store->get( $key );
		if ( null !== $feed && self::PROVIDER === $feed['provider'] && $this->store->issued( $key, $after ) ) {
			$this->fetch( $key, $after );
		}
	}

	/**
	 * Fetches a page from Instagram (and, with the first page, the account's name and type),
	 * copies its images and keeps it; a failure is noted for the owner.
	 *
	 * @param string $key   Feed key.
	 * @param string $after Cursor.
	 * @return array{items: list<array<string, mixed>>, next: string, fetched: int}|\WP_Error
	 */
	public function fetch( string $key, string $after ) {
		$feed = $this->store->get( $key );
		if ( null === $feed ) {
			return new \WP_Error( 'shopwright_feed_unknown', __( 'There is no such page of posts.', 'shopwright' ), array( 'status' => 404 ) );
		}
		if ( '' === $after ) {
			$account = $this->client->account();
			if ( is_wp_error( $account ) ) {
				return $this->failed( $key, $account );
			}
			$this->store->put_extra( $key, 'username', $account['username'] );
			$this->store->put_extra( $key, 'account_type', $account['type'] );
		}
		$page = $this->client->media_page( $after, (int) ( $feed['config']['per_page'] ?? 12 ) );
		if ( is_wp_error( $page ) ) {
			return $this->failed( $key, $page );
		}
		$items = array();
		foreach ( $page['items'] as $item ) {
			$item['image'] = $this->copy( $item['image'] );
			foreach ( $item['children'] as $index => $child ) {
				$item['children'][ $index ]['image'] = $this->copy( $child['image'] );
			}
			$items[] = $item;
		}
		$this->store->put_page(
			$key,
			$after,
			array(
				'items' => $items,
				'next'  => $page['next'],
			)
		);
		$held = $this->store->get( $key );
		return $held['pages'][ $after ] ?? array(
			'items'   => $items,
			'next'    => '',
			'fetched' => time(),
		);
	}

	/**
	 * A page's posts as the browser gets them: text, the post's address, local images.
	 *
	 * @param array{items: list<array<string, mixed>>, next: string, fetched: int} $page   A page.
	 * @param bool                                                                 $counts Whether likes and comments are shown.
	 * @return list<array{id: string, type: string, caption: string, url: string, date: string, likes: int|null, comments: int|null, image: array{src: string, width: int, height: int}|null, children: list<array{type: string, image: array{src: string, width: int, height: int}|null}>}>
	 */
	public function public_items( array $page, bool $counts ): array {
		$items = array();
		foreach ( $page['items'] as $item ) {
			$children = array();
			foreach ( (array) ( $item['children'] ?? array() ) as $child ) {
				$children[] = array(
					'type'  => (string) ( $child['type'] ?? 'IMAGE' ),
					'image' => $this->public_image( $child['image'] ?? null ),
				);
			}
			$items[] = array(
				'id'       => (string) $item['id'],
				'type'     => (string) $item['type'],
				'caption'  => (string) $item['caption'],
				'url'      => (string) $item['permalink'],
				'date'     => self::date_label( (string) $item['date'] ),
				'likes'    => $counts && is_int( $item['likes'] ?? null ) ? $item['likes'] : null,
				'comments' => $counts && is_int( $item['comments'] ?? null ) ? $item['comments'] : null,
				'image'    => $this->public_image( $item['image'] ?? null ),
				'children' => $children,
			);
		}
		return $items;
	}

	/**
	 * A post's day in the site's date format.
	 *
	 * @param string $day Y-m-d, or empty.
	 */
	private static function date_label( string $day ): string {
		$time = '' === $day ? false : strtotime( $day . ' 12:00:00 UTC' );
		return false === $time ? '' : (string) wp_date( (string) get_option( 'date_format' ), $time );
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
	 * @param string $after Cursor.
	 */
	public function schedule( string $key, string $after ): void {
		$args = array( $key, $after );
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
	 * Forgets every photo feed, so that a newly connected account is fetched afresh instead of
	 * the previous account's posts being shown.
	 */
	public function forget(): void {
		$this->store->forget( self::PROVIDER );
	}

	/**
	 * The local copy of an image.
	 *
	 * @param mixed $url The provider's address.
	 * @return array{file: string, width: int, height: int}|null
	 */
	private function copy( $url ): ?array {
		if ( ! is_string( $url ) || '' === $url ) {
			return null;
		}
		$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
		return InstagramClient::is_image_host( $host ) ? $this->images->copy( $url, array( $host ) ) : null;
	}

	/**
	 * A kept copy as the browser gets it.
	 *
	 * @param mixed $copy A copy() answer.
	 * @return array{src: string, width: int, height: int}|null
	 */
	private function public_image( $copy ): ?array {
		return is_array( $copy ) && isset( $copy['file'] ) ? array(
			'src'    => $this->images->url( (string) $copy['file'] ),
			'width'  => (int) $copy['width'],
			'height' => (int) $copy['height'],
		) : null;
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
