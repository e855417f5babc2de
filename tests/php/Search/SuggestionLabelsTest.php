<?php
/**
 * What a suggestion shows beside its title: the featured badge, the tax label, its picture and
 * an extender's markup; and the language parameter the search refuses.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\ProductBadges;

/**
 * Suggestions' featured and taxable flags, variation pictures, the
 * shopwright_search_suggestion_markup filter and the `l` parameter.
 */
final class SuggestionLabelsTest extends SearchTestCase {

	/**
	 * Options changed by a test, with their values before it.
	 *
	 * @var array<string, mixed>
	 */
	private array $options = array();

	/**
	 * Puts back the tax options a test changed.
	 */
	protected function tear_down(): void {
		foreach ( $this->options as $name => $value ) {
			update_option( $name, $value );
		}
		$this->options = array();
		parent::tear_down();
	}

	/**
	 * Sets WooCommerce's tax options for this test.
	 *
	 * @param string $suffix  Price display suffix.
	 * @param bool   $entered Whether prices are entered including tax.
	 * @param string $shown   'incl' or 'excl': how the shop shows them.
	 */
	private function taxes( string $suffix, bool $entered = true, string $shown = 'incl' ): void {
		$values = array(
			'woocommerce_calc_taxes'           => 'yes',
			'woocommerce_price_display_suffix' => $suffix,
			'woocommerce_prices_include_tax'   => $entered ? 'yes' : 'no',
			'woocommerce_tax_display_shop'     => $shown,
		);
		foreach ( $values as $name => $value ) {
			if ( ! array_key_exists( $name, $this->options ) ) {
				$this->options[ $name ] = get_option( $name );
			}
			update_option( $name, $value );
		}
	}

	/**
	 * The product suggestions for a query, by post id.
	 *
	 * @param string $query Query.
	 * @return array<int, array<string, mixed>>
	 */
	private function products( string $query ): array {
		$out = array();
		foreach ( $this->suggest( $query ) as $suggestion ) {
			if ( 'product' === $suggestion['type'] ) {
				$out[ (int) $suggestion['post_id'] ] = $suggestion;
			}
		}
		return $out;
	}

