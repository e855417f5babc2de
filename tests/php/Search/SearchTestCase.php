<?php
/**
 * Shared set-up of the search tests.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Plugin;
use Shopwright\Search\SearchModule;
use Shopwright\Settings\Settings;
use Shopwright\Tests\TestCase;

/**
 * Index rows are written inside each test's transaction and rolled back with it; the tables
 * themselves are created on init (before any transaction), because DDL would commit it.
 */
abstract class SearchTestCase extends TestCase {

	/**
	 * The search module, registered.
	 *
	 * @var SearchModule
	 */
	protected SearchModule $module;

	/**
	 * Makes sure the module runs and settings changes do not start a rebuild (its DDL would
	 * end the test's transaction).
	 */
	protected function set_up(): void {
		parent::set_up();
		$module = Plugin::instance()->modules()->get( 'search' );
		$this->assertInstanceOf( SearchModule::class, $module );
		if ( null === $module->indexer() ) {
			$this->markTestSkipped( 'The search module is switched off on the test site.' );
		}
		$this->module = $module;
		remove_action( 'update_option_' . Settings::OPTION, array( $module, 'settings_changed' ) );
		remove_action( 'add_option_' . Settings::OPTION, array( $module, 'settings_added' ) );
		$this->set_search( array( 'rate_limit' => 0 ) );
	}

	/**
	 * Changes search settings for this test.
	 *
	 * @param array<string, mixed> $values Search settings.
	 */
	protected function set_search( array $values ): void {
		$saved = Plugin::instance()->settings()->update( array( 'search' => $values ) );
		$this->assertIsArray( $saved );
	}

	/**
	 * Creates a product and indexes it.
	 *
	 * @param string               $name  Name.
	 * @param array<string, mixed> $props sku, price, status, visibility, stock, sales, short, password.
	 * @return int Product id.
	 */
	protected function product( string $name, array $props = array() ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( (string) ( $props['status'] ?? 'publish' ) );
		$product->set_regular_price( (string) ( $props['price'] ?? '10' ) );
		$product->set_catalog_visibility( (string) ( $props['visibility'] ?? 'visible' ) );
		$product->set_stock_status( (string) ( $props['stock'] ?? 'instock' ) );
		$product->set_total_sales( (int) ( $props['sales'] ?? 0 ) );
		$product->set_short_description( (string) ( $props['short'] ?? '' ) );
		if ( isset( $props['sku'] ) ) {
			$product->set_sku( (string) $props['sku'] );
		}
		if ( isset( $props['password'] ) ) {
			$product->set_post_password( (string) $props['password'] );
		}
		$id = $product->save();
		$this->reindex( $id );
		return $id;
	}

	/**
	 * Creates a term of a product taxonomy.
	 *
	 * @param string $name     Name.
	 * @param string $taxonomy Taxonomy.
	 * @param int    $parent   Parent term id.
	 * @return int Term id.
	 */
	protected function term( string $name, string $taxonomy = 'product_cat', int $parent = 0 ): int {
		$term = wp_insert_term( $name, $taxonomy, array( 'parent' => $parent ) );
		$this->assertIsArray( $term, is_wp_error( $term ) ? $term->get_error_message() : '' );
		return (int) $term['term_id'];
	}

	/**
	 * Puts a product in terms and reindexes it (and so the terms), as the shutdown flush would.
	 *
	 * @param int    $product  Product id.
	 * @param int[]  $term_ids Term ids.
	 * @param string $taxonomy Taxonomy.
	 */
	protected function assign( int $product, array $term_ids, string $taxonomy = 'product_cat' ): void {
		$this->assertIsArray( wp_set_object_terms( $product, $term_ids, $taxonomy ) );
		$this->reindex( $product );
	}

	/**
	 * The suggestions the REST route answers.
	 *
	 * @param string $query Query.
	 * @return list<array<string, mixed>>
	 */
	protected function suggest( string $query ): array {
		$response = $this->rest_get( array( 's' => $query ) );
		$this->assertSame( 200, $response->get_status() );
		return $response->get_data()['suggestions'];
	}

	/**
	 * Makes the index count as built, as it is once a rebuild has finished (the results page
	 * answers from it only then).
	 */
	protected function index_built(): void {
		update_option(
			\Shopwright\Search\Rebuilder::OPTION,
			array(
				'state'    => 'done',
				'finished' => time(),
			),
			false
		);
	}

	/**
	 * Reindexes posts now, as the shutdown flush would.
	 *
	 * @param int ...$ids Post ids.
	 */
	protected function reindex( int ...$ids ): void {
		$sync = $this->module->sync();
		$this->assertNotNull( $sync );
		foreach ( $ids as $id ) {
			$sync->queue_post( $id );
		}
		$sync->flush();
	}

	/**
	 * Ids the engine returns for a query, with the current settings.
	 *
	 * @param string $query Query.
	 * @param int    $limit Most results.
	 * @return list<int>
	 */
	protected function search( string $query, int $limit = 10 ): array {
		global $wpdb;
		$service = new \Shopwright\Search\SearchService( $wpdb, $this->module->snapshot() );
		return $service->engine()->search( $query, $limit );
	}

	/**
	 * A REST search.
	 *
	 * @param array<string, mixed> $params Query parameters.
	 * @param string               $route  Route.
	 */
	protected function rest_get( array $params, string $route = '/shopwright/v1/search' ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', $route );
		$request->set_query_params( $params );
		return rest_get_server()->dispatch( $request );
	}
}
