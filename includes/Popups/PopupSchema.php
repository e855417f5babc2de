<?php
/**
 * The JSON schema of a popup's settings and location, written once.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

defined( 'ABSPATH' ) || exit;

/**
 * PopupSettings and PopupLocation of src/types/popups.ts as JSON schema (draft 4, as the REST API
 * speaks it): the post meta is registered with it, the REST API validates what the editor saves
 * against it, and what is printed for the runtime goes through it again. Its choices, number
 * bounds and defaults come from popup-settings.json, which the editor and the runtime share.
 */
final class PopupSchema {

	/**
	 * The file that holds the choices, the bounds of the numbers and the defaults: the editor and
	 * the runtime are built from it too.
	 */
	public const SETTINGS_FILE = __DIR__ . '/popup-settings.json';

	/**
	 * The file's content, read once per request.
	 *
	 * @var array{choices: array<string, list<string>>, limits: array<string, array{min: int|float, max: int|float}>, defaults: array<string, array<string, mixed>>}|null
	 */
	private static ?array $file = null;

	/**
	 * A "YYYY-MM-DDTHH:MM" wall time, or nothing.
	 */
	private const WALL_TIME = '^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$';

	/**
	 * Class names separated by spaces: what sanitize_html_class() keeps, so nothing is lost.
	 */
	private const CLASS_NAMES = '^[A-Za-z0-9_ -]*$';

	/**
	 * The largest id the editor reads exactly (JavaScript's Number.MAX_SAFE_INTEGER).
	 */
	private const MAX_ID = 9007199254740991;

	/**
	 * A role's slug, as add_role() callers write them.
	 */
	private const ROLE = '^[A-Za-z0-9_-]+$';

	/**
	 * A post type or taxonomy name, as register_post_type() and register_taxonomy() accept them.
	 */
	private const OBJECT_NAME = '^[a-z0-9_-]+$';

	/**
	 * The schema of PopupSettings.
	 *
	 * @return array<string, mixed>
	 */
	public function settings(): array {
		$properties = array(
			'open_selector'                     => $this->text( 500 ),
			'timing'                            => array(
				'type'                 => 'object',
				'properties'           => $this->timing(),
				'additionalProperties' => false,
			),
			'triggers'                          => array(
				'type'                 => 'object',
				'properties'           => $this->triggers(),
				'additionalProperties' => false,
			),
			'classes'                           => $this->text( 200 ) + array( 'pattern' => self::CLASS_NAMES ),
			'prevent_scroll'                    => array( 'type' => 'boolean' ),
			'close_button_delay'                => $this->bounded( 'closeDelay' ),
			'close_button_position'             => $this->choice( array( 'inside', 'outside' ) ),
			'close_automatically'               => $this->bounded( 'closeDelay' ),
			'prevent_close_on_background_click' => array( 'type' => 'boolean' ),
			'prevent_close_on_esc_key'          => array( 'type' => 'boolean' ),
			'entrance_animation'                => $this->record(
				array_fill_keys( $this->choices_of( 'devices' ), $this->choice( $this->choices_of( 'animations' ) ) )
			),
			'entrance_animation_duration'       => $this->bounded( 'animationDuration' ),
			'exit_animation'                    => $this->choice( $this->choices_of( 'animations' ) ),
			'avoid_multiple_popups'             => array( 'type' => 'boolean' ),
			'a11y_navigation'                   => array( 'type' => 'boolean' ),
		);
		return array(
			'type'                 => 'object',
			'title'                => 'shopwright-popup-settings',
			'properties'           => $properties,
			'required'             => array_keys( $properties ),
			'additionalProperties' => false,
		);
	}

	/**
	 * The schema of PopupLocation.
	 *
	 * @return array<string, mixed>
	 */
	public function location(): array {
		$rules = array(
			'type'     => 'array',
			'maxItems' => 50,
			'items'    => array(
				'type'                 => 'object',
				'oneOf'                => $this->location_rules(),
				// Each kind of rule is closed; false here would make WordPress strip and refuse
				// every field once a kind matched, since this wrapper lists no properties itself.
				'additionalProperties' => true,
			),
		);
		return array(
			'type'                 => 'object',
			'title'                => 'shopwright-popup-location',
			'properties'           => array(
				'include' => $rules,
				'exclude' => $rules,
			),
			'required'             => array( 'include', 'exclude' ),
			'additionalProperties' => false,
		);
	}

