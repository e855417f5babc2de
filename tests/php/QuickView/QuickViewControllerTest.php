<?php
/**
 * The quick view route.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\QuickView;

use Shopwright\QuickView\QuickViewController;
use Shopwright\QuickView\QuickViewRenderer;
use Shopwright\Tests\TestCase;

/**
 * GET /shopwright/v1/quick-view/<id>: public products only, one 404 for everything else, strict
 * ids, the password form alone, templates from the fixed list.
 */
final class QuickViewControllerTest extends TestCase {

	private const NAME  = 'Secret Quickview Lamp';
	private const SHORT = 'A lamp whose words must not leak.';

	/**
	 * Skips without WooCommerce.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->requires_woocommerce();
	}

	/**
	 * A simple product.
	 *
	 * @param string $status     Post status.
	 * @param string $visibility Catalogue visibility.
	 * @param string $password   Post password.
	 */
	private function product( string $status = 'publish', string $visibility = 'visible', string $password = '' ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( self::NAME );
		$product->set_slug( 'secret-quickview-lamp' );
		$product->set_short_description( self::SHORT );
		$product->set_regular_price( '77.50' );
		$product->set_catalog_visibility( $visibility );
		$product->set_status( 'future' === $status ? 'publish' : $status );
		$id = $product->save();
		if ( '' !== $password ) {
			wp_update_post(
				array(
					'ID'            => $id,
					'post_password' => $password,
				)
			);
		}
		if ( 'future' === $status ) {
			wp_update_post(
				array(
					'ID'            => $id,
					'post_status'   => 'future',
					'post_date'     => gmdate( 'Y-m-d H:i:s', time() + 7 * DAY_IN_SECONDS ),
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() + 7 * DAY_IN_SECONDS ),
				)
			);
		}
		return $id;
	}

	/**
	 * The route's answer for an id as written in the address.
	 *
	 * @param string $id The id part of the route.
	 */
	private function quick_view( string $id ): \WP_REST_Response {
		return $this->rest( 'GET', '/shopwright/v1/quick-view/' . $id );
	}

	public function test_a_published_product_is_rendered_with_its_form_and_may_be_cached(): void {
		$id       = $this->product();
		$response = $this->quick_view( (string) $id );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertIsArray( $data );
		$this->assertSame( $id, $data['id'] );
		$this->assertSame( self::NAME, $data['title'] );
		$this->assertStringContainsString( self::NAME, $data['html'] );
		$this->assertStringContainsString( self::SHORT, $data['html'] );
		$this->assertStringContainsString( 'single_add_to_cart_button', $data['html'] );
		$this->assertStringContainsString( 'shopwright-quick-view-title-' . $id, $data['html'] );
		$this->assertSame( 'public, max-age=' . QuickViewController::CACHE_SECONDS, $response->get_headers()['Cache-Control'] ?? '' );
	}

	public function test_a_logged_in_shoppers_answer_is_never_cached(): void {
		$id = $this->product();
		$this->log_in_as( 'customer' );
		$response = $this->quick_view( (string) $id );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? '' );
	}

	/**
	 * Products a shopper may not see.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function hidden_products(): array {
		return array(
			'draft'                     => array( 'draft', 'visible' ),
			'private'                   => array( 'private', 'visible' ),
			'pending'                   => array( 'pending', 'visible' ),
			'scheduled'                 => array( 'future', 'visible' ),
			'trashed'                   => array( 'trash', 'visible' ),
			'hidden from the catalogue' => array( 'publish', 'hidden' ),
			'only in search results'    => array( 'publish', 'search' ),
		);
	}

	/**
	 * @dataProvider hidden_products
	 *
	 * @param string $status     Post status.
	 * @param string $visibility Catalogue visibility.
	 */
	public function test_a_product_no_shopper_may_see_gets_the_same_404_as_an_unknown_id( string $status, string $visibility ): void {
		$id       = $this->product( $status, $visibility );
		$response = $this->quick_view( (string) $id );
		$unknown  = $this->quick_view( '987654321' );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 404, $unknown->get_status() );
		$this->assertSame( $unknown->get_data(), $response->get_data() );
		$json = (string) wp_json_encode( $response->get_data() );
		foreach ( array( self::NAME, self::SHORT, 'secret-quickview-lamp', '77.50', (string) $id ) as $leak ) {
			$this->assertStringNotContainsString( $leak, $json );
		}
	}

	public function test_an_administrator_gets_the_same_404_for_a_draft(): void {
		$id = $this->product( 'draft' );
		$this->log_in_as( 'administrator' );
		$this->assertSame( 404, $this->quick_view( (string) $id )->get_status() );
	}

	public function test_variations_and_other_post_types_are_not_products_here(): void {
		$variable = new \WC_Product_Variable();
		$variable->set_name( 'Quickview Variable' );
		$variable->set_status( 'publish' );
		$parent    = $variable->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent );
		$variation->set_regular_price( '5' );
		$variation_id = $variation->save();
		$post_id      = self::factory_post();

		$this->assertSame( 404, $this->quick_view( (string) $variation_id )->get_status() );
		$this->assertSame( 404, $this->quick_view( (string) $post_id )->get_status() );
	}

	/**
	 * A published post that is not a product.
	 */
	private static function factory_post(): int {
		$id = wp_insert_post(
			array(
				'post_title'  => 'Not a product',
				'post_status' => 'publish',
				'post_type'   => 'post',
			)
		);
		return (int) $id;
	}

	/**
	 * Ids that are not a positive whole number within range.
	 *
	 * @return array<string, array{string}>
	 */
	public static function bad_ids(): array {
		return array(
			'zero'           => array( '0' ),
			'negative'       => array( '-5' ),
			'letters'        => array( 'abc' ),
			'leading zero'   => array( '012' ),
			'decimal'        => array( '1.5' ),
			'exponent'       => array( '1e3' ),
			'hex'            => array( 'x1f' ),
			'space'          => array( ' 7' ),
			'too large'      => array( '9007199254740992' ),
			'far too large'  => array( '99999999999999999999' ),
			'sql'            => array( '1 OR 1=1' ),
			'path traversal' => array( '..%2F..%2Fwp-config.php' ),
			'script'         => array( '"><img src=x onerror=alert(1)>' ),
		);
	}

	/**
	 * @dataProvider bad_ids
	 *
	 * @param string $id The id as written.
	 */
	public function test_anything_but_a_positive_whole_number_within_range_is_a_400( string $id ): void {
		$response = $this->quick_view( $id );
		$this->assertSame( 400, $response->get_status(), $id );
	}

	public function test_the_largest_id_is_accepted_and_answered_with_a_404(): void {
		$this->assertSame( 404, $this->quick_view( (string) QuickViewController::MAX_ID )->get_status() );
	}

	public function test_a_product_behind_a_password_shows_only_the_password_form(): void {
		$id       = $this->product( 'publish', 'visible', 'open-sesame' );
		$response = $this->quick_view( (string) $id );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertIsArray( $data );
		$this->assertStringContainsString( 'post-password-form', $data['html'] );
		$this->assertStringContainsString( 'name="post_password"', $data['html'] );
		foreach ( array( self::NAME, self::SHORT, '77.50', 'single_add_to_cart_button' ) as $leak ) {
			$this->assertStringNotContainsString( $leak, $data['html'] );
			$this->assertStringNotContainsString( $leak, (string) $data['title'] );
		}
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? '' );
	}

	public function test_the_template_comes_from_the_fixed_list_whatever_the_request_says(): void {
		$id      = $this->product();
		$request = new \WP_REST_Request( 'GET', '/shopwright/v1/quick-view/' . $id );
		$request->set_query_params(
			array(
				'template' => 'password',
				'layout'   => '../../../../wp-config.php',
				'file'     => '/etc/passwd',
			)
		);
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertIsArray( $data );
		$this->assertStringContainsString( self::NAME, $data['html'] );
		$this->assertStringNotContainsString( 'post-password-form', $data['html'] );
		$this->assertStringNotContainsString( 'DB_PASSWORD', $data['html'] );
	}

	public function test_every_template_is_a_file_of_the_plugin_and_no_other_name_is_accepted(): void {
		$renderer = new QuickViewRenderer();
		$folder   = (string) realpath( dirname( __DIR__, 3 ) . '/includes/QuickView/templates' );
		foreach ( array_keys( QuickViewRenderer::TEMPLATES ) as $name ) {
			$file = (string) realpath( $renderer->template_file( $name ) );
			$this->assertFileExists( $file );
			$this->assertStringStartsWith( $folder . DIRECTORY_SEPARATOR, $file );
		}
		$this->expectException( \InvalidArgumentException::class );
		$renderer->template_file( '../../../wp-config' );
	}

	public function test_a_variable_product_gets_the_variation_form(): void {
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( 'Colour' );
		$attribute->set_options( array( 'Blue', 'Red' ) );
		$attribute->set_variation( true );
		$attribute->set_visible( true );
		$variable = new \WC_Product_Variable();
		$variable->set_name( 'Quickview Variable Shirt' );
		$variable->set_status( 'publish' );
		$variable->set_attributes( array( $attribute ) );
		$parent    = $variable->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent );
		$variation->set_attributes( array( 'colour' => 'Blue' ) );
		$variation->set_regular_price( '20' );
		$variation->save();
		\WC_Product_Variable::sync( $parent );

		$data = $this->quick_view( (string) $parent )->get_data();
		$this->assertIsArray( $data );
		$this->assertStringContainsString( 'variations_form', $data['html'] );
		$this->assertStringContainsString( 'name="attribute_colour"', $data['html'] );
	}
}
