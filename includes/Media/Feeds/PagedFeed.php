<?php
/**
 * What every media block's provider feed does the same way.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\Feeds;

defined( 'ABSPATH' ) || exit;

/**
 * A provider's feed, page by page, kept by the feed store with local copies of its images.
 *
 * A page view never waits on a provider: a block renders the copy the store holds, and when it
 * holds none yet (the first render of a new block) the block's empty state, while a background
 * job fetches the page, through Action Scheduler when WooCommerce brings it, WP-Cron otherwise,
 * queued once per page however many views ask. A copy older than the refresh interval is shown
 * while the same job fetches it again. "Load more" (FeedController) reads a held page the same
 * way and fetches a page never fetched at once, since that visitor is waiting for it.
 *
 * A failed fetch (an expired token, the provider down, an answer of the wrong shape) keeps the
 * last good copy and tells the owner why; for RETRY_AFTER after it nothing asks the provider
 * again, neither a page view nor "Load more", whether a copy is held or not.
 *
 * Only feeds a rendered block opened and page cursors the provider handed out are ever read or
 * fetched, so nothing a visitor sends creates a cache entry. A provider says what it fetches
 * (fetch_page()) and what its unknown page is called (unknown_message()); the rest is here.
 */
abstract class PagedFeed {

	/**
	 * The provider's name in the feed store; each provider sets its own.
	 */
	public const PROVIDER = '';

	/**
	 * The background refresh's action; each provider sets its own.
	 */
	public const REFRESH_HOOK = '';

	/**
	 * Seconds between a failed refresh and the next try.
	 */
	public const RETRY_AFTER = 900;

	/**
	 * Keeps the store, the image copies and the refresh interval.
	 *
	 * @param FeedStore   $store   The feed store.
	 * @param ImageCopies $images  Local image copies.
	 * @param int         $refresh Seconds after which a copy is fetched again.
	 */
	public function __construct( protected FeedStore $store, protected ImageCopies $images, protected int $refresh ) {}

	/**
	 * Fetches one page from the provider and copies its images; what goes wrong is answered as
	 * an error, which fetch() notes for the owner.
	 *
	 * @param array<string, mixed> $feed   The held feed (its config and extra values).
	 * @param string               $key    Feed key.
	 * @param string               $cursor Page cursor; empty for the first page.
	 * @return array{items: list<array<string, mixed>>, next: string}|\WP_Error
	 */
	abstract protected function fetch_page( array $feed, string $key, string $cursor );

	/**
	 * What a page that is not held is called, for the 404 ("There is no such page of videos.").
	 */
	abstract protected function unknown_message(): string;

	/**
	 * Why the provider cannot be asked at all (no key or account saved), known without asking
	 * it; null when it can. A block without a copy says so at once rather than wait.
	 */
	protected function setup_error(): ?\WP_Error {
		return null;
	}

	/**
	 * Hooks the background refresh.
	 */
	public function register(): void {
		add_action( static::REFRESH_HOOK, array( $this, 'refresh' ), 10, 2 );
	}

	/**
	 * Opens the feed of a block on its first render, and reads its first page as held: a page
	 * view asks the provider nothing. Without a copy, "page" is null and either "error" says why
	 * the last fetch failed or "pending" says that the first copy is on its way.
	 *
	 * @param array<string, mixed> $config What identifies the feed (source, page size…).
	 * @param string               $label  What the owner's notices call it.
	 * @return array{key: string, feed: array<string, mixed>, page: array{items: list<array<string, mixed>>, next: string, fetched: int}|null, error: string, pending: bool}
	 */
	protected function open( array $config, string $label ): array {
		$opened = $this->store->open( static::PROVIDER, $config, $label );
		$key    = $opened[0];
		$page   = $this->held( $key, '' );
		$setup  = null === $page ? $this->setup_error() : null;
		$error  = null === $setup ? ( null === $page ? $this->store->error( $key ) : '' ) : $setup->get_error_message();
		return array(
			'key'     => $key,
			'feed'    => $this->store->get( $key ) ?? $opened[1],
			'page'    => $page,
			'error'   => $error,
			'pending' => null === $page && '' === $error,
		);
	}

	/**
	 * The copy of a page the store holds, or null; asks the provider nothing. A page missing or
	 * older than the refresh interval is queued for the background job, unless the feed's last
	 * fetch failed less than RETRY_AFTER ago.
	 *
	 * @param string $key           Feed key.
	 * @param string $cursor        Cursor; empty for the first page.
	 * @param bool   $queue_missing Whether a page not held is queued too (not when the caller
	 *                              fetches it at once).
	 * @return array{items: list<array<string, mixed>>, next: string, fetched: int}|null
	 */
	public function held( string $key, string $cursor = '', bool $queue_missing = true ): ?array {
		if ( ! $this->holds( $key, $cursor ) ) {
			return null;
		}
		$feed = (array) $this->store->get( $key );
		$page = $feed['pages'][ $cursor ] ?? null;
		if ( ( null !== $page || $queue_missing ) && ! $this->is_fresh( $page ) && ! $this->backing_off( $key ) ) {
			$this->schedule( $key, $cursor );
		}
		return $page;
	}

