<?php
/**
 * WooCommerce's product search results answered from the index.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\Rebuilder;

/**
 * The product searches WooCommerce runs through WP_Query (the results page, the Product
 * Collection block, the Store API) list what the suggestions find, in their order.
 */
final class ResultsPageTest extends SearchTestCase {

	/**
	 * The index counts as built, as it is once a rebuild has finished.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->index_built();
	}

	/**
	 * A product search as the results page runs it.
	 *
	 * @param string               $search The search text.
	 * @param array<string, mixed> $args   More query arguments.
	 */
	private function results( string $search, array $args = array() ): \WP_Query {
		return new \WP_Query(
			$args + array(
				'post_type'      => 'product',
				'post_status'    => 'publish',
				's'              => $search,
				'posts_per_page' => 10,
				'orderby'        => 'relevance',
			)
		);
	}

	/**
	 * Ids of a query's posts.
	 *
	 * @param \WP_Query $query The query, run.
	 * @return list<int>
	 */
	private static function ids( \WP_Query $query ): array {
		return array_map( static fn( $post ): int => $post instanceof \WP_Post ? $post->ID : (int) $post, $query->posts );
	}

	/**
	 * A misspelling finds what the suggestions find, in their order, page by page, with the
	 * count of all; WooCommerce's own search finds nothing for it.
	 */
	public function test_a_misspelling_lists_the_suggestions_products_page_by_page(): void {
		$this->requires_woocommerce();
		$ids = array();
		foreach ( array( 'Grebnolt Hoodie', 'Grebnolt Sweater', 'Grebnolt Scarf', 'Grebnolt Mittens', 'Grebnolt Beanie' ) as $i => $name ) {
			$ids[] = $this->product( $name, array( 'sales' => 10 * ( 5 - $i ) ) );
		}
		$suggested = $this->search( 'grebnlot', 10 );
		$this->assertEqualsCanonicalizing( $ids, $suggested );

		$first = $this->results( 'grebnlot', array( 'posts_per_page' => 2 ) ); // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- Two a page; the sniff misreads the closing brackets as the value.
		$this->assertSame( array_slice( $suggested, 0, 2 ), self::ids( $first ) );
		$this->assertSame( 5, $first->found_posts );
		$this->assertSame( 3, $first->max_num_pages );
		$third = $this->results(
			'grebnlot',
			array(
				'posts_per_page' => 2,
				'paged'          => 3,
			)
		);
		$this->assertSame( array_slice( $suggested, 4, 2 ), self::ids( $third ) );
		$this->assertSame( 5, $third->found_posts );

		// The index not built yet: WooCommerce's own search answers, and finds no misspelling.
		update_option( Rebuilder::OPTION, array( 'state' => 'idle' ), false );
		$this->assertSame( array(), self::ids( $this->results( 'grebnlot' ) ) );
		$this->assertCount( 5, $this->results( 'grebnolt' )->posts );
	}

