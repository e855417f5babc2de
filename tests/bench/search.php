<?php
/**
 * Search benchmark: php tests/bench/search.php WP_DIR URL SIZE...
 *
 * Grows the bench site's catalogue to each size with direct SQL, rebuilds our index, and runs one
 * fixed set of queries against our search (what endpoint.php runs) and against WooCommerce's own
 * product search (a WP_Query with `s`, as the shop's search runs it), side by side. Prints server
 * time p50/p95 of each, the ratio, index build time and size. Measures; asserts nothing.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- A command-line benchmark writing its own rows.

[ , $shopwright_dir, $shopwright_url ] = $argv;
$shopwright_sizes                      = array_map( 'intval', array_slice( $argv, 3 ) );
$shopwright_parts                      = parse_url( $shopwright_url );
$_SERVER['HTTP_HOST']                  = $shopwright_parts['host'] . ':' . $shopwright_parts['port'];
$_SERVER['REQUEST_URI']                = '/';
$_SERVER['REMOTE_ADDR']                = '127.0.0.1';
define( 'WP_USE_THEMES', false );
require $shopwright_dir . '/wp-load.php';

require __DIR__ . '/catalogue.php';
require __DIR__ . '/search-queries.php';

/**
 * The kinds timed for their slowest query only: six-word partial matches and lone letters, rare
 * in what shoppers type and the slowest to answer.
 */
const SHOPWRIGHT_BENCH_STRESS = array( 'long', 'letters' );

/**
 * WooCommerce's product search: the WP_Query the shop's search page runs.
 *
 * @param string $query Search text.
 */
function shopwright_bench_wc_search( string $query ): void {
	$exclude = wc_get_product_visibility_term_ids()['exclude-from-search'] ?? 0;
	new WP_Query(
		array(
			'post_type'      => 'product',
			'post_status'    => 'publish',
			's'              => $query,
			'posts_per_page' => 10,
			'orderby'        => 'relevance',
			'order'          => 'DESC',
			'tax_query'      => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- It is what WooCommerce runs.
				array(
					'taxonomy' => 'product_visibility',
					'field'    => 'term_taxonomy_id',
					'terms'    => array( $exclude ),
					'operator' => 'NOT IN',
				),
			),
		)
	);
}

/**
 * A percentile of sorted milliseconds.
 *
 * @param list<float> $ms Sorted values.
 * @param float       $p  Percentile 0-100.
 */
function shopwright_bench_pct( array $ms, float $p ): float {
	return $ms[ (int) min( count( $ms ) - 1, floor( count( $ms ) * $p / 100 ) ) ];
}

/**
 * Queries of each kind timed on the results page: the first few of each (every request is a
 * whole page, and WooCommerce's at 100k products takes over half a second).
 */
const SHOPWRIGHT_BENCH_PAGE_QUERIES = 5;

/**
 * The page of product search results a shopper opens: `/?s=…&post_type=product`, page 1 or 20.
 *
 * @param string $query Search text.
 * @param int    $page  Page number.
 */
function shopwright_bench_page_url( string $query, int $page ): string {
	$args = array(
		's'         => rawurlencode( $query ),
		'post_type' => 'product',
	);
	if ( $page > 1 && '' === (string) get_option( 'permalink_structure' ) ) {
		$args['paged'] = $page;
	}
	return add_query_arg( $args, home_url( $page > 1 && '' !== (string) get_option( 'permalink_structure' ) ? '/page/' . $page . '/' : '/' ) );
}

/**
 * Times one results page over HTTP, the whole request (WordPress's bootstrap, the query and
 * the theme's template): its milliseconds, its status and how many products it lists.
 *
 * @param string $url The page.
 * @return array{0: float, 1: int, 2: int}
 */
function shopwright_bench_page( string $url ): array {
	$t        = hrtime( true );
	$response = wp_remote_get(
		$url,
		array(
			'timeout'     => 60,
			'redirection' => 0,
		)
	);
	$ms       = ( hrtime( true ) - $t ) / 1e6;
	if ( is_wp_error( $response ) ) {
		fwrite( STDERR, $url . ': ' . $response->get_error_message() . "\n" );
		return array( $ms, 0, 0 );
	}
	// A product card of the classic archive (li.product) or of the Product Collection block.
	$listed = preg_match_all( '/<li[^>]+class="[^"]*\b(?:product|wc-block-product)\b[^"]*\bpost-\d+/', wp_remote_retrieve_body( $response ) );
	return array( $ms, (int) wp_remote_retrieve_response_code( $response ), (int) $listed );
}

