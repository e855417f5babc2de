<?php
/**
 * Search engine comparison: php tests/bench/search-engine.php WP_DIR OLD_SEARCH_DIR LABEL
 *
 * Runs the 260 fixed queries of the search benchmark (search-queries.php) on an already
 * generated bench catalogue through two engines side by side: this checkout's (includes/) and
 * an older revision's copy of includes/Search, which search-engine.sh extracted to
 * OLD_SEARCH_DIR with its namespace renamed to ShopwrightBenchOld\Search so both load in one
 * process. WordPress is loaded with SHORTINIT (the database layer only, as the fast search
 * endpoint loads it), so no plugin copy of the site is involved.
 *
 * Prints how many answers differ between the two engines, and between this checkout's engine
 * and the same engine reading every match (its reference), then p50/p95 of the engine's own
 * time (find(), as a suggestion request runs it) for each, timed alternately query by query.
 * Measures; asserts nothing, but exits 1 when an answer differs.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- A command-line benchmark reading its own rows.

list( , $shopwright_dir, $shopwright_old_dir, $shopwright_old_label ) = $argv;

define( 'SHORTINIT', true );
require $shopwright_dir . '/wp-load.php';
require __DIR__ . '/catalogue.php';
require __DIR__ . '/search-queries.php';

$shopwright_new_dir = dirname( __DIR__, 2 ) . '/includes';
spl_autoload_register(
	static function ( string $name ) use ( $shopwright_new_dir, $shopwright_old_dir ): void {
		$old  = 'ShopwrightBenchOld\\Search\\';
		$file = '';
		if ( str_starts_with( $name, $old ) ) {
			$file = $shopwright_old_dir . '/' . str_replace( '\\', '/', substr( $name, strlen( $old ) ) ) . '.php';
		} elseif ( str_starts_with( $name, 'Shopwright\\' ) ) {
			$file = $shopwright_new_dir . '/' . str_replace( '\\', '/', substr( $name, strlen( 'Shopwright\\' ) ) ) . '.php';
		}
		if ( '' !== $file && is_file( $file ) ) {
			require $file;
		}
	}
);

global $wpdb;
$shopwright_snapshot = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'shopwright_search_snapshot' ) ), true );
$shopwright_snapshot = is_array( $shopwright_snapshot ) ? $shopwright_snapshot : array();
$shopwright_products = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product' AND post_status = 'publish'" );
if ( $shopwright_products < 1 || array() === $shopwright_snapshot ) {
	fwrite( STDERR, "The bench site has no catalogue or no search snapshot: generate one first with npm run bench:search.\n" );
	exit( 1 );
}

$shopwright_old     = new \ShopwrightBenchOld\Search\SearchService( $wpdb, $shopwright_snapshot );
$shopwright_new     = new \Shopwright\Search\SearchService( $wpdb, $shopwright_snapshot );
$shopwright_limit   = (int) ( $shopwright_snapshot['max_results'] ?? 10 );
$shopwright_posts   = \Shopwright\Search\SearchService::POSTS_MIN;
$shopwright_repeat  = max( 1, (int) ( getenv( 'SHOPWRIGHT_BENCH_REPEAT' ) ?: 5 ) );
$shopwright_queries = shopwright_bench_queries();

/**
 * One engine's answer to a query and its time in ms: a new engine each time, as each request
 * makes one.
 *
 * @param object $service  A SearchService of either revision.
 * @param string $query    The query.
 * @param int    $products Most products.
 * @param int    $posts    Posts always given room.
 * @param bool   $every    Whether the engine reads every match at once (the reference) instead of in rounds.
 * @return array{0: float, 1: mixed}
 */
function shopwright_bench_engine_find( object $service, string $query, int $products, int $posts, bool $every = false ): array {
	$t      = hrtime( true );
	$answer = ( $every ? $service->engine( PHP_INT_MAX ) : $service->engine() )->find( $query, $products, $posts );
	return array( ( hrtime( true ) - $t ) / 1e6, $answer );
}

/**
 * A percentile of sorted milliseconds.
 *
 * @param list<float> $ms Sorted values.
 * @param float       $p  Percentile 0-100.
 */
function shopwright_bench_engine_pct( array $ms, float $p ): float {
	return array() === $ms ? 0.0 : $ms[ (int) min( count( $ms ) - 1, floor( count( $ms ) * $p / 100 ) ) ];
}

