<?php
/**
 * How often each popup was shown, closed and clicked through, per day.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

use Shopwright\Platform\EventCounter;

defined( 'ABSPATH' ) || exit;

/**
 * The popups' view of the plugin's event counter (Platform\EventCounter): one count per popup
 * (the subject), day and event; nothing about the visitor. With a persistent object cache,
 * increments gather in it (one atomic wp_cache_incr() per popup and event of a batch) and an
 * hourly job moves them to the counter; without one, each batch is one upsert. The job also
 * deletes the days older than the ones kept.
 */
final class PopupStats {

	/**
	 * The popups' scope in the event counter.
	 */
	public const SCOPE = 'popups';

	/**
	 * The events the runtime reports.
	 */
	public const EVENTS = array( 'shown', 'closed', 'clicked' );

	/**
	 * How many days owners see, today included.
	 */
	public const DAYS = 30;

	/**
	 * How many days are kept: the days shown and a margin for time zones and a late job.
	 */
	public const KEEP_DAYS = 35;

	/**
	 * The hourly job that moves buffered counts to the table and prunes it.
	 */
	public const JOB_HOOK = 'shopwright_popup_stats_flush';

	public const VERSION_OPTION = 'shopwright_popup_stats_db_version';

	private const VERSION = '2';

	private const CACHE_GROUP = 'shopwright_popup_stats';

	/**
	 * Days whose buffered counts the job looks for: today and the two before, so a job that ran
	 * late, or not at all for a day, still finds them.
	 */
	private const BUFFERED_DAYS = 3;

	/**
	 * Keeps the database and the counter, and defines the popups' scope in it.
	 *
	 * @param \wpdb        $db      Database (the popups' ids, the rate table).
	 * @param EventCounter $counter The plugin's event counter.
	 */
	public function __construct( private \wpdb $db, private EventCounter $counter ) {
		$counter->define( self::SCOPE, self::EVENTS );
	}

	/**
	 * The counts table's full name (the event counter's, shared with other features).
	 */
	public function table(): string {
		return $this->counter->table();
	}

	/**
	 * The table of the events route's per-client rate limit.
	 */
	public function rate_table(): string {
		return $this->db->prefix . 'shopwright_popup_rate';
	}

	/**
	 * Creates or upgrades the rate table when the stored version differs: one autoloaded option
	 * read when nothing changed. The counts are the event counter's, installed by the plugin.
	 */
	public function maybe_install(): void {
		if ( self::VERSION !== get_option( self::VERSION_OPTION ) ) {
			$this->install();
		}
	}

	/**
	 * Makes sure the counter's table is there (the plugin installs it on init; on activation this
	 * is the first to ask), creates or upgrades the rate table with dbDelta, and records the version.
	 */
	public function install(): void {
		$this->counter->maybe_install();
		if ( ! function_exists( 'dbDelta' ) ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php'; // @phpstan-ignore requireOnce.fileNotFound (ABSPATH is only known at run time.)
		}
		dbDelta(
			"CREATE TABLE {$this->rate_table()} (
  client binary(16) NOT NULL,
  win int(10) unsigned NOT NULL DEFAULT 0,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  prev_hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (client)
) ENGINE=InnoDB {$this->db->get_charset_collate()};"
		);
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Counts one batch of events for today.
	 *
	 * @param array<int, array<string, int>> $counts Popup id → event → how many, all valid.
	 * @param string|null                    $day    The day (Y-m-d), for tests; today by default.
	 * @throws \InvalidArgumentException When an id, an event or a count is not valid; nothing is
	 *                                   counted then.
	 * @throws \RuntimeException When the database refused the write.
	 */
	public function record( array $counts, ?string $day = null ): void {
		$day     = $day ?? $this->today();
		$entries = $this->entries( $counts );
		if ( ! wp_using_ext_object_cache() ) {
			$this->counter->add_many( self::SCOPE, $entries, $day );
			return;
		}
		// Refused here as the counter would refuse it: the job must never find a count it cannot move.
		foreach ( $this->counter->checked( self::SCOPE, $entries ) as list( $popup_id, $event, $count ) ) {
			$key = $this->cache_key( $day, (int) $popup_id, $event );
			// incr fails on a missing key; add fails when another request created it first.
			if ( false === wp_cache_incr( $key, $count, self::CACHE_GROUP )
				&& ! wp_cache_add( $key, $count, self::CACHE_GROUP, ( self::BUFFERED_DAYS + 1 ) * DAY_IN_SECONDS ) ) {
				wp_cache_incr( $key, $count, self::CACHE_GROUP );
			}
		}
	}

	/**
	 * The hourly job: buffered counts to the table, then old days out.
	 */
	public function run_job(): void {
		$this->flush();
		$this->prune();
	}

	/**
	 * Moves the counts buffered in the object cache to the table. Each key is decremented by what
	 * was read, so increments that land meanwhile stay for the next run.
	 *
	 * @param string|null $today Today (Y-m-d), for tests.
	 * @return int How many events were moved.
	 */
	public function flush( ?string $today = null ): int {
		if ( ! wp_using_ext_object_cache() ) {
			return 0;
		}
		$moved = 0;
		$ids   = $this->all_popup_ids();
		foreach ( $this->days_back( $today ?? $this->today(), self::BUFFERED_DAYS ) as $day ) {
			$counts = $this->buffered( $day, $ids );
			if ( array() === $counts ) {
				continue;
			}
			try {
				$this->counter->add_many( self::SCOPE, $this->entries( $counts ), $day );
			} catch ( \RuntimeException ) {
				// Written before the keys go down: a write the database refused leaves the day's
				// counts in the cache for the next run.
				continue;
			}
			foreach ( $counts as $popup_id => $events ) {
				foreach ( $events as $event => $count ) {
					wp_cache_decr( $this->cache_key( $day, $popup_id, $event ), $count, self::CACHE_GROUP );
					$moved += $count;
				}
			}
		}
		return $moved;
	}

