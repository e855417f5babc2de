<?php
/**
 * The server's copies of provider feeds.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\Feeds;

defined( 'ABSPATH' ) || exit;

/**
 * A bounded cache of feeds, one option each (never autoloaded, never evicted by an object cache,
 * so the last good copy survives a provider failure), and an index of them.
 *
 * Bounds: at most MAX_FEEDS feeds (the least recently shown one goes first) and MAX_PAGES pages
 * per feed. Only a rendered block creates a feed; a page is kept only under a token the store
 * itself handed out (the next-page token of a page it holds), so nothing a visitor sends can
 * add an entry.
 */
final class FeedStore {

	public const INDEX_OPTION = 'shopwright_media_feeds';
	public const FEED_OPTION  = 'shopwright_media_feed_';
	public const MAX_FEEDS    = 20;
	public const MAX_PAGES    = 8;

	/**
	 * A feed's key, from its provider and what defines it.
	 *
	 * @param string               $provider Provider id.
	 * @param array<string, mixed> $config   What defines the feed (source, page size).
	 */
	public static function key( string $provider, array $config ): string {
		return md5( $provider . '|' . wp_json_encode( $config ) );
	}

	/**
	 * Whether a string has the shape of a key.
	 *
	 * @param string $key Candidate.
	 */
	public static function is_key( string $key ): bool {
		return 1 === preg_match( '/^[a-f0-9]{32}$/', $key );
	}

	/**
	 * The feed, or null when the store does not hold it.
	 *
	 * @param string $key Feed key.
	 * @return array{provider: string, config: array<string, mixed>, label: string, pages: array<string, array{items: list<array<string, mixed>>, next: string, fetched: int}>, extra: array<string, string>}|null
	 */
	public function get( string $key ): ?array {
		if ( ! self::is_key( $key ) || ! isset( $this->index()[ $key ] ) ) {
			return null;
		}
		$feed = get_option( self::FEED_OPTION . $key );
		return is_array( $feed ) && isset( $feed['provider'], $feed['config'], $feed['pages'] ) ? $feed : null;
	}

	/**
	 * The feed, created empty when the store does not hold it yet (a block was rendered).
	 *
	 * @param string               $provider Provider id.
	 * @param array<string, mixed> $config   What defines the feed.
	 * @param string               $label    How the owner knows it (a channel address).
	 * @return array{0: string, 1: array{provider: string, config: array<string, mixed>, label: string, pages: array<string, array{items: list<array<string, mixed>>, next: string, fetched: int}>, extra: array<string, string>}} Key and feed.
	 */
	public function open( string $provider, array $config, string $label ): array {
		$key  = self::key( $provider, $config );
		$feed = $this->get( $key );
		if ( null !== $feed ) {
			$this->touch( $key );
			return array( $key, $feed );
		}
		$index = $this->index();
		uasort( $index, static fn( array $a, array $b ): int => $a['used'] <=> $b['used'] );
		foreach ( array_slice( array_keys( $index ), 0, max( 0, count( $index ) - self::MAX_FEEDS + 1 ) ) as $oldest ) {
			unset( $index[ $oldest ] );
			delete_option( self::FEED_OPTION . $oldest );
		}
		$index[ $key ] = array(
			'used'  => time(),
			'error' => '',
			'at'    => 0,
		);
		$feed          = array(
			'provider' => $provider,
			'config'   => $config,
			'label'    => mb_substr( $label, 0, 200 ),
			'pages'    => array(),
			'extra'    => array(),
		);
		update_option( self::FEED_OPTION . $key, $feed, false );
		update_option( self::INDEX_OPTION, $index, false );
		return array( $key, $feed );
	}