$shopwright_times  = array(
	'old' => array(),
	'new' => array(),
);
$shopwright_kinds  = array();
$shopwright_differ = array(
	'old/new'   => array(),
	'new/every' => array(),
	'old/every' => array(),
);
printf( "%d products; %d queries, each timed %d times per engine, alternately (median kept); old: %s, new: this checkout\n", $shopwright_products, count( $shopwright_queries ), $shopwright_repeat, $shopwright_old_label );
foreach ( $shopwright_queries as list( $shopwright_kind, $shopwright_q ) ) {
	// Warm both once (the database's pages and PHP's code), then alternate which runs first.
	list( , $shopwright_old_answer ) = shopwright_bench_engine_find( $shopwright_old, $shopwright_q, $shopwright_limit, $shopwright_posts );
	list( , $shopwright_new_answer ) = shopwright_bench_engine_find( $shopwright_new, $shopwright_q, $shopwright_limit, $shopwright_posts );
	$shopwright_runs                  = array(
		'old' => array(),
		'new' => array(),
	);
	for ( $shopwright_r = 0; $shopwright_r < $shopwright_repeat; $shopwright_r++ ) {
		foreach ( 0 === $shopwright_r % 2 ? array( 'old', 'new' ) : array( 'new', 'old' ) as $shopwright_which ) {
			list( $shopwright_ms, $shopwright_answer ) = shopwright_bench_engine_find( 'old' === $shopwright_which ? $shopwright_old : $shopwright_new, $shopwright_q, $shopwright_limit, $shopwright_posts );
			$shopwright_runs[ $shopwright_which ][]     = $shopwright_ms;
			if ( $shopwright_answer !== ( 'old' === $shopwright_which ? $shopwright_old_answer : $shopwright_new_answer ) ) {
				fwrite( STDERR, "$shopwright_which engine answered \"$shopwright_q\" differently on a second run\n" );
			}
		}
	}
	foreach ( $shopwright_runs as $shopwright_which => $shopwright_ms ) {
		sort( $shopwright_ms );
		$shopwright_median                       = $shopwright_ms[ intdiv( count( $shopwright_ms ), 2 ) ];
		$shopwright_times[ $shopwright_which ][] = $shopwright_median;
		$shopwright_kinds[ $shopwright_kind ][ $shopwright_which ][] = $shopwright_median;
	}
	// The reference: the same engine reading every match at once.
	list( , $shopwright_every )     = shopwright_bench_engine_find( $shopwright_new, $shopwright_q, $shopwright_limit, $shopwright_posts, true );
	list( , $shopwright_old_every ) = shopwright_bench_engine_find( $shopwright_old, $shopwright_q, $shopwright_limit, $shopwright_posts, true );
	if ( $shopwright_old_answer !== $shopwright_new_answer ) {
		$shopwright_differ['old/new'][] = $shopwright_q;
	}
	if ( $shopwright_new_answer !== $shopwright_every ) {
		$shopwright_differ['new/every'][] = $shopwright_q;
	}
	if ( $shopwright_old_answer !== $shopwright_old_every ) {
		$shopwright_differ['old/every'][] = $shopwright_q;
	}
}

echo "\nAnswers (products, posts, total and partial words of find()) that differ, of " . count( $shopwright_queries ) . " queries:\n";
printf( "  %-52s %d%s\n", 'old engine vs new engine', count( $shopwright_differ['old/new'] ), array() === $shopwright_differ['old/new'] ? '' : ': ' . implode( ', ', $shopwright_differ['old/new'] ) );
printf( "  %-52s %d%s\n", 'new engine vs new engine reading every match', count( $shopwright_differ['new/every'] ), array() === $shopwright_differ['new/every'] ? '' : ': ' . implode( ', ', $shopwright_differ['new/every'] ) );
printf( "  %-52s %d%s\n", 'old engine vs old engine reading every match', count( $shopwright_differ['old/every'] ), array() === $shopwright_differ['old/every'] ? '' : ': ' . implode( ', ', $shopwright_differ['old/every'] ) );

echo "\nEngine time in ms (find(), median of each query's runs), old vs new:\n";
printf( "  %-8s %5s %9s %9s %9s %9s %8s\n", 'kind', 'n', 'old p50', 'new p50', 'old p95', 'new p95', 'new/old' );
$shopwright_kinds['all'] = $shopwright_times;
foreach ( $shopwright_kinds as $shopwright_kind => $shopwright_both ) {
	$shopwright_o = $shopwright_both['old'];
	$shopwright_n = $shopwright_both['new'];
	sort( $shopwright_o );
	sort( $shopwright_n );
	printf(
		"  %-8s %5d %9.2f %9.2f %9.2f %9.2f %7.1f%%\n",
		$shopwright_kind,
		count( $shopwright_o ),
		shopwright_bench_engine_pct( $shopwright_o, 50 ),
		shopwright_bench_engine_pct( $shopwright_n, 50 ),
		shopwright_bench_engine_pct( $shopwright_o, 95 ),
		shopwright_bench_engine_pct( $shopwright_n, 95 ),
		100 * shopwright_bench_engine_pct( $shopwright_n, 95 ) / max( 0.001, shopwright_bench_engine_pct( $shopwright_o, 95 ) )
	);
}
echo "\nGoals: 0 answers differ on each line; new p95 of all queries within 5% of the old one's.\n";
exit( array() === $shopwright_differ['old/new'] && array() === $shopwright_differ['new/every'] ? 0 : 1 );