	/**
	 * Deletes the days older than the ones kept.
	 *
	 * @param string|null $today Today (Y-m-d), for tests.
	 * @return int Rows deleted.
	 */
	public function prune( ?string $today = null ): int {
		$oldest = $this->days_back( $today ?? $this->today(), self::KEEP_DAYS );
		return $this->counter->prune( self::SCOPE, end( $oldest ) );
	}

	/**
	 * Each popup's events of the last DAYS days, today included, counts still in the cache too.
	 *
	 * @param int[]       $popup_ids The popups.
	 * @param string|null $today     Today (Y-m-d), for tests.
	 * @return array<int, array{shown: int, closed: int, clicked: int}>
	 */
	public function totals( array $popup_ids, ?string $today = null ): array {
		$popup_ids = array_values( array_unique( array_filter( array_map( 'intval', $popup_ids ), static fn( int $id ): bool => $id > 0 ) ) );
		$totals    = array_fill_keys( $popup_ids, array_fill_keys( self::EVENTS, 0 ) );
		if ( array() === $popup_ids ) {
			return $totals;
		}
		$days = $this->days_back( $today ?? $this->today(), self::DAYS );
		// From the first day shown on, with no last day: a count dated ahead still shows.
		foreach ( $this->counter->totals( self::SCOPE, end( $days ), '9999-12-31', $popup_ids ) as $row ) {
			if ( isset( $totals[ (int) $row['subject'] ][ $row['event'] ] ) ) {
				$totals[ (int) $row['subject'] ][ $row['event'] ] += $row['count'];
			}
		}
		if ( wp_using_ext_object_cache() ) {
			foreach ( array_slice( $days, 0, self::BUFFERED_DAYS ) as $day ) {
				foreach ( $this->buffered( $day, $popup_ids ) as $popup_id => $events ) {
					foreach ( $events as $event => $count ) {
						$totals[ $popup_id ][ $event ] += $count;
					}
				}
			}
		}
		return $totals;
	}

	/**
	 * A batch as the counter's entries.
	 *
	 * @param array<int, array<string, int>> $counts Popup id → event → how many.
	 * @return list<array{0: int, 1: string, 2: int}>
	 */
	private function entries( array $counts ): array {
		$entries = array();
		foreach ( $counts as $popup_id => $events ) {
			foreach ( $events as $event => $count ) {
				$entries[] = array( (int) $popup_id, (string) $event, (int) $count );
			}
		}
		return $entries;
	}

	/**
	 * The counts waiting in the object cache for a day.
	 *
	 * @param string $day       The day (Y-m-d).
	 * @param int[]  $popup_ids The popups to look for.
	 * @return array<int, array<string, int>> Popup id → event → how many, only those above 0.
	 */
	private function buffered( string $day, array $popup_ids ): array {
		$keys = array();
		foreach ( $popup_ids as $popup_id ) {
			foreach ( self::EVENTS as $event ) {
				$keys[ $this->cache_key( $day, $popup_id, $event ) ] = array( $popup_id, $event );
			}
		}
		$found = array();
		foreach ( wp_cache_get_multiple( array_keys( $keys ), self::CACHE_GROUP ) as $key => $value ) {
			if ( is_numeric( $value ) && (int) $value > 0 && isset( $keys[ $key ] ) ) {
				$found[ $keys[ $key ][0] ][ $keys[ $key ][1] ] = (int) $value;
			}
		}
		return $found;
	}

	/**
	 * Every popup, whatever its status: a popup unpublished or trashed after it was shown may
	 * still have counts waiting.
	 *
	 * @return list<int>
	 */
	private function all_popup_ids(): array {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The hourly job reads the ids once.
		$ids = $this->db->get_col( $this->db->prepare( "SELECT ID FROM {$this->db->posts} WHERE post_type = %s", PopupPostType::NAME ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * The cache key of a popup's event on a day.
	 *
	 * @param string $day      The day (Y-m-d).
	 * @param int    $popup_id The popup.
	 * @param string $event    The event.
	 */
	private function cache_key( string $day, int $popup_id, string $event ): string {
		return $day . '|' . $popup_id . '|' . $event;
	}

	/**
	 * Today in the site's time zone, as owners count days.
	 */
	private function today(): string {
		return current_datetime()->format( 'Y-m-d' );
	}

	/**
	 * A day and the ones before it, newest first.
	 *
	 * @param string $today The first day (Y-m-d).
	 * @param int    $count How many days.
	 * @return list<string>
	 */
	private function days_back( string $today, int $count ): array {
		$day  = new \DateTimeImmutable( $today, new \DateTimeZone( 'UTC' ) );
		$days = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$days[] = $day->modify( "-{$i} days" )->format( 'Y-m-d' );
		}
		return $days;
	}
}
