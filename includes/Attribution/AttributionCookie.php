<?php
/**
 * The attribution record cookie, read on the server.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Attribution;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the record the attribution script keeps (src/frontend/attribution/codec.ts writes it):
 * a version, the visit count, the promo code, then the first and the last touch (empty fields while
 * it is the first), each value URI-encoded and joined with "|". The visitor writes this cookie, so it is treated as hostile:
 * anything oversized, of another shape or version is ignored whole, and every value is
 * sanitized and capped.
 */
final class AttributionCookie {

	public const NAME    = 'shopwright_attribution';
	public const VERSION = '1';

	/**
	 * A touch's fields, in the cookie's order: WooCommerce's names where it has the field.
	 */
	public const TOUCH_FIELDS = array( 'source_type', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'click_id', 'date', 'entrance', 'referrer' );

	public const TYPES = array( 'utm', 'organic', 'referral', 'typein' );

	/**
	 * Longest value kept, in characters, and longest cookie read, in bytes.
	 */
	public const MAX_VALUE  = 200;
	public const MAX_COOKIE = 4096;

	/**
	 * The record's raw value from a Cookie header. PHP's $_COOKIE decodes values once, which
	 * would turn an encoded "|" inside a value into a separator, so the header is read as sent.
	 *
	 * @param string $header The Cookie request header.
	 */
	public static function from_header( string $header ): ?string {
		foreach ( explode( ';', $header ) as $pair ) {
			$at = strpos( $pair, '=' );
			if ( false !== $at && trim( substr( $pair, 0, $at ) ) === self::NAME ) {
				return trim( substr( $pair, $at + 1 ) );
			}
		}
		return null;
	}

	/**
	 * The record, or null when the text is not one.
	 *
	 * @param string|null $text The cookie's raw value.
	 * @return array{first: array<string, string>, last: array<string, string>, visits: int}|null
	 */
	public static function decode( ?string $text ): ?array {
		if ( null === $text || '' === $text || strlen( $text ) > self::MAX_COOKIE ) {
			return null;
		}
		$count = count( self::TOUCH_FIELDS );
		$parts = explode( '|', $text );
		if ( count( $parts ) !== 3 + 2 * $count || self::VERSION !== $parts[0] || ! ctype_digit( $parts[1] ) || ! preg_match( '/^[1-9]\d{5}$/', $parts[2] ) ) {
			return null;
		}
		$first = self::touch( array_slice( $parts, 3, $count ) );
		// The script leaves the last touch empty while it is the first.
		$last = '' === $parts[ 3 + $count ] ? $first : self::touch( array_slice( $parts, 3 + $count ) );
		if ( null === $first || null === $last ) {
			return null;
		}
		return array(
			'first'  => $first,
			'last'   => $last,
			'visits' => min( (int) $parts[1], 1000000 ),
		);
	}

	/**
	 * One touch, or null when its type is unknown.
	 *
	 * @param string[] $values Its encoded values, in field order.
	 * @return array<string, string>|null
	 */
	private static function touch( array $values ): ?array {
		$touch = array();
		foreach ( self::TOUCH_FIELDS as $index => $field ) {
			$touch[ $field ] = self::clean( rawurldecode( $values[ $index ] ) );
		}
		return in_array( $touch['source_type'], self::TYPES, true ) ? $touch : null;
	}

	/**
	 * Invisible characters that change how the text around them reads, removed from every value:
	 * control characters (C0, DEL, C1), format characters (the bidirectional overrides, embeddings,
	 * isolates and marks such as U+202E that make "gpj.exe" read "exe.jpg", zero-width spaces, the
	 * byte order mark, invisible tag characters that can hide text) and the line and paragraph
	 * separators. Tabs and line breaks are left for sanitize_text_field() to turn into spaces, and
	 * the zero-width joiner and non-joiner, which some scripts and emoji need to be written.
	 */
	private const INVISIBLE = '/(?![\t\n\r\x{200C}\x{200D}])[\p{Cc}\p{Cf}\x{2028}\x{2029}]/u';

	/**
	 * A value as stored: valid UTF-8 text without markup, control, bidirectional or other
	 * invisible format characters, capped. The invisible characters go first, so that none can
	 * split a tag and let it pass as text.
	 *
	 * @param string $value The value.
	 */
	public static function clean( string $value ): string {
		// Invalid UTF-8 makes the expression fail: the value is then dropped whole.
		$value = sanitize_text_field( (string) preg_replace( self::INVISIBLE, '', $value ) );
		return mb_substr( $value, 0, self::MAX_VALUE );
	}
}
