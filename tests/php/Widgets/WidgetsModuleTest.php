<?php
/**
 * The widgets module's switch, and the blocks' runtime on the page.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Widgets;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Plugin;
use Shopwright\Tests\TestCase;
use Shopwright\Widgets\CartPagePlaceholder;
use Shopwright\Widgets\WidgetsModule;

/**
 * Off, no block; on, the blocks' scripts wait in the runtime, which only pages with them get.
 */
final class WidgetsModuleTest extends TestCase {

	public function test_building_the_module_hooks_nothing_and_needs_no_woocommerce(): void {
		$module = new WidgetsModule();
		$this->assertSame( 'widgets', $module->id() );
		$this->assertFalse( $module->requires_woocommerce() );
		$this->assertNull( $module->table_of_contents() );
		$this->assertSame( array( 'table-of-contents', 'share-buttons', 'slides', 'slide', 'portfolio' ), $module->blocks() );
	}

	public function test_switched_off_it_registers_no_block(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$this->assertTrue( $registry->is_registered( 'shopwright/table-of-contents' ), 'The module is on by default.' );
		$this->assertTrue( $registry->is_registered( 'shopwright/share-buttons' ) );
		$this->assertIsArray( Plugin::instance()->settings()->update( array( 'widgets' => array( 'enabled' => false ) ) ) );
		try {
			$this->reregister_blocks();
			$this->assertFalse( $registry->is_registered( 'shopwright/table-of-contents' ) );
			$this->assertFalse( $registry->is_registered( 'shopwright/share-buttons' ) );
		} finally {
			$this->assertIsArray( Plugin::instance()->settings()->update( array( 'widgets' => array( 'enabled' => true ) ) ) );
			$this->reregister_blocks();
		}
	}

	/**
	 * Registers the blocks of the modules that are on afresh (WordPress warns about a block
	 * registered twice).
	 */
	private function reregister_blocks(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( array_keys( $registry->get_all_registered() ) as $name ) {
			if ( str_starts_with( $name, 'shopwright/' ) ) {
				$registry->unregister( $name );
			}
		}
		Plugin::instance()->register_blocks();
	}

	/**
	 * The footer as WordPress prints it, up to the runtime's list.
	 *
	 * @param BlockRuntime $runtime The runtime.
	 */
	private function footer( BlockRuntime $runtime ): string {
		ob_start();
		$runtime->print_manifest();
		return (string) ob_get_clean();
	}

	public function test_a_page_without_the_blocks_gets_nothing_of_the_runtime(): void {
		$runtime = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$runtime->register_script();
		$runtime->lazy( 'shopwright/share-buttons', 'share-buttons/view', '.wp-block-shopwright-share-buttons' );
		wp_dequeue_script( BlockRuntime::HANDLE );

		do_blocks( "<!-- wp:paragraph -->\n<p>Just text.</p>\n<!-- /wp:paragraph -->" );
		$this->assertSame( '', $this->footer( $runtime ) );
		$this->assertNotContains( BlockRuntime::HANDLE, wp_scripts()->queue );
	}

	public function test_a_page_with_a_block_gets_the_runtime_and_the_list_of_waiting_scripts(): void {
		$runtime = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$runtime->register_script();
		$runtime->lazy( 'shopwright/share-buttons', 'share-buttons/view', '.wp-block-shopwright-share-buttons' );
		$runtime->lazy( 'shopwright/table-of-contents', 'table-of-contents/view', '.wp-block-shopwright-table-of-contents' );
		$post = get_post(
			wp_insert_post(
				array(
					'post_status' => 'publish',
					'post_title'  => 'Autumn news',
				)
			)
		);
		$this->assertInstanceOf( \WP_Post::class, $post );
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The loop's post, as a page render has it.
		setup_postdata( $post );

		$html = do_blocks( '<!-- wp:shopwright/share-buttons /-->' );
		$this->assertStringContainsString( 'wp-block-shopwright-share-buttons', $html );
		$this->assertStringNotContainsString( '<script', $html, 'The block itself prints no script.' );

		$footer = $this->footer( $runtime );
		$this->assertContains( BlockRuntime::HANDLE, wp_scripts()->queue );
		$this->assertMatchesRegularExpression( '/<script type="application\/json" id="shopwright-block-runtime">/', $footer );
		$this->assertIsString( preg_replace( '/^.*?>|<\/script>\s*$/s', '', $footer ) );
		$data = json_decode( (string) preg_replace( '/^.*?>|<\/script>\s*$/s', '', $footer ), true );
		$this->assertIsArray( $data );
		$selectors = array_column( $data['chunks'], 'selector' );
		$this->assertContains( '.wp-block-shopwright-share-buttons', $selectors );
		$this->assertContains( '.wp-block-shopwright-table-of-contents', $selectors, 'Blocks of another kind added later find their script too.' );
		foreach ( $data['chunks'] as $chunk ) {
			$this->assertCount( 1, $chunk['scripts'], 'The view script alone: the runtime is on the page.' );
			$this->assertStringStartsWith( plugins_url( 'build/', SHOPWRIGHT_FILE ), $chunk['scripts'][0]['src'] );
			$this->assertSame( '200px', $chunk['near'] );
		}
		wp_dequeue_script( BlockRuntime::HANDLE );
	}

	public function test_the_embed_observer_handle_stays_registered_for_the_media_blocks(): void {
		$this->assertTrue( wp_script_is( BlockRuntime::HANDLE, 'registered' ) );
		$this->assertStringEndsWith( 'build/frontend/embed-observer.js', (string) wp_scripts()->registered[ BlockRuntime::HANDLE ]->src );
	}

	public function test_the_cart_warning_loads_in_the_editor_of_the_cart_page_only(): void {
		$this->requires_woocommerce();
		$placeholder     = new CartPagePlaceholder( SHOPWRIGHT_FILE );
		$other           = get_post(
			wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_status' => 'publish',
					'post_title'  => 'About us',
				)
			)
		);
		$GLOBALS['post'] = $other; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being edited, as the editor screen sets it.
		$placeholder->enqueue();
		$this->assertFalse( wp_script_is( CartPagePlaceholder::HANDLE, 'enqueued' ) );

		$GLOBALS['post'] = get_post( (int) wc_get_page_id( 'cart' ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being edited, as the editor screen sets it.
		$this->assertTrue( $placeholder->is_cart_page_editor() );
		$placeholder->enqueue();
		$this->assertTrue( wp_script_is( CartPagePlaceholder::HANDLE, 'enqueued' ) );
		$this->assertContains( 'wp-plugins', wp_scripts()->registered[ CartPagePlaceholder::HANDLE ]->deps );
		wp_dequeue_script( CartPagePlaceholder::HANDLE );
		unset( $GLOBALS['post'] );
	}
}
