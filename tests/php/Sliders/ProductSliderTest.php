<?php
/**
 * The product slider: which products each source shows, and what render.php prints for any
 * attributes a post may hold.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Sliders;

use Shopwright\Plugin;
use Shopwright\Sliders\ProductQuery;
use Shopwright\Sliders\SliderSettings;
use Shopwright\Sliders\SlidersModule;
use Shopwright\Tests\TestCase;

/**
 * Products a shopper may see, in the order each source promises; never a hidden, private or
 * draft one; and markup that stays safe whatever the block's attributes say.
 */
final class ProductSliderTest extends TestCase {

	/**
	 * Products made for the test, by name.
	 *
	 * @var array<string, int>
	 */
	private array $products = array();

	/**
	 * The probe category and tag.
	 *
	 * @var array{category: int, tag: int}
	 */
	private array $terms = array(
		'category' => 0,
		'tag'      => 0,
	);

	/**
	 * One clock for every probe product, read once: a second that ticks between two saves must
	 * not make two products equally new.
	 *
	 * @var int
	 */
	private int $now = 0;

	/**
	 * Makes the module and its block available, as the plugin does when the module is on.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->requires_woocommerce();
		( new SlidersModule() )->register( Plugin::instance()->context() );
		$this->assertTrue(
			\WP_Block_Type_Registry::get_instance()->is_registered( 'shopwright/product-slider' ),
			'The plugin registers the block while the module is on; build the blocks (npm run build) first.'
		);
		$this->now               = time();
		$this->terms['category'] = (int) wp_insert_term( 'Slider probe ' . wp_generate_password( 6, false ), 'product_cat' )['term_id'];
		$this->terms['tag']      = (int) wp_insert_term( 'Slider probe tag ' . wp_generate_password( 6, false ), 'product_tag' )['term_id'];

		// Each hidden one qualifies for every source, so that only its status keeps it out.
		$this->products = array(
			'visible'  => $this->product( 'Probe visible', array( 'days' => 3 ) ),
			'plain'    => $this->product(
				'Probe plain',
				array(
					'days'     => 2,
					'featured' => false,
					'sale'     => false,
					'sales'    => 0,
					'rating'   => '0',
					'terms'    => false,
				)
			),
			'hidden'   => $this->product(
				'Probe hidden',
				array(
					'days'       => 4,
					'visibility' => 'hidden',
				)
			),
			'search'   => $this->product(
				'Probe search only',
				array(
					'days'       => 4,
					'visibility' => 'search',
				)
			),
			'private'  => $this->product(
				'Probe private',
				array(
					'days'   => 4,
					'status' => 'private',
				)
			),
			'draft'    => $this->product(
				'Probe draft',
				array(
					'days'   => 4,
					'status' => 'draft',
				)
			),
			'password' => $this->product(
				'Probe password',
				array(
					'days'     => 4,
					'password' => 'secret',
				)
			),
		);
	}

	/**
	 * A product in the probe category and tag, featured, on sale, much sold and well rated
	 * unless told otherwise, dated a few seconds ago so that it is newer than the demo shop.
	 *
	 * @param string               $name    Name.
	 * @param array<string, mixed> $options What differs.
	 */
	private function product( string $name, array $options ): int {
		$options += array(
			'featured'   => true,
			'sale'       => true,
			'sales'      => 900000,
			'rating'     => '4.9',
			'terms'      => true,
			'visibility' => 'visible',
			'status'     => 'publish',
			'password'   => '',
		);
		$product  = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_status( (string) $options['status'] );
		$product->set_regular_price( '20' );
		if ( $options['sale'] ) {
			$product->set_sale_price( '15' );
		}
		$product->set_featured( (bool) $options['featured'] );
		$product->set_catalog_visibility( (string) $options['visibility'] );
		// Seconds in the past (a future date would schedule it): the larger, the newer.
		$product->set_date_created( (string) ( $this->now - 10 + (int) $options['days'] ) );
		if ( $options['terms'] ) {
			$product->set_category_ids( array( $this->terms['category'] ) );
			$product->set_tag_ids( array( $this->terms['tag'] ) );
		}
		$product->set_total_sales( (int) $options['sales'] );
		$product->set_average_rating( (string) $options['rating'] );
		$id = $product->save();
		if ( '' !== $options['password'] ) {
			wp_update_post(
				array(
					'ID'            => $id,
					'post_password' => (string) $options['password'],
				)
			);
		}
		// The sale price lives in a cached list of sale products.
		delete_transient( 'wc_products_onsale' );
		return $id;
	}

	/**
	 * Ids a source shows.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return list<int>
	 */
	private function ids( array $attributes ): array {
		return ProductQuery::ids( SliderSettings::query( $attributes + array( 'limit' => 24 ) ) );
	}

