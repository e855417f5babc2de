<?php
/**
 * The table of contents block.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Widgets;

use Shopwright\Media\ContentLocks;
use Shopwright\Media\UnlockCookie;
use Shopwright\Shared\LockedMarkup;
use Shopwright\Tests\TestCase;

/**
 * Links to the post's headings, nested by level, with anchors the headings receive.
 */
final class TableOfContentsTest extends TestCase {

	/**
	 * The post, rendered as its page would render it.
	 *
	 * @param string      $content The post's block markup.
	 * @param string|null $render  Markup rendered in the post's place (the post's own when null).
	 */
	private function render_post( string $content, ?string $render = null ): string {
		$post = get_post(
			wp_insert_post(
				array(
					'post_status'  => 'publish',
					'post_title'   => 'Guide',
					'post_content' => wp_slash( $content ),
				)
			)
		);
		$this->assertInstanceOf( \WP_Post::class, $post );
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The loop's post, as a page render has it.
		setup_postdata( $post );
		return do_blocks( $render ?? $post->post_content );
	}

	/**
	 * A heading block.
	 *
	 * @param int    $level Level.
	 * @param string $html  Its inner HTML.
	 */
	private function heading( int $level, string $html ): string {
		$attrs = 2 === $level ? '' : ' ' . wp_json_encode( array( 'level' => $level ) );
		return "<!-- wp:heading$attrs -->\n<h$level class=\"wp-block-heading\">$html</h$level>\n<!-- /wp:heading -->\n";
	}

	public function test_headings_are_listed_nested_and_receive_matching_anchors(): void {
		$html = $this->render_post(
			"<!-- wp:shopwright/table-of-contents /-->\n"
			. $this->heading( 2, 'Delivery' )
			. $this->heading( 3, 'Abroad' )
			. $this->heading( 4, 'Islands' )
			. $this->heading( 2, 'Returns' )
			. $this->heading( 2, 'Returns' )
			. "<!-- wp:group -->\n<div class=\"wp-block-group\">" . $this->heading( 3, 'Inside a group' ) . "</div>\n<!-- /wp:group -->"
		);

		$this->assertStringContainsString( '<nav class="wp-block-shopwright-table-of-contents" aria-label="Contents">', $html );
		$this->assertStringContainsString( '<a class="wp-block-shopwright-table-of-contents__link" href="#delivery">Delivery</a><ol class="wp-block-shopwright-table-of-contents__list"><li class="wp-block-shopwright-table-of-contents__item"><a class="wp-block-shopwright-table-of-contents__link" href="#abroad">Abroad</a></li></ol>', $html, 'Level 3 nests under level 2.' );
		$this->assertStringNotContainsString( 'href="#islands"', $html, 'Level 4 is not chosen by default.' );
		$this->assertStringContainsString( 'href="#returns"', $html );
		$this->assertStringContainsString( 'href="#returns-2"', $html, 'Equal headings get distinct anchors.' );
		$this->assertStringContainsString( 'href="#inside-a-group"', $html );

		$this->assertStringContainsString( '<h2 id="delivery" class="wp-block-heading">Delivery</h2>', $html );
		$this->assertStringContainsString( '<h2 id="returns" class="wp-block-heading">Returns</h2>', $html );
		$this->assertStringContainsString( '<h2 id="returns-2" class="wp-block-heading">Returns</h2>', $html );
		$this->assertStringContainsString( '<h3 id="inside-a-group" class="wp-block-heading">Inside a group</h3>', $html );
	}

	public function test_an_existing_anchor_is_kept_and_linked(): void {
		$html = $this->render_post(
			"<!-- wp:shopwright/table-of-contents {\"levels\":[2],\"collapsible\":true,\"title\":\"On this page\"} /-->\n"
			. "<!-- wp:heading {\"anchor\":\"sizes\"} -->\n<h2 class=\"wp-block-heading\" id=\"sizes\">Size guide</h2>\n<!-- /wp:heading -->\n"
		);
		$this->assertStringContainsString( 'href="#sizes">Size guide</a>', $html );
		$this->assertSame( 1, substr_count( $html, 'id="sizes"' ) );
		$this->assertStringContainsString( '<details class="wp-block-shopwright-table-of-contents__details" open>', $html, 'A collapsible table folds without script.' );
		$this->assertStringContainsString( '<summary class="wp-block-shopwright-table-of-contents__title">On this page</summary>', $html );
	}

