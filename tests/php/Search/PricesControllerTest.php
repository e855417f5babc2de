<?php
/**
 * Current prices for suggestions on cached pages.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\PricesController;

/**
 * GET /shopwright/v1/search/prices.
 */
final class PricesControllerTest extends SearchTestCase {

	private const ROUTE = '/shopwright/v1/search/prices';

	/**
	 * Turns dynamic prices on for each test, as the route needs.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_search( array( 'dynamic_prices' => true ) );
	}

	/**
	 * With dynamic prices off (the default) the route answers 404.
	 */
	public function test_route_is_off_with_the_setting(): void {
		$this->set_search( array( 'dynamic_prices' => false ) );
		$response = $this->rest_get( array( 'ids' => array( 1 ) ), self::ROUTE );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'shopwright_dynamic_prices_off', $response->get_data()['code'] );
	}

	/**
	 * Published, visible products get WooCommerce's price markup, in the order asked, once each;
	 * anything else is left out without a word.
	 */
	public function test_prices_of_public_products_only(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'max_results' => 30 ) );
		$cheap    = $this->product( 'Pricey One', array( 'price' => '7' ) );
		$dear     = $this->product( 'Pricey Two', array( 'price' => '1234.5' ) );
		$searched = $this->product( 'Pricey Search Only', array( 'visibility' => 'search' ) );
		$hidden   = array(
			$this->product( 'Pricey Private', array( 'status' => 'private' ) ),
			$this->product( 'Pricey Draft', array( 'status' => 'draft' ) ),
			$this->product( 'Pricey Secret', array( 'password' => 'x' ) ),
			$this->product( 'Pricey Hidden', array( 'visibility' => 'hidden' ) ),
			wp_insert_post(
				array(
					'post_title'  => 'A post',
					'post_status' => 'publish',
				)
			),
			999999999,
		);

		$response = $this->rest_get( array( 'ids' => array_merge( array( $dear, (string) $cheap, $dear ), $hidden, array( $searched ) ) ), self::ROUTE );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] );
		$body = $response->get_data();
		$this->assertTrue( $body['success'] );
		$this->assertSame( array( $dear, $cheap, $searched ), array_column( $body['data'], 'id' ) );
		$this->assertSame( wc_get_product( $dear )->get_price_html(), $body['data'][0]['price'] );
		$this->assertStringContainsString( '1,234.50', $body['data'][0]['price'] );
	}

	/**
	 * A variation gets its price when its product is public, never when the product is not.
	 */
	public function test_variations_follow_their_product(): void {
		$this->requires_woocommerce();
		$public  = $this->variation( 'publish', 'visible', '11' );
		$private = $this->variation( 'private', 'visible', '12' );
		$hidden  = $this->variation( 'publish', 'hidden', '13' );

		$data = $this->rest_get( array( 'ids' => array( $public, $private, $hidden ) ), self::ROUTE )->get_data()['data'];

		$this->assertSame( array( $public ), array_column( $data, 'id' ) );
		$this->assertStringContainsString( '11', $data[0]['price'] );
	}

	/**
	 * More ids than suggestions are shown: the first ones only.
	 */
	public function test_ids_are_capped_at_max_results(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'max_results' => 2 ) );
		$ids = array();
		foreach ( range( 1, 4 ) as $n ) {
			$ids[] = $this->product( 'Capped ' . $n );
		}
		$this->assertSame( array_slice( $ids, 0, 2 ), array_column( $this->rest_get( array( 'ids' => $ids ), self::ROUTE )->get_data()['data'], 'id' ) );

		$most = $this->rest_get( array( 'ids' => range( 1, PricesController::MAX_IDS ) ), self::ROUTE );
		$this->assertSame( 200, $most->get_status() );
		$this->assertLessThanOrEqual( 2, count( $most->get_data()['data'] ) );
	}

	/**
	 * An oversized list is refused as a whole, before any id in it is read.
	 *
	 * @dataProvider oversized_ids
	 *
	 * @param mixed $ids The ids parameter.
	 */
	public function test_oversized_lists_are_refused_before_any_id_is_read( $ids ): void {
		$read = 0;
		$spy  = static function ( $value ) use ( &$read ) {
			++$read;
			return $value;
		};
		add_filter( 'woocommerce_product_get_price', $spy );
		$response = $this->rest_get( array( 'ids' => $ids ), self::ROUTE );
		remove_filter( 'woocommerce_product_get_price', $spy );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'shopwright_too_many_ids', $response->get_data()['data']['details']['ids']['code'] ?? null );
		$this->assertSame( 0, $read );
	}

	/**
	 * Lists past the cap, as an array and in WordPress's comma-separated form.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function oversized_ids(): array {
		return array(
			'one too many'         => array( range( 1, PricesController::MAX_IDS + 1 ) ),
			'two hundred thousand' => array( range( 1, 200000 ) ),
			'comma-separated'      => array( implode( ',', range( 1, 200000 ) ) ),
		);
	}

	/**
	 * Malformed ids are refused with 400 shopwright_invalid_ids.
	 *
	 * @dataProvider malformed_ids
	 *
	 * @param array<string, mixed> $params Query parameters.
	 */
	public function test_malformed_ids_are_refused( array $params ): void {
		$response = $this->rest_get( $params, self::ROUTE );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'shopwright_invalid_ids', $response->get_data()['code'] );
	}

	/**
	 * Ids that are not a list of positive integers.
	 *
	 * @return array<string, array{array<string, mixed>}>
	 */
	public static function malformed_ids(): array {
		return array(
			'missing'      => array( array() ),
			'scalar'       => array( array( 'ids' => '5' ) ),
			'comma string' => array( array( 'ids' => '1,2' ) ),
			'empty list'   => array( array( 'ids' => array() ) ),
			'empty item'   => array( array( 'ids' => array( '' ) ) ),
			'word'         => array( array( 'ids' => array( 'abc' ) ) ),
			'zero'         => array( array( 'ids' => array( 0 ) ) ),
			'negative'     => array( array( 'ids' => array( '-3' ) ) ),
			'fraction'     => array( array( 'ids' => array( '1.5' ) ) ),
			'exponent'     => array( array( 'ids' => array( '1e3' ) ) ),
			'padded'       => array( array( 'ids' => array( '007' ) ) ),
			'spaces'       => array( array( 'ids' => array( ' 7' ) ) ),
			'huge'         => array( array( 'ids' => array( '99999999999999999999' ) ) ),
			'nested'       => array( array( 'ids' => array( array( 1 ) ) ) ),
			'object'       => array( array( 'ids' => array( 'a' => array( 'b' => 1 ) ) ) ),
			'bool'         => array( array( 'ids' => array( true ) ) ),
			'sql'          => array( array( 'ids' => array( '1 OR 1=1' ) ) ),
		);
	}

	/**
	 * The parser itself: strings of digits and integers are ids; repeats go; the list is cut.
	 */
	public function test_parse_ids(): void {
		$this->assertSame( array( 3, 9 ), PricesController::parse_ids( array( '3', 9, 3, '9' ), 10 ) );
		$this->assertSame( array( 3 ), PricesController::parse_ids( array( 3, 4, 5 ), 1 ) );
		$this->assertSame( array( PHP_INT_MAX ), PricesController::parse_ids( array( (string) PHP_INT_MAX ), 1 ) );
		$this->assertNull( PricesController::parse_ids( array( '9223372036854775808' ), 1 ), 'One past the largest integer.' );
		$this->assertNull( PricesController::parse_ids( array( 1.0 ), 1 ) );
	}

	/**
	 * Past the limit a client gets 429 with Retry-After.
	 */
	public function test_rate_limited(): void {
		$this->set_search( array( 'rate_limit' => 2 ) );
		$remote                 = $_SERVER['REMOTE_ADDR'] ?? ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Saved to be put back as it was.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 );
		$statuses               = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$response   = $this->rest_get( array( 'ids' => array( 1 ) ), self::ROUTE );
			$statuses[] = $response->get_status();
		}
		$_SERVER['REMOTE_ADDR'] = $remote;
		$this->assertSame( array( 200, 200, 429 ), $statuses );
		$this->assertSame( 'shopwright_rate_limited', $response->get_data()['code'] );
		$this->assertGreaterThanOrEqual( 1, (int) $response->get_headers()['Retry-After'] );
	}

	/**
	 * A variation of a variable product.
	 *
	 * @param string $status     The product's status.
	 * @param string $visibility The product's catalogue visibility.
	 * @param string $price      The variation's price.
	 * @return int Variation id.
	 */
	private function variation( string $status, string $visibility, string $price ): int {
		$variable = new \WC_Product_Variable();
		$variable->set_name( 'Variable ' . $price );
		$variable->set_status( $status );
		$variable->set_catalog_visibility( $visibility );
		$parent    = $variable->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent );
		$variation->set_regular_price( $price );
		$variation->set_status( 'publish' );
		return $variation->save();
	}
}
