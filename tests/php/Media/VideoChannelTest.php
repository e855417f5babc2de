<?php
/**
 * The video channel block: its feeds, their cache and refresh, and its markup.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\Feeds\FeedNotice;
use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\VideoChannel\VideoChannel;
use Shopwright\Plugin;
use Shopwright\Tests\TestCase;

/**
 * Videos fetched once, kept within bounds, refreshed in the background, the last good copy kept
 * on failure with the reason for the owner; the page holds text, local thumbnails and no key.
 */
final class VideoChannelTest extends TestCase {

	use RecordedYouTube;

	private const CHANNEL = 'https://www.youtube.com/channel/UCswDemoChannel0000000aa';

	public function test_the_fetched_channel_shows_its_videos_as_text_with_local_thumbnails(): void {
		$this->connect();
		$html = $this->render_filled(
			array(
				'source'  => self::CHANNEL,
				'perPage' => 6,
			)
		);

		$this->assertSame( 6, substr_count( $html, 'class="wp-block-shopwright-video-channel__link"' ) );
		$this->assertStringContainsString( 'href="https://www.youtube.com/watch?v=swDemoVid01" data-vid="swDemoVid01"', $html );
		$this->assertStringContainsString( '&lt;b&gt;Brass&lt;/b&gt; pens &amp; &quot;ink&quot; &lt;script&gt;alert(1)&lt;/script&gt;', $html, 'Markup in a title is text.' );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertMatchesRegularExpression( '#<img src="[^"]+/uploads/shopwright-media/[a-f0-9]{32}\.jpg" width="320" height="180" alt="" loading="lazy"#', $html );
		$this->assertStringNotContainsString( 'ytimg', $html, 'Thumbnails come from this site.' );
		$this->assertStringNotContainsString( 'googleapis', $html );
		$this->assertStringNotContainsString( self::$key, $html );
		$this->assertStringContainsString( 'data-token="EAAaBlBUOkNBWQ"', $html );
		$this->assertStringContainsString( 'Load more videos', $html );
		$this->assertStringContainsString( 'channels?part=contentDetails&id=UCswDemoChannel0000000aa', $this->asked[0] );
		$this->assertStringContainsString( 'playlistItems?part=snippet&playlistId=UUswDemoChannel0000000aa&maxResults=6', $this->asked[1] );
		$this->assertArrayHasKey( VideoChannel::POPUP_HANDLE, wp_scripts()->registered, 'The popup is registered for the runtime.' );
	}

	public function test_a_first_view_asks_youtube_nothing_and_one_queued_fetch_fills_the_block(): void {
		$this->connect();
		$attrs = array(
			'source'  => self::CHANNEL,
			'perPage' => 6,
		);
		for ( $view = 0; $view < 3; $view++ ) {
			$html = $this->render( $attrs );
		}
		$this->assertSame( array(), $this->asked, 'No page view waits on YouTube.' );
		$this->assertStringContainsString( 'The videos will show here shortly.', $html );
		$this->assertStringNotContainsString( '__link"', $html );
		$this->assertCount( 1, $this->queued_refreshes( VideoChannel::REFRESH_HOOK ), 'One fetch is queued, however many views asked.' );
		$this->log_in_as( 'editor' );
		$this->assertStringContainsString( 'The videos are being fetched from YouTube in the background', $this->render( $attrs ) );
		wp_set_current_user( 0 );

		$this->assertSame( 1, $this->run_queued_refreshes( VideoChannel::REFRESH_HOOK ) );
		$this->assertCount( 2, $this->asked, 'The channel, then its first page.' );
		$this->asked = array();
		$this->assertSame( 6, substr_count( $this->render( $attrs ), '__link"' ) );
		$this->assertSame( array(), $this->asked );
		$this->assertSame( array(), $this->queued_refreshes( VideoChannel::REFRESH_HOOK ), 'A fresh copy queues nothing.' );
	}

