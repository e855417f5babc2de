<?php
/**
 * Recorded OpenSea answers for the NFT gallery tests.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Plugin;
use Shopwright\Tests\RecordedHttp;

/**
 * Saves a key, rebuilds the modules with it and answers the module's requests from the
 * recorded answers (or a failure, when a test says so), noting every address asked; nothing
 * touches the network.
 */
trait RecordedOpenSea {

	use RecordedHttp;
	use RunsFeedRefreshes;

	/**
	 * A key, to find it wherever it must not be.
	 *
	 * @var string
	 */
	private static string $key = 'os_test_key_do-not-leak_0123456789abcdef';

	/**
	 * Saves the key (the client reads it at each request, so the modules need no rebuilding,
	 * which would leave the module's other services out of step with their hooks for later
	 * tests) and answers from the recordings.
	 *
	 * @param string $key The key to save.
	 */
	private function connect( string $key = '' ): void {
		require_once dirname( __DIR__, 2 ) . '/fixtures/opensea/recorded.php';
		( new \Shopwright\Media\Feeds\FeedStore() )->clear();
		$this->assertIsArray( Plugin::instance()->settings()->update( array( 'media' => array( 'opensea_api_key' => '' === $key ? self::$key : $key ) ) ) );
		add_filter( 'shopwright_media_resolve_host', static fn() => array( '104.18.30.10' ) );
		$this->answer_from( 'shopwright_recorded_opensea', array( 'api.opensea.io' ) );
		$this->drop_queued_refreshes( \Shopwright\Media\NftGallery\NftGallery::REFRESH_HOOK );
	}

	/**
	 * The block as visitors see it once the background has fetched what its first view queued:
	 * rendered, the queued refreshes run, rendered again.
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 */
	private function render_filled( array $attrs ): string {
		$this->render( $attrs );
		$this->run_queued_refreshes( \Shopwright\Media\NftGallery\NftGallery::REFRESH_HOOK );
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
				'blockName'    => 'shopwright/nft-gallery',
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
		$this->assertSame( 1, preg_match( '#nft-gallery/([a-f0-9]{32})/#', $html, $match ), 'The block names its feed.' );
		return $match[1];
	}
}
