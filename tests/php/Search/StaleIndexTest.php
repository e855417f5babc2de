<?php
/**
 * What the search shows when its index missed a change.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\SearchEngine;
use Shopwright\Search\SearchModule;
use Shopwright\Search\SearchService;

/**
 * A product hidden by a direct database write, an import that skips hooks, or while the plugin was
 * inactive, and the index left behind while the plugin is off.
 */
final class StaleIndexTest extends SearchTestCase {

	/**
	 * Hides a product from search the way a direct database write would: no hook runs, so the
	 * index still lists it.
	 *
	 * @param int $product Product id.
	 */
	private function hide_behind_the_index_back( int $product ): void {
		global $wpdb;
		$term = get_term_by( 'slug', SearchEngine::HIDDEN_FROM_SEARCH, 'product_visibility' );
		$this->assertInstanceOf( \WP_Term::class, $term );
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- The point of the test: a write no hook sees.
			$wpdb->term_relationships,
			array(
				'object_id'        => $product,
				'term_taxonomy_id' => $term->term_taxonomy_id,
			)
		);
	}

	public function test_a_product_hidden_without_the_index_knowing_is_not_suggested_nor_detailed(): void {
		$this->requires_woocommerce();
		$shown  = $this->product( 'Staleton Kettle' );
		$hidden = $this->product( 'Staleton Teapot' );
		$this->assertEqualsCanonicalizing( array( $shown, $hidden ), array_column( $this->product_suggestions( 'staleton' ), 'post_id' ) );

		$this->hide_behind_the_index_back( $hidden );

		$this->assertSame( array( $shown ), array_column( $this->product_suggestions( 'staleton' ), 'post_id' ) );
		$details = $this->rest_get( array( 'ids' => array( $hidden, $shown ) ), '/shopwright/v1/search/details' );
		$this->assertSame( 200, $details->get_status() );
		$this->assertSame( array( $shown ), array_column( $details->get_data()['items'], 'objectID' ) );
	}

	public function test_a_variation_of_a_hidden_product_is_not_shown_either(): void {
		$this->requires_woocommerce();
		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Staleton Scarf' );
		$parent->set_status( 'publish' );
		$parent_id = $parent->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent_id );
		$variation->set_regular_price( '12' );
		$variation->set_sku( 'STALE-SCARF-RED' );
		$variation_id = $variation->save();
		$this->reindex( $parent_id, $variation_id );
		$engine = ( new SearchService( $GLOBALS['wpdb'], $this->module->snapshot() ) )->engine();
		$this->assertSame( array( $variation_id ), array_map( 'intval', array_column( $engine->rows( array( $variation_id ) ), 'object_id' ) ) );

		$this->hide_behind_the_index_back( $parent_id );

		$this->assertSame( array(), $engine->rows( array( $variation_id, $parent_id ) ) );
	}

	public function test_deactivation_retires_the_snapshot_and_activation_rebuilds(): void {
		$this->module->refresh_snapshot();
		$this->assertNotFalse( get_option( SearchModule::SNAPSHOT_OPTION ), 'The light endpoint has its snapshot.' );

		SearchModule::deactivate();

		$this->assertFalse( get_option( SearchModule::SNAPSHOT_OPTION ), 'Without it the light endpoint answers 503.' );
		$this->assertNotFalse( get_option( SearchModule::STALE_OPTION ) );

		$rebuild = array( $this->module->rebuilder(), 'start' );
		remove_action( 'wp_loaded', $rebuild );
		$this->module->rebuild_if_stale();
		$this->assertNotFalse( has_action( 'wp_loaded', $rebuild ), 'Back on, the index is rebuilt.' );
		remove_action( 'wp_loaded', $rebuild );
		$this->assertFalse( get_option( SearchModule::STALE_OPTION ) );
	}

	public function test_activation_asks_for_a_rebuild(): void {
		delete_option( SearchModule::STALE_OPTION );
		SearchModule::activate();
		$this->assertNotFalse( get_option( SearchModule::STALE_OPTION ) );
	}

	/**
	 * The product suggestions for a query.
	 *
	 * @param string $query Query.
	 * @return list<array<string, mixed>>
	 */
	private function product_suggestions( string $query ): array {
		return array_values( array_filter( $this->suggest( $query ), static fn( array $s ): bool => 'product' === ( $s['type'] ?? '' ) ) );
	}
}
