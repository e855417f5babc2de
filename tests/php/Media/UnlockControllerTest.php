<?php
/**
 * The unlock route of locked-content blocks.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\ContentLocks;
use Shopwright\Media\UnlockAttempts;
use Shopwright\Tests\TestCase;

/**
 * POST /shopwright/v1/locked-content/unlock: the server alone decides; answers are private; wrong
 * passwords are limited per client and block; the cookie keeps the block open until the password
 * changes.
 */
final class UnlockControllerTest extends TestCase {

	use CreatesLockedPosts;

	private const ROUTE = '/shopwright/v1/locked-content/unlock';

	/**
	 * The server as it was.
	 *
	 * @var array<string, mixed>
	 */
	private array $server = array();

	/**
	 * Every test comes from the same visitor address, over http.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->server           = $_SERVER;
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		unset( $_SERVER['HTTPS'] );
	}

	/**
	 * Puts the server back.
	 */
	protected function tear_down(): void {
		$_SERVER = $this->server;
		parent::tear_down();
	}

	/**
	 * Sends a password.
	 *
	 * @param int    $post_id  The page.
	 * @param string $password The password.
	 * @param string $lock_id  The block's lock id.
	 */
	private function unlock( int $post_id, string $password, string $lock_id = 'test-lock-0001' ): \WP_REST_Response {
		return $this->rest(
			'POST',
			self::ROUTE,
			array(
				'post_id'   => $post_id,
				'client_id' => $lock_id,
				'password'  => $password,
			)
		);
	}

	public function test_the_right_password_answers_the_content_with_a_private_cookie(): void {
		$page     = $this->locked_page();
		$response = $this->unlock( $page, 'open-sesame' );

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$this->assertStringContainsString( self::$secret, $data['html'] );
		$this->assertStringNotContainsString( 'password', strtolower( $data['html'] ), 'The content, not the form.' );
		$this->assertStringContainsString( 'no-store', $response->get_headers()['Cache-Control'] );

		$cookie = (string) $response->get_headers()['Set-Cookie'];
		$this->assertStringStartsWith( 'shopwright_unlock_' . $page . '_test-lock-0001=', $cookie );
		$this->assertStringContainsString( '; HttpOnly', $cookie );
		$this->assertStringContainsString( '; SameSite=Lax', $cookie );
		$this->assertStringNotContainsString( 'Secure', $cookie, 'Not on http: the browser would drop it.' );
		$this->assertMatchesRegularExpression( '/; Max-Age=(\d+);/', $cookie );
		preg_match( '/; Max-Age=(\d+);/', $cookie, $age );
		$this->assertEqualsWithDelta( 7 * DAY_IN_SECONDS, (int) $age[1], 5, 'It expires after the days set (7 by default).' );
		$this->assertStringContainsString( '; Expires=', $cookie );
	}

	public function test_the_cookie_is_secure_on_https(): void {
		$_SERVER['HTTPS'] = 'on';
		$response         = $this->unlock( $this->locked_page(), 'open-sesame' );
		$this->assertStringContainsString( '; Secure', (string) $response->get_headers()['Set-Cookie'] );
	}