	/**
	 * What a new popup starts with: no display condition and no trigger, so publishing one
	 * shows nothing until its owner chose when.
	 *
	 * @return array<string, mixed>
	 */
	public function default_settings(): array {
		return self::file()['defaults']['settings'];
	}

	/**
	 * Where a new popup shows.
	 *
	 * @return array{include: list<array<string, mixed>>, exclude: list<array<string, mixed>>}
	 */
	public function default_location(): array {
		$location = self::file()['defaults']['location'];
		return array(
			'include' => array_values( (array) $location['include'] ),
			'exclude' => array_values( (array) $location['exclude'] ),
		);
	}

	/**
	 * Complete, valid settings from whatever is stored: each setting that is missing or invalid
	 * takes its default, and each display condition or trigger that is invalid is left out.
	 *
	 * @param mixed $stored The meta as stored.
	 * @return array<string, mixed>
	 */
	public function resolve_settings( $stored ): array {
		$settings = $this->default_settings();
		if ( ! is_array( $stored ) ) {
			return $settings;
		}
		foreach ( $this->settings()['properties'] as $key => $schema ) {
			if ( ! array_key_exists( $key, $stored ) ) {
				continue;
			}
			if ( 'timing' === $key || 'triggers' === $key ) {
				$settings[ $key ] = $this->valid_entries( $stored[ $key ], $schema['properties'] );
			} elseif ( true === rest_validate_value_from_schema( $stored[ $key ], $schema, $key ) ) {
				$settings[ $key ] = rest_sanitize_value_from_schema( $stored[ $key ], $schema, $key );
			}
		}
		return $settings;
	}

	/**
	 * A valid location from whatever is stored: invalid rules are left out, and a location that
	 * is not one at all shows nowhere, since where it was meant to show cannot be known.
	 *
	 * @param mixed $stored The meta as stored.
	 * @return array{include: list<array<string, mixed>>, exclude: list<array<string, mixed>>}
	 */
	public function resolve_location( $stored ): array {
		$location = array(
			'include' => array(),
			'exclude' => array(),
		);
		$schema   = $this->location()['properties']['include']['items'];
		foreach ( array_keys( $location ) as $list ) {
			if ( ! is_array( $stored ) || ! isset( $stored[ $list ] ) || ! is_array( $stored[ $list ] ) ) {
				continue;
			}
			foreach ( $stored[ $list ] as $rule ) {
				if ( true === rest_validate_value_from_schema( $rule, $schema, $list ) ) {
					$location[ $list ][] = (array) rest_sanitize_value_from_schema( $rule, $schema, $list );
				}
			}
		}
		return $location;
	}

	/**
	 * A value shaped for JSON as the schema describes it: empty objects stay objects ("{}"),
	 * where json_encode() would turn PHP's empty arrays into lists ("[]").
	 *
	 * @param mixed                $value  A valid value.
	 * @param array<string, mixed> $schema Its schema.
	 * @return mixed
	 */
	public static function json_shape( $value, array $schema ) {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		if ( 'object' === ( $schema['type'] ?? '' ) ) {
			foreach ( $value as $key => $item ) {
				if ( isset( $schema['properties'][ $key ] ) ) {
					$value[ $key ] = self::json_shape( $item, $schema['properties'][ $key ] );
				}
			}
			return array() === $value ? new \stdClass() : $value;
		}
		if ( 'array' === ( $schema['type'] ?? '' ) && isset( $schema['items'] ) ) {
			return array_map( static fn( $item ) => self::json_shape( $item, $schema['items'] ), $value );
		}
		return $value;
	}

