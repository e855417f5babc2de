<?php
/**
 * What goes into the search index, and what never does.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\Postings;

/**
 * The indexer and its incremental updates.
 */
final class IndexerTest extends SearchTestCase {

	/**
	 * Published, visible products are found; private, draft, password-protected and hidden ones are not.
	 */
	public function test_only_public_visible_products_are_indexed(): void {
		$this->requires_woocommerce();
		$public   = $this->product( 'Quokkaberry Lamp' );
		$private  = $this->product( 'Quokkaberry Private', array( 'status' => 'private' ) );
		$draft    = $this->product( 'Quokkaberry Draft', array( 'status' => 'draft' ) );
		$password = $this->product( 'Quokkaberry Secret', array( 'password' => 'letmein' ) );
		$hidden   = $this->product( 'Quokkaberry Hidden', array( 'visibility' => 'hidden' ) );
		$shop     = $this->product( 'Quokkaberry Shoponly', array( 'visibility' => 'catalog' ) );

		$found = $this->search( 'quokkaberry' );

		$this->assertContains( $public, $found );
		foreach ( array( $private, $draft, $password, $hidden, $shop ) as $id ) {
			$this->assertNotContains( $id, $found );
		}
	}

	/**
	 * Out-of-stock products follow the owner's setting.
	 */
	public function test_out_of_stock_products_follow_the_setting(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'index_out_of_stock' => false ) );
		$id = $this->product( 'Zanzibarite Stool', array( 'stock' => 'outofstock' ) );
		$this->assertSame( array(), $this->search( 'zanzibarite' ) );

		$this->set_search( array( 'index_out_of_stock' => true ) );
		$this->reindex( $id );
		$this->assertSame( array( $id ), $this->search( 'zanzibarite' ) );
	}

	/**
	 * A product made private after it was indexed disappears at the next update.
	 */
	public function test_unpublishing_removes_the_product(): void {
		$this->requires_woocommerce();
		$id = $this->product( 'Marmalopod Vase' );
		$this->assertSame( array( $id ), $this->search( 'marmalopod' ) );

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'private',
			)
		);
		$this->reindex( $id );
		$this->assertSame( array(), $this->search( 'marmalopod' ) );
	}

	/**
	 * A product found by its short description, its tag, and its variation's SKU.
	 */
	public function test_short_description_tags_and_variation_skus_are_searchable(): void {
		$this->requires_woocommerce();
		$id = $this->product( 'Plain Jug', array( 'short' => 'Glazed in <strong>xylophonic</strong> blue' ) );
		wp_set_object_terms( $id, array( 'wobbletag' ), 'product_tag' );

		$variable = new \WC_Product_Variable();
		$variable->set_name( 'Knitted Scarf' );
		$variable->set_status( 'publish' );
		$parent    = $variable->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent );
		$variation->set_sku( 'SCARF-RED-99' );
		$variation->set_regular_price( '12' );
		$variation->set_status( 'publish' );
		$variation->save();
		$this->reindex( $id, $parent );

		$this->assertSame( array( $id ), $this->search( 'xylophonic' ) );
		$this->assertSame( array( $id ), $this->search( 'wobbletag' ) );
		$this->assertSame( $variation->get_id(), $this->search( 'scarf-red-99' )[0], 'An exact variation SKU finds the variation itself, first.' );
		$this->assertContains( $parent, $this->search( 'scarf red 99' ) );
	}

	public function test_a_variation_links_to_its_product_with_its_attributes_chosen(): void {
		$this->requires_woocommerce();
		$variable = new \WC_Product_Variable();
		$variable->set_name( 'Woolly Mitten' );
		$variable->set_status( 'publish' );
		$parent    = $variable->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent );
		$variation->set_sku( 'MITTEN-RED-M' );
		$variation->set_attributes(
			array(
				'colour' => 'Deep red',
				'size'   => '',
			)
		);
		$variation->set_regular_price( '9' );
		$variation->set_status( 'publish' );
		$variation->save();
		$this->reindex( $parent );

		$found = array_values( array_filter( $this->suggest( 'mitten-red-m' ), static fn( array $s ): bool => 'product_variation' === $s['type'] ) );

		$this->assertNotEmpty( $found );
		$this->assertStringContainsString( 'attribute_colour=Deep%20red', $found[0]['url'] );
		$this->assertStringNotContainsString( 'attribute_size', $found[0]['url'], 'An "any" attribute is left for the shopper.' );
		$this->assertStringStartsWith( (string) get_permalink( $parent ), $found[0]['url'] );
	}

	/**
	 * Posts are indexed only when the owner asks, and work without WooCommerce.
	 */
	public function test_posts_are_indexed_when_switched_on(): void {
		$post = wp_insert_post(
			array(
				'post_title'  => 'Thornquist Gardening Notes',
				'post_status' => 'publish',
				'post_type'   => 'post',
			)
		);
		$this->reindex( $post );
		$this->assertSame( array(), $this->search( 'thornquist' ) );

		$this->set_search( array( 'index_posts' => true ) );
		$this->reindex( $post );
		$this->assertSame( array( $post ), $this->search( 'thornquist' ) );
	}

	/**
	 * Addresses are stored relative to home and answered absolute; descriptions are read from
	 * the post when shown (and only then), so a changed excerpt shows without a reindex.
	 */
	public function test_addresses_are_relative_and_descriptions_live(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$this->set_search( array( 'show_description' => true ) );
		$id = $this->product( 'Fennimore Jug', array( 'short' => '<p>Holds <strong>milk</strong> [gallery ids="1"]</p>' ) );

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- The test reads our table; %i quotes it.
		$stored = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT url FROM %i WHERE object_id = %d', $wpdb->prefix . 'shopwright_search_index', $id ) );
		$this->assertStringStartsWith( '/', $stored );
		$this->assertSame( get_permalink( $id ), home_url() . $stored );

		$suggestion = $this->suggest( 'fennimore' )[1];
		$this->assertSame( get_permalink( $id ), $suggestion['url'] );
		$this->assertSame( 'Holds milk', $suggestion['desc'] );

		wp_update_post(
			array(
				'ID'           => $id,
				'post_excerpt' => 'Pours well',
			)
		);
		$this->assertSame( 'Pours well', $this->suggest( 'fennimore' )[1]['desc'] );

		// Not shown, not read: the suggestion has no description.
		$this->set_search( array( 'show_description' => false ) );
		$this->assertArrayNotHasKey( 'desc', $this->suggest( 'fennimore' )[1] );
		$this->assertSame( get_permalink( $id ), $this->suggest( 'fennimore' )[1]['url'] );
	}

	/**
	 * A rebuild indexes a whole block of objects (up to 4,096) in one batch, read a few hundred at
	 * a time. 900 products over two blocks, indexed in one call, are all found; the best seller,
	 * read after the first few hundred, comes first; the last one is found by its own number; and
	 * the rows of their shared word are written once, in popularity order, without the rebuild's
	 * ordering phase.
	 */
	public function test_a_batch_bigger_than_a_read_indexes_every_object_in_order(): void {
		$this->requires_woocommerce();
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- Made-up products in the test's transaction, written as a bulk import would.
		$boundary = ( Postings::block( (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) ) + 2 ) << Postings::BLOCK_BITS;
		$ids      = array();
		for ( $i = 0; $i < 900; $i++ ) {
			$id = $boundary - 450 + $i;
			$wpdb->insert(
				$wpdb->posts,
				array(
					'ID'                    => $id,
					'post_type'             => 'product',
					'post_status'           => 'publish',
					'post_title'            => "Qxbatch item $i",
					'post_name'             => "qxbatch-item-$i",
					'post_content'          => '',
					'post_excerpt'          => '',
					'to_ping'               => '',
					'pinged'                => '',
					'post_content_filtered' => '',
				)
			);
			$wpdb->insert(
				$wpdb->postmeta,
				array(
					'post_id'    => $id,
					'meta_key'   => 'total_sales',
					'meta_value' => (string) ( 700 === $i ? 5000 : $i % 60 ),
				)
			);
			$ids[] = $id;
		}
		$this->assertSame( 900, $this->module->indexer()->index_ids( $ids ) );

		$service = new \Shopwright\Search\SearchService( $wpdb, $this->module->snapshot() );
		$found   = $service->engine()->find( 'qxbatch', 10, 0 );
		$this->assertSame( 900, $found['total'], 'Every object of the batch is indexed.' );
		$this->assertSame( $ids[700], $found['products'][0], 'The best seller first.' );
		$this->assertSame( array( $ids[899] ), $service->engine()->find( 'qxbatch 899', 10, 0 )['products'], 'The last one, by its number.' );

		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT block, entries, sorted FROM {$wpdb->prefix}shopwright_search_postings WHERE token = %s ORDER BY block", 'qxbatch' ), ARRAY_N );
		// phpcs:enable
		$block = Postings::block( $boundary );
		$this->assertSame(
			array( array( (string) ( $block - 1 ), '450', '450' ), array( (string) $block, '450', '450' ) ),
			$rows,
			'One row in each block, each written once and in order.'
		);
	}
}
