<?php
/**
 * The PHP side of `npm run bench:load`, one command per call (the Node side drives it):
 *
 * - prepare N: grows or trims the generated catalogue to N products, sets the search limits the
 *   run uses, builds the index when it has none, and prints what the clients ask for;
 * - rebuild: starts a full rebuild of the index and runs it to the end in this process, the way
 *   a queue worker would (the fault runs kill it, or restart the database under it);
 * - resume: runs a rebuild that is under way to the end, as another server picking it up would;
 * - progress: prints the rebuild's progress;
 * - checksum: prints each index table's row count and a checksum of its content that does not
 *   depend on the order rows or entries were written in (token ids are replaced by the words).
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- A command-line benchmark.

[ , $shopwright_dir, $shopwright_url, $shopwright_command ] = $argv + array( '', '', '', '' );
$shopwright_parts        = parse_url( $shopwright_url );
$_SERVER['HTTP_HOST']    = $shopwright_parts['host'] . ':' . $shopwright_parts['port'];
$_SERVER['REQUEST_URI']  = '/';
$_SERVER['REMOTE_ADDR']  = '127.0.0.1';
define( 'WP_USE_THEMES', false );
require $shopwright_dir . '/wp-load.php';
require __DIR__ . '/catalogue.php';

use Shopwright\Search\IndexTables;
use Shopwright\Search\Postings;

$shopwright_module = \Shopwright\Plugin::instance()->modules()->get( 'search' );
if ( ! $shopwright_module instanceof \Shopwright\Search\SearchModule || null === $shopwright_module->rebuilder() ) {
	fwrite( STDERR, "The search module is off on the load site.\n" );
	exit( 1 );
}
$shopwright_rebuilder = $shopwright_module->rebuilder();
$shopwright_tables    = new IndexTables( $wpdb );

/**
 * Row counts and order-independent checksums of the live index tables.
 *
 * @param IndexTables $tables The tables.
 * @return array<string, array{rows: int, checksum: string}>
 */
function shopwright_load_checksum( IndexTables $tables ): array {
	global $wpdb;
	$out   = array();
	$index = $tables->name( 'index' );
	$row   = $wpdb->get_row( "SELECT COUNT(*), BIT_XOR(CRC32(CONCAT_WS('|', object_id, type, parent_id, title, sku, sku_display, url, image, COALESCE(price_min, ''), COALESCE(price_max, ''), COALESCE(regular_price, ''), breadcrumbs, popularity, in_stock))) FROM {$index}", ARRAY_N );
	$out['index'] = array(
		'rows'     => (int) $row[0],
		'checksum' => (string) $row[1],
	);
	$taxa         = $tables->name( 'taxonomy' );
	$row          = $wpdb->get_row( "SELECT COUNT(*), BIT_XOR(CRC32(CONCAT_WS('|', suffix, term_id, taxonomy, name, url, breadcrumbs, count))) FROM {$taxa}", ARRAY_N );
	$out['taxonomy'] = array(
		'rows'     => (int) $row[0],
		'checksum' => (string) $row[1],
	);
	$terms = $tables->name( 'terms' );
	$words = $wpdb->get_results( "SELECT token_id, token FROM {$terms}", OBJECT_K );
	$row   = $wpdb->get_row( "SELECT COUNT(*), BIT_XOR(CRC32(token)) FROM {$terms}", ARRAY_N );
	$out['terms'] = array(
		'rows'     => (int) $row[0],
		'checksum' => (string) $row[1],
	);
	// Misspelling buckets: (key, word) pairs, whatever ids the words got.
	$sum   = 0;
	$count = 0;
	foreach ( $wpdb->get_col( 'SELECT data FROM ' . $tables->name( 'typos' ) ) as $data ) {
		$values = '' === $data ? array() : array_values( unpack( 'V*', (string) $data ) );
		for ( $i = 0; $i + 1 < count( $values ); $i += 2 ) {
			$sum ^= crc32( $values[ $i ] . '|' . ( $words[ $values[ $i + 1 ] ]->token ?? '?' ) );
			++$count;
		}
	}
	$out['typos'] = array(
		'rows'     => $count,
		'checksum' => (string) $sum,
	);
	// Postings: each row's entries sorted, with its summary.
	$sum      = 0;
	$count    = 0;
	$postings = $tables->name( 'postings' );
	// Paged by the key itself, from the first row: a word and a block joined in one string do not
	// sort as the key does ("ab|00003" comes after "abc|00000"), and the collation pads a word
	// with spaces, so the letters' and heads' words (starting with a byte below the space) come
	// before the empty string. Either skipped rows.
	$last = null;
	do {
		$after = null === $last ? '' : $wpdb->prepare( 'WHERE token > %s OR (token = %s AND block > %d)', $last[0], $last[0], $last[1] );
		$rows  = $wpdb->get_results( "SELECT token, block, entries, product_fields, product_top, post_fields, post_top, data FROM {$postings} {$after} ORDER BY token, block LIMIT 5000", ARRAY_N );
		foreach ( $rows as $row ) {
			$entries = Postings::raw( (string) $row[7] );
			sort( $entries );
			$sum ^= crc32( implode( '|', array_slice( $row, 0, 7 ) ) . '|' . implode( ',', $entries ) );
			++$count;
			$last = array( (string) $row[0], (int) $row[1] );
		}
	} while ( count( $rows ) === 5000 );
	$out['postings'] = array(
		'rows'     => $count,
		'checksum' => (string) $sum,
	);
	return $out;
}

