<?php
/**
 * An exact, atomic count of attempts per client in a fixed window.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Platform;

defined( 'ABSPATH' ) || exit;

/**
 * For the limits where every attempt matters (passwords, payments): each attempt is counted
 * before the work it asks for is done, in one upsert that also answers the count it wrote
 * (through LAST_INSERT_ID(expr), which belongs to the database connection). Twenty parallel
 * requests are twenty counts, and only the first `limit` of them go ahead, whatever object cache
 * the site has and however many PHP servers answer it. The first attempt opens a window; when it
 * has ended, the next attempt starts a new one. Rows are keyed by a hash of the scope and the
 * subject, so no address is kept in the clear.
 */
final class WindowCounter {

	public const VERSION        = '1';
	public const VERSION_OPTION = 'shopwright_window_counts_version';

	/**
	 * Keeps the database and the budget.
	 *
	 * @param \wpdb  $db     Database.
	 * @param string $scope  Whose budget this is, so that two budgets never share a count.
	 * @param int    $limit  Attempts per window; 0 or less refuses none.
	 * @param int    $window Seconds.
	 */
	public function __construct( private \wpdb $db, private string $scope, private int $limit, private int $window ) {}

	/**
	 * The table's full name.
	 *
	 * @param \wpdb $db Database.
	 */
	public static function table( \wpdb $db ): string {
		return $db->prefix . 'shopwright_window_counts';
	}

	/**
	 * Creates the table when the stored version differs (a first install, an upgrade, a site
	 * restored or migrated without an activation).
	 *
	 * @param \wpdb $db Database.
	 */
	public static function maybe_install( \wpdb $db ): void {
		if ( self::VERSION === get_option( self::VERSION_OPTION ) ) {
			return;
		}
		if ( ! function_exists( 'dbDelta' ) ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php'; // @phpstan-ignore requireOnce.fileNotFound (ABSPATH is only known at run time.)
		}
		$table = self::table( $db );
		dbDelta(
			"CREATE TABLE {$table} (
  subject binary(32) NOT NULL,
  attempts int(10) unsigned NOT NULL DEFAULT 0,
  window_end int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (subject),
  KEY window_end (window_end)
) ENGINE=InnoDB {$db->get_charset_collate()};"
		);
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Counts an attempt and says how long the subject must wait.
	 *
	 * @param string   $subject Who attempts (a client address, with what it attempts).
	 * @param int|null $now     Current time, for tests.
	 * @return int Seconds to wait; 0 when this attempt may go ahead.
	 */
	public function hit( string $subject, ?int $now = null ): int {
		if ( $this->limit <= 0 ) {
			return 0;
		}
		$now   = $now ?? time();
		$key   = $this->key( $subject );
		$table = self::table( $this->db );
		// A window that has ended starts again at 1. The assignments run left to right, so
		// attempts reads the row's old window_end.
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- An atomic counter must hit the database; %i quotes our table.
		$written = $this->db->query(
			$this->db->prepare(
				'INSERT INTO %i (subject, attempts, window_end) VALUES (%s, LAST_INSERT_ID(1), %d)
				ON DUPLICATE KEY UPDATE attempts = LAST_INSERT_ID(IF(window_end <= %d, 1, attempts + 1)), window_end = IF(window_end <= %d, VALUES(window_end), window_end)',
				$table,
				$key,
				$now + $this->window,
				$now,
				$now
			)
		);
		if ( false === $written ) {
			// Without its count, an attempt does not go ahead.
			return $this->window;
		}
		// The connection's insert id is the count this statement wrote, read on the same
		// connection; asked again only if a database layer did not keep it.
		$count = (int) $this->db->insert_id;
		if ( $count < 1 ) {
			$count = (int) $this->db->get_var( 'SELECT LAST_INSERT_ID()' );
		}
		$ends = (int) $this->db->get_var( $this->db->prepare( 'SELECT window_end FROM %i WHERE subject = %s', $table, $key ) );
		if ( 0 === random_int( 0, 200 ) ) {
			$this->db->query( $this->db->prepare( 'DELETE FROM %i WHERE window_end < %d', $table, $now ) );
		}
		// phpcs:enable
		if ( $count >= 1 && $count <= $this->limit ) {
			return 0;
		}
		return max( 1, min( $this->window, $ends - $now ) );
	}

	/**
	 * Attempts counted in the running window.
	 *
	 * @param string   $subject Who attempts.
	 * @param int|null $now     Current time, for tests.
	 */
	public function count( string $subject, ?int $now = null ): int {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- A counter is read where it is kept; %i quotes our table.
		return (int) $this->db->get_var( $this->db->prepare( 'SELECT attempts FROM %i WHERE subject = %s AND window_end > %d', self::table( $this->db ), $this->key( $subject ), $now ?? time() ) );
	}

	/**
	 * Forgets the subject's attempts.
	 *
	 * @param string $subject Who attempts.
	 */
	public function clear( string $subject ): void {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- As above.
		$this->db->query( $this->db->prepare( 'DELETE FROM %i WHERE subject = %s', self::table( $this->db ), $this->key( $subject ) ) );
	}

	/**
	 * The row's key.
	 *
	 * @param string $subject Who attempts.
	 */
	private function key( string $subject ): string {
		return hash( 'sha256', 'shopwright-' . $this->scope . '|' . $subject, true );
	}
}
