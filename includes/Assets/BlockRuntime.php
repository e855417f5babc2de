<?php
/**
 * The one front-end runtime of Shopwright's blocks and features.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Assets;

use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Every Shopwright block's and feature's front-end code goes through one small script, the
 * `shopwright-embed-observer` handle: one MutationObserver with which blocks register a setup
 * (`window.shopwright.embeds.register( selector, setup )`), so that blocks added after load are
 * set up once each and removed ones torn down; and the loader of scripts that wait.
 *
 * A module declares a waiting script with add(): a registered handle, the selector of the elements
 * it serves, and when it loads, either once such an element comes near the viewport (and on
 * intent before that) or only on intent (a pointer over it, a touch, focus, a click); a click
 * that arrives before an on-intent script has run is held and clicked again once it has, unless
 * the module says its markup works in full without the script. lazy() does
 * the same for a block's built view script, for pages where the block renders; declare_block()
 * calls it for every block whose block.json says how its view script loads. In the footer the runtime is
 * enqueued with a list of each waiting script's files: the handle and the WordPress handles it
 * needs that the page does not load anyway, in WordPress's order, with the inline code WordPress
 * would print around each. A page where nothing waits gets nothing.
 */
final class BlockRuntime {

	public const HANDLE      = 'shopwright-embed-observer';
	public const MANIFEST_ID = 'shopwright-block-runtime';

	/** Load when an element comes within this distance of the viewport, or on intent before. */
	public const NEAR = '200px';

	/** Load on intent only. */
	public const ON_INTENT = null;

	/**
	 * The key of a block's own metadata in its block.json: `"shopwright": { "loading": … }`.
	 */
	public const METADATA_KEY = 'shopwright';

	/**
	 * The ways a block's view script (view.ts in its folder, built to <folder>/view) may load:
	 * printed with the block, once the block nears the viewport (or on intent before), or only on
	 * intent.
	 */
	public const LOADING = array( 'eager', 'near', 'intent' );

	/**
	 * Waiting handles: the selector of their elements and how near (null: on intent only).
	 *
	 * @var array<string, array{selector: string, near: string|null, hold: bool}>
	 */
	private array $waiting = array();

	/**
	 * Whether something that waits is on this page.
	 *
	 * @var bool
	 */
	private bool $used = false;

	/**
	 * Keeps the plugin file, for URLs, and the settings, for the owner's loading choice.
	 *
	 * @param string   $plugin_file Path of plugin.php.
	 * @param Settings $settings    The settings.
	 */
	public function __construct( private string $plugin_file, private Settings $settings ) {}

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
	 * Declares, for this page, a registered script that waits for elements matching a selector.
	 * Called while the page renders, by the code that printed those elements.
	 *
	 * @param string      $handle   A registered script handle.
	 * @param string      $selector CSS selector of the elements the script serves.
	 * @param string|null $near     Load once such an element comes this near the viewport (pixels,
	 *                              such as "300px"), or on intent before that; ON_INTENT (null) to
	 *                              load on intent only.
	 * @param bool        $hold     On intent only: hold a click that arrives before the script has
	 *                              run and click again once it has (the default, for markup that
	 *                              needs its script); false when the markup works in full without
	 *                              it, so that its clicks are left to it.
	 */
	public function add( string $handle, string $selector, ?string $near = self::NEAR, bool $hold = true ): void {
		$this->wait( $handle, $selector, $near, $hold );
		$this->used = true;
	}

	/**
	 * Declares a block's built view script as waiting (called from the module's register()). The
	 * page gets the runtime once such a block renders; the list then names every block's script,
	 * so that a block of another kind arriving later (AJAX navigation, infinite scroll) finds its
	 * script too.
	 *
	 * @param string      $block    Block name, such as shopwright/table-of-contents.
	 * @param string      $entry    Built entry under build/, such as table-of-contents/view.
	 * @param string      $selector CSS selector of the block's elements.
	 * @param string|null $near     As for add().
	 */
	public function lazy( string $block, string $entry, string $selector, ?string $near = self::NEAR ): void {
		$handle = 'shopwright-' . str_replace( '/', '-', $entry );
		if ( null === BuiltScript::register( $this->plugin_file, $handle, $entry ) ) {
			return;
		}
		BuiltScript::register_style( $this->plugin_file, $handle, $entry );
		$this->wait( $handle, $selector, $near );
		add_filter( 'render_block_' . $block, array( $this, 'mark_used' ) );
	}

