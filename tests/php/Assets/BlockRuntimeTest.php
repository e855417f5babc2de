<?php
/**
 * The runtime's list of waiting scripts.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Assets;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Plugin;
use Shopwright\Tests\TestCase;

/**
 * What a storefront page is told to load when near or on intent, and what it is not.
 */
final class BlockRuntimeTest extends TestCase {

	/**
	 * The scripts registry as it was before the test.
	 *
	 * @var \WP_Scripts|null
	 */
	private ?\WP_Scripts $scripts_backup = null;

	/**
	 * The styles registry as it was before the test.
	 *
	 * @var \WP_Styles|null
	 */
	private ?\WP_Styles $styles_backup = null;

	/**
	 * Gives each test a fresh scripts registry with WordPress's defaults.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->scripts_backup  = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = new \WP_Scripts(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A fresh registry per test.
		$this->styles_backup   = $GLOBALS['wp_styles'] ?? null;
		$GLOBALS['wp_styles']  = new \WP_Styles(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A fresh registry per test.
		wp_register_script( 'shopwright-test-app', 'https://shop.test/app.js', array( 'wp-element', 'wp-i18n' ), '3', true );
		wp_localize_script( 'shopwright-test-app', 'shopwrightTest', array( 'label' => '</script><script>alert(1)</script>' ) );
		wp_add_inline_script( 'shopwright-test-app', 'window.afterApp = true;' );
	}

	/**
	 * Restores the registry.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_scripts']                = $this->scripts_backup; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring it.
		$GLOBALS['wp_styles']                 = $this->styles_backup; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring it.
		$GLOBALS['wp_locale']->text_direction = 'ltr';
		parent::tear_down();
	}

	/**
	 * A runtime with the app waiting for intent on the mini cart.
	 */
	private function loader(): BlockRuntime {
		$loader = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$loader->add( 'shopwright-test-app', '.wp-block-shopwright-mini-cart', BlockRuntime::ON_INTENT );
		return $loader;
	}

	/**
	 * Handles of the first group's scripts.
	 *
	 * @param array<string, mixed> $manifest A manifest.
	 * @return list<string>
	 */
	private function handles( array $manifest ): array {
		return array_column( $manifest['chunks'][0]['scripts'], 'handle' );
	}

	public function test_a_deferred_handle_comes_with_its_whole_closure_dependencies_first(): void {
		$manifest = $this->loader()->manifest();

		$this->assertSame( 'intent', $manifest['strategy'] );
		$this->assertSame( '.wp-block-shopwright-mini-cart', $manifest['chunks'][0]['selector'] );
		$handles = $this->handles( $manifest );
		$this->assertSame( 'shopwright-test-app', end( $handles ) );
		foreach ( array( 'react', 'react-dom', 'wp-element', 'wp-i18n', 'wp-hooks' ) as $dependency ) {
			$this->assertContains( $dependency, $handles );
		}
		$this->assertLessThan( array_search( 'wp-element', $handles, true ), array_search( 'react', $handles, true ) );
		$this->assertLessThan( array_search( 'wp-i18n', $handles, true ), array_search( 'wp-hooks', $handles, true ) );
		$this->assertSame( count( $handles ), count( array_unique( $handles ) ) );
	}

	public function test_each_script_carries_its_url_version_and_inline_code(): void {
		$scripts = array_column( $this->loader()->manifest()['chunks'][0]['scripts'], null, 'handle' );

		$this->assertSame( 'https://shop.test/app.js?ver=3', $scripts['shopwright-test-app']['src'] );
		$this->assertStringContainsString( 'var shopwrightTest', $scripts['shopwright-test-app']['before'] );
		$this->assertSame( 'window.afterApp = true;', $scripts['shopwright-test-app']['after'] );
		$this->assertStringStartsWith( site_url( '/wp-includes/js/dist/element' ), (string) $scripts['wp-element']['src'] );
		$this->assertStringContainsString( 'ver=', (string) $scripts['wp-element']['src'] );
	}

	public function test_what_the_page_loads_anyway_is_left_out(): void {
		wp_enqueue_script( 'wp-hooks' );

		$handles = $this->handles( $this->loader()->manifest() );

		$this->assertNotContains( 'wp-hooks', $handles );
		$this->assertContains( 'wp-i18n', $handles );
	}

	public function test_an_enqueued_or_unknown_handle_is_not_deferred(): void {
		$loader = $this->loader();
		$loader->add( 'shopwright-not-registered', '.x', BlockRuntime::ON_INTENT );
		wp_enqueue_script( 'shopwright-test-app' );

		$this->assertSame( array(), $loader->manifest()['chunks'] );
	}

	public function test_the_owner_can_load_on_idle_instead(): void {
		Plugin::instance()->settings()->update( array( 'general' => array( 'load_strategy' => 'idle' ) ) );
		$this->assertSame( 'idle', $this->loader()->manifest()['strategy'] );
	}

