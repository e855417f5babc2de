<?php
/**
 * The media module's shared front-end scripts.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

use Shopwright\Assets\BuiltScript;

defined( 'ABSPATH' ) || exit;

/**
 * Two small scripts:
 * - `shopwright-embed-observer`: one MutationObserver for the page, with which the embed blocks'
 *   view scripts register, so a block added after load (editor preview, infinite scroll, a
 *   content swap, an unlocked block) is set up once. The blocks' built asset files list it as a
 *   dependency; it is never enqueued on its own.
 * - `shopwright-media-auto-pause`: while auto-pause is on, starting an audio or video player
 *   pauses every other one; enqueued only on pages that render a player.
 */
final class MediaScripts {

	public const OBSERVER_HANDLE   = 'shopwright-embed-observer';
	public const AUTO_PAUSE_HANDLE = 'shopwright-media-auto-pause';

	/**
	 * Blocks whose output may hold a player.
	 */
	private const PLAYER_BLOCKS = array( 'core/video', 'core/audio', 'core/embed', 'core/playlist', 'shopwright/locked-content' );

	/**
	 * Keeps the plugin file and the switch.
	 *
	 * @param string $plugin_file The main plugin file, for URLs.
	 * @param bool   $auto_pause  Whether auto-pause is on.
	 */
	public function __construct( private string $plugin_file, private bool $auto_pause ) {}

	/**
	 * Registers the scripts (blocks render, and ask for their dependencies, before
	 * wp_enqueue_scripts in block themes) and hooks auto-pause to the players.
	 */
	public function register(): void {
		BuiltScript::register( $this->plugin_file, self::OBSERVER_HANDLE, 'frontend/embed-observer' );
		if ( ! $this->auto_pause ) {
			return;
		}
		BuiltScript::register( $this->plugin_file, self::AUTO_PAUSE_HANDLE, 'frontend/media-auto-pause' );
		foreach ( self::PLAYER_BLOCKS as $name ) {
			add_filter( 'render_block_' . $name, array( $this, 'enqueue_auto_pause' ) );
		}
		add_filter( 'wp_video_shortcode', array( $this, 'enqueue_auto_pause' ) );
		add_filter( 'wp_audio_shortcode', array( $this, 'enqueue_auto_pause' ) );
	}

	/**
	 * Enqueues auto-pause for a page that shows a player; the markup passes unchanged.
	 *
	 * @param mixed $html The player's markup.
	 * @return mixed
	 */
	public function enqueue_auto_pause( $html ) {
		if ( ! is_admin() && wp_script_is( self::AUTO_PAUSE_HANDLE, 'registered' ) ) {
			wp_enqueue_script( self::AUTO_PAUSE_HANDLE );
		}
		return $html;
	}
}