	/**
	 * The ids no source may ever show.
	 *
	 * @return list<int>
	 */
	private function never_shown(): array {
		return array( $this->products['hidden'], $this->products['search'], $this->products['private'], $this->products['draft'], $this->products['password'] );
	}

	/**
	 * Each source with the probe's expectation: [ attributes, must show, must not show, first ].
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: list<string>, 2: list<string>, 3: string|null}>
	 */
	public static function sources(): array {
		return array(
			'category'     => array( array( 'source' => 'category' ), array( 'visible' ), array( 'plain' ), 'visible' ),
			'tag'          => array( array( 'source' => 'tag' ), array( 'visible' ), array( 'plain' ), 'visible' ),
			'on sale'      => array( array( 'source' => 'on_sale' ), array( 'visible' ), array( 'plain' ), null ),
			'featured'     => array( array( 'source' => 'featured' ), array( 'visible' ), array( 'plain' ), null ),
			'best selling' => array( array( 'source' => 'best_selling' ), array( 'visible', 'plain' ), array(), 'visible' ),
			'newest'       => array( array( 'source' => 'newest' ), array( 'visible', 'plain' ), array(), 'visible' ),
			'top rated'    => array( array( 'source' => 'top_rated' ), array( 'visible', 'plain' ), array(), 'visible' ),
		);
	}

	/**
	 * @dataProvider sources
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string[]             $shown      Probe products that must show.
	 * @param string[]             $not_shown  Probe products that must not.
	 * @param string|null          $first      The probe product that comes first, if the source orders.
	 */
	public function test_each_source_shows_its_products_and_never_a_hidden_private_or_draft_one( array $attributes, array $shown, array $not_shown, ?string $first ): void {
		$attributes += array(
			'categories' => array( $this->terms['category'] ),
			'tags'       => array( $this->terms['tag'] ),
		);
		$ids         = $this->ids( $attributes );

		foreach ( $shown as $name ) {
			$this->assertContains( $this->products[ $name ], $ids, "$name shows" );
		}
		foreach ( $not_shown as $name ) {
			$this->assertNotContains( $this->products[ $name ], $ids, "$name does not show" );
		}
		foreach ( $this->never_shown() as $id ) {
			$this->assertNotContains( $id, $ids, get_the_title( $id ) . ' never shows' );
		}
		if ( null !== $first ) {
			$this->assertSame( $this->products[ $first ], $ids[0] );
		}
	}

	public function test_hand_picked_products_keep_the_owners_order_without_hidden_ones(): void {
		$ids = $this->ids(
			array(
				'source'   => 'handpicked',
				'products' => array( $this->products['plain'], $this->products['hidden'], $this->products['visible'], $this->products['draft'], $this->products['private'] ),
			)
		);

		$this->assertSame( array( $this->products['plain'], $this->products['visible'] ), $ids );
	}

	public function test_a_source_without_its_choice_shows_nothing_rather_than_everything(): void {
		$this->assertSame( array(), $this->ids( array( 'source' => 'category' ) ) );
		$this->assertSame( array(), $this->ids( array( 'source' => 'tag' ) ) );
		$this->assertSame( array(), $this->ids( array( 'source' => 'handpicked' ) ) );
	}

	public function test_out_of_stock_products_follow_the_shops_choice(): void {
		$product = wc_get_product( $this->products['visible'] );
		$this->assertInstanceOf( \WC_Product::class, $product );
		$product->set_stock_status( 'outofstock' );
		$product->save();
		$previous = get_option( 'woocommerce_hide_out_of_stock_items' );

		update_option( 'woocommerce_hide_out_of_stock_items', 'no' );
		$this->assertContains( $this->products['visible'], $this->ids( array( 'source' => 'newest' ) ) );
		update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
		$this->assertNotContains( $this->products['visible'], $this->ids( array( 'source' => 'newest' ) ) );
		update_option( 'woocommerce_hide_out_of_stock_items', $previous );
	}

	public function test_the_limit_is_kept_within_bounds(): void {
		$this->assertSame( 24, SliderSettings::query( array( 'limit' => 1000 ) )['limit'] );
		$this->assertSame( 1, SliderSettings::query( array( 'limit' => -3 ) )['limit'] );
		$this->assertCount( 1, ProductQuery::ids( SliderSettings::query( array( 'limit' => 1 ) ) ) );
	}