	public function test_a_wrong_password_is_refused_without_the_content_or_a_cookie(): void {
		$page     = $this->locked_page();
		$response = $this->unlock( $page, 'open-sesamE' );

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'shopwright_wrong_password', $response->get_data()['code'] );
		$this->assertSame( 'That password is not right.', $response->get_data()['message'] );
		$this->assertArrayNotHasKey( 'Set-Cookie', $response->get_headers() );
		$this->assertStringNotContainsString( self::$secret, (string) wp_json_encode( $response->get_data() ) );
		$this->assertStringContainsString( 'no-store', $response->get_headers()['Cache-Control'] );
	}

	public function test_an_empty_password_is_a_clear_error_and_costs_no_attempt(): void {
		$page = $this->locked_page();
		for ( $i = 0; $i < 8; $i++ ) {
			$response = $this->unlock( $page, '' );
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'shopwright_empty_password', $response->get_data()['code'] );
		}
		$this->assertSame( 200, $this->unlock( $page, 'open-sesame' )->get_status() );
	}

	public function test_a_block_without_a_password_cannot_be_unlocked_at_all(): void {
		$page = $this->locked_page( '' );
		$this->assertSame( 404, $this->unlock( $page, '' )->get_status() );
		$this->assertSame( 404, $this->unlock( $page, 'anything' )->get_status() );
	}

	public function test_repeated_wrong_passwords_lock_the_client_out_of_that_block(): void {
		$page = $this->locked_page();
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 403, $this->unlock( $page, 'guess-' . $i )->get_status() );
		}
		$refused = $this->unlock( $page, 'open-sesame' );
		$this->assertSame( 429, $refused->get_status(), 'Even the right password waits: guessing must cost time.' );
		$this->assertSame( 'shopwright_unlock_locked_out', $refused->get_data()['code'] );
		$wait = (int) $refused->get_headers()['Retry-After'];
		$this->assertGreaterThan( 0, $wait );
		$this->assertLessThanOrEqual( UnlockAttempts::WINDOW, $wait );
		$this->assertArrayNotHasKey( 'Set-Cookie', $refused->get_headers() );
		$this->assertStringContainsString( 'no-store', $refused->get_headers()['Cache-Control'] );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.20';
		$this->assertSame( 200, $this->unlock( $page, 'open-sesame' )->get_status(), 'Another visitor is not locked out.' );
	}

	public function test_the_limit_is_per_block(): void {
		$first  = $this->locked_page();
		$second = $this->locked_page( 'other-secret' );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->unlock( $first, 'guess-' . $i );
		}
		$this->assertSame( 429, $this->unlock( $first, 'open-sesame' )->get_status() );
		$this->assertSame( 200, $this->unlock( $second, 'other-secret' )->get_status() );
	}

	public function test_a_right_password_clears_the_count(): void {
		$page = $this->locked_page();
		for ( $i = 0; $i < 4; $i++ ) {
			$this->unlock( $page, 'guess-' . $i );
		}
		$this->assertSame( 200, $this->unlock( $page, 'open-sesame' )->get_status() );
		for ( $i = 0; $i < 4; $i++ ) {
			$this->assertSame( 403, $this->unlock( $page, 'guess-' . $i )->get_status() );
		}
		$this->assertSame( 200, $this->unlock( $page, 'open-sesame' )->get_status() );
	}

	public function test_the_lockout_ends_with_its_window(): void {
		$attempts = new UnlockAttempts( $GLOBALS['wpdb'], 2 );
		$now      = time();
		$this->assertSame( 0, $attempts->hit( '203.0.113.9', 1, 'abcdefgh', $now ) );
		$this->assertSame( 0, $attempts->hit( '203.0.113.9', 1, 'abcdefgh', $now ) );
		$this->assertSame( UnlockAttempts::WINDOW, $attempts->hit( '203.0.113.9', 1, 'abcdefgh', $now ) );
		$this->assertSame( 60, $attempts->hit( '203.0.113.9', 1, 'abcdefgh', $now + UnlockAttempts::WINDOW - 60 ), 'Tries while waiting do not make the wait longer.' );
		$this->assertSame( 4, $attempts->count( '203.0.113.9', 1, 'abcdefgh', $now ) );
		$this->assertSame( 0, $attempts->hit( '203.0.113.9', 1, 'abcdefgh', $now + UnlockAttempts::WINDOW ), 'A new window.' );
		$this->assertSame( 1, $attempts->count( '203.0.113.9', 1, 'abcdefgh', $now + UnlockAttempts::WINDOW ) );
	}

	public function test_attempts_over_the_limit_are_refused_before_the_password_is_checked(): void {
		$page   = $this->locked_page();
		$checks = 0;
		add_filter(
			'check_password',
			static function ( $check ) use ( &$checks ) {
				++$checks;
				return $check;
			}
		);
		$statuses = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$response   = $this->unlock( $page, 0 === $i % 4 ? 'open-sesame' . $i : 'guess-' . $i );
			$statuses[] = $response->get_status();
			if ( 429 === $response->get_status() ) {
				$this->assertGreaterThan( 0, (int) $response->get_headers()['Retry-After'] );
			}
		}
		$this->assertSame( array_merge( array_fill( 0, 5, 403 ), array_fill( 0, 7, 429 ) ), $statuses );
		$this->assertSame( 5, $checks, 'Only the attempts within the limit were hashed and compared.' );
		$this->assertSame( 12, ( new UnlockAttempts( $GLOBALS['wpdb'], 5 ) )->count( '203.0.113.7', $page, 'test-lock-0001' ), 'Every attempt is counted.' );
	}

	public function test_the_cookie_keeps_the_block_open_on_the_page(): void {
		$page   = $this->locked_page();
		$cookie = $this->cookie_from( $this->unlock( $page, 'open-sesame' ) );

		$closed = $this->page_html( $page );
		$this->assertStringNotContainsString( self::$secret, $closed );
		$this->assertStringContainsString( 'name="password"', $closed );
		$this->assertStringContainsString( self::$public, $closed );

		$open = $this->page_html( $page, $cookie );
		$this->assertStringContainsString( self::$secret, $open );
		$this->assertStringNotContainsString( 'name="password"', $open );
	}

	public function test_a_forged_expired_or_moved_cookie_opens_nothing(): void {
		$page                  = $this->locked_page();
		$cookie                = $this->cookie_from( $this->unlock( $page, 'open-sesame' ) );
		$name                  = (string) array_key_first( $cookie );
		list( $expires, $mac ) = explode( '.', $cookie[ $name ] );

		$later = ( (int) $expires + 3600 ) . '.' . $mac;
		$this->assertStringNotContainsString( self::$secret, $this->page_html( $page, array( $name => $later ) ), 'A longer expiry breaks the MAC.' );
		$this->assertStringNotContainsString( self::$secret, $this->page_html( $page, array( $name => '1.' . $mac ) ) );

		$other = $this->locked_page();
		$moved = array( 'shopwright_unlock_' . $other . '_test-lock-0001' => $cookie[ $name ] );
		$this->assertStringNotContainsString( self::$secret, $this->page_html( $other, $moved ), 'A cookie opens only its own block.' );
	}

	public function test_a_new_password_locks_everyone_out_again(): void {
		$page   = $this->locked_page();
		$cookie = $this->cookie_from( $this->unlock( $page, 'open-sesame' ) );
		$this->assertStringContainsString( self::$secret, $this->page_html( $page, $cookie ) );

		$this->log_in_as( 'editor' );
		$changed = $this->rest(
			'POST',
			'/shopwright/v1/locked-content/password',
			array(
				'post_id'   => $page,
				'client_id' => self::$lock_id,
				'password'  => 'new-secret',
			)
		);
		$this->assertSame( 200, $changed->get_status() );
		$this->assertSame( array( 'locked' => true ), $changed->get_data() );
		wp_set_current_user( 0 );

		$this->assertStringNotContainsString( self::$secret, $this->page_html( $page, $cookie ) );
		$this->assertSame( 403, $this->unlock( $page, 'open-sesame' )->get_status() );
		$this->assertSame( 200, $this->unlock( $page, 'new-secret' )->get_status() );
	}

	public function test_the_form_works_without_script_through_a_redirect(): void {
		$page    = $this->locked_page();
		$request = new \WP_REST_Request( 'POST', self::ROUTE );
		$request->set_body_params(
			array(
				'post_id'   => (string) $page,
				'client_id' => self::$lock_id,
				'password'  => 'wrong',
				'redirect'  => '1',
			)
		);
		$wrong = rest_get_server()->dispatch( $request );
		$this->assertSame( 303, $wrong->get_status() );
		$this->assertStringContainsString( 'shopwright-unlock-error=test-lock-0001-wrong', $wrong->get_headers()['Location'] );
		$this->assertStringEndsWith( '#shopwright-lock-test-lock-0001', $wrong->get_headers()['Location'] );

		$request->set_param( 'password', 'open-sesame' );
		$right = rest_get_server()->dispatch( $request );
		$this->assertSame( 303, $right->get_status() );
		$this->assertStringStartsWith( (string) get_permalink( $page ), $right->get_headers()['Location'] );
		$this->assertStringNotContainsString( 'shopwright-unlock-error', $right->get_headers()['Location'] );
		$this->assertStringStartsWith( 'shopwright_unlock_', (string) $right->get_headers()['Set-Cookie'] );
	}

	public function test_posts_a_visitor_cannot_read_and_unknown_blocks_get_one_404(): void {
		$draft = $this->locked_page( 'open-sesame', 'draft' );
		$page  = $this->locked_page();
		foreach ( array( $this->unlock( $draft, 'open-sesame' ), $this->unlock( $page, 'open-sesame', 'no-such-lock' ), $this->unlock( 999999, 'open-sesame' ) ) as $response ) {
			$this->assertSame( 404, $response->get_status() );
			$this->assertSame( 'shopwright_lock_not_found', $response->get_data()['code'] );
			$this->assertStringContainsString( 'no-store', $response->get_headers()['Cache-Control'] );
		}
		$this->assertSame( 400, $this->unlock( $page, 'open-sesame', 'bad id!' )->get_status() );
	}

	public function test_only_editors_of_the_post_read_or_set_its_passwords(): void {
		$page  = $this->locked_page();
		$route = '/shopwright/v1/locked-content/password';
		$body  = array(
			'post_id'   => $page,
			'client_id' => self::$lock_id,
			'password'  => 'taken-over',
		);
		$this->assertSame( 401, $this->rest( 'POST', $route, $body )->get_status() );
		$this->log_in_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'POST', $route, $body )->get_status() );
		$this->assertSame( 200, $this->unlock( $page, 'open-sesame' )->get_status(), 'The password did not change.' );

		$this->log_in_as( 'editor' );
		$request = new \WP_REST_Request( 'GET', $route );
		$request->set_query_params(
			array(
				'post_id'   => (string) $page,
				'client_id' => self::$lock_id,
			)
		);
		$state = rest_get_server()->dispatch( $request );
		$this->assertSame( array( 'locked' => true ), $state->get_data(), 'Whether it is locked, never the hash.' );
	}

	public function test_the_hash_never_reaches_the_editor_or_the_rest_api(): void {
		$page = $this->locked_page();
		$lock = ( new ContentLocks() )->get( $page, self::$lock_id );
		$this->assertNotNull( $lock );
		$this->assertNotSame( 'open-sesame', $lock['hash'] );
		$this->assertTrue( wp_check_password( 'open-sesame', $lock['hash'] ) );
		$this->assertTrue( is_protected_meta( ContentLocks::META_PREFIX . self::$lock_id, 'post' ) );

		$this->log_in_as( 'administrator' );
		$request = new \WP_REST_Request( 'GET', '/wp/v2/pages/' . $page );
		$request->set_query_params( array( 'context' => 'edit' ) );
		$json = (string) wp_json_encode( rest_get_server()->dispatch( $request )->get_data() );
		$this->assertStringNotContainsString( $lock['hash'], $json );
		$this->assertStringNotContainsString( substr( $lock['hash'], 0, 20 ), get_post_field( 'post_content', $page ) );
	}

	public function test_an_embed_address_shows_after_the_blocks_once_unlocked_and_only_http_ones(): void {
		$target = wp_insert_post(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'post_title'  => 'Behind the lock',
			)
		);
		$this->assertIsInt( $target );
		$page = $this->locked_page();
		$post = get_post( $page );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$addresses = array(
			(string) get_permalink( $target ) => true,
			'javascript:alert(1)'             => false,
		);
		foreach ( $addresses as $url => $embedded ) {
			wp_update_post(
				array(
					'ID'           => $page,
					'post_content' => str_replace( '"locked":true}', '"locked":true,"embedUrl":' . wp_json_encode( $url ) . '}', $post->post_content ),
				)
			);
			$html = (string) $this->unlock( $page, 'open-sesame' )->get_data()['html'];
			$this->assertStringContainsString( self::$secret, $html );
			if ( $embedded ) {
				$this->assertStringContainsString( 'wp-block-shopwright-locked-content__embed', $html );
				$this->assertStringContainsString( 'Behind the lock', $html, 'This site\'s own post, embedded without a request.' );
			} else {
				$this->assertStringNotContainsString( 'javascript:', $html );
				$this->assertStringNotContainsString( '__embed', $html );
			}
		}
		$this->assertStringNotContainsString( 'Behind the lock', $this->page_html( $page ), 'Closed, no embed either.' );
	}
}
