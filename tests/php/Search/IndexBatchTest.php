<?php
/**
 * Indexing more objects in one call than are read at a time, as a rebuild's batch does.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\Postings;

/**
 * A rebuild indexes a whole block of objects (up to 4,096) in one batch: every object is
 * written, and each posting row it creates is written once, whole and in popularity order.
 */
final class IndexBatchTest extends SearchTestCase {

	/**
	 * 900 products over two blocks, indexed in one call, are all found; the best seller, read
	 * after the first few hundred, comes first; the last one is found by its own number; and the
	 * rows of their shared word are in popularity order without the rebuild's ordering phase.
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