	/**
	 * A page of a feed the store holds, under a cursor it handed out, for "Load more": the held
	 * copy (refreshed in the background once old), or, for a page never fetched, fetched now,
	 * unless the feed's last fetch failed less than RETRY_AFTER ago.
	 *
	 * @param string $key    Feed key.
	 * @param string $cursor Cursor; empty for the first page.
	 * @return array{items: list<array<string, mixed>>, next: string, fetched: int}|\WP_Error
	 */
	public function page( string $key, string $cursor = '' ) {
		if ( ! $this->holds( $key, $cursor ) ) {
			return $this->unknown();
		}
		$page = $this->held( $key, $cursor, false );
		if ( null !== $page ) {
			return $page;
		}
		if ( $this->backing_off( $key ) ) {
			return new \WP_Error( 'shopwright_feed_backing_off', $this->store->error( $key ), array( 'status' => 503 ) );
		}
		return $this->fetch( $key, $cursor );
	}

	/**
	 * The background job: fetches the page when it is still missing or old (another job or a
	 * "Load more" may have fetched it since it was queued); a failure keeps the held copy.
	 *
	 * @param mixed $key    Feed key.
	 * @param mixed $cursor Cursor.
	 */
	public function refresh( $key, $cursor = '' ): void {
		if ( ! is_string( $key ) || ! is_string( $cursor ) || ! $this->holds( $key, $cursor ) ) {
			return;
		}
		$feed = (array) $this->store->get( $key );
		if ( ! $this->is_fresh( $feed['pages'][ $cursor ] ?? null ) ) {
			$this->fetch( $key, $cursor );
		}
	}

	/**
	 * Whether a held page is younger than the refresh interval.
	 *
	 * @param array{fetched: int}|null $page The held page, or null.
	 */
	private function is_fresh( ?array $page ): bool {
		return null !== $page && $page['fetched'] >= time() - $this->refresh;
	}

	/**
	 * Whether the feed's last fetch failed less than RETRY_AFTER ago: the provider is left alone.
	 *
	 * @param string $key Feed key.
	 */
	private function backing_off( string $key ): bool {
		return $this->store->failed_at( $key ) > time() - static::RETRY_AFTER;
	}

	/**
	 * Fetches a page from the provider and keeps it; a failure is noted for the owner.
	 *
	 * @param string $key    Feed key.
	 * @param string $cursor Cursor.
	 * @return array{items: list<array<string, mixed>>, next: string, fetched: int}|\WP_Error
	 */
	public function fetch( string $key, string $cursor = '' ) {
		$feed = $this->store->get( $key );
		if ( null === $feed || static::PROVIDER !== $feed['provider'] ) {
			return $this->unknown();
		}
		$page = $this->fetch_page( $feed, $key, $cursor );
		if ( is_wp_error( $page ) ) {
			$this->store->note( $key, $page->get_error_message() );
			return $page;
		}
		$this->store->put_page( $key, $cursor, $page );
		$held = $this->store->get( $key );
		return $held['pages'][ $cursor ] ?? array(
			'items'   => $page['items'],
			'next'    => '',
			'fetched' => time(),
		);
	}

	/**
	 * Schedules a background refresh of a page, once.
	 *
	 * @param string $key    Feed key.
	 * @param string $cursor Cursor.
	 */
	public function schedule( string $key, string $cursor = '' ): void {
		$args = $this->job_args( $key, $cursor );
		if ( function_exists( 'as_enqueue_async_action' ) && function_exists( 'as_has_scheduled_action' ) ) {
			if ( ! as_has_scheduled_action( static::REFRESH_HOOK, $args, 'shopwright' ) ) {
				as_enqueue_async_action( static::REFRESH_HOOK, $args, 'shopwright' );
			}
			return;
		}
		if ( false === wp_next_scheduled( static::REFRESH_HOOK, $args ) ) {
			wp_schedule_single_event( time(), static::REFRESH_HOOK, $args );
		}
	}

	/**
	 * The background job's arguments for a page.
	 *
	 * @param string $key    Feed key.
	 * @param string $cursor Cursor.
	 * @return list<string>
	 */
	protected function job_args( string $key, string $cursor ): array {
		return array( $key, $cursor );
	}

	/**
	 * A kept image copy as the browser gets it: this site's address and the size.
	 *
	 * @param mixed $copy An ImageCopies::copy() answer, as held.
	 * @return array{src: string, width: int, height: int}|null
	 */
	protected function public_image( $copy ): ?array {
		return is_array( $copy ) && isset( $copy['file'] ) ? array(
			'src'    => $this->images->url( (string) $copy['file'] ),
			'width'  => (int) $copy['width'],
			'height' => (int) $copy['height'],
		) : null;
	}

	/**
	 * Whether the store holds this provider's feed and handed out the cursor.
	 *
	 * @param string $key    Feed key.
	 * @param string $cursor Cursor.
	 */
	private function holds( string $key, string $cursor ): bool {
		$feed = $this->store->get( $key );
		return null !== $feed && static::PROVIDER === $feed['provider'] && $this->store->issued( $key, $cursor );
	}

	/**
	 * The 404 of a feed or page that is not held.
	 */
	private function unknown(): \WP_Error {
		return new \WP_Error( 'shopwright_feed_unknown', $this->unknown_message(), array( 'status' => 404 ) );
	}
}
