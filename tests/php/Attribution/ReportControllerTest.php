<?php
/**
 * The order-origin report's REST route.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Attribution;

use Shopwright\Attribution\ReportController;

/**
 * GET /shopwright/v1/attribution/report.
 */
final class ReportControllerTest extends AttributionTestCase {

	private const ROUTE = '/shopwright/v1/attribution/report';

	/**
	 * Hooks the controller in, as the module will.
	 */
	protected function set_up(): void {
		parent::set_up();
		( new ReportController( $this->report ) )->register();
	}

	/**
	 * A GET with these query parameters.
	 *
	 * @param array<string, mixed> $params Query parameters.
	 */
	private function get( array $params ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', self::ROUTE );
		$request->set_query_params( $params );
		return rest_get_server()->dispatch( $request );
	}

	/**
	 * Guests get 401, logged-in users without view_woocommerce_reports 403, shop managers and
	 * administrators the report.
	 *
	 * @dataProvider roles
	 *
	 * @param string $role   Role, or '' for a guest.
	 * @param int    $status Expected status.
	 */
	public function test_roles( string $role, int $status ): void {
		if ( '' !== $role ) {
			$this->log_in_as( $role );
		}
		$response = $this->get(
			array(
				'from' => '2024-01-01',
				'to'   => '2024-01-31',
			)
		);
		$this->assertSame( $status, $response->get_status() );
		if ( 200 !== $status ) {
			$this->assertSame( 'shopwright_forbidden', $response->get_data()['code'] );
		}
	}

	/**
	 * Roles and the status each gets.
	 *
	 * @return array<string, array{string, int}>
	 */
	public static function roles(): array {
		return array(
			'guest'         => array( '', 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'customer'      => array( 'customer', 403 ),
			'contributor'   => array( 'contributor', 403 ),
			'author'        => array( 'author', 403 ),
			'editor'        => array( 'editor', 403 ),
			'shop manager'  => array( 'shop_manager', 200 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * The answer has exactly the schema's shape, on both storages, and is not for shared caches.
	 *
	 * @dataProvider storages
	 *
	 * @param bool $hpos Which storage is authoritative.
	 */
	public function test_answer_follows_the_schema( bool $hpos ): void {
		$this->use_storage( $hpos );
		$this->log_in_as( 'shop_manager' );
		$this->order(
			'2024-01-05 10:00:00',
			12.5,
			array(
				'source_type' => 'referral',
				'source'      => 'example.com',
				'medium'      => 'referral',
			)
		);

		$response = $this->get(
			array(
				'from' => '2024-01-01',
				'to'   => '2024-01-31',
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( 'no-store', $response->get_headers()['Cache-Control'] );
		$data   = $response->get_data();
		$schema = ( new ReportController( $this->report ) )->get_public_item_schema();
		$this->assertSame( array_keys( $schema['properties'] ), array_keys( $data ) );
		$this->assertSame( array_keys( $schema['properties']['rows']['items']['properties'] ), array_keys( $data['rows'][0] ) );
		$this->assertSame( array_keys( $schema['properties']['days']['items']['properties'] ), array_keys( $data['days'][0] ) );
		$this->assertTrue( rest_validate_value_from_schema( $data, $schema ) );
		$this->assertSame( 'Referral: Example.com', $data['rows'][0]['label'] );
		$this->assertSame( 12.5, $data['totals']['revenue'] );
		$this->assertCount( 31, $data['days'] );
	}

	/**
	 * The route's arguments come from the schema.
	 */
	public function test_arguments_come_from_the_schema(): void {
		$routes = rest_get_server()->get_routes();
		$args   = $routes[ self::ROUTE ][0]['args'];
		$schema = ( new ReportController( $this->report ) )->get_public_item_schema()['properties'];
		foreach ( array( 'from', 'to' ) as $name ) {
			$this->assertTrue( $args[ $name ]['required'] );
			$this->assertSame( $schema[ $name ]['description'], $args[ $name ]['description'] );
			$this->assertSame( 'string', $args[ $name ]['type'] );
		}
	}

	/**
	 * Every bad range is a 400 naming the problem, before any order is read.
	 *
	 * @dataProvider bad_params
	 *
	 * @param array<string, mixed> $params Query parameters.
	 * @param string               $code   Expected error code.
	 * @param string               $names  Text the message must contain.
	 */
	public function test_bad_ranges_are_400( array $params, string $code, string $names ): void {
		$this->log_in_as( 'administrator' );
		$queries = 0;
		$count   = static function ( string $sql ) use ( &$queries ): string {
			if ( str_contains( $sql, '_wc_order_attribution_' ) || str_contains( $sql, 'wc_orders' ) ) {
				++$queries;
			}
			return $sql;
		};
		add_filter( 'query', $count );
		$response = $this->get( $params );
		remove_filter( 'query', $count );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertStringContainsString( $names, $response->get_data()['message'] );
		$this->assertSame( 0, $queries );
	}

	/**
	 * Bad query parameters, the code and a word of the message.
	 *
	 * @return array<string, array{array<string, mixed>, string, string}>
	 */
	public static function bad_params(): array {
		$range = static fn( $from, $to ): array => array(
			'from' => $from,
			'to'   => $to,
		);
		return array(
			'malformed from'   => array( $range( '2024/01/01', '2024-01-02' ), 'shopwright_invalid_range', 'from' ),
			'malformed to'     => array( $range( '2024-01-01', 'tomorrow' ), 'shopwright_invalid_range', 'to' ),
			'no such day'      => array( $range( '2024-02-30', '2024-03-02' ), 'shopwright_invalid_range', 'from' ),
			'from after to'    => array( $range( '2024-03-02', '2024-03-01' ), 'shopwright_invalid_range', 'after' ),
			'over 366 days'    => array( $range( '2023-01-01', '2024-01-02' ), 'shopwright_invalid_range', '366' ),
			'sql'              => array( $range( "2024-01-01' UNION SELECT 1 -- ", '2024-01-02' ), 'shopwright_invalid_range', 'from' ),
			'script'           => array( $range( '<script>alert(1)</script>', '2024-01-02' ), 'shopwright_invalid_range', 'from' ),
			'null byte'        => array( $range( "2024-01-01\0", '2024-01-02' ), 'shopwright_invalid_range', 'from' ),
			'newline'          => array( $range( "2024-01-01\n", '2024-01-02' ), 'shopwright_invalid_range', 'from' ),
			'huge'             => array( $range( str_repeat( '2024-01-01', 100000 ), '2024-01-02' ), 'shopwright_invalid_range', 'from' ),
			'empty'            => array( $range( '', '' ), 'shopwright_invalid_range', 'from' ),
			'array'            => array( $range( array( '2024-01-01' ), '2024-01-02' ), 'rest_invalid_param', 'from' ),
			'missing from'     => array( array( 'to' => '2024-01-02' ), 'rest_missing_callback_param', 'from' ),
			'missing both'     => array( array(), 'rest_missing_callback_param', 'to' ),
			'unicode digits'   => array( $range( '٢٠٢٤-٠١-٠١', '2024-01-02' ), 'shopwright_invalid_range', 'from' ),
			'extra precision'  => array( $range( '2024-01-01 00:00:00', '2024-01-02' ), 'shopwright_invalid_range', 'from' ),
			'year five digits' => array( $range( '20240-01-01', '2024-01-02' ), 'shopwright_invalid_range', 'from' ),
		);
	}
}
