<?php
/**
 * Reads and writes the settings option.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The stored settings, always complete and valid when read.
 */
final class Settings {

	public const OPTION = 'shopwright_settings';

	/**
	 * Settings that moved to another section: new section => key => the section it was in. A
	 * site that saved one there keeps its value (read from the old place until the next save
	 * writes it to the new one), and a change sent under the old name lands in the new place.
	 */
	public const MOVED = array(
		Schema::GENERAL => array(
			'proxy_header'    => 'search',
			'trusted_proxies' => 'search',
		),
	);

	/**
	 * Keeps the schema the settings are checked against.
	 *
	 * @param Schema $schema The settings schema.
	 */
	public function __construct( private Schema $schema ) {}

	/**
	 * The last option value read and what it resolved to, so repeated reads in one request
	 * validate only once while a changed option is always read afresh.
	 *
	 * @var array{0: mixed, 1: array<string, array<string, mixed>>}|null
	 */
	private ?array $resolved = null;

	/**
	 * The schema.
	 */
	public function schema(): Schema {
		return $this->schema;
	}

	/**
	 * Every setting: the stored value where it is valid, else the default. A corrupted or
	 * foreign option is never trusted, value by value.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function all(): array {
		$stored = get_option( self::OPTION, array() );
		if ( null !== $this->resolved && $this->resolved[0] === $stored ) {
			return $this->resolved[1];
		}
		$settings       = $this->resolve( $stored );
		$this->resolved = array( $stored, $settings );
		return $settings;
	}

	/**
	 * Resolves a stored option value to complete, valid settings.
	 *
	 * @param mixed $stored The option as stored.
	 * @return array<string, array<string, mixed>>
	 */
	private function resolve( $stored ): array {
		$settings = $this->schema->defaults();
		if ( ! is_array( $stored ) ) {
			return $settings;
		}
		foreach ( $settings as $section => $values ) {
			if ( ! isset( $stored[ $section ] ) || ! is_array( $stored[ $section ] ) ) {
				continue;
			}
			foreach ( array_keys( $values ) as $key ) {
				if ( array_key_exists( $key, $stored[ $section ] ) && true === $this->schema->validate( $section, $key, $stored[ $section ][ $key ] ) ) {
					$settings[ $section ][ $key ] = $this->schema->sanitize( $section, $key, $stored[ $section ][ $key ] );
				}
			}
		}
		foreach ( self::MOVED as $section => $keys ) {
			foreach ( $keys as $key => $old_section ) {
				$here = is_array( $stored[ $section ] ?? null ) && array_key_exists( $key, $stored[ $section ] );
				if ( $here || ! is_array( $stored[ $old_section ] ?? null ) || ! array_key_exists( $key, $stored[ $old_section ] ) ) {
					continue;
				}
				if ( true === $this->schema->validate( $section, $key, $stored[ $old_section ][ $key ] ) ) {
					$settings[ $section ][ $key ] = $this->schema->sanitize( $section, $key, $stored[ $old_section ][ $key ] );
				}
			}
		}
		return $settings;
	}

	/**
	 * Changes with the settings that moved sent under their old section put in their new one
	 * (unless the new one is sent too, which then wins).
	 *
	 * @param mixed $changes Candidate changes: section => key => value.
	 * @return mixed
	 */
	private function with_moved_keys( $changes ) {
		if ( ! is_array( $changes ) ) {
			return $changes;
		}
		foreach ( self::MOVED as $section => $keys ) {
			foreach ( $keys as $key => $old_section ) {
				if ( ! is_array( $changes[ $old_section ] ?? null ) || ! array_key_exists( $key, $changes[ $old_section ] ) || null !== $this->schema->property( $old_section, $key ) ) {
					continue;
				}
				if ( ! isset( $changes[ $section ] ) || ( is_array( $changes[ $section ] ) && ! array_key_exists( $key, $changes[ $section ] ) ) ) {
					$changes[ $section ]         = is_array( $changes[ $section ] ?? null ) ? $changes[ $section ] : array();
					$changes[ $section ][ $key ] = $changes[ $old_section ][ $key ];
				}
				unset( $changes[ $old_section ][ $key ] );
			}
		}
		return $changes;
	}

	/**
	 * One setting.
	 *
	 * @param string $section Section id.
	 * @param string $key     Setting key.
	 * @return mixed Null for a setting that does not exist.
	 */
	public function get( string $section, string $key ) {
		return $this->all()[ $section ][ $key ] ?? null;
	}

	/**
	 * Whether the module's switch is on.
	 *
	 * @param string $module_id Module id.
	 */
	public function is_module_enabled( string $module_id ): bool {
		return true === $this->get( $module_id, 'enabled' );
	}

	/**
	 * Checks every change against the schema without saving anything.
	 *
	 * @param mixed $changes Candidate changes: section => key => value.
	 * @return array<string, string> Messages keyed by "section.key" (or "section"); empty when valid.
	 */
	public function validate_changes( $changes ): array {
		$changes = $this->with_moved_keys( $changes );
		if ( ! is_array( $changes ) || ( array() !== $changes && array_is_list( $changes ) ) ) {
			return array( 'settings' => __( 'Settings must be an object of sections.', 'shopwright' ) );
		}
		$errors = array();
		foreach ( $changes as $section => $values ) {
			$section = (string) $section;
			if ( ! $this->schema->has_section( $section ) ) {
				/* translators: %s: a section name as sent. */
				$errors[ $section ] = sprintf( __( '%s is not a settings section.', 'shopwright' ), $section );
				continue;
			}
			if ( ! is_array( $values ) || ( array() !== $values && array_is_list( $values ) ) ) {
				/* translators: %s: a section name. */
				$errors[ $section ] = sprintf( __( '%s must be an object of settings.', 'shopwright' ), $section );
				continue;
			}
			foreach ( $values as $key => $value ) {
				$valid = $this->schema->validate( $section, (string) $key, $value );
				if ( is_wp_error( $valid ) ) {
					$errors[ $section . '.' . $key ] = $valid->get_error_message();
				}
			}
		}
		return $errors;
	}

	/**
	 * Applies valid changes in one write. Invalid input changes nothing at all.
	 *
	 * @param mixed $changes Section => key => value.
	 * @return array<string, array<string, mixed>>|\WP_Error The saved settings, or the errors.
	 */
	public function update( $changes ) {
		$changes = $this->with_moved_keys( $changes );
		$errors  = $this->validate_changes( $changes );
		if ( array() !== $errors ) {
			return new \WP_Error(
				'shopwright_invalid_settings',
				__( 'Some settings are not valid. Nothing was saved.', 'shopwright' ),
				array(
					'status' => 400,
					'params' => $errors,
				)
			);
		}
		$settings = $this->all();
		foreach ( $changes as $section => $values ) {
			foreach ( $values as $key => $value ) {
				$settings[ $section ][ $key ] = $this->schema->sanitize( (string) $section, (string) $key, $value );
			}
		}
		update_option( self::OPTION, $settings, true );
		return $this->all();
	}
}
