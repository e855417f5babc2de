<?php
/**
 * The media module's switch and settings.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\MediaModule;
use Shopwright\Media\MediaScripts;
use Shopwright\Plugin;
use Shopwright\Tests\TestCase;

/**
 * Off, the module registers no block, route or script; on, auto-pause loads only with players.
 */
final class MediaModuleTest extends TestCase {

	/**
	 * Sets one setting the way the settings app would.
	 *
	 * @param string $key   Setting key.
	 * @param mixed  $value Value.
	 */
	private function set( string $key, $value ): void {
		$this->assertIsArray( Plugin::instance()->settings()->update( array( 'media' => array( $key => $value ) ) ) );
	}

	public function test_building_the_module_hooks_nothing_and_needs_no_woocommerce(): void {
		remove_all_actions( 'rest_api_init' );
		$module = new MediaModule();
		$this->assertSame( 'media', $module->id() );
		$this->assertFalse( $module->requires_woocommerce() );
		$this->assertNull( $module->locked_content() );
		$this->assertSame( array( 'locked-content', 'pdf', 'video-channel', 'photo-feed', 'photo-album', 'nft-gallery' ), $module->blocks() );
		$this->assertNull( $module->photo_album() );
		$this->assertFalse( has_action( 'rest_api_init' ) );
	}

	public function test_switched_off_it_registers_no_block_and_no_route(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		$this->assertTrue( $registry->is_registered( 'shopwright/locked-content' ), 'The module is on by default.' );
		$this->assertTrue( $registry->is_registered( 'shopwright/pdf' ) );

		$this->set( 'enabled', false );
		try {
			$this->reregister_blocks();
			$this->assertFalse( $registry->is_registered( 'shopwright/locked-content' ) );
			$this->assertFalse( $registry->is_registered( 'shopwright/pdf' ) );
			$this->assertFalse( $registry->is_registered( 'shopwright/video-channel' ) );
			$this->assertFalse( $registry->is_registered( 'shopwright/photo-feed' ) );
			$this->assertNotContains( 'media', array_map( static fn( $module ) => $module->id(), Plugin::instance()->active_modules() ) );

			remove_all_actions( 'rest_api_init' );
			Plugin::instance()->register_modules();
			$this->assertArrayNotHasKey( '/shopwright/v1/locked-content/unlock', rest_get_server()->get_routes() );
			$this->assertArrayNotHasKey( '/shopwright/v1/video-channel/(?P<feed>[a-f0-9]{32})/page', rest_get_server()->get_routes() );
			$this->assertArrayNotHasKey( '/shopwright/v1/photo-feed/(?P<feed>[a-f0-9]{32})/page', rest_get_server()->get_routes() );
		} finally {
			$this->set( 'enabled', true );
			$this->reregister_blocks();
		}
		$this->assertTrue( $registry->is_registered( 'shopwright/locked-content' ) );
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

	public function test_auto_pause_is_off_by_default_and_then_loads_with_players_only(): void {
		$this->assertFalse( Plugin::instance()->settings()->get( 'media', 'auto_pause' ) );
		wp_dequeue_script( MediaScripts::AUTO_PAUSE_HANDLE );
		wp_deregister_script( MediaScripts::AUTO_PAUSE_HANDLE );
		( new MediaScripts( SHOPWRIGHT_FILE, false ) )->register();
		render_block( parse_blocks( '<!-- wp:video --><figure class="wp-block-video"><video controls src="https://example.com/a.webm"></video></figure><!-- /wp:video -->' )[0] );
		$this->assertFalse( wp_script_is( MediaScripts::AUTO_PAUSE_HANDLE, 'enqueued' ) );

		( new MediaScripts( SHOPWRIGHT_FILE, true ) )->register();
		$this->assertTrue( wp_script_is( MediaScripts::AUTO_PAUSE_HANDLE, 'registered' ), 'Needs a build.' );
		render_block( parse_blocks( '<!-- wp:paragraph --><p>No player here.</p><!-- /wp:paragraph -->' )[0] );
		$this->assertFalse( wp_script_is( MediaScripts::AUTO_PAUSE_HANDLE, 'enqueued' ) );
		render_block( parse_blocks( '<!-- wp:video --><figure class="wp-block-video"><video controls src="https://example.com/a.webm"></video></figure><!-- /wp:video -->' )[0] );
		$this->assertTrue( wp_script_is( MediaScripts::AUTO_PAUSE_HANDLE, 'enqueued' ) );
		wp_dequeue_script( MediaScripts::AUTO_PAUSE_HANDLE );
	}

	/**
	 * A locked block prints no script with the page: its form posts without one, and the script
	 * that sends it in place waits in the blocks' runtime, listed for locked blocks only.
	 */
	public function test_the_locked_content_script_waits_in_the_runtime(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'shopwright/locked-content' );
		$this->assertNotNull( $type );
		$this->assertSame( array(), $type->view_script_handles );
		$chunks = $this->waiting_files();
		$this->assertArrayHasKey( '.wp-block-shopwright-locked-content.is-locked', $chunks );
		$this->assertStringContainsString( 'build/locked-content/view.js', $chunks['.wp-block-shopwright-locked-content.is-locked'] );
	}

	/**
	 * A PDF viewer prints no script with the page either: the frame and the download link work
	 * without one, and full screen or presentation mode wait in the blocks' runtime.
	 */
	public function test_the_pdf_script_waits_in_the_runtime(): void {
		$this->assertTrue( wp_script_is( MediaScripts::OBSERVER_HANDLE, 'registered' ) );
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'shopwright/pdf' );
		$this->assertNotNull( $type );
		$this->assertSame( array(), $type->view_script_handles );
		$chunks = $this->waiting_files();
		$this->assertArrayHasKey( '.wp-block-shopwright-pdf', $chunks );
		$this->assertStringContainsString( 'build/pdf/view.js', $chunks['.wp-block-shopwright-pdf'] );
	}

	/**
	 * The video channel prints no script with the page: its videos are links, and its script
	 * waits in the blocks' runtime until the block is near or reached for.
	 */
	public function test_the_video_channel_script_waits_in_the_runtime(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'shopwright/video-channel' );
		$this->assertNotNull( $type );
		$this->assertSame( array(), $type->view_script_handles );
		$selectors = array_column( \Shopwright\Plugin::instance()->block_runtime()->manifest()['chunks'], 'selector' );
		$this->assertContains( '.wp-block-shopwright-video-channel', $selectors );
	}

	/**
	 * The runtime's waiting scripts: the last file of each, by selector.
	 *
	 * @return array<string, string>
	 */
	private function waiting_files(): array {
		$files = array();
		foreach ( \Shopwright\Plugin::instance()->block_runtime()->manifest()['chunks'] as $chunk ) {
			$last                        = end( $chunk['scripts'] );
			$files[ $chunk['selector'] ] = false === $last ? '' : (string) $last['src'];
		}
		return $files;
	}
}
