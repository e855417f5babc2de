<?php
/**
 * The rows product categories, tags and brands get in the search index.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\IndexTables;
use Shopwright\Search\TermIndexer;

/**
 * What a term suggestion can show without loading WordPress (its name, breadcrumbs, address and
 * count of visible products) is written into the term's rows, one per word the name starts at;
 * a term with nothing a shopper may see has no rows.
 */
final class TermIndexerTest extends SearchTestCase {

	/**
	 * The indexer, on the live tables.
	 */
	private function indexer(): TermIndexer {
		global $wpdb;
		return new TermIndexer( $wpdb, new IndexTables( $wpdb ) );
	}

	/**
	 * The term's rows, by the words they start at.
	 *
	 * @param int $term_id Term id.
	 * @return array<string, array<string, string>>
	 */
	private function rows( int $term_id ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT suffix, taxonomy, name, url, breadcrumbs, count FROM %i WHERE term_id = %d', ( new IndexTables( $wpdb ) )->name( 'taxonomy' ), $term_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- Reads the test's own rows; %i quotes our table.
		return array_column( (array) $rows, null, 'suffix' );
	}

	public function test_a_category_is_written_with_its_breadcrumbs_address_and_visible_count(): void {
		$this->requires_woocommerce();
		$parent = $this->term( 'Kitchen & Dining' );
		$child  = $this->term( 'Tea Kettles', 'product_cat', $parent );
		foreach ( array( array(), array(), array( 'visibility' => 'hidden' ), array( 'status' => 'draft' ), array( 'password' => 'x' ) ) as $props ) {
			wp_set_object_terms( $this->product( 'Kettle', $props ), array( $child ), 'product_cat' );
		}

		$this->assertSame( 2, $this->indexer()->index( array( $child, $parent ) ) );

		$rows = $this->rows( $child );
		$this->assertEqualsCanonicalizing( array( 'tea kettles', 'kettles' ), array_keys( $rows ), 'Found from the start of either word.' );
		$this->assertSame( 'Tea Kettles', $rows['kettles']['name'] );
		$this->assertSame( 'Kitchen & Dining', $rows['kettles']['breadcrumbs'], 'Names are text, not entities.' );
		$this->assertSame( '2', $rows['kettles']['count'], 'Only products a shopper may see count.' );
		$this->assertStringStartsWith( '/', $rows['kettles']['url'], 'The address is kept relative to the site.' );
		$this->assertSame( home_url() . $rows['kettles']['url'], get_term_link( $child ) );
		$this->assertSame( '2', $this->rows( $parent )['kitchen dining']['count'], "A category counts its subcategories' products." );
	}

	public function test_a_term_loses_its_rows_when_nothing_visible_is_left_in_it(): void {
		$this->requires_woocommerce();
		$tag     = $this->term( 'Clearance', 'product_tag' );
		$product = $this->product( 'Old Stock' );
		wp_set_object_terms( $product, array( $tag ), 'product_tag' );
		$this->indexer()->index( array( $tag ) );
		$this->assertNotSame( array(), $this->rows( $tag ) );

		wp_update_post(
			array(
				'ID'          => $product,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( 0, $this->indexer()->index( array( $tag ) ) );
		$this->assertSame( array(), $this->rows( $tag ) );
	}

	public function test_terms_of_other_taxonomies_are_never_written(): void {
		$category = wp_insert_term( 'Blog News', 'category' );
		$this->assertIsArray( $category );
		$this->assertSame( 0, $this->indexer()->index( array( (int) $category['term_id'] ) ) );
		$this->assertSame( array(), $this->rows( (int) $category['term_id'] ) );
		$this->assertSame( 0, $this->indexer()->index( array( 0, -3 ) ), 'Nonsense ids write nothing.' );
	}

	public function test_a_category_depends_on_its_ancestors_and_when_moved_on_its_subcategories(): void {
		$this->requires_woocommerce();
		$top    = $this->term( 'Home' );
		$middle = $this->term( 'Lighting', 'product_cat', $top );
		$bottom = $this->term( 'Lamps', 'product_cat', $middle );
		$tag    = $this->term( 'Cosy', 'product_tag' );

		$this->assertEqualsCanonicalizing( array( $middle, $top ), $this->indexer()->with_related( array( $middle ), false ) );
		$this->assertEqualsCanonicalizing( array( $middle, $top, $bottom ), $this->indexer()->with_related( array( $middle ), true ) );
		$this->assertSame( array( $tag ), $this->indexer()->with_related( array( $tag ), true ), 'Tags have no family.' );
	}

	public function test_a_products_suggested_terms_are_found_for_its_save(): void {
		$this->requires_woocommerce();
		$category = $this->term( 'Mugs' );
		$tag      = $this->term( 'Stoneware', 'product_tag' );
		$product  = $this->product( 'Mug' );
		wp_set_object_terms( $product, array( $category ), 'product_cat' );
		wp_set_object_terms( $product, array( $tag ), 'product_tag' );

		$this->assertEqualsCanonicalizing( array( $category, $tag ), $this->indexer()->terms_of( array( $product ) ) );
		$this->assertSame( array(), $this->indexer()->terms_of( array() ) );
	}

	public function test_stored_names_are_read_as_text(): void {
		$this->assertSame( 'Tom & Jerry’s "Best"', TermIndexer::decode( 'Tom &amp; Jerry&#8217;s &quot;Best&quot;' ) );
	}
}