	/**
	 * The display conditions: each applies only when its key is present.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function timing(): array {
		return array(
			'page_views' => $this->record( array( 'views' => $this->bounded( 'count', 'integer' ) ) ),
			'sessions'   => $this->record( array( 'sessions' => $this->bounded( 'count', 'integer' ) ) ),
			'url'        => $this->record(
				array(
					'url'    => $this->text( 500 ),
					'action' => $this->choice( array( 'show', 'hide', 'regex' ) ),
				)
			),
			'sources'    => $this->record( array( 'sources' => $this->choices( $this->choices_of( 'sources' ) ) ) ),
			'logged_in'  => $this->record(
				array(
					'users' => $this->choice( array( 'all', 'roles' ) ),
					'roles' => array(
						'type'     => 'array',
						'maxItems' => 100,
						'items'    => $this->text( 100 ) + array( 'pattern' => self::ROLE ),
					),
				)
			),
			'devices'    => $this->record( array( 'devices' => $this->choices( $this->choices_of( 'devices' ) ) ) ),
			'times'      => $this->record(
				array(
					'times_count'  => $this->choice( array( '', 'open', 'close' ) ),
					'times_period' => $this->choice( $this->choices_of( 'periods' ) ),
					'times_times'  => $this->bounded( 'count', 'integer' ),
				)
			),
			'browsers'   => $this->record(
				array(
					'browsers'         => $this->choice( array( 'all', 'selected' ) ),
					'browsers_options' => $this->choices( $this->choices_of( 'browsers' ) ),
				)
			),
			'schedule'   => $this->record(
				array(
					'schedule_timezone'   => $this->choice( array( 'site', 'visitor' ) ),
					'schedule_start_date' => $this->text( 16 ) + array( 'pattern' => self::WALL_TIME ),
					'schedule_end_date'   => $this->text( 16 ) + array( 'pattern' => self::WALL_TIME ),
				),
				// Computed by the server for each page, never trusted from storage.
				array(
					'schedule_server_datetime' => $this->text( 40 ),
					'schedule_start_utc'       => $this->text( 40 ),
					'schedule_end_utc'         => $this->text( 40 ),
				)
			),
		);
	}

	/**
	 * The triggers: each applies only when its key is present.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function triggers(): array {
		return array(
			'page_load'         => $this->record( array( 'delay' => $this->bounded( 'delay' ) ) ),
			'scrolling'         => $this->record(
				array(
					'direction' => $this->choice( array( 'down', 'up' ) ),
					'offset'    => $this->bounded( 'offset' ),
				)
			),
			'scrolling_to'      => $this->record( array( 'selector' => $this->text( 500 ) ) ),
			'click'             => $this->record( array( 'times' => $this->bounded( 'clicks', 'integer' ) ) ),
			'inactivity'        => $this->record( array( 'time' => $this->bounded( 'inactivity' ) ) ),
			'exit_intent'       => $this->record( array() ),
			'adblock_detection' => $this->record( array( 'delay' => $this->bounded( 'delay' ) ) ),
		);
	}

	/**
	 * One schema per kind of location rule, with a title for the REST API's error messages.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function location_rules(): array {
		$ids  = array(
			'type'     => 'array',
			'maxItems' => 500,
			'items'    => $this->integer( 1, self::MAX_ID ),
		);
		$name = static fn( int $max ): array => array(
			'type'      => 'string',
			'minLength' => 1,
			'maxLength' => $max,
			'pattern'   => self::OBJECT_NAME,
		);
		return array(
			array( 'title' => 'entire_site' ) + $this->rule( 'entire_site', array() ),
			array( 'title' => 'front_page' ) + $this->rule( 'front_page', array() ),
			array( 'title' => 'singular' ) + $this->rule(
				'singular',
				array(
					'post_type' => $name( 20 ),
					'ids'       => $ids,
				)
			),
			array( 'title' => 'post_type_archive' ) + $this->rule( 'post_type_archive', array( 'post_type' => $name( 20 ) ) ),
			array( 'title' => 'taxonomy' ) + $this->rule(
				'taxonomy',
				array(
					'taxonomy' => $name( 32 ),
					'terms'    => $ids,
				)
			),
		);
	}

	/**
	 * One kind of location rule.
	 *
	 * @param string                              $kind       The rule's kind.
	 * @param array<string, array<string, mixed>> $properties Its other fields.
	 * @return array<string, mixed>
	 */
	private function rule( string $kind, array $properties ): array {
		return $this->record( array( 'kind' => $this->choice( array( $kind ) ) ) + $properties );
	}

