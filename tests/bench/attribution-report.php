<?php
/**
 * Order-origin report benchmark: php tests/bench/attribution-report.php WP_DIR URL ORDERS RUNS
 *
 * Makes WooCommerce's order tables authoritative on the bench site, grows them to ORDERS orders
 * with direct SQL (totals, statuses, a year of dates, refunds, the attribution meta and the rest of
 * the meta a checkout writes), then times AttributionReport for 30, 90 and 365 days: cold (cache
 * cleared) and warm, the median of RUNS runs each. Measures; asserts nothing.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- A command-line benchmark writing its own rows.

use Automattic\WooCommerce\Internal\DataStores\Orders\CustomOrdersTableController;
use Automattic\WooCommerce\Internal\DataStores\Orders\DataSynchronizer;
use Automattic\WooCommerce\Internal\DataStores\Orders\OrdersTableDataStore;
use Shopwright\Attribution\AttributionReport;

list( , $shopwright_dir, $shopwright_url, $shopwright_target, $shopwright_runs ) = $argv;
$shopwright_target      = (int) $shopwright_target;
$shopwright_runs        = max( 1, (int) $shopwright_runs );
$shopwright_parts       = parse_url( $shopwright_url );
$_SERVER['HTTP_HOST']   = $shopwright_parts['host'] . ':' . $shopwright_parts['port'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
define( 'WP_USE_THEMES', false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own switch.
require $shopwright_dir . '/wp-load.php';

/*
 * Where orders come from, in shares a shop sees: source type, source, medium, weight. typein
 * (direct) and organic search lead, then campaigns, referrals, the app and the odd order an
 * administrator keys in; one in twelve orders has no attribution at all (unknown).
 */
const SHOPWRIGHT_BENCH_ORIGINS = array(
	array( 'organic', 'google', 'organic', 240 ),
	array( 'organic', 'bing', 'organic', 30 ),
	array( 'organic', 'duckduckgo', 'organic', 15 ),
	array( 'typein', '(direct)', '(none)', 250 ),
	array( 'utm', 'newsletter', 'email', 90 ),
	array( 'utm', 'google', 'cpc', 70 ),
	array( 'utm', 'facebook', 'paid_social', 45 ),
	array( 'utm', 'tiktok', 'paid_social', 15 ),
	array( 'utm', 'partner', 'affiliate', 10 ),
	array( 'referral', 'facebook.com', 'referral', 40 ),
	array( 'referral', 'instagram.com', 'referral', 35 ),
	array( 'referral', 'reddit.com', 'referral', 15 ),
	array( 'referral', 'blog.example.org', 'referral', 10 ),
	array( 'mobile_app', 'woocommerce_ios', '(none)', 20 ),
	array( 'admin', '', '', 20 ),
	array( '', '', '', 85 ),
);

// Statuses as a store accumulates them over a year.
const SHOPWRIGHT_BENCH_STATUSES = array(
	'wc-completed'      => 700,
	'wc-processing'     => 110,
	'wc-on-hold'        => 30,
	'wc-pending'        => 30,
	'wc-cancelled'      => 45,
	'wc-refunded'       => 30,
	'wc-failed'         => 35,
	'wc-checkout-draft' => 20,
);

/**
 * A key of a weighted list, picked with mt_rand.
 *
 * @param array<int|string, int> $weights Weight by key.
 * @return int|string
 */
function shopwright_bench_pick( array $weights ) {
	$roll = mt_rand( 1, (int) array_sum( $weights ) );
	foreach ( $weights as $key => $weight ) {
		$roll -= $weight;
		if ( $roll <= 0 ) {
			return $key;
		}
	}
	return array_key_first( $weights );
}

/**
 * Makes the order tables exist and authoritative, as a new shop has them.
 */
function shopwright_bench_order_tables(): void {
	$sync = wc_get_container()->get( DataSynchronizer::class );
	if ( ! $sync->check_orders_table_exists() ) {
		$sync->create_database_tables();
	}
	update_option( DataSynchronizer::ORDERS_DATA_SYNC_ENABLED_OPTION, 'no' );
	update_option( CustomOrdersTableController::CUSTOM_ORDERS_TABLE_USAGE_ENABLED_OPTION, 'yes' );
	if ( ! \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled() ) {
		fwrite( STDERR, "Could not make the order tables authoritative.\n" );
		exit( 1 );
	}
}

