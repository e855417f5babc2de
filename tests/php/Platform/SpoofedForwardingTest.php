<?php
/**
 * Every limited module against a client that writes its own forwarding header.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Platform;

use Shopwright\ExpressCheckout\ClientLimit;
use Shopwright\Media\Feeds\FeedRate;
use Shopwright\Plugin;
use Shopwright\Search\RestRateLimit;
use Shopwright\Search\SearchModule;
use Shopwright\Search\SearchService;
use Shopwright\Tests\Media\CreatesLockedPosts;
use Shopwright\Tests\Popups\CreatesPopups;
use Shopwright\Tests\TestCase;

// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- Tests write $_SERVER as a request would arrive.

/**
 * The owner names one proxy (10.0.0.5) and its header under General. A client at any other
 * address that writes a new X-Forwarded-For each time still spends one budget, in every module
 * that limits requests; shoppers behind the named proxy each have their own.
 */
final class SpoofedForwardingTest extends TestCase {

	use CreatesLockedPosts;
	use CreatesPopups;

	private const PROXY = '10.0.0.5';

	/**
	 * $_SERVER as it was.
	 *
	 * @var array<string, mixed>
	 */
	private array $server = array();

	/**
	 * Names the proxy in the General settings.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->server = $_SERVER;
		$saved        = Plugin::instance()->settings()->update(
			array(
				'general' => array(
					'proxy_header'    => 'X-Forwarded-For',
					'trusted_proxies' => self::PROXY,
				),
			)
		);
		$this->assertIsArray( $saved );
	}

	/**
	 * Puts $_SERVER back.
	 */
	protected function tear_down(): void {
		$_SERVER = $this->server;
		parent::tear_down();
	}

	/**
	 * The next request: from this peer, with this X-Forwarded-For.
	 *
	 * @param string $peer REMOTE_ADDR.
	 * @param string $xff  What the header says.
	 */
	private function from( string $peer, string $xff ): void {
		$_SERVER['REMOTE_ADDR']          = $peer;
		$_SERVER['HTTP_X_FORWARDED_FOR'] = $xff;
	}

	/**
	 * An address no other test uses.
	 *
	 * @param string $prefix The first three parts.
	 */
	private static function address( string $prefix = '203.0.113' ): string {
		return $prefix . '.' . wp_rand( 1, 250 );
	}

	/**
	 * Runs a request once per spoofed header from one untrusted client, then once more, and
	 * gives the statuses.
	 *
	 * @param int      $times   Requests within the budget.
	 * @param \Closure $request Sends one request and gives its status.
	 * @return list<int>
	 */
	private function spoofed_burst( int $times, \Closure $request ): array {
		$client   = self::address();
		$statuses = array();
		for ( $i = 0; $i <= $times; $i++ ) {
			$this->from( $client, '192.0.2.' . ( $i + 1 ) . ', 198.51.100.' . ( $i + 1 ) );
			$statuses[] = $request();
		}
		return $statuses;
	}

	public function test_search(): void {
		$module = Plugin::instance()->modules()->get( 'search' );
		$this->assertInstanceOf( SearchModule::class, $module );
		$snapshot = array( 'rate_limit' => 2 ) + $module->snapshot();
		$status   = static function () use ( $snapshot ): int {
			$refusal = RestRateLimit::refusal( new SearchService( $GLOBALS['wpdb'], $snapshot ), $snapshot );
			return null === $refusal ? 200 : $refusal->get_status();
		};
		$this->assertSame( array( 200, 200, 429 ), $this->spoofed_burst( 2, $status ) );

		$this->from( self::PROXY, '192.0.2.1, ' . self::address( '198.51.100' ) );
		$this->assertSame( 200, $status(), 'A shopper behind the named proxy has a budget of their own.' );
	}

	public function test_popup_events(): void {
		add_filter( 'shopwright_popup_events_rate_limit', static fn(): int => 2 );
		$popup  = $this->create_popup();
		$status = fn(): int => $this->rest(
			'POST',
			'/shopwright/v1/popup-events',
			array(
				'events' => array(
					array(
						'popup' => $popup,
						'event' => 'shown',
						'count' => 1,
					),
				),
			)
		)->get_status();
		$this->assertSame( array( 200, 200, 429 ), $this->spoofed_burst( 2, $status ) );

		$this->from( self::PROXY, self::address( '198.51.100' ) );
		$this->assertSame( 200, $status(), 'A shopper behind the named proxy has a budget of their own.' );
	}

	public function test_media_feeds(): void {
		add_filter( 'shopwright_media_rate_limit', static fn(): int => 2 );
		$rate   = new FeedRate( $GLOBALS['wpdb'], Plugin::instance()->settings() );
		$status = static function () use ( $rate ): int {
			$refusal = $rate->refusal();
			return null === $refusal ? 200 : (int) $refusal->get_error_data()['status'];
		};
		$this->assertSame( array( 200, 200, 429 ), $this->spoofed_burst( 2, $status ) );

		$this->from( self::PROXY, self::address( '198.51.100' ) );
		$this->assertSame( 200, $status(), 'A shopper behind the named proxy has a budget of their own.' );
	}

	public function test_locked_content(): void {
		$page   = $this->locked_page();
		$status = fn(): int => $this->rest(
			'POST',
			'/shopwright/v1/locked-content/unlock',
			array(
				'post_id'   => $page,
				'client_id' => self::$lock_id,
				'password'  => 'guess-' . wp_rand(),
			)
		)->get_status();
		$limit  = (int) Plugin::instance()->settings()->get( 'media', 'unlock_attempts' );
		$this->assertSame( array_merge( array_fill( 0, $limit, 403 ), array( 429 ) ), $this->spoofed_burst( $limit, $status ) );

		$this->from( self::PROXY, self::address( '198.51.100' ) );
		$this->assertSame( 403, $status(), 'A visitor behind the named proxy has attempts of their own.' );
	}

	public function test_express_checkout_routes(): void {
		$this->requires_woocommerce();
		$scope  = 'shopwright_test_' . wp_rand() . '_';
		$status = static fn(): int => ClientLimit::hit( $scope, 2, 60 ) > 0 ? 429 : 200;
		$this->assertSame( array( 200, 200, 429 ), $this->spoofed_burst( 2, $status ) );

		$this->from( self::PROXY, self::address( '198.51.100' ) );
		$this->assertSame( 200, $status(), 'A shopper behind the named proxy has a budget of their own.' );
		$this->assertSame( 200, $status() );
		$this->assertSame( 429, $status() );
		$this->from( self::PROXY, self::address( '192.0.2' ) );
		$this->assertSame( 200, $status(), 'And the next shopper behind it has another.' );
	}
}