	/**
	 * A featured product says so; another does not; a variation of a featured product does.
	 */
	public function test_featured_products_are_marked(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'show_headlines' => false ) );
		$plain    = $this->product( 'Quillometer Plain' );
		$featured = $this->product( 'Quillometer Star' );
		$product  = wc_get_product( $featured );
		$product->set_featured( true );
		$product->save();
		$this->reindex( $featured );

		$found = $this->products( 'quillometer' );
		$this->assertTrue( $found[ $featured ]['featured'] ?? null );
		$this->assertArrayNotHasKey( 'featured', $found[ $plain ] );

		$variable = new \WC_Product_Variable();
		$variable->set_name( 'Quillometer Set' );
		$variable->set_status( 'publish' );
		$variable->set_featured( true );
		$parent    = $variable->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent );
		$variation->set_sku( 'QUILL-SET-9' );
		$variation->set_regular_price( '12' );
		$variation->set_status( 'publish' );
		$variation->save();
		$this->reindex( $parent );
		$one = array_values( array_filter( $this->suggest( 'quill-set-9' ), static fn( array $s ): bool => 'product_variation' === $s['type'] ) );
		$this->assertCount( 1, $one );
		$this->assertTrue( $one[0]['featured'] ?? null, 'A variation of a featured product is featured.' );
	}

	/**
	 * With a price display suffix, taxable products' prices say the label applies; a product
	 * with no tax status, or without the suffix, does not.
	 */
	public function test_taxable_prices_carry_the_tax_label(): void {
		$this->requires_woocommerce();
		$this->set_search(
			array(
				'show_headlines' => false,
				'show_price'     => true,
			)
		);
		$taxed = $this->product( 'Vexillary Flag' );
		$free  = $this->product( 'Vexillary Book' );
		$book  = wc_get_product( $free );
		$book->set_tax_status( 'none' );
		$book->save();
		$this->reindex( $free );

		$found = $this->products( 'vexillary' );
		$this->assertArrayNotHasKey( 'taxable', $found[ $taxed ], 'No suffix, no label.' );

		$this->taxes( 'incl. VAT' );
		$this->assertSame( 'incl. VAT', ProductBadges::tax_suffix() );
		$this->assertTrue( $this->module->snapshot()['tax_suffix'] );
		$found = $this->products( 'vexillary' );
		$this->assertTrue( $found[ $taxed ]['taxable'] ?? null );
		$this->assertArrayNotHasKey( 'taxable', $found[ $free ], 'A product without tax has no tax label.' );

		$this->set_search( array( 'show_price' => false ) );
		$this->assertArrayNotHasKey( 'taxable', $this->products( 'vexillary' )[ $taxed ], 'No price, no tax label.' );
	}

	/**
	 * The label is shown only when the indexed price is the one the shop shows, and the suffix
	 * needs no price worked out by WooCommerce.
	 */
	public function test_tax_label_only_where_it_is_true(): void {
		$this->requires_woocommerce();
		$this->taxes( 'excl. VAT', false, 'excl' );
		$this->assertSame( 'excl. VAT', ProductBadges::tax_suffix() );
		$this->taxes( 'incl. VAT', false, 'incl' );
		$this->assertSame( '', ProductBadges::tax_suffix(), 'Entered without tax, shown with it: the index price is not the shop price.' );
		$this->taxes( 'incl. VAT ({price_excluding_tax} excl.)' );
		$this->assertSame( '', ProductBadges::tax_suffix(), 'Placeholders need WooCommerce.' );
		$this->taxes( '<b>incl.</b> VAT &amp; duty' );
		$this->assertSame( 'incl. VAT & duty', ProductBadges::tax_suffix() );
		update_option( 'woocommerce_calc_taxes', 'no' );
		$this->assertSame( '', ProductBadges::tax_suffix(), 'Taxes off.' );
		$this->assertFalse( $this->module->snapshot()['tax_suffix'] );
	}

	/**
	 * A variation shows its own picture, else its product's.
	 */
	public function test_variations_show_their_picture(): void {
		$this->requires_woocommerce();
		$picture  = static fn( string $file ): int => (int) wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $file,
				'post_status'    => 'inherit',
			),
			'shopwright-test/' . $file
		);
		$variable = new \WC_Product_Variable();
		$variable->set_name( 'Ombrelle Parasol' );
		$variable->set_status( 'publish' );
		$variable->set_image_id( $picture( 'ombrelle.jpg' ) );
		$parent = $variable->save();
		$skus   = array(
			'OMB-RED' => $picture( 'ombrelle-red.jpg' ),
			'OMB-BLU' => 0,
		);
		foreach ( $skus as $sku => $image ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $parent );
			$variation->set_sku( $sku );
			$variation->set_regular_price( '30' );
			$variation->set_status( 'publish' );
			$variation->set_image_id( $image );
			$variation->save();
		}
		$this->reindex( $parent );
		$this->set_search( array( 'show_image' => true ) );

		$image = static function ( array $suggestions ): string {
			foreach ( $suggestions as $suggestion ) {
				if ( 'product_variation' === $suggestion['type'] ) {
					return (string) ( $suggestion['image_src'] ?? '' );
				}
			}
			return '';
		};
		$this->assertStringEndsWith( '/shopwright-test/ombrelle-red.jpg', $image( $this->suggest( 'omb-red' ) ) );
		$this->assertStringEndsWith( '/shopwright-test/ombrelle.jpg', $image( $this->suggest( 'omb-blu' ) ), 'Without its own, the product\'s.' );
	}

	/**
	 * An extender's markup reaches the suggestion through wp_kses_post, only under the known
	 * keys; while it is hooked, the block asks the REST route.
	 */
	public function test_extenders_add_markup_around_suggestions(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'show_headlines' => false ) );
		$id = $this->product( 'Gnomonic Sundial' );
		$this->assertNotSame( '', $this->module->endpoint_url() );
		$this->assertFalse( $this->module->snapshot()['markup'] );

		$seen = array();
		add_filter(
			'shopwright_search_suggestion_markup',
			static function ( $markup, array $suggestion ) use ( &$seen ) {
				$seen[] = $suggestion['type'];
				return array(
					'title_before'  => '<em>New</em>',
					'meta_after'    => '<span onclick="steal()">Ships today</span><script>steal()</script>',
					'content_after' => '   ',
					'somewhere'     => '<b>dropped</b>',
				);
			},
			10,
			2
		);
		$suggestions = $this->suggest( 'gnomonic' );
		$product     = $suggestions[0];
		$this->assertSame( $id, $product['post_id'] );
		$this->assertSame( '<em>New</em>', $product['title_before'] );
		$this->assertSame( '<span>Ships today</span>steal()', $product['meta_after'] );
		$this->assertArrayNotHasKey( 'content_after', $product, 'Nothing but blanks adds nothing.' );
		$this->assertArrayNotHasKey( 'somewhere', $product );
		$this->assertNotContains( 'more_products', $seen );
		$this->assertSame( '', $this->module->endpoint_url(), 'Plugins run only in the REST route.' );
		$this->assertTrue( $this->module->snapshot()['markup'] );

		$this->assertArrayNotHasKey( 'title_before', $this->suggest( 'qqqzzzxxxnothing' )[0], 'No markup on the no-results notice.' );
	}

	/**
	 * A language is refused with a clear error rather than ignored; an empty one is no language.
	 */
	public function test_a_language_is_refused(): void {
		$response = $this->rest_get(
			array(
				's' => 'lamp',
				'l' => 'fr',
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'shopwright_search_language_unsupported', $response->get_data()['code'] );
		$this->assertSame(
			200,
			$this->rest_get(
				array(
					's' => 'lamp',
					'l' => '',
				)
			)->get_status()
		);

		$url    = $this->module->endpoint_url();
		$remote = wp_remote_get( $url . ( str_contains( $url, '?' ) ? '&' : '?' ) . 's=lamp&l=fr', array( 'timeout' => 5 ) );
		if ( is_wp_error( $remote ) ) {
			$this->markTestSkipped( 'The test site is not being served over HTTP: ' . $remote->get_error_message() );
		}
		$this->assertSame( 400, wp_remote_retrieve_response_code( $remote ), 'The fast endpoint refuses it too.' );
		$this->assertSame( 'shopwright_search_language_unsupported', json_decode( wp_remote_retrieve_body( $remote ), true )['code'] ?? null );
	}
}