	/**
	 * Renders the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	private function render( array $attributes ): string {
		return render_block(
			array(
				'blockName'    => 'shopwright/product-slider',
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	public function test_cards_carry_woocommerces_add_to_cart_markup_and_the_actions_filter(): void {
		add_filter(
			'shopwright_product_card_actions',
			static fn( string $html, \WC_Product $product ): string => $html . '<button type="button" class="probe-quick-view" data-product-id="' . $product->get_id() . '" onclick="evil()">Quick view</button><script>evil()</script>',
			10,
			2
		);
		$html = $this->render(
			array(
				'source'   => 'handpicked',
				'products' => array( $this->products['visible'] ),
			)
		);

		$this->assertMatchesRegularExpression( '#<section [^>]*class="[^"]*wp-block-shopwright-product-slider#', $html );
		$this->assertMatchesRegularExpression( '#class="[^"]*add_to_cart_button[^"]*ajax_add_to_cart#', $html );
		$this->assertStringContainsString( 'data-product_id="' . $this->products['visible'] . '"', $html );
		$this->assertStringContainsString( 'Probe visible', $html );
		$this->assertMatchesRegularExpression( '#<button[^>]*class="probe-quick-view"[^>]*>Quick view</button>#', $html );
		// The filter goes through wp_kses_post(): no script element, no event handler.
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'onclick', $html );
		$this->assertSame( 1, substr_count( $html, '<li class="wp-block-shopwright-product-slider__slide">' ) );
		$this->assertStringContainsString( 'aria-label="Products"', $html );
	}

	public function test_hostile_attributes_are_bounded_typed_and_escaped(): void {
		$html = $this->render(
			array(
				'source'               => "newest' OR 1=1",
				'label'                => '"><script>alert(1)</script>',
				'productItems'         => 'abc',
				'scrollColumns'        => 99999,
				'tabletWidth'          => '800px;}body{display:none',
				'mobileWidth'          => -20,
				'tabletDisplayColumns' => array( 3 ),
				'arrows'               => 'yes',
				'autoplay'             => 1,
				'autoplaySpeed'        => 5,
				'categories'           => '1 OR 1=1',
				'products'             => array( '1 OR 1=1', -5 ),
				'limit'                => '2; DROP TABLE',
			)
		);

		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringContainsString( 'aria-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"', $html );
		$this->assertStringNotContainsString( 'display:none', $html );
		$this->assertMatchesRegularExpression( '#<style>[\#\w{}:;\-()@ ]+</style>#', $html );

		preg_match( '#data-settings="([^"]*)"#', $html, $match );
		$settings = json_decode( html_entity_decode( $match[1] ?? '' ), true );
		$this->assertIsArray( $settings );
		$this->assertSame( 4, $settings['productItems'], 'Not a number: the default.' );
		$this->assertSame( 8, $settings['scrollColumns'], 'Too many: the most there may be.' );
		$this->assertSame( 800, $settings['tabletWidth'] );
		$this->assertSame( 240, $settings['mobileWidth'] );
		$this->assertSame( 2, $settings['tabletDisplayColumns'] );
		$this->assertTrue( $settings['arrows'], 'Not a boolean: the default.' );
		$this->assertFalse( $settings['autoplay'] );
		$this->assertSame( 1000, $settings['autoplaySpeed'] );
		// An unknown source falls back to the newest products.
		$this->assertStringContainsString( 'Probe visible', $html );
	}

	public function test_nothing_is_printed_or_deferred_when_no_product_matches(): void {
		$this->assertSame( '', trim( $this->render( array( 'source' => 'category' ) ) ) );
	}

	public function test_the_carousel_script_waits_for_the_shopper_to_reach_for_the_slider(): void {
		// A page holding only the slider: what earlier tests enqueued or printed in this process
		// (React among them) would otherwise count as loaded by the page anyway.
		$scripts        = wp_scripts();
		$before         = array( $scripts->queue, $scripts->done );
		$scripts->queue = array();
		$scripts->done  = array();
		try {
			$this->assert_the_carousel_waits();
		} finally {
			list( $scripts->queue, $scripts->done ) = $before;
		}
	}

	/**
	 * The slider's render lists its carousel script in the blocks' runtime, with React, on intent
	 * only (never because the slider is near the viewport), its early clicks left to the row; and
	 * enqueues nothing.
	 */
	private function assert_the_carousel_waits(): void {
		$this->render( array( 'source' => 'newest' ) );
		$module = new SlidersModule();
		$module->register_script();

		$group = null;
		foreach ( Plugin::instance()->block_runtime()->manifest()['chunks'] as $candidate ) {
			if ( SlidersModule::HANDLE === $candidate['handle'] ) {
				$group = $candidate;
			}
		}
		$this->assertNotNull( $group, 'The carousel script is deferred, not enqueued.' );
		$this->assertSame( SlidersModule::SELECTOR, $group['selector'] );
		$this->assertArrayNotHasKey( 'near', $group, 'Loaded on intent only.' );
		$this->assertFalse( $group['hold'] ?? true, 'A click on the row is left to the row.' );
		$this->assertFalse( wp_script_is( SlidersModule::HANDLE, 'enqueued' ) );
		$this->assertContains( 'react', array_column( $group['scripts'], 'handle' ) );
	}
}
