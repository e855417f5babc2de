<?php
/**
 * A React app on a page of WP Admin.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Admin;

use Shopwright\Assets\BuiltScript;

defined( 'ABSPATH' ) || exit;

/**
 * What every admin page of ours that mounts a React app from build/admin/ does: print the mount
 * point (after .wp-header-end, so WordPress's notices stay outside what React's first render
 * replaces), and load the built script with its translations, WordPress's component styles and the
 * entry's own stylesheets (with their right-to-left copies). Without the build, a notice says so.
 */
final class AdminApp {

	/**
	 * Prints the app's mount point: its heading, and a message for browsers without JavaScript.
	 *
	 * @param string $root_id  The mount point's id.
	 * @param string $title    The page's heading.
	 * @param string $noscript What a browser without JavaScript shows.
	 */
	public static function mount( string $root_id, string $title, string $noscript ): void {
		echo '<div class="wrap"><hr class="wp-header-end"><div id="' . esc_attr( $root_id ) . '">';
		echo '<h1>' . esc_html( $title ) . '</h1>';
		echo '<noscript><p>' . esc_html( $noscript ) . '</p></noscript>';
		echo '</div></div>';
	}

	/**
	 * Enqueues the app, or hooks a notice when the plugin was not built.
	 *
	 * @param string $plugin_file The plugin's main file.
	 * @param string $handle      The script's handle.
	 * @param string $entry       The entry under build/, such as "admin/settings".
	 * @param string $missing     The notice shown without the build.
	 * @return bool Whether the app was enqueued.
	 */
	public static function enqueue( string $plugin_file, string $handle, string $entry, string $missing ): bool {
		$dir   = dirname( $plugin_file );
		$asset = BuiltScript::register( $plugin_file, $handle, $entry, array( 'in_footer' => true ) );
		if ( null === $asset ) {
			add_action(
				'admin_notices',
				static function () use ( $missing ): void {
					echo '<div class="notice notice-error"><p>' . esc_html( $missing ) . '</p></div>';
				}
			);
			return false;
		}
		wp_enqueue_script( $handle );
		wp_set_script_translations( $handle, 'shopwright', $dir . '/languages' );
		wp_enqueue_style( 'wp-components' );
		$name = basename( $entry );
		foreach ( array( 'style-' . $name . '.css', $name . '.css' ) as $css ) {
			$path = dirname( $entry ) . '/' . $css;
			if ( is_readable( $dir . '/build/' . $path ) ) {
				$style = $handle . '-' . basename( $css, '.css' );
				wp_enqueue_style( $style, plugins_url( 'build/' . $path, $plugin_file ), array( 'wp-components' ), $asset['version'] );
				// The build writes a mirrored copy for right-to-left languages beside each stylesheet.
				wp_style_add_data( $style, 'rtl', 'replace' );
			}
		}
		return true;
	}
}
