<?php
/**
 * The per-day counters of popups.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Popups;

use Shopwright\Platform\EventCounter;
use Shopwright\Popups\PopupStats;
use Shopwright\Tests\TestCase;

/**
 * One upsert per batch without a persistent cache, increments gathered in the cache and moved by
 * the job with one, the 30 days owners see, and the pruning of older days.
 */
final class PopupStatsTest extends TestCase {

	use CreatesPopups;

	/**
	 * Whether a persistent object cache was in use before the test.
	 *
	 * @var bool
	 */
	private bool $external_cache = false;

	/**
	 * The statistics under test.
	 *
	 * @var PopupStats
	 */
	private PopupStats $stats;

	/**
	 * Builds the statistics; notes the cache mode.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$this->stats          = new PopupStats( $wpdb, new EventCounter( $wpdb ) );
		$this->external_cache = (bool) wp_using_ext_object_cache();
	}

	/**
	 * Puts the cache mode back.
	 */
	protected function tear_down(): void {
		wp_using_ext_object_cache( $this->external_cache );
		parent::tear_down();
	}

	/**
	 * The rows of the table for a popup, as day → event → count.
	 *
	 * @param int $popup_id The popup.
	 * @return array<string, array<string, int>>
	 */
	private function rows( int $popup_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A test reads the table.
		$found = $wpdb->get_results( $wpdb->prepare( 'SELECT day, event, count FROM %i WHERE scope = %s AND subject = %s', $this->stats->table(), PopupStats::SCOPE, (string) $popup_id ), 'ARRAY_A' );
		$rows  = array();
		foreach ( $found as $row ) {
			$rows[ $row['day'] ][ $row['event'] ] = (int) $row['count'];
		}
		return $rows;
	}

	/**
	 * Without a persistent cache a batch is one statement, however many events it holds, and a
	 * second batch raises the same rows.
	 */
	public function test_without_a_persistent_cache_each_batch_is_one_upsert(): void {
		global $wpdb;
		wp_using_ext_object_cache( false );
		$first  = $this->create_popup();
		$second = $this->create_popup();
		$before = $wpdb->num_queries;
		$this->stats->record(
			array(
				$first  => array(
					'shown'   => 2,
					'closed'  => 1,
					'clicked' => 1,
				),
				$second => array( 'shown' => 1 ),
			),
			'2025-06-10'
		);
		$this->assertSame( 1, $wpdb->num_queries - $before, 'Four counters, one write.' );
		$this->stats->record( array( $first => array( 'shown' => 3 ) ), '2025-06-10' );
		$this->assertSame(
			array(
				'2025-06-10' => array(
					'clicked' => 1,
					'closed'  => 1,
					'shown'   => 5,
				),
			),
			array_map( static fn( array $events ): array => self::sorted( $events ), $this->rows( $first ) )
		);
		$this->assertSame( array( '2025-06-10' => array( 'shown' => 1 ) ), $this->rows( $second ) );
	}

	/**
	 * With a persistent cache, batches only touch the cache; the totals already include them, and
	 * the job moves them to the table once, keeping what arrives after it read.
	 */
	public function test_with_a_persistent_cache_counts_wait_in_the_cache_until_the_job(): void {
		global $wpdb;
		wp_using_ext_object_cache( true );
		$popup  = $this->create_popup();
		$before = $wpdb->num_queries;
		$this->stats->record( array( $popup => array( 'shown' => 2 ) ), '2025-06-10' );
		$this->stats->record(
			array(
				$popup => array(
					'shown'  => 1,
					'closed' => 1,
				),
			),
			'2025-06-10'
		);
		$this->assertSame( 0, $wpdb->num_queries - $before, 'No database write per batch.' );
		$this->assertSame( array(), $this->rows( $popup ) );
		$this->assertSame(
			array(
				'shown'   => 3,
				'closed'  => 1,
				'clicked' => 0,
			),
			$this->stats->totals( array( $popup ), '2025-06-10' )[ $popup ]
		);

		$this->assertSame( 4, $this->stats->flush( '2025-06-10' ) );
		$this->assertSame(
			array(
				'2025-06-10' => array(
					'closed' => 1,
					'shown'  => 3,
				),
			),
			array_map( static fn( array $events ): array => self::sorted( $events ), $this->rows( $popup ) )
		);
		$this->assertSame( 3, $this->stats->totals( array( $popup ), '2025-06-10' )[ $popup ]['shown'], 'Moved, not counted twice.' );
		$this->assertSame( 0, $this->stats->flush( '2025-06-10' ), 'Nothing is moved twice.' );

		$this->stats->record( array( $popup => array( 'clicked' => 1 ) ), '2025-06-10' );
		$this->assertSame( 1, $this->stats->flush( '2025-06-11' ), 'Yesterday\'s counts are found the next day.' );
		$this->assertSame( 1, $this->rows( $popup )['2025-06-10']['clicked'] );
	}

	/**
	 * Owners see the last 30 days, today included: day 30 before today is out.
	 */
	public function test_totals_cover_the_last_30_days(): void {
		wp_using_ext_object_cache( false );
		$popup = $this->create_popup();
		$other = $this->create_popup();
		$this->stats->record( array( $popup => array( 'shown' => 1 ) ), '2025-06-30' );
		$this->stats->record( array( $popup => array( 'shown' => 2 ) ), '2025-06-01' );
		$this->stats->record( array( $popup => array( 'shown' => 3 ) ), '2025-05-31' );
		$this->stats->record( array( $other => array( 'closed' => 1 ) ), '2025-06-30' );
		$totals = $this->stats->totals( array( $popup, $other ), '2025-06-30' );
		$this->assertSame( 3, $totals[ $popup ]['shown'] );
		$this->assertSame( 0, $totals[ $popup ]['closed'] );
		$this->assertSame( 1, $totals[ $other ]['closed'] );
	}

	/**
	 * The job deletes the days older than the 35 kept, and only those.
	 */
	public function test_the_job_prunes_days_older_than_the_ones_kept(): void {
		wp_using_ext_object_cache( false );
		$popup = $this->create_popup();
		$this->stats->record( array( $popup => array( 'shown' => 1 ) ), '2025-06-30' );
		$this->stats->record( array( $popup => array( 'shown' => 1 ) ), '2025-05-27' );
		$this->stats->record( array( $popup => array( 'shown' => 1 ) ), '2025-05-26' );
		$this->stats->record( array( $popup => array( 'shown' => 1 ) ), '2024-01-01' );
		$this->assertSame( 2, $this->stats->prune( '2025-06-30' ) );
		$this->assertSame( array( '2025-05-27', '2025-06-30' ), self::sorted_keys( $this->rows( $popup ) ) );
	}

	/**
	 * The table holds counts and nothing else: no address, user or cookie.
	 */
	public function test_the_table_holds_nothing_about_visitors(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A test reads the schema.
		$columns = $wpdb->get_col( $wpdb->prepare( 'SHOW COLUMNS FROM %i', $this->stats->table() ) );
		$this->assertSame( array( 'scope', 'subject', 'event', 'day', 'count' ), $columns );
	}

	/**
	 * An array sorted by key.
	 *
	 * @param array<string, int> $events Event → count.
	 * @return array<string, int>
	 */
	private static function sorted( array $events ): array {
		ksort( $events );
		return $events;
	}

	/**
	 * The keys, sorted.
	 *
	 * @param array<string, mixed> $rows Rows by day.
	 * @return list<string>
	 */
	private static function sorted_keys( array $rows ): array {
		$keys = array_map( 'strval', array_keys( $rows ) );
		sort( $keys );
		return $keys;
	}
}
