<?php
/**
 * The order-origin report, on both order storages.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Attribution;

use Shopwright\Attribution\AttributionReport;

/**
 * AttributionReport: grouping, sums, days, what counts, labels and the cache.
 */
final class AttributionReportTest extends AttributionTestCase {

	/**
	 * Rows by source type, source and medium, most revenue first, with totals, shares and every day
	 * of the range.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_groups_sums_and_days( bool $hpos ): void {
		$this->use_storage( $hpos );
		$this->order( '2024-03-01 10:00:00', 10.25 );
		$this->order( '2024-03-01 11:00:00', 20.50 );
		$this->order(
			'2024-03-03 09:30:00',
			100.0,
			array(
				'source_type' => 'utm',
				'source'      => 'newsletter',
				'medium'      => 'email',
			)
		);
		$this->order(
			'2024-03-03 12:00:00',
			5.0,
			array(
				'source_type' => 'typein',
				'source'      => '(direct)',
				'medium'      => '(none)',
			)
		);
		$this->order(
			'2024-03-04 12:00:00',
			7.0,
			array(
				'source_type' => null,
				'source'      => null,
				'medium'      => null,
			)
		);

		$report = $this->report( '2024-03-01', '2024-03-04' );

		$this->assertSame( '2024-03-01', $report['from'] );
		$this->assertSame( '2024-03-04', $report['to'] );
		$this->assertSame( get_woocommerce_currency(), $report['currency'] );
		$this->assertSame( 5, $report['totals']['orders'] );
		$this->assertSame( 142.75, $report['totals']['revenue'] );
		$this->assertSame(
			array(
				array( 'utm', 'newsletter', 'email', 'Source: Newsletter', 1, 100.0, 0.7005 ),
				array( 'organic', 'google', 'organic', 'Organic: Google', 2, 30.75, 0.2154 ),
				array( 'unknown', '', '', 'Unknown', 1, 7.0, 0.049 ),
				array( 'typein', '(direct)', '(none)', 'Direct', 1, 5.0, 0.035 ),
			),
			array_map( static fn( array $row ): array => array_values( $row ), $report['rows'] )
		);
		$this->assertSame( array( 'source_type', 'source', 'medium', 'label', 'orders', 'revenue', 'share' ), array_keys( $report['rows'][0] ) );
		$this->assertSame(
			array(
				array(
					'date'    => '2024-03-01',
					'orders'  => 2,
					'revenue' => 30.75,
				),
				array(
					'date'    => '2024-03-02',
					'orders'  => 0,
					'revenue' => 0.0,
				),
				array(
					'date'    => '2024-03-03',
					'orders'  => 2,
					'revenue' => 105.0,
				),
				array(
					'date'    => '2024-03-04',
					'orders'  => 1,
					'revenue' => 7.0,
				),
			),
			$report['days']
		);
		$this->assertSame(
			array(
				'origins' => 0,
				'orders'  => 0,
				'revenue' => 0.0,
			),
			$report['others']
		);
	}

	/**
	 * Only what wc_get_is_paid_statuses() returns counts: pending, on-hold, failed, cancelled,
	 * refunded, drafts and trashed orders do not.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_only_paid_statuses_count( bool $hpos ): void {
		$this->use_storage( $hpos );
		$this->order( '2024-05-10 12:00:00', 10.0, array( 'status' => 'processing' ) );
		$this->order( '2024-05-10 12:00:00', 20.0, array( 'status' => 'completed' ) );
		foreach ( array( 'pending', 'on-hold', 'failed', 'cancelled', 'refunded', 'checkout-draft' ) as $status ) {
			$this->order( '2024-05-10 12:00:00', 1000.0, array( 'status' => $status ) );
		}
		$this->order( '2024-05-10 12:00:00', 1000.0 )->delete( false );

		$report = $this->report( '2024-05-10', '2024-05-10' );
		$this->assertSame( 2, $report['totals']['orders'] );
		$this->assertSame( 30.0, $report['totals']['revenue'] );

		// The list is WooCommerce's: a shop that counts on-hold as paid gets it counted.
		add_filter( 'woocommerce_order_is_paid_statuses', static fn( array $statuses ): array => array_merge( $statuses, array( 'on-hold' ) ) );
		$this->assertSame( 3, $this->report( '2024-05-10', '2024-05-10' )['totals']['orders'] );
	}

	/**
	 * Refunds (stored as orders of their own, with a completed status) are not orders here, and a
	 * partly refunded order still counts with its total.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_refunds_are_not_orders( bool $hpos ): void {
		$this->use_storage( $hpos );
		$order  = $this->order( '2024-05-10 12:00:00', 50.0, array( 'status' => 'completed' ) );
		$refund = wc_create_refund(
			array(
				'order_id' => $order->get_id(),
				'amount'   => 20,
			)
		);
		$this->assertInstanceOf( \WC_Order_Refund::class, $refund );
		$refund->set_date_created( ( new \DateTimeImmutable( '2024-05-10 13:00:00', wp_timezone() ) )->getTimestamp() );
		$refund->save();

		$report = $this->report( '2024-05-10', '2024-05-10' );
		$this->assertSame( 1, $report['totals']['orders'] );
		$this->assertSame( 50.0, $report['totals']['revenue'] );
	}

	/**
	 * A day runs from 00:00:00 to 23:59:59 in the site's time zone, not in UTC: orders at the very
	 * edges of the range count, on their own day; a second outside does not.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_days_are_site_days( bool $hpos ): void {
		$this->use_storage( $hpos );
		update_option( 'timezone_string', 'Pacific/Auckland' );
		$this->order( '2024-07-09 23:59:59', 1.0 );
		$this->order( '2024-07-10 00:00:00', 2.0 );
		$this->order( '2024-07-10 23:59:59', 4.0 );
		$this->order( '2024-07-11 00:00:00', 8.0 );
		$this->order( '2024-07-11 23:59:59', 16.0 );
		$this->order( '2024-07-12 00:00:00', 32.0 );

		$report = $this->report( '2024-07-10', '2024-07-11' );

		$this->assertSame( 4, $report['totals']['orders'] );
		$this->assertSame( 30.0, $report['totals']['revenue'] );
		$this->assertSame( array( 6.0, 24.0 ), array_column( $report['days'], 'revenue' ) );
	}

	/**
	 * A site set to a fixed UTC offset (Settings → General → UTC+5:30) has its days too.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_days_at_a_fixed_offset( bool $hpos ): void {
		$this->use_storage( $hpos );
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', 5.5 );
		$this->order( '2024-07-09 23:59:59', 1.0 );
		$this->order( '2024-07-10 00:00:00', 2.0 );
		$this->order( '2024-07-10 23:59:59', 4.0 );
		$this->order( '2024-07-11 00:00:00', 8.0 );

		$report = $this->report( '2024-07-10', '2024-07-10' );

		$this->assertSame( 6.0, $report['totals']['revenue'] );
		$this->assertSame( array( 6.0 ), array_column( $report['days'], 'revenue' ) );
	}

	/**
	 * Across a daylight-saving change each order still falls on its local day, and the day count
	 * is on the calendar (the short day is one day).
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_days_follow_daylight_saving( bool $hpos ): void {
		$this->use_storage( $hpos );
		update_option( 'timezone_string', 'Europe/Berlin' );
		// Clocks go forward at 02:00 on 31 March 2024 and back at 03:00 on 27 October.
		$this->order( '2024-03-30 23:30:00', 1.0 );
		$this->order( '2024-03-31 00:30:00', 2.0 );
		$this->order( '2024-03-31 23:30:00', 4.0 );
		$this->order( '2024-04-01 00:30:00', 8.0 );
		$this->order( '2024-10-27 23:30:00', 16.0 );
		$this->order( '2024-10-28 00:30:00', 32.0 );

		$report  = $this->report( '2024-03-30', '2024-10-28' );
		$revenue = array_column( $report['days'], 'revenue', 'date' );

		$this->assertCount( 213, $report['days'] );
		$this->assertSame( 1.0, $revenue['2024-03-30'] );
		$this->assertSame( 6.0, $revenue['2024-03-31'] );
		$this->assertSame( 8.0, $revenue['2024-04-01'] );
		$this->assertSame( 16.0, $revenue['2024-10-27'] );
		$this->assertSame( 32.0, $revenue['2024-10-28'] );
	}

	/**
	 * Revenue is rounded to the store's decimals, totals included.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_revenue_is_rounded_to_the_store_decimals( bool $hpos ): void {
		$this->use_storage( $hpos );
		$this->order( '2024-05-10 12:00:00', 10.4 );
		$this->order( '2024-05-10 12:00:00', 10.4 );
		update_option( 'woocommerce_price_num_decimals', '0' );

		$report = $this->report( '2024-05-10', '2024-05-10' );
		$this->assertSame( 0, $report['decimals'] );
		$this->assertSame( 21.0, $report['totals']['revenue'] );
		$this->assertSame( 21.0, $report['days'][0]['revenue'] );
	}

	/**
	 * Source types WooCommerce never writes read as unknown; hostile values are kept as text,
	 * grouped by their first hundred characters.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_odd_values_are_text( bool $hpos ): void {
		$this->use_storage( $hpos );
		$script = '<script>alert(1)</script>';
		$this->order(
			'2024-05-10 12:00:00',
			3.0,
			array(
				'source_type' => 'hacker',
				'source'      => 'x',
			)
		);
		$this->order(
			'2024-05-10 12:00:00',
			2.5,
			array(
				'source_type' => 'referral',
				'source'      => $script,
				'medium'      => "' OR 1=1 --",
			)
		);
		$this->order(
			'2024-05-10 12:00:00',
			1.0,
			array(
				'source_type' => 'utm',
				'source'      => str_repeat(
					'é',
					100
				) . 'a',
			)
		);
		$this->order(
			'2024-05-10 12:00:00',
			1.0,
			array(
				'source_type' => 'utm',
				'source'      => str_repeat(
					'é',
					100
				) . 'b',
			)
		);

		$rows = $this->report( '2024-05-10', '2024-05-10' )['rows'];

		$this->assertSame( array( 'unknown', 'x', 'Unknown' ), array( $rows[0]['source_type'], $rows[0]['source'], $rows[0]['label'] ) );
		$this->assertSame( 'Referral: ' . $script, $rows[1]['label'] );
		$this->assertSame( "' OR 1=1 --", $rows[1]['medium'] );
		$this->assertSame( str_repeat( 'é', 100 ), $rows[2]['source'] );
		$this->assertSame( 2, $rows[2]['orders'] );
	}

	/**
	 * A site that changed WooCommerce's attribution prefix has its meta read under that prefix.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_follows_woocommerce_prefix_filter( bool $hpos ): void {
		$this->use_storage( $hpos );
		$order = $this->order(
			'2024-05-10 12:00:00',
			4.0,
			array(
				'source_type' => null,
				'source'      => null,
				'medium'      => null,
			)
		);
		$order->update_meta_data( '_shop_origin_source_type', 'referral' );
		$order->update_meta_data( '_shop_origin_utm_source', 'example.org' );
		$order->save();
		$this->assertSame( 'Unknown', $this->report( '2024-05-10', '2024-05-10' )['rows'][0]['label'] );

		add_filter( 'wc_order_attribution_tracking_field_prefix', static fn(): string => '_shop_origin_' );

		$this->assertSame( array( '_shop_origin_source_type', '_shop_origin_utm_source', '_shop_origin_utm_medium' ), AttributionReport::meta_keys() );
		$this->assertSame( 'Referral: Example.org', $this->report( '2024-05-10', '2024-05-10' )['rows'][0]['label'] );
	}

	/**
	 * Past MAX_ROWS origins the rest are summed into others.
	 */
	public function test_many_origins_are_summed_past_the_limit(): void {
		$this->use_storage( true );
		for ( $i = 0; $i < AttributionReport::MAX_ROWS + 3; $i++ ) {
			$this->order( '2024-05-10 12:00:00', 1000.0 - $i, array( 'source' => 'site' . $i ) );
		}
		$report = $this->report( '2024-05-10', '2024-05-10' );
		$this->assertCount( AttributionReport::MAX_ROWS, $report['rows'] );
		$this->assertSame( 'site0', $report['rows'][0]['source'] );
		$this->assertSame(
			array(
				'origins' => 3,
				'orders'  => 3,
				'revenue' => 3.0 * 1000 - AttributionReport::MAX_ROWS * 3 - 3,
			),
			$report['others']
		);
		$this->assertSame( AttributionReport::MAX_ROWS + 3, $report['totals']['orders'] );
	}

