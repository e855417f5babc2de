<?php
/**
 * Archive pages asked to show one template scroll it to the middle of the screen.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Widgets;

use Shopwright\Assets\BuiltScript;

defined( 'ABSPATH' ) || exit;

/**
 * A link to an archive page may carry `?template-id=<id>`, the id of a template's element on it
 * (an element id, or a class such as a post card's `post-42`): the page then scrolls smoothly,
 * or at once for visitors who ask for reduced motion, until that element's top is at the middle
 * of the screen. The script is a few hundred bytes, and only such a page gets it; an id outside a
 * plain pattern (a letter, then letters, digits, hyphens and underscores) is ignored.
 */
final class TemplateScroll {

	public const PARAM   = 'template-id';
	public const HANDLE  = 'shopwright-template-scroll';
	public const PATTERN = '/^[A-Za-z][A-Za-z0-9_-]{0,99}$/D';

	/**
	 * Keeps the plugin file, for the script's address.
	 *
	 * @param string $plugin_file Path of plugin.php.
	 */
	public function __construct( private string $plugin_file ) {}

	/**
	 * Adds the script to the pages that ask for it.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * The template id the address asks for, when it is a safe one.
	 *
	 * @param mixed $value The parameter's value (null when absent).
	 */
	public static function requested( $value ): ?string {
		return is_string( $value ) && 1 === preg_match( self::PATTERN, $value ) ? $value : null;
	}

	/**
	 * Enqueues the script on an archive page (or the posts page) whose address names a template.
	 */
	public function enqueue(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Read-only, and checked against PATTERN.
		$value = isset( $_GET[ self::PARAM ] ) ? wp_unslash( $_GET[ self::PARAM ] ) : null;
		if ( ! ( is_archive() || is_home() ) || null === self::requested( $value ) ) {
			return;
		}
		if ( null !== BuiltScript::register( $this->plugin_file, self::HANDLE, 'frontend/template-scroll' ) ) {
			wp_enqueue_script( self::HANDLE );
		}
	}
}
