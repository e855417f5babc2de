<?php
/**
 * Recorded Google Photos answers for the photo album tests.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\Feeds\FeedStore;
use Shopwright\Media\PhotoAlbum\PhotoAlbum;
use Shopwright\Tests\RecordedHttp;

/**
 * Answers the module's requests from the recorded album pages and photos (or a failure, when a
 * test says so), noting every address asked; nothing touches the network.
 */
trait RecordedGooglePhotos {

	use RecordedHttp;
	use RunsFeedRefreshes;

	/**
	 * Answers from the recordings, from an empty feed store.
	 */
	private function connect(): void {
		require_once dirname( __DIR__, 2 ) . '/fixtures/google-photos/recorded.php';
		( new FeedStore() )->clear();
		add_filter( 'shopwright_media_resolve_host', static fn() => array( '142.250.74.10' ) );
		// A failure stands for every host: the album page and the photos alike.
		$this->answer_from( static fn( string $url ) => shopwright_recorded_google_photos( $url ), array(), 'text/html' );
		$this->drop_queued_refreshes( PhotoAlbum::REFRESH_HOOK );
	}

	/**
	 * The block as visitors see it once the background has fetched what its first view queued:
	 * rendered, the queued refreshes run, rendered again.
	 *
	 * @param array<string, mixed> $attrs Attributes.
	 */
	private function render_filled( array $attrs ): string {
		$this->render( $attrs );
		$this->run_queued_refreshes( PhotoAlbum::REFRESH_HOOK );
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
				'blockName'    => 'shopwright/photo-album',
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}

	/**
	 * The feed key of an album link (as the block writes it).
	 *
	 * @param string $url The album's address, as parse_source() writes it.
	 */
	private function album_key( string $url ): string {
		return FeedStore::key( PhotoAlbum::PROVIDER, array( 'url' => $url ) );
	}
}
