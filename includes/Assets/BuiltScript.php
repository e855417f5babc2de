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

	/**
	 * Registers the stylesheet the entry's code imports, under the same handle, when it was built
	 * (`build/<entry>.css`, or `build/<folder>/style-<name>.css` for a file named style.scss),
	 * with its right-to-left twin. The blocks' runtime links it, before the script runs, where
	 * the script waits (BlockRuntime); enqueued, it loads with the page like any stylesheet.
	 *
	 * @param string $plugin_file The main plugin file.
	 * @param string $handle      The handle, the script's own.
	 * @param string $entry       The entry, such as `frontend/mini-cart-drawer`.
	 * @return bool Whether a built stylesheet was found and registered.
	 */
	public static function register_style( string $plugin_file, string $handle, string $entry ): bool {
		$dir = dirname( $plugin_file ) . '/build/';
		foreach ( array( $entry . '.css', dirname( $entry ) . '/style-' . basename( $entry ) . '.css' ) as $css ) {
			if ( is_readable( $dir . $css ) ) {
				wp_register_style( $handle, plugins_url( 'build/' . $css, $plugin_file ), array(), (string) filemtime( $dir . $css ) );
				wp_style_add_data( $handle, 'rtl', 'replace' );
				return true;
			}
		}
		return false;
	}
}
