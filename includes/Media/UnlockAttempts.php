<?php
/**
 * How many passwords a visitor may try on one block.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

use Shopwright\Platform\WindowCounter;

defined( 'ABSPATH' ) || exit;

/**
 * Counts a client's password attempts per block, each before its password is hashed or
 * compared, in the plugin's atomic window counter: however many guesses arrive at once, only the
 * first `limit` of a window reach the password check. The first attempt opens a window; once the
 * client has used up its attempts in that window, every further try on that block waits until
 * the window closes, even with the right password, so guessing costs time whatever the guesses
 * are. A right password clears the count.
 */
final class UnlockAttempts {

	/**
	 * The window that the attempts are counted in, in seconds.
	 */
	public const WINDOW = 15 * MINUTE_IN_SECONDS;

	/**
	 * The count.
	 *
	 * @var WindowCounter
	 */
	private WindowCounter $counter;

	/**
	 * Keeps the database and the limit.
	 *
	 * @param \wpdb $db    Database.
	 * @param int   $limit Passwords checked per client and block in a window.
	 */
	public function __construct( \wpdb $db, int $limit ) {
		$this->counter = new WindowCounter( $db, 'unlock', max( 1, $limit ), self::WINDOW );
	}

	/**
	 * Counts an attempt, before its password is looked at, and says how long the client must
	 * wait: 0 when this attempt may check its password.
	 *
	 * @param string   $client  Client address.
	 * @param int      $post_id The post.
	 * @param string   $lock_id The block's lock id.
	 * @param int|null $now     Current time, for tests.
	 * @return int Seconds to wait; 0 while the client may try.
	 */
	public function hit( string $client, int $post_id, string $lock_id, ?int $now = null ): int {
		return $this->counter->hit( self::subject( $client, $post_id, $lock_id ), $now );
	}

	/**
	 * Attempts counted in the running window.
	 *
	 * @param string   $client  Client address.
	 * @param int      $post_id The post.
	 * @param string   $lock_id The block's lock id.
	 * @param int|null $now     Current time, for tests.
	 */
	public function count( string $client, int $post_id, string $lock_id, ?int $now = null ): int {
		return $this->counter->count( self::subject( $client, $post_id, $lock_id ), $now );
	}

	/**
	 * Forgets the client's attempts on this block.
	 *
	 * @param string $client  Client address.
	 * @param int    $post_id The post.
	 * @param string $lock_id The block's lock id.
	 */
	public function clear( string $client, int $post_id, string $lock_id ): void {
		$this->counter->clear( self::subject( $client, $post_id, $lock_id ) );
	}

	/**
	 * Whose count: the client on this block.
	 *
	 * @param string $client  Client address.
	 * @param int    $post_id The post.
	 * @param string $lock_id The block's lock id.
	 */
	private static function subject( string $client, int $post_id, string $lock_id ): string {
		return $client . '|' . $post_id . '|' . $lock_id;
	}
}
