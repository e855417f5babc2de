<?php
/**
 * Another engine in the place of Shopwright's, through the shopwright_search_backend filter.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\SearchBackend;

/**
 * The suggestions and the results page ask the engine the filter gives; what it finds still
 * passes the visibility checks; a wrong answer from the filter leaves Shopwright's engine.
 */
final class SearchBackendTest extends SearchTestCase {

	/**
	 * The filter's callback of the test, removed after it.
	 *
	 * @var \Closure|null
	 */
	private ?\Closure $filter = null;

	/**
	 * The index counts as built, as it is once a rebuild has finished.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->index_built();
	}

	/**
	 * Takes the filter off again.
	 */
	protected function tear_down(): void {
		if ( null !== $this->filter ) {
			remove_filter( 'shopwright_search_backend', $this->filter );
		}
		parent::tear_down();
	}

	/**
	 * Puts a ListedBackend in place of Shopwright's engine.
	 *
	 * @param int[] $ids What it finds.
	 */
	private function use_backend( array $ids ): ListedBackend {
		$backend      = null;
		$this->filter = static function ( SearchBackend $engine ) use ( $ids, &$backend ): SearchBackend {
			$backend ??= new ListedBackend( $ids, $engine );
			return $backend;
		};
		add_filter( 'shopwright_search_backend', $this->filter );
		$this->search( 'warm up' );
		$this->assertInstanceOf( ListedBackend::class, $backend );
		return $backend;
	}

	/**
	 * A word the index has never seen finds the plugin engine's products, in its order, in the
	 * suggestions and on the results page; the search block then asks the REST route, since the
	 * light endpoint loads no plugins.
	 */
	public function test_the_suggestions_and_the_results_page_ask_the_plugins_engine(): void {
		$this->requires_woocommerce();
		$pen   = $this->product( 'Quillfeather Pen' );
		$stand = $this->product( 'Inkwell Stand' );
		$this->assertSame( array(), $this->search( 'zebrawood' ), 'Shopwright\'s own index knows no zebrawood.' );
		$this->assertNotSame( '', $this->module->endpoint_url() );

		$backend = $this->use_backend( array( $stand, $pen ) );

		$suggestions = $this->rest_get( array( 's' => 'zebrawood' ) )->get_data()['suggestions'];
		$this->assertSame( array( 'headline', 'product', 'product' ), array_column( $suggestions, 'type' ) );
		$this->assertSame( array( $stand, $pen ), array_column( array_slice( $suggestions, 1 ), 'post_id' ) );
		$this->assertSame( array( 'Inkwell Stand', 'Quillfeather Pen' ), array_column( array_slice( $suggestions, 1 ), 'value' ) );

		$page = new \WP_Query(
			array(
				'post_type'   => 'product',
				'post_status' => 'publish',
				's'           => 'zebrawood',
				'orderby'     => 'relevance',
			)
		);
		$this->assertSame( array( $stand, $pen ), array_map( static fn( $post ): int => $post->ID, $page->posts ) );
		$this->assertSame( 2, $page->found_posts );
		$this->assertContains( 'zebrawood', $backend->asked );
		$this->assertSame( '', $this->module->endpoint_url() );
	}

	/**
	 * A product the plugin's engine finds but a shopper may not see (private, behind a password)
	 * is left out all the same.
	 */
	public function test_what_a_shopper_may_not_see_stays_out_whatever_the_engine_says(): void {
		$this->requires_woocommerce();
		$shown    = $this->product( 'Quillfeather Pen' );
		$private  = $this->product( 'Quillfeather Secret', array( 'status' => 'private' ) );
		$password = $this->product( 'Quillfeather Locked', array( 'password' => 'letmein' ) );
		$this->use_backend( array( $private, $password, $shown ) );

		$suggestions = $this->rest_get( array( 's' => 'quillfeather' ) )->get_data()['suggestions'];
		$this->assertSame( array( $shown ), array_values( array_filter( array_column( $suggestions, 'post_id' ) ) ) );
		$page = new \WP_Query(
			array(
				'post_type'   => 'product',
				'post_status' => 'publish',
				's'           => 'quillfeather',
				'orderby'     => 'relevance',
			)
		);
		$this->assertSame( array( $shown ), array_map( static fn( $post ): int => $post->ID, $page->posts ) );
	}

	/**
	 * A callback that answers something other than an engine is reported as a mistake, and
	 * Shopwright's engine answers.
	 */
	public function test_a_filter_that_returns_no_engine_leaves_shopwrights(): void {
		$this->requires_woocommerce();
		$pen = $this->product( 'Quillfeather Pen' );

		$this->filter = static fn(): string => 'not an engine';
		add_filter( 'shopwright_search_backend', $this->filter );

		$wrong  = array();
		$listen = static function ( string $name ) use ( &$wrong ): void {
			$wrong[] = $name;
		};
		add_action( 'doing_it_wrong_run', $listen );
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		try {
			$this->assertSame( array( $pen ), $this->search( 'quillfeather' ) );
		} finally {
			remove_action( 'doing_it_wrong_run', $listen );
			remove_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		}
		$this->assertSame( array( 'shopwright_search_backend' ), $wrong );
	}
}
