<?php
/**
 * The photo feed block: its feeds, their cache and refresh, and its markup.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\Feeds\FeedNotice;
use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\PhotoFeed\InstagramClient;
use Shopwright\Media\PhotoFeed\PhotoFeed;
use Shopwright\Plugin;
use Shopwright\Tests\TestCase;

/**
 * Posts fetched once, kept within bounds, refreshed in the background, the last good copy kept
 * on failure (an expired token, Instagram down, a malformed answer) with the reason for the
 * owner; the page holds text, local images with their sizes, and never the token.
 */
final class PhotoFeedTest extends TestCase {

	use RecordedInstagram;

	/**
	 * The notice an administrator sees.
	 */
	private function notice(): string {
		ob_start();
		( new FeedNotice( new FeedStore() ) )->render();
		return (string) ob_get_clean();
	}

	/**
	 * Whether a refresh of the feed's first page is waiting, in Action Scheduler or WP-Cron.
	 *
	 * @param string $key Feed key.
	 */
	private function scheduled( string $key ): bool {
		$args = array( $key, '' );
		return function_exists( 'as_has_scheduled_action' )
			? as_has_scheduled_action( PhotoFeed::REFRESH_HOOK, $args, 'shopwright' )
			: false !== wp_next_scheduled( PhotoFeed::REFRESH_HOOK, $args );
	}

