<?php
/**
 * Where paid orders came from: orders and revenue by origin, and per day, over a date range.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Attribution;

defined( 'ABSPATH' ) || exit;

/**
 * Reads WooCommerce's order-attribution meta straight from whichever order storage is
 * authoritative (its order tables or posts), in one aggregating query, and keeps the answer in a
 * transient until an order changes.
 */
final class AttributionReport {

	/**
	 * The longest range, in days, both ends included: a year, leap day and all.
	 */
	public const MAX_DAYS = 366;

	/**
	 * At most this many origins are listed one by one; the rest are summed into `others`. Visitors
	 * write utm_source themselves, so a shop can collect any number of distinct ones.
	 */
	public const MAX_ROWS = 100;

	/**
	 * The option holding the cache version, raised whenever an order changes.
	 */
	public const VERSION_OPTION = 'shopwright_attribution_report_version';

	/**
	 * The order-attribution meta keys the report groups by, under WooCommerce's default prefix
	 * (see meta_keys()).
	 */
	public const META_SOURCE_TYPE = '_wc_order_attribution_source_type';
	public const META_SOURCE      = '_wc_order_attribution_utm_source';
	public const META_MEDIUM      = '_wc_order_attribution_utm_medium';

	/**
	 * The source types WooCommerce writes; anything else reads as unknown.
	 */
	public const SOURCE_TYPES = array( 'utm', 'organic', 'referral', 'typein', 'admin', 'mobile_app', 'pos', 'unknown' );

	/**
	 * Sources and media are grouped by their first characters only: enough for any real campaign
	 * name, and short enough for MariaDB to group in memory rather than in an on-disk table, which
	 * it does for whole text columns.
	 */
	private const VALUE_CHARS = 100;

	/**
	 * WooCommerce actions after which an order may count differently.
	 */
	private const ORDER_CHANGES = array(
		'woocommerce_new_order',
		'woocommerce_update_order',
		'woocommerce_order_status_changed',
		'woocommerce_delete_order',
		'woocommerce_trash_order',
		'woocommerce_untrash_order',
		'woocommerce_order_refunded',
		// WooCommerce saves a checkout's attribution with save_meta_data(), which fires no update.
		'woocommerce_order_save_attribution_data',
		// WooCommerce's own report caches are cleared here, after changes the hooks above miss
		// (an order post restored from the trash).
		'woocommerce_delete_shop_order_transients',
	);

	/**
	 * Keeps the database connection.
	 *
	 * @param \wpdb $db WordPress's database.
	 */
	public function __construct( private \wpdb $db ) {}

	/**
	 * Forgets cached reports whenever an order is created, changed, trashed or deleted.
	 */
	public function register(): void {
		foreach ( self::ORDER_CHANGES as $action ) {
			// After WooCommerce's callbacks and other plugins', which may still be writing the order.
			add_action( $action, array( $this, 'invalidate' ), 100, 0 );
		}
	}

	/**
	 * Raises the cache version, so every cached range is read afresh. On every change, not once
	 * per request: a long batch that saved orders while someone opened the report must not leave
	 * the report it cached in between standing. The new number is the time in microseconds when
	 * that is higher, so two requests that read the same version never write the same next one.
	 */
	public function invalidate(): void {
		update_option( self::VERSION_OPTION, max( $this->version() + 1, (int) ( microtime( true ) * 1000000 ) ), true );
	}

	/**
	 * The current cache version.
	 */
	public function version(): int {
		return (int) get_option( self::VERSION_OPTION, 0 );
	}

	/**
	 * Checks a range: two real dates, written YYYY-MM-DD, from not after to, at most MAX_DAYS days.
	 *
	 * @param mixed $from First day, in the site's time zone.
	 * @param mixed $to   Last day, in the site's time zone.
	 * @return array{0: \DateTimeImmutable, 1: \DateTimeImmutable}|\WP_Error Midnight of each day in the site's time zone.
	 */
	public static function parse_range( $from, $to ) {
		$days = array();
		foreach ( array(
			'from' => $from,
			'to'   => $to,
		) as $name => $value ) {
			$day = is_string( $value ) ? self::parse_day( $value ) : null;
			if ( null === $day ) {
				return self::invalid_range(
					$name,
					/* translators: %s: the parameter's name, from or to. */
					sprintf( __( '%s must be a date written YYYY-MM-DD.', 'shopwright' ), $name )
				);
			}
			$days[ $name ] = $day;
		}
		if ( $days['from'] > $days['to'] ) {
			return self::invalid_range( 'from', __( 'from must not be after to.', 'shopwright' ) );
		}
		$length = self::days_between( $days['from'], $days['to'] );
		if ( $length > self::MAX_DAYS ) {
			return self::invalid_range(
				'to',
				/* translators: 1: the most days a report covers, 2: the days asked for. */
				sprintf( __( 'The range may cover at most %1$d days; this one covers %2$d.', 'shopwright' ), self::MAX_DAYS, $length )
			);
		}
		return array( $days['from'], $days['to'] );
	}

