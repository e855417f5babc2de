<?php
/**
 * The Query Loop's archive layouts: registered, and rendering an archive's posts.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Widgets;

use Shopwright\Tests\TestCase;
use Shopwright\Widgets\ArchivePatterns;

/**
 * Cards, classic and full content, in the Shopwright category, offered for the Query Loop; placed in
 * an archive, each shows that archive's posts in its own way.
 */
final class ArchivePatternsTest extends TestCase {

	/**
	 * The main query before the test.
	 *
	 * @var \WP_Query|null
	 */
	private ?\WP_Query $saved_query = null;

	protected function set_up(): void {
		parent::set_up();
		$this->saved_query = $GLOBALS['wp_query'] ?? null;
	}

	protected function tear_down(): void {
		$GLOBALS['wp_query']     = $this->saved_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring it.
		$GLOBALS['wp_the_query'] = $this->saved_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring it.
		parent::tear_down();
	}

	public function test_the_three_layouts_are_query_loop_patterns_in_the_shopwright_category(): void {
		$this->assertTrue( \WP_Block_Pattern_Categories_Registry::get_instance()->is_registered( 'shopwright' ) );
		$registry = \WP_Block_Patterns_Registry::get_instance();
		$titles   = array();
		foreach ( ArchivePatterns::NAMES as $name ) {
			$this->assertTrue( $registry->is_registered( $name ), $name );
			$pattern = $registry->get_registered( $name );
			$this->assertContains( 'shopwright', $pattern['categories'] );
			$this->assertSame( array( 'core/query' ), $pattern['blockTypes'] );
			$blocks = parse_blocks( $pattern['content'] );
			$this->assertSame( 'core/query', $blocks[0]['blockName'] );
			$this->assertTrue( $blocks[0]['attrs']['query']['inherit'], 'An archive shows its own posts.' );
			$titles[] = $pattern['title'];
		}
		$this->assertSame( array( 'Posts: cards', 'Posts: classic', 'Posts: full content' ), $titles );
	}

	public function test_each_layout_renders_the_archives_posts_its_own_way(): void {
		$category = (int) wp_create_category( 'Pens and inks' );
		$ids      = array();
		foreach ( array( 'Brass pen', 'Spring inks' ) as $index => $title ) {
			$ids[] = (int) wp_insert_post(
				array(
					'post_title'    => $title,
					'post_content'  => '<!-- wp:paragraph --><p>The whole story of the ' . $title . ', <em>every</em> word of it, down to the very end of this paragraph and beyond it.</p><!-- /wp:paragraph -->',
					'post_excerpt'  => 'Short note on ' . $title,
					'post_status'   => 'publish',
					'post_date'     => '2026-0' . ( $index + 1 ) . '-10 10:00:00',
					'post_category' => array( $category ),
				)
			);
		}
		wp_insert_post(
			array(
				'post_title'  => 'Elsewhere',
				'post_status' => 'publish',
			)
		);
		$registry = \WP_Block_Patterns_Registry::get_instance();
		$html     = array();
		foreach ( ArchivePatterns::NAMES as $name ) {
			$this->go_to_category( $category );
			$html[ $name ] = do_blocks( $registry->get_registered( $name )['content'] );
		}

		foreach ( $html as $name => $markup ) {
			$this->assertStringContainsString( 'Brass pen', $markup, $name );
			$this->assertStringContainsString( 'Spring inks', $markup, $name );
			$this->assertStringNotContainsString( 'Elsewhere', $markup, $name . ': only the archive\'s posts.' );
			$this->assertStringContainsString( 'href="' . esc_url( get_permalink( $ids[0] ) ) . '"', $markup, $name . ': titles link to the posts.' );
			$this->assertLessThan( strpos( $markup, 'Brass pen' ), strpos( $markup, 'Spring inks' ), $name . ': newest first.' );
		}
		$cards = $html['shopwright/posts-cards'];
		$this->assertStringContainsString( 'is-layout-grid', $cards );
		$this->assertStringContainsString( 'shopwright-post-card', $cards );
		$this->assertStringContainsString( 'Short note on Brass pen', $cards );
		$this->assertStringNotContainsString( 'down to the very end', $cards, 'Cards show the excerpt, not the content.' );

		$classic = $html['shopwright/posts-classic'];
		$this->assertStringNotContainsString( 'is-layout-grid', $classic );
		$this->assertStringContainsString( 'Short note on Brass pen', $classic );
		$this->assertStringContainsString( 'Read more', $classic );

		$full = $html['shopwright/posts-full-content'];
		$this->assertStringContainsString( '<em>every</em> word of it, down to the very end', $full );
		$this->assertStringNotContainsString( 'Short note on', $full );
	}

	public function test_an_empty_archive_says_so(): void {
		$category = (int) wp_create_category( 'Nothing here yet' );
		$this->go_to_category( $category );
		$html = do_blocks( \WP_Block_Patterns_Registry::get_instance()->get_registered( ArchivePatterns::NAMES[0] )['content'] );
		$this->assertStringContainsString( 'No posts were found.', $html );
	}

	/**
	 * Makes a category's archive the main query, as its page has it.
	 *
	 * @param int $category Category id.
	 */
	private function go_to_category( int $category ): void {
		$query                   = new \WP_Query( array( 'cat' => $category ) );
		$GLOBALS['wp_query']     = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The archive's main query, as its page has it.
		$GLOBALS['wp_the_query'] = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The archive's main query, as its page has it.
	}
}
