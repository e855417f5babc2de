<?php
/**
 * A feed block's popup script, which waits for the visitor.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\Feeds;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Assets\BuiltScript;

defined( 'ABSPATH' ) || exit;

/**
 * For a feed whose block opens a popup (and loads more) from a script of its own: the class sets
 * POPUP_HANDLE, SELECTOR (the block's elements) and POPUP_ENTRY (the built entry's name under
 * build/frontend/, script and stylesheet), and keeps the blocks' runtime as $runtime (a
 * constructor argument: the module hands it on from its register() context).
 */
trait DeferredPopup {

	/**
	 * Registers the popup's script and its stylesheet (which the blocks' runtime links with the
	 * script) on init.
	 *
	 * @param string $plugin_file The main plugin file.
	 */
	protected function register_popup( string $plugin_file ): void {
		$handle = static::POPUP_HANDLE;
		$entry  = 'frontend/' . static::POPUP_ENTRY;
		add_action(
			'init',
			static function () use ( $plugin_file, $handle, $entry ): void {
				BuiltScript::register( $plugin_file, $handle, $entry );
				BuiltScript::register_style( $plugin_file, $handle, $entry );
			}
		);
	}

	/**
	 * Loads the popup's and "Load more"'s script when the visitor reaches into the block, not
	 * before.
	 */
	public function defer_popup(): void {
		$this->runtime->add( static::POPUP_HANDLE, static::SELECTOR, BlockRuntime::ON_INTENT );
	}
}
