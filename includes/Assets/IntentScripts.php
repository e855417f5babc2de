<?php
/**
 * Interaction-first loading: scripts that wait for the shopper's intent.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Assets;

use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps heavy scripts (React, the data layer, a feature's app) off a storefront page until the
 * shopper points at, touches or tabs to the element they enhance, or, if the owner prefers,
 * until the browser is idle.
 *
 * A module registers its script handle as usual and calls defer() instead of enqueueing it. In the
 * footer this class prints a manifest of each deferred handle's dependency closure, in
 * WordPress's order, with the inline code WordPress would have printed around each file, minus
 * what the page loads anyway; and the tiny loader that reads it.
 */
final class IntentScripts {

	public const LOADER_HANDLE = 'shopwright-intent-loader';
	public const MANIFEST_ID   = 'shopwright-intent-manifest';

	/**
	 * Deferred handles and the selector of the elements they enhance.
	 *
	 * @var array<string, string>
	 */
	private array $deferred = array();

	/**
	 * Deferred handles that also load when one of their elements nears the viewport, with how
	 * near (a length in pixels, as IntersectionObserver's rootMargin takes it).
	 *
	 * @var array<string, string>
	 */
	private array $near = array();

	/**
	 * Keeps what the manifest needs.
	 *
	 * @param string   $plugin_file Path of plugin.php.
	 * @param Settings $settings    The settings, for the loading strategy.
	 */
	public function __construct( private string $plugin_file, private Settings $settings ) {}

	/**
	 * Registers the loader and prints the manifest in the footer.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'register_loader' ) );
		// Before WordPress prints footer scripts (priority 20), so the loader can still be enqueued.
		add_action( 'wp_footer', array( $this, 'print_manifest' ), 5 );
	}

	/**
	 * Defers a registered script until intent on an element matching the selector.
	 *
	 * @param string      $handle   A registered script handle.
	 * @param string      $selector CSS selector of the elements the script enhances.
	 * @param string|null $near     Also load when such an element comes this near the viewport
	 *                              (pixels, such as "300px"), for what the shopper sees before
	 *                              touching it, such as a carousel; null for intent only.
	 */
	public function defer( string $handle, string $selector, ?string $near = null ): void {
		$this->deferred[ $handle ] = $selector;
		if ( null !== $near && 1 === preg_match( '/^\d{1,4}px$/', $near ) ) {
			$this->near[ $handle ] = $near;
		}
	}

	/**
	 * Registers the loader script from the build.
	 */
	public function register_loader(): void {
		BuiltScript::register( $this->plugin_file, self::LOADER_HANDLE, 'frontend/intent-loader' );
	}

	/**
	 * What the loader needs: the strategy and, per deferred handle, the scripts to run in order.
	 *
	 * @return array{strategy: string, groups: list<array{handle: string, selector: string, near?: string, scripts: list<array{handle: string, src: string|null, before: string, after: string}>}>}
	 */
	public function manifest(): array {
		$scripts = wp_scripts();
		$on_page = $this->closure( $scripts, array_merge( $scripts->queue, $scripts->done ) );
		$groups  = array();
		foreach ( $this->deferred as $handle => $selector ) {
			if ( ! isset( $scripts->registered[ $handle ] ) || isset( $on_page[ $handle ] ) ) {
				continue;
			}
			$entries = array();
			foreach ( array_keys( $this->closure( $scripts, array( $handle ) ) ) as $needed ) {
				if ( ! isset( $on_page[ $needed ] ) ) {
					$entries[] = $this->entry( $scripts, $needed );
				}
			}
			$group = array(
				'handle'   => $handle,
				'selector' => $selector,
				'scripts'  => $entries,
			);
			if ( isset( $this->near[ $handle ] ) ) {
				$group['near'] = $this->near[ $handle ];
			}
			$groups[] = $group;
		}
		return array(
			'strategy' => 'idle' === $this->settings->get( 'general', 'load_strategy' ) ? 'idle' : 'intent',
			'groups'   => $groups,
		);
	}

	/**
	 * Prints the manifest and enqueues the loader, on pages with deferred scripts only.
	 */
	public function print_manifest(): void {
		if ( array() === $this->deferred || ! wp_script_is( self::LOADER_HANDLE, 'registered' ) ) {
			return;
		}
		$manifest = $this->manifest();
		if ( array() === $manifest['groups'] ) {
			return;
		}
		InertJson::print( self::MANIFEST_ID, $manifest );
		wp_enqueue_script( self::LOADER_HANDLE );
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
	 * One script as the loader runs it: its URL and the inline code around it.
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
