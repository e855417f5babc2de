<?php
/**
 * The rate limit of the search's REST routes.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\ProxyNotice;
use Shopwright\Search\RestRateLimit;
use Shopwright\Search\SearchService;

// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- Tests write $_SERVER as a request would arrive.

/**
 * Budgets per client, spoofing through a proxy, and the note of an unnamed proxy.
 */
final class RestRateLimitTest extends SearchTestCase {

	/**
	 * $_SERVER as it was.
	 *
	 * @var array<string, mixed>
	 */
	private array $server_backup = array();

	/**
	 * Keeps $_SERVER.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->server_backup = $_SERVER;
		delete_option( ProxyNotice::OPTION );
	}

	/**
	 * Puts $_SERVER back.
	 */
	protected function tear_down(): void {
		$_SERVER = $this->server_backup;
		parent::tear_down();
	}

	/**
	 * A snapshot with this limit, behind the proxy 10.0.0.5 that appends X-Forwarded-For.
	 *
	 * @param int $limit Searches per minute.
	 * @return array<string, mixed>
	 */
	private function behind_proxy( int $limit ): array {
		return array(
			'rate_limit'      => $limit,
			'ip_header'       => 'HTTP_X_FORWARDED_FOR',
			'trusted_proxies' => array( '10.0.0.5/32' ),
		);
	}

	/**
	 * One request through the proxy, with what the client wrote and the address the proxy saw.
	 *
	 * @param array<string, mixed> $snapshot Snapshot.
	 * @param string               $written  What the client put in X-Forwarded-For.
	 * @param string               $seen     The address the proxy appended.
	 */
	private function request( array $snapshot, string $written, string $seen ): ?\WP_REST_Response {
		$_SERVER['REMOTE_ADDR']          = '10.0.0.5';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = $written . ', ' . $seen;
		return RestRateLimit::refusal( new SearchService( $GLOBALS['wpdb'], $snapshot ), $snapshot );
	}

	public function test_a_client_that_writes_a_new_address_each_time_still_runs_out(): void {
		$snapshot = $this->behind_proxy( 3 );
		$client   = '203.0.113.' . wp_rand( 1, 254 ); // Not used by any earlier request.

		for ( $i = 1; $i <= 3; $i++ ) {
			$this->assertNull( $this->request( $snapshot, '1.1.1.' . $i, $client ), "Request $i is within the limit." );
		}
		$refusal = $this->request( $snapshot, '1.1.1.99', $client );

		$this->assertInstanceOf( \WP_REST_Response::class, $refusal );
		$this->assertSame( 429, $refusal->get_status() );
		$this->assertSame( 'shopwright_rate_limited', $refusal->get_data()['code'] );
		$this->assertGreaterThanOrEqual( 1, (int) $refusal->get_headers()['Retry-After'] );
		$this->assertSame( 'no-store', $refusal->get_headers()['Cache-Control'] );
		$this->assertNull( $this->request( $snapshot, '1.1.1.99', '198.51.100.' . wp_rand( 1, 254 ) ), 'Another shopper behind the same proxy has a budget of its own.' );
	}

	public function test_no_limit_means_no_refusal(): void {
		$snapshot = $this->behind_proxy( 0 );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertNull( $this->request( $snapshot, '1.1.1.1', '203.0.113.1' ) );
		}
	}

	public function test_a_proxy_the_owner_has_not_named_is_noted_once(): void {
		$snapshot = array( 'rate_limit' => 0 );
		$this->request( $snapshot, '1.1.1.1', '203.0.113.1' );

		$noted = json_decode( (string) get_option( ProxyNotice::OPTION ), true );
		$this->assertSame( '10.0.0.5', $noted['address'] );
		$this->assertSame( 'X-Forwarded-For', $noted['header'] );

		update_option( ProxyNotice::OPTION, wp_json_encode( array( 'time' => 1 ) + $noted ), false );
		$this->request( $snapshot, '1.1.1.2', '203.0.113.2' );
		$this->assertSame( 1, json_decode( (string) get_option( ProxyNotice::OPTION ), true )['time'], 'The same proxy is not written again.' );
	}

	public function test_administrators_are_told_until_the_proxy_is_named(): void {
		$this->request( array( 'rate_limit' => 0 ), '1.1.1.1', '203.0.113.1' );
		$notice = new ProxyNotice( $this->module );

		$this->log_in_as( 'editor' );
		$this->assertSame( '', $this->notice_text( $notice ), 'Editors do not manage settings.' );

		$this->log_in_as( 'administrator' );
		$text = $this->notice_text( $notice );
		$this->assertStringContainsString( '10.0.0.5', $text );
		$this->assertStringContainsString( 'shares one search rate limit', $text );

		$this->assertIsArray(
			\Shopwright\Plugin::instance()->settings()->update(
				array(
					'general' => array(
						'proxy_header'    => 'X-Forwarded-For',
						'trusted_proxies' => '10.0.0.0/24',
					),
				)
			)
		);
		$this->assertSame( '', $this->notice_text( $notice ), 'Named: the notice goes.' );
	}

	public function test_a_corrupted_note_shows_nothing(): void {
		$this->log_in_as( 'administrator' );
		foreach ( array( 'garbage', '{"address":"<b>x</b>","header":"X-Forwarded-For"}', '{"address":"10.0.0.5","header":"X-Evil"}' ) as $stored ) {
			update_option( ProxyNotice::OPTION, $stored, false );
			$this->assertSame( '', $this->notice_text( new ProxyNotice( $this->module ) ), $stored );
		}
	}

	public function test_the_proxy_settings_are_validated(): void {
		$settings = \Shopwright\Plugin::instance()->settings();
		$this->assertInstanceOf( \WP_Error::class, $settings->update( array( 'general' => array( 'trusted_proxies' => '10.0.0.0/99' ) ) ) );
		$this->assertInstanceOf( \WP_Error::class, $settings->update( array( 'general' => array( 'proxy_header' => 'X-Anything' ) ) ) );
		$this->assertIsArray( $settings->update( array( 'general' => array( 'trusted_proxies' => '10.0.0.5, 2001:db8::/32' ) ) ) );
		$this->assertSame( array( '10.0.0.5/32', '2001:db8::/32' ), $this->module->snapshot()['trusted_proxies'] );
	}

	/**
	 * What the notice prints now.
	 *
	 * @param ProxyNotice $notice The notice.
	 */
	private function notice_text( ProxyNotice $notice ): string {
		ob_start();
		$notice->print_notice();
		return (string) ob_get_clean();
	}
}
