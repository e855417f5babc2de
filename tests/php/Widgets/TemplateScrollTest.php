<?php
/**
 * The archive template scroll.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Widgets;

use Shopwright\Tests\TestCase;
use Shopwright\Widgets\TemplateScroll;

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.Security.NonceVerification.Recommended -- The main query and the address, as a page request has them.

/**
 * The script is on an archive page whose address names a safe template id, and nowhere else.
 */
final class TemplateScrollTest extends TestCase {

	/**
	 * The main query before the test.
	 *
	 * @var mixed
	 */
	private $query;

	protected function set_up(): void {
		parent::set_up();
		$this->query = $GLOBALS['wp_query'];
		wp_dequeue_script( TemplateScroll::HANDLE );
	}

	protected function tear_down(): void {
		unset( $_GET[ TemplateScroll::PARAM ] );
		wp_dequeue_script( TemplateScroll::HANDLE );
		$GLOBALS['wp_query'] = $this->query;
		parent::tear_down();
	}

	/**
	 * Whether the script is enqueued for a request.
	 *
	 * @param array<string, mixed> $query The main query's arguments.
	 * @param mixed                $value The parameter (null: absent).
	 */
	private function enqueued_for( array $query, $value ): bool {
		wp_dequeue_script( TemplateScroll::HANDLE );
		unset( $_GET[ TemplateScroll::PARAM ] );
		if ( null !== $value ) {
			$_GET[ TemplateScroll::PARAM ] = $value;
		}
		$GLOBALS['wp_query'] = new \WP_Query( $query );
		( new TemplateScroll( SHOPWRIGHT_FILE ) )->enqueue();
		return wp_script_is( TemplateScroll::HANDLE, 'enqueued' );
	}

	public function test_an_archive_naming_a_template_gets_the_script(): void {
		$category = wp_insert_term( 'Shopwright archive', 'category' );
		$this->assertIsArray( $category );
		$archive = array( 'cat' => (int) $category['term_id'] );

		$this->assertTrue( $this->enqueued_for( $archive, 'post-42' ) );
		$this->assertStringEndsWith( 'build/frontend/template-scroll.js', (string) wp_scripts()->registered[ TemplateScroll::HANDLE ]->src );
		$this->assertTrue( $this->enqueued_for( array( 'year' => 2026 ), 'card_7' ), 'A date archive is one too.' );
	}

	public function test_no_script_without_the_parameter_off_archives_or_for_an_unsafe_id(): void {
		$category = wp_insert_term( 'Shopwright archive', 'category' );
		$this->assertIsArray( $category );
		$archive = array( 'cat' => (int) $category['term_id'] );
		$post    = wp_insert_post(
			array(
				'post_status' => 'publish',
				'post_title'  => 'A single post',
			)
		);

		$this->assertFalse( $this->enqueued_for( $archive, null ), 'Without the parameter, nothing.' );
		$this->assertFalse( $this->enqueued_for( array( 'p' => $post ), 'post-42' ), 'A single post is no archive.' );
		foreach ( array( '42', '"><script>', 'a b', 'post.42', 'a' . str_repeat( 'b', 100 ), array( 'post-42' ), '' ) as $unsafe ) {
			$this->assertFalse( $this->enqueued_for( $archive, $unsafe ), 'Refused: ' . wp_json_encode( $unsafe ) );
		}
	}

	public function test_only_a_safe_id_is_accepted(): void {
		$this->assertSame( 'post-42', TemplateScroll::requested( 'post-42' ) );
		$this->assertSame( 'Card_7', TemplateScroll::requested( 'Card_7' ) );
		$this->assertNull( TemplateScroll::requested( '#post-42' ) );
		$this->assertNull( TemplateScroll::requested( "post-42\n" ) );
		$this->assertNull( TemplateScroll::requested( null ) );
	}
}