	/**
	 * The report for a range, from the cache when no order changed since it was made.
	 *
	 * @param string $from First day, YYYY-MM-DD in the site's time zone.
	 * @param string $to   Last day, YYYY-MM-DD in the site's time zone.
	 * @return array<string, mixed>|\WP_Error The report, shaped as ReportController's schema says.
	 */
	public function get( string $from, string $to ) {
		if ( ! function_exists( 'wc_get_is_paid_statuses' ) ) {
			return new \WP_Error( 'shopwright_woocommerce_inactive', __( 'The order-origin report needs WooCommerce.', 'shopwright' ), array( 'status' => 503 ) );
		}
		$range = self::parse_range( $from, $to );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		list( $start, $end ) = $range;
		$hpos                = self::uses_order_tables();
		$statuses            = self::paid_statuses();
		$key                 = 'shopwright_attribution_' . md5(
			(string) wp_json_encode(
				array( $from, $to, wp_timezone_string(), $hpos, $statuses, self::meta_keys(), get_woocommerce_currency(), wc_get_price_decimals(), $this->version() )
			)
		);
		$report              = get_transient( $key );
		if ( ! is_array( $report ) ) {
			$report = $this->compute( $start, $end, $hpos, $statuses );
			set_transient( $key, $report, DAY_IN_SECONDS );
		}
		// Labels are the reader's language, so they are added after the cache, never kept in it.
		foreach ( $report['rows'] as $i => $row ) {
			$report['rows'][ $i ] = array_merge(
				array_slice( $row, 0, 3 ),
				array( 'label' => self::origin_label( $row['source_type'], $row['source'] ) ),
				array_slice( $row, 3 )
			);
		}
		return $report;
	}

	/**
	 * The words WooCommerce's Orders screen shows in its Origin column for an order's source.
	 *
	 * @param string $source_type One of SOURCE_TYPES; anything else is unknown.
	 * @param string $source      The utm_source, such as google or (direct).
	 */
	public static function origin_label( string $source_type, string $source ): string {
		switch ( $source_type ) {
			case 'utm':
				/* translators: %s: where the visitor came from, such as Google. */
				$label = __( 'Source: %s', 'shopwright' );
				break;
			case 'organic':
				/* translators: %s: the search engine the visitor came from, such as Google. */
				$label = __( 'Organic: %s', 'shopwright' );
				break;
			case 'referral':
				/* translators: %s: the site the visitor came from, such as Facebook.com. */
				$label = __( 'Referral: %s', 'shopwright' );
				break;
			case 'typein':
				return __( 'Direct', 'shopwright' );
			case 'mobile_app':
				return __( 'Mobile app', 'shopwright' );
			case 'admin':
				return __( 'Web admin', 'shopwright' );
			case 'pos':
				return __( 'Point of Sale', 'shopwright' );
			default:
				return __( 'Unknown', 'shopwright' );
		}
		// WooCommerce shows (direct) and the like without their brackets, capitalised. Where it
		// would leave "Referral: " hanging for a missing source, the report says Unknown.
		$name = ucfirst( trim( $source, '()' ) );
		return sprintf( $label, '' === $name ? __( 'Unknown', 'shopwright' ) : $name );
	}

	/**
	 * The meta keys of source type, source and medium. WooCommerce lets a site change the prefix
	 * of its attribution keys (wc_order_attribution_tracking_field_prefix); its Origin column
	 * then reads the changed keys, and so does the report.
	 *
	 * @return array{0: string, 1: string, 2: string}
	 */
	public static function meta_keys(): array {
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's filter, applied as WooCommerce applies it.
		$prefix = '_' . trim( (string) apply_filters( 'wc_order_attribution_tracking_field_prefix', 'wc_order_attribution_' ), '_' ) . '_';
		return array( $prefix . 'source_type', $prefix . 'utm_source', $prefix . 'utm_medium' );
	}

