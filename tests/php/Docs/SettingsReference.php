<?php
/**
 * The store owners' settings reference, written from the settings schema itself.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Docs;

/**
 * Turns the settings schema (every section, its settings, their defaults and bounds) into the
 * Markdown page docs/store-owners/settings.md. The page is committed; DocsTest fails while it
 * differs from what this writes, so a setting added, renamed or removed in the code changes the
 * page in the same commit (`npm run docs:settings` writes it).
 */
final class SettingsReference {

	/**
	 * The page's path, from the repository's root.
	 */
	public const PATH = 'docs/store-owners/settings.md';

	/**
	 * The page.
	 *
	 * @param array<string, mixed> $schema The settings' JSON schema (Schema::json_schema()).
	 */
	public static function markdown( array $schema ): string {
		$lines = array(
			'# Settings reference',
			'',
			'Every setting of **WP Admin → Shopwright → Settings**, page by page, as the settings app shows',
			'it: its name, what it does, its default and what it accepts. This page is written from the',
			'plugin\'s own settings schema (`npm run docs:settings`), so it always lists what the code has.',
			'Each module\'s page in this folder says how the settings play together.',
		);
		foreach ( (array) ( $schema['properties'] ?? array() ) as $section ) {
			if ( ! is_array( $section ) ) {
				continue;
			}
			$lines[] = '';
			$lines[] = '## ' . self::text( $section['title'] ?? '' );
			if ( isset( $section['description'] ) ) {
				$lines[] = '';
				$lines[] = self::text( $section['description'] );
			}
			$lines[] = '';
			$lines[] = '| setting | what it does | default | accepts |';
			$lines[] = '| --- | --- | --- | --- |';
			foreach ( (array) ( $section['properties'] ?? array() ) as $key => $property ) {
				if ( is_array( $property ) ) {
					$lines[] = self::row( (string) $key, $property );
				}
			}
		}
		return implode( "\n", $lines ) . "\n";
	}

	/**
	 * One setting's row.
	 *
	 * @param string               $key      The setting's key.
	 * @param array<string, mixed> $property The setting's schema.
	 */
	private static function row( string $key, array $property ): string {
		$description = $property['description'] ?? ( 'enabled' === $key ? 'The module\'s switch: a module that is off registers none of its blocks, routes, scripts or hooks.' : '' );
		return '| **' . self::text( $property['title'] ?? '' ) . '** | '
			. self::text( $description ) . ' | '
			. self::value( $property, $property['default'] ?? null ) . ' | '
			. self::accepts( $property ) . ' |';
	}

	/**
	 * A value as the settings app shows it.
	 *
	 * @param array<string, mixed> $property The setting's schema.
	 * @param mixed                $value    The value.
	 */
	private static function value( array $property, $value ): string {
		if ( is_bool( $value ) ) {
			return $value ? 'on' : 'off';
		}
		if ( null === $value || '' === $value || array() === $value ) {
			return '(empty)';
		}
		$labels = (array) ( $property['enumLabels'] ?? array() );
		if ( is_scalar( $value ) && isset( $labels[ (string) $value ] ) ) {
			return self::text( $labels[ (string) $value ] );
		}
		if ( is_array( $value ) ) {
			return self::text( implode( ', ', array_map( 'strval', array_filter( $value, 'is_scalar' ) ) ) );
		}
		return '`' . self::text( (string) $value ) . '`';
	}

	/**
	 * What a setting accepts: its choices, its bounds or its kind.
	 *
	 * @param array<string, mixed> $property The setting's schema.
	 */
	private static function accepts( array $property ): string {
		if ( isset( $property['enum'] ) && is_array( $property['enum'] ) ) {
			return implode( '; ', array_map( static fn( $choice ): string => self::value( $property, $choice ), $property['enum'] ) );
		}
		$type = $property['type'] ?? '';
		if ( 'boolean' === $type ) {
			return 'on or off';
		}
		if ( 'integer' === $type || 'number' === $type ) {
			$min = $property['minimum'] ?? null;
			$max = $property['maximum'] ?? null;
			if ( null !== $min && null !== $max ) {
				return $min . ' to ' . $max;
			}
			return null !== $min ? 'from ' . $min : 'a number';
		}
		if ( ! empty( $property['writeOnly'] ) ) {
			return 'text, never shown again once saved';
		}
		if ( isset( $property['maxLength'] ) ) {
			return 'text, at most ' . (int) $property['maxLength'] . ' characters';
		}
		return 'array' === $type ? 'a list' : 'text';
	}

	/**
	 * Text that stays inside one table cell.
	 *
	 * @param mixed $text The text.
	 */
	private static function text( $text ): string {
		return str_replace( array( "\r", "\n", '|' ), array( '', ' ', '\\|' ), is_scalar( $text ) ? (string) $text : '' );
	}
}
