<?php
/**
 * WordPress's search never sees inside locked blocks.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\LockGuard;
use Shopwright\Shared\LockedMarkup;
use Shopwright\Tests\TestCase;

/**
 * Searching, leaving words out with "-word", and the order of the results behave as if the
 * words inside a locked block were not there, for every kind of search query.
 */
final class LockGuardTest extends TestCase {

	use CreatesLockedPosts;

	/**
	 * Ids of the pages a search finds, in its order.
	 *
	 * @param string               $search The search.
	 * @param array<string, mixed> $args   More query arguments.
	 * @return list<int>
	 */
	private function found( string $search, array $args = array() ): array {
		global $wpdb;
		$query = new \WP_Query(
			array_merge(
				array(
					's'         => $search,
					'post_type' => 'page',
					'fields'    => 'ids',
				),
				$args
			)
		);
		$this->assertSame( '', $wpdb->last_error, 'The search SQL stays valid.' );
		return array_map( 'intval', $query->posts );
	}

	/**
	 * Ids the REST API lists for a page search.
	 *
	 * @param string $search The search.
	 * @return list<int>
	 */
	private function rest_found( string $search ): array {
		$request = new \WP_REST_Request( 'GET', '/wp/v2/pages' );
		$request->set_query_params(
			array(
				'search'   => $search,
				'per_page' => 100,
			)
		);
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 200, $response->get_status() );
		return array_map( 'intval', array_column( $response->get_data(), 'id' ) );
	}

	public function test_leaving_a_locked_word_out_does_not_drop_the_page(): void {
		$page = $this->locked_page();

		$this->assertContains( $page, $this->found( '-xyzzyq' ) );
		$this->assertContains( $page, $this->found( '-Zebrafish' ), 'Kept, as for a word that is nowhere in it.' );
		$this->assertContains( $page, $this->found( '-ecip' ), 'Nor by any piece of a locked word.' );
		$this->assertContains( $page, $this->rest_found( '-Zebrafish' ) );
		$this->assertContains( $page, $this->rest_found( '-xyzzyq' ) );
	}

	public function test_the_page_is_found_and_left_out_by_its_public_words(): void {
		$page = $this->locked_page();

		$this->assertSame( array( $page ), $this->found( 'members page' ), 'Found by words outside the block.' );
		$this->assertNotContains( $page, $this->found( '-Welcome' ), 'Left out by a word outside the block.' );
		$this->assertSame( array(), $this->found( 'Zebrafish' ) );
		$this->assertSame( array(), $this->found( 'Welcome Zebrafish' ) );
		$this->assertContains( $page, $this->found( 'Members' ), 'Found by its title.' );
		$this->assertNotContains( $page, $this->rest_found( 'Zebrafish' ) );
		$this->assertContains( $page, $this->rest_found( 'Welcome' ) );
	}

	public function test_the_order_of_results_tells_nothing_of_locked_words(): void {
		// Both pages match "Zebrafish recipe" by their excerpts alone. Ranked by relevance, a
		// page whose content held the whole phrase would come first; with the locked words
		// unseen, both rank alike, so the newer one leads.
		$locked = $this->locked_page();
		wp_update_post(
			array(
				'ID'           => $locked,
				'post_excerpt' => 'Zebrafish and a recipe',
				'post_date'    => '2024-01-01 10:00:00',
			)
		);
		$other = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Aquarium',
				'post_excerpt' => 'Zebrafish and a recipe',
				'post_content' => '<!-- wp:paragraph --><p>Tanks.</p><!-- /wp:paragraph -->',
				'post_date'    => '2024-02-01 10:00:00',
			)
		);
		$this->assertSame( array( $other, $locked ), $this->found( 'Zebrafish recipe' ) );
		$this->assertSame( array( $other, $locked ), $this->found( 'Zebrafish recipe', array( 'orderby' => 'relevance' ) ) );
	}

	public function test_searches_that_skip_query_filters_are_guarded_too(): void {
		$page = $this->locked_page();
		$args = array(
			's'           => 'Zebrafish',
			'post_type'   => 'page',
			'fields'      => 'ids',
			'numberposts' => -1,
		);
		$this->assertSame( array(), get_posts( $args ), 'get_posts() skips the query filters.' );
		$this->assertSame( array(), ( new \WP_Query( array_merge( $args, array( 'suppress_filters' => true ) ) ) )->posts );
		$this->assertContains( $page, get_posts( array_merge( $args, array( 's' => '-Zebrafish' ) ) ) );
		$this->assertContains( $page, get_posts( array_merge( $args, array( 's' => 'Welcome' ) ) ) );
	}

	public function test_a_copy_older_than_the_content_hides_all_of_it(): void {
		global $wpdb;
		$page = $this->locked_page();
		// Content changed behind WordPress's back (a database edit, an import that skips the
		// save hooks): the copy kept at the last save no longer matches it.
		$content = (string) get_post_field( 'post_content', $page );
		$wpdb->update( $wpdb->posts, array( 'post_content' => str_replace( self::$secret, 'Quokka handshake', $content ) ), array( 'ID' => $page ) );
		clean_post_cache( $page );

		$this->assertSame( array(), $this->found( 'Quokka' ) );
		$this->assertContains( $page, $this->found( '-Quokka' ) );
		$this->assertSame( array(), $this->found( 'Welcome' ), 'Nothing of a content whose copy is stale is searched.' );
		$this->assertContains( $page, $this->found( 'Members' ) );

		wp_update_post( array( 'ID' => $page ) );
		$this->assertSame( array( $page ), $this->found( 'Welcome' ), 'Saved again, its public words are found.' );
		$this->assertSame( array(), $this->found( 'Quokka' ) );
	}

	public function test_the_copy_is_dropped_with_the_last_locked_block_and_never_reaches_rest(): void {
		$page = $this->locked_page();
		$copy = (string) get_post_meta( $page, LockGuard::SEARCH_META, true );
		$this->assertStringContainsString( self::$public, $copy );
		$this->assertStringNotContainsString( 'Zebrafish', $copy );

		$response = $this->rest( 'GET', '/wp/v2/pages/' . $page );
		$this->assertStringNotContainsString( LockGuard::SEARCH_META, (string) wp_json_encode( $response->get_data() ) );

		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => '<!-- wp:paragraph --><p>Zebrafish, now public</p><!-- /wp:paragraph -->',
			)
		);
		$this->assertSame( '', get_post_meta( $page, LockGuard::SEARCH_META, true ) );
		$this->assertSame( array( $page ), $this->found( 'Zebrafish' ) );
	}

	public function test_a_search_spelling_sql_stays_a_search(): void {
		global $wpdb;
		$page = $this->locked_page();
		$this->assertSame( array(), $this->found( $wpdb->posts . '.post_content' ) );
		$this->assertSame( array(), $this->found( "x' OR {$wpdb->posts}.post_content LIKE '%" ) );
		$this->assertContains( $page, $this->found( '-' . $wpdb->posts . '.post_content Members' ) );
	}

	public function test_locked_blocks_end_where_the_block_parser_ends_them(): void {
		// A closer ends the innermost open block whatever name it carries, and the parser takes
		// any whitespace inside a delimiter: the secret words here all sit in the locked block.
		$content = "<p>Before</p><!--\twp:shopwright/locked-content {\"lockId\":\"abcdefgh\",\"locked\":true}  -->"
			. '<!-- wp:group --><p>First secret</p><!-- /wp:shopwright/locked-content --><p>Second secret</p><!-- /wp:group -->'
			. '<p>After</p>';
		$parsed  = parse_blocks( $content );
		$this->assertSame( LockedMarkup::BLOCK, $parsed[1]['blockName'] );
		$this->assertStringContainsString( 'Second secret', serialize_block( $parsed[1] ) );
		$this->assertSame( '<p>Before</p><p>After</p>', LockedMarkup::strip( $content ) );
	}

	public function test_a_search_s_comment_feed_tells_nothing_of_locked_words(): void {
		$page = $this->locked_page();
		$this->assertIsInt(
			wp_insert_comment(
				array(
					'comment_post_ID'  => $page,
					'comment_content'  => 'Lovely page',
					'comment_approved' => 1,
				)
			)
		);
		$commented = function ( string $search ): array {
			$query = new \WP_Query(
				array(
					's'         => $search,
					'feed'      => 'comments-rss2',
					'post_type' => 'page',
				)
			);
			$this->assertTrue( $query->is_comment_feed );
			return array_map( 'intval', wp_list_pluck( (array) $query->comments, 'comment_post_ID' ) );
		};
		$this->assertContains( $page, $commented( '-Zebrafish' ) );
		$this->assertContains( $page, $commented( '-xyzzyq' ) );
		$this->assertNotContains( $page, $commented( 'Zebrafish' ) );
	}

	public function test_latest_posts_in_full_print_nothing_locked(): void {
		$post = $this->locked_page();
		wp_update_post(
			array(
				'ID'        => $post,
				'post_type' => 'post',
			)
		);
		$html = do_blocks( '<!-- wp:latest-posts {"postsToShow":1,"displayPostContent":true,"displayPostContentRadio":"full_post"} /-->' );
		$this->assertStringContainsString( 'wp-block-latest-posts__post-full-content', $html );
		$this->assertStringContainsString( self::$public, $html );
		$this->assertStringNotContainsString( 'Zebrafish', $html );

		$stored = (string) get_post_field( 'post_content', $post );
		$this->assertStringContainsString( 'Zebrafish', wp_kses_post( $stored ), 'Outside that render, kses (run when posts are saved) keeps locked blocks.' );
	}

	public function test_a_product_s_structured_data_describes_it_without_locked_words(): void {
		$this->requires_woocommerce();
		$block   = '<!-- wp:shopwright/locked-content {"lockId":"' . self::$lock_id . '","locked":true} --><p>' . self::$secret . '</p><!-- /wp:shopwright/locked-content -->';
		$product = new \WC_Product_Simple();
		$product->set_name( 'Members lamp' );
		$product->set_regular_price( '10' );
		$product->set_description( '<p>A lamp.</p>' . $block );
		$product->set_short_description( '<p>Bright.</p>' . $block );
		$product->set_status( 'publish' );
		$product->save();
		// The product's page: WooCommerce's brands read the global post while the data is made.
		$GLOBALS['post'] = get_post( $product->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The product page's post; reset below.

		$data = new \WC_Structured_Data();
		$data->generate_product_data( $product );
		$json = (string) wp_json_encode( $data->get_data() );
		$this->assertStringContainsString( 'Bright.', $json );
		$this->assertStringNotContainsString( 'Zebrafish', $json );

		$product->set_short_description( '' );
		$product->save();
		$data = new \WC_Structured_Data();
		$data->generate_product_data( $product );
		$json = (string) wp_json_encode( $data->get_data() );
		$this->assertStringContainsString( 'A lamp.', $json );
		$this->assertStringNotContainsString( 'Zebrafish', $json );
		wp_reset_postdata();
	}

	public function test_posts_saved_before_the_copies_existed_catch_up(): void {
		$page = $this->locked_page();
		delete_post_meta( $page, LockGuard::SEARCH_META );
		delete_option( LockGuard::BACKFILL_OPTION );
		$this->assertSame( array(), $this->found( 'Welcome' ), 'Without its copy, nothing of the content is searched.' );

		$guard = new LockGuard();
		$runs  = 0;
		do {
			$guard->backfill_search_content();
			++$runs;
		} while ( 'done' !== get_option( LockGuard::BACKFILL_OPTION ) && $runs < 100 );
		$this->assertSame( 'done', get_option( LockGuard::BACKFILL_OPTION ) );
		$this->assertSame( array( $page ), $this->found( 'Welcome' ) );
		$this->assertSame( array(), $this->found( 'Zebrafish' ) );
	}

	public function test_a_locked_block_in_a_manual_excerpt_is_neither_searched_nor_printed(): void {
		$block = '<!-- wp:shopwright/locked-content {"lockId":"' . self::$lock_id . '","locked":true} --><p>Okapi ledger</p><!-- /wp:shopwright/locked-content -->';
		$page  = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Teaser page',
				'post_excerpt' => '<p>Teaser words.</p>' . $block,
				'post_content' => '<!-- wp:paragraph --><p>Body words.</p><!-- /wp:paragraph -->',
			)
		);
		$this->assertIsInt( $page );

		$this->assertSame( array(), $this->found( 'Okapi' ) );
		$this->assertContains( $page, $this->found( '-Okapi' ) );
		$this->assertContains( $page, $this->found( 'Teaser words' ) );

		$this->assertStringNotContainsString( 'Okapi', get_the_excerpt( $page ) );
		$this->assertStringContainsString( 'Teaser words.', get_the_excerpt( $page ) );
		$response = $this->rest( 'GET', '/wp/v2/pages/' . $page );
		$this->assertStringContainsString( 'Teaser words.', $response->get_data()['excerpt']['rendered'] );
		$this->assertStringNotContainsString( 'Okapi', (string) wp_json_encode( $response->get_data() ) );
	}
}