	public function test_hostile_headings_and_attributes_are_escaped(): void {
		$toc_block = "<!-- wp:shopwright/table-of-contents {\"title\":\"\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u0022 onmouseover=\\u0022x\",\"levels\":[2,\"3\\u0022\",99,-1]} /-->\n";
		// The table is rendered as given: saving would pass its title through the post filters first.
		$html = $this->render_post(
			"<!-- wp:shopwright/table-of-contents /-->\n"
			. $this->heading( 2, 'Tea &amp; &lt;img src=x onerror=alert(1)&gt;' )
			. $this->heading( 2, '<em>"quoted"</em>' ),
			$toc_block
		);
		$toc  = substr( $html, 0, (int) strpos( $html, '</nav>' ) );
		$this->assertStringNotContainsString( '<script>', $toc );
		$this->assertStringNotContainsString( '<img', $toc );
		$this->assertStringNotContainsString( '" onmouseover="x', $toc );
		$this->assertStringContainsString( 'aria-label="&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;x"', $toc );
		$this->assertStringContainsString( '>Tea &amp; &lt;img src=x onerror=alert(1)&gt;</a>', $toc );
		$this->assertStringContainsString( '>&quot;quoted&quot;</a>', $toc );
	}

	public function test_a_post_without_headings_shows_no_table_and_other_posts_keep_their_headings(): void {
		$this->assertSame( '', trim( $this->render_post( '<!-- wp:shopwright/table-of-contents /-->' ) ) );
		$this->assertStringContainsString( '<h2 class="wp-block-heading">Plain</h2>', $this->render_post( $this->heading( 2, 'Plain' ) ), 'Without a table, headings are left alone.' );
	}

