<?php
/**
 * The ids parameter of the details and prices routes.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress checks a list argument item by item before it looks at its length, and before the
 * route's rate limit runs: a list of a few hundred thousand ids cost over a second of work per
 * request. The length is checked here first, on the raw value, so an oversized list is refused
 * before any item is read.
 */
final class IdList {

	/**
	 * The argument's definition.
	 *
	 * @param string $description What the ids are.
	 * @param int    $max         Most ids accepted.
	 * @param bool   $items       Whether WordPress should then check each id (false where the
	 *                            route checks them itself).
	 * @return array<string, mixed>
	 */
	public static function argument( string $description, int $max, bool $items ): array {
		return array(
			'description'       => $description,
			'type'              => 'array',
			'items'             => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'minItems'          => 1,
			'maxItems'          => $max,
			'validate_callback' => static function ( $value, $request, $param ) use ( $max, $items ) {
				$count = self::count( $value );
				if ( $count > $max ) {
					return new \WP_Error(
						'shopwright_too_many_ids',
						/* translators: %d: most ids accepted. */
						sprintf( __( 'At most %d ids may be asked for at once.', 'shopwright' ), $max ),
						array( 'status' => 400 )
					);
				}
				return $items ? rest_validate_request_arg( $value, $request, $param ) : true;
			},
			'sanitize_callback' => static fn( $value, $request, $param ) => $items ? rest_sanitize_request_arg( $value, $request, $param ) : $value,
		);
	}

	/**
	 * How many entries a raw list has, without reading them: a list, or WordPress's
	 * comma-separated form of one.
	 *
	 * @param mixed $value The parameter as sent.
	 */
	public static function count( $value ): int {
		if ( is_array( $value ) ) {
			return count( $value );
		}
		if ( is_string( $value ) ) {
			return '' === $value ? 0 : substr_count( $value, ',' ) + 1;
		}
		return 1;
	}
}