	public function test_the_printed_manifest_cannot_close_its_script_element(): void {
		$loader = $this->loader();
		$loader->register_script();
		$this->assertTrue( wp_script_is( BlockRuntime::HANDLE, 'registered' ), 'The loader is built.' );

		ob_start();
		$loader->print_manifest();
		$html = (string) ob_get_clean();

		$this->assertSame( 1, substr_count( strtolower( $html ), '</script>' ) );
		$this->assertTrue( wp_script_is( BlockRuntime::HANDLE, 'enqueued' ) );
		preg_match( '#<script type="application/json" id="shopwright-block-runtime">(.*)</script>#s', $html, $match );
		$decoded = json_decode( $match[1], true );
		$this->assertIsArray( $decoded );
		$this->assertSame( 'shopwright-test-app', $decoded['chunks'][0]['handle'] );
	}

	public function test_a_page_without_waiting_scripts_gets_no_runtime(): void {
		$loader = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$loader->register_script();

		ob_start();
		$loader->print_manifest();

		$this->assertSame( '', ob_get_clean() );
		$this->assertFalse( wp_script_is( BlockRuntime::HANDLE, 'enqueued' ) );
	}

	public function test_a_handle_may_also_load_when_its_element_nears_the_viewport(): void {
		$loader = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$loader->add( 'shopwright-test-app', '.wp-block-shopwright-product-slider', '300px' );

		$this->assertSame( '300px', $loader->manifest()['chunks'][0]['near'] ?? null );
		$this->assertArrayNotHasKey( 'near', $this->loader()->manifest()['chunks'][0], 'On intent only, when asked.' );
	}

	public function test_an_on_intent_handle_may_leave_early_clicks_to_its_markup(): void {
		$loader = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$loader->add( 'shopwright-test-app', '.wp-block-shopwright-product-slider', BlockRuntime::ON_INTENT, false );

		$this->assertFalse( $loader->manifest()['chunks'][0]['hold'] ?? true );
		$this->assertArrayNotHasKey( 'hold', $this->loader()->manifest()['chunks'][0], 'Held by default.' );
	}

