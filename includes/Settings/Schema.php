<?php
/**
 * The settings schema, written once and used for validation, defaults and responses.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Settings;

use Shopwright\Modules\Modules;
use Shopwright\Platform\ClientAddress;
use Shopwright\Platform\ClientIdentity;

defined( 'ABSPATH' ) || exit;

/**
 * JSON schema of every setting: a "general" section plus one section per module.
 */
final class Schema {

	public const GENERAL = 'general';

	/**
	 * A string format of ours: a list of IP addresses and CIDR ranges (the REST API's own
	 * formats know no such thing, so validate() checks it).
	 */
	public const FORMAT_IP_RANGES = 'shopwright-ip-ranges';

	/**
	 * Built lazily, because titles are translated and translations load on init.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $schema = null;

	/**
	 * Keeps the modules whose sections make up the schema.
	 *
	 * @param Modules $modules The feature modules.
	 */
	public function __construct( private Modules $modules ) {}

	/**
	 * The whole schema as JSON schema (draft 4, as the REST API speaks it).
	 *
	 * @return array<string, mixed>
	 */
	public function json_schema(): array {
		if ( null !== $this->schema ) {
			return $this->schema;
		}
		$sections = array(
			self::GENERAL => array(
				'type'                 => 'object',
				'title'                => __( 'General', 'shopwright' ),
				'additionalProperties' => false,
				'properties'           => $this->general_properties(),
			),
		);
		foreach ( $this->modules->all() as $id => $module ) {
			$properties = array_merge(
				array(
					'enabled' => array(
						'type'    => 'boolean',
						'title'   => __( 'Enabled', 'shopwright' ),
						'default' => $module->enabled_by_default(),
					),
				),
				$module->settings_schema()
			);

			$sections[ $id ] = array(
				'type'                 => 'object',
				'title'                => $module->label(),
				'description'          => $module->description(),
				'additionalProperties' => false,
				'properties'           => $properties,
			);
			if ( array() !== $module->settings_groups() ) {
				// Not a JSON-schema keyword: the settings page's panels, ignored by validation.
				$sections[ $id ]['groups'] = $module->settings_groups();
			}
		}
		$this->schema = array(
			'$schema'              => 'http://json-schema.org/draft-04/schema#',
			'title'                => 'shopwright-settings',
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => $sections,
		);
		return $this->schema;
	}

	/**
	 * The schema of one setting, or null when there is no such setting.
	 *
	 * @param string $section Section id.
	 * @param string $key     Setting key.
	 * @return array<string, mixed>|null
	 */
	public function property( string $section, string $key ): ?array {
		$schema = $this->json_schema();
		return $schema['properties'][ $section ]['properties'][ $key ] ?? null;
	}

	/**
	 * Whether the section exists.
	 *
	 * @param string $section Section id.
	 */
	public function has_section( string $section ): bool {
		return isset( $this->json_schema()['properties'][ $section ] );
	}

	/**
	 * Every setting at its default value.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function defaults(): array {
		$defaults = array();
		foreach ( $this->json_schema()['properties'] as $section => $section_schema ) {
			$defaults[ $section ] = array();
			foreach ( $section_schema['properties'] as $key => $property ) {
				$defaults[ $section ][ $key ] = $property['default'];
			}
		}
		return $defaults;
	}

	/**
	 * Checks one value against its setting's schema.
	 *
	 * @param string $section Section id.
	 * @param string $key     Setting key.
	 * @param mixed  $value   Candidate value.
	 * @return true|\WP_Error True, or an error whose message names the setting.
	 */
	public function validate( string $section, string $key, $value ) {
		$property = $this->property( $section, $key );
		if ( null === $property ) {
			return new \WP_Error(
				'shopwright_unknown_setting',
				/* translators: %s: a setting's key as sent, like "search.min_chars". */
				sprintf( __( '%s is not a setting.', 'shopwright' ), $section . '.' . $key )
			);
		}
		// The REST API's own check is loose ("1", 1 and "false" pass as booleans, "5" as a number);
		// settings are sent as JSON by the app, so anything but the real type is a mistake.
		if ( 'boolean' === $property['type'] && ! is_bool( $value ) ) {
			return new \WP_Error(
				'shopwright_invalid_type',
				/* translators: %s: the setting's title. */
				sprintf( __( '%s must be on or off (true or false).', 'shopwright' ), $property['title'] )
			);
		}
		if ( in_array( $property['type'], array( 'integer', 'number' ), true ) && ! is_int( $value ) && ! is_float( $value ) ) {
			return new \WP_Error(
				'shopwright_invalid_type',
				/* translators: %s: the setting's title. */
				sprintf( __( '%s must be a number.', 'shopwright' ), $property['title'] )
			);
		}
		if ( self::FORMAT_IP_RANGES === ( $property['format'] ?? null ) && is_string( $value ) && null === ClientAddress::parse_ranges( $value ) ) {
			return new \WP_Error(
				'shopwright_invalid_ip_ranges',
				sprintf(
					/* translators: 1: the setting's title, 2: how many entries at most. */
					__( '%1$s must list IP addresses or ranges such as 10.0.0.0/8, separated by commas (at most %2$d).', 'shopwright' ),
					$property['title'],
					ClientAddress::MAX_RANGES
				)
			);
		}
		return rest_validate_value_from_schema( $value, $property, $property['title'] );
	}

	/**
	 * Casts a value that passed validate() to its schema type.
	 *
	 * @param string $section Section id.
	 * @param string $key     Setting key.
	 * @param mixed  $value   A valid value.
	 * @return mixed
	 */
	public function sanitize( string $section, string $key, $value ) {
		$property = $this->property( $section, $key );
		return null === $property ? null : rest_sanitize_value_from_schema( $value, $property, $key );
	}

	/**
	 * The settings every site has, whatever its modules.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function general_properties(): array {
		return array_merge(
			array(
				'load_strategy'            => array(
					'type'        => 'string',
					'title'       => __( 'Load interactive features', 'shopwright' ),
					'description' => __( 'Pages are usable from their server-rendered HTML. Interactive code loads when the shopper reaches for it, or as soon as the browser is idle.', 'shopwright' ),
					'enum'        => array( 'intent', 'idle' ),
					'enumLabels'  => array(
						'intent' => __( 'When the shopper shows intent (hover, focus, touch)', 'shopwright' ),
						'idle'   => __( 'As soon as the browser is idle', 'shopwright' ),
					),
					'default'     => 'intent',
				),
				'delete_data_on_uninstall' => array(
					'type'        => 'boolean',
					'title'       => __( 'Delete all data on uninstall', 'shopwright' ),
					'description' => __( 'When Shopwright is deleted, also remove its settings, tables and cached data. Leave off to keep them for a reinstall.', 'shopwright' ),
					'default'     => false,
				),
			),
			// The proxies in front of the site: every per-visitor limit of the plugin reads them.
			ClientIdentity::settings_schema()
		);
	}
}
