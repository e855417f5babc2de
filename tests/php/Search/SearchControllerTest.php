<?php
/**
 * The search REST routes and the light endpoint.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Plugin;
use Shopwright\Platform\RateLimiter;

/**
 * GET /shopwright/v1/search, /search/details, /search/index and endpoint.php.
 */
final class SearchControllerTest extends SearchTestCase {

	/**
	 * A search answers suggestions in the shape the search box reads.
	 */
	public function test_search_returns_suggestions(): void {
		$this->requires_woocommerce();
		$id       = $this->product( 'Snorkelwood Tray', array( 'sku' => 'SNK-1' ) );
		$response = $this->rest_get( array( 's' => 'snorkelwood' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'headline', 'product' ), array_column( $response->get_data()['suggestions'], 'type' ) );
		$suggestion = $response->get_data()['suggestions'][1];
		$this->assertSame( 'Snorkelwood Tray', $suggestion['value'] );
		$this->assertSame( $id, $suggestion['post_id'] );
		$this->assertSame( get_permalink( $id ), $suggestion['url'] );
		$this->assertStringContainsString( '10', $suggestion['price'] );
		$this->assertStringContainsString( 'max-age', (string) $response->get_headers()['Cache-Control'] );
	}

	/**
	 * No match gives the single no-results suggestion; too few characters give none.
	 */
	public function test_no_results_and_minimum_characters(): void {
		$this->assertSame( 'no-results', $this->rest_get( array( 's' => 'qqqzzzxxxnothing' ) )->get_data()['suggestions'][0]['type'] );
		$this->assertSame( array(), $this->rest_get( array( 's' => 'ab' ) )->get_data()['suggestions'] );
	}

	/**
	 * Lists where the routes take text, and text where they take lists of ids, are refused.
	 */
	public function test_parameters_of_the_wrong_shape_are_refused(): void {
		$this->assertSame( 400, $this->rest_get( array( 's' => array( 'lamp' ) ) )->get_status() );
		$this->assertSame( 400, $this->rest_get( array( 's' => array( 'a' => array( 'b' ) ) ) )->get_status() );
		$this->assertSame(
			400,
			$this->rest_get(
				array(
					'l' => array( 'en' ),
					's' => 'lamp',
				)
			)->get_status()
		);
		$this->assertSame( 400, $this->rest_get( array() )->get_status(), 'The search text is required.' );
		foreach ( array( 'x', array( 'x' ), array( -1 ), array( array( 1 ) ) ) as $ids ) {
			$this->assertSame( 400, $this->rest_get( array( 'ids' => $ids ), '/shopwright/v1/search/details' )->get_status(), wp_json_encode( $ids ) );
		}
	}