	/**
	 * Whether the token may be asked for: the first page, or a next-page token of a held page.
	 *
	 * @param string $key   Feed key.
	 * @param string $token Page token.
	 */
	public function issued( string $key, string $token ): bool {
		$feed = $this->get( $key );
		if ( null === $feed ) {
			return false;
		}
		if ( '' === $token ) {
			return true;
		}
		foreach ( $feed['pages'] as $page ) {
			if ( $page['next'] === $token ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Keeps a good page (replacing an older copy) and clears the feed's error.
	 *
	 * @param string                                                 $key   Feed key.
	 * @param string                                                 $token Page token.
	 * @param array{items: list<array<string, mixed>>, next: string} $page  The page.
	 * @param int|null                                               $now   Current time, for tests.
	 */
	public function put_page( string $key, string $token, array $page, ?int $now = null ): bool {
		$feed = $this->get( $key );
		if ( null === $feed || ! $this->issued( $key, $token ) ) {
			return false;
		}
		$held = isset( $feed['pages'][ $token ] );
		if ( ! $held && count( $feed['pages'] ) >= self::MAX_PAGES ) {
			return false;
		}
		// The last page the store can hold offers no next page.
		$full                    = ( $held ? count( $feed['pages'] ) : count( $feed['pages'] ) + 1 ) >= self::MAX_PAGES;
		$feed['pages'][ $token ] = array(
			'items'   => $page['items'],
			'next'    => $full ? '' : $page['next'],
			'fetched' => $now ?? time(),
		);
		$feed['pages']           = self::reachable( $feed['pages'] );
		update_option( self::FEED_OPTION . $key, $feed, false );
		$this->note( $key, '' );
		return true;
	}

	/**
	 * The pages a visitor can still reach from the first: a refreshed page may hand out a new
	 * next-page token, and the page under the old one is then dropped.
	 *
	 * @param array<string, array{items: list<array<string, mixed>>, next: string, fetched: int}> $pages Pages by token.
	 * @return array<string, array{items: list<array<string, mixed>>, next: string, fetched: int}>
	 */
	private static function reachable( array $pages ): array {
		$kept  = array();
		$token = '';
		while ( isset( $pages[ $token ] ) && ! isset( $kept[ $token ] ) ) {
			$kept[ $token ] = $pages[ $token ];
			$token          = $pages[ $token ]['next'];
		}
		return $kept;
	}

	/**
	 * Keeps a provider value the feed needs later (such as a channel's uploads playlist).
	 *
	 * @param string $key   Feed key.
	 * @param string $name  Name.
	 * @param string $value Value.
	 */
	public function put_extra( string $key, string $name, string $value ): void {
		$feed = $this->get( $key );
		if ( null === $feed ) {
			return;
		}
		$feed['extra'][ $name ] = mb_substr( $value, 0, 200 );
		update_option( self::FEED_OPTION . $key, $feed, false );
	}

	/**
	 * Notes why the feed could not be refreshed; an empty reason clears it.
	 *
	 * @param string $key    Feed key.
	 * @param string $reason Why, in the owner's words.
	 */
	public function note( string $key, string $reason ): void {
		$index = $this->index();
		if ( ! isset( $index[ $key ] ) || $index[ $key ]['error'] === $reason ) {
			return;
		}
		$index[ $key ]['error'] = mb_substr( $reason, 0, 500 );
		$index[ $key ]['at']    = '' === $reason ? 0 : time();
		update_option( self::INDEX_OPTION, $index, false );
	}

	/**
	 * When the feed's last refresh failed; 0 when it did not.
	 *
	 * @param string $key Feed key.
	 */
	public function failed_at( string $key ): int {
		return $this->index()[ $key ]['at'] ?? 0;
	}

	/**
	 * Why the feed's last fetch failed, in the owner's words; empty when it did not.
	 *
	 * @param string $key Feed key.
	 */
	public function error( string $key ): string {
		return $this->index()[ $key ]['error'] ?? '';
	}

	/**
	 * The feeds that failed their last refresh.
	 *
	 * @return list<array{key: string, label: string, provider: string, error: string, at: int}>
	 */
	public function failures(): array {
		$failures = array();
		foreach ( $this->index() as $key => $entry ) {
			if ( '' === $entry['error'] ) {
				continue;
			}
			$feed       = $this->get( (string) $key );
			$failures[] = array(
				'key'      => (string) $key,
				'label'    => null === $feed ? '' : $feed['label'],
				'provider' => null === $feed ? '' : $feed['provider'],
				'error'    => $entry['error'],
				'at'       => $entry['at'],
			);
		}
		return $failures;
	}

	/**
	 * How many feeds the store holds.
	 */
	public function count(): int {
		return count( $this->index() );
	}

	/**
	 * Forgets every feed of one provider (its account changed, say), leaving the others.
	 *
	 * @param string $provider Provider id.
	 */
	public function forget( string $provider ): void {
		$index = $this->index();
		$kept  = $index;
		foreach ( array_keys( $index ) as $key ) {
			$feed = $this->get( (string) $key );
			if ( null === $feed || $provider === $feed['provider'] ) {
				unset( $kept[ $key ] );
				delete_option( self::FEED_OPTION . $key );
			}
		}
		if ( count( $kept ) !== count( $index ) ) {
			update_option( self::INDEX_OPTION, $kept, false );
		}
	}

	/**
	 * Forgets every feed (uninstall, tests).
	 */
	public function clear(): void {
		foreach ( array_keys( $this->index() ) as $key ) {
			delete_option( self::FEED_OPTION . $key );
		}
		delete_option( self::INDEX_OPTION );
	}

	/**
	 * Marks the feed as shown now, at most once an hour (a write per page view would be waste).
	 *
	 * @param string $key Feed key.
	 */
	private function touch( string $key ): void {
		$index = $this->index();
		if ( isset( $index[ $key ] ) && $index[ $key ]['used'] < time() - HOUR_IN_SECONDS ) {
			$index[ $key ]['used'] = time();
			update_option( self::INDEX_OPTION, $index, false );
		}
	}

	/**
	 * The index: key → when last shown, and the last refresh's error.
	 *
	 * @return array<string, array{used: int, error: string, at: int}>
	 */
	private function index(): array {
		$index = get_option( self::INDEX_OPTION, array() );
		if ( ! is_array( $index ) ) {
			return array();
		}
		$valid = array();
		foreach ( $index as $key => $entry ) {
			if ( self::is_key( (string) $key ) && is_array( $entry ) ) {
				$valid[ (string) $key ] = array(
					'used'  => (int) ( $entry['used'] ?? 0 ),
					'error' => (string) ( $entry['error'] ?? '' ),
					'at'    => (int) ( $entry['at'] ?? 0 ),
				);
			}
		}
		return $valid;
	}
}
