<?php
/**
 * How often the wallet buttons were shown and clicked, per day, wallet and page.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * One row per day, event, wallet, page and kind of page (block or classic) in a small table, and
 * nothing about the shopper: at most 32 rows a day, and only the last 30 days are kept. Each
 * event is one atomic upsert, so two shoppers counted at once both count.
 *
 * When the owner allows WooCommerce's usage tracking, a daily job also sends the finished day's
 * totals to WooCommerce Tracks. It sends them from the job, never from a shopper's request: Tracks
 * adds the address and browser of the request it is recorded in, and those would be the shopper's.
 */
final class ButtonStats {

	/**
	 * The events the buttons report: shown once a wallet is available, clicked when tapped.
	 */
	public const EVENTS = array( 'buttons_shown', 'button_clicked' );

	public const WALLETS = array( 'apple_pay', 'google_pay' );

	public const PAGES = array( 'product', 'cart', 'checkout', 'pay_for_order' );

	/**
	 * A cart or checkout page built with blocks, or a classic one (product and pay-for-order
	 * pages are always classic).
	 */
	public const UIS = array( 'block', 'classic' );

	/**
	 * How many days are kept and shown, today included.
	 */
	public const DAYS = 30;

	/**
	 * The daily job: prunes the table and sends the finished day to Tracks when allowed.
	 */
	public const JOB_HOOK = 'shopwright_express_stats_daily';

	/**
	 * The last day whose totals went to Tracks, so a day is sent once.
	 */
	public const SENT_OPTION = 'shopwright_express_stats_sent';

	/**
	 * The name of the daily event in Tracks (WooCommerce adds its own prefix).
	 */
	public const TRACKS_EVENT = 'shopwright_express_buttons_daily';

	public const VERSION_OPTION = 'shopwright_express_stats_db_version';

	private const VERSION = '1';

	/**
	 * Keeps the database.
	 *
	 * @param \wpdb $db Database.
	 */
	public function __construct( private \wpdb $db ) {}

	/**
	 * The counts table's full name.
	 */
	public function table(): string {
		return $this->db->prefix . 'shopwright_express_stats';
	}

	/**
	 * Creates the table when the stored version differs: one autoloaded option read otherwise.
	 */
	public function maybe_install(): void {
		if ( self::VERSION !== get_option( self::VERSION_OPTION ) ) {
			$this->install();
		}
	}

