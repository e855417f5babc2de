<?php
/**
 * How often the wallet buttons were shown and clicked, per day, wallet and page.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

use Shopwright\Platform\EventCounter;

defined( 'ABSPATH' ) || exit;

/**
 * The buttons' view of the plugin's event counter (Platform\EventCounter): one count per day,
 * event and wallet, page and kind of page (block or classic), kept as the subject
 * "wallet:page:ui", and nothing about the shopper: at most 32 counts a day, and only the last 30
 * days are kept. Each event is one atomic upsert, so two shoppers counted at once both count.
 *
 * When the owner allows WooCommerce's usage tracking, a daily job also sends the finished day's
 * totals to WooCommerce Tracks. It sends them from the job, never from a shopper's request: Tracks
 * adds the address and browser of the request it is recorded in, and those would be the shopper's.
 */
final class ButtonStats {

	/**
	 * The buttons' scope in the event counter.
	 */
	public const SCOPE = 'express_checkout';

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

	/**
	 * Keeps the counter and defines the buttons' scope in it.
	 *
	 * @param EventCounter $counter The plugin's event counter.
	 */
	public function __construct( private EventCounter $counter ) {
		$counter->define( self::SCOPE, self::EVENTS );
	}

	/**
	 * The counts table's full name (the event counter's, shared with other features).
	 */
	public function table(): string {
		return $this->counter->table();
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
	 * Counts one event for today.
	 *
	 * @param string      $event  An event of EVENTS.
	 * @param string      $wallet A wallet of WALLETS.
	 * @param string      $page   A page of PAGES.
	 * @param string      $ui     A kind of UIS.
	 * @param string|null $day    The day (Y-m-d), for tests; today by default.
	 * @throws \InvalidArgumentException When a value is not of its allow-list; nothing is counted.
	 * @throws \RuntimeException When the database refused the write.
	 */
	public function record( string $event, string $wallet, string $page, string $ui, ?string $day = null ): void {
		$this->counter->add( self::SCOPE, self::subject( $wallet, $page, $ui ), $event, 1, $day );
	}

	/**
	 * The counter's subject of a wallet on a page: "google_pay:cart:block".
	 *
	 * @param string $wallet A wallet of WALLETS.
	 * @param string $page   A page of PAGES.
	 * @param string $ui     A kind of UIS.
	 * @throws \InvalidArgumentException When a value is not of its allow-list.
	 */
	private static function subject( string $wallet, string $page, string $ui ): string {
		foreach ( array(
			'wallet' => array( $wallet, self::WALLETS ),
			'page'   => array( $page, self::PAGES ),
			'ui'     => array( $ui, self::UIS ),
		) as $field => list( $value, $allowed ) ) {
			if ( ! in_array( $value, $allowed, true ) ) {
				throw new \InvalidArgumentException( sprintf( 'A button event\'s %1$s is one of %2$s; "%3$s" is not.', $field, implode( ', ', $allowed ), sanitize_key( $value ) ) );
			}
		}
		return $wallet . ':' . $page . ':' . $ui;
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
		return $this->counter->prune( self::SCOPE, self::first_day( $today ?? self::today() ) );
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
	 * Summed rows between two days, both included, in the order of day, event, wallet, page and
	 * kind of page.
	 *
	 * @param string $from   First day (Y-m-d).
	 * @param string $to     Last day (Y-m-d).
	 * @param bool   $by_day Whether to keep the days apart.
	 * @return list<array{event: string, wallet: string, page: string, ui: string, count: int, day?: string}>
	 */
	private function rows( string $from, string $to, bool $by_day = false ): array {
		$out = array();
		foreach ( $this->counter->totals( self::SCOPE, $from, $to, null, $by_day ) as $row ) {
			$parts = explode( ':', $row['subject'] );
			if ( 3 !== count( $parts ) ) {
				continue;
			}
			$line = array(
				'event'  => $row['event'],
				'wallet' => $parts[0],
				'page'   => $parts[1],
				'ui'     => $parts[2],
				'count'  => $row['count'],
			);
			if ( $by_day ) {
				$line['day'] = (string) ( $row['day'] ?? '' );
			}
			$out[] = $line;
		}
		usort(
			$out,
			static fn( array $a, array $b ): int => array( $a['day'] ?? '', $a['event'], $a['wallet'], $a['page'], $a['ui'] ) <=> array( $b['day'] ?? '', $b['event'], $b['wallet'], $b['page'], $b['ui'] )
		);
		return $out;
	}

	/**
	 * Today in the site's time zone.
	 */
	public static function today(): string {
		return EventCounter::today();
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
