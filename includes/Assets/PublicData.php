<?php
/**
 * The script that holds the page's public stores.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `shopwright-data` (`window.shopwright.data`): the registry through which themes and
 * plugins read `shopwright/cart` and `shopwright/popups`. It is never enqueued on its own: the
 * scripts that own a store list it among their dependencies (their built asset files say so),
 * so it is on a page exactly when a store is, and once.
 */
final class PublicData {

	public const HANDLE = 'shopwright-data';

	/**
	 * Keeps the main plugin file, for URLs.
	 *
	 * @param string $plugin_file The main plugin file.
	 */
	public function __construct( private string $plugin_file ) {}

	/**
	 * Hooks the registration. Block themes render blocks, and scripts are registered for them,
	 * before `wp_enqueue_scripts`: it must exist from `init` on.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_script' ) );
	}

	/**
	 * Registers the script from the build, when it was built.
	 */
	public function register_script(): void {
		BuiltScript::register( $this->plugin_file, self::HANDLE, 'frontend/data' );
	}
}