	public function test_a_failed_first_fetch_is_not_retried_on_every_page_view(): void {
		$this->connect();
		$attrs = array( 'source' => self::CHANNEL );
		$this->fail_with_timeout();
		$this->render( $attrs );
		$this->assertSame( 1, $this->run_queued_refreshes( VideoChannel::REFRESH_HOOK ) );
		$this->assertNotSame( array(), $this->asked, 'The background fetch asked YouTube, and failed.' );
		$key = $this->held_feeds()[0];

		$this->asked = array();
		for ( $view = 0; $view < 3; $view++ ) {
			$html = $this->render( $attrs );
		}
		$this->assertSame( array(), $this->asked, 'Three views after the failure ask YouTube nothing.' );
		$this->assertSame( array(), $this->queued_refreshes( VideoChannel::REFRESH_HOOK ), 'Nor queue a fetch before the back-off is over.' );
		$this->assertStringContainsString( 'The videos cannot be shown right now.', $html );
		$this->log_in_as( 'editor' );
		$this->assertStringContainsString( 'The videos could not be fetched: ', $this->render( $attrs ) );
		wp_set_current_user( 0 );

		$this->let_back_off_pass( $key );
		$this->render( $attrs );
		$this->render( $attrs );
		$this->assertSame( array(), $this->asked );
		$this->assertCount( 1, $this->queued_refreshes( VideoChannel::REFRESH_HOOK ), 'Once it is over, one fetch is queued again.' );
		$this->failure = null;
		$this->run_queued_refreshes( VideoChannel::REFRESH_HOOK );
		$this->assertSame( 6, substr_count( $this->render( $attrs ), '__link"' ) );
	}

	public function test_a_cached_feed_renders_without_a_single_request(): void {
		$this->connect();
		$first       = $this->render_filled( array( 'source' => self::CHANNEL ) );
		$this->asked = array();
		$again       = $this->render( array( 'source' => self::CHANNEL ) );
		$this->assertSame( array(), $this->asked );
		$this->assertSame( preg_replace( '/-\d+"/', '"', $first ), preg_replace( '/-\d+"/', '"', $again ) );
	}

	/**
	 * Whether a refresh of the feed's first page is waiting, in Action Scheduler or WP-Cron.
	 *
	 * @param string $key Feed key.
	 */
	private function scheduled( string $key ): bool {
		$args = array( $key, '' );
		return function_exists( 'as_has_scheduled_action' )
			? as_has_scheduled_action( VideoChannel::REFRESH_HOOK, $args, 'shopwright' )
			: false !== wp_next_scheduled( VideoChannel::REFRESH_HOOK, $args );
	}

