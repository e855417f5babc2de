<?php
/**
 * The search box outside the block editor: shortcode and theme form replacement.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\SearchForm;

/**
 * [shopwright_product_search] and WooCommerce's get_product_search_form filter.
 */
final class SearchFormTest extends SearchTestCase {

	private const WRAPPER = 'wp-block-shopwright-product-search';

	/**
	 * Skips when the block is not built, and starts each test with nothing enqueued by a block.
	 */
	protected function set_up(): void {
		parent::set_up();
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( SearchForm::BLOCK ) ) {
			$this->fail( 'shopwright/product-search is not registered: build the blocks (npm run build) first.' );
		}
		foreach ( $this->handles() as $handle ) {
			wp_dequeue_script( $handle );
			wp_dequeue_style( $handle );
		}
	}

	/**
	 * The shortcode renders the block, and enqueues its script and style as the block does.
	 */
	public function test_shortcode_renders_the_block_with_its_assets(): void {
		$html = do_shortcode( '[shopwright_product_search]' );

		$this->assertSame( 1, $this->boxes( $html ) );
		$this->assertStringContainsString( '<form role="search"', $html );
		$this->assertStringContainsString( 'data-config=', $html );
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( SearchForm::BLOCK );
		foreach ( $type->view_script_handles as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'enqueued' ), $handle );
		}
		foreach ( $type->style_handles as $handle ) {
			$this->assertTrue( wp_style_is( $handle, 'enqueued' ), $handle );
		}
	}

	/**
	 * Attributes map to the block's, in any spelling; values are checked against block.json.
	 */
	public function test_shortcode_attributes_map_to_block_attributes(): void {
		$html = do_shortcode( '[shopwright_product_search layout="icon" mobile_overlay="yes" Mobile-Breakpoint="600" placeholder="Find a mug" submittext="Go" show_sku="on" showvoice="false" unknown="x"]' );

		$this->assertStringContainsString( 'is-layout-icon', $html );
		$this->assertStringContainsString( 'has-mobile-overlay', $html );
		$this->assertStringContainsString( '@media (max-width: 599px)', $html );
		$this->assertStringContainsString( 'placeholder="Find a mug"', $html );
		$this->assertMatchesRegularExpression( '#<button type="submit"[^>]*>Go</button>#', $html );
		$config = $this->config( $html );
		$this->assertTrue( $config['display']['sku'] );
		$this->assertFalse( $config['voice'] );
		$this->assertStringNotContainsString( 'unknown', $html );
	}

	/**
	 * Values that do not fit are ignored, hostile text stays text.
	 */
	public function test_shortcode_values_are_sanitised(): void {
		$form = new SearchForm( \Shopwright\Plugin::instance()->settings() );
		$this->assertSame(
			array(
				'breakpoint'  => 700,
				'placeholder' => 'Find',
				'submitText'  => str_repeat( 'x', 200 ),
			),
			$form->attributes(
				array(
					'layout'           => 'sideways',
					'breakpoint'       => '700',
					'mobilebreakpoint' => '1e99',
					'mobileoverlay'    => 'maybe',
					'placeholder'      => '<script>alert(1)</script>Find',
					'submittext'       => str_repeat( 'x', 5000 ),
					'showprice'        => array( 'yes' ),
					0                  => 'layout',
				)
			)
		);

		$html = do_shortcode( '[shopwright_product_search placeholder="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" layout="icon&quot; onclick=&quot;x"]' );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
		$this->assertStringContainsString( 'is-layout-full', $html, 'A layout that is not one of the enum falls back to the default.' );
	}

	/**
	 * Two shortcodes on a page give two search boxes with their own ids.
	 */
	public function test_two_shortcodes_have_distinct_ids(): void {
		$html = do_shortcode( '[shopwright_product_search][shopwright_product_search]' );
		preg_match_all( '/<input\s+type="search"\s+id="([^"]+)"/', $html, $ids );
		$this->assertCount( 2, array_unique( $ids[1] ) );
	}

	/**
	 * WooCommerce's product search form, and so its widget, become the block when the owner asks.
	 */
	public function test_theme_form_is_replaced_only_when_switched_on(): void {
		$this->requires_woocommerce();
		$this->assertSame( 0, $this->boxes( get_product_search_form( false ) ), 'Off by default.' );

		$this->set_search( array( 'replace_theme_form' => true ) );
		$form = get_product_search_form( false );
		$this->assertSame( 1, $this->boxes( $form ) );
		$this->assertStringNotContainsString( 'woocommerce-product-search', $form );

		ob_start();
		the_widget( 'WC_Widget_Product_Search', array( 'title' => 'Find' ) );
		$widget = (string) ob_get_clean();
		$this->assertSame( 1, $this->boxes( $widget ) );
		foreach ( $this->handles() as $handle ) {
			if ( wp_script_is( $handle, 'registered' ) ) {
				$this->assertTrue( wp_script_is( $handle, 'enqueued' ), $handle );
			}
		}
	}

	/**
	 * With the module off, neither the shortcode nor the filter is there.
	 */
	public function test_module_off_registers_neither(): void {
		global $wp_filter;
		remove_shortcode( SearchForm::SHORTCODE );
		unset( $wp_filter['get_product_search_form'] );
		$this->set_search(
			array(
				'enabled'            => false,
				'replace_theme_form' => true,
			)
		);

		\Shopwright\Plugin::instance()->register_modules();

		$this->assertFalse( shortcode_exists( SearchForm::SHORTCODE ) );
		$this->assertFalse( has_filter( 'get_product_search_form' ) );
		add_shortcode( SearchForm::SHORTCODE, '__return_empty_string' );
	}

	/**
	 * How many search boxes (block wrappers) the markup holds.
	 *
	 * @param string $html Markup.
	 */
	private function boxes( string $html ): int {
		return (int) preg_match_all( '/<div [^>]*class="(?:[^"]* )?' . self::WRAPPER . '[ "]/', $html );
	}

	/**
	 * The block's script and style handles.
	 *
	 * @return list<string>
	 */
	private function handles(): array {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( SearchForm::BLOCK );
		return null === $type ? array() : array_values( array_merge( $type->view_script_handles, $type->style_handles ) );
	}

	/**
	 * The decoded data-config of the first search box in the markup.
	 *
	 * @param string $html Markup.
	 * @return array<string, mixed>
	 */
	private function config( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-config="([^"]*)"/', $html, $match ) );
		$config = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		$this->assertIsArray( $config );
		return $config;
	}
}
