<?php
/**
 * Parallel wrong passwords against the running test site.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\ContentLocks;
use Shopwright\Media\UnlockAttempts;
use Shopwright\Plugin;
use Yoast\PHPUnitPolyfills\TestCases\TestCase as PolyfillTestCase;

// phpcs:disable WordPress.WP.AlternativeFunctions -- curl_multi sends the requests truly at once, which wp_remote_post() cannot.

/**
 * An attacker fires many guesses at once, hoping they are all checked before any is counted.
 * Over HTTP, against the site's PHP server and its several workers, so the requests really run
 * side by side; the page is written outside any transaction so the server sees it, and removed
 * afterwards.
 */
final class UnlockBurstTest extends PolyfillTestCase {

	private const GUESSES = 24;
	private const LOCK_ID = 'burst-lock-0001';

	/**
	 * The page this test made.
	 *
	 * @var int
	 */
	private int $page = 0;

	/**
	 * Removes the page and its count.
	 */
	protected function tear_down(): void {
		if ( $this->page > 0 ) {
			( new UnlockAttempts( $GLOBALS['wpdb'], 1 ) )->clear( '127.0.0.1', $this->page, self::LOCK_ID );
			wp_delete_post( $this->page, true );
		}
		parent::tear_down();
	}

	/**
	 * The site's address, once it answers.
	 */
	private function site(): string {
		$url = rtrim( (string) getenv( 'SHOPWRIGHT_TEST_URL' ), '/' );
		if ( '' === $url ) {
			$this->markTestSkipped( 'SHOPWRIGHT_TEST_URL is not set: this test sends its requests to the running test site.' );
		}
		$probe = curl_init( $url . '/wp-login.php' );
		curl_setopt_array(
			$probe,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_TIMEOUT        => 10,
			)
		);
		curl_exec( $probe );
		$code = (int) curl_getinfo( $probe, CURLINFO_RESPONSE_CODE );
		curl_close( $probe );
		if ( 200 !== $code ) {
			$this->markTestSkipped( "The test site at $url does not answer (start it with sw_server_start, as npm test does)." );
		}
		return $url;
	}

	public function test_parallel_wrong_passwords_are_each_counted_and_only_the_limit_is_checked(): void {
		$site  = $this->site();
		$limit = (int) Plugin::instance()->settings()->get( 'media', 'unlock_attempts' );
		if ( ! Plugin::instance()->settings()->is_module_enabled( 'media' ) ) {
			$this->markTestSkipped( 'The media module is off on the test site.' );
		}
		$attrs      = (string) wp_json_encode(
			array(
				'lockId' => self::LOCK_ID,
				'locked' => true,
			)
		);
		$this->page = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Burst members',
				'post_content' => "<!-- wp:shopwright/locked-content $attrs -->\n<!-- wp:paragraph -->\n<p>Kept for members</p>\n<!-- /wp:paragraph -->\n<!-- /wp:shopwright/locked-content -->\n",
			)
		);
		$this->assertGreaterThan( 0, $this->page );
		$this->assertTrue( ( new ContentLocks() )->set_password( $this->page, self::LOCK_ID, 'open-sesame' ) );

		$multi   = curl_multi_init();
		$handles = array();
		for ( $i = 0; $i < self::GUESSES; $i++ ) {
			$handle = curl_init( $site . '/?rest_route=/shopwright/v1/locked-content/unlock' );
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_POST           => true,
					CURLOPT_POSTFIELDS     => (string) wp_json_encode(
						array(
							'post_id'   => $this->page,
							'client_id' => self::LOCK_ID,
							'password'  => 'guess-' . $i,
						)
					),
					CURLOPT_HTTPHEADER     => array( 'Content-Type: application/json', 'X-Forwarded-For: 198.51.100.' . ( $i + 1 ) ),
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_HEADER         => true,
					CURLOPT_TIMEOUT        => 60,
				)
			);
			$handles[] = $handle;
		}
		// Started a few milliseconds apart, all in flight at once: PHP's server accepts a burst
		// of connections that arrive in the same instant into one worker, which answers them one
		// after another; spread this little, they reach every worker and run side by side.
		foreach ( $handles as $handle ) {
			curl_multi_add_handle( $multi, $handle );
			curl_multi_exec( $multi, $running );
			usleep( 30000 );
		}
		do {
			$status = curl_multi_exec( $multi, $running );
			if ( $running > 0 ) {
				curl_multi_select( $multi, 1.0 );
			}
		} while ( $running > 0 && CURLM_OK === $status );

		$statuses = array();
		foreach ( $handles as $handle ) {
			$code       = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
			$head       = substr( (string) curl_multi_getcontent( $handle ), 0, (int) curl_getinfo( $handle, CURLINFO_HEADER_SIZE ) );
			$statuses[] = $code;
			if ( 429 === $code ) {
				$this->assertMatchesRegularExpression( '/^Retry-After: *[1-9]\d*\r?$/mi', $head, 'Each refusal says when to try again.' );
			}
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );

		$counted = array_count_values( $statuses );
		ksort( $counted );
		$this->assertSame(
			array(
				403 => $limit,
				429 => self::GUESSES - $limit,
			),
			$counted,
			'Exactly the limit of guesses had their password checked (403); every other one was refused unchecked.'
		);
		$this->assertSame( self::GUESSES, ( new UnlockAttempts( $GLOBALS['wpdb'], $limit ) )->count( '127.0.0.1', $this->page, self::LOCK_ID ), 'Every guess was counted, each once, against the connecting address.' );
	}
}
