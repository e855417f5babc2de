<?php
/**
 * The photo album block: media library photos, Google Photos albums, their cache and refresh,
 * and the markup.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\Feeds\FeedNotice;
use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\PhotoAlbum\GooglePhotosClient;
use Shopwright\Media\PhotoAlbum\PhotoAlbum;
use Shopwright\Tests\TestCase;

/**
 * An album fetched once through Google's hosts only, its photos copied here with their sizes,
 * refreshed in the background, the last good copy kept on failure with the reason for the owner;
 * the page never points at Google, and nothing a contributor saves reaches it unescaped.
 */
final class PhotoAlbumTest extends TestCase {

	use RecordedGooglePhotos;

	private const SHORT = 'https://photos.app.goo.gl/SwDemoAlbum1';
	private const SHARE = 'https://photos.google.com/share/AF1QipDemoAlbumSwKq7vXn3LmT9pZr?key=SwRecordedKey0123456789';

	/**
	 * The album's attributes.
	 *
	 * @param string $url Album link.
	 * @return array<string, mixed>
	 */
	private static function google( string $url = self::SHORT ): array {
		return array(
			'source'   => 'google',
			'albumUrl' => $url,
		);
	}

	/**
	 * Whether a background refresh of the album waits.
	 *
	 * @param string $key Feed key.
	 */
	private function scheduled( string $key ): bool {
		return function_exists( 'as_has_scheduled_action' )
			? as_has_scheduled_action( PhotoAlbum::REFRESH_HOOK, array( $key ), 'shopwright' )
			: false !== wp_next_scheduled( PhotoAlbum::REFRESH_HOOK, array( $key ) );
	}

