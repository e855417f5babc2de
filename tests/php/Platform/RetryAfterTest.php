<?php
/**
 * The Retry-After header of every 429 the plugin's routes answer.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Platform;

use Shopwright\Platform\RetryAfter;
use Shopwright\Tests\TestCase;

// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- Tests write $_SERVER as a request would arrive.

/**
 * A client told "too many" is told when to come back, also where the refusal comes from a
 * permission callback, which cannot set headers itself.
 */
final class RetryAfterTest extends TestCase {

	/**
	 * $_SERVER as it was.
	 *
	 * @var array<string, mixed>
	 */
	private array $server = array();

	/**
	 * A client of this test's own.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->server = $_SERVER;
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
	}

	/**
	 * Puts $_SERVER back.
	 */
	protected function tear_down(): void {
		$_SERVER = $this->server;
		parent::tear_down();
	}

	public function test_a_media_feed_refusal_carries_retry_after(): void {
		add_filter( 'shopwright_media_rate_limit', static fn(): int => 1 );
		$page = static function (): \WP_REST_Response {
			$request = new \WP_REST_Request( 'GET', '/shopwright/v1/photo-feed/' . md5( 'no such feed' ) . '/page' );
			$request->set_query_params( array( 'after' => 'QVFI' . bin2hex( random_bytes( 8 ) ) ) );
			return rest_get_server()->dispatch( $request );
		};
		$this->assertNotSame( 429, $page()->get_status(), 'The first request is within the budget.' );
		$refused = $page();
		$this->assertSame( 429, $refused->get_status() );
		$this->assertSame( 'shopwright_rate_limited', $refused->get_data()['code'] );
		$wait = (int) ( $refused->get_headers()['Retry-After'] ?? 0 );
		$this->assertGreaterThanOrEqual( 1, $wait );
		$this->assertLessThanOrEqual( 60, $wait, 'The wait the limiter named: the rest of its minute.' );
		$this->assertSame( 'no-store', $refused->get_headers()['Cache-Control'] );
	}

	public function test_a_429_without_a_wait_of_its_own_still_says_when(): void {
		$request = new \WP_REST_Request( 'GET', '/shopwright/v1/anything' );
		$error   = new \WP_Error( 'shopwright_rate_limited', 'Too many.', array( 'status' => 429 ) );
		$answer  = RetryAfter::add_header( $error, null, $request );
		$this->assertInstanceOf( \WP_REST_Response::class, $answer );
		$this->assertSame( 429, $answer->get_status() );
		$this->assertSame( (string) RetryAfter::DEFAULT_WAIT, $answer->get_headers()['Retry-After'] );

		$other = new \WP_Error( 'rest_forbidden', 'No.', array( 'status' => 403 ) );
		$this->assertSame( $other, RetryAfter::add_header( $other, null, $request ), 'Other errors are left alone.' );
		$this->assertSame( $error, RetryAfter::add_header( $error, null, new \WP_REST_Request( 'GET', '/wp/v2/posts' ) ), 'Other plugins\' routes are theirs.' );
	}
}
