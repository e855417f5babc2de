<?php
/**
 * Where locked content must never appear.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Shared\LockedMarkup;
use Shopwright\Tests\TestCase;

/**
 * The content of a locked block is absent from everything shared (REST answers, feeds, search,
 * excerpts, oEmbed), even for a visitor holding the unlock cookie, and even with the module off.
 */
final class LockedContentPrivacyTest extends TestCase {

	use CreatesLockedPosts;

	/**
	 * The unlock cookie of a page, got through the route.
	 *
	 * @param int $page The page.
	 * @return array<string, string>
	 */
	private function unlocked( int $page ): array {
		$response = $this->rest(
			'POST',
			'/shopwright/v1/locked-content/unlock',
			array(
				'post_id'   => $page,
				'client_id' => self::$lock_id,
				'password'  => 'open-sesame',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		return $this->cookie_from( $response );
	}

	public function test_the_rest_api_renders_the_form_not_the_content_even_with_the_cookie(): void {
		$page     = $this->locked_page();
		$_COOKIE  = $this->unlocked( $page );
		$response = $this->rest( 'GET', '/wp/v2/pages/' . $page );
		$_COOKIE  = array();

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertStringContainsString( self::$public, $data['content']['rendered'] );
		$this->assertStringContainsString( 'name="password"', $data['content']['rendered'] );
		$json = (string) wp_json_encode( $data );
		$this->assertStringNotContainsString( 'Zebrafish', $json );
		$this->assertArrayNotHasKey( 'raw', $data['content'], 'Visitors never get the stored content.' );
	}

	public function test_the_form_holds_nothing_of_the_content_or_the_password(): void {
		$page = $this->locked_page();
		$html = $this->page_html( $page );
		$this->assertStringNotContainsString( 'Zebrafish', $html );
		$this->assertStringNotContainsString( 'open-sesame', $html );
		$this->assertStringNotContainsString( '$wp$', $html );
		$this->assertStringNotContainsString( '$P$', $html );
		$this->assertStringContainsString( 'data-unlocking-text="Unlocking…"', $html );
		$this->assertMatchesRegularExpression( '/<div class="[^"]*\bis-locked\b[^"]*" id="shopwright-lock-test-lock-0001">/', $html );
		$this->assertStringContainsString( '<label class="wp-block-shopwright-locked-content__label" for="shopwright-lock-test-lock-0001-password">', $html );
	}

	public function test_excerpts_leave_the_content_out(): void {
		$page = $this->locked_page();
		$this->assertStringNotContainsString( 'Zebrafish', get_the_excerpt( $page ) );
		$this->assertStringContainsString( 'Welcome', get_the_excerpt( $page ) );

		$response = $this->rest( 'GET', '/wp/v2/pages/' . $page );
		$this->assertStringNotContainsString( 'Zebrafish', $response->get_data()['excerpt']['rendered'] );
	}

	public function test_feeds_get_a_note_instead(): void {
		global $wp_query;
		$page              = $this->locked_page();
		$_COOKIE           = $this->unlocked( $page );
		$previous          = $wp_query->is_feed;
		$wp_query->is_feed = true;
		$html              = $this->page_html( $page, $_COOKIE );
		$wp_query->is_feed = $previous;
		$_COOKIE           = array();

		$this->assertStringNotContainsString( 'Zebrafish', $html );
		$this->assertStringContainsString( 'protected by a password', $html );
	}

	public function test_search_does_not_find_posts_by_their_locked_words(): void {
		$page = $this->locked_page();
		$this->assertSame(
			array(),
			( new \WP_Query(
				array(
					's'         => 'Zebrafish',
					'post_type' => 'page',
					'fields'    => 'ids',
				)
			) )->posts
		);
		$this->assertContains(
			$page,
			( new \WP_Query(
				array(
					's'         => 'Members',
					'post_type' => 'page',
					'fields'    => 'ids',
				)
			) )->posts,
			'Found by its title.'
		);
		$objects = ( new \WP_Query(
			array(
				's'         => 'Zebrafish recipe',
				'post_type' => 'page',
			)
		) )->posts;
		$this->assertSame( array(), $objects );

		$open = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Aquarium',
				'post_content' => '<!-- wp:paragraph --><p>Zebrafish tank guide</p><!-- /wp:paragraph -->',
			)
		);
		$this->assertSame(
			array( $open ),
			( new \WP_Query(
				array(
					's'         => 'Zebrafish',
					'post_type' => 'page',
					'fields'    => 'ids',
				)
			) )->posts,
			'Other posts are still found by their content.'
		);

		$request = new \WP_REST_Request( 'GET', '/wp/v2/search' );
		$request->set_query_params( array( 'search' => 'Zebrafish' ) );
		$found = array_column( rest_get_server()->dispatch( $request )->get_data(), 'id' );
		$this->assertContains( $open, $found );
		$this->assertNotContains( $page, $found );
	}