/**
 * Product search on or off for the requests that follow: WooCommerce's own search answers the
 * results page while it is off.
 *
 * @param bool $on Whether our search answers.
 */
function shopwright_bench_search_module( bool $on ): void {
	\Shopwright\Plugin::instance()->settings()->update( array( 'search' => array( 'enabled' => $on ) ) );
}

global $wpdb;
$shopwright_module = \Shopwright\Plugin::instance()->modules()->get( 'search' );
if ( ! $shopwright_module instanceof \Shopwright\Search\SearchModule || null === $shopwright_module->rebuilder() ) {
	fwrite( STDERR, "The search module is off on the bench site.\n" );
	exit( 1 );
}
\Shopwright\Plugin::instance()->settings()->update( array( 'search' => array( 'rate_limit' => 0 ) ) );
$shopwright_terms   = shopwright_bench_terms();
$shopwright_queries = shopwright_bench_queries();
$shopwright_tables  = new \Shopwright\Search\IndexTables( $wpdb );
$shopwright_rows    = array();
$shopwright_repeat  = max( 1, (int) ( getenv( 'SHOPWRIGHT_BENCH_REPEAT' ) ?: 5 ) );
$shopwright_modes   = array_map( static fn( string $mode ): bool => 'on' === $mode, array_values( array_filter( explode( ' ', (string) ( getenv( 'SHOPWRIGHT_BENCH_CONTENT' ) ?: 'off on' ) ) ) ) );
printf( "%d queries: %s\n", count( $shopwright_queries ), implode( ', ', array_map( static fn( $k, $c ) => "$c $k", array_keys( array_count_values( array_column( $shopwright_queries, 0 ) ) ), array_count_values( array_column( $shopwright_queries, 0 ) ) ) ) );