switch ( $shopwright_command ) {
	case 'prepare':
		$shopwright_target = max( 1, (int) ( $argv[4] ?? 100000 ) );
		shopwright_bench_trim( $shopwright_target );
		$shopwright_gen = shopwright_bench_generate( $shopwright_target, shopwright_bench_terms() );
		\Shopwright\Plugin::instance()->settings()->update(
			array(
				'search'  => array(
					'index_content'  => true,
					'dynamic_prices' => true,
					'rate_limit'     => 600,
				),
				'general' => array(
					'trusted_proxies' => '127.0.0.1',
					'proxy_header'    => 'X-Forwarded-For',
				),
			)
		);
		$shopwright_module->refresh_snapshot();
		if ( 'done' !== $shopwright_rebuilder->progress()['state'] || 0 === (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . $shopwright_tables->name( 'index' ) ) ) {
			$shopwright_rebuilder->rebuild_now();
		}
		$shopwright_ids = array_map( 'intval', $wpdb->get_col( "SELECT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->prefix}wc_product_meta_lookup l ON l.product_id = p.ID AND l.stock_status = 'instock' WHERE p.post_type = 'product' AND p.post_status = 'publish' AND p.post_name LIKE 'sw-bench-%' ORDER BY p.ID LIMIT 200" ) );
		echo wp_json_encode(
			array(
				'generated' => round( $shopwright_gen, 1 ),
				'products'  => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product' AND post_status = 'publish'" ),
				'ids'       => $shopwright_ids,
				'endpoint'  => $shopwright_module->endpoint_url(),
				'shop'      => get_permalink( wc_get_page_id( 'shop' ) ),
				// Words most products hold: every answer must list products, before, during and after the swap.
				'queries'   => array( 'lamp', 'chair', 'workshop', 'cotton scarf', 'natural', 'hoodie', 'studio', 'wor', 'crimson lamp', 'warranty' ),
			)
		) . "\n";
		break;
	case 'rebuild':
		$shopwright_rebuilder->start();
		$shopwright_rebuilder->run( 0 );
		echo wp_json_encode( $shopwright_rebuilder->progress() ) . "\n";
		break;
	case 'resume':
		$shopwright_rebuilder->run( 0 );
		echo wp_json_encode( $shopwright_rebuilder->progress() ) . "\n";
		break;
	case 'progress':
		echo wp_json_encode( $shopwright_rebuilder->progress() ) . "\n";
		break;
	case 'checksum':
		echo wp_json_encode( shopwright_load_checksum( $shopwright_tables ) ) . "\n";
		break;
	default:
		fwrite( STDERR, "Commands: prepare N, rebuild, resume, progress, checksum.\n" );
		exit( 2 );
}
