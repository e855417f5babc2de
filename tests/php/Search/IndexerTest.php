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
		$boundary = ( Postings::block( (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) ) + 2 ) << Postings::BLOCK_BITS; // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The highest id, to start past it.
		$ids      = $this->bulk_products( 'Qxbatch', $boundary - 450, 900, static fn( int $i ): int => 700 === $i ? 5000 : $i % 60 );
		$this->assertSame( 900, $this->module->indexer()->index_ids( $ids ) );

		$service = new \Shopwright\Search\SearchService( $wpdb, $this->module->snapshot() );
		$found   = $service->engine()->find( 'qxbatch', 10, 0 );
		$this->assertSame( 900, $found['total'], 'Every object of the batch is indexed.' );
		$this->assertSame( $ids[700], $found['products'][0], 'The best seller first.' );
		$this->assertSame( array( $ids[899] ), $service->engine()->find( 'qxbatch 899', 10, 0 )['products'], 'The last one, by its number.' );

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The test's own rows.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT block, entries, sorted FROM {$wpdb->prefix}shopwright_search_postings WHERE token = %s ORDER BY block", 'qxbatch' ), ARRAY_N );
		$block = Postings::block( $boundary );
		$this->assertSame(
			array( array( (string) ( $block - 1 ), '450', '450' ), array( (string) $block, '450', '450' ) ),
			$rows,
			'One row in each block, each written once and in order.'
		);
	}

	/**
	 * A product saved again takes its rows' old entries out and puts its new ones in, each row
	 * rewritten once, whole: in popularity order and with its bitmaps, so that searches keep
	 * their shortcuts (a row appended to had neither until the next rebuild). The product is
	 * found by its new words at once, ranked by its new sales, and no longer by the words it lost.
	 */
	public function test_a_saved_product_leaves_its_rows_in_order_with_their_bitmaps(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$start = ( Postings::block( (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) ) + 2 ) << Postings::BLOCK_BITS; // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The highest id, to start past it.
		$ids   = $this->bulk_products( 'Qxedit', $start, 200, static fn( int $i ): int => $i % 60 );
		$this->module->indexer()->index_ids( $ids );

		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- The test's own rows, changed as a save would.
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Qxedit zqrenamed' ), array( 'ID' => $ids[7] ) );
		$wpdb->update(
			$wpdb->postmeta,
			array( 'meta_value' => '7000' ),
			array(
				'post_id'  => $ids[7],
				'meta_key' => 'total_sales',
			)
		);
		$this->module->indexer()->index_ids( array( $ids[7] ) );

		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT token, entries, sorted, LENGTH(bitmap) FROM {$wpdb->prefix}shopwright_search_postings WHERE block = %d AND token IN (%s, %s, %s, %s) ORDER BY token", Postings::block( $start ), 'item', 'qxedit', Postings::letter( 'q' ), Postings::letter( 'i' ) ), ARRAY_N );
		// phpcs:enable
		$this->assertSame(
			array(
				array( Postings::letter( 'i' ), '199', '199', (string) Postings::BITMAP_BYTES ),
				array( Postings::letter( 'q' ), '200', '200', (string) Postings::BITMAP_BYTES ),
				array( 'item', '199', '199', (string) Postings::BITMAP_BYTES ),
				array( 'qxedit', '200', '200', (string) Postings::BITMAP_BYTES ),
			),
			$rows,
			'Every entry in order and the bitmap of their one kind of entry; the saved product no longer holds "item".'
		);
		$service = new \Shopwright\Search\SearchService( $wpdb, $this->module->snapshot() );
		$this->assertSame( array( $ids[7] ), $service->engine()->find( 'zqrenamed', 10, 0 )['products'], 'Found by its new word.' );
		$found = $service->engine()->find( 'qxedit', 10, 0 );
		$this->assertSame( array( 200, $ids[7] ), array( $found['total'], $found['products'][0] ), 'Counted once, and first by its new sales.' );
		$this->assertNotContains( $ids[7], $service->engine()->find( 'qxedit item', 200, 0 )['products'], 'Not found by the word it lost.' );
	}

	/**
	 * A row of more than twice Postings::HEAD_ENTRIES entries has a head holding its best sellers,
	 * which a search reads instead of the whole row while the head counts as many entries as the
	 * row. Saves write it again; a row that shrinks loses it.
	 */
	public function test_a_large_row_has_a_head_kept_as_the_row_is(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$start    = ( Postings::block( (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) ) + 2 ) << Postings::BLOCK_BITS; // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The highest id, to start past it.
		$count    = 2 * Postings::HEAD_ENTRIES + 60;
		$ids      = $this->bulk_products( 'Qxhead', $start, $count, static fn( int $i ): int => 2 * $i );
		$postings = $wpdb->prefix . 'shopwright_search_postings';
		$block    = Postings::block( $start );
		$this->module->indexer()->index_ids( $ids );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- The test's own rows and product.
		$head = fn(): ?array => $wpdb->get_row( $wpdb->prepare( "SELECT h.entries, h.data = LEFT(r.data, %d), LENGTH(h.data) FROM $postings h JOIN $postings r ON r.token = %s AND r.block = h.block WHERE h.token = %s AND h.block = %d", Postings::HEAD_ENTRIES * Postings::ENTRY, 'qxhead', Postings::HEAD . 'qxhead', $block ), ARRAY_N );
		$this->assertSame( array( (string) $count, '1', (string) ( Postings::HEAD_ENTRIES * Postings::ENTRY ) ), $head(), 'The head counts the row\'s entries and holds its first ones.' );

		$service = new \Shopwright\Search\SearchService( $wpdb, $this->module->snapshot() );
		$best    = $service->engine( PHP_INT_MAX )->find( 'qxhead', 10, 0 )['products'];
		$this->assertSame( $best, $service->engine()->find( 'qxhead', 10, 0 )['products'], 'As reading every entry finds.' );
		$this->assertSame( $service->engine( PHP_INT_MAX )->find( 'qxhead i', 10, 0 ), $service->engine()->find( 'qxhead i', 10, 0 ), 'As reading every entry finds.' );

		// A head that no longer tells the row's best sellers, counting as many entries, is what a
		// search reads; counting one fewer, it is passed over.
		$wpdb->query( $wpdb->prepare( "UPDATE $postings SET data = (SELECT RIGHT(r.data, %d) FROM (SELECT data FROM $postings WHERE token = %s AND block = %d) r) WHERE token = %s AND block = %d", Postings::HEAD_ENTRIES * Postings::ENTRY, 'qxhead', $block, Postings::HEAD . 'qxhead', $block ) );
		$this->assertNotSame( $best, $service->engine()->find( 'qxhead', 10, 0 )['products'], 'Read from the head.' );
		$wpdb->query( $wpdb->prepare( "UPDATE $postings SET entries = entries - 1 WHERE token = %s AND block = %d", Postings::HEAD . 'qxhead', $block ) );
		$this->assertSame( $best, $service->engine()->find( 'qxhead', 10, 0 )['products'], 'A head counting fewer entries than its row is passed over.' );

		// A save writes it again: the saved product sells most.
		$wpdb->update(
			$wpdb->postmeta,
			array( 'meta_value' => '99999' ),
			array(
				'post_id'  => $ids[5],
				'meta_key' => 'total_sales',
			)
		); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- The test's own product.
		$this->module->indexer()->index_ids( array( $ids[5] ) );
		$this->assertSame( array( (string) $count, '1', (string) ( Postings::HEAD_ENTRIES * Postings::ENTRY ) ), $head(), 'Written again with its row.' );
		$this->assertSame( $ids[5], $service->engine()->find( 'qxhead', 10, 0 )['products'][0], 'The saved product first.' );

		// Down to twice HEAD_ENTRIES, the row has none.
		$this->module->indexer()->delete_ids( array_slice( $ids, 10, $count - 2 * Postings::HEAD_ENTRIES ) );
		$this->assertNull( $head(), 'No head for a row of twice HEAD_ENTRIES entries.' );
		$this->assertSame( (string) ( 2 * Postings::HEAD_ENTRIES ), $wpdb->get_var( $wpdb->prepare( "SELECT entries FROM $postings WHERE token = %s AND block = %d", 'qxhead', $block ) ) );
		// phpcs:enable
		$this->assertSame( $ids[5], $service->engine()->find( 'qxhead', 10, 0 )['products'][0] );
	}

	/**
	 * A save waits while another server writes the same block of the index (see
	 * Indexer::write_postings()): both rewrite the block's rows from what they read, so one going
	 * on at once could overwrite the other's entries. The other writer is a second connection
	 * holding the block's lock for a second and a half; the save then writes its rows.
	 */
	public function test_a_save_waits_for_another_writer_of_its_block(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$id = $this->product( 'Qxlock Lantern' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.RestrictedClasses.mysql__mysqli, WordPress.DB.PreparedSQL.NotPrepared -- A second connection, as another server's; the lock's name is prepared.
		$name  = (string) $wpdb->get_var( 'SELECT ' . $this->module->indexer()->block_lock( Postings::block( $id ) ) );
		$host  = $wpdb->parse_db_host( DB_HOST );
		$other = new \mysqli( (string) $host[0], DB_USER, DB_PASSWORD, DB_NAME, (int) ( $host[1] ?? 3306 ), null === $host[2] ? null : (string) $host[2] );
		$other->query( "SELECT GET_LOCK('" . $other->real_escape_string( $name ) . "', 0), SLEEP(1.5), RELEASE_LOCK('" . $other->real_escape_string( $name ) . "')", MYSQLI_ASYNC );
		$held  = null;
		$tries = 0;
		while ( null === $held && ++$tries < 200 ) {
			usleep( 10000 );
			$held = $wpdb->get_var( $wpdb->prepare( 'SELECT IS_USED_LOCK(%s)', $name ) );
		}
		$this->assertNotNull( $held, 'The other connection holds the lock.' );

		// The product renamed as a save would (its hook would wait for the lock itself).
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Qxlock Zqlantern' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$clock = microtime( true );
		$this->module->indexer()->index_ids( array( $id ) );
		$waited = microtime( true ) - $clock;
		$other->reap_async_query();
		$other->close();
		// phpcs:enable
		$this->assertGreaterThan( 1.0, $waited, 'The save waited for the other writer.' );
		$this->assertLessThan( 10.0, $waited, 'And went on once it was done.' );
		$this->assertSame( array( $id ), $this->search( 'zqlantern' ), 'Found under its new title.' );
	}

	/**
	 * Made-up products written straight into the tables, as a bulk import would: "<word> item <i>".
	 *
	 * @param string            $word  Their first word.
	 * @param int               $first Id of the first.
	 * @param int               $count How many.
	 * @param callable(int):int $sales Sales of the i-th.
	 * @return list<int> Their ids.
	 */
	private function bulk_products( string $word, int $first, int $count, callable $sales ): array {
		global $wpdb;
		$ids = array();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- Made-up products in the test's transaction.
		for ( $i = 0; $i < $count; $i++ ) {
			$id = $first + $i;
			$wpdb->insert(
				$wpdb->posts,
				array(
					'ID'                    => $id,
					'post_type'             => 'product',
					'post_status'           => 'publish',
					'post_title'            => "$word item $i",
					'post_name'             => strtolower( $word ) . "-item-$i",
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
					'meta_value' => (string) $sales( $i ),
				)
			);
			$ids[] = $id;
		}
		// phpcs:enable
		return $ids;
	}
}