	/**
	 * A published page with a table, a locked block holding two headings (one sharing its text
	 * with a public heading after it), and that public heading; its password set.
	 *
	 * @return array{0: int, 1: array<string, string>} The page, and the cookie that opens its block.
	 */
	private function page_with_locked_headings(): array {
		$lock_id = 'toc-lock-0001';
		$id      = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Members',
				'post_content' => wp_slash(
					"<!-- wp:shopwright/table-of-contents /-->\n"
					. $this->heading( 2, 'Delivery' )
					. '<!-- wp:shopwright/locked-content {"lockId":"' . $lock_id . "\",\"locked\":true} -->\n"
					. $this->heading( 2, 'Harbour rendezvous at dawn' )
					. $this->heading( 2, 'Returns' )
					. "<!-- /wp:shopwright/locked-content -->\n"
					. $this->heading( 2, 'Returns' )
				),
			)
		);
		$this->assertGreaterThan( 0, $id );
		( new ContentLocks() )->set_password( $id, $lock_id, 'open-sesame' );
		$lock = ( new ContentLocks() )->get( $id, $lock_id );
		$this->assertNotNull( $lock );
		return array( $id, array( UnlockCookie::name( $id, $lock_id ) => UnlockCookie::value( $id, $lock_id, $lock['version'], time() + 3600 ) ) );
	}

	/**
	 * The page's content as its page shows it, with the cookies given.
	 *
	 * @param int                  $id      The page.
	 * @param array<string, mixed> $cookies $_COOKIE for the request.
	 */
	private function page_html( int $id, array $cookies = array() ): string {
		$previous = $_COOKIE;
		$_COOKIE  = $cookies;
		try {
			$GLOBALS['post'] = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The loop's post, as a page render has it.
			setup_postdata( $GLOBALS['post'] );
			return (string) apply_filters( 'the_content', get_post_field( 'post_content', $id ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, as the page applies it.
		} finally {
			$_COOKIE = $previous;
			wp_reset_postdata();
		}
	}

	/**
	 * Asserts that nothing of the locked headings is in the markup: not their text, not their
	 * anchors, not a numbered anchor that would tell a locked heading shares a public one's text.
	 *
	 * @param string $html  The markup.
	 * @param string $where Where it was read.
	 */
	private function assert_locked_headings_absent( string $html, string $where ): void {
		$this->assertStringNotContainsString( 'Harbour', $html, $where );
		$this->assertStringNotContainsString( 'harbour-rendezvous', $html, $where );
		$this->assertStringNotContainsString( 'returns-2', $html, $where );
	}

	public function test_a_guest_s_table_lists_nothing_from_inside_a_locked_block(): void {
		list( $page ) = $this->page_with_locked_headings();

		$html = $this->page_html( $page );
		$this->assert_locked_headings_absent( $html, 'The page.' );
		$this->assertStringContainsString( 'href="#delivery">Delivery</a>', $html );
		$this->assertStringContainsString( 'href="#returns">Returns</a>', $html );
		$this->assertStringContainsString( '<h2 id="returns" class="wp-block-heading">Returns</h2>', $html, 'The public heading keeps the anchor the table links to.' );
		$this->assertStringContainsString( 'name="password"', $html );

		$response = $this->rest( 'GET', '/wp/v2/pages/' . $page );
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( 'href="#delivery"', $response->get_data()['content']['rendered'] );
		$this->assert_locked_headings_absent( (string) wp_json_encode( $response->get_data() ), 'The REST answer.' );
	}

	public function test_shared_answers_list_nothing_locked_even_for_a_visitor_who_unlocked_it(): void {
		global $wp_query;
		list( $page, $cookie ) = $this->page_with_locked_headings();

		$_COOKIE  = $cookie;
		$response = $this->rest( 'GET', '/wp/v2/pages/' . $page );
		$_COOKIE  = array();
		$this->assertStringContainsString( 'href="#delivery"', $response->get_data()['content']['rendered'] );
		$this->assert_locked_headings_absent( (string) wp_json_encode( $response->get_data() ), 'The REST answer, with the cookie.' );

		$previous          = $wp_query->is_feed;
		$wp_query->is_feed = true;
		try {
			$feed = $this->page_html( $page, $cookie );
		} finally {
			$wp_query->is_feed = $previous;
		}
		$this->assertStringContainsString( 'href="#delivery"', $feed );
		$this->assert_locked_headings_absent( $feed, 'The feed, with the cookie.' );
	}

	public function test_the_visitor_who_unlocked_it_gets_its_headings_listed_and_anchored(): void {
		list( $page, $cookie ) = $this->page_with_locked_headings();

		$html = $this->page_html( $page, $cookie );
		$this->assertStringContainsString( 'href="#harbour-rendezvous-at-dawn">Harbour rendezvous at dawn</a>', $html );
		$this->assertStringContainsString( '<h2 id="harbour-rendezvous-at-dawn" class="wp-block-heading">Harbour rendezvous at dawn</h2>', $html );
		// Public headings keep the anchors guests get; the locked one sharing a text is numbered.
		$this->assertStringContainsString( '<h2 id="returns" class="wp-block-heading">Returns</h2>', $html );
		$this->assertSame( 1, substr_count( $html, 'id="returns"' ) );
		$this->assertStringContainsString( 'id="returns-2"', $html );
		$this->assertSame( 1, substr_count( $html, 'href="#returns"' ) );
		$this->assertSame( 1, substr_count( $html, 'href="#returns-2"' ) );

		$this->assert_locked_headings_absent( $this->page_html( $page ), 'A guest after that, in the same request.' );
	}

	public function test_with_the_locked_block_unregistered_its_headings_stay_out(): void {
		list( $page, $cookie ) = $this->page_with_locked_headings();
		$registry              = \WP_Block_Type_Registry::get_instance();
		$type                  = $registry->unregister( LockedMarkup::BLOCK );
		$this->assertInstanceOf( \WP_Block_Type::class, $type );
		try {
			$html = $this->page_html( $page, $cookie );
		} finally {
			$registry->register( $type );
		}
		$this->assertStringContainsString( 'href="#delivery"', $html );
		$this->assert_locked_headings_absent( $html, 'Unregistered, with the cookie.' );
	}
}
