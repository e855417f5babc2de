<?php
/**
 * The photo feed's REST route.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Tests\TestCase;

/**
 * "Load more" answers only for feeds and cursors the server handed out, as plain text and this
 * site's image copies, within a per-client budget; random cursors store nothing.
 */
final class PhotoFeedControllerTest extends TestCase {

	use RecordedInstagram;

	/**
	 * The rendered block's feed key.
	 *
	 * @var string
	 */
	private string $feed = '';

	/**
	 * Connects, renders the block once (which creates its feed) and sets a client address.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
		$this->connect( '', array( 'photo_counts' => true ) );
		$this->feed = $this->feed_key( $this->render_filled() );
	}

	/**
	 * A GET on the page route.
	 *
	 * @param array<string, string> $query Query.
	 * @param string                $feed  Feed key; the rendered one by default.
	 */
	private function get( array $query, string $feed = '' ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', '/shopwright/v1/photo-feed/' . ( '' === $feed ? $this->feed : $feed ) . '/page' );
		$request->set_query_params( $query );
		return rest_get_server()->dispatch( $request );
	}

	public function test_load_more_answers_the_next_page_as_text_with_local_images(): void {
		$response = $this->get( array( 'after' => SHOPWRIGHT_RECORDED_INSTAGRAM_NEXT ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( '', $data['next'], 'The last page.' );
		$this->assertCount( 4, $data['items'] );
		$this->assertSame( 'Notebook paper, compared: 80, 100 and 120 g.', $data['items'][0]['caption'] );
		$this->assertSame( 'https://www.instagram.com/p/SwDemo07/', $data['items'][0]['url'] );
		$this->assertSame( 42, $data['items'][0]['likes'] );
		$this->assertSame( 'VIDEO', $data['items'][1]['type'] );
		$this->assertStringContainsString( '/uploads/shopwright-media/', $data['items'][1]['image']['src'] );
		$this->assertSame( 640, $data['items'][1]['image']['width'] );
		$this->assertNull( $data['items'][3]['image'], 'An image on another host is not copied.' );
		$json = (string) wp_json_encode( $data );
		$this->assertStringNotContainsString( 'cdninstagram', $json );
		$this->assertStringNotContainsString( '169.254', $json );
		$this->assertStringNotContainsString( self::$token, $json );

		// The page is kept: asked again, Instagram is not.
		$this->asked = array();
		$this->assertSame( 200, $this->get( array( 'after' => SHOPWRIGHT_RECORDED_INSTAGRAM_NEXT ) )->get_status() );
		$this->assertSame( array(), $this->asked );
	}

	public function test_random_cursors_store_nothing_ask_nothing_and_get_rate_limited(): void {
		global $wpdb;
		$count_options = static fn(): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'shopwright_media_feed' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Counting what the store wrote.
		$before        = $count_options();
		$feed_before   = get_option( FeedStore::FEED_OPTION . $this->feed );
		$this->asked   = array();
		$statuses      = array();
		for ( $i = 0; $i < 1000; $i++ ) {
			$status              = $this->get( array( 'after' => 'QVFI' . bin2hex( random_bytes( 8 ) ) ) )->get_status();
			$statuses[ $status ] = ( $statuses[ $status ] ?? 0 ) + 1;
		}
		$this->assertSame( array(), $this->asked, 'Not one request to Instagram.' );
		$this->assertSame( $before, $count_options(), 'No new cache entry.' );
		$this->assertSame( $feed_before, get_option( FeedStore::FEED_OPTION . $this->feed ) );
		$this->assertGreaterThanOrEqual( 59, $statuses[404] ?? 0 );
		$this->assertLessThanOrEqual( 61, $statuses[404] ?? 0, 'About 60 a minute, then refused.' );
		$this->assertGreaterThan( 900, $statuses[429] ?? 0 );
		$this->assertSame( 404 + 429, array_sum( array_keys( $statuses ) ) );
	}

	public function test_unknown_feeds_and_malformed_cursors_are_refused(): void {
		$this->assertSame( 404, $this->get( array( 'after' => SHOPWRIGHT_RECORDED_INSTAGRAM_NEXT ), md5( 'nothing' ) )->get_status() );
		$this->assertSame( 400, $this->get( array( 'after' => '../../etc/passwd' ) )->get_status() );
		$this->assertSame( 400, $this->get( array( 'after' => '<script>' ) )->get_status() );
		$this->assertSame( 400, $this->get( array( 'after' => str_repeat( 'A', 401 ) ) )->get_status() );
		$this->assertSame( 400, $this->get( array() )->get_status() );
		$this->assertSame( 404, $this->get( array( 'after' => 'x' ), 'NOTAKEY' )->get_status() );
		$this->assertSame( 1, ( new FeedStore() )->count() );
	}

	public function test_a_video_feed_key_is_not_a_photo_feed(): void {
		$video = ( new FeedStore() )->open( 'youtube', array( 'source' => 'x' ), 'A channel' )[0];
		$this->assertSame( 404, $this->get( array( 'after' => 'x' ), $video )->get_status() );
	}

	/**
	 * Failures of Instagram on "Load more".
	 *
	 * @return array<string, array{0: array{0: int, 1: string}|\WP_Error}>
	 */
	public static function failures(): array {
		return array(
			'server error'  => array( array( 500, '{"error":{"message":"<b>Backend</b> error","type":"OAuthException","code":2}}' ) ),
			'expired token' => array( array( 400, '{"error":{"message":"Error validating access token: <b>Backend</b> session has expired","type":"OAuthException","code":190,"error_subcode":463}}' ) ),
			'malformed'     => array( array( 200, '{"data":[{"id":"1","media_type":"<b>Backend</b>"}]}' ) ),
			'down'          => array( new \WP_Error( 'http_request_failed', '<b>Backend</b> unreachable' ) ),
		);
	}

	/**
	 * @dataProvider failures
	 *
	 * @param array{0: int, 1: string}|\WP_Error $answer What Instagram answers.
	 */
	public function test_a_provider_failure_on_load_more_is_a_502_without_the_providers_words( $answer ): void {
		$this->failure = $answer;
		$response      = $this->get( array( 'after' => SHOPWRIGHT_RECORDED_INSTAGRAM_NEXT ) );
		$this->assertSame( 502, $response->get_status() );
		$this->assertStringNotContainsString( 'Backend', (string) wp_json_encode( $response->get_data() ) );
		$this->assertStringNotContainsString( self::$token, (string) wp_json_encode( $response->get_data() ) );
	}
}