	/**
	 * Declares a block's view script as its block.json asks, for the pages where the block renders
	 * (called for each registered block, from its metadata as built):
	 *
	 *     "shopwright": { "loading": "near", "near": "300px", "selector": ".wp-block-x.is-on" }
	 *
	 * `loading` is "eager" (the script and its stylesheet are enqueued when the block renders),
	 * "near" (it waits in the runtime until the block is `near` the viewport, 200 px by default,
	 * or reached for) or "intent" (it waits until the block is reached for). `selector` defaults to
	 * the block's class. A block without the key has no script here (one named in block.json as
	 * viewScript is WordPress's to print). A value the runtime does not know is reported with
	 * _doing_it_wrong() and the script is not declared.
	 *
	 * @param array<string, mixed> $metadata The block's block.json, decoded.
	 * @param string               $folder   The block's folder under build/, which names its entry.
	 */
	public function declare_block( array $metadata, string $folder ): void {
		$own = $metadata[ self::METADATA_KEY ] ?? null;
		if ( null === $own ) {
			return;
		}
		$name    = is_string( $metadata['name'] ?? null ) ? $metadata['name'] : '';
		$loading = is_array( $own ) ? ( $own['loading'] ?? null ) : null;
		if ( '' === $name || ! in_array( $loading, self::LOADING, true ) ) {
			_doing_it_wrong(
				__METHOD__,
				esc_html(
					sprintf(
						/* translators: 1: block folder, 2: the values allowed. */
						__( 'The block in %1$s declares no loading its runtime knows: "shopwright": { "loading": … } must be one of %2$s. Its view script is not loaded.', 'shopwright' ),
						$folder,
						'"' . implode( '", "', self::LOADING ) . '"'
					)
				),
				'0.1.0'
			);
			return;
		}
		$entry    = $folder . '/view';
		$selector = is_string( $own['selector'] ?? null ) && '' !== trim( $own['selector'] )
			? $own['selector']
			: '.' . wp_get_block_default_classname( $name );
		if ( 'eager' === $loading ) {
			$this->eager( $name, $entry );
			return;
		}
		$this->lazy( $name, $entry, $selector, 'near' === $loading ? ( is_string( $own['near'] ?? null ) ? $own['near'] : self::NEAR ) : self::ON_INTENT );
	}

