<?php
/**
 * The settings route, exercised through the real REST server.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Settings;

use Shopwright\Settings\Settings;
use Shopwright\Tests\TestCase;

/**
 * GET and POST /shopwright/v1/settings.
 */
final class SettingsControllerTest extends TestCase {

	private const ROUTE = '/shopwright/v1/settings';

	public function test_administrators_read_every_section_with_its_schema(): void {
		$this->log_in_as( 'administrator' );
		$response = $this->rest( 'GET', self::ROUTE );

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame(
			array( 'general', 'search', 'popups', 'storefront', 'countdown', 'attribution', 'quick_view', 'sliders', 'media', 'widgets', 'express_checkout' ),
			array_keys( $data['settings'] )
		);
		$this->assertFalse( $data['settings']['general']['delete_data_on_uninstall'] );
		$this->assertSame( 'intent', $data['settings']['general']['load_strategy'] );
		$this->assertTrue( $data['settings']['countdown']['enabled'] );
		$this->assertSame( array_keys( $data['settings'] ), array_keys( $data['schema']['properties'] ) );
		$this->assertSame( class_exists( 'WooCommerce', false ), $data['woocommerce_active'] );

		$ids = array_column( $data['modules'], 'id' );
		$this->assertSame( array( 'search', 'popups', 'storefront', 'countdown', 'attribution', 'quick_view', 'sliders', 'media', 'widgets', 'express_checkout' ), $ids, 'Only modules that have features are listed.' );
		$storefront = $data['modules'][ array_search( 'storefront', $ids, true ) ];
		$this->assertTrue( $storefront['requires_woocommerce'] );
		$search = $data['modules'][ array_search( 'search', $ids, true ) ];
		$this->assertFalse( $search['requires_woocommerce'] );
	}

	public function test_visitors_are_refused(): void {
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 401, $response->get_status() );

