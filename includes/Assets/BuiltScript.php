<?php
/**
 * Scripts of the plugin's build, registered the one way.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Each entry of the build is a script (`build/<entry>.js`) beside an asset file
 * (`build/<entry>.asset.php`) that lists its script dependencies and a version that changes with
 * its content. Before a build neither exists: callers then register nothing and say so their way.
 */
final class BuiltScript {

	/**
	 * Storefront scripts: in the footer, deferred, so they never hold up the page.
	 */
	public const DEFERRED = array(
		'in_footer' => true,
		'strategy'  => 'defer',
	);

	/**
	 * The entry's dependencies and version, or null before a build.
	 *
	 * @param string $plugin_file The main plugin file.
	 * @param string $entry       The entry, such as `frontend/storefront`.
	 * @return array{dependencies: list<string>, version: string}|null
	 */
	public static function asset( string $plugin_file, string $entry ): ?array {
		$file = dirname( $plugin_file ) . '/build/' . $entry . '.asset.php';
		$data = is_readable( $file ) ? require $file : null;
		if ( ! is_array( $data ) ) {
			return null;
		}
		return array(
			'dependencies' => array_values( array_map( 'strval', (array) ( $data['dependencies'] ?? array() ) ) ),
			'version'      => (string) ( $data['version'] ?? '' ),
		);
	}

	/**
	 * Registers the entry's script under the handle, when it was built.
	 *
	 * @param string                                     $plugin_file The main plugin file.
	 * @param string                                     $handle      The script handle.
	 * @param string                                     $entry       The entry, such as `frontend/storefront`.
	 * @param array{in_footer?: bool, strategy?: string} $args        Where and how it loads.
	 * @return array{dependencies: list<string>, version: string}|null The asset data, or null before a build.
	 */
	public static function register( string $plugin_file, string $handle, string $entry, array $args = self::DEFERRED ): ?array {
		$asset = self::asset( $plugin_file, $entry );
		if ( null !== $asset ) {
			wp_register_script( $handle, plugins_url( 'build/' . $entry . '.js', $plugin_file ), $asset['dependencies'], $asset['version'], $args );
		}
		return $asset;
	}
}