/**
 * Grows the generated orders to $target with multi-row inserts: orders, their operational data,
 * billing address and meta (the attribution keys WooCommerce writes at checkout plus its own),
 * and a refund for one order in thirty.
 *
 * @param int $target Orders wanted.
 * @return array{0: float, 1: int} Seconds spent, meta rows written.
 */
function shopwright_bench_generate( int $target ): array {
	global $wpdb;
	$orders  = OrdersTableDataStore::get_orders_table_name();
	$meta    = OrdersTableDataStore::get_meta_table_name();
	$ops     = OrdersTableDataStore::get_operational_data_table_name();
	$address = OrdersTableDataStore::get_addresses_table_name();
	$have    = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$orders} WHERE type = 'shop_order' AND billing_email LIKE 'bench-%'" );
	$next    = 1 + (int) $wpdb->get_var( "SELECT GREATEST( COALESCE( MAX( id ), 0 ), ( SELECT COALESCE( MAX( ID ), 0 ) FROM {$wpdb->posts} ) ) FROM {$orders}" );
	$clock   = microtime( true );
	$now     = time();
	$today   = $now - $now % 86400;
	$weights = array_map( static fn( array $origin ): int => $origin[3], SHOPWRIGHT_BENCH_ORIGINS );
	$written = 0;
	mt_srand( 20240601 + $have );
	$wpdb->query( 'SET unique_checks = 0' );
	for ( $start = $have; $start < $target; $start += 1000 ) {
		$end  = min( $target, $start + 1000 );
		$rows = array(
			'orders'  => array(),
			'ops'     => array(),
			'address' => array(),
			'meta'    => array(),
		);
		for ( $n = $start; $n < $end; $n++, $next++ ) {
			// A day of the last year, more of them towards the present (a growing shop), at a
			// time between 08:00 and midnight.
			$day     = (int) floor( 365 * ( 1 - sqrt( mt_rand() / mt_getrandmax() ) ) );
			$created = min( $now, $today - $day * 86400 + mt_rand( 8, 23 ) * 3600 + mt_rand( 0, 3599 ) );
			$date    = gmdate( 'Y-m-d H:i:s', $created );
			$status  = (string) shopwright_bench_pick( SHOPWRIGHT_BENCH_STATUSES );
			// Mostly small baskets, a long tail of large ones.
			$total  = round( 8 + exp( mt_rand( 0, 1000 ) / 1000 * 5.5 ), 2 );
			$email  = 'bench-' . $n . '@example.com';
			$origin = SHOPWRIGHT_BENCH_ORIGINS[ (int) shopwright_bench_pick( $weights ) ];

			$rows['orders'][]  = sprintf( "(%d, '%s', 'USD', 'shop_order', %.2f, %.2f, 0, '%s', '%s', '%s', 0, 'stripe', 'Credit card', 'ch_%d', '203.0.113.%d', 'Mozilla/5.0 (bench)', '')", $next, $status, $total * 0.2, $total, $email, $date, $date, $n, $n % 250 );
			$rows['ops'][]     = sprintf( "(%d, 'checkout', '10.0.2', 1, 1, 1, '%s', 1, 'wc_order_%s', 1, '%s', 0, 0, 0, 0, 1)", $next, md5( (string) $n ), substr( md5( 'k' . $n ), 0, 13 ), $date );
			$rows['address'][] = sprintf( "(%d, 'billing', 'Ada', 'Lovelace', '', '%d High Street', '', 'London', '', 'N1 1AA', 'GB', '%s', '020 7946 %04d')", $next, 1 + $n % 300, $email, $n % 10000 );
			$values            = array(
				'is_vat_exempt'                            => 'no',
				'_billing_address_index'                   => 'Ada Lovelace ' . ( 1 + $n % 300 ) . ' High Street London N1 1AA GB ' . $email,
				'_shipping_address_index'                  => 'Ada Lovelace ' . ( 1 + $n % 300 ) . ' High Street London N1 1AA GB',
				'_wc_order_attribution_device_type'        => 0 === $n % 3 ? 'Desktop' : 'Mobile',
				'_wc_order_attribution_user_agent'         => 'Mozilla/5.0 (bench) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
				'_wc_order_attribution_session_entry'      => 'https://shop.example.com/product/item-' . ( $n % 500 ) . '/',
				'_wc_order_attribution_session_start_time' => gmdate( 'Y-m-d H:i:s', $created - 600 ),
				'_wc_order_attribution_session_pages'      => (string) ( 1 + $n % 12 ),
				'_wc_order_attribution_session_count'      => (string) ( 1 + $n % 4 ),
				'_stripe_customer_id'                      => 'cus_' . substr( md5( $email ), 0, 14 ),
				'_stripe_charge_captured'                  => 'yes',
				'_stripe_fee'                              => (string) round( $total * 0.029 + 0.3, 2 ),
				'_stripe_net'                              => (string) round( $total * 0.971 - 0.3, 2 ),
				'_stripe_currency'                         => 'USD',
			);
			if ( '' !== $origin[0] ) {
				$values['_wc_order_attribution_source_type'] = $origin[0];
				if ( '' !== $origin[1] ) {
					$values['_wc_order_attribution_utm_source'] = $origin[1];
					$values['_wc_order_attribution_utm_medium'] = $origin[2];
					$values['_wc_order_attribution_referrer']   = 'referral' === $origin[0] || 'organic' === $origin[0] ? 'https://' . $origin[1] . '/' : '';
				}
				if ( 'utm' === $origin[0] ) {
					$values['_wc_order_attribution_utm_campaign'] = 'spring-' . ( $n % 6 );
				}
			}
			foreach ( $values as $key => $value ) {
				$rows['meta'][] = "({$next}, '" . esc_sql( $key ) . "', '" . esc_sql( $value ) . "')";
			}
			// One order in thirty was partly refunded: a refund is an order row of its own.
			if ( 0 === $n % 30 ) {
				++$next;
				$rows['orders'][] = sprintf( "(%d, 'wc-completed', 'USD', 'shop_order_refund', 0, %.2f, 0, NULL, '%s', '%s', %d, NULL, NULL, NULL, NULL, NULL, NULL)", $next, -round( $total / 3, 2 ), gmdate( 'Y-m-d H:i:s', min( $now, $created + 86400 ) ), gmdate( 'Y-m-d H:i:s', min( $now, $created + 86400 ) ), $next - 1 );
				$rows['meta'][]   = "({$next}, '_refund_reason', 'Damaged in transit')";
			}
		}
		$wpdb->query( "INSERT INTO {$orders} (id, status, currency, type, tax_amount, total_amount, customer_id, billing_email, date_created_gmt, date_updated_gmt, parent_order_id, payment_method, payment_method_title, transaction_id, ip_address, user_agent, customer_note) VALUES " . implode( ',', $rows['orders'] ) );
		$wpdb->query( "INSERT INTO {$ops} (order_id, created_via, woocommerce_version, prices_include_tax, coupon_usages_are_counted, download_permission_granted, cart_hash, new_order_email_sent, order_key, order_stock_reduced, date_paid_gmt, shipping_tax_amount, shipping_total_amount, discount_tax_amount, discount_total_amount, recorded_sales) VALUES " . implode( ',', $rows['ops'] ) );
		$wpdb->query( "INSERT INTO {$address} (order_id, address_type, first_name, last_name, company, address_1, address_2, city, state, postcode, country, email, phone) VALUES " . implode( ',', $rows['address'] ) );
		foreach ( array_chunk( $rows['meta'], 5000 ) as $chunk ) {
			$wpdb->query( "INSERT INTO {$meta} (order_id, meta_key, meta_value) VALUES " . implode( ',', $chunk ) );
		}
		$written += count( $rows['meta'] );
		if ( 0 === $end % 20000 ) {
			printf( "  %d orders…\n", $end );
		}
	}
	$wpdb->query( 'SET unique_checks = 1' );
	$wpdb->query( "ANALYZE TABLE {$orders}, {$meta}" );
	wp_cache_flush();
	return array( microtime( true ) - $clock, $written );
}

