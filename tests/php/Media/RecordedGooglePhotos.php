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

/**
 * Answers the module's requests from the recorded album pages and photos (or a failure, when a
 * test says so), noting every address asked; nothing touches the network.
 */
trait RecordedGooglePhotos {

	/**
	 * Addresses asked, in order.
	 *
	 * @var list<string>
	 */
	private array $asked = array();

	/**
	 * What every request to Google answers instead of the recordings: an HTTP status and body,
	 * or an error; null for the recordings.
	 *
	 * @var array{0: int, 1: string}|\WP_Error|null
	 */
	private $failure = null;

	/**
	 * Answers from the recordings, from an empty feed store.
	 */
	private function connect(): void {
		require_once dirname( __DIR__, 2 ) . '/fixtures/google-photos/recorded.php';
		( new FeedStore() )->clear();
		add_filter( 'shopwright_media_resolve_host', static fn() => array( '142.250.74.10' ) );
		add_filter(
			'pre_http_request',
			function ( $pre, array $args, string $url ) {
				$this->asked[] = $url;
				if ( null !== $this->failure ) {
					return is_wp_error( $this->failure ) ? $this->failure : $this->answer( $this->failure[0], $this->failure[1] );
				}
				return shopwright_recorded_google_photos( $url );
			},
			10,
			3
		);
	}

	/**
	 * An HTTP answer.
	 *
	 * @param int    $status Status.
	 * @param string $body   Body.
	 * @return array<string, mixed>
	 */
	private function answer( int $status, string $body ): array {
		return array(
			'headers'  => array( 'content-type' => 'text/html' ),
			'body'     => $body,
			'response' => array(
				'code'    => $status,
				'message' => '',
			),
			'cookies'  => array(),
			'filename' => null,
		);
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
