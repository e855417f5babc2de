<?php
/**
 * Recorded YouTube answers for the video channel tests.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Plugin;
use Shopwright\Tests\RecordedHttp;

/**
 * Connects the module with a key and answers its requests from the recorded answers (or a
 * failure, when a test says so), noting every address asked; nothing touches the network.
 */
trait RecordedYouTube {

	use RecordedHttp;
	use RunsFeedRefreshes;

	/**
	 * A key, to find it wherever it must not be.
	 *
	 * @var string
	 */
	private static string $key = 'AIzaSyTestKey_do-not-leak_0123456789';

	/**
	 * Saves the key, rebuilds the modules with it, and answers from the recordings.
	 *
	 * @param string $key The key to save.
	 */
	private function connect( string $key = '' ): void {
		require_once dirname( __DIR__, 2 ) . '/fixtures/youtube/recorded.php';
		// The test site's demo feeds are stored too: each test starts from an empty store (and
		// the transaction brings them back).
		( new \Shopwright\Media\Feeds\FeedStore() )->clear();
		$this->assertIsArray( Plugin::instance()->settings()->update( array( 'media' => array( 'youtube_api_key' => '' === $key ? self::$key : $key ) ) ) );
		remove_all_actions( 'rest_api_init' );
		Plugin::instance()->register_modules();
		add_filter( 'shopwright_media_resolve_host', static fn() => array( '142.250.74.10' ) );
		$this->answer_from( 'shopwright_recorded_youtube', array( 'googleapis.com' ) );
		$this->drop_queued_refreshes( \Shopwright\Media\VideoChannel\VideoChannel::REFRESH_HOOK );
	}

	/**
	 * The block as visitors see it once the background has fetched what its first view queued:
	 * rendered, the queued refreshes run, rendered again.
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 */
	private function render_filled( array $attrs ): string {
		$this->render( $attrs );
		$this->run_queued_refreshes( \Shopwright\Media\VideoChannel\VideoChannel::REFRESH_HOOK );
		return $this->render( $attrs );
	}

	/**
	 * The block rendered with these attributes.
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 */
	private function render( array $attrs ): string {
		return render_block(
			array(
				'blockName'    => 'shopwright/video-channel',
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The feed key a rendered block's endpoint names.
	 *
	 * @param string $html The block's markup.
	 */
	private function feed_key( string $html ): string {
		$this->assertSame( 1, preg_match( '#video-channel/([a-f0-9]{32})/#', $html, $match ), 'The block names its feed.' );
		return $match[1];
	}
}