		$response = $this->rest( 'POST', self::ROUTE, array( 'settings' => array( 'search' => array( 'enabled' => false ) ) ) );
		$this->assertSame( 401, $response->get_status() );
		$this->assertTrue( ( new Settings( \Shopwright\Plugin::instance()->settings()->schema() ) )->is_module_enabled( 'search' ) );
	}

	/**
	 * @dataProvider non_administrator_roles
	 *
	 * @param string $role A role without manage_options.
	 */
	public function test_non_administrators_get_403_and_change_nothing( string $role ): void {
		$this->log_in_as( $role );

		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
		$response = $this->rest( 'POST', self::ROUTE, array( 'settings' => array( 'countdown' => array( 'enabled' => false ) ) ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $response->get_data()['code'] );
		$this->assertTrue( \Shopwright\Plugin::instance()->settings()->is_module_enabled( 'countdown' ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function non_administrator_roles(): array {
		return array(
			'editor'      => array( 'editor' ),
			'author'      => array( 'author' ),
			'subscriber'  => array( 'subscriber' ),
			'contributor' => array( 'contributor' ),
		);
	}

	public function test_a_partial_change_is_saved_and_the_rest_is_kept(): void {
		$this->log_in_as( 'administrator' );
		$this->rest( 'POST', self::ROUTE, array( 'settings' => array( 'general' => array( 'load_strategy' => 'idle' ) ) ) );

		$response = $this->rest( 'POST', self::ROUTE, array( 'settings' => array( 'countdown' => array( 'enabled' => false ) ) ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertFalse( $response->get_data()['settings']['countdown']['enabled'] );
		$this->assertSame( 'idle', $response->get_data()['settings']['general']['load_strategy'] );
		$stored = get_option( Settings::OPTION );
		$this->assertFalse( $stored['countdown']['enabled'] );
		$this->assertSame( 'idle', $stored['general']['load_strategy'] );
		$this->assertTrue( $stored['search']['enabled'] );
	}

	/**
	 * @dataProvider bad_changes
	 *
	 * @param mixed  $changes The settings sent.
	 * @param string $field   The field the error must name.
	 */
	public function test_bad_input_gets_a_400_naming_the_field_and_saves_nothing( $changes, string $field ): void {
		$this->log_in_as( 'administrator' );
		$before = get_option( Settings::OPTION );

		$response = $this->rest( 'POST', self::ROUTE, array( 'settings' => $changes ) );

		$this->assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'shopwright_invalid_settings', $data['code'] );
		$this->assertArrayHasKey( $field, $data['data']['params'] );
		$this->assertNotSame( '', $data['data']['params'][ $field ] );
		$this->assertSame( $before, get_option( Settings::OPTION ) );
	}

	/**
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public function bad_changes(): array {
		return array(
			'unknown section'          => array( array( 'nope' => array( 'enabled' => true ) ), 'nope' ),
			'unknown key'              => array( array( 'search' => array( 'colour' => 'red' ) ), 'search.colour' ),
			'string for a boolean'     => array( array( 'search' => array( 'enabled' => 'yes' ) ), 'search.enabled' ),
			'number for a boolean'     => array( array( 'popups' => array( 'enabled' => 1 ) ), 'popups.enabled' ),
			'value outside the enum'   => array( array( 'general' => array( 'load_strategy' => 'eager' ) ), 'general.load_strategy' ),
			'markup outside the enum'  => array( array( 'general' => array( 'load_strategy' => '<script>alert(1)</script>' ) ), 'general.load_strategy' ),
			'section that is a list'   => array( array( 'search' => array( true ) ), 'search' ),
			'section that is a string' => array( array( 'search' => 'on' ), 'search' ),
			'settings that are a list' => array( array( array( 'enabled' => true ) ), 'settings' ),
			'null for a boolean'       => array( array( 'general' => array( 'delete_data_on_uninstall' => null ) ), 'general.delete_data_on_uninstall' ),
		);
	}

	public function test_every_bad_value_is_named_and_the_good_ones_are_not_applied(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'settings' => array(
					'countdown' => array( 'enabled' => false ),
					'search'    => array( 'enabled' => 'maybe' ),
					'general'   => array( 'load_strategy' => 'now' ),
				),
			)
		);

		$this->assertSame( 400, $response->get_status() );
		$this->assertEqualsCanonicalizing( array( 'search.enabled', 'general.load_strategy' ), array_keys( $response->get_data()['data']['params'] ) );
		$this->assertTrue( \Shopwright\Plugin::instance()->settings()->is_module_enabled( 'countdown' ) );
	}

	public function test_a_request_without_settings_is_rejected(): void {
		$this->log_in_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, array( 'other' => true ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_missing_callback_param', $response->get_data()['code'] );
	}

	public function test_malformed_json_is_rejected(): void {
		$this->log_in_as( 'administrator' );
		$request = new \WP_REST_Request( 'POST', self::ROUTE );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '{"settings": {"search": ' );
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertTrue( \Shopwright\Plugin::instance()->settings()->is_module_enabled( 'search' ) );
	}

	public function test_a_corrupted_option_reads_as_defaults_value_by_value(): void {
		$this->log_in_as( 'administrator' );
		update_option(
			Settings::OPTION,
			array(
				'general'   => array(
					'load_strategy'            => 'idle',
					'delete_data_on_uninstall' => 'yes please',
				),
				'search'    => 'garbage',
				'countdown' => array( 'enabled' => false ),
				'foreign'   => array( 'x' => 1 ),
			)
		);

		$settings = $this->rest( 'GET', self::ROUTE )->get_data()['settings'];

		$this->assertSame( 'idle', $settings['general']['load_strategy'] );
		$this->assertFalse( $settings['general']['delete_data_on_uninstall'] );
		$this->assertTrue( $settings['search']['enabled'] );
		$this->assertFalse( $settings['countdown']['enabled'] );
		$this->assertArrayNotHasKey( 'foreign', $settings );
	}

	public function test_an_option_that_is_not_an_array_reads_as_defaults(): void {
		update_option( Settings::OPTION, 'serialized nonsense' );
		$this->assertTrue( \Shopwright\Plugin::instance()->settings()->is_module_enabled( 'popups' ) );
		$this->assertSame( 'intent', \Shopwright\Plugin::instance()->settings()->get( 'general', 'load_strategy' ) );
	}

	public function test_sections_stored_for_modules_that_no_longer_exist_are_ignored(): void {
		update_option(
			\Shopwright\Settings\Settings::OPTION,
			array(
				'search'      => array( 'min_chars' => 4 ),
				'retired'     => array( 'enabled' => true ),
				'attribution' => 'garbage',
			)
		);
		$this->log_in_as( 'administrator' );

		$read = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 200, $read->get_status() );
		$this->assertSame( 4, $read->get_data()['settings']['search']['min_chars'] );
		$this->assertArrayNotHasKey( 'retired', $read->get_data()['settings'] );

		$saved = $this->rest( 'POST', self::ROUTE, array( 'settings' => array( 'search' => array( 'min_chars' => 5 ) ) ) );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( 5, $saved->get_data()['settings']['search']['min_chars'] );

		$refused = $this->rest( 'POST', self::ROUTE, array( 'settings' => array( 'retired' => array( 'enabled' => true ) ) ) );
		$this->assertSame( 400, $refused->get_status(), 'A section of no module cannot be written.' );
	}
}