	/**
	 * Drops a waiting refresh of the feed's first page.
	 *
	 * @param string $key Feed key.
	 */
	private function unschedule( string $key ): void {
		$args = array( $key, '' );
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			as_unschedule_all_actions( VideoChannel::REFRESH_HOOK, $args, 'shopwright' );
		}
		wp_clear_scheduled_hook( VideoChannel::REFRESH_HOOK, $args );
	}

	public function test_a_stale_feed_shows_at_once_and_is_refreshed_in_the_background(): void {
		$this->connect();
		$key                                    = $this->feed_key( $this->render_filled( array( 'source' => self::CHANNEL ) ) );
		$option                                 = FeedStore::FEED_OPTION . $key;
		$feed                                   = get_option( $option );
		$feed['pages']['']['fetched']           = time() - 2 * HOUR_IN_SECONDS;
		$feed['pages']['']['items'][0]['title'] = 'An old title';
		update_option( $option, $feed, false );

		$this->asked = array();
		$this->assertStringContainsString( 'An old title', $this->render( array( 'source' => self::CHANNEL ) ) );
		$this->assertSame( array(), $this->asked, 'The visitor does not wait for YouTube.' );
		$this->assertTrue( $this->scheduled( $key ), 'A background refresh is scheduled.' );

		do_action( 'shopwright_media_refresh_feed', $key, '' );
		$this->assertStringContainsString( 'Sharpening a pencil by hand', $this->render( array( 'source' => self::CHANNEL ) ) );
	}

	public function test_a_failed_refresh_keeps_the_last_good_feed_and_tells_the_owner_why(): void {
		$this->connect();
		$key = $this->feed_key( $this->render_filled( array( 'source' => self::CHANNEL ) ) );
		$this->make_stale( $key );
		$this->failure = array( 403, (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/youtube/quota-exceeded.json' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local fixture.
		do_action( 'shopwright_media_refresh_feed', $key, '' );

		$html = $this->render( array( 'source' => self::CHANNEL ) );
		$this->assertSame( 6, substr_count( $html, '__link"' ), 'Visitors still see the videos.' );

		// Old, but just failed: the next try waits instead of asking YouTube on every page view.
		$option                       = FeedStore::FEED_OPTION . $key;
		$feed                         = get_option( $option );
		$feed['pages']['']['fetched'] = time() - 2 * HOUR_IN_SECONDS;
		update_option( $option, $feed, false );
		$this->unschedule( $key );
		$this->render( array( 'source' => self::CHANNEL ) );
		$this->assertFalse( $this->scheduled( $key ) );

		$this->log_in_as( 'administrator' );
		ob_start();
		( new FeedNotice( new FeedStore() ) )->render();
		$notice = (string) ob_get_clean();
		$this->assertStringContainsString( 'https://www.youtube.com/channel/UCswDemoChannel0000000aa', $notice );
		$this->assertStringContainsString( 'The provider refused the request (403): The request cannot be completed because you have exceeded your quota.', $notice );
		$this->assertStringNotContainsString( '<a href="/youtube', $notice, 'The provider\'s markup is not passed on.' );

		$this->log_in_as( 'editor' );
		ob_start();
		( new FeedNotice( new FeedStore() ) )->render();
		$this->assertSame( '', ob_get_clean(), 'Only those who manage the site see it.' );

		$this->failure = null;
		do_action( 'shopwright_media_refresh_feed', $key, '' );
		$this->assertSame( array(), ( new FeedStore() )->failures(), 'A good refresh clears it.' );
	}

	public function test_a_network_error_never_carries_the_key_into_the_notice(): void {
		$this->connect();
		$this->failure = new \WP_Error( 'http_request_failed', 'cURL error 28 while fetching https://www.googleapis.com/youtube/v3/playlistItems?key=' . self::$key );
		$html          = $this->render_filled( array( 'source' => 'PLswDemoPlaylist00001' ) );
		$this->assertStringNotContainsString( self::$key, $html );
		$failures = ( new FeedStore() )->failures();
		$this->assertCount( 1, $failures );
		$this->assertStringNotContainsString( self::$key, $failures[0]['error'] );
		$this->assertStringContainsString( 'could not be reached', $failures[0]['error'] );
	}

	public function test_without_a_key_the_editor_is_told_and_visitors_see_a_short_message(): void {
		$this->connect();
		Plugin::instance()->settings()->update( array( 'media' => array( 'youtube_api_key' => '' ) ) );
		remove_all_actions( 'rest_api_init' );
		Plugin::instance()->register_modules();
		$this->assertStringContainsString( 'The videos cannot be shown right now.', $this->render( array( 'source' => self::CHANNEL ) ) );
		$this->log_in_as( 'editor' );
		$this->assertStringContainsString( 'No YouTube API key is saved', $this->render( array( 'source' => self::CHANNEL ) ) );
		$this->assertSame( array(), $this->asked );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function hostile_attributes(): array {
		return array(
			'script address'  => array( array( 'source' => 'javascript:alert(document.cookie)' ) ),
			'data address'    => array( array( 'source' => 'data:text/html,<script>alert(1)</script>' ) ),
			'attribute break' => array( array( 'source' => '" onmouseover="alert(1)' ) ),
			'markup'          => array( array( 'source' => '<img src=x onerror=alert(1)>' ) ),
			'inner address'   => array( array( 'source' => 'https://169.254.169.254/channel/UCswDemoChannel0000000aa' ) ),
		);
	}

	/**
	 * @dataProvider hostile_attributes
	 *
	 * @param array<string, mixed> $attrs Attributes a contributor saved.
	 */
	public function test_a_hostile_source_is_refused_without_a_request( array $attrs ): void {
		$this->connect();
		$this->assertSame( '', $this->render_filled( $attrs ), 'Visitors see nothing.' );
		$this->log_in_as( 'contributor' );
		$html = $this->render( $attrs );
		$this->assertStringContainsString( 'Enter a YouTube channel address', $html );
		$this->assertStringNotContainsString( 'alert', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertSame( array(), $this->asked );
		$this->assertSame( 0, ( new FeedStore() )->count() );
	}

	public function test_hostile_layout_page_size_and_style_attributes_fall_back_to_safe_values(): void {
		$this->connect();
		$html = $this->render_filled(
			array(
				'source'    => self::CHANNEL,
				'layout'    => 'grid" style="background:url(javascript:alert(1))',
				'perPage'   => 100000,
				'autoplay'  => 'true',
				'style'     => array( 'color' => array( 'background' => 'red;}</style><script>alert(1)</script>' ) ),
				'className' => 'x" onclick="alert(1)',
			)
		);
		$this->assertStringContainsString( 'is-layout-grid', $html );
		$this->assertStringNotContainsString( 'onclick="alert', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'url(javascript', $html );
		$this->assertStringContainsString( 'data-autoplay="false"', $html, 'Only a real true turns autoplay on, and only in a carousel.' );
		$this->assertStringContainsString( 'maxResults=24', $this->asked[1], 'At most 24 per page.' );
	}

	public function test_the_store_holds_a_bounded_number_of_feeds_and_pages(): void {
		$store = new FeedStore();
		$keys  = array();
		for ( $i = 0; $i < FeedStore::MAX_FEEDS + 5; $i++ ) {
			$keys[] = $store->open( 'test', array( 'n' => $i ), "feed $i" )[0];
		}
		$this->assertSame( FeedStore::MAX_FEEDS, $store->count() );
		$this->assertNull( $store->get( $keys[0] ), 'The least recently shown went first.' );
		$this->assertNotNull( $store->get( $keys[ FeedStore::MAX_FEEDS + 4 ] ) );
		$this->assertFalse( get_option( FeedStore::FEED_OPTION . $keys[0] ) );

		$key = end( $keys );
		$this->assertFalse(
			$store->put_page(
				$key,
				'made-up',
				array(
					'items' => array(),
					'next'  => 'x',
				)
			),
			'A token the store did not hand out keeps nothing.'
		);
		$token = '';
		for ( $page = 1; $page <= FeedStore::MAX_PAGES; $page++ ) {
			$this->assertTrue(
				$store->put_page(
					$key,
					$token,
					array(
						'items' => array(),
						'next'  => "t$page",
					)
				)
			);
			$token = "t$page";
		}
		$feed = $store->get( $key );
		$this->assertCount( FeedStore::MAX_PAGES, $feed['pages'] );
		$this->assertSame( '', end( $feed['pages'] )['next'], 'The last page the store can hold offers no next page.' );
		$this->assertFalse( $store->issued( $key, 't' . FeedStore::MAX_PAGES ) );
	}

	public function test_the_key_is_saved_but_never_read_back(): void {
		$this->log_in_as( 'administrator' );
		$request = new \WP_REST_Request( 'POST', '/shopwright/v1/settings' );
		$request->set_body_params( array( 'settings' => array( 'media' => array( 'youtube_api_key' => self::$key ) ) ) );
		$saved = rest_get_server()->dispatch( $request );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( self::$key, Plugin::instance()->settings()->get( 'media', 'youtube_api_key' ) );
		$read = rest_get_server()->dispatch( new \WP_REST_Request( 'GET', '/shopwright/v1/settings' ) );
		$this->assertStringNotContainsString( self::$key, (string) wp_json_encode( $saved->get_data() ) );
		$this->assertStringNotContainsString( self::$key, (string) wp_json_encode( $read->get_data() ) );
		$this->assertSame( '', $read->get_data()['settings']['media']['youtube_api_key'] );
		$this->assertTrue( $read->get_data()['schema']['properties']['media']['properties']['youtube_api_key']['writeOnly'] );

		$bad = new \WP_REST_Request( 'POST', '/shopwright/v1/settings' );
		$bad->set_body_params( array( 'settings' => array( 'media' => array( 'youtube_api_key' => '"><script>alert(1)</script>' ) ) ) );
		$this->assertSame( 400, rest_get_server()->dispatch( $bad )->get_status() );
		$this->assertSame( self::$key, Plugin::instance()->settings()->get( 'media', 'youtube_api_key' ), 'Bad input loses nothing.' );
	}
}
