<?php
/**
 * Per-client request limit of the plugin's public routes: the search's REST route and fast
 * endpoint, the popup events and the media feeds.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Platform;

defined( 'ABSPATH' ) || exit;

/**
 * A sliding window of one minute, estimated from this minute's and last minute's counts (the
 * count of the previous minute is weighted by how much of it the window still covers), kept per
 * hash of the client address.
 *
 * With a persistent object cache (Redis, Memcached: shared by every PHP server of the site) the
 * counts are atomic increments there and a request writes nothing to the database; without one,
 * one upsert and one read per request in a tiny table.
 */
final class RateLimiter {

	/**
	 * The object cache group of the counts.
	 */
	public const CACHE_GROUP = 'shopwright_rate';

	/**
	 * Keeps the database and the limit.
	 *
	 * @param \wpdb  $db     Database.
	 * @param string $table  The rate table's full name.
	 * @param int    $limit  Requests per minute per client; 0 turns the limit off.
	 * @param string $scope  Whose budget this is, so that two limits never share a key.
	 */
	public function __construct( private \wpdb $db, private string $table, private int $limit, private string $scope = 'search' ) {}

	/**
	 * Counts a request and says how long the client must wait.
	 *
	 * @param string   $client Client address.
	 * @param int|null $now    Current time, for tests.
	 * @return int Seconds to wait: 0 when the request may go ahead.
	 */
	public function hit( string $client, ?int $now = null ): int {
		if ( $this->limit <= 0 ) {
			return 0;
		}
		$now    = $now ?? time();
		$window = intdiv( $now, 60 );
		$key    = md5( 'shopwright-' . $this->scope . '|' . $client, true );
		$cached = $this->hit_cache( bin2hex( $key ), $window );
		if ( null !== $cached ) {
			return $this->wait( $cached[0], $cached[1], $now );
		}
		// Assignments run left to right, so prev_hits and hits read the row's old window.
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- A counter must hit the database; %i quotes our table.
		$this->db->query(
			$this->db->prepare(
				'INSERT INTO %i (client, win, hits, prev_hits) VALUES (%s, %d, 1, 0)
				ON DUPLICATE KEY UPDATE prev_hits = IF(win = VALUES(win), prev_hits, IF(win = VALUES(win) - 1, hits, 0)),
				hits = IF(win = VALUES(win), hits + 1, 1), win = VALUES(win)',
				$this->table,
				$key,
				$window
			)
		);
		$row = $this->db->get_row( $this->db->prepare( 'SELECT hits, prev_hits FROM %i WHERE client = %s', $this->table, $key ), 'ARRAY_N' );
		if ( 0 === random_int( 0, 200 ) ) {
			$this->db->query( $this->db->prepare( 'DELETE FROM %i WHERE win < %d', $this->table, $window - 1 ) );
		}
		// phpcs:enable
		if ( ! is_array( $row ) ) {
			return 0;
		}
		return $this->wait( (int) $row[0], (int) $row[1], $now );
	}

	/**
	 * Counts the request in a persistent object cache: this minute's count, atomically
	 * incremented, and last minute's. Null without such a cache, when it fails, or when its
	 * increment does not answer the new count (the table counts then).
	 *
	 * @param string $key    The client's key.
	 * @param int    $window This minute.
	 * @return array{0: int, 1: int}|null This minute's hits and last minute's.
	 */
	private function hit_cache( string $key, int $window ): ?array {
		if ( ! function_exists( 'wp_using_ext_object_cache' ) || ! wp_using_ext_object_cache() ) {
			return null;
		}
		$current = $key . ':' . $window;
		// Kept two minutes: while it is this minute's count, and while it is last minute's.
		wp_cache_add( $current, 0, self::CACHE_GROUP, 120 );
		$hits = wp_cache_incr( $current, 1, self::CACHE_GROUP );
		if ( ! is_int( $hits ) || $hits < 1 ) {
			// Not an atomic counter: a cache whose increment reads, adds and writes, answering
			// true rather than the new count (a popular Redis drop-in does), would let every
			// request through, and its write drops the key's expiry. The table counts instead.
			wp_cache_delete( $current, self::CACHE_GROUP );
			return null;
		}
		$previous = wp_cache_get( $key . ':' . ( $window - 1 ), self::CACHE_GROUP );
		return array( (int) $hits, is_numeric( $previous ) ? (int) $previous : 0 );
	}

	/**
	 * How long the client waits, from this minute's and last minute's counts.
	 *
	 * @param int $hits     This minute's requests.
	 * @param int $previous Last minute's.
	 * @param int $now      Current time.
	 * @return int Seconds; 0 when the request may go ahead.
	 */
	private function wait( int $hits, int $previous, int $now ): int {
		$into_window = ( $now % 60 ) / 60;
		$estimate    = $hits + $previous * ( 1 - $into_window );
		if ( $estimate <= $this->limit ) {
			return 0;
		}
		return max( 1, 60 - ( $now % 60 ) );
	}
}
