<?php
/**
 * Recorded Instagram answers for the photo feed tests.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Plugin;
use Shopwright\Tests\RecordedHttp;

/**
 * Connects the module with a token and answers its requests from the recorded answers (or a
 * failure, when a test says so), noting every address asked; nothing touches the network.
 */
trait RecordedInstagram {

	use RecordedHttp;
	use RunsFeedRefreshes;

	/**
	 * A token, to find it wherever it must not be.
	 *
	 * @var string
	 */
	private static string $token = 'IGAAtest-token_do-not-leak_0123456789';

	/**
	 * Saves the token (the client reads it at each request, so the modules need no rebuilding, which
	 * would leave other services' hooks out of step for later tests) and answers from the recordings.
	 *
	 * @param string               $token The token to save.
	 * @param array<string, mixed> $more  Other media settings.
	 */
	private function connect( string $token = '', array $more = array() ): void {
		require_once dirname( __DIR__, 2 ) . '/fixtures/instagram/recorded.php';
		// The test site's demo feeds are stored too: each test starts from an empty store (and
		// the transaction brings them back).
		( new \Shopwright\Media\Feeds\FeedStore() )->clear();
		$this->assertIsArray( Plugin::instance()->settings()->update( array( 'media' => array( 'instagram_token' => '' === $token ? self::$token : $token ) + $more ) ) );
		add_filter( 'shopwright_media_resolve_host', static fn() => array( '157.240.1.63' ) );
		$this->answer_from( 'shopwright_recorded_instagram', array( 'graph.instagram.com' ) );
		$this->drop_queued_refreshes( \Shopwright\Media\PhotoFeed\PhotoFeed::REFRESH_HOOK );
	}

	/**
	 * The block as visitors see it once the background has fetched what its first view queued:
	 * rendered, the queued refreshes run, rendered again.
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 */
	private function render_filled( array $attrs = array() ): string {
		$this->render( $attrs );
		$this->run_queued_refreshes( \Shopwright\Media\PhotoFeed\PhotoFeed::REFRESH_HOOK );
		return $this->render( $attrs );
	}

	/**
	 * The block rendered with these attributes.
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 */
	private function render( array $attrs = array() ): string {
		return render_block(
			array(
				'blockName'    => 'shopwright/photo-feed',
				'attrs'        => $attrs + array( 'perPage' => 6 ),
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
		$this->assertSame( 1, preg_match( '#photo-feed/([a-f0-9]{32})/#', $html, $match ), 'The block names its feed.' );
		return $match[1];
	}
}