	/**
	 * A sorting the shopper picks, and a filter, apply within the products the index found.
	 */
	public function test_sorting_and_filters_keep_within_the_matches(): void {
		$this->requires_woocommerce();
		$cat    = $this->term( 'Plovish Things' );
		$cheap  = $this->product( 'Plovish Lamp', array( 'price' => '5' ) );
		$dear   = $this->product( 'Plovish Chair', array( 'price' => '50' ) );
		$middle = $this->product( 'Plovish Table', array( 'price' => '20' ) );
		$this->product( 'Lamp Without The Word', array( 'price' => '1' ) );
		$this->assign( $dear, array( $cat ) );
		$this->assign( $middle, array( $cat ) );

		$by_title = $this->results(
			'plovish',
			array(
				'orderby' => 'title',
				'order'   => 'ASC',
			)
		);
		$this->assertSame( array( $dear, $cheap, $middle ), self::ids( $by_title ) );
		$this->assertSame( 3, $by_title->found_posts );

		$in_category = $this->results(
			'plovish',
			array(
				'tax_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- The filter under test.
					array(
						'taxonomy' => 'product_cat',
						'terms'    => array( $cat ),
					),
				),
			)
		);
		$this->assertEqualsCanonicalizing( array( $dear, $middle ), self::ids( $in_category ) );
		$this->assertSame( 2, $in_category->found_posts );
	}

	/**
	 * Nothing private, draft, behind a password, hidden or shown only in the shop is listed,
	 * as the suggestions list none of them; a product shown only in search results is. A product
	 * made private behind the index's back is not listed either.
	 */
	public function test_the_same_products_stay_hidden_as_in_the_suggestions(): void {
		$this->requires_woocommerce();
		$shown       = $this->product( 'Wizzleplank Shown' );
		$search_only = $this->product( 'Wizzleplank Search Only', array( 'visibility' => 'search' ) );
		$this->product( 'Wizzleplank Private', array( 'status' => 'private' ) );
		$this->product( 'Wizzleplank Draft', array( 'status' => 'draft' ) );
		$this->product( 'Wizzleplank Locked', array( 'password' => 'secret' ) );
		$this->product( 'Wizzleplank Hidden', array( 'visibility' => 'hidden' ) );
		$this->product( 'Wizzleplank Shop Only', array( 'visibility' => 'catalog' ) );
		$missed = $this->product( 'Wizzleplank Missed' );

		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'private' ), array( 'ID' => $missed ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A change the index does not hear of.
		clean_post_cache( $missed );

		$listed = self::ids( $this->results( 'wizzleplank' ) );
		$this->assertEqualsCanonicalizing( array( $shown, $search_only ), $listed );
		$suggested = array_column( array_filter( $this->suggest( 'wizzleplank' ), static fn( array $s ): bool => 'product' === $s['type'] ), 'post_id' );
		$this->assertEqualsCanonicalizing( $suggested, $listed );

		// Logged in as the shop manager, who may read private products: still only what shoppers find.
		$this->log_in_as( 'administrator' );
		$this->assertEqualsCanonicalizing( array( $shown, $search_only ), self::ids( $this->results( 'wizzleplank' ) ) );
	}

	/**
	 * Nothing holding every word: the partial matches are listed, as in the suggestions.
	 */
	public function test_a_partial_match_lists_what_the_suggestions_list(): void {
		$this->requires_woocommerce();
		$scarf   = $this->product( 'Quorbel Scarf' );
		$mittens = $this->product( 'Quorbel Mittens' );

		$query = $this->results( 'quorbel grobnak' );
		$this->assertEqualsCanonicalizing( array( $scarf, $mittens ), self::ids( $query ) );
		$this->assertSame( 2, $query->found_posts );
	}

	/**
	 * The Store API's product search (`wc/store/v1/products?search=`) answers from the index:
	 * a misspelling finds the product, sorted by relevance unless the request names an order.
	 */
	public function test_the_store_api_search_answers_from_the_index(): void {
		$this->requires_woocommerce();
		$best  = $this->product( 'Dromblet Lantern', array( 'sales' => 50 ) );
		$other = $this->product( 'Dromblet Candle', array( 'sales' => 1 ) );

		$response = $this->rest_get( array( 'search' => 'drombelt' ), '/wc/store/v1/products' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $this->search( 'drombelt' ), array_column( $response->get_data(), 'id' ) );
		$this->assertSame( array( $best, $other ), array_column( $response->get_data(), 'id' ) );

		$response = $this->rest_get(
			array(
				'search'  => 'drombelt',
				'orderby' => 'title',
				'order'   => 'asc',
			),
			'/wc/store/v1/products'
		);
		$this->assertSame( array( $other, $best ), array_column( $response->get_data(), 'id' ) );
	}

	/**
	 * Hostile search texts are only text: no SQL error, no wildcard, and a page lists what the
	 * index finds for the words in them, as the suggestions would; the longest are cut to the
	 * owner's longest search text (WordPress itself drops a search text over 1,600 characters).
	 */
	public function test_hostile_queries_are_only_text(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$lamp = $this->product( 'Snibbet Lamp' );
		$this->product( 'Other Snibbet Chair' );

		foreach ( array( '%', '_', '%%%', '\\', "\0", '🙂🙂🙂' ) as $text ) {
			$this->assertSame( array(), self::ids( $this->results( $text ) ), 'Not a wildcard: ' . $text );
			$this->assertSame( '', $wpdb->last_error );
		}
		foreach ( array( "' OR 1=1 -- ", '") UNION SELECT ID FROM wp_users -- ', '<script>alert(1)</script>', str_repeat( 'a', 1500 ), str_repeat( 'snibbet ', 190 ), "snibbet\u{202E}lamp" ) as $text ) {
			$listed = self::ids( $this->results( $text, array( 'posts_per_page' => 50 ) ) ); // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- Fifty a page; the sniff misreads the closing brackets as the value.
			$this->assertSame( '', $wpdb->last_error, substr( $text, 0, 40 ) );
			$this->assertSame( array_slice( $this->search( mb_substr( $text, 0, 100 ), 50 ), 0, count( $listed ) ), $listed, 'What the index finds: ' . substr( $text, 0, 40 ) );
		}
		$this->assertSame( $lamp, self::ids( $this->results( 'snibbet lamp' ) )[0] ?? null );
	}
}
