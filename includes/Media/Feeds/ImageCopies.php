<?php
/**
 * Local copies of provider images.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\Feeds;

defined( 'ABSPATH' ) || exit;

/**
 * Copies a provider's images (video thumbnails) into uploads/shopwright-media/, so a page shows
 * them without a single request to the provider. At most MAX_FILES files (the oldest go first),
 * each at most MAX_BYTES, and only real JPEG, PNG or WebP images.
 */
final class ImageCopies {

	public const FOLDER    = 'shopwright-media';
	public const MAX_FILES = 400;
	public const MAX_BYTES = 524288;

	/**
	 * Keeps the HTTP layer.
	 *
	 * @param ProviderHttp $http The provider HTTP layer.
	 */
	public function __construct( private ProviderHttp $http ) {}

	/**
	 * The local copy of the image (fetched now if there is none): its file name and size.
	 *
	 * @param string   $url   The provider's image address.
	 * @param string[] $hosts The hosts it may come from.
	 * @return array{file: string, width: int, height: int}|null Null when it cannot be copied.
	 */
	public function copy( string $url, array $hosts ): ?array {
		$dir = $this->dir();
		if ( null === $dir ) {
			return null;
		}
		$base = md5( $url );
		foreach ( array( 'jpg', 'png', 'webp' ) as $ext ) {
			$file = $dir . '/' . $base . '.' . $ext;
			if ( is_readable( $file ) ) {
				$size = @getimagesize( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- A broken file is fetched again.
				if ( is_array( $size ) ) {
					return array(
						'file'   => $base . '.' . $ext,
						'width'  => (int) $size[0],
						'height' => (int) $size[1],
					);
				}
			}
		}
		$response = $this->http->get( $url, $hosts, self::MAX_BYTES );
		if ( is_wp_error( $response ) || 200 !== $response['status'] ) {
			return null;
		}
		$size  = @getimagesizefromstring( $response['body'] ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- Not an image: refused below.
		$types = array(
			IMAGETYPE_JPEG => 'jpg',
			IMAGETYPE_PNG  => 'png',
			IMAGETYPE_WEBP => 'webp',
		);
		if ( ! is_array( $size ) || ! isset( $types[ $size[2] ] ) || $size[0] < 1 || $size[1] < 1 ) {
			return null;
		}
		$this->make_room( $dir );
		$name = $base . '.' . $types[ $size[2] ];
		if ( false === file_put_contents( $dir . '/' . $name, $response['body'] ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- A plain file in our own uploads folder.
			return null;
		}
		return array(
			'file'   => $name,
			'width'  => (int) $size[0],
			'height' => (int) $size[1],
		);
	}

	/**
	 * The public address of a copy.
	 *
	 * @param string $file A file name copy() returned.
	 */
	public function url( string $file ): string {
		$uploads = wp_upload_dir( null, false );
		return trailingslashit( (string) $uploads['baseurl'] ) . self::FOLDER . '/' . rawurlencode( $file );
	}

	/**
	 * How many copies there are.
	 */
	public function count(): int {
		$dir = $this->dir();
		return null === $dir ? 0 : count( (array) glob( $dir . '/*.{jpg,png,webp}', GLOB_BRACE ) );
	}

	/**
	 * Deletes the oldest copies until one more fits.
	 *
	 * @param string $dir The folder.
	 */
	private function make_room( string $dir ): void {
		$files = array_filter( (array) glob( $dir . '/*.{jpg,png,webp}', GLOB_BRACE ), 'is_string' );
		if ( count( $files ) < self::MAX_FILES ) {
			return;
		}
		usort( $files, static fn( string $a, string $b ): int => (int) filemtime( $a ) <=> (int) filemtime( $b ) );
		foreach ( array_slice( $files, 0, count( $files ) - self::MAX_FILES + 1 ) as $file ) {
			wp_delete_file( $file );
		}
	}

	/**
	 * The folder, created with an index file; null when uploads cannot be written.
	 */
	private function dir(): ?string {
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) ) {
			return null;
		}
		$dir = trailingslashit( (string) $uploads['basedir'] ) . self::FOLDER;
		if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
			return null;
		}
		if ( ! file_exists( $dir . '/index.php' ) ) {
			file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- Our own folder.
		}
		return $dir;
	}
}
