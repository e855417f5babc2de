<?php
/**
 * Data for a script, printed where no browser runs it.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * A `<script type="application/json">` element: the way every config and manifest of ours reaches
 * its script. The browser never runs it, and <, > and & are written as \u escapes, so no value
 * (a translation, a product name) can end the element early or open another.
 */
final class InertJson {

	/**
	 * The element, or '' when the data cannot be written as JSON.
	 *
	 * @param string $id   The element's id, which the script looks up.
	 * @param mixed  $data The data.
	 */
	public static function markup( string $id, $data ): string {
		$json = wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		return false === $json ? '' : sprintf( '<script type="application/json" id="%s">%s</script>' . "\n", esc_attr( $id ), $json );
	}

	/**
	 * Prints the element.
	 *
	 * @param string $id   The element's id.
	 * @param mixed  $data The data.
	 */
	public static function print( string $id, $data ): void {
		echo self::markup( $id, $data ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with <, > and & escaped, in an element no browser runs; the id is escaped.
	}
}
