<?php
/**
 * The portfolio block.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Widgets;

use Shopwright\Tests\TestCase;
use Shopwright\Widgets\Portfolio;

/**
 * A grid of the newest posts with category filters that are links, answered on the server.
 */
final class PortfolioTest extends TestCase {

	/**
	 * Category ids by name.
	 *
	 * @var array<string, int>
	 */
	private array $categories = array();

	/**
	 * A project type of its own, with its own categories, so the site's other posts stay apart.
	 */
	private const TYPE     = 'shopwright_work';
	private const TAXONOMY = 'shopwright_work_type';

	protected function set_up(): void {
		parent::set_up();
		register_post_type(
			self::TYPE,
			array(
				'public'   => true,
				'supports' => array( 'title', 'excerpt' ),
			)
		);
		register_taxonomy(
			self::TAXONOMY,
			self::TYPE,
			array(
				'public'       => true,
				'hierarchical' => true,
			)
		);
		foreach ( array( 'Pens', 'Linen', 'Repairs' ) as $name ) {
			$term = wp_insert_term( $name, self::TAXONOMY );
			$this->assertIsArray( $term );
			$this->categories[ $name ] = (int) $term['term_id'];
		}
		// Newest first: Linen apron, Brass pen, Linen cloth, Steel pen, Old pen, Ink pen.
		$posts = array(
			array( 'Ink pen', array( 'Pens' ) ),
			array( 'Old pen', array( 'Pens' ) ),
			array( 'Steel pen', array( 'Pens', 'Repairs' ) ),
			array( 'Linen cloth', array( 'Linen' ) ),
			array( 'Brass pen', array( 'Pens' ) ),
			array( 'Linen apron', array( 'Linen' ) ),
		);
		foreach ( $posts as $index => list( $title, $names ) ) {
			$this->post( $title, $names, 'publish', $index );
		}
		unset( $_GET[ Portfolio::PARAM ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- The address of the request rendered.
	}

	protected function tear_down(): void {
		unset( $_GET[ Portfolio::PARAM ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- The address of the request rendered.
		unregister_taxonomy( self::TAXONOMY );
		unregister_post_type( self::TYPE );
		parent::tear_down();
	}

	/**
	 * A post in some of the categories, a day after the previous one.
	 *
	 * @param string   $title  Title.
	 * @param string[] $names  Category names.
	 * @param string   $status Post status.
	 * @param int      $day    Days after the first post.
	 * @param string   $password A password, or ''.
	 */
	private function post( string $title, array $names, string $status = 'publish', int $day = 0, string $password = '' ): int {
		$id = wp_insert_post(
			array(
				'post_type'     => self::TYPE,
				'post_status'   => $status,
				'post_title'    => $title,
				'post_excerpt'  => "About the $title.",
				'post_password' => $password,
				'post_date'     => gmdate( 'Y-m-d H:i:s', strtotime( '2026-01-01' ) + $day * DAY_IN_SECONDS ),
			)
		);
		$this->assertGreaterThan( 0, $id );
		wp_set_object_terms( $id, array_map( fn( string $name ): int => $this->categories[ $name ], $names ), self::TAXONOMY );
		return $id;
	}

	/**
	 * The block rendered.
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 */
	private function render( array $attrs ): string {
		return render_block(
			array(
				'blockName'    => Portfolio::BLOCK,
				'attrs'        => $attrs + array( 'postType' => self::TYPE ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * Titles of the grid's posts, shown or all.
	 *
	 * @param string $html       The block.
	 * @param bool   $shown_only Only those not hidden.
	 * @return list<string>
	 */
	private function titles( string $html, bool $shown_only = true ): array {
		preg_match_all( '/<li class="wp-block-shopwright-portfolio__item" data-filters="[^"]*"( hidden)?>.*?<h3[^>]*>\s*<a [^>]*>([^<]*)<\/a>/s', $html, $matches, PREG_SET_ORDER );
		$titles = array();
		foreach ( $matches as $match ) {
			if ( ! $shown_only || '' === $match[1] ) {
				$titles[] = $match[2];
			}
		}
		return $titles;
	}

	/**
	 * The filter links: name => [href, current, count sentence].
	 *
	 * @param string $html The block.
	 * @return array<string, array{0: string, 1: bool, 2: string}>
	 */
	private function filters( string $html ): array {
		preg_match_all( '/<a class="wp-block-shopwright-portfolio__filter" href="([^"]*)" data-filter="[^"]*" data-count="([^"]*)"( aria-current="true")?>([^<]*)<\/a>/', $html, $matches, PREG_SET_ORDER );
		$filters = array();
		foreach ( $matches as $match ) {
			$filters[ $match[4] ] = array( html_entity_decode( $match[1] ), '' !== $match[3], $match[2] );
		}
		return $filters;
	}

	public function test_the_newest_posts_with_a_link_per_category(): void {
		$html    = $this->render( array( 'items' => 3 ) );
		$filters = $this->filters( $html );

		$this->assertSame( array( 'All', 'Linen', 'Pens', 'Repairs' ), array_keys( $filters ), 'Categories with posts, by name.' );
		$this->assertTrue( $filters['All'][1] );
		$this->assertFalse( $filters['Pens'][1] );
		$this->assertStringEndsWith( '?portfolio-filter=pens', $filters['Pens'][0] );
		$this->assertStringNotContainsString( 'portfolio-filter', $filters['All'][0] );
		$this->assertSame( 'Pens: 3 items', $filters['Pens'][2] );
		$this->assertSame( 'Repairs: 1 item', $filters['Repairs'][2] );
		$this->assertSame( array( 'Linen apron', 'Brass pen', 'Linen cloth' ), $this->titles( $html ) );
		// The other filters' posts are on the page, hidden, so the script can show them in place.
		$this->assertSame( array( 'Linen apron', 'Brass pen', 'Linen cloth', 'Steel pen', 'Old pen' ), $this->titles( $html, false ) );
		$this->assertStringContainsString( 'data-filters="pens repairs"', $html );
		$this->assertMatchesRegularExpression( '/<p class="wp-block-shopwright-portfolio__count" role="status">All: 3 items<\/p>/', $html );
		$this->assertStringContainsString( 'aria-label="Filter by category"', $html );
		$this->assertStringContainsString( 'data-limit="3"', $html );
		$this->assertStringContainsString( 'has-3-columns', $html );
		$this->assertStringContainsString( 'About the Brass pen.', $html );
		$this->assertStringNotContainsString( '<script', $html );
	}

	public function test_without_script_the_filter_link_brings_the_grid_filtered(): void {
		$_GET[ Portfolio::PARAM ] = 'pens';
		$html                     = $this->render( array( 'items' => 3 ) );
		$filters                  = $this->filters( $html );

		$this->assertTrue( $filters['Pens'][1] );
		$this->assertFalse( $filters['All'][1] );
		// The three newest pens, one of them older than anything "all" shows.
		$this->assertSame( array( 'Brass pen', 'Steel pen', 'Old pen' ), $this->titles( $html ) );
		$this->assertMatchesRegularExpression( '/role="status">Pens: 3 items</', $html );
	}

	public function test_chosen_categories_are_the_only_filters_in_their_order_and_all_means_them(): void {
		$html = $this->render(
			array(
				'categories' => array( $this->categories['Repairs'], $this->categories['Pens'] ),
				'items'      => 9,
			)
		);
		$this->assertSame( array( 'All', 'Repairs', 'Pens' ), array_keys( $this->filters( $html ) ) );
		$this->assertSame( array( 'Brass pen', 'Steel pen', 'Old pen', 'Ink pen' ), $this->titles( $html ) );
	}

	public function test_drafts_private_and_password_protected_posts_stay_out(): void {
		$this->post( 'Secret pen', array( 'Pens' ), 'draft', 20 );
		$this->post( 'Private pen', array( 'Pens' ), 'private', 21 );
		$this->post( 'Locked pen', array( 'Pens' ), 'publish', 22, 'hunter2' );
		$html = $this->render( array() );
		$this->assertStringNotContainsString( 'Secret pen', $html );
		$this->assertStringNotContainsString( 'Private pen', $html );
		$this->assertStringNotContainsString( 'Locked pen', $html );
	}

	public function test_products_follow_the_shops_catalogue_visibility(): void {
		$this->requires_woocommerce();
		// Whatever taxonomy the block filters products by, the probe products are its only term's.
		$taxonomy = (string) Portfolio::taxonomy( 'product' );
		$term     = wp_insert_term( 'Portfolio probe', $taxonomy );
		$this->assertIsArray( $term );
		$made = array(
			'Shown mug'       => array(),
			'Hidden mug'      => array( 'visibility' => 'hidden' ),
			'Search-only mug' => array( 'visibility' => 'search' ),
			'Sold-out mug'    => array( 'stock' => 'outofstock' ),
			'Private mug'     => array( 'status' => 'private' ),
			'Draft mug'       => array( 'status' => 'draft' ),
			'Password mug'    => array( 'password' => 'letmein' ),
			'Shop-only mug'   => array( 'visibility' => 'catalog' ),
		);
		foreach ( $made as $name => $options ) {
			$product = new \WC_Product_Simple();
			$product->set_name( $name );
			$product->set_status( $options['status'] ?? 'publish' );
			$product->set_regular_price( '12' );
			$product->set_catalog_visibility( $options['visibility'] ?? 'visible' );
			$product->set_stock_status( $options['stock'] ?? 'instock' );
			$product->set_post_password( $options['password'] ?? '' );
			wp_set_object_terms( $product->save(), array( (int) $term['term_id'] ), $taxonomy );
		}
		$previous = get_option( 'woocommerce_hide_out_of_stock_items' );
		$attrs    = array(
			'postType'   => 'product',
			'categories' => array( (int) $term['term_id'] ),
			'items'      => 12,
		);

		update_option( 'woocommerce_hide_out_of_stock_items', 'no' );
		$shown = $this->titles( $this->render( $attrs ), false );
		sort( $shown );
		$this->assertSame( array( 'Shop-only mug', 'Shown mug', 'Sold-out mug' ), $shown );

		update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
		$html  = $this->render( $attrs );
		$shown = $this->titles( $html, false );
		sort( $shown );
		$this->assertSame( array( 'Shop-only mug', 'Shown mug' ), $shown, 'Out of stock products are hidden as the shop hides them.' );
		foreach ( array( 'Hidden mug', 'Search-only mug', 'Sold-out mug', 'Private mug', 'Draft mug', 'Password mug' ) as $name ) {
			$this->assertStringNotContainsString( $name, $html );
		}
		update_option( 'woocommerce_hide_out_of_stock_items', $previous );
	}

	public function test_hostile_attributes_and_addresses_are_refused_or_escaped(): void {
		register_post_type(
			'shopwright_hidden',
			array(
				'public'   => false,
				'supports' => array( 'title' ),
			)
		);
		global $wpdb;
		$cat = wp_insert_term( 'Shopwright mending', 'category' );
		$this->assertIsArray( $cat );
		$hostile = wp_insert_post(
			array(
				'post_status'   => 'publish',
				'post_title'    => 'Pen',
				'post_category' => array( (int) $cat['term_id'] ),
			)
		);
		$this->assertGreaterThan( 0, $hostile );
		// Straight into the tables, as an administrator allowed any HTML (or an import) could leave them.
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Pen <script>alert(1)</script> deluxe' ), array( 'ID' => $hostile ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test data past the filters.
		$wpdb->update( $wpdb->terms, array( 'name' => 'Mending <img src=x onerror=alert(1)>' ), array( 'term_id' => (int) $cat['term_id'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test data past the filters.
		clean_post_cache( $hostile );
		clean_term_cache( (int) $cat['term_id'], 'category' );
		$_GET[ Portfolio::PARAM ] = '"><script>alert(1)</script>';

		foreach ( array( '<script>', 'attachment', 'shopwright_hidden', 'no_such_type', array( 'post' ) ) as $post_type ) {
			$html = $this->render(
				array(
					'postType'    => $post_type,
					'categories'  => array( '1 OR 1=1', -5, 'pens', 99999999, array(), (string) $cat['term_id'] ),
					'items'       => 100000,
					'columns'     => '<b>',
					'showExcerpt' => 'no',
				)
			);
			$this->assertStringNotContainsString( '<script', $html );
			$this->assertStringNotContainsString( '<img src=x', $html );
			$this->assertStringNotContainsString( '<b>', $html );
			$this->assertStringContainsString( 'has-3-columns', $html, 'A column count that is no number falls back to 3.' );
			$this->assertStringContainsString( 'data-limit="24"', $html, 'The item count is bounded.' );
			$this->assertMatchesRegularExpression( '/>Pen\s+deluxe<\/a>/', $html, 'Titles are stripped of tags, and of a script\'s text.' );
			$this->assertTrue( $this->filters( $html )['All'][1], 'An address naming no filter shows them all.' );
			// WordPress drops a categories list that is not all integers: every category with posts is offered.
			$this->assertArrayHasKey( 'Mending &lt;img src=x onerror=alert(1)&gt;', $this->filters( $html ) );
		}
		// Ids of no category are dropped; the one real category chosen is the only filter.
		$html = $this->render(
			array(
				'postType'   => 'post',
				'categories' => array( -5, 0, 99999999, (int) $cat['term_id'] ),
			)
		);
		$this->assertSame( array( 'All', 'Mending &lt;img src=x onerror=alert(1)&gt;' ), array_keys( $this->filters( $html ) ) );
		$this->assertSame( 'Mending &lt;img src=x onerror=alert(1)&gt;: 1 item', $this->filters( $html )['Mending &lt;img src=x onerror=alert(1)&gt;'][2], 'The live region\'s sentence is escaped too.' );
		$settings = Portfolio::settings(
			array(
				'postType'   => array( 'post' ),
				'categories' => array( '1 OR 1=1', -5, 'pens', array(), '12' ),
				'items'      => '-3',
				'columns'    => 99,
			)
		);
		$this->assertSame( array( 12 ), $settings['categories'] );
		$this->assertSame( 9, $settings['items'] );
		$this->assertSame( 6, $settings['columns'] );
		$this->assertSame( 'post', $settings['post_type'] );
		$this->assertSame( 'post', Portfolio::post_type( 'shopwright_hidden' ) );
		$this->assertSame( 'page', Portfolio::post_type( 'page' ) );
		unregister_post_type( 'shopwright_hidden' );
	}

	public function test_a_post_type_without_categories_is_a_grid_without_filters(): void {
		wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'About the workshop',
			)
		);
		$html = $this->render( array( 'postType' => 'page' ) );
		$this->assertStringNotContainsString( '__filters', $html );
		$this->assertContains( 'About the workshop', $this->titles( $html ) );
	}

	public function test_posts_filter_by_their_categories_and_uncategorized_is_never_offered(): void {
		$quills = wp_insert_term( 'Shopwright quills', 'category' );
		$this->assertIsArray( $quills );
		$id = wp_insert_post(
			array(
				'post_status'   => 'publish',
				'post_title'    => 'Goose quill',
				'post_category' => array( (int) $quills['term_id'] ),
			)
		);
		$this->assertGreaterThan( 0, $id );
		$html = $this->render(
			array(
				'postType'   => 'post',
				'categories' => array( (int) $quills['term_id'] ),
			)
		);
		$this->assertSame( array( 'All', 'Shopwright quills' ), array_keys( $this->filters( $html ) ) );
		$this->assertSame( array( 'Goose quill' ), $this->titles( $html ) );
		$this->assertStringNotContainsString( 'Brass pen', $html );

		$this->assertArrayNotHasKey( 'Uncategorized', $this->filters( $this->render( array( 'postType' => 'post' ) ) ) );
	}

	public function test_nothing_to_show_says_so(): void {
		$empty = wp_insert_term( 'Gift cards', self::TAXONOMY );
		$this->assertIsArray( $empty );
		$html = $this->render( array( 'categories' => array( (int) $empty['term_id'] ) ) );
		$this->assertStringContainsString( 'Nothing to show yet.', $html );
		$this->assertStringNotContainsString( 'Brass pen', $html );
	}

	public function test_categories_deleted_since_give_way_to_those_there_are(): void {
		$gone = wp_insert_term( 'Seasonal', self::TAXONOMY );
		$this->assertIsArray( $gone );
		wp_delete_term( (int) $gone['term_id'], self::TAXONOMY );
		$html = $this->render( array( 'categories' => array( (int) $gone['term_id'] ) ) );
		$this->assertSame( array( 'All', 'Linen', 'Pens', 'Repairs' ), array_keys( $this->filters( $html ) ) );
	}
}
