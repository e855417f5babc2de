<?php
/**
 * The index following the catalogue as it changes.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\IndexSync;
use Shopwright\Search\Postings;

/**
 * An owner saves, renames, trashes and re-categorises products through WordPress and
 * WooCommerce, never through Shopwright: the hooks alone must bring the index up to date, once,
 * at the end of the request.
 */
final class IndexSyncTest extends SearchTestCase {

	/**
	 * The sync whose hooks are in place.
	 */
	private function sync(): IndexSync {
		$sync = $this->module->sync();
		$this->assertNotNull( $sync );
		return $sync;
	}

	/**
	 * Edits keep every posting row's ordered part in popularity order: a product whose sales
	 * jump is found first at once, though its new entry is appended after the ordered part, and
	 * a rebuild's last phase leaves every row ordered whole.
	 */
	public function test_rows_stay_in_popularity_order_through_edits(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$ids = array();
		foreach ( array( 40, 3, 900, 0, 75 ) as $n => $sales ) {
			$ids[] = $this->product( 'Thornquill Candle ' . $n, array( 'sales' => $sales ) );
		}
		$rows     = static function () use ( $wpdb ): array {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- Reading our own table; %i quotes it.
			return $wpdb->get_results( $wpdb->prepare( 'SELECT entries, sorted, data FROM %i WHERE token = %s', $wpdb->prefix . 'shopwright_search_postings', 'thornquill' ), ARRAY_A );
		};
		$in_order = function ( array $row ): void {
			$codes = array_column( Postings::decode( 0, substr( (string) $row['data'], 0, (int) $row['sorted'] * Postings::ENTRY ) ), 2 );
			$desc  = $codes;
			rsort( $desc );
			$this->assertSame( $desc, $codes, 'The ordered part is best seller first.' );
			$this->assertLessThanOrEqual( (int) $row['entries'], (int) $row['sorted'] );
		};
		$this->assertSame( $ids[2], $this->search( 'thornquill' )[0] );

		$product = wc_get_product( $ids[3] );
		$this->assertInstanceOf( \WC_Product::class, $product );
		$product->set_total_sales( 5000 );
		$product->save();
		$this->sync()->flush();
		foreach ( $rows() as $row ) {
			$in_order( $row );
		}
		$this->assertSame( array( $ids[3], $ids[2], $ids[4], $ids[0], $ids[1] ), $this->search( 'thornquill' ), 'The new best seller first.' );

		$this->module->indexer()->order_rows( '', 100 );
		foreach ( $rows() as $row ) {
			$in_order( $row );
			$this->assertSame( (int) $row['entries'], (int) $row['sorted'], 'Ordered whole.' );
		}
		$this->assertSame( array( $ids[3], $ids[2], $ids[4], $ids[0], $ids[1] ), $this->search( 'thornquill' ) );
	}

	/**
	 * A product saved through WooCommerce only, with no help from the test.
	 *
	 * @param string $name Its name.
	 */
	private function saved( string $name ): \WC_Product_Simple {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( 'publish' );
		$product->set_regular_price( '12' );
		$product->save();
		return $product;
	}

	public function test_a_product_saved_renamed_and_trashed_is_followed_at_the_end_of_the_request(): void {
		$this->requires_woocommerce();
		$product = $this->saved( 'Quillmoor Lantern' );
		$this->assertSame( array(), $this->search( 'quillmoor' ), 'Nothing is written before the request ends.' );
		$this->sync()->flush();
		$this->assertSame( array( $product->get_id() ), $this->search( 'quillmoor' ) );

		$product->set_name( 'Brackenfold Lantern' );
		$product->save();
		$this->sync()->flush();
		$this->assertSame( array( $product->get_id() ), $this->search( 'brackenfold' ) );
		$this->assertSame( array(), $this->search( 'quillmoor' ), 'The old name is gone.' );

		wp_trash_post( $product->get_id() );
		$this->sync()->flush();
		$this->assertSame( array(), $this->search( 'brackenfold' ) );

		wp_untrash_post( $product->get_id() );
		wp_publish_post( $product->get_id() );
		$this->sync()->flush();
		$this->assertSame( array( $product->get_id() ), $this->search( 'brackenfold' ), 'Restored, it is found again.' );
	}

	public function test_a_change_to_a_variation_reindexes_its_product(): void {
		$this->requires_woocommerce();
		$variable = new \WC_Product_Variable();
		$variable->set_name( 'Thistledown Scarf' );
		$variable->set_status( 'publish' );
		$parent    = $variable->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent );
		$variation->set_regular_price( '20' );
		$variation->set_status( 'publish' );
		$variation->save();
		$this->sync()->flush();
		$this->assertSame( array( $parent ), $this->search( 'thistledown' ) );

		// Before it has the SKU, the SKU finds at most the scarf by its word, never the variation.
		$this->assertNotContains( $variation->get_id(), $this->search( 'SCARF-GREY-77' ) );

		$variation->set_sku( 'SCARF-GREY-77' );
		$variation->save();
		$this->sync()->flush();

		$this->assertSame( $variation->get_id(), $this->search( 'SCARF-GREY-77' )[0] ?? 0, 'Saving the variation rewrote its product, variations included.' );
	}

	public function test_renaming_a_category_reaches_the_text_of_its_products(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'weight_category' => 5 ) );
		$category = $this->term( 'Gloamwick Candles' );
		$product  = $this->saved( 'Plain Taper' );
		wp_set_object_terms( $product->get_id(), array( $category ), 'product_cat' );
		$this->sync()->flush();
		$this->assertSame( array( $product->get_id() ), $this->search( 'gloamwick' ) );

		wp_update_term( $category, 'product_cat', array( 'name' => 'Emberlight Candles' ) );
		$this->sync()->flush();

		$this->assertSame( array( $product->get_id() ), $this->search( 'emberlight' ) );
		$this->assertSame( array(), $this->search( 'gloamwick' ) );
	}

	public function test_a_deleted_category_leaves_the_suggestions_and_its_products_text(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'weight_category' => 5 ) );
		$category = $this->term( 'Murkwater Finds' );
		$product  = $this->saved( 'Plain Bowl' );
		wp_set_object_terms( $product->get_id(), array( $category ), 'product_cat' );
		$this->sync()->flush();
		$this->assertContains( 'Murkwater Finds', array_column( $this->suggest( 'murkwater' ), 'value' ) );

		wp_delete_term( $category, 'product_cat' );
		$this->sync()->flush();

		$this->assertSame( array( 'no-results' ), array_column( $this->suggest( 'murkwater' ), 'type' ) );
		$this->assertSame( array(), $this->search( 'murkwater' ) );
	}
}
