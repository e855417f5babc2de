<?php
/**
 * The photo feed block's feeds.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\PhotoFeed;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Media\Feeds\DeferredPopup;
use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\Feeds\ImageCopies;
use Shopwright\Media\Feeds\PagedFeed;

defined( 'ABSPATH' ) || exit;

/**
 * The connected Instagram account's posts, each page kept by the feed store with local copies of
 * the images; fetching, keeping, background refresh and the last good copy work as for every
 * provider (see PagedFeed). With the first page come the account's name and type: like and
 * comment counts are shown for business accounts only, when the owner turns them on.
 */
final class PhotoFeed extends PagedFeed {
	use DeferredPopup;

	public const PROVIDER     = 'instagram';
	public const REFRESH_HOOK = 'shopwright_media_refresh_photo_feed';
	public const POPUP_HANDLE = 'shopwright-photo-feed-popup';
	public const POPUP_ENTRY  = 'photo-feed-popup';
	public const SELECTOR     = '.wp-block-shopwright-photo-feed';

	/**
	 * Keeps its collaborators.
	 *
	 * @param InstagramClient $client  The API client, with the owner's token.
	 * @param FeedStore       $store   The feed store.
	 * @param ImageCopies     $images  Local image copies.
	 * @param int             $refresh Seconds after which a copy is fetched again.
	 * @param BlockRuntime    $runtime The blocks' runtime, which loads the popup on intent.
	 * @param bool|\Closure   $counts  Whether the owner shows like and comment counts, or what reads it.
	 */
	public function __construct( private InstagramClient $client, FeedStore $store, ImageCopies $images, int $refresh, private BlockRuntime $runtime, private bool|\Closure $counts = false ) {
		parent::__construct( $store, $images, $refresh );
	}

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
	public function register( string $plugin_file = SHOPWRIGHT_FILE ): void {
		parent::register();
		$this->register_popup( $plugin_file );
	}

	/**
	 * The block's first page, for render.php; the feed is created on its first render.
	 *
	 * @param int $per_page Posts per page.
	 * @return array{key: string, page: array{items: list<array<string, mixed>>, next: string, fetched: int}|null, error: string, pending: bool, counts: bool, username: string, account: array{username: string, name: string, url: string, picture: array{src: string, width: int, height: int}|null}|null}
	 */
	public function first_page( int $per_page ): array {
		$opened = $this->open(
			array(
				'account'  => 'me',
				'per_page' => max( 1, min( InstagramClient::MAX_PER_PAGE, $per_page ) ),
			),
			__( 'Instagram photo feed', 'shopwright' )
		);
		$extra  = (array) ( $opened['feed']['extra'] ?? array() );
		return array(
			'key'      => $opened['key'],
			'page'     => $opened['page'],
			'error'    => $opened['error'],
			'pending'  => $opened['pending'],
			'counts'   => $this->counts() && 'BUSINESS' === ( $extra['account_type'] ?? '' ),
			'username' => (string) ( $extra['username'] ?? '' ),
			'account'  => $this->account( $extra ),
		);
	}

	/**
	 * The account header's content: the user name, the display name, the profile's address on
	 * Instagram (the follow link) and this site's copy of the profile picture; null before the
	 * account is known. The name was checked against Instagram's pattern when it was fetched, and
	 * is checked again here: the address is built from it.
	 *
	 * @param array<string, mixed> $extra The feed's extra data.
	 * @return array{username: string, name: string, url: string, picture: array{src: string, width: int, height: int}|null}|null
	 */
	private function account( array $extra ): ?array {
		$username = (string) ( $extra['username'] ?? '' );
		if ( 1 !== preg_match( '/^[A-Za-z0-9._]{1,30}$/D', $username ) ) {
			return null;
		}
		return array(
			'username' => $username,
			'name'     => (string) ( $extra['name'] ?? '' ),
			'url'      => 'https://www.instagram.com/' . $username . '/',
			'picture'  => $this->public_image( json_decode( (string) ( $extra['picture'] ?? '' ), true ) ),
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
	 * A page from Instagram (and, with the first page, the account's name and type), with its
	 * images copied.
	 *
	 * @param array<string, mixed> $feed  The held feed.
	 * @param string               $key   Feed key.
	 * @param string               $after Cursor.
	 * @return array{items: list<array<string, mixed>>, next: string}|\WP_Error
	 */
	protected function fetch_page( array $feed, string $key, string $after ) {
		if ( '' === $after ) {
			$account = $this->client->account();
			if ( is_wp_error( $account ) ) {
				return $account;
			}
			$this->store->put_extra( $key, 'username', $account['username'] );
			$this->store->put_extra( $key, 'account_type', $account['type'] );
			$this->store->put_extra( $key, 'name', $account['name'] );
			// The profile picture is copied like the posts' images: the page asks Instagram nothing.
			$this->store->put_extra( $key, 'picture', (string) wp_json_encode( $this->copy( $account['picture'] ) ) );
		}
		$page = $this->client->media_page( $after, (int) ( $feed['config']['per_page'] ?? 12 ) );
		if ( is_wp_error( $page ) ) {
			return $page;
		}
		$items = array();
		foreach ( $page['items'] as $item ) {
			$item['image'] = $this->copy( $item['image'] );
			foreach ( $item['children'] as $index => $child ) {
				$item['children'][ $index ]['image'] = $this->copy( $child['image'] );
			}
			$items[] = $item;
		}
		return array(
			'items' => $items,
			'next'  => $page['next'],
		);
	}

	/**
	 * Why Instagram cannot be asked at all (no key or account saved), known without asking it.
	 */
	protected function setup_error(): ?\WP_Error {
		return $this->client->setup_error();
	}

	/**
	 * What a page that is not held is called.
	 */
	protected function unknown_message(): string {
		return __( 'There is no such page of posts.', 'shopwright' );
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
}