	/**
	 * Whether WooCommerce's own order tables hold the orders (else posts do).
	 */
	public static function uses_order_tables(): bool {
		return class_exists( \Automattic\WooCommerce\Utilities\OrderUtil::class )
			&& \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled();
	}

	/**
	 * The order statuses that count as paid, as stored (wc- prefixed).
	 *
	 * @return list<string>
	 */
	public static function paid_statuses(): array {
		$statuses = array();
		foreach ( (array) wc_get_is_paid_statuses() as $status ) {
			$statuses[] = 'wc-' . (string) $status;
		}
		sort( $statuses );
		return array_values( array_unique( $statuses ) );
	}

	/**
	 * Runs the query and shapes its groups into rows, totals and days, without labels.
	 *
	 * @param \DateTimeImmutable $start    Midnight of the first day, site time.
	 * @param \DateTimeImmutable $end      Midnight of the last day, site time.
	 * @param bool               $hpos     Whether the order tables are authoritative.
	 * @param string[]           $statuses Paid statuses as stored.
	 * @return array{from: string, to: string, currency: string, decimals: int, totals: array{orders: int, revenue: float}, rows: list<array{source_type: string, source: string, medium: string, orders: int, revenue: float, share: float}>, others: array{origins: int, orders: int, revenue: float}, days: list<array{date: string, orders: int, revenue: float}>, generated: int}
	 */
	private function compute( \DateTimeImmutable $start, \DateTimeImmutable $end, bool $hpos, array $statuses ): array {
		$decimals = wc_get_price_decimals();
		$days     = array();
		for ( $day = $start; $day <= $end; $day = $day->modify( '+1 day' ) ) {
			$days[ $day->format( 'Y-m-d' ) ] = array(
				'orders'  => 0,
				'revenue' => 0.0,
			);
		}
		$groups = array();
		foreach ( $this->query( $start, $end->modify( '+1 day' ), $hpos, $statuses ) as $row ) {
			$type = in_array( $row['source_type'], self::SOURCE_TYPES, true ) ? $row['source_type'] : 'unknown';
			$key  = $type . "\0" . $row['source'] . "\0" . $row['medium'];
			if ( ! isset( $groups[ $key ] ) ) {
				$groups[ $key ] = array(
					'source_type' => $type,
					'source'      => (string) $row['source'],
					'medium'      => (string) $row['medium'],
					'orders'      => 0,
					'revenue'     => 0.0,
				);
			}
			$groups[ $key ]['orders']  += (int) $row['orders'];
			$groups[ $key ]['revenue'] += (float) $row['revenue'];
			if ( isset( $days[ $row['day'] ] ) ) {
				$days[ $row['day'] ]['orders']  += (int) $row['orders'];
				$days[ $row['day'] ]['revenue'] += (float) $row['revenue'];
			}
		}
		$groups = array_values( $groups );
		usort(
			$groups,
			static fn( array $a, array $b ): int => array( $b['revenue'], $b['orders'], $a['source_type'], $a['source'], $a['medium'] ) <=> array( $a['revenue'], $a['orders'], $b['source_type'], $b['source'], $b['medium'] )
		);
		$orders  = (int) array_sum( array_column( $groups, 'orders' ) );
		$revenue = round( (float) array_sum( array_column( $groups, 'revenue' ) ), $decimals );
		$rows    = array();
		foreach ( array_slice( $groups, 0, self::MAX_ROWS ) as $group ) {
			$group['revenue'] = round( $group['revenue'], $decimals );
			$group['share']   = $revenue > 0 ? round( $group['revenue'] / $revenue, 4 ) : 0.0;
			$rows[]           = $group;
		}
		$rest = array_slice( $groups, self::MAX_ROWS );
		$list = array();
		foreach ( $days as $date => $day ) {
			$list[] = array(
				'date'    => (string) $date,
				'orders'  => $day['orders'],
				'revenue' => round( $day['revenue'], $decimals ),
			);
		}
		return array(
			'from'      => $start->format( 'Y-m-d' ),
			'to'        => $end->format( 'Y-m-d' ),
			'currency'  => get_woocommerce_currency(),
			'decimals'  => $decimals,
			'totals'    => array(
				'orders'  => $orders,
				'revenue' => $revenue,
			),
			'rows'      => $rows,
			'others'    => array(
				'origins' => count( $rest ),
				'orders'  => (int) array_sum( array_column( $rest, 'orders' ) ),
				'revenue' => round( (float) array_sum( array_column( $rest, 'revenue' ) ), $decimals ),
			),
			'days'      => $list,
			'generated' => time(),
		);
	}