	public function test_each_block_json_that_declares_a_loading_has_its_view_script_waiting(): void {
		$loader   = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$declared = array();
		foreach ( (array) glob( dirname( __DIR__, 3 ) . '/blocks/*/block.json' ) as $file ) {
			$metadata = json_decode( (string) file_get_contents( (string) $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
			if ( isset( $metadata[ BlockRuntime::METADATA_KEY ] ) ) {
				$folder              = basename( dirname( (string) $file ) );
				$declared[ $folder ] = $metadata;
				$loader->declare_block( $metadata, $folder );
			}
		}
		$chunks = array_column( $loader->manifest()['chunks'], null, 'handle' );
		$this->assertGreaterThanOrEqual( 11, count( $declared ) );
		foreach ( $declared as $folder => $metadata ) {
			$chunk = $chunks[ "shopwright-$folder-view" ] ?? null;
			$this->assertNotNull( $chunk, "The view script of $folder waits in the runtime." );
			$this->assertSame( $metadata['shopwright']['selector'] ?? '.wp-block-shopwright-' . $folder, $chunk['selector'] );
			$this->assertSame( 'near' === $metadata['shopwright']['loading'] ? BlockRuntime::NEAR : null, $chunk['near'] ?? null );
		}
		$this->assertSame( '.wp-block-shopwright-locked-content.is-locked', $chunks['shopwright-locked-content-view']['selector'] ?? null );
	}

	public function test_a_block_may_load_on_intent_or_at_its_own_distance(): void {
		$loader = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$loader->declare_block( self::metadata( 'countdown', array( 'loading' => 'intent' ) ), 'countdown' );
		$loader->declare_block(
			self::metadata(
				'pdf',
				array(
					'loading' => 'near',
					'near'    => '300px',
				)
			),
			'pdf'
		);
		$chunks = array_column( $loader->manifest()['chunks'], null, 'handle' );

		$this->assertArrayNotHasKey( 'near', $chunks['shopwright-countdown-view'], 'On intent only.' );
		$this->assertSame( '300px', $chunks['shopwright-pdf-view']['near'] ?? null );
	}

	public function test_an_eager_block_prints_its_script_with_the_block_and_waits_for_nothing(): void {
		$loader = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$loader->declare_block( self::metadata( 'share-buttons', array( 'loading' => 'eager' ) ), 'share-buttons' );

		$this->assertFalse( wp_script_is( 'shopwright-share-buttons-view', 'enqueued' ), 'Not on a page without the block.' );
		// WordPress's own filter, as render_block() applies it.
		apply_filters( 'render_block_shopwright/share-buttons', '<div class="wp-block-shopwright-share-buttons"></div>', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound, WordPress.NamingConventions.ValidHookName.UseUnderscores -- WordPress's filter for one block.
		$this->assertTrue( wp_script_is( 'shopwright-share-buttons-view', 'enqueued' ) );
		$this->assertSame( array(), $loader->manifest()['chunks'] );
	}

	public function test_a_loading_the_runtime_does_not_know_is_reported_and_declares_nothing(): void {
		$reported = array();
		$listen   = static function ( string $function_name, string $message ) use ( &$reported ): void {
			$reported[ $function_name ] = $message;
		};
		add_action( 'doing_it_wrong_run', $listen, 10, 2 );
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		$loader = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$loader->declare_block( self::metadata( 'countdown', array( 'loading' => 'lazy' ) ), 'countdown' );
		remove_action( 'doing_it_wrong_run', $listen, 10 );
		remove_filter( 'doing_it_wrong_trigger_error', '__return_false' );

		$this->assertSame( array(), $loader->manifest()['chunks'] );
		$message = $reported[ BlockRuntime::class . '::declare_block' ] ?? '';
		$this->assertStringContainsString( 'countdown', $message, 'The message names the block.' );
		$this->assertStringContainsString( '"eager", "near", "intent"', html_entity_decode( $message ), 'And the values allowed.' );
	}

	/**
	 * A block's metadata with the runtime's key.
	 *
	 * @param string               $folder The block's folder, also its name.
	 * @param array<string, mixed> $own    What it says under the key.
	 * @return array<string, mixed>
	 */
	private static function metadata( string $folder, array $own ): array {
		return array(
			'name'                     => "shopwright/$folder",
			BlockRuntime::METADATA_KEY => $own,
		);
	}

	public function test_a_distance_that_is_not_plain_pixels_becomes_the_default(): void {
		$loader = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$loader->add( 'shopwright-test-app', '.slider', '10px; }</script>' );

		$this->assertSame( BlockRuntime::NEAR, $loader->manifest()['chunks'][0]['near'] ?? null );
	}

	public function test_the_runtime_itself_is_never_listed_as_a_file_to_load(): void {
		wp_register_script( BlockRuntime::HANDLE, 'https://shop.test/runtime.js', array(), '1', true );
		wp_register_script( 'shopwright-test-view', 'https://shop.test/view.js', array( BlockRuntime::HANDLE ), '1', true );
		$loader = new BlockRuntime( SHOPWRIGHT_FILE, Plugin::instance()->settings() );
		$loader->add( 'shopwright-test-view', '.view' );

		$this->assertSame( array( 'shopwright-test-view' ), $this->handles( $loader->manifest() ) );
	}

	public function test_a_waiting_script_without_a_stylesheet_lists_none(): void {
		$this->assertSame( array(), $this->loader()->manifest()['chunks'][0]['styles'] );
	}

	public function test_the_stylesheet_under_a_waiting_scripts_handle_comes_with_it(): void {
		wp_register_style( 'shopwright-test-app', 'https://shop.test/app.css', array(), '7' );
		wp_style_add_data( 'shopwright-test-app', 'rtl', 'replace' );

		$this->assertSame( array( 'https://shop.test/app.css?ver=7' ), $this->loader()->manifest()['chunks'][0]['styles'] );

		// A right-to-left site gets the right-to-left twin.
		$GLOBALS['wp_locale']->text_direction = 'rtl';
		$this->assertSame( array( 'https://shop.test/app-rtl.css?ver=7' ), $this->loader()->manifest()['chunks'][0]['styles'] );
	}

	public function test_a_stylesheet_the_page_already_has_is_not_linked_again(): void {
		wp_register_style( 'shopwright-test-app', 'https://shop.test/app.css', array(), '7' );
		wp_enqueue_style( 'shopwright-test-app' );

		$this->assertSame( array(), $this->loader()->manifest()['chunks'][0]['styles'] );
	}

	public function test_a_built_entrys_stylesheet_is_registered_under_its_scripts_handle(): void {
		$registered = \Shopwright\Assets\BuiltScript::register_style( SHOPWRIGHT_FILE, 'shopwright-test-drawer', 'frontend/mini-cart-drawer' );
		if ( ! is_readable( dirname( SHOPWRIGHT_FILE ) . '/build/frontend/mini-cart-drawer.css' ) ) {
			$this->assertFalse( $registered );
			return;
		}
		$this->assertTrue( $registered );
		$this->assertSame( plugins_url( 'build/frontend/mini-cart-drawer.css', SHOPWRIGHT_FILE ), wp_styles()->registered['shopwright-test-drawer']->src );
		$this->assertSame( 'replace', wp_styles()->get_data( 'shopwright-test-drawer', 'rtl' ) );
		$this->assertFalse( \Shopwright\Assets\BuiltScript::register_style( SHOPWRIGHT_FILE, 'shopwright-test-none', 'frontend/no-such-entry' ) );
	}
}
