<?php
/**
 * The plugin's one client identity and its proxy settings, moved from the search to General.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Platform;

use Shopwright\Platform\ClientIdentity;
use Shopwright\Plugin;
use Shopwright\Search\SearchModule;
use Shopwright\Settings\Settings;
use Shopwright\Tests\TestCase;

/**
 * The proxy settings live under General; a site that saved them under the search keeps them.
 */
final class ClientIdentityTest extends TestCase {

	/**
	 * The plugin's settings.
	 */
	private function settings(): Settings {
		return Plugin::instance()->settings();
	}

	/**
	 * The search module.
	 */
	private function search(): SearchModule {
		$module = Plugin::instance()->modules()->get( 'search' );
		$this->assertInstanceOf( SearchModule::class, $module );
		return $module;
	}

	public function test_the_proxy_settings_are_general_settings_shown_with_the_general_ones(): void {
		$this->log_in_as( 'administrator' );
		$schema = $this->rest( 'GET', '/shopwright/v1/settings' )->get_data()['schema']['properties'];

		$this->assertSame( array( '', 'X-Forwarded-For', 'X-Real-IP', 'CF-Connecting-IP', 'True-Client-IP', 'Forwarded' ), $schema['general']['properties']['proxy_header']['enum'] );
		$this->assertSame( 'shopwright-ip-ranges', $schema['general']['properties']['trusted_proxies']['format'] );
		$this->assertArrayNotHasKey( 'proxy_header', $schema['search']['properties'], 'Not in two places at once.' );
		$this->assertArrayNotHasKey( 'trusted_proxies', $schema['search']['properties'] );
	}

	public function test_values_saved_under_the_search_are_read_until_the_next_save_moves_them(): void {
		update_option(
			Settings::OPTION,
			array(
				'search' => array(
					'rate_limit'      => 50,
					'proxy_header'    => 'X-Real-IP',
					'trusted_proxies' => '10.0.0.0/8',
				),
			)
		);
		$this->assertSame( 'X-Real-IP', $this->settings()->get( 'general', 'proxy_header' ) );
		$this->assertSame( '10.0.0.0/8', $this->settings()->get( 'general', 'trusted_proxies' ) );
		$identity = new ClientIdentity( $this->settings() );
		$this->assertSame(
			'198.51.100.4',
			$identity->client(
				array(
					'REMOTE_ADDR'    => '10.1.2.3',
					'HTTP_X_REAL_IP' => '198.51.100.4',
				)
			),
			'The old settings still tell shoppers apart behind the proxy.'
		);
		$this->assertSame( 'HTTP_X_REAL_IP', $this->search()->snapshot()['ip_header'], 'The fast search endpoint reads them too.' );
		$this->assertSame( array( '10.0.0.0/8' ), $this->search()->snapshot()['trusted_proxies'] );

		// Any save writes the settings where they now live.
		$this->assertIsArray( $this->settings()->update( array( 'general' => array( 'load_strategy' => 'idle' ) ) ) );
		$stored = get_option( Settings::OPTION );
		$this->assertSame( 'X-Real-IP', $stored['general']['proxy_header'] );
		$this->assertSame( '10.0.0.0/8', $stored['general']['trusted_proxies'] );
		$this->assertArrayNotHasKey( 'proxy_header', $stored['search'] );
		$this->assertSame( 50, $stored['search']['rate_limit'], 'Nothing else is lost.' );
		$this->assertSame( '198.51.100.4', ( new ClientIdentity( $this->settings() ) )->client( array( 'REMOTE_ADDR' => '10.1.2.3', 'HTTP_X_REAL_IP' => '198.51.100.4' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- One short request.
	}

	public function test_an_old_value_that_is_not_valid_is_not_taken_and_a_new_one_wins(): void {
		update_option(
			Settings::OPTION,
			array(
				'search' => array(
					'proxy_header'    => 'X-Evil',
					'trusted_proxies' => '10.0.0.0/99',
				),
			)
		);
		$this->assertSame( '', $this->settings()->get( 'general', 'proxy_header' ) );
		$this->assertSame( '', $this->settings()->get( 'general', 'trusted_proxies' ) );

		update_option(
			Settings::OPTION,
			array(
				'general' => array( 'trusted_proxies' => '192.0.2.1' ),
				'search'  => array( 'trusted_proxies' => '10.0.0.0/8' ),
			)
		);
		$this->assertSame( '192.0.2.1', $this->settings()->get( 'general', 'trusted_proxies' ) );
	}

	public function test_a_change_sent_under_the_old_name_lands_in_general_and_is_checked(): void {
		$saved = $this->settings()->update( array( 'search' => array( 'trusted_proxies' => '10.0.0.5, 2001:db8::/32' ) ) );
		$this->assertIsArray( $saved );
		$this->assertSame( '10.0.0.5, 2001:db8::/32', $saved['general']['trusted_proxies'] );
		$this->assertSame( array( '10.0.0.5/32', '2001:db8::/32' ), ( new ClientIdentity( $this->settings() ) )->proxies() );

		$refused = $this->settings()->update( array( 'search' => array( 'proxy_header' => 'X-Anything' ) ) );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertArrayHasKey( 'general.proxy_header', $refused->get_error_data()['params'] );
	}

	public function test_a_forwarding_header_is_believed_only_from_a_named_proxy(): void {
		$this->assertIsArray(
			$this->settings()->update(
				array(
					'general' => array(
						'proxy_header'    => 'X-Forwarded-For',
						'trusted_proxies' => '10.0.0.5',
					),
				)
			)
		);
		$identity = new ClientIdentity( $this->settings() );
		$this->assertSame( '198.51.100.7', $identity->client( array( 'REMOTE_ADDR' => '10.0.0.5', 'HTTP_X_FORWARDED_FOR' => '1.2.3.4, 198.51.100.7' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- One short request.
		$this->assertSame( '203.0.113.9', $identity->client( array( 'REMOTE_ADDR' => '203.0.113.9', 'HTTP_X_FORWARDED_FOR' => '198.51.100.7' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- One short request.
	}
}
