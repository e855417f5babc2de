<?php
/**
 * What the settings summary learns from the settings route: each module's need for attention,
 * and the panels a long module's settings are grouped into.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Settings;

use Shopwright\Plugin;
use Shopwright\Search\Rebuilder;
use Shopwright\Tests\TestCase;

/**
 * GET /shopwright/v1/settings, read as the summary reads it.
 */
final class SettingsSummaryTest extends TestCase {

	/**
	 * The module entry of the settings answer.
	 *
	 * @param string $id Module id.
	 * @return array<string, mixed>
	 */
	private function module( string $id ): array {
		$this->log_in_as( 'administrator' );
		$modules = $this->rest( 'GET', '/shopwright/v1/settings' )->get_data()['modules'];
		$found   = array_values( array_filter( $modules, static fn( array $module ): bool => $id === $module['id'] ) );
		$this->assertCount( 1, $found, "module $id is listed" );
		return $found[0];
	}

	/**
	 * Stores a rebuild's progress as the rebuilder would.
	 *
	 * @param string $state    State.
	 * @param int    $finished When the last complete rebuild finished.
	 */
	private function rebuild_state( string $state, int $finished ): void {
		update_option(
			Rebuilder::OPTION,
			array(
				'state'    => $state,
				'finished' => $finished,
			)
		);
	}

	public function test_search_asks_for_attention_only_when_its_index_is_missing_or_its_rebuild_failed(): void {
		$this->rebuild_state( 'done', time() - 60 );
		$this->assertSame( '', $this->module( 'search' )['attention'] );

		$this->rebuild_state( 'failed', time() - 60 );
		$this->assertStringContainsString( 'last rebuild of the search index failed', $this->module( 'search' )['attention'] );

		$this->rebuild_state( 'idle', 0 );
		$this->assertStringContainsString( 'has not been built yet', $this->module( 'search' )['attention'] );

		// A rebuild under way is not something to act on.
		$this->rebuild_state( 'running', 0 );
		$this->assertSame( '', $this->module( 'search' )['attention'] );
	}

	public function test_a_module_that_is_off_needs_no_attention(): void {
		$this->rebuild_state( 'failed', 0 );
		$this->assertIsArray( Plugin::instance()->settings()->update( array( 'search' => array( 'enabled' => false ) ) ) );
		$this->assertSame( '', $this->module( 'search' )['attention'] );
	}

	public function test_order_attribution_asks_for_woocommerces_feature_when_it_is_off(): void {
		$this->requires_woocommerce();
		update_option( 'woocommerce_feature_order_attribution_enabled', 'yes' );
		$this->assertSame( '', $this->module( 'attribution' )['attention'] );

		update_option( 'woocommerce_feature_order_attribution_enabled', 'no' );
		$this->assertStringContainsString( 'order attribution is off', $this->module( 'attribution' )['attention'] );
	}

	public function test_product_search_settings_come_in_panels_and_every_setting_has_one(): void {
		$this->log_in_as( 'administrator' );
		$schema = $this->rest( 'GET', '/shopwright/v1/settings' )->get_data()['schema']['properties'];

		$this->assertSame( array( 'suggestions', 'details', 'searched', 'weights', 'limits' ), array_keys( $schema['search']['groups'] ) );
		foreach ( $schema['search']['properties'] as $key => $property ) {
			if ( 'enabled' === $key ) {
				$this->assertArrayNotHasKey( 'group', $property, 'The switch stays above the panels.' );
				continue;
			}
			$this->assertArrayHasKey( $property['group'] ?? '', $schema['search']['groups'], "$key is in a panel" );
		}
		$this->assertSame( 'weights', $schema['search']['properties']['weight_title']['group'] );
		$this->assertSame( 'limits', $schema['search']['properties']['rate_limit']['group'] );
		// A short module has no panels.
		$this->assertArrayNotHasKey( 'groups', $schema['countdown'] );
	}

	public function test_panels_do_not_change_what_a_save_accepts(): void {
		$this->log_in_as( 'administrator' );
		$response = $this->rest( 'POST', '/shopwright/v1/settings', array( 'settings' => array( 'search' => array( 'min_chars' => 4 ) ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 4, $response->get_data()['settings']['search']['min_chars'] );
		$response = $this->rest( 'POST', '/shopwright/v1/settings', array( 'settings' => array( 'search' => array( 'group' => 'x' ) ) ) );
		$this->assertSame( 400, $response->get_status() );
	}
}
