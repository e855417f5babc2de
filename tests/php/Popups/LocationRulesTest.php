<?php
/**
 * Where popups show.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Popups;

use Shopwright\Popups\LocationRules;
use Shopwright\Popups\PageContext;
use Shopwright\Tests\TestCase;

/**
 * Each kind of rule, include and exclude together, and the page read from a real query.
 */
final class LocationRulesTest extends TestCase {

	private const BOOKS = 'sw_test_book';

	/**
	 * Removes the post type a test registered.
	 */
	protected function tear_down(): void {
		if ( post_type_exists( self::BOOKS ) ) {
			unregister_post_type( self::BOOKS );
		}
		parent::tear_down();
	}

	/**
	 * A location.
	 *
	 * @param list<array<string, mixed>> $include Include rules.
	 * @param list<array<string, mixed>> $exclude Exclude rules.
	 * @return array{include: list<array<string, mixed>>, exclude: list<array<string, mixed>>}
	 */
	private function location( array $include, array $exclude = array() ): array {
		return array(
			'include' => $include,
			'exclude' => $exclude,
		);
	}

	/**
	 * Pages of every kind a rule tells apart.
	 *
	 * @return array<string, PageContext>
	 */
	private function pages(): array {
		return array(
			'front page'       => new PageContext( true ),
			'post 7'           => new PageContext( false, 'post', 7 ),
			'post 8'           => new PageContext( false, 'post', 8 ),
			'product 7'        => new PageContext( false, 'product', 7 ),
			'product archive'  => new PageContext( false, '', 0, 'product' ),
			'category 3'       => new PageContext( false, '', 0, '', 'category', 3 ),
			'category 4'       => new PageContext( false, '', 0, '', 'category', 4 ),
			'product_cat 3'    => new PageContext( false, '', 0, '', 'product_cat', 3 ),
			'search or a 404'  => new PageContext(),
			'blog on the home' => new PageContext( true, '', 0, 'post' ),
		);
	}

	/**
	 * The pages a location shows on.
	 *
	 * @param array{include: list<array<string, mixed>>, exclude: list<array<string, mixed>>} $location The location.
	 * @return list<string>
	 */
	private function shown_on( array $location ): array {
		$rules = new LocationRules();
		return array_keys( array_filter( $this->pages(), static fn( PageContext $page ): bool => $rules->matches( $location, $page ) ) );
	}

	public function test_the_entire_site_is_every_page(): void {
		$this->assertSame( array_keys( $this->pages() ), $this->shown_on( $this->location( array( array( 'kind' => 'entire_site' ) ) ) ) );
	}

	public function test_no_include_rule_shows_nowhere(): void {
		$this->assertSame( array(), $this->shown_on( $this->location( array() ) ) );
	}

	public function test_the_front_page(): void {
		$this->assertSame( array( 'front page', 'blog on the home' ), $this->shown_on( $this->location( array( array( 'kind' => 'front_page' ) ) ) ) );
	}

	public function test_singular_posts_of_a_type_all_or_by_id(): void {
		$all_posts = array(
			'kind'      => 'singular',
			'post_type' => 'post',
			'ids'       => array(),
		);
		$this->assertSame( array( 'post 7', 'post 8' ), $this->shown_on( $this->location( array( $all_posts ) ) ) );

		$post_7 = array( 'ids' => array( 7 ) ) + $all_posts;
		$this->assertSame( array( 'post 7' ), $this->shown_on( $this->location( array( $post_7 ) ) ), 'The id of a product is not a post id.' );
	}

	public function test_a_post_type_archive(): void {
		$rule = array(
			'kind'      => 'post_type_archive',
			'post_type' => 'product',
		);
		$this->assertSame( array( 'product archive' ), $this->shown_on( $this->location( array( $rule ) ) ) );
	}

