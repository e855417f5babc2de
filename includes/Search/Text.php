<?php
/**
 * Folding and tokenising of indexed text and queries.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Turns text into the folded words the index stores. Pure PHP with no WordPress calls, because
 * the fast endpoint runs it without loading WordPress's formatting functions.
 */
final class Text {

	/**
	 * Longest word kept; longer runs of letters are cut, which keeps the token column narrow.
	 */
	public const MAX_TOKEN = 40;

	/**
	 * Shortest word a one-letter misspelling is forgiven in (the word as indexed).
	 */
	public const TYPO_MIN = 5;

	/**
	 * Letters that Unicode decomposition does not split into a base letter and an accent.
	 *
	 * @var array<string, string>
	 */
	private const EXTRA = array(
		'ß' => 'ss',
		'æ' => 'ae',
		'œ' => 'oe',
		'ø' => 'o',
		'đ' => 'd',
		'ð' => 'd',
		'þ' => 'th',
		'ł' => 'l',
		'ı' => 'i',
		'ħ' => 'h',
	);

	/**
	 * Lower case, accents removed, runs of anything but letters and digits made one space.
	 *
	 * @param string $text Any text, possibly with markup already stripped.
	 */
	public static function fold( string $text ): string {
		if ( '' === $text ) {
			return '';
		}
		if ( ! mb_check_encoding( $text, 'UTF-8' ) ) {
			$text = mb_convert_encoding( $text, 'UTF-8', 'UTF-8' );
		}
		$text = mb_strtolower( $text, 'UTF-8' );
		if ( class_exists( \Normalizer::class ) ) {
			$decomposed = \Normalizer::normalize( $text, \Normalizer::FORM_D );
			if ( is_string( $decomposed ) ) {
				$text = (string) preg_replace( '/\p{Mn}+/u', '', $decomposed );
			}
		} elseif ( function_exists( 'iconv' ) ) {
			$ascii = @iconv( 'UTF-8', 'ASCII//TRANSLIT//IGNORE', $text ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- iconv warns on letters it cannot map; those are dropped on purpose.
			if ( is_string( $ascii ) && '' !== $ascii ) {
				$text = $ascii;
			}
		}
		$text = strtr( $text, self::EXTRA );
		$text = (string) preg_replace( '/[^\p{L}\p{N}]+/u', ' ', $text );
		return trim( $text );
	}

	/**
	 * The distinct words of a text, folded, in order of first appearance.
	 *
	 * @param string $text  Text.
	 * @param int    $limit Most words returned.
	 * @return list<string>
	 */
	public static function tokens( string $text, int $limit = 200 ): array {
		$folded = self::fold( $text );
		if ( '' === $folded ) {
			return array();
		}
		$tokens = array();
		foreach ( explode( ' ', $folded ) as $word ) {
			$word = mb_substr( $word, 0, self::MAX_TOKEN, 'UTF-8' );
			if ( '' === $word || isset( $tokens[ $word ] ) ) {
				continue;
			}
			$tokens[ $word ] = true;
			if ( count( $tokens ) >= $limit ) {
				break;
			}
		}
		return array_map( 'strval', array_keys( $tokens ) );
	}

	/**
	 * Plain text for a description: markup (with the content of scripts and styles) and
	 * shortcodes removed, runs of white space made one space, cut to $length characters.
	 *
	 * @param string $html   An excerpt or post content.
	 * @param int    $length Most characters.
	 */
	public static function excerpt( string $html, int $length ): string {
		if ( '' === $html ) {
			return '';
		}
		if ( ! mb_check_encoding( $html, 'UTF-8' ) ) {
			$html = mb_convert_encoding( $html, 'UTF-8', 'UTF-8' );
		}
		$text = (string) preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', ' ', $html );
		$text = (string) preg_replace( '@\[/?[a-z][a-z0-9_-]*(\s[^\[\]]*)?/?\]@u', ' ', $text );
		// wp_strip_all_tags() is not loaded in the fast endpoint; scripts and styles went above.
		$text = trim( (string) preg_replace( '/\s+/u', ' ', strip_tags( $text ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.strip_tags_strip_tags
		return mb_substr( $text, 0, $length, 'UTF-8' );
	}

	/**
	 * The folded text from each of its words on ("wooden red chairs", "red chairs", "chairs"), so
	 * that a prefix match on any of them finds the text by the start of any word.
	 *
	 * @param string $text  Text.
	 * @param int    $limit Longest suffix kept, in letters.
	 * @return list<string>
	 */
	public static function suffixes( string $text, int $limit ): array {
		$folded = self::fold( $text );
		if ( '' === $folded ) {
			return array();
		}
		$words = explode( ' ', $folded );
		$out   = array();
		foreach ( array_keys( $words ) as $start ) {
			$out[ mb_substr( implode( ' ', array_slice( $words, $start ) ), 0, $limit, 'UTF-8' ) ] = true;
		}
		return array_map( 'strval', array_keys( $out ) );
	}

	/**
	 * A SKU as compared for an exact match: folded, with separators removed ("AB-12 x" → "ab12x").
	 *
	 * @param string $sku SKU or query.
	 */
	public static function sku( string $sku ): string {
		return mb_substr( str_replace( ' ', '', self::fold( $sku ) ), 0, 100, 'UTF-8' );
	}

	/**
	 * Every form of the word with one letter left out: the "deletion neighbourhood" that finds a
	 * word from a one-letter misspelling (a missing, extra, wrong or swapped letter).
	 *
	 * @param string $word A folded word.
	 * @return list<string>
	 */
	public static function deletions( string $word ): array {
		$letters = mb_str_split( $word, 1, 'UTF-8' );
		$count   = count( $letters );
		$out     = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$copy = $letters;
			unset( $copy[ $i ] );
			$out[ implode( '', $copy ) ] = true;
		}
		return array_map( 'strval', array_keys( $out ) );
	}

	/**
	 * Whether a one-letter misspelling of the word is forgiven: words of TYPO_MIN letters or more,
	 * not codes with digits in them (SKUs one digit apart are different products, and their
	 * misspelling forms would outnumber all the others in the index).
	 *
	 * @param string $word A folded word.
	 */
	public static function forgives_typos( string $word ): bool {
		return self::length( $word ) >= self::TYPO_MIN && ! self::has_digit( $word );
	}

	/**
	 * Whether the word holds a digit (0-9 or any other script's).
	 *
	 * @param string $word A folded word.
	 */
	public static function has_digit( string $word ): bool {
		return 1 === preg_match( '/\p{N}/u', $word );
	}

	/**
	 * Length in letters.
	 *
	 * @param string $word Word.
	 */
	public static function length( string $word ): int {
		return mb_strlen( $word, 'UTF-8' );
	}
}
