<?php
/**
 * The one front-end runtime of Shopwright's blocks.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Every Shopwright block's front-end code goes through one small script, the
 * `shopwright-embed-observer` handle: one MutationObserver with which blocks register a setup
 * (`window.shopwright.embeds.register( selector, setup )`), so that blocks added after load are
 * set up once each and removed ones torn down; and a loader for block scripts that wait until
 * their block comes near the viewport or the shopper reaches for it.
 *
 * A module lists such a block with lazy(). When the block renders, the runtime is enqueued and
 * the footer carries the list of waiting scripts; a page without these blocks gets nothing.
 */
final class BlockRuntime {

	public const HANDLE      = 'shopwright-embed-observer';
	public const MANIFEST_ID = 'shopwright-block-runtime';

	/**
	 * Waiting block scripts by block name.
	 *
	 * @var array<string, array{handle: string, selector: string, src: string, near: string}>
	 */
	private array $chunks = array();

	/**
	 * Whether a block listed here rendered on this page.
	 *
	 * @var bool
	 */
	private bool $used = false;

	/**
	 * Keeps the plugin file, for URLs.
	 *
	 * @param string $plugin_file Path of plugin.php.
	 */
	public function __construct( private string $plugin_file ) {}

	/**
	 * Registers the runtime's script (early on init: blocks render, and ask for it, before
	 * wp_enqueue_scripts in block themes) and prints the list in the footer.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_script' ), 0 );
		// Before WordPress prints footer scripts (priority 20), so the runtime can still be enqueued.
		add_action( 'wp_footer', array( $this, 'print_manifest' ), 5 );
	}

	/**
	 * Registers the runtime from the build.
	 */
	public function register_script(): void {
		BuiltScript::register( $this->plugin_file, self::HANDLE, 'frontend/embed-observer' );
	}

	/**
	 * Lists a block whose script waits. Its built entry may need nothing but the runtime; one that
	 * needs more (a WordPress handle) is enqueued with the block instead, so it still works.
	 *
	 * @param string $block    Block name, such as shopwright/table-of-contents.
	 * @param string $entry    Built entry under build/, such as table-of-contents/view.
	 * @param string $selector CSS selector of the block's elements.
	 * @param string $near     How near the viewport an element must come (pixels, such as "200px").
	 */
	public function lazy( string $block, string $entry, string $selector, string $near = '200px' ): void {
		$asset = BuiltScript::asset( $this->plugin_file, $entry );
		if ( null === $asset ) {
			return;
		}
		$handle = 'shopwright-' . str_replace( '/', '-', $entry );
		if ( array() !== array_diff( $asset['dependencies'], array( self::HANDLE ) ) ) {
			BuiltScript::register( $this->plugin_file, $handle, $entry );
			add_filter(
				'render_block_' . $block,
				static function ( $html ) use ( $handle ) {
					wp_enqueue_script( $handle );
					return $html;
				}
			);
			return;
		}
		$this->chunks[ $block ] = array(
			'handle'   => $handle,
			'selector' => $selector,
			'src'      => add_query_arg( 'ver', $asset['version'], plugins_url( 'build/' . $entry . '.js', $this->plugin_file ) ),
			'near'     => 1 === preg_match( '/^\d{1,4}px$/', $near ) ? $near : '200px',
		);
		add_filter( 'render_block_' . $block, array( $this, 'mark_used' ) );
	}

	/**
	 * Notes that a listed block rendered; its markup passes unchanged.
	 *
	 * @param mixed $html The block's markup.
	 * @return mixed
	 */
	public function mark_used( $html ) {
		if ( is_string( $html ) && '' !== trim( $html ) && ! is_admin() ) {
			$this->used = true;
		}
		return $html;
	}

	/**
	 * What the runtime reads: every waiting script, so that a block of another kind arriving
	 * later (AJAX navigation, infinite scroll) finds its script too.
	 *
	 * @return array{chunks: list<array{handle: string, selector: string, src: string, near: string}>}
	 */
	public function manifest(): array {
		return array( 'chunks' => array_values( $this->chunks ) );
	}

	/**
	 * Prints the list and enqueues the runtime, on pages where a listed block rendered.
	 */
	public function print_manifest(): void {
		if ( ! $this->used || ! wp_script_is( self::HANDLE, 'registered' ) ) {
			return;
		}
		InertJson::print( self::MANIFEST_ID, $this->manifest() );
		wp_enqueue_script( self::HANDLE );
	}
}