	public function test_term_archives_of_a_taxonomy_all_or_by_term(): void {
		$categories = array(
			'kind'     => 'taxonomy',
			'taxonomy' => 'category',
			'terms'    => array(),
		);
		$this->assertSame( array( 'category 3', 'category 4' ), $this->shown_on( $this->location( array( $categories ) ) ) );

		$category_3 = array( 'terms' => array( 3 ) ) + $categories;
		$this->assertSame( array( 'category 3' ), $this->shown_on( $this->location( array( $category_3 ) ) ), 'Term 3 of another taxonomy is another term.' );
	}

	public function test_any_include_rule_is_enough(): void {
		$location = $this->location(
			array(
				array( 'kind' => 'front_page' ),
				array(
					'kind'      => 'post_type_archive',
					'post_type' => 'product',
				),
			)
		);
		$this->assertSame( array( 'front page', 'product archive', 'blog on the home' ), $this->shown_on( $location ) );
	}

	public function test_an_exclude_rule_wins_over_every_include_rule(): void {
		$location = $this->location(
			array( array( 'kind' => 'entire_site' ) ),
			array(
				array( 'kind' => 'front_page' ),
				array(
					'kind'      => 'singular',
					'post_type' => 'post',
					'ids'       => array( 8 ),
				),
				array(
					'kind'     => 'taxonomy',
					'taxonomy' => 'category',
					'terms'    => array(),
				),
			)
		);
		$this->assertSame( array( 'post 7', 'product 7', 'product archive', 'product_cat 3', 'search or a 404' ), $this->shown_on( $location ) );
	}

	public function test_excluding_what_is_not_included_changes_nothing(): void {
		$location = $this->location(
			array(
				array(
					'kind'      => 'singular',
					'post_type' => 'product',
					'ids'       => array(),
				),
			),
			array( array( 'kind' => 'front_page' ) )
		);
		$this->assertSame( array( 'product 7' ), $this->shown_on( $location ) );
	}

	public function test_a_single_post_is_read_from_its_query(): void {
		$id = (int) wp_insert_post(
			array(
				'post_title'  => 'Hello',
				'post_status' => 'publish',
			)
		);

		$page = PageContext::from_query( new \WP_Query( array( 'p' => $id ) ) );

		$this->assertSame( 'post', $page->post_type );
		$this->assertSame( $id, $page->post_id );
		$this->assertSame( '', $page->archive_post_type );
		$this->assertSame( '', $page->taxonomy );
	}

	public function test_a_category_archive_is_read_from_its_query(): void {
		$term = wp_insert_term( 'Shoes ' . wp_generate_password( 4, false ), 'category' );
		$this->assertIsArray( $term );

		$page = PageContext::from_query( new \WP_Query( array( 'cat' => $term['term_id'] ) ) );

		$this->assertSame( 'category', $page->taxonomy );
		$this->assertSame( (int) $term['term_id'], $page->term_id );
		$this->assertSame( '', $page->post_type );
	}

	public function test_a_post_type_archive_is_read_from_its_query(): void {
		register_post_type(
			self::BOOKS,
			array(
				'public'      => true,
				'has_archive' => true,
			)
		);

		$page = PageContext::from_query( new \WP_Query( array( 'post_type' => self::BOOKS ) ) );

		$this->assertSame( self::BOOKS, $page->archive_post_type );
		$this->assertSame( '', $page->post_type );
	}

	public function test_the_rules_read_the_main_query(): void {
		global $wp_the_query;
		$main         = $wp_the_query;
		$id           = (int) wp_insert_post(
			array(
				'post_title'  => 'Main',
				'post_status' => 'publish',
				'post_type'   => 'page',
			)
		);
		$wp_the_query = new \WP_Query( array( 'page_id' => $id ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The main query of the page under test; restored below.
		try {
			$page = ( new LocationRules() )->current_page();
		} finally {
			$wp_the_query = $main; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring it.
		}

		$this->assertSame( 'page', $page->post_type );
		$this->assertSame( $id, $page->post_id );
	}
}