	/**
	 * Orders and revenue of paid orders created in [start, end), grouped by source type, source,
	 * medium and day in the site's time zone: one query, the database doing the sums.
	 *
	 * One left join per meta key, on the order id + meta key index both storages have, then one
	 * row per order (MIN of each value, so that an order with a key written twice still counts
	 * once), then the groups. At 100k orders this is six times faster than a subquery per key
	 * (tests/bench/attribution-report.php measures it).
	 *
	 * @param \DateTimeImmutable $start    First instant, site time.
	 * @param \DateTimeImmutable $end      Instant after the last, site time.
	 * @param bool               $hpos     Whether the order tables are authoritative.
	 * @param string[]           $statuses Paid statuses as stored.
	 * @return list<array{source_type: string, source: string, medium: string, day: string, orders: string, revenue: string}>
	 */
	private function query( \DateTimeImmutable $start, \DateTimeImmutable $end, bool $hpos, array $statuses ): array {
		if ( array() === $statuses ) {
			return array();
		}
		$utc       = new \DateTimeZone( 'UTC' );
		$gmt_start = $start->setTimezone( $utc )->format( 'Y-m-d H:i:s' );
		$gmt_end   = $end->setTimezone( $utc )->format( 'Y-m-d H:i:s' );
		$in        = implode( ', ', array_fill( 0, count( $statuses ), '%s' ) );
		$chars     = self::VALUE_CHARS;
		$keys      = self::meta_keys();
		$values    = "MIN( CAST( st.meta_value AS CHAR( {$chars} ) ) ) AS source_type, MIN( CAST( so.meta_value AS CHAR( {$chars} ) ) ) AS source, MIN( CAST( me.meta_value AS CHAR( {$chars} ) ) ) AS medium";
		$outer     = "SELECT COALESCE( source_type, '' ) AS source_type, COALESCE( source, '' ) AS source, COALESCE( medium, '' ) AS medium, day, COUNT( * ) AS orders, SUM( total ) AS revenue";

		if ( $hpos ) {
			list( $day_sql, $day_args ) = $this->local_day( 'o.date_created_gmt', $start, $end );

			// The names OrdersTableDataStore::get_orders_table_name() and get_meta_table_name() give.
			$orders = $this->db->prefix . 'wc_orders';
			$meta   = $this->db->prefix . 'wc_orders_meta';
			$join   = static fn( string $alias ): string => "LEFT JOIN {$meta} {$alias} ON {$alias}.order_id = o.id AND {$alias}.meta_key = %s";
			// The type, status and date filter runs on WooCommerce's type_status_date index.
			$sql  = "{$outer} FROM (
				SELECT o.id, {$day_sql} AS day, o.total_amount AS total, {$values}
				FROM {$orders} o " . $join( 'st' ) . ' ' . $join( 'so' ) . ' ' . $join( 'me' ) . "
				WHERE o.type = 'shop_order' AND o.status IN ( {$in} ) AND o.date_created_gmt >= %s AND o.date_created_gmt < %s
				GROUP BY o.id
			) AS paid GROUP BY source_type, source, medium, day";
			$args = array_merge( $day_args, $keys, $statuses, array( $gmt_start, $gmt_end ) );
		} else {
			list( $day_sql, $day_args ) = $this->local_day( 'p.post_date_gmt', $start, $end );

			$join = fn( string $alias ): string => "LEFT JOIN {$this->db->postmeta} {$alias} ON {$alias}.post_id = p.ID AND {$alias}.meta_key = %s";
			// post_date (local time at the order's creation) is what WordPress's type_status_date
			// index holds; it is within 14 hours of post_date_gmt whatever the time zone was, so a
			// day's margin each side lets the index narrow the rows, and post_date_gmt decides.
			$sql  = "{$outer} FROM (
				SELECT p.ID, {$day_sql} AS day, MIN( CAST( tt.meta_value AS DECIMAL( 26, 8 ) ) ) AS total, {$values}
				FROM {$this->db->posts} p " . $join( 'tt' ) . ' ' . $join( 'st' ) . ' ' . $join( 'so' ) . ' ' . $join( 'me' ) . "
				WHERE p.post_type = 'shop_order' AND p.post_status IN ( {$in} )
				AND p.post_date >= %s AND p.post_date < %s AND p.post_date_gmt >= %s AND p.post_date_gmt < %s
				GROUP BY p.ID
			) AS paid GROUP BY source_type, source, medium, day";
			$args = array_merge(
				$day_args,
				array( '_order_total' ),
				$keys,
				$statuses,
				array(
					$start->setTimezone( $utc )->modify( '-1 day' )->format( 'Y-m-d H:i:s' ),
					$end->setTimezone( $utc )->modify( '+1 day' )->format( 'Y-m-d H:i:s' ),
					$gmt_start,
					$gmt_end,
				)
			);
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- Table names and placeholders are built above; the result is cached in a transient by get().
		$rows = $this->db->get_results( $this->db->prepare( $sql, ...$args ), 'ARRAY_A' );
		if ( ! is_array( $rows ) ) {
			return array();
		}
		/**
		 * The grouped rows.
		 *
		 * @var list<array{source_type: string, source: string, medium: string, day: string, orders: string, revenue: string}> $rows
		 */
		return $rows;
	}

	/**
	 * SQL for the site-time date of a GMT column, and its arguments. The offset may change inside
	 * the range (daylight saving), so each stretch between two changes gets its own offset; the
	 * database needs no time-zone tables for this.
	 *
	 * @param string             $column The GMT datetime column.
	 * @param \DateTimeImmutable $start  First instant of the range.
	 * @param \DateTimeImmutable $end    Instant after the range.
	 * @return array{0: string, 1: list<int|string>}
	 */
	private function local_day( string $column, \DateTimeImmutable $start, \DateTimeImmutable $end ): array {
		$zone   = $start->getTimezone();
		$offset = $zone->getOffset( $start );
		// The first transition is the state at the start. A fixed offset (+02:00) has none at
		// all: getTransitions() answers false, which (array) turns into one element, skipped too.
		$transitions = (array) $zone->getTransitions( $start->getTimestamp(), $end->getTimestamp() );
		$cases       = array();
		$args        = array();
		foreach ( array_slice( $transitions, 1 ) as $transition ) {
			$cases[] = "WHEN {$column} < %s THEN %d";
			$args[]  = gmdate( 'Y-m-d H:i:s', (int) $transition['ts'] );
			$args[]  = $offset;
			$offset  = (int) $transition['offset'];
		}
		$args[] = $offset;
		$shift  = array() === $cases ? '%d' : 'CASE ' . implode( ' ', $cases ) . ' ELSE %d END';
		return array( "DATE( {$column} + INTERVAL ( {$shift} ) SECOND )", $args );
	}

	/**
	 * A date written YYYY-MM-DD that exists, as midnight in the site's time zone.
	 *
	 * @param string $value The date.
	 */
	private static function parse_day( string $value ): ?\DateTimeImmutable {
		if ( 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/D', $value, $parts ) || ! checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) || (int) $parts[1] < 1970 ) {
			return null;
		}
		$day = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, wp_timezone() );
		return false === $day ? null : $day;
	}

	/**
	 * Days from one date to another, both included, counted on calendar dates, so that a
	 * daylight-saving change makes no day shorter or longer.
	 *
	 * @param \DateTimeImmutable $from First day.
	 * @param \DateTimeImmutable $to   Last day.
	 */
	private static function days_between( \DateTimeImmutable $from, \DateTimeImmutable $to ): int {
		$utc = new \DateTimeZone( 'UTC' );
		$a   = new \DateTimeImmutable( $from->format( 'Y-m-d' ), $utc );
		$b   = new \DateTimeImmutable( $to->format( 'Y-m-d' ), $utc );
		return (int) $a->diff( $b )->days + 1;
	}

	/**
	 * A 400 that names the parameter and the problem.
	 *
	 * @param string $param   from or to.
	 * @param string $message What is wrong.
	 */
	private static function invalid_range( string $param, string $message ): \WP_Error {
		return new \WP_Error(
			'shopwright_invalid_range',
			$message,
			array(
				'status' => 400,
				'params' => array( $param => $message ),
			)
		);
	}
}