	/**
	 * Registers a block's built view script and its stylesheet and enqueues both on the pages
	 * where the block renders.
	 *
	 * @param string $block Block name.
	 * @param string $entry Built entry under build/.
	 */
	private function eager( string $block, string $entry ): void {
		$handle = 'shopwright-' . str_replace( '/', '-', $entry );
		if ( null === BuiltScript::register( $this->plugin_file, $handle, $entry ) ) {
			return;
		}
		BuiltScript::register_style( $this->plugin_file, $handle, $entry );
		add_filter(
			'render_block_' . $block,
			static function ( $html ) use ( $handle ) {
				if ( is_string( $html ) && '' !== trim( $html ) && ! is_admin() ) {
					wp_enqueue_script( $handle );
					if ( wp_style_is( $handle, 'registered' ) ) {
						wp_enqueue_style( $handle );
					}
				}
				return $html;
			}
		);
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
	 * Lists a waiting handle.
	 *
	 * @param string      $handle   A registered script handle.
	 * @param string      $selector CSS selector of its elements.
	 * @param string|null $near     How near, or null for on intent only.
	 * @param bool        $hold     Whether early clicks are held (on intent only).
	 */
	private function wait( string $handle, string $selector, ?string $near, bool $hold = true ): void {
		if ( null !== $near && 1 !== preg_match( '/^\d{1,4}px$/', $near ) ) {
			$near = self::NEAR;
		}
		$this->waiting[ $handle ] = array(
			'selector' => $selector,
			'near'     => $near,
			'hold'     => $hold,
		);
	}

	/**
	 * What the runtime reads: the owner's choice (on intent, or everything once the browser is
	 * idle) and, per waiting handle, the files to run in order.
	 *
	 * @return array{strategy: string, chunks: list<array{handle: string, selector: string, near?: string, hold?: false, styles: list<string>, scripts: list<array{handle: string, src: string|null, before: string, after: string}>}>}
	 */
	public function manifest(): array {
		$scripts = wp_scripts();
		$on_page = $this->closure( $scripts, array_merge( $scripts->queue, $scripts->done, array( self::HANDLE ) ) );
		$chunks  = array();
		foreach ( $this->waiting as $handle => $wait ) {
			if ( ! isset( $scripts->registered[ $handle ] ) || isset( $on_page[ $handle ] ) ) {
				continue;
			}
			$entries = array();
			foreach ( array_keys( $this->closure( $scripts, array( $handle ) ) ) as $needed ) {
				if ( ! isset( $on_page[ $needed ] ) ) {
					$entries[] = $this->entry( $scripts, $needed );
				}
			}
			$chunk = array(
				'handle'   => $handle,
				'selector' => $wait['selector'],
				'styles'   => $this->styles( $handle ),
				'scripts'  => $entries,
			);
			if ( null !== $wait['near'] ) {
				$chunk['near'] = $wait['near'];
			} elseif ( ! $wait['hold'] ) {
				$chunk['hold'] = false;
			}
			$chunks[] = $chunk;
		}
		return array(
			'strategy' => 'idle' === $this->settings->get( 'general', 'load_strategy' ) ? 'idle' : 'intent',
			'chunks'   => $chunks,
		);
	}

	/**
	 * The stylesheet registered under a waiting script's handle (BuiltScript::register_style),
	 * unless the page has it already: its URL as WordPress would print it, the right-to-left
	 * twin on a right-to-left site.
	 *
	 * @param string $handle The waiting script's handle.
	 * @return list<string> Nothing, or the one URL.
	 */
	private function styles( string $handle ): array {
		$styles = wp_styles();
		$style  = $styles->registered[ $handle ] ?? null;
		if ( null === $style || ! is_string( $style->src ) || '' === $style->src || $styles->query( $handle, 'enqueued' ) || $styles->query( $handle, 'done' ) ) {
			return array();
		}
		$src = $style->src;
		if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( $styles->content_url && str_starts_with( $src, $styles->content_url ) ) ) {
			$src = $styles->base_url . $src;
		}
		if ( is_rtl() && 'replace' === $styles->get_data( $handle, 'rtl' ) ) {
			$src = (string) preg_replace( '/\.css$/', '-rtl.css', $src );
		}
		if ( is_string( $style->ver ) && '' !== $style->ver ) {
			$src = add_query_arg( 'ver', $style->ver, $src );
		}
		/** This filter is documented in wp-includes/class-wp-styles.php */
		return array( (string) apply_filters( 'style_loader_src', $src, $handle ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, applied as WordPress applies it.
	}

	/**
	 * Prints the list and enqueues the runtime, on pages where something waits.
	 */
	public function print_manifest(): void {
		if ( ! $this->used || ! wp_script_is( self::HANDLE, 'registered' ) ) {
			return;
		}
		$manifest = $this->manifest();
		if ( array() === $manifest['chunks'] ) {
			return;
		}
		InertJson::print( self::MANIFEST_ID, $manifest );
		wp_enqueue_script( self::HANDLE );
	}

	/**
	 * A handle and everything it depends on, dependencies first, as WordPress orders them.
	 *
	 * @param \WP_Scripts $scripts The registry.
	 * @param string[]    $handles Handles to start from.
	 * @return array<string, bool> Handles in load order (true once placed).
	 */
	private function closure( \WP_Scripts $scripts, array $handles ): array {
		$ordered = array();
		$visit   = static function ( string $handle ) use ( &$visit, &$ordered, $scripts ): void {
			// Strip WordPress's "handle?arg" form and skip what is unknown or already placed.
			$handle = explode( '?', $handle )[0];
			if ( isset( $ordered[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				return;
			}
			$ordered[ $handle ] = false;
			foreach ( $scripts->registered[ $handle ]->deps as $dependency ) {
				$visit( (string) $dependency );
			}
			unset( $ordered[ $handle ] );
			$ordered[ $handle ] = true;
		};
		foreach ( $handles as $handle ) {
			$visit( (string) $handle );
		}
		return $ordered;
	}

	/**
	 * One script as the runtime runs it: its URL and the inline code around it.
	 *
	 * @param \WP_Scripts $scripts The registry.
	 * @param string      $handle  Handle.
	 * @return array{handle: string, src: string|null, before: string, after: string}
	 */
	private function entry( \WP_Scripts $scripts, string $handle ): array {
		$script = $scripts->registered[ $handle ];
		$src    = null;
		if ( is_string( $script->src ) && '' !== $script->src ) {
			$src = $script->src;
			if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( $scripts->content_url && str_starts_with( $src, $scripts->content_url ) ) ) {
				$src = $scripts->base_url . $src;
			}
			$version = false === $script->ver ? $scripts->default_version : $script->ver;
			if ( null !== $version ) {
				$src = add_query_arg( 'ver', $version, $src );
			}
			/** This filter is documented in wp-includes/class-wp-scripts.php */
			$src = (string) apply_filters( 'script_loader_src', $src, $handle ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, applied as WordPress applies it.
		}
		$before = array_filter(
			array(
				(string) $scripts->get_data( $handle, 'data' ),
				$scripts->get_inline_script_data( $handle, 'before' ),
				(string) $scripts->print_translations( $handle, false ),
			)
		);
		return array(
			'handle' => $handle,
			'src'    => $src,
			'before' => implode( "\n", $before ),
			'after'  => $scripts->get_inline_script_data( $handle, 'after' ),
		);
	}
}
