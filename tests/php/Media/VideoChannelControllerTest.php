<?php
/**
 * The video channel's REST routes.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Tests\TestCase;

/**
 * "Load more" and descriptions answer only for feeds and tokens the server handed out, as plain
 * text, within a per-client budget; random tokens store nothing.
 */
final class VideoChannelControllerTest extends TestCase {

	use RecordedYouTube;

	/**
	 * The rendered demo channel's feed key.
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
		$this->connect();
		$this->feed = $this->feed_key(
			$this->render_filled(
				array(
					'source'  => 'https://www.youtube.com/channel/UCswDemoChannel0000000aa',
					'perPage' => 6,
				)
			)
		);
	}

	/**
	 * A GET on a route.
	 *
	 * @param string                $path  Route.
	 * @param array<string, string> $query Query.
	 */
	private function get( string $path, array $query ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'GET', $path );
		$request->set_query_params( $query );
		return rest_get_server()->dispatch( $request );
	}

	public function test_load_more_answers_the_next_page_as_text_with_local_thumbnails(): void {
		$response = $this->get( "/shopwright/v1/video-channel/{$this->feed}/page", array( 'token' => 'EAAaBlBUOkNBWQ' ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( '', $data['next'], 'The last page.' );
		$this->assertSame( array( 'swDemoVid07', 'swDemoVid08', 'swDemoVid09' ), array_column( $data['items'], 'id' ) );
		$this->assertSame( 'How our notebooks are bound', $data['items'][0]['title'] );
		$this->assertSame( 'https://www.youtube.com/watch?v=swDemoVid07', $data['items'][0]['url'] );
		$this->assertStringContainsString( '/uploads/shopwright-media/', $data['items'][0]['thumb']['src'] );
		$this->assertSame( 320, $data['items'][0]['thumb']['width'] );
		$json = (string) wp_json_encode( $data );
		$this->assertStringNotContainsString( self::$key, $json );
		$this->assertStringNotContainsString( 'description', $json, 'Descriptions come one at a time, on demand.' );

		$this->asked = array();
		$this->assertSame( 200, $this->get( "/shopwright/v1/video-channel/{$this->feed}/page", array( 'token' => 'EAAaBlBUOkNBWQ' ) )->get_status() );
		$this->assertSame( array(), $this->asked, 'The second time it comes from the cache.' );
	}

	public function test_a_description_is_plain_text_from_the_cache(): void {
		$this->asked = array();
		$response    = $this->get( "/shopwright/v1/video-channel/{$this->feed}/description", array( 'video' => 'swDemoVid03' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'A title with markup, shown as text. <img src=x onerror=alert(2)> This description is text too.', $response->get_data()['description'], 'Text, which the popup sets as text.' );
		$this->assertSame( array(), $this->asked, 'No request to YouTube.' );
		$this->assertSame( 404, $this->get( "/shopwright/v1/video-channel/{$this->feed}/description", array( 'video' => 'abcdefghijk' ) )->get_status() );
		$this->assertSame( 404, $this->get( '/shopwright/v1/video-channel/' . md5( 'other' ) . '/description', array( 'video' => 'swDemoVid03' ) )->get_status() );
		$this->assertSame( 400, $this->get( "/shopwright/v1/video-channel/{$this->feed}/description", array( 'video' => '<script>' ) )->get_status() );
	}

	public function test_random_page_tokens_store_nothing_ask_nothing_and_get_rate_limited(): void {
		global $wpdb;
		$count_options = static fn(): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'shopwright_media_feed' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Counting what the store wrote.
		$before        = $count_options();
		$feed_before   = get_option( FeedStore::FEED_OPTION . $this->feed );
		$this->asked   = array();
		$statuses      = array();
		for ( $i = 0; $i < 1000; $i++ ) {
			$status              = $this->get( "/shopwright/v1/video-channel/{$this->feed}/page", array( 'token' => 'CD' . bin2hex( random_bytes( 6 ) ) ) )->get_status();
			$statuses[ $status ] = ( $statuses[ $status ] ?? 0 ) + 1;
		}
		$this->assertSame( array(), $this->asked, 'Not one request to YouTube.' );
		$this->assertSame( $before, $count_options(), 'No new cache entry.' );
		$this->assertSame( $feed_before, get_option( FeedStore::FEED_OPTION . $this->feed ) );
		$this->assertGreaterThanOrEqual( 59, $statuses[404] ?? 0 );
		$this->assertLessThanOrEqual( 61, $statuses[404] ?? 0, 'About 60 a minute, then refused.' );
		$this->assertGreaterThan( 900, $statuses[429] ?? 0 );
		$this->assertSame( 404 + 429, array_sum( array_keys( $statuses ) ) );
	}

	public function test_unknown_feeds_and_malformed_tokens_are_refused(): void {
		$this->assertSame( 404, $this->get( '/shopwright/v1/video-channel/' . md5( 'nothing' ) . '/page', array( 'token' => 'EAAaBlBUOkNBWQ' ) )->get_status() );
		$this->assertSame( 400, $this->get( "/shopwright/v1/video-channel/{$this->feed}/page", array( 'token' => '../../etc' ) )->get_status() );
		$this->assertSame( 400, $this->get( "/shopwright/v1/video-channel/{$this->feed}/page", array() )->get_status() );
		$this->assertSame( 404, $this->get( '/shopwright/v1/video-channel/NOTAKEY/page', array( 'token' => 'x' ) )->get_status() );
		$this->assertSame( 1, ( new FeedStore() )->count() );
	}

	public function test_a_provider_failure_on_load_more_is_a_502_without_the_providers_words(): void {
		$this->fail_with_status( 500, '{"error":{"code":500,"message":"<b>Backend</b> error"}}' );
		$response = $this->get( "/shopwright/v1/video-channel/{$this->feed}/page", array( 'token' => 'EAAaBlBUOkNBWQ' ) );
		$this->assertSame( 502, $response->get_status() );
		$this->assertStringNotContainsString( 'Backend', (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_a_timeout_or_a_malformed_answer_on_load_more_is_a_502_and_keeps_nothing(): void {
		foreach ( array( 'fail_with_timeout', 'fail_with_malformed_json' ) as $failure ) {
			$this->{$failure}();
			$this->asked = array();
			$response    = $this->get( "/shopwright/v1/video-channel/{$this->feed}/page", array( 'token' => 'EAAaBlBUOkNBWQ' ) );
			$this->assertSame( 502, $response->get_status(), $failure );
			$this->assertSame( 'YouTube could not be reached; try again later.', $response->get_data()['message'], $failure );
			$this->assertCount( 1, $this->asked, $failure . ': YouTube was asked once.' );
			$feed = ( new FeedStore() )->get( $this->feed );
			$this->assertNotNull( $feed );
			$this->assertArrayNotHasKey( 'EAAaBlBUOkNBWQ', $feed['pages'], $failure . ': no page is kept.' );
			$this->let_back_off_pass( $this->feed );
		}
	}

	public function test_after_a_failed_load_more_the_next_clicks_wait_before_asking_youtube_again(): void {
		$this->fail_with_timeout();
		$this->asked = array();
		for ( $click = 0; $click < 3; $click++ ) {
			$response = $this->get( "/shopwright/v1/video-channel/{$this->feed}/page", array( 'token' => 'EAAaBlBUOkNBWQ' ) );
			$this->assertSame( 502, $response->get_status() );
			$this->assertSame( 'YouTube could not be reached; try again later.', $response->get_data()['message'] );
		}
		$this->assertCount( 1, $this->asked, 'YouTube is asked once; the next clicks wait out the back-off.' );

		$this->let_back_off_pass( $this->feed );
		$this->failure = null;
		$response      = $this->get( "/shopwright/v1/video-channel/{$this->feed}/page", array( 'token' => 'EAAaBlBUOkNBWQ' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertCount( 3, $response->get_data()['items'] );
	}
}
