<?php
/**
 * The product sliders feature.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Sliders;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Assets\BuiltScript;
use Shopwright\Modules\Context;
use Shopwright\Modules\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Owns the product slider block: server-rendered product cards in a row that scrolls and snaps on
 * its own, turned into a carousel by a script that loads only once the shopper reaches for a
 * slider (a pointer over it or pressed on it, a touch, focus inside it), never merely because one
 * is on screen or near it: a page with a slider in view loads no React until then.
 */
final class SlidersModule extends Module {

	/**
	 * The carousel script (React and react-slick), deferred through the blocks' runtime.
	 */
	public const HANDLE = 'shopwright-product-slider';

	/**
	 * The elements the carousel script enhances.
	 */
	public const SELECTOR = '.wp-block-shopwright-product-slider';

	/**
	 * The blocks' runtime, once the module has registered.
	 *
	 * @var BlockRuntime|null
	 */
	private ?BlockRuntime $runtime = null;

	/**
	 * Stable identifier, also the key of the module's settings section.
	 */
	public function id(): string {
		return 'sliders';
	}

	/**
	 * Name shown in the settings app.
	 */
	public function label(): string {
		return __( 'Product sliders', 'shopwright' );
	}

	/**
	 * One sentence shown under the name in the settings app.
	 */
	public function description(): string {
		return __( 'A block that shows products of a category or tag, on sale, featured, best selling, newest, top rated or hand-picked, as an accessible carousel.', 'shopwright' );
	}

	/**
	 * Sliders show WooCommerce products.
	 */
	public function requires_woocommerce(): bool {
		return true;
	}

	/**
	 * Folder names under build/ of the blocks this module owns.
	 *
	 * @return list<string>
	 */
	public function blocks(): array {
		return array( 'product-slider' );
	}

	/**
	 * Registers the carousel script; render.php defers it on pages that show a slider.
	 *
	 * @param Context $context The plugin's shared services.
	 */
	public function register( Context $context ): void {
		$this->runtime = $context->block_runtime;
		add_action( 'wp_enqueue_scripts', array( $this, 'register_script' ) );
	}

	/**
	 * Registers, never enqueues, the carousel script, its translations and its stylesheet.
	 */
	public function register_script(): void {
		if ( null !== BuiltScript::register( self::plugin_file(), self::HANDLE, 'frontend/product-slider' ) ) {
			wp_set_script_translations( self::HANDLE, 'shopwright', dirname( self::plugin_file() ) . '/languages' );
			BuiltScript::register_style( self::plugin_file(), self::HANDLE, 'frontend/product-slider' );
		}
	}

	/**
	 * Hands the carousel script to the blocks' runtime for this page, on intent only; called by
	 * each slider render. The row works in full without it (its links and add to cart buttons),
	 * so a click that comes before the script is left to the row rather than held.
	 */
	public function defer_script(): void {
		$this->runtime?->add( self::HANDLE, self::SELECTOR, BlockRuntime::ON_INTENT, false );
	}

	/**
	 * Path of plugin.php.
	 */
	private static function plugin_file(): string {
		return SHOPWRIGHT_FILE;
	}
}