	public function test_oembed_shows_nothing_of_it(): void {
		$page    = $this->locked_page();
		$request = new \WP_REST_Request( 'GET', '/oembed/1.0/embed' );
		$request->set_query_params( array( 'url' => get_permalink( $page ) ) );
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringNotContainsString( 'Zebrafish', (string) wp_json_encode( $response->get_data() ) );
		// The embedded page itself shows the post's excerpt.
		$this->assertStringNotContainsString( 'Zebrafish', (string) apply_filters( 'the_excerpt_embed', get_the_excerpt( $page ) ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
	}

	public function test_a_block_copied_without_its_password_stays_closed(): void {
		$page = $this->locked_page( '' );
		$html = $this->page_html( $page );
		$this->assertStringNotContainsString( 'Zebrafish', $html );
		$this->assertStringContainsString( 'name="password"', $html );
	}

	public function test_a_block_never_locked_shows_its_content(): void {
		$page = $this->locked_page( '', 'publish', false );
		$this->assertStringContainsString( 'Zebrafish', $this->page_html( $page ) );
	}

	public function test_with_the_block_unregistered_its_content_still_never_prints(): void {
		$page     = $this->locked_page();
		$registry = \WP_Block_Type_Registry::get_instance();
		$type     = $registry->unregister( LockedMarkup::BLOCK );
		$this->assertInstanceOf( \WP_Block_Type::class, $type );
		try {
			$html = $this->page_html( $page );
		} finally {
			$registry->register( $type );
		}
		$this->assertStringNotContainsString( 'Zebrafish', $html );
		$this->assertStringContainsString( self::$public, $html );
	}

	public function test_raw_content_readers_get_it_without_locked_blocks(): void {
		$content = '<p>Before</p><!-- wp:shopwright/locked-content {"lockId":"abcdefgh"} --><p>Secret</p>'
			. '<!-- wp:shopwright/locked-content {"lockId":"ijklmnop"} --><p>Inner secret</p><!-- /wp:shopwright/locked-content -->'
			. '<!-- wp:shopwright/locked-content {"lockId":"qrstuvwx","embedUrl":"https://example.com/v"} /-->'
			. '<p>Still secret</p><!-- /wp:shopwright/locked-content --><p>After</p>';
		$this->assertSame( '<p>Before</p><p>After</p>', LockedMarkup::strip( $content ) );
		$this->assertSame( '<p>Before</p>', LockedMarkup::strip( substr( $content, 0, 90 ) ), 'A block cut off by a length limit takes the rest with it.' );
	}

	public function test_quick_view_shows_nothing_of_a_product_s_locked_blocks(): void {
		$this->requires_woocommerce();
		$block   = '<!-- wp:shopwright/locked-content {"lockId":"' . self::$lock_id . '","locked":true} --><p>' . self::$secret . '</p><!-- /wp:shopwright/locked-content -->';
		$product = new \WC_Product_Simple();
		$product->set_name( 'Members lamp' );
		$product->set_regular_price( '10' );
		$product->set_description( '<p>A lamp.</p>' . $block );
		$product->set_short_description( '<p>Bright.</p>' . $block );
		$product->set_status( 'publish' );
		$id = $product->save();
		( new \Shopwright\Media\ContentLocks() )->set_password( $id, self::$lock_id, 'open-sesame' );

		$response = $this->rest( 'GET', '/shopwright/v1/quick-view/' . $id );
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( 'Bright.', $response->get_data()['html'] );
		$this->assertStringContainsString( 'name="password"', $response->get_data()['html'], 'The block renders, as its form.' );
		$this->assertStringNotContainsString( 'Zebrafish', (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_the_inner_blocks_of_a_closed_block_never_run(): void {
		$runs = 0;
		register_block_type(
			'shopwright-test/counter',
			array(
				'render_callback' => static function () use ( &$runs ): string {
					++$runs;
					return '<p>Counted</p>';
				},
			)
		);
		try {
			$page = $this->locked_page();
			wp_update_post(
				array(
					'ID'           => $page,
					'post_content' => str_replace( '<!-- /wp:shopwright/locked-content -->', '<!-- wp:shopwright-test/counter /--><!-- /wp:shopwright/locked-content -->', (string) get_post_field( 'post_content', $page ) ),
				)
			);
			$this->assertStringNotContainsString( 'Counted', $this->page_html( $page ) );
			$this->assertSame( 0, $runs, 'Closed: the inner blocks are not even rendered.' );

			$cookie = $this->unlocked( $page );
			$runs   = 0;
			$this->assertStringContainsString( 'Counted', $this->page_html( $page, $cookie ) );
			$this->assertSame( 1, $runs );
		} finally {
			unregister_block_type( 'shopwright-test/counter' );
		}
	}

	public function test_revisions_and_autosaves_stay_with_those_who_may_edit(): void {
		$page = $this->locked_page();
		wp_update_post(
			array(
				'ID'         => $page,
				'post_title' => 'Members area',
			)
		);
		$this->assertNotEmpty( wp_get_post_revisions( $page ), 'The page has a revision to ask for.' );
		foreach ( array( 0, $this->log_in_as( 'contributor' ) ) as $user ) {
			wp_set_current_user( $user );
			foreach ( array( '/revisions', '/autosaves' ) as $route ) {
				$response = $this->rest( 'GET', '/wp/v2/pages/' . $page . $route );
				$this->assertContains( $response->get_status(), array( 401, 403 ), $route );
				$this->assertStringNotContainsString( 'Zebrafish', (string) wp_json_encode( $response->get_data() ), $route );
			}
		}
	}

	public function test_the_store_api_renders_a_product_s_locked_blocks_closed(): void {
		$this->requires_woocommerce();
		$block   = '<!-- wp:shopwright/locked-content {"lockId":"' . self::$lock_id . '","locked":true} --><p>' . self::$secret . '</p><!-- /wp:shopwright/locked-content -->';
		$product = new \WC_Product_Simple();
		$product->set_name( 'Members lamp' );
		$product->set_regular_price( '10' );
		$product->set_description( '<p>A lamp.</p>' . $block );
		$product->set_short_description( '<p>Bright.</p>' . $block );
		$product->set_status( 'publish' );
		$id = $product->save();
		( new \Shopwright\Media\ContentLocks() )->set_password( $id, self::$lock_id, 'open-sesame' );

		$response = $this->rest( 'GET', '/wc/store/v1/products/' . $id );
		$this->assertSame( 200, $response->get_status() );
		$json = (string) wp_json_encode( $response->get_data() );
		$this->assertStringContainsString( 'Bright.', $json );
		$this->assertStringContainsString( 'A lamp.', $json );
		$this->assertStringNotContainsString( 'Zebrafish', $json );
	}
}