	/**
	 * The details route refuses a list longer than the panel shows before it checks a single
	 * id (WordPress would otherwise check each of them first).
	 */
	public function test_oversized_details_lists_are_refused_before_any_id_is_checked(): void {
		$this->set_search( array( 'details_max_items' => 3 ) );
		foreach ( array( range( 1, 4 ), range( 1, 200000 ), implode( ',', range( 1, 200000 ) ) ) as $ids ) {
			$response = $this->rest_get( array( 'ids' => $ids ), '/shopwright/v1/search/details' );
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'shopwright_too_many_ids', $response->get_data()['data']['details']['ids']['code'] ?? null );
		}
		// An oversized list of garbage is refused for its size, not item by item.
		$garbage = $this->rest_get( array( 'ids' => array_fill( 0, 200000, 'x' ) ), '/shopwright/v1/search/details' );
		$this->assertSame( 'shopwright_too_many_ids', $garbage->get_data()['data']['details']['ids']['code'] ?? null );
	}

	/**
	 * The light endpoint refuses a search text that is not one string, as the REST route does.
	 */
	public function test_light_endpoint_refuses_text_of_the_wrong_shape(): void {
		$url = $this->module->endpoint_url();
		foreach ( array( 's%5B%5D=lamp', 's%5Ba%5D=lamp', '' ) as $query ) {
			$response = wp_remote_get( $url . ( str_contains( $url, '?' ) ? '&' : '?' ) . $query, array( 'timeout' => 5 ) );
			if ( is_wp_error( $response ) ) {
				$this->markTestSkipped( 'The test site is not being served over HTTP: ' . $response->get_error_message() );
			}
			$this->assertSame( 400, wp_remote_retrieve_response_code( $response ), $query );
			$body = json_decode( wp_remote_retrieve_body( $response ), true );
			$this->assertSame( $this->rest_get( '' === $query ? array() : array( 's' => array( 'lamp' ) ) )->get_data()['code'], $body['code'], 'The same code as the REST route.' );
		}
	}

	/**
	 * A query over the length cap is refused with 400.
	 */
	public function test_long_query_is_refused(): void {
		$this->set_search( array( 'max_query_length' => 20 ) );
		$this->assertSame( 400, $this->rest_get( array( 's' => str_repeat( 'a', 21 ) ) )->get_status() );
	}

	/**
	 * Past the limit a client gets 429 with Retry-After.
	 */
	public function test_rate_limit_answers_429_with_retry_after(): void {
		$this->set_search( array( 'rate_limit' => 3 ) );
		$remote                 = $_SERVER['REMOTE_ADDR'] ?? ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Saved to be put back as it was.
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 254 ); // A client no earlier request (committed by the HTTP server) has used.
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertSame( 200, $this->rest_get( array( 's' => 'lamp' ) )->get_status() );
		}
		$response               = $this->rest_get( array( 's' => 'lamp' ) );
		$_SERVER['REMOTE_ADDR'] = $remote;
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'shopwright_rate_limited', $response->get_data()['code'] );
		$retry = (int) $response->get_headers()['Retry-After'];
		$this->assertGreaterThanOrEqual( 1, $retry );
		$this->assertLessThanOrEqual( 60, $retry );
	}

	/**
	 * The details route counts against the same budget, and answers the same 429.
	 */
	public function test_details_share_the_rate_limit(): void {
		$this->set_search( array( 'rate_limit' => 2 ) );
		$remote                 = $_SERVER['REMOTE_ADDR'] ?? ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Saved to be put back as it was.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 ); // A client no earlier request has used.
		$this->assertSame( 200, $this->rest_get( array( 's' => 'lamp' ) )->get_status() );
		$this->assertSame( 200, $this->rest_get( array( 'ids' => array( 1 ) ), '/shopwright/v1/search/details' )->get_status() );
		$response               = $this->rest_get( array( 'ids' => array( 1 ) ), '/shopwright/v1/search/details' );
		$_SERVER['REMOTE_ADDR'] = $remote;
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'shopwright_rate_limited', $response->get_data()['code'] );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] );
		$this->assertGreaterThanOrEqual( 1, (int) $response->get_headers()['Retry-After'] );
	}

	/**
	 * The window slides: a client blocked now may search again two minutes later.
	 */
	public function test_rate_limit_window_slides(): void {
		global $wpdb;
		$limiter = new RateLimiter( $wpdb, $wpdb->prefix . 'shopwright_search_rate', 2 );
		$now     = 1_800_000_000 - ( 1_800_000_000 % 60 );
		$this->assertSame( 0, $limiter->hit( '203.0.113.9', $now ) );
		$this->assertSame( 0, $limiter->hit( '203.0.113.9', $now + 1 ) );
		$this->assertGreaterThan( 0, $limiter->hit( '203.0.113.9', $now + 2 ) );
		$this->assertSame( 0, $limiter->hit( '198.51.100.7', $now + 2 ), 'Another client is not limited.' );
		$this->assertSame( 0, $limiter->hit( '203.0.113.9', $now + 125 ) );
	}

	/**
	 * With a persistent object cache (as on a site with several PHP servers), the limit counts
	 * there with atomic increments and asks nothing of the database; the window slides the same.
	 * WordPress's own cache, told it is persistent, stands in for Redis or Memcached.
	 */
	public function test_with_a_persistent_object_cache_the_limit_asks_nothing_of_the_database(): void {
		global $wpdb;
		$table = $wpdb->prefix . 'shopwright_search_rate';
		$was   = wp_using_ext_object_cache( true );
		try {
			$limiter = new RateLimiter( $wpdb, $table, 2, 'cache-probe' );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A test reads the table; %i quotes it.
			$rows    = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $table ) );
			$queries = $wpdb->num_queries;
			$now     = 1_800_000_000 - ( 1_800_000_000 % 60 );

			$this->assertSame( 0, $limiter->hit( '203.0.113.9', $now ) );
			$this->assertSame( 0, $limiter->hit( '203.0.113.9', $now + 1 ) );
			$this->assertSame( 58, $limiter->hit( '203.0.113.9', $now + 2 ), 'The third in a minute waits for the minute to end.' );
			$this->assertSame( 0, $limiter->hit( '198.51.100.7', $now + 2 ), 'Another client is not limited.' );
			// Early in the next minute, last minute's three still count for most of the window.
			$this->assertGreaterThan( 0, $limiter->hit( '203.0.113.9', $now + 61 ) );
			$this->assertSame( 0, $limiter->hit( '203.0.113.9', $now + 125 ) );

			$this->assertSame( $queries, $wpdb->num_queries, 'No query at all.' );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A test reads the table; %i quotes it.
			$this->assertSame( $rows, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i', $table ) ) );
		} finally {
			wp_using_ext_object_cache( $was );
		}
	}

	/**
	 * A persistent object cache whose increment reads, adds and writes and answers true instead
	 * of the new count (as a popular Redis drop-in's does) cannot count: the limit falls back to
	 * the table and still refuses the third search in a minute.
	 */
	public function test_a_cache_without_a_real_increment_falls_back_to_the_table(): void {
		global $wpdb, $wp_object_cache;
		$was    = wp_using_ext_object_cache( true );
		$cache  = $wp_object_cache;
		$faulty = new class() extends \WP_Object_Cache {
			/**
			 * Reads, adds, writes, and answers whether the write worked.
			 *
			 * @param int|string $key    Key.
			 * @param int        $offset Amount.
			 * @param string     $group  Group.
			 * @return bool
			 */
			public function incr( $key, $offset = 1, $group = 'default' ) {
				return $this->set( $key, (int) $this->get( $key, $group ) + $offset, $group );
			}
		};
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Swapped for this test, restored below.
		$wp_object_cache = $faulty;
		try {
			$limiter = new RateLimiter( $wpdb, $wpdb->prefix . 'shopwright_search_rate', 2, 'faulty-cache-probe' );
			$now     = 1_800_000_000 - ( 1_800_000_000 % 60 );
			$this->assertSame( 0, $limiter->hit( '203.0.113.10', $now ) );
			$this->assertSame( 0, $limiter->hit( '203.0.113.10', $now + 1 ) );
			$this->assertSame( 58, $limiter->hit( '203.0.113.10', $now + 2 ), 'The third in a minute waits.' );
		} finally {
			// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restored.
			$wp_object_cache = $cache;
			wp_using_ext_object_cache( $was );
		}
	}

	/**
	 * The details route takes a few items only, and never shows what is not public.
	 */
	public function test_details_are_capped_and_public_only(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'details_max_items' => 2 ) );
		$public  = $this->product( 'Detailia Cup', array( 'short' => 'Holds tea' ) );
		$private = $this->product( 'Detailia Secret', array( 'status' => 'private' ) );
		$draft   = $this->product( 'Detailia Draft', array( 'status' => 'draft' ) );

		$this->assertSame( 400, $this->rest_get( array( 'ids' => array( $public, $private, $draft ) ), '/shopwright/v1/search/details' )->get_status() );

		$response = $this->rest_get( array( 'ids' => array( $public, $private ) ), '/shopwright/v1/search/details' );
		$this->assertSame( 200, $response->get_status() );
		$items = $response->get_data()['items'];
		$this->assertSame( array( $public ), array_column( $items, 'objectID' ) );
		$this->assertStringContainsString( 'Detailia Cup', $items[0]['html'] );
		$this->assertStringContainsString( 'Holds tea', $items[0]['html'] );
	}

	/**
	 * Rebuild progress is for administrators only.
	 */
	public function test_index_progress_needs_manage_options(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/shopwright/v1/search/index' )->get_status() );
		$this->log_in_as( 'administrator' );
		$data = $this->rest( 'GET', '/shopwright/v1/search/index' )->get_data();
		$this->assertSame( array( 'state', 'done', 'total', 'started', 'finished', 'seconds' ), array_keys( $data ) );
	}

	/**
	 * Starting a rebuild queues it, counts what it will go through, and keeps when the last
	 * complete one finished and how long it took; only administrators may start one.
	 */
	public function test_rebuild_is_queued_and_keeps_the_last_one(): void {
		// Pages exist on every site, with or without WooCommerce: the rebuild has work to count.
		$this->set_search( array( 'index_pages' => true ) );
		update_option(
			\Shopwright\Search\Rebuilder::OPTION,
			array(
				'state'    => 'done',
				'done'     => 10,
				'total'    => 10,
				'started'  => 1700000000,
				'finished' => 1700000042,
				'seconds'  => 41.5,
			),
			false
		);
		$this->log_in_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/shopwright/v1/search/index' )->get_status() );

		$this->log_in_as( 'administrator' );
		$response = $this->rest( 'POST', '/shopwright/v1/search/index' );
		$this->assertSame( 202, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'queued', $data['state'] );
		$this->assertSame( 0, $data['done'] );
		$this->assertGreaterThan( 0, $data['total'] );
		$this->assertGreaterThanOrEqual( time() - 5, $data['started'] );
		$this->assertSame( 1700000042, $data['finished'] );
		$this->assertSame( 41.5, $data['seconds'] );
		$this->assertSame( $data, $this->rest( 'GET', '/shopwright/v1/search/index' )->get_data() );
	}

	/**
	 * With the module off, its routes and hooks are not there.
	 */
	public function test_module_off_registers_nothing(): void {
		global $wp_filter;
		$this->set_search( array( 'enabled' => false ) );
		$active = array_map( static fn( $module ): string => $module->id(), Plugin::instance()->active_modules() );
		$this->assertNotContains( 'search', $active );

		unset( $wp_filter['rest_api_init'], $wp_filter['save_post'] );
		Plugin::instance()->register_modules();
		$routes = rest_get_server()->get_routes();
		$this->assertArrayNotHasKey( '/shopwright/v1/search', $routes );
		$this->assertArrayNotHasKey( '/shopwright/v1/search/details', $routes );
		$this->assertArrayNotHasKey( '/shopwright/v1/search/prices', $routes );
		$this->assertFalse( has_action( 'save_post', array( $this->module->sync(), 'queue_post' ) ) );
	}

	/**
	 * The light endpoint answers JSON over HTTP, with the same length cap.
	 */
	public function test_light_endpoint_answers_over_http(): void {
		$url      = $this->module->endpoint_url();
		$response = wp_remote_get( add_query_arg( 's', rawurlencode( "' OR 1=1 <b>%" ), $url ), array( 'timeout' => 5 ) );
		if ( is_wp_error( $response ) ) {
			$this->markTestSkipped( 'The test site is not being served over HTTP: ' . $response->get_error_message() );
		}
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
		$this->assertIsArray( json_decode( wp_remote_retrieve_body( $response ), true )['suggestions'] ?? null );

		$long = wp_remote_get( add_query_arg( 's', str_repeat( 'a', 500 ), $url ), array( 'timeout' => 5 ) );
		$this->assertSame( 400, wp_remote_retrieve_response_code( $long ) );
	}
}