foreach ( $shopwright_sizes as $shopwright_size ) {
	shopwright_bench_trim( $shopwright_size );
	$shopwright_gen = shopwright_bench_generate( $shopwright_size, $shopwright_terms );
	// The same catalogue with "Search full descriptions and content" off, then on.
	foreach ( $shopwright_modes as $shopwright_content ) {
		\Shopwright\Plugin::instance()->settings()->update( array( 'search' => array( 'index_content' => $shopwright_content ) ) );
		// The memory the rebuild takes beyond what the process held: a run's batches must not add up.
		memory_reset_peak_usage();
		$shopwright_held   = memory_get_usage();
		$shopwright_clock  = microtime( true );
		$shopwright_module->rebuilder()->rebuild_now();
		$shopwright_build  = microtime( true ) - $shopwright_clock;
		$shopwright_memory = ( memory_get_peak_usage() - $shopwright_held ) / 1048576;
		$shopwright_text   = (int) $wpdb->get_var(
			'SELECT SUM(LENGTH(p.post_title) + LENGTH(p.post_excerpt) + ' . ( $shopwright_content ? 'LENGTH(p.post_content)' : '0' ) . " + LENGTH(COALESCE(m.meta_value, ''))) FROM {$wpdb->posts} p
			LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_sku'
			WHERE p.post_type = 'product' AND p.post_status = 'publish'"
		) + (int) $wpdb->get_var(
			"SELECT SUM(LENGTH(t.name)) FROM {$wpdb->term_relationships} tr INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
			INNER JOIN {$wpdb->terms} t ON t.term_id = tt.term_id INNER JOIN {$wpdb->posts} p ON p.ID = tr.object_id
			WHERE p.post_type = 'product' AND tt.taxonomy IN ('product_cat', 'product_tag')"
		);
		$wpdb->query( 'ANALYZE TABLE ' . $shopwright_tables->name( 'postings' ) . ', ' . $shopwright_tables->name( 'index' ) . ', ' . $shopwright_tables->name( 'terms' ) . ', ' . $shopwright_tables->name( 'typos' ) );
		$shopwright_size_bytes = $shopwright_tables->size();

		$shopwright_service = new \Shopwright\Search\SearchService( $wpdb, $shopwright_module->snapshot() );
		$shopwright_ours    = array();
		$shopwright_wc      = array();
		$shopwright_hits    = 0;
		$shopwright_kinds   = array();
		$shopwright_best_of = array();
		foreach ( $shopwright_queries as [ $shopwright_kind, $shopwright_q ] ) {
			// Warm both once, then time them alternately so neither gets a warmer cache.
			$shopwright_service->handle( $shopwright_q, 'bench' );
			shopwright_bench_wc_search( $shopwright_q );
			$t                 = hrtime( true );
			$shopwright_result = $shopwright_service->handle( $shopwright_q, 'bench' );
			$shopwright_ours[] = ( hrtime( true ) - $t ) / 1e6;
			$shopwright_kinds[ $shopwright_kind ][] = end( $shopwright_ours );
			// The same query a few times more: its best time is its cost without another process's
			// turn on the CPU, which a single timing on a busy machine cannot tell apart.
			$shopwright_best = end( $shopwright_ours );
			for ( $shopwright_r = 1; $shopwright_r < $shopwright_repeat; $shopwright_r++ ) {
				$t               = hrtime( true );
				$shopwright_service->handle( $shopwright_q, 'bench' );
				$shopwright_best = min( $shopwright_best, ( hrtime( true ) - $t ) / 1e6 );
			}
			$shopwright_best_of[ $shopwright_kind ][] = $shopwright_best;
			$shopwright_hits  += 'no-results' === ( $shopwright_result['body']['suggestions'][0]['type'] ?? '' ) ? 0 : 1;
			// WordPress caches WP_Query results in the object cache; a real request starts without them.
			wp_cache_flush();
			$t                 = hrtime( true );
			shopwright_bench_wc_search( $shopwright_q );
			$shopwright_wc[] = ( hrtime( true ) - $t ) / 1e6;
			wp_cache_flush();
		}
		sort( $shopwright_ours );
		sort( $shopwright_wc );
		// The everyday mix: every kind but the six-word queries and the lone letters, which are
		// timed for their slowest, not to weigh in a p95 they make up 8% of.
		$shopwright_mix = array_merge( ...array_values( array_diff_key( $shopwright_kinds, array_flip( SHOPWRIGHT_BENCH_STRESS ) ) ) );
		sort( $shopwright_mix );

		// The same answers as reading every match: products, posts and total, for every query.
		$shopwright_same  = 0;
		$shopwright_step  = $shopwright_service->engine();
		$shopwright_whole = $shopwright_service->engine( PHP_INT_MAX );
		foreach ( $shopwright_queries as [ , $shopwright_q ] ) {
			$shopwright_same += $shopwright_step->find( $shopwright_q, 8, 3 ) === $shopwright_whole->find( $shopwright_q, 8, 3 ) ? 1 : 0;
		}

		// The light endpoint over HTTP, whole request (bootstrap included), as a shopper's browser sees it.
		$shopwright_http = array();
		foreach ( array_slice( $shopwright_queries, 0, 100 ) as [ , $shopwright_q ] ) {
			$t        = hrtime( true );
			$response = wp_remote_get( add_query_arg( 's', rawurlencode( $shopwright_q ), $shopwright_module->endpoint_url() ), array( 'timeout' => 10 ) );
			if ( is_wp_error( $response ) ) {
				break;
			}
			$shopwright_http[] = ( hrtime( true ) - $t ) / 1e6;
		}
		sort( $shopwright_http );

		$shopwright_rows[] = array(
			'products'       => $shopwright_size,
			'descriptions'   => $shopwright_content ? 'indexed' : 'not indexed',
			'ours p50'       => shopwright_bench_pct( $shopwright_ours, 50 ),
			'ours p95'       => shopwright_bench_pct( $shopwright_ours, 95 ),
			'mix p95'        => shopwright_bench_pct( $shopwright_mix, 95 ),
			'ours max'       => end( $shopwright_ours ),
			'wc p50'         => shopwright_bench_pct( $shopwright_wc, 50 ),
			'wc p95'         => shopwright_bench_pct( $shopwright_wc, 95 ),
			'ratio p50'      => shopwright_bench_pct( $shopwright_wc, 50 ) / max( 0.001, shopwright_bench_pct( $shopwright_ours, 50 ) ),
			'ratio p95'      => shopwright_bench_pct( $shopwright_wc, 95 ) / max( 0.001, shopwright_bench_pct( $shopwright_ours, 95 ) ),
			'http p50'       => array() === $shopwright_http ? 0.0 : shopwright_bench_pct( $shopwright_http, 50 ),
			'http p95'       => array() === $shopwright_http ? 0.0 : shopwright_bench_pct( $shopwright_http, 95 ),
			'build s'        => $shopwright_build,
			'build MB'       => $shopwright_memory,
			'index MB'       => $shopwright_size_bytes / 1048576,
			'text MB'        => $shopwright_text / 1048576,
			'index/text'     => $shopwright_size_bytes / max( 1, $shopwright_text ),
			'with results'   => $shopwright_hits,
			'same answers'   => $shopwright_same . '/' . count( $shopwright_queries ),
		);
		printf( "%d products, descriptions %s: generated in %.1f s, index built in %.1f s (at most %.0f MB of memory beyond what the process held)\n", $shopwright_size, $shopwright_content ? 'indexed' : 'not indexed', $shopwright_gen, $shopwright_build, $shopwright_memory );
		// Which kind of query costs what: where the p95 comes from.
		printf( "  %-6s %6s    %6s    %6s     %s\n", 'kind', 'p50', 'p95', 'max', "max of each query's best of $shopwright_repeat" );
		foreach ( $shopwright_kinds as $shopwright_kind => $shopwright_times ) {
			sort( $shopwright_times );
			$shopwright_bests = $shopwright_best_of[ $shopwright_kind ];
			sort( $shopwright_bests );
			printf( "  %-6s %6.2f ms %6.2f ms %6.2f ms  %6.2f ms\n", $shopwright_kind, shopwright_bench_pct( $shopwright_times, 50 ), shopwright_bench_pct( $shopwright_times, 95 ), end( $shopwright_times ), end( $shopwright_bests ) );
		}

		// The results page a shopper opens by pressing Enter, page 1 and page 20, ours and
		// WooCommerce's (our search switched off) one after the other for each query, so both
		// meet the same load. Whole requests over HTTP: WordPress, the query and the template.
		$shopwright_by_kind = array();
		foreach ( $shopwright_queries as [ $shopwright_kind, $shopwright_q ] ) {
			if ( count( $shopwright_by_kind[ $shopwright_kind ] ?? array() ) < SHOPWRIGHT_BENCH_PAGE_QUERIES ) {
				$shopwright_by_kind[ $shopwright_kind ][] = $shopwright_q;
			}
		}
		// One request of each first, so neither pays for a cold opcache.
		shopwright_bench_page( shopwright_bench_page_url( 'warm', 1 ) );
		shopwright_bench_search_module( false );
		shopwright_bench_page( shopwright_bench_page_url( 'warm', 1 ) );
		shopwright_bench_search_module( true );
		$shopwright_pages   = array();
		$shopwright_results = array();
		foreach ( $shopwright_by_kind as $shopwright_kind => $shopwright_kind_queries ) {
			foreach ( $shopwright_kind_queries as $shopwright_q ) {
				foreach ( array( 1, 20 ) as $shopwright_page ) {
					$shopwright_url = shopwright_bench_page_url( $shopwright_q, $shopwright_page );
					$shopwright_on  = shopwright_bench_page( $shopwright_url );
					shopwright_bench_search_module( false );
					$shopwright_off = shopwright_bench_page( $shopwright_url );
					shopwright_bench_search_module( true );
					$shopwright_pages[ $shopwright_page ][ $shopwright_kind ][] = array( $shopwright_on, $shopwright_off );
				}
			}
		}
		printf( "  results page /?s=…&post_type=product, whole request over HTTP (%d queries of each kind; listed: products on the page, ours/wc, summed):\n", SHOPWRIGHT_BENCH_PAGE_QUERIES );
		printf( "  %-4s %-7s %9s %9s %9s %9s %7s %7s %9s %s\n", 'page', 'kind', 'ours p50', 'ours p95', 'wc p50', 'wc p95', 'x p50', 'x p95', 'listed', 'not 200 (ours/wc)' );
		foreach ( $shopwright_pages as $shopwright_page => $shopwright_kinds_timed ) {
			$shopwright_all = array(
				'ours' => array(),
				'wc'   => array(),
			);
			foreach ( $shopwright_kinds_timed as $shopwright_kind => $shopwright_timed ) {
				$shopwright_ours_ms = array_map( static fn( array $pair ): float => $pair[0][0], $shopwright_timed );
				$shopwright_wc_ms   = array_map( static fn( array $pair ): float => $pair[1][0], $shopwright_timed );
				array_push( $shopwright_all['ours'], ...$shopwright_ours_ms );
				array_push( $shopwright_all['wc'], ...$shopwright_wc_ms );
				sort( $shopwright_ours_ms );
				sort( $shopwright_wc_ms );
				printf(
					"  %-4d %-7s %6.1f ms %6.1f ms %6.1f ms %6.1f ms %6.1fx %6.1fx %4d/%-4d %d/%d\n",
					$shopwright_page,
					$shopwright_kind,
					shopwright_bench_pct( $shopwright_ours_ms, 50 ),
					shopwright_bench_pct( $shopwright_ours_ms, 95 ),
					shopwright_bench_pct( $shopwright_wc_ms, 50 ),
					shopwright_bench_pct( $shopwright_wc_ms, 95 ),
					shopwright_bench_pct( $shopwright_wc_ms, 50 ) / max( 0.001, shopwright_bench_pct( $shopwright_ours_ms, 50 ) ),
					shopwright_bench_pct( $shopwright_wc_ms, 95 ) / max( 0.001, shopwright_bench_pct( $shopwright_ours_ms, 95 ) ),
					array_sum( array_map( static fn( array $pair ): int => $pair[0][2], $shopwright_timed ) ),
					array_sum( array_map( static fn( array $pair ): int => $pair[1][2], $shopwright_timed ) ),
					count( array_filter( $shopwright_timed, static fn( array $pair ): bool => 200 !== $pair[0][1] ) ),
					count( array_filter( $shopwright_timed, static fn( array $pair ): bool => 200 !== $pair[1][1] ) )
				);
			}
			sort( $shopwright_all['ours'] );
			sort( $shopwright_all['wc'] );
			$shopwright_results[ $shopwright_page ] = array(
				'ours p50' => shopwright_bench_pct( $shopwright_all['ours'], 50 ),
				'ours p95' => shopwright_bench_pct( $shopwright_all['ours'], 95 ),
				'wc p50'   => shopwright_bench_pct( $shopwright_all['wc'], 50 ),
				'wc p95'   => shopwright_bench_pct( $shopwright_all['wc'], 95 ),
			);
		}
		$shopwright_row_pages = array();
		foreach ( $shopwright_results as $shopwright_page => $shopwright_stat ) {
			$shopwright_row_pages[ 'page ' . $shopwright_page . ' p50' ] = sprintf( '%.0f/%.0f', $shopwright_stat['ours p50'], $shopwright_stat['wc p50'] );
			$shopwright_row_pages[ 'page ' . $shopwright_page . ' p95' ] = sprintf( '%.0f/%.0f', $shopwright_stat['ours p95'], $shopwright_stat['wc p95'] );
		}
		$shopwright_rows[ count( $shopwright_rows ) - 1 ] += $shopwright_row_pages;
	}
}

echo "\nServer time in ms (ours: the search the endpoint runs; wc: WP_Query product search). http: endpoint.php over HTTP, whole request. page N: the results page over HTTP, whole request, ours/wc.\n";
$shopwright_cols = array_keys( $shopwright_rows[0] );
echo implode( ' | ', array_map( static fn( $c ) => str_pad( $c, 10 ), $shopwright_cols ) ), "\n";
foreach ( $shopwright_rows as $shopwright_row ) {
	echo implode( ' | ', array_map( static fn( $v ) => str_pad( is_float( $v ) ? number_format( $v, 2 ) : (string) $v, 10 ), $shopwright_row ) ), "\n";
}
echo "\nGoals: ours p95 <= 25 ms at 50k and <= 40 ms at 100k; >= 20x faster than WP_Query at 100k; 100k build < 120 s; index/text <= 2.\n";
echo "Results page at 100k with descriptions indexed: >= 10x faster than WooCommerce's at p50 and p95, pages 1 and 20, and under 100 ms a page.\n";
echo "With descriptions indexed, at 100k: p95 <= 10 ms, of all the queries (ours p95) and of the everyday mix (mix p95: all but the long and letters kinds), and no query over 25 ms (ours max, and the per-kind max above).\n";