/**
 * The median of some numbers.
 *
 * @param float[] $values Values.
 */
function shopwright_bench_median( array $values ): float {
	sort( $values );
	$mid = intdiv( count( $values ), 2 );
	return count( $values ) % 2 ? $values[ $mid ] : ( $values[ $mid - 1 ] + $values[ $mid ] ) / 2;
}

global $wpdb;
shopwright_bench_order_tables();
list( $shopwright_gen, $shopwright_written ) = shopwright_bench_generate( $shopwright_target );

$shopwright_orders_table = OrdersTableDataStore::get_orders_table_name();
$shopwright_meta_table   = OrdersTableDataStore::get_meta_table_name();
$shopwright_orders       = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$shopwright_orders_table} WHERE type = 'shop_order'" );
$shopwright_meta_rows    = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$shopwright_meta_table}" );
printf(
	"%d orders (%d rows in the orders table with refunds, %d meta rows, %.1f per order); this run generated %d meta rows in %.1f s\n",
	$shopwright_orders,
	(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$shopwright_orders_table}" ),
	$shopwright_meta_rows,
	$shopwright_meta_rows / max( 1, $shopwright_orders ),
	$shopwright_written,
	$shopwright_gen
);

$shopwright_report = new AttributionReport( $wpdb );
$shopwright_today  = new DateTimeImmutable( 'today', wp_timezone() );
$shopwright_rows   = array();
foreach ( array( 30, 90, 365 ) as $shopwright_days ) {
	$shopwright_from = $shopwright_today->modify( '-' . ( $shopwright_days - 1 ) . ' days' )->format( 'Y-m-d' );
	$shopwright_to   = $shopwright_today->format( 'Y-m-d' );
	$shopwright_cold = array();
	$shopwright_warm = array();
	$shopwright_last = array();
	// Once untimed, so that the rows just written are in MariaDB's buffer pool, as a shop's are.
	$shopwright_report->invalidate();
	$shopwright_report->get( $shopwright_from, $shopwright_to );
	for ( $shopwright_run = 0; $shopwright_run < $shopwright_runs; $shopwright_run++ ) {
		// Cold: what the first request after an order changed pays.
		$shopwright_report->invalidate();
		wp_cache_flush();
		$shopwright_clock  = hrtime( true );
		$shopwright_last   = $shopwright_report->get( $shopwright_from, $shopwright_to );
		$shopwright_cold[] = ( hrtime( true ) - $shopwright_clock ) / 1e6;
		// Warm: the transient, as every request until the next change reads it (the object cache
		// emptied, as a new request without a persistent one starts).
		wp_cache_flush();
		$shopwright_clock = hrtime( true );
		$shopwright_report->get( $shopwright_from, $shopwright_to );
		$shopwright_warm[] = ( hrtime( true ) - $shopwright_clock ) / 1e6;
	}
	$shopwright_rows[] = array(
		'days'        => $shopwright_days,
		'paid orders' => is_array( $shopwright_last ) ? $shopwright_last['totals']['orders'] : 0,
		'origins'     => is_array( $shopwright_last ) ? count( $shopwright_last['rows'] ) : 0,
		'cold ms'     => shopwright_bench_median( $shopwright_cold ),
		'cold max'    => max( $shopwright_cold ),
		'warm ms'     => shopwright_bench_median( $shopwright_warm ),
		'warm max'    => max( $shopwright_warm ),
	);
}

printf( "\nAttributionReport::get(), median of %d runs (cold: cache cleared; warm: from the transient).\n", $shopwright_runs );
$shopwright_cols = array_keys( $shopwright_rows[0] );
echo implode( ' | ', array_map( static fn( $c ) => str_pad( $c, 11 ), $shopwright_cols ) ), "\n";
foreach ( $shopwright_rows as $shopwright_row ) {
	echo implode( ' | ', array_map( static fn( $v ) => str_pad( is_float( $v ) ? number_format( $v, 1 ) : (string) $v, 11 ), $shopwright_row ) ), "\n";
}
