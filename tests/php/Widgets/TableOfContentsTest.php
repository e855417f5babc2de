<?php
/**
 * The table of contents block.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Widgets;

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
}
