<?php
/**
 * A feed block's popup script, which waits for the visitor.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\Feeds;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * For a feed whose block opens a popup (and loads more) from a script of its own: the class sets
 * POPUP_HANDLE, SELECTOR (the block's elements) and POPUP_ENTRY (the built entry's name under
 * build/frontend/, whose stylesheet the script links when it loads).
 */
trait DeferredPopup {

	/**
	 * The main plugin file, for the popup's stylesheet address.
	 *
	 * @var string
	 */
	private string $plugin_file = SHOPWRIGHT_FILE;

	/**
	 * Registers the popup's script on init.
	 *
	 * @param string $plugin_file The main plugin file.
	 */
	protected function register_popup( string $plugin_file ): void {
		$this->plugin_file = $plugin_file;
		$handle            = static::POPUP_HANDLE;
		$entry             = 'frontend/' . static::POPUP_ENTRY;
		add_action(
			'init',
			static function () use ( $plugin_file, $handle, $entry ): void {
				\Shopwright\Assets\BuiltScript::register( $plugin_file, $handle, $entry );
			}
		);
	}

	/**
	 * Loads the popup's and "Load more"'s script when the visitor reaches into the block, not
	 * before.
	 */
	public function defer_popup(): void {
		Plugin::instance()->block_runtime()->add( static::POPUP_HANDLE, static::SELECTOR, BlockRuntime::ON_INTENT );
	}

	/**
	 * The popup's stylesheet, which its script links when it loads; empty before a build.
	 */
	public function popup_style_url(): string {
		$path = 'build/frontend/style-' . static::POPUP_ENTRY . '.css';
		$file = dirname( $this->plugin_file ) . '/' . $path;
		return is_readable( $file ) ? add_query_arg( 'ver', (string) filemtime( $file ), plugins_url( $path, $this->plugin_file ) ) : '';
	}
}