	/**
	 * The Origin column's words, as WooCommerce's order screen writes them.
	 *
	 * @dataProvider labels
	 *
	 * @param string $type   Source type.
	 * @param string $source Source.
	 * @param string $label  Expected label.
	 */
	public function test_origin_labels( string $type, string $source, string $label ): void {
		$this->assertSame( $label, AttributionReport::origin_label( $type, $source ) );
	}

	/**
	 * Source types and sources with their labels.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function labels(): array {
		return array(
			'utm'           => array( 'utm', 'newsletter', 'Source: Newsletter' ),
			'organic'       => array( 'organic', 'google', 'Organic: Google' ),
			'referral'      => array( 'referral', 'facebook.com', 'Referral: Facebook.com' ),
			'brackets'      => array( 'utm', '(direct)', 'Source: Direct' ),
			'empty source'  => array( 'referral', '', 'Referral: Unknown' ),
			'typein'        => array( 'typein', '(direct)', 'Direct' ),
			'admin'         => array( 'admin', '', 'Web admin' ),
			'mobile app'    => array( 'mobile_app', 'x', 'Mobile app' ),
			'point of sale' => array( 'pos', '', 'Point of Sale' ),
			'unknown'       => array( 'unknown', 'google', 'Unknown' ),
			'absent'        => array( '', '', 'Unknown' ),
		);
	}

	/**
	 * Each label is the same text WooCommerce's own Origin column shows.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_labels_match_woocommerce_orders_screen( bool $hpos ): void {
		$this->use_storage( $hpos );
		$controller = wc_get_container()->get( \Automattic\WooCommerce\Internal\Orders\OrderAttributionController::class );
		$method     = new \ReflectionMethod( $controller, 'get_origin_label' );
		foreach ( self::labels() as $case => list( $type, $source ) ) {
			if ( 'empty source' === $case ) {
				// The one difference, on purpose: WooCommerce leaves "Referral: " hanging.
				continue;
			}
			$this->assertSame( $method->invoke( $controller, $type, $source, false ), AttributionReport::origin_label( $type, $source ), "$type / $source" );
		}
	}

	/**
	 * The answer is cached per range until an order is created, changed, trashed or deleted
	 * through WooCommerce; a row written past WooCommerce shows only then.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_cache_lasts_until_an_order_changes( bool $hpos ): void {
		global $wpdb;
		$this->use_storage( $hpos );
		$order = $this->order( '2024-05-10 12:00:00', 10.0 );
		$first = $this->report( '2024-05-10', '2024-05-10' );
		$this->assertSame( 1, $first['totals']['orders'] );

		// A second paid order written straight into the table, which no hook hears about.
		if ( $hpos ) {
			$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}wc_orders SET total_amount = %f WHERE id = %d", 99, $order->get_id() ) );
		} else {
			$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = %s WHERE post_id = %d AND meta_key = '_order_total'", '99', $order->get_id() ) );
		}
		$this->assertSame( $first, $this->report( '2024-05-10', '2024-05-10' ), 'cached' );
		$this->assertSame( 0, $this->report( '2024-05-11', '2024-05-11' )['totals']['orders'], 'another range' );

		$id      = $order->get_id();
		$version = $this->report->version();
		$steps   = array(
			'created'        => fn() => $this->order( '2024-05-10 13:00:00', 1.0 ),
			'updated'        => static function () use ( $order ): void {
				$order->set_billing_first_name( 'Ada' );
				$order->save();
			},
			'status changed' => static fn() => $order->update_status( 'completed' ),
			'attribution'    => static function () use ( $order ): void {
				// WooCommerce's own callback reads a checkout's form; only the hook matters here.
				remove_all_actions( 'woocommerce_order_save_attribution_data', 10 );
				// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's hook, fired as its checkout fires it.
				do_action( 'woocommerce_order_save_attribution_data', $order, array() );
			},
			'trashed'        => static fn() => wc_get_order( $id )->delete( false ),
			// The order list's Restore link: the data store's for the order tables, WordPress's for posts.
			'untrashed'      => static fn() => $hpos ? wc_get_container()->get( \Automattic\WooCommerce\Internal\DataStores\Orders\OrdersTableDataStore::class )->untrash_order( wc_get_order( $id ) ) : wp_untrash_post( $id ),
			'deleted'        => static fn() => wc_get_order( $id )->delete( true ),
		);
		foreach ( $steps as $step => $change ) {
			$change();
			if ( 'untrashed' === $step ) {
				$this->assertSame( 'completed', wc_get_order( $id )->get_status() );
			}
			$this->assertGreaterThan( $version, $this->report->version(), $step );
			$version = $this->report->version();
		}

		$last = $this->report( '2024-05-10', '2024-05-10' );
		$this->assertSame( 1, $last['totals']['orders'] );
		$this->assertSame( 1.0, $last['totals']['revenue'] );
	}

	/**
	 * The report reads the meta keys only once per order, even when a key was written twice.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_a_key_written_twice_counts_once( bool $hpos ): void {
		$this->use_storage( $hpos );
		$order = $this->order( '2024-05-10 12:00:00', 10.0 );
		$order->add_meta_data( AttributionReport::META_SOURCE, 'bing' );
		$order->save();
		$this->assertCount( 2, $order->get_meta( AttributionReport::META_SOURCE, false ) );

		$report = $this->report( '2024-05-10', '2024-05-10' );
		$this->assertSame( 1, $report['totals']['orders'] );
		$this->assertCount( 1, $report['rows'] );
	}

	/**
	 * Ranges that are not two real dates, in order, at most a year apart, are refused.
	 *
	 * @dataProvider bad_ranges
	 *
	 * @param mixed  $from  From.
	 * @param mixed  $to    To.
	 * @param string $param The parameter named.
	 */
	public function test_bad_ranges_are_refused( $from, $to, string $param ): void {
		$error = AttributionReport::parse_range( $from, $to );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'shopwright_invalid_range', $error->get_error_code() );
		$this->assertSame( 400, $error->get_error_data()['status'] );
		$this->assertArrayHasKey( $param, $error->get_error_data()['params'] );
	}

	/**
	 * Bad ranges and the parameter each names.
	 *
	 * @return array<string, array{mixed, mixed, string}>
	 */
	public static function bad_ranges(): array {
		return array(
			'empty'              => array( '', '2024-01-01', 'from' ),
			'no zero padding'    => array( '2024-1-1', '2024-01-02', 'from' ),
			'day that is not'    => array( '2024-01-01', '2023-02-29', 'to' ),
			'month 13'           => array( '2024-13-01', '2024-12-01', 'from' ),
			'trailing newline'   => array( "2024-01-01\n", '2024-01-02', 'from' ),
			'leading space'      => array( ' 2024-01-01', '2024-01-02', 'from' ),
			'time'               => array( '2024-01-01T00:00', '2024-01-02', 'from' ),
			'wide digits'        => array( '２０２４-01-01', '2024-01-02', 'from' ),
			'sql'                => array( "2024-01-01' OR '1'='1", '2024-01-02', 'from' ),
			'array'              => array( array( '2024-01-01' ), '2024-01-02', 'from' ),
			'number'             => array( 20240101, '2024-01-02', 'from' ),
			'year zero'          => array( '0000-01-01', '2024-01-02', 'from' ),
			'from after to'      => array( '2024-01-02', '2024-01-01', 'from' ),
			'367 days'           => array( '2024-01-01', '2025-01-01', 'to' ),
			'long string'        => array( str_repeat( '9', 10000 ), '2024-01-02', 'from' ),
			'null'               => array( null, '2024-01-02', 'from' ),
			'to missing'         => array( '2024-01-01', null, 'to' ),
			'negative year sign' => array( '-2024-01-01', '2024-01-02', 'from' ),
		);
	}

	/**
	 * The edges of what is allowed: one day, and 366 days (a leap year).
	 */
	public function test_longest_and_shortest_ranges_pass(): void {
		$this->assertIsArray( AttributionReport::parse_range( '2024-02-29', '2024-02-29' ) );
		$this->assertIsArray( AttributionReport::parse_range( '2024-01-01', '2024-12-31' ) );
		$this->assertIsArray( AttributionReport::parse_range( '2023-03-01', '2024-02-29' ) );
		$this->assertInstanceOf( \WP_Error::class, AttributionReport::parse_range( '2023-03-01', '2024-03-01' ) );
	}
}