	/**
	 * Drops a waiting refresh of the feed's first page.
	 *
	 * @param string $key Feed key.
	 */
	private function unschedule( string $key ): void {
		$args = array( $key, '' );
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			as_unschedule_all_actions( PhotoFeed::REFRESH_HOOK, $args, 'shopwright' );
		}
		wp_clear_scheduled_hook( PhotoFeed::REFRESH_HOOK, $args );
	}

	/**
	 * Makes the feed's first page two hours old.
	 *
	 * @param string $key Feed key.
	 */
	private function age( string $key ): void {
		$option                       = FeedStore::FEED_OPTION . $key;
		$feed                         = get_option( $option );
		$feed['pages']['']['fetched'] = time() - 2 * HOUR_IN_SECONDS;
		update_option( $option, $feed, false );
	}

	public function test_the_fetched_feed_shows_the_posts_as_links_with_local_images_and_text_captions(): void {
		$this->connect();
		$html = $this->render_filled();

		$this->assertSame( 5, substr_count( $html, 'class="wp-block-shopwright-photo-feed__link"' ), 'The post whose address is not Instagram\'s is left out.' );
		$this->assertStringContainsString( 'href="https://www.instagram.com/p/SwDemo01/"', $html );
		$this->assertStringContainsString( 'href="https://www.instagram.com/reel/SwDemo02/"', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt; &lt;b&gt;Linen&lt;/b&gt; &amp; &quot;ink&quot; &lt;script&gt;alert(1)&lt;/script&gt;', $html, 'Markup in a caption is text.' );
		$this->assertStringNotContainsString( '<script>alert', $html );
		$this->assertStringNotContainsString( '<b>Linen', $html );
		$this->assertSame( 5, preg_match_all( '#<img src="[^"]+/uploads/shopwright-media/[a-f0-9]{32}\.jpg" width="640" height="(640|800)" alt="" loading="lazy" decoding="async">#', $html ) );
		$this->assertStringNotContainsString( 'cdninstagram', $html, 'Images come from this site.' );
		$this->assertStringNotContainsString( 'graph.instagram.com', $html );
		$this->assertStringNotContainsString( self::$token, $html );
		$this->assertStringContainsString( 'data-after="' . SHOPWRIGHT_RECORDED_INSTAGRAM_NEXT . '"', $html );
		$this->assertStringContainsString( 'Load more posts', $html );
		$this->assertStringContainsString( 'data-type="VIDEO"', $html );
		$this->assertStringContainsString( '>Video: How we bind a notebook, in one minute.</span>', $html );
		$this->assertStringContainsString( '>Album: Spring colours: three new inks.</span>', $html );
		foreach ( array( 'All', 'Videos', 'Albums', 'Photos' ) as $tab ) {
			$this->assertMatchesRegularExpression( '#role="tab"[^>]*>' . $tab . '</button>#', $html );
		}
		// The album's three images ride along for the popup, as this site's copies.
		$this->assertSame( 1, preg_match( '#data-children="([^"]+)"#', $html, $children ) );
		$album = json_decode( html_entity_decode( $children[1] ), true );
		$this->assertCount( 3, $album );
		$this->assertStringContainsString( '/uploads/shopwright-media/', $album[1]['image']['src'] );
		// The carousel options, with their defaults.
		$this->assertStringContainsString( 'data-carousel="{&quot;slideshow&quot;:3,&quot;spacing&quot;:8,&quot;loop&quot;:true,&quot;arrows&quot;:true,&quot;autoplay&quot;:false,&quot;autoplaySpeed&quot;:3000,&quot;transitionSpeed&quot;:400}"', $html );
		// The grid layout has no carousel row.
		$this->assertStringNotContainsString( 'is-carousel', $html );
		$this->assertStringNotContainsString( '__viewport', $html );

		// The share addresses the popup fills in with a post's address.
		$this->assertStringContainsString( 'data-share="[{&quot;label&quot;:&quot;Facebook&quot;,&quot;template&quot;:&quot;https:\/\/www.facebook.com\/sharer\/sharer.php?u={url}&quot;}', $html );

		$this->assertStringContainsString( 'graph.instagram.com/v21.0/me?fields=user_id%2Cusername%2Cname%2Caccount_type%2Cprofile_picture_url', $this->asked[0] );
		$this->assertStringContainsString( 'graph.instagram.com/v21.0/me/media?fields=', $this->asked[1] );
		$this->assertStringContainsString( '&limit=6&', $this->asked[1] );
		$this->assertStringNotContainsString( '169.254', implode( ' ', $this->asked ), 'An image on another host is never fetched.' );
		$this->assertArrayHasKey( PhotoFeed::POPUP_HANDLE, wp_scripts()->registered, 'The popup is registered for the runtime.' );
	}

	public function test_page_views_never_ask_instagram_before_the_first_copy_nor_after_a_failed_fetch(): void {
		$this->connect();
		$this->fail_with_timeout();
		for ( $view = 0; $view < 3; $view++ ) {
			$html = $this->render();
		}
		$this->assertSame( array(), $this->asked, 'The first views wait on nothing.' );
		$this->assertStringContainsString( 'The posts will show here shortly.', $html );
		$this->assertCount( 1, $this->queued_refreshes( PhotoFeed::REFRESH_HOOK ), 'One fetch is queued, however many views asked.' );

		$this->assertSame( 1, $this->run_queued_refreshes( PhotoFeed::REFRESH_HOOK ) );
		$this->assertNotSame( array(), $this->asked, 'The background fetch asked Instagram, and failed.' );
		$this->asked = array();
		for ( $view = 0; $view < 3; $view++ ) {
			$html = $this->render();
		}
		$this->assertSame( array(), $this->asked, 'Views after the failure ask nothing.' );
		$this->assertSame( array(), $this->queued_refreshes( PhotoFeed::REFRESH_HOOK ), 'Nor queue a fetch before the back-off is over.' );
		$this->assertStringContainsString( 'The posts cannot be shown right now.', $html );

		$this->let_back_off_pass( $this->held_feeds()[0] );
		$this->failure = null;
		$this->render();
		$this->assertSame( array(), $this->asked );
		$this->assertSame( 1, $this->run_queued_refreshes( PhotoFeed::REFRESH_HOOK ), 'Once the back-off is over, the next view queues a fetch.' );
		$this->assertStringContainsString( 'class="wp-block-shopwright-photo-feed__link"', $this->render() );
	}

	public function test_a_cached_feed_renders_without_a_single_request(): void {
		$this->connect();
		$first       = $this->render_filled();
		$this->asked = array();
		$again       = $this->render();
		$this->assertSame( array(), $this->asked );
		$this->assertSame( preg_replace( '/-\d+(-[a-z_]+)?"/', '"', $first ), preg_replace( '/-\d+(-[a-z_]+)?"/', '"', $again ) );
	}

	public function test_a_stale_feed_shows_at_once_and_is_refreshed_in_the_background(): void {
		$this->connect();
		$key                                      = $this->feed_key( $this->render_filled() );
		$option                                   = FeedStore::FEED_OPTION . $key;
		$feed                                     = get_option( $option );
		$feed['pages']['']['items'][0]['caption'] = 'An old caption';
		update_option( $option, $feed, false );
		$this->age( $key );

		$this->asked = array();
		$this->assertStringContainsString( 'An old caption', $this->render() );
		$this->assertSame( array(), $this->asked, 'The visitor does not wait for Instagram.' );
		$this->assertTrue( $this->scheduled( $key ), 'A background refresh is scheduled.' );

		$this->make_stale( $key );
		do_action( 'shopwright_media_refresh_photo_feed', $key, '' );
		$html = $this->render();
		$this->assertStringNotContainsString( 'An old caption', $html );
		$this->assertStringContainsString( 'Brass pens, fresh from the lathe.', $html );
	}

	public function test_an_expired_token_keeps_the_last_good_feed_and_tells_the_owner_to_connect_again(): void {
		$this->connect();
		$key           = $this->feed_key( $this->render_filled() );
		$this->failure = array( 400, (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/instagram/expired-token.json' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local fixture.
		$this->make_stale( $key );
		do_action( 'shopwright_media_refresh_photo_feed', $key, '' );

		$this->assertSame( 5, substr_count( $this->render(), '__link"' ), 'Visitors still see the posts.' );

		// Old, but just failed: the next try waits instead of asking Instagram on every view.
		$this->age( $key );
		$this->unschedule( $key );
		$this->render();
		$this->assertFalse( $this->scheduled( $key ) );

		$this->log_in_as( 'administrator' );
		$notice = $this->notice();
		$this->assertStringContainsString( 'Instagram photo feed', $notice );
		$this->assertStringContainsString( 'Instagram no longer accepts the access token (it expired or was revoked). Create a new token and save it in Shopwright → Media embeds.', $notice );
		$this->assertStringNotContainsString( self::$token, $notice );

		$this->log_in_as( 'editor' );
		$this->assertSame( '', $this->notice(), 'Only those who manage the site see it.' );

		$this->failure = null;
		$this->make_stale( $key );
		do_action( 'shopwright_media_refresh_photo_feed', $key, '' );
		$this->assertSame( array(), ( new FeedStore() )->failures(), 'A good refresh clears it.' );
	}

	/**
	 * Answers Instagram could give that must not replace a good feed.
	 *
	 * @return array<string, array{0: array{0: int, 1: string}|\WP_Error, 1: string}>
	 */
	public static function bad_answers(): array {
		return array(
			'not JSON'              => array( array( 200, '<html>Sorry</html>' ), 'shape' ),
			'data is not a list'    => array( array( 200, '{"data":"posts"}' ), 'shape' ),
			'an unknown media type' => array( array( 200, '{"data":[{"id":"1","media_type":"STORY"}]}' ), 'shape' ),
			'an id with markup'     => array( array( 200, '{"data":[{"id":"<b>1</b>","media_type":"IMAGE"}]}' ), 'shape' ),
			'a server error'        => array( array( 500, '{"error":{"message":"<b>Please</b> retry","type":"OAuthException","code":2}}' ), 'Instagram refused the request (500): Please retry' ),
			'Instagram down'        => array( new \WP_Error( 'http_request_failed', 'cURL error 28: timed out' ), 'could not be reached' ),
		);
	}

	/**
	 * @dataProvider bad_answers
	 *
	 * @param array{0: int, 1: string}|\WP_Error $answer What Instagram answers.
	 * @param string                             $reason What the owner reads.
	 */
	public function test_a_bad_answer_keeps_the_last_good_feed_and_says_why( $answer, string $reason ): void {
		$this->connect();
		$key           = $this->feed_key( $this->render_filled() );
		$this->failure = $answer;
		$this->make_stale( $key );
		do_action( 'shopwright_media_refresh_photo_feed', $key, '' );
		$html = $this->render();
		$this->assertSame( 5, substr_count( $html, '__link"' ) );
		$failures = ( new FeedStore() )->failures();
		$this->assertCount( 1, $failures );
		$this->assertStringContainsString( $reason, $failures[0]['error'] );
		$this->assertStringNotContainsString( '<b>', $failures[0]['error'] );
	}

	public function test_a_first_fetch_that_fails_tells_the_editor_why_and_visitors_little(): void {
		$this->connect();
		$this->failure = new \WP_Error( 'http_request_failed', 'cURL error 6 for https://graph.instagram.com/v21.0/me?access_token=' . self::$token );
		$visitor       = $this->render_filled();
		$this->assertStringContainsString( 'The posts cannot be shown right now.', $visitor );
		$this->assertStringNotContainsString( 'cURL', $visitor );
		$this->assertStringNotContainsString( self::$token, $visitor );
		$failures = ( new FeedStore() )->failures();
		$this->assertStringNotContainsString( self::$token, $failures[0]['error'] );

		$this->log_in_as( 'editor' );
		$editor = $this->render();
		$this->assertStringContainsString( 'The posts could not be fetched: The provider could not be reached', $editor );
		$this->assertStringNotContainsString( self::$token, $editor );
	}

	public function test_without_a_token_the_editor_is_told_where_to_connect_an_account(): void {
		require_once dirname( __DIR__, 2 ) . '/fixtures/instagram/recorded.php';
		( new FeedStore() )->clear();
		Plugin::instance()->settings()->update( array( 'media' => array( 'instagram_token' => '' ) ) );
		$this->log_in_as( 'editor' );
		$this->assertStringContainsString( 'No Instagram account is connected in Shopwright → Media embeds.', $this->render() );
	}

	public function test_counts_show_only_for_a_business_account_when_the_owner_turns_them_on(): void {
		$this->connect();
		$this->assertStringNotContainsString( '128 likes', $this->render_filled(), 'Off by default.' );

		$this->connect( '', array( 'photo_counts' => true ) );
		$html = $this->render_filled();
		$this->assertStringContainsString( '<span class="wp-block-shopwright-photo-feed__counts">128 likes, 12 comments</span>', $html );
		$this->assertStringContainsString( 'data-counts="1 like, 1 comment"', $html );

		// A creator account: Instagram may answer counts, but they are not shown.
		$this->record( 'graph.instagram.com', '/v21.0/me', 200, '{"user_id":"17841400000000001","username":"shopwright.stationery","account_type":"MEDIA_CREATOR"}' );
		( new FeedStore() )->clear();
		$this->assertStringNotContainsString( 'likes', $this->render() );
	}

	public function test_the_account_header_shows_the_picture_name_and_a_follow_link_unless_turned_off(): void {
		$this->connect();
		$html = $this->render_filled();
		$this->assertSame( 1, preg_match( '#<div class="wp-block-shopwright-photo-feed__header">(.*?)</div>#s', $html, $header ), 'The header is shown by default.' );
		$this->assertMatchesRegularExpression( '#<img class="wp-block-shopwright-photo-feed__avatar" src="[^"]+/uploads/shopwright-media/[a-f0-9]{32}\.jpg" width="56" height="56" alt=""#', $header[1], 'The picture is this site\'s copy.' );
		$this->assertStringContainsString( '<bdi class="wp-block-shopwright-photo-feed__account-name">Shopwright Stationery</bdi>', $header[1] );
		$this->assertStringContainsString( '>@shopwright.stationery</span>', $header[1] );
		$this->assertStringContainsString( '<a class="wp-block-shopwright-photo-feed__follow" href="https://www.instagram.com/shopwright.stationery/" rel="noopener">Follow on Instagram</a>', $header[1] );
		$this->assertLessThan( strpos( $html, '__tabs' ), strpos( $html, '__header' ), 'Above the posts.' );
		$this->assertStringNotContainsString( 'cdninstagram', $html );

		$hidden = $this->render( array( 'showHeader' => false ) );
		$this->assertStringNotContainsString( '__header', $hidden );
		$this->assertStringContainsString( 'wp-block-shopwright-photo-feed__link', $hidden, 'The posts still show.' );
	}

	public function test_a_hostile_account_name_or_picture_is_text_and_a_picture_elsewhere_is_dropped(): void {
		$this->connect();
		$this->record(
			'graph.instagram.com',
			'/v21.0/me',
			200,
			(string) wp_json_encode(
				array(
					'user_id'             => '17841400000000001',
					'username'            => 'shopwright.stationery',
					'name'                => "<img src=x onerror=alert(1)>Evil \u{202E}gnp.exe\u{0007}" . str_repeat( 'x', 300 ),
					'account_type'        => 'BUSINESS',
					'profile_picture_url' => 'https://169.254.169.254/latest/meta-data/avatar.jpg',
				)
			)
		);
		$html = $this->render_filled();
		$this->assertSame( 1, preg_match( '#<bdi class="wp-block-shopwright-photo-feed__account-name">([^<]*)</bdi>#', $html, $name ) );
		$this->assertStringStartsWith( '&lt;img src=x onerror=alert(1)&gt;Evil gnp.exe', $name[1], 'Markup is text; the override and the bell are gone.' );
		$this->assertLessThanOrEqual( InstagramClient::NAME_LENGTH, mb_strlen( html_entity_decode( $name[1] ) ) );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( '__avatar', $html, 'A picture outside Instagram\'s servers is not shown.' );
		$this->assertStringNotContainsString( '169.254', implode( ' ', $this->asked ), 'Nor fetched.' );

		// A user name outside Instagram's pattern is refused whole: no header, no link built from it.
		$this->record( 'graph.instagram.com', '/v21.0/me', 200, '{"user_id":"1","username":"evil/../x","account_type":"BUSINESS"}' );
		( new FeedStore() )->clear();
		$this->assertStringNotContainsString( '__header', $this->render_filled() );
	}

	/**
	 * Attributes a contributor could save by hand.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function hostile_attributes(): array {
		return array(
			'huge numbers'    => array(
				array(
					'perPage'         => 100000,
					'autoplaySpeed'   => PHP_INT_MAX,
					'transitionSpeed' => -5,
					'layout'          => 'carousel',
					'slideshow'       => PHP_INT_MAX,
					'spacing'         => -100,
				),
			),
			'strings'         => array(
				array(
					'perPage'       => '6"><script>alert(1)</script>',
					'autoplaySpeed' => '"><img src=x onerror=alert(1)>',
					'arrows'        => 'javascript:alert(1)',
					'layout'        => 'carousel" onmouseover="alert(1)',
					'slideshow'     => '3;}</style><script>alert(1)</script>',
					'spacing'       => '8px;background:url(javascript:alert(1))',
					'loop'          => 'no',
				),
			),
			'style injection' => array(
				array(
					'layout'    => 'carousel',
					'slideshow' => array( '--x:1;}</style><script>alert(1)</script>' ),
					'spacing'   => 1.5e300,
				),
			),
			'style and html'  => array(
				array(
					'style'     => array( 'color' => array( 'text' => 'red;}</style><script>alert(1)</script>' ) ),
					'className' => '"><script>alert(1)</script>',
				),
			),
		);
	}

	/**
	 * @dataProvider hostile_attributes
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 */
	public function test_hostile_attributes_fall_back_to_safe_values( array $attrs ): void {
		$this->connect();
		$html = $this->render_filled( $attrs );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertSame( 1, preg_match( '#data-carousel="([^"]+)"#', $html, $match ) );
		$options = json_decode( html_entity_decode( $match[1] ), true );
		$this->assertIsBool( $options['arrows'] );
		$this->assertGreaterThanOrEqual( 1000, $options['autoplaySpeed'] );
		$this->assertLessThanOrEqual( 20000, $options['autoplaySpeed'] );
		$this->assertGreaterThanOrEqual( 0, $options['transitionSpeed'] );
		$this->assertIsBool( $options['loop'] );
		$this->assertIsInt( $options['slideshow'] );
		$this->assertGreaterThanOrEqual( 1, $options['slideshow'] );
		$this->assertLessThanOrEqual( 6, $options['slideshow'] );
		$this->assertIsInt( $options['spacing'] );
		$this->assertGreaterThanOrEqual( 0, $options['spacing'] );
		$this->assertLessThanOrEqual( 48, $options['spacing'] );
		$this->assertStringNotContainsString( 'onmouseover', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringNotContainsString( 'background:url', $html );
		// The row's sizes on the block are the clamped numbers, and nothing else.
		if ( 1 === preg_match( '#class="[^"]*is-carousel[^"]*"#', $html ) ) {
			$this->assertMatchesRegularExpression( '#--shopwright-photo-feed-slides:[1-6];--shopwright-photo-feed-slides-narrow:[1-5];--shopwright-photo-feed-spacing:(\d|[1-3]\d|4[0-8])px;#', $html );
		}
		$this->assertLessThanOrEqual( InstagramClient::MAX_PER_PAGE, substr_count( $html, '__link"' ) );
	}

	public function test_the_carousel_layout_prints_a_row_with_its_numbers_and_hidden_buttons(): void {
		$this->connect();
		$html = $this->render_filled(
			array(
				'layout'    => 'carousel',
				'slideshow' => 4,
				'spacing'   => 12,
				'loop'      => false,
				'arrows'    => false,
			)
		);

		$this->assertMatchesRegularExpression( '#<div [^>]*class="(?=[^"]*\bis-carousel\b)[^"]*\bwp-block-shopwright-photo-feed\b#', $html );
		$this->assertStringContainsString( '--shopwright-photo-feed-slides:4;--shopwright-photo-feed-slides-narrow:3;--shopwright-photo-feed-spacing:12px;', $html, 'One post fewer on a narrow screen.' );
		$this->assertStringContainsString( '&quot;slideshow&quot;:4,&quot;spacing&quot;:12,&quot;loop&quot;:false,&quot;arrows&quot;:false', $html );
		$this->assertMatchesRegularExpression( '#class="wp-block-shopwright-photo-feed__carousel" role="region" aria-roledescription="carousel" aria-label="Posts"#', $html );
		$this->assertStringContainsString( '<div class="wp-block-shopwright-photo-feed__viewport">', $html );
		// The buttons wait hidden for the script, which shows Previous and Next only when arrows are on.
		$this->assertSame( 3, preg_match_all( '#<button type="button" class="wp-block-shopwright-photo-feed__(prev|next|pause)" hidden>#', $html ) );
		$this->assertStringContainsString( 'data-carousel-status="Posts %1$d to %2$d of %3$d"', $html );
		$this->assertSame( 5, substr_count( $html, 'class="wp-block-shopwright-photo-feed__link"' ), 'The same posts as the grid.' );

		$one = $this->render(
			array(
				'layout'    => 'carousel',
				'slideshow' => 1,
			)
		);
		$this->assertStringContainsString( '--shopwright-photo-feed-slides:1;--shopwright-photo-feed-slides-narrow:1;', $one, 'Never fewer than one.' );
	}

	public function test_a_content_server_that_resolves_inward_is_refused_and_the_posts_show_without_images(): void {
		$this->connect();
		// Images of addresses never copied before (a copy already made would be shown without
		// asking anyone).
		$fresh = bin2hex( random_bytes( 6 ) );
		add_filter(
			'pre_http_request',
			static function ( $pre, array $args, string $url ) use ( $fresh ) {
				unset( $args );
				// The posts' images and the profile picture, at addresses not copied before.
				if ( is_array( $pre ) && str_contains( $url, '/v21.0/me' ) ) {
					$pre['body'] = str_replace( '_n.jpg?', '_' . $fresh . '.jpg?', (string) $pre['body'] );
				}
				return $pre;
			},
			20,
			3
		);
		add_filter( 'shopwright_media_resolve_host', static fn( $answer, string $host ) => str_starts_with( $host, 'scontent' ) ? array( '10.0.0.5' ) : $answer, 20, 2 );
		$html = $this->render_filled();
		$this->assertSame( 5, substr_count( $html, '__link"' ) );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertSame( array(), array_filter( $this->asked, static fn( string $url ): bool => str_contains( $url, 'cdninstagram' ) ), 'Nothing was sent there.' );
	}

	public function test_only_instagrams_content_servers_count_as_image_hosts(): void {
		foreach ( array( 'scontent.cdninstagram.com', 'scontent-ams2-1.cdninstagram.com', 'scontent.xx.fbcdn.net' ) as $host ) {
			$this->assertTrue( InstagramClient::is_image_host( $host ), $host );
		}
		foreach ( array( 'cdninstagram.com.evil.test', 'scontent.cdninstagram.com.evil.test', 'evil.test', 'scontent..cdninstagram.com', '169.254.169.254', 'instagram.com' ) as $host ) {
			$this->assertFalse( InstagramClient::is_image_host( $host ), $host );
		}
	}

	public function test_the_token_is_saved_but_never_read_back_and_a_new_account_forgets_the_old_posts(): void {
		$store = new FeedStore();
		$key   = $store->open( PhotoFeed::PROVIDER, array( 'account' => 'me' ), 'Photos' )[0];
		$this->log_in_as( 'administrator' );
		$token   = 'IGAAnew-account-token_0123456789';
		$request = new \WP_REST_Request( 'POST', '/shopwright/v1/settings' );
		$request->set_body_params( array( 'settings' => array( 'media' => array( 'instagram_token' => $token ) ) ) );
		$saved = rest_get_server()->dispatch( $request );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( $token, Plugin::instance()->settings()->get( 'media', 'instagram_token' ) );
		$read = rest_get_server()->dispatch( new \WP_REST_Request( 'GET', '/shopwright/v1/settings' ) );
		$this->assertStringNotContainsString( $token, (string) wp_json_encode( $saved->get_data() ) );
		$this->assertStringNotContainsString( $token, (string) wp_json_encode( $read->get_data() ) );
		$this->assertSame( '', $read->get_data()['settings']['media']['instagram_token'] );
		$this->assertTrue( $read->get_data()['schema']['properties']['media']['properties']['instagram_token']['writeOnly'] );
		$this->assertNull( $store->get( $key ), 'The previous account\'s posts are forgotten.' );

		$bad = new \WP_REST_Request( 'POST', '/shopwright/v1/settings' );
		$bad->set_body_params( array( 'settings' => array( 'media' => array( 'instagram_token' => '"><script>alert(1)</script>' ) ) ) );
		$this->assertSame( 400, rest_get_server()->dispatch( $bad )->get_status() );
		$this->assertSame( $token, Plugin::instance()->settings()->get( 'media', 'instagram_token' ), 'Bad input loses nothing.' );
	}

	public function test_forgetting_photo_feeds_leaves_other_providers_feeds(): void {
		$store = new FeedStore();
		$store->clear();
		$video = $store->open( 'youtube', array( 'source' => 'x' ), 'A channel' )[0];
		$photo = $store->open( PhotoFeed::PROVIDER, array( 'account' => 'me' ), 'Photos' )[0];
		$store->forget( PhotoFeed::PROVIDER );
		$this->assertNotNull( $store->get( $video ) );
		$this->assertNull( $store->get( $photo ) );
		$this->assertSame( 1, $store->count() );
	}
}