	/**
	 * The entries of an object of optional objects that are valid, sanitized.
	 *
	 * @param mixed                               $value   The stored object.
	 * @param array<string, array<string, mixed>> $schemas Schema of each entry.
	 * @return array<string, mixed>
	 */
	private function valid_entries( $value, array $schemas ): array {
		$valid = array();
		if ( ! is_array( $value ) ) {
			return $valid;
		}
		foreach ( $schemas as $key => $schema ) {
			if ( array_key_exists( $key, $value ) && true === rest_validate_value_from_schema( $value[ $key ], $schema, $key ) ) {
				$valid[ $key ] = rest_sanitize_value_from_schema( $value[ $key ], $schema, $key );
			}
		}
		return $valid;
	}

	/**
	 * An object with exactly these fields, all required, and optionally some optional ones.
	 *
	 * @param array<string, array<string, mixed>> $required Fields that must be present.
	 * @param array<string, array<string, mixed>> $optional Fields that may be present.
	 * @return array<string, mixed>
	 */
	private function record( array $required, array $optional = array() ): array {
		$schema = array(
			'type'                 => 'object',
			'properties'           => $required + $optional,
			'additionalProperties' => false,
		);
		if ( array() !== $required ) {
			$schema['required'] = array_keys( $required );
		}
		return $schema;
	}

	/**
	 * The shared file, decoded. It ships with the plugin; if it is unreadable the plugin is
	 * broken, and saying so beats inventing values.
	 *
	 * @return array{choices: array<string, list<string>>, limits: array<string, array{min: int|float, max: int|float}>, defaults: array<string, array<string, mixed>>}
	 * @throws \RuntimeException When the file is missing or malformed.
	 */
	private static function file(): array {
		if ( null === self::$file ) {
			$text = is_readable( self::SETTINGS_FILE ) ? file_get_contents( self::SETTINGS_FILE ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the plugin.
			$data = is_string( $text ) ? json_decode( $text, true ) : null;
			if ( ! is_array( $data ) || ! is_array( $data['choices'] ?? null ) || ! is_array( $data['limits'] ?? null ) || ! is_array( $data['defaults'] ?? null ) ) {
				throw new \RuntimeException( 'Shopwright: includes/Popups/popup-settings.json is missing or malformed; reinstall the plugin.' );
			}
			/**
			 * Its shape, as the file has it.
			 *
			 * @var array{choices: array<string, list<string>>, limits: array<string, array{min: int|float, max: int|float}>, defaults: array<string, array<string, mixed>>} $data
			 */
			self::$file = $data;
		}
		return self::$file;
	}

	/**
	 * One list of choices of the shared file.
	 *
	 * @param string $name devices, animations, browsers, sources or periods.
	 * @return list<string>
	 */
	public function choices_of( string $name ): array {
		return self::file()['choices'][ $name ];
	}

	/**
	 * A number within one pair of bounds of the shared file.
	 *
	 * @param string $name The bounds' name (delay, inactivity, offset, count, clicks, closeDelay …).
	 * @param string $type number or integer.
	 * @return array<string, mixed>
	 */
	private function bounded( string $name, string $type = 'number' ): array {
		$limits = self::file()['limits'][ $name ];
		return array(
			'type'    => $type,
			'minimum' => $limits['min'],
			'maximum' => $limits['max'],
		);
	}

	/**
	 * A string of at most this many characters.
	 *
	 * @param int $max_length Maximum length.
	 * @return array<string, mixed>
	 */
	private function text( int $max_length ): array {
		return array(
			'type'      => 'string',
			'maxLength' => $max_length,
		);
	}

	/**
	 * A count within bounds.
	 *
	 * @param int $minimum Smallest value.
	 * @param int $maximum Largest value.
	 * @return array<string, mixed>
	 */
	private function integer( int $minimum, int $maximum ): array {
		return array(
			'type'    => 'integer',
			'minimum' => $minimum,
			'maximum' => $maximum,
		);
	}

	/**
	 * One of these strings.
	 *
	 * @param string[] $values The choices.
	 * @return array<string, mixed>
	 */
	private function choice( array $values ): array {
		return array(
			'type' => 'string',
			'enum' => $values,
		);
	}

	/**
	 * Any of these strings, each once.
	 *
	 * @param string[] $values The choices.
	 * @return array<string, mixed>
	 */
	private function choices( array $values ): array {
		return array(
			'type'        => 'array',
			'items'       => $this->choice( $values ),
			'maxItems'    => count( $values ),
			'uniqueItems' => true,
		);
	}
}