	/**
	 * Drops a waiting refresh of the album.
	 *
	 * @param string $key Feed key.
	 */
	private function unschedule( string $key ): void {
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			as_unschedule_all_actions( PhotoAlbum::REFRESH_HOOK, array( $key ), 'shopwright' );
		}
		wp_clear_scheduled_hook( PhotoAlbum::REFRESH_HOOK, array( $key ) );
	}

	/**
	 * An image attachment with its sizes, without a file.
	 *
	 * @param string $name  File name, without extension.
	 * @param string $alt   Alternative text.
	 * @param string $mime  MIME type.
	 */
	private static function attachment( string $name, string $alt, string $mime = 'image/jpeg' ): int {
		$ext = 'image/jpeg' === $mime ? 'jpg' : 'pdf';
		$id  = wp_insert_attachment(
			array(
				'post_title'     => $name,
				'post_mime_type' => $mime,
				'post_status'    => 'inherit',
			),
			"2026/01/$name.$ext"
		);
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		if ( 'image/jpeg' === $mime ) {
			wp_update_attachment_metadata(
				$id,
				array(
					'width'  => 2000,
					'height' => 1500,
					'file'   => "2026/01/$name.jpg",
					'sizes'  => array(
						'medium_large' => array(
							'file'      => "$name-768x576.jpg",
							'width'     => 768,
							'height'    => 576,
							'mime-type' => 'image/jpeg',
						),
						'large'        => array(
							'file'      => "$name-1024x768.jpg",
							'width'     => 1024,
							'height'    => 768,
							'mime-type' => 'image/jpeg',
						),
					),
				)
			);
		}
		return (int) $id;
	}

	public function test_a_shared_album_link_is_fetched_from_google_and_shown_from_local_copies_with_their_sizes(): void {
		$this->connect();
		$html = $this->render_filled( self::google() );

		$this->assertSame( self::SHORT, $this->asked[0] );
		$this->assertSame( self::SHARE, $this->asked[1], 'The short link\'s redirect is followed, checked again.' );
		$this->assertSame( 8, substr_count( $html, 'class="wp-block-shopwright-photo-album__link"' ) );
		$this->assertStringNotContainsString( 'googleusercontent', $html, 'The page never points at Google.' );
		$this->assertStringNotContainsString( 'google.com', $html );
		$this->assertSame( 16, preg_match_all( '#/uploads/shopwright-media/[a-f0-9]{32}\.jpg#', $html ), 'A grid copy and a large copy of each photo.' );
		// Photo 1 is 4032 × 3024: 480 × 360 in the grid, 1260 × 945 in the popup.
		$this->assertMatchesRegularExpression( '#<a class="wp-block-shopwright-photo-album__link" href="[^"]+/uploads/shopwright-media/[a-f0-9]{32}\.jpg" data-width="1260" data-height="945" data-alt="">\s*<img class="wp-block-shopwright-photo-album__image" src="[^"]+\.jpg" width="480" height="360" alt="Photo 1 of 8" loading="lazy" decoding="async">#', $html );
		// Photo 8 is upright: 270 × 480.
		$this->assertMatchesRegularExpression( '#data-width="709" data-height="1260" data-alt="">\s*<img [^>]*width="270" height="480" alt="Photo 8 of 8"#', $html );
		$this->assertStringContainsString( 'data-label-photo="Photo %1$d of %2$d"', $html );
		$this->assertStringContainsString( 'has-3-columns', $html );
	}

	public function test_page_views_never_ask_google_before_the_first_copy_nor_after_a_failed_fetch(): void {
		$this->connect();
		$this->fail_with_timeout();
		for ( $view = 0; $view < 3; $view++ ) {
			$html = $this->render( self::google() );
		}
		$this->assertSame( array(), $this->asked, 'The first views wait on nothing.' );
		$this->assertStringContainsString( 'The photos will show here shortly.', $html );
		$this->assertCount( 1, $this->queued_refreshes( PhotoAlbum::REFRESH_HOOK ), 'One fetch is queued, however many views asked.' );

		$this->assertSame( 1, $this->run_queued_refreshes( PhotoAlbum::REFRESH_HOOK ) );
		$this->assertNotSame( array(), $this->asked, 'The background fetch asked Google, and failed.' );
		$this->asked = array();
		for ( $view = 0; $view < 3; $view++ ) {
			$html = $this->render( self::google() );
		}
		$this->assertSame( array(), $this->asked, 'Views after the failure ask nothing.' );
		$this->assertSame( array(), $this->queued_refreshes( PhotoAlbum::REFRESH_HOOK ), 'Nor queue a fetch before the back-off is over.' );
		$this->assertStringContainsString( 'The photos cannot be shown right now.', $html );

		$this->let_back_off_pass( $this->held_feeds()[0] );
		$this->failure = null;
		$this->render( self::google() );
		$this->assertSame( array(), $this->asked );
		$this->assertSame( 1, $this->run_queued_refreshes( PhotoAlbum::REFRESH_HOOK ), 'Once the back-off is over, the next view queues a fetch.' );
		$this->assertStringContainsString( 'class="wp-block-shopwright-photo-album__link"', $this->render( self::google() ) );
	}

	public function test_a_held_album_renders_without_a_single_request_and_a_stale_one_is_refreshed_in_the_background(): void {
		$this->connect();
		$this->render_filled( self::google() );
		$this->asked = array();
		$this->assertSame( 8, substr_count( $this->render( self::google() ), '__link"' ) );
		$this->assertSame( array(), $this->asked, 'Held: nothing is asked of Google.' );

		$key                          = $this->album_key( self::SHORT );
		$option                       = FeedStore::FEED_OPTION . $key;
		$feed                         = get_option( $option );
		$feed['pages']['']['fetched'] = time() - 2 * HOUR_IN_SECONDS;
		$feed['pages']['']['items']   = array_slice( $feed['pages']['']['items'], 0, 3 );
		update_option( $option, $feed, false );
		$this->assertSame( 3, substr_count( $this->render( self::google() ), '__link"' ), 'The old copy shows at once.' );
		$this->assertSame( array(), $this->asked, 'The visitor does not wait for Google.' );
		$this->assertTrue( $this->scheduled( $key ), 'A background refresh is scheduled.' );

		$this->make_stale( $key );
		do_action( 'shopwright_media_refresh_album', $key );
		$this->assertSame( 8, substr_count( $this->render( self::google() ), '__link"' ) );
	}

	public function test_a_failed_refresh_keeps_the_last_good_album_and_tells_the_owner_why(): void {
		$this->connect();
		$this->render_filled( self::google() );
		$key           = $this->album_key( self::SHORT );
		$this->failure = new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
		$this->make_stale( $key );
		do_action( 'shopwright_media_refresh_album', $key );
		$this->assertSame( 8, substr_count( $this->render( self::google() ), '__link"' ), 'Visitors still see the photos.' );

		// Old, but just failed: the next try waits instead of asking Google on every page view.
		$option                       = FeedStore::FEED_OPTION . $key;
		$feed                         = get_option( $option );
		$feed['pages']['']['fetched'] = time() - 2 * HOUR_IN_SECONDS;
		update_option( $option, $feed, false );
		$this->unschedule( $key );
		$this->render( self::google() );
		$this->assertFalse( $this->scheduled( $key ) );

		$this->log_in_as( 'administrator' );
		ob_start();
		( new FeedNotice( new FeedStore() ) )->render();
		$notice = (string) ob_get_clean();
		$this->assertStringContainsString( self::SHORT, $notice );
		$this->assertStringContainsString( 'The provider could not be reached: cURL error 7: Failed to connect', $notice );

		$this->failure = null;
		$this->make_stale( $key );
		do_action( 'shopwright_media_refresh_album', $key );
		$this->assertSame( array(), ( new FeedStore() )->failures(), 'A good refresh clears it.' );
	}

	/**
	 * @return array<string, array{0: string, 1: array{0: int, 1: string}|null, 2: string}>
	 */
	public static function failing_albums(): array {
		return array(
			'provider down'       => array( self::SHARE, array( 503, 'Service Unavailable' ), 'Google Photos refused the request (503).' ),
			'deleted album'       => array( 'https://photos.google.com/share/AF1QipNoSuchAlbumSwKq7vXn3LmT9pZr', null, 'Google Photos has no shared album at this address' ),
			'unshared album'      => array( 'https://photos.google.com/share/AF1QipSignInAlbumSwKq7vXn3LmT9pZ', null, 'holds no photos in a shape this version understands' ),
			'truncated page'      => array( 'https://photos.google.com/share/AF1QipTruncatedAlbumSwKq7vXn3LmT', null, 'holds no photos in a shape this version understands' ),
			'unknown short link'  => array( 'https://photos.app.goo.gl/SwNoSuchLink1', null, 'Google Photos has no shared album at this address' ),
			'redirect inward'     => array( 'https://photos.app.goo.gl/SwInwardLink1', null, 'Addresses written as an IP address are refused.' ),
			'redirect to another' => array( 'https://photos.app.goo.gl/SwElsewhere01', null, 'photos.example.com is not one of the provider\'s hosts.' ),
		);
	}

	/**
	 * @dataProvider failing_albums
	 *
	 * @param string                        $url     Album link.
	 * @param array{0: int, 1: string}|null $failure What Google answers, or null for the recordings.
	 * @param string                        $reason  What the editor is told.
	 */
	public function test_an_album_that_cannot_be_read_tells_the_editor_why_and_visitors_little( string $url, ?array $failure, string $reason ): void {
		$this->connect();
		$this->failure = $failure;
		$html          = $this->render_filled( self::google( $url ) );
		$this->assertStringContainsString( 'The photos cannot be shown right now.', $html );
		$this->assertStringNotContainsString( $reason, $html );
		$this->log_in_as( 'editor' );
		$this->assertStringContainsString( esc_html( $reason ), $this->render( self::google( $url ) ) );
		$this->assertStringNotContainsString( '169.254', implode( ' ', array_slice( $this->asked, 1 ) ), 'Nothing is sent inward.' );
		$feed = ( new FeedStore() )->get( $this->album_key( (string) GooglePhotosClient::parse_source( $url ) ) );
		$this->assertNotNull( $feed );
		$this->assertSame( array(), $feed['pages'], 'Nothing is kept as an album.' );
	}

	public function test_hostile_entries_in_an_album_page_are_left_out(): void {
		$this->connect();
		$html = $this->render_filled( self::google( 'https://photos.google.com/share/AF1QipHostileAlbumSwKq7vXn3LmT9p' ) );
		$this->assertSame( 2, substr_count( $html, '__link"' ), 'Only the two entries of the documented shape.' );
		foreach ( array( 'evil', 'javascript', '<script', 'onerror', 'data:', '127.0.0.1', 'alert' ) as $bad ) {
			$this->assertStringNotContainsString( $bad, $html );
		}
		$this->assertSame( array(), array_filter( $this->asked, static fn( string $url ): bool => ! str_starts_with( $url, 'https://photos.google.com/' ) && ! str_starts_with( $url, 'https://lh3.googleusercontent.com/pw/AP1GczDemoPhoto0' ) ), 'Only Google\'s hosts are asked.' );
	}

	public function test_photos_that_cannot_be_copied_are_left_out_rather_than_linked_at_google(): void {
		$this->connect();
		$album = self::google( 'https://photos.google.com/share/AF1QipBrokenImagesAlbumSwKq7vXn3' );
		$this->assertSame( 'The photos cannot be shown right now.', trim( wp_strip_all_tags( $this->render_filled( $album ) ) ) );
		$this->assertCount( 9, $this->asked, 'The page, then each photo (its grid copy failed, so its large copy is not asked).' );
		$this->log_in_as( 'editor' );
		$this->assertStringContainsString( 'None of the album&#039;s photos could be copied to this site.', $this->render( $album ) );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function hostile_links(): array {
		return array(
			'script address'  => array( 'javascript:alert(document.cookie)' ),
			'data address'    => array( 'data:text/html,<script>alert(1)</script>' ),
			'attribute break' => array( 'https://photos.app.goo.gl/abc" onmouseover="alert(1)' ),
			'plain http'      => array( 'http://photos.app.goo.gl/SwDemoAlbum1' ),
			'loopback'        => array( 'https://127.0.0.1/share/AF1QipDemoAlbumSwKq7vXn3LmT9pZr' ),
			'decimal address' => array( 'https://2130706433/share/AF1QipDemoAlbumSwKq7vXn3LmT9pZr' ),
			'look-alike host' => array( 'https://photos.google.com.evil.example/share/AF1QipDemoAlbumSwKq7vXn3LmT9pZr' ),
			'user info'       => array( 'https://photos.google.com@10.0.0.1/share/AF1QipDemoAlbumSwKq7vXn3LmT9pZr' ),
		);
	}

	/**
	 * @dataProvider hostile_links
	 *
	 * @param string $url A link a contributor saved.
	 */
	public function test_a_hostile_album_link_is_refused_without_a_request( string $url ): void {
		$this->connect();
		$this->assertSame( '', $this->render_filled( self::google( $url ) ), 'Visitors see nothing.' );
		$this->log_in_as( 'contributor' );
		$html = $this->render( self::google( $url ) );
		$this->assertStringContainsString( 'Paste the link of a shared Google Photos album', $html );
		$this->assertStringNotContainsString( 'alert', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertSame( array(), $this->asked );
		$this->assertSame( 0, ( new FeedStore() )->count() );
	}

	public function test_media_library_photos_keep_their_order_and_alternative_text_and_hostile_ids_are_skipped(): void {
		$this->connect();
		$first  = self::attachment( 'pen', 'A brass pen on linen' );
		$second = self::attachment( 'nib', 'A nib <b>close</b> "up"<script>alert(1)</script>' );
		$pdf    = self::attachment( 'price-list', 'Prices', 'application/pdf' );
		$post   = wp_insert_post(
			array(
				'post_title'  => 'Not an image',
				'post_status' => 'publish',
			)
		);
		$html   = $this->render_filled(
			array(
				'ids'       => array( $second, -4, $pdf, $post, $first, $second, 999999 ),
				'columns'   => 4,
				'className' => 'x" onclick="alert(1)',
			)
		);
		$this->assertSame( 2, substr_count( $html, '__link"' ), 'Two images, each once.' );
		$this->assertMatchesRegularExpression( '#href="[^"]+/2026/01/nib-1024x768\.jpg" data-width="1024" data-height="768" data-alt="A nib close &quot;up&quot;">\s*<img class="wp-block-shopwright-photo-album__image" src="[^"]+/2026/01/nib-768x576\.jpg" width="768" height="576" alt="A nib close &quot;up&quot;"#', $html );
		$this->assertMatchesRegularExpression( '#href="[^"]+/pen-1024x768\.jpg"[^>]*data-alt="A brass pen on linen">\s*<img [^>]*alt="A brass pen on linen"#', $html );
		$this->assertLessThan( strpos( $html, 'pen-1024x768' ), strpos( $html, 'nib-1024x768' ), 'In the chosen order.' );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'onclick="alert', $html );
		$this->assertStringContainsString( 'has-4-columns', $html );
		$this->assertSame( array(), $this->asked, 'The media library asks nobody.' );

		// A list with something other than numbers in it is not taken at all.
		$this->assertSame( '', $this->render( array( 'ids' => array( $first, '1 OR 1=1' ) ) ) );
	}

	public function test_hostile_source_columns_and_style_attributes_fall_back_to_safe_values(): void {
		$this->connect();
		$image = self::attachment( 'pen', 'Pen' );
		$html  = $this->render_filled(
			array(
				'source'  => 'google" onload="alert(1)',
				'ids'     => array( $image ),
				'columns' => '3" style="background:url(javascript:alert(1))',
				'style'   => array( 'color' => array( 'background' => 'red;}</style><script>alert(1)</script>' ) ),
			)
		);
		$this->assertSame( 1, substr_count( $html, '__link"' ), 'An unknown source is the media library.' );
		$this->assertStringContainsString( 'has-3-columns', $html );
		$this->assertStringNotContainsString( 'javascript', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertSame(
			1,
			substr_count(
				$this->render(
					array(
						'ids'     => array( $image ),
						'columns' => 99,
					)
				),
				'has-6-columns'
			)
		);
	}

	public function test_an_empty_library_album_asks_the_editor_for_images_and_shows_visitors_nothing(): void {
		$this->connect();
		$this->assertSame( '', $this->render_filled( array() ) );
		$this->log_in_as( 'author' );
		$this->assertStringContainsString( 'Choose images from the media library', $this->render( array( 'ids' => 'all' ) ) );
	}

	public function test_a_library_album_shows_at_most_thirty_photos(): void {
		$this->connect();
		$ids = array();
		for ( $i = 0; $i < PhotoAlbum::MAX_PHOTOS + 3; $i++ ) {
			$ids[] = self::attachment( "photo-$i", "Photo $i" );
		}
		$this->assertSame( PhotoAlbum::MAX_PHOTOS, substr_count( $this->render_filled( array( 'ids' => $ids ) ), '__link"' ) );
	}
}
