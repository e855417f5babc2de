<?php
/**
 * How many passwords a visitor may try on one block.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

defined( 'ABSPATH' ) || exit;

/**
 * Counts a client's wrong passwords per block in a transient keyed by a hash of the client's
 * address and the block. The first wrong password opens a window; once the client has used up
 * its attempts in that window, every further try on that block waits until the window closes,
 * even with the right password, so guessing costs time whatever the guesses are. A right password
 * clears the count.
 */
final class UnlockAttempts {

	/**
	 * The window that the attempts are counted in, in seconds.
	 */
	public const WINDOW = 15 * MINUTE_IN_SECONDS;

	/**
	 * Keeps the limit.
	 *
	 * @param int $limit Wrong passwords allowed per client and block in a window.
	 */
	public function __construct( private int $limit ) {}

	/**
	 * Seconds the client must wait before trying this block again; 0 while it may try.
	 *
	 * @param string   $client  Client address.
	 * @param int      $post_id The post.
	 * @param string   $lock_id The block's lock id.
	 * @param int|null $now     Current time, for tests.
	 */
	public function wait( string $client, int $post_id, string $lock_id, ?int $now = null ): int {
		$record = $this->record( $client, $post_id, $lock_id, $now ?? time() );
		if ( null === $record || $record['count'] < $this->limit ) {
			return 0;
		}
		return max( 1, $record['until'] - ( $now ?? time() ) );
	}

	/**
	 * Counts a wrong password.
	 *
	 * @param string   $client  Client address.
	 * @param int      $post_id The post.
	 * @param string   $lock_id The block's lock id.
	 * @param int|null $now     Current time, for tests.
	 */
	public function fail( string $client, int $post_id, string $lock_id, ?int $now = null ): void {
		$now    = $now ?? time();
		$record = $this->record( $client, $post_id, $lock_id, $now ) ?? array(
			'count' => 0,
			'until' => $now + self::WINDOW,
		);
		++$record['count'];
		set_transient( $this->key( $client, $post_id, $lock_id ), $record, max( 1, $record['until'] - $now ) );
	}

	/**
	 * Forgets the client's wrong passwords on this block.
	 *
	 * @param string $client  Client address.
	 * @param int    $post_id The post.
	 * @param string $lock_id The block's lock id.
	 */
	public function clear( string $client, int $post_id, string $lock_id ): void {
		delete_transient( $this->key( $client, $post_id, $lock_id ) );
	}

	/**
	 * The running window's count and end, or null when none runs.
	 *
	 * @param string $client  Client address.
	 * @param int    $post_id The post.
	 * @param string $lock_id The block's lock id.
	 * @param int    $now     Current time.
	 * @return array{count: int, until: int}|null
	 */
	private function record( string $client, int $post_id, string $lock_id, int $now ): ?array {
		$record = get_transient( $this->key( $client, $post_id, $lock_id ) );
		if ( ! is_array( $record ) || ! isset( $record['count'], $record['until'] ) || (int) $record['until'] <= $now ) {
			return null;
		}
		return array(
			'count' => (int) $record['count'],
			'until' => (int) $record['until'],
		);
	}

	/**
	 * The transient's name: short enough for the options table, and no address in the clear.
	 *
	 * @param string $client  Client address.
	 * @param int    $post_id The post.
	 * @param string $lock_id The block's lock id.
	 */
	private function key( string $client, int $post_id, string $lock_id ): string {
		return 'shopwright_unlock_' . substr( hash( 'sha256', $client . '|' . $post_id . '|' . $lock_id ), 0, 32 );
	}
}