	/**
	 * Creates or upgrades the table and records the version.
	 */
	public function install(): void {
		if ( ! function_exists( 'dbDelta' ) ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php'; // @phpstan-ignore requireOnce.fileNotFound (ABSPATH is only known at run time.)
		}
		$charset = $this->db->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$this->table()} (
  day date NOT NULL,
  event varchar(20) NOT NULL,
  wallet varchar(12) NOT NULL,
  page varchar(16) NOT NULL,
  ui varchar(8) NOT NULL,
  count int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (day,event,wallet,page,ui)
) ENGINE=InnoDB {$charset};"
		);
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Schedules the daily job once.
	 */
	public function schedule(): void {
		add_action( self::JOB_HOOK, array( $this, 'run_job' ) );
		if ( ! wp_next_scheduled( self::JOB_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::JOB_HOOK );
		}
	}

	/**
	 * Counts one event for today. The values are from the allow-lists above.
	 *
	 * @param string      $event  An event of EVENTS.
	 * @param string      $wallet A wallet of WALLETS.
	 * @param string      $page   A page of PAGES.
	 * @param string      $ui     A kind of UIS.
	 * @param string|null $day    The day (Y-m-d), for tests; today by default.
	 */
	public function record( string $event, string $wallet, string $page, string $ui, ?string $day = null ): void {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- A counter must hit the database; %i quotes our table.
		$this->db->query(
			$this->db->prepare(
				'INSERT INTO %i (day, event, wallet, page, ui, count) VALUES (%s, %s, %s, %s, %s, 1) ON DUPLICATE KEY UPDATE count = count + 1',
				$this->table(),
				$day ?? self::today(),
				$event,
				$wallet,
				$page,
				$ui
			)
		);
	}

	/**
	 * The daily job.
	 */
	public function run_job(): void {
		$this->prune();
		$this->forward();
	}

	/**
	 * Deletes the days older than the ones kept.
	 *
	 * @param string|null $today Today (Y-m-d), for tests.
	 * @return int Rows deleted.
	 */
	public function prune( ?string $today = null ): int {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Our own table; %i quotes it.
		$deleted = $this->db->query( $this->db->prepare( 'DELETE FROM %i WHERE day < %s', $this->table(), self::first_day( $today ?? self::today() ) ) );
		return is_int( $deleted ) ? $deleted : 0;
	}

	/**
	 * The counts of the last DAYS days, today included, summed per event, wallet, page and kind
	 * of page. Days older than these are never counted, even before the job prunes them.
	 *
	 * @param string|null $today Today (Y-m-d), for tests.
	 * @return list<array{event: string, wallet: string, page: string, ui: string, count: int}>
	 */
	public function totals( ?string $today = null ): array {
		return $this->rows( self::first_day( $today ?? self::today() ), $today ?? self::today() );
	}

	/**
	 * Per wallet and page: shown, clicked and the share of showings clicked, for the owner.
	 *
	 * @param string|null $today Today (Y-m-d), for tests.
	 * @return list<array{wallet: string, page: string, ui: string, shown: int, clicked: int}>
	 */
	public function summary( ?string $today = null ): array {
		$lines = array();
		foreach ( $this->totals( $today ) as $row ) {
			$key = $row['wallet'] . '|' . $row['page'] . '|' . $row['ui'];
			if ( ! isset( $lines[ $key ] ) ) {
				$lines[ $key ] = array(
					'wallet'  => $row['wallet'],
					'page'    => $row['page'],
					'ui'      => $row['ui'],
					'shown'   => 0,
					'clicked' => 0,
				);
			}
			$lines[ $key ][ 'buttons_shown' === $row['event'] ? 'shown' : 'clicked' ] += $row['count'];
		}
		ksort( $lines );
		return array_values( $lines );
	}

	/**
	 * Sends each finished day not sent yet (yesterday and before, within the days kept) to
	 * WooCommerce Tracks: one event per event, wallet, page and kind of page, with its count. Only
	 * while the owner allows WooCommerce's usage tracking.
	 *
	 * @param string|null $today Today (Y-m-d), for tests.
	 * @return int How many Tracks events were recorded.
	 */
	public function forward( ?string $today = null ): int {
		if ( 'yes' !== get_option( 'woocommerce_allow_tracking', 'no' ) || ! class_exists( '\WC_Tracks' ) ) {
			return 0;
		}
		$today = $today ?? self::today();
		$last  = (string) get_option( self::SENT_OPTION, '' );
		$from  = self::first_day( $today );
		if ( '' !== $last && $last >= $from ) {
			$from = ( new \DateTimeImmutable( $last, new \DateTimeZone( 'UTC' ) ) )->modify( '+1 day' )->format( 'Y-m-d' );
		}
		$yesterday = ( new \DateTimeImmutable( $today, new \DateTimeZone( 'UTC' ) ) )->modify( '-1 day' )->format( 'Y-m-d' );
		if ( $from > $yesterday ) {
			return 0;
		}
		$sent = 0;
		foreach ( $this->rows( $from, $yesterday, true ) as $row ) {
			\WC_Tracks::record_event( self::TRACKS_EVENT, $row );
			++$sent;
		}
		update_option( self::SENT_OPTION, $yesterday, false );
		return $sent;
	}

	/**
	 * Summed rows between two days, both included.
	 *
	 * @param string $from   First day (Y-m-d).
	 * @param string $to     Last day (Y-m-d).
	 * @param bool   $by_day Whether to keep the days apart.
	 * @return list<array{event: string, wallet: string, page: string, ui: string, count: int, day?: string}>
	 */
	private function rows( string $from, string $to, bool $by_day = false ): array {
		$group = $by_day ? 'day, event, wallet, page, ui' : 'event, wallet, page, ui';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our own table; the grouping is one of two fixed strings.
		$rows = $this->db->get_results(
			$this->db->prepare(
				"SELECT {$group}, SUM(count) AS total FROM %i WHERE day >= %s AND day <= %s GROUP BY {$group} ORDER BY {$group}",
				$this->table(),
				$from,
				$to
			),
			'ARRAY_A'
		);
		// phpcs:enable
		$out = array();
		foreach ( (array) $rows as $row ) {
			$line = array(
				'event'  => (string) $row['event'],
				'wallet' => (string) $row['wallet'],
				'page'   => (string) $row['page'],
				'ui'     => (string) $row['ui'],
				'count'  => (int) $row['total'],
			);
			if ( $by_day ) {
				$line['day'] = (string) $row['day'];
			}
			$out[] = $line;
		}
		return $out;
	}

	/**
	 * Today in the site's time zone.
	 */
	public static function today(): string {
		return current_datetime()->format( 'Y-m-d' );
	}

	/**
	 * The oldest day kept when today is this one.
	 *
	 * @param string $today Today (Y-m-d).
	 */
	public static function first_day( string $today ): string {
		return ( new \DateTimeImmutable( $today, new \DateTimeZone( 'UTC' ) ) )->modify( '-' . ( self::DAYS - 1 ) . ' days' )->format( 'Y-m-d' );
	}
}
