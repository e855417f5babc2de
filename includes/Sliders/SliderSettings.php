<?php
/**
 * The product slider's settings, read from block attributes that may come from anywhere.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Sliders;

defined( 'ABSPATH' ) || exit;

/**
 * Block attributes are whatever a post's markup says, so every value is checked here, once,
 * before render.php prints it or the slider script reads it back.
 */
final class SliderSettings {

	/**
	 * Where a slider's products come from.
	 */
	public const SOURCES = array( 'category', 'tag', 'on_sale', 'featured', 'best_selling', 'newest', 'top_rated', 'handpicked' );

	/**
	 * The defaults the block starts with (block.json carries the same values for the editor).
	 */
	public const DEFAULTS = array(
		'arrows'               => true,
		'dots'                 => true,
		'autoplay'             => false,
		'autoplaySpeed'        => 3000,
		'animationSpeed'       => 300,
		'pauseOnHover'         => true,
		'rtl'                  => false,
		'productItems'         => 4,
		'scrollColumns'        => 4,
		'tabletWidth'          => 800,
		'tabletDisplayColumns' => 2,
		'tabletScrollColumns'  => 2,
		'mobileWidth'          => 480,
		'mobileDisplayColumns' => 1,
		'mobileScrollColumns'  => 1,
	);

	/**
	 * Lowest and highest value of each number: a page must stay usable whatever a post says.
	 */
	public const BOUNDS = array(
		'autoplaySpeed'        => array( 1000, 20000 ),
		'animationSpeed'       => array( 0, 3000 ),
		'productItems'         => array( 1, 8 ),
		'scrollColumns'        => array( 1, 8 ),
		'tabletWidth'          => array( 320, 2560 ),
		'tabletDisplayColumns' => array( 1, 8 ),
		'tabletScrollColumns'  => array( 1, 8 ),
		'mobileWidth'          => array( 240, 2560 ),
		'mobileDisplayColumns' => array( 1, 8 ),
		'mobileScrollColumns'  => array( 1, 8 ),
		'limit'                => array( 1, 24 ),
	);

	/**
	 * How many products a slider shows unless told otherwise.
	 */
	public const DEFAULT_LIMIT = 8;

	/**
	 * The slider behaviour the script needs, every value of the right type and within bounds.
	 *
	 * @param array<mixed> $attributes Block attributes.
	 * @return array<string, bool|int>
	 */
	public static function slider( array $attributes ): array {
		$settings = array();
		foreach ( self::DEFAULTS as $name => $default ) {
			$value = $attributes[ $name ] ?? $default;
			if ( is_bool( $default ) ) {
				$settings[ $name ] = is_bool( $value ) ? $value : $default;
				continue;
			}
			$settings[ $name ] = self::integer( $value, $default, self::BOUNDS[ $name ] );
		}
		return $settings;
	}

	/**
	 * Which products to show: the source, its terms or products, and how many.
	 *
	 * @param array<mixed> $attributes Block attributes.
	 * @return array{source: string, categories: list<int>, tags: list<int>, products: list<int>, limit: int}
	 */
	public static function query( array $attributes ): array {
		$source = $attributes['source'] ?? 'newest';
		return array(
			'source'     => is_string( $source ) && in_array( $source, self::SOURCES, true ) ? $source : 'newest',
			'categories' => self::ids( $attributes['categories'] ?? array() ),
			'tags'       => self::ids( $attributes['tags'] ?? array() ),
			'products'   => self::ids( $attributes['products'] ?? array() ),
			'limit'      => self::integer( $attributes['limit'] ?? self::DEFAULT_LIMIT, self::DEFAULT_LIMIT, self::BOUNDS['limit'] ),
		);
	}

	/**
	 * A whole number within bounds; anything else gives the default.
	 *
	 * @param mixed           $value   The attribute.
	 * @param int             $fallback The default.
	 * @param array{int, int} $bounds  Lowest and highest.
	 */
	private static function integer( $value, int $fallback, array $bounds ): int {
		if ( is_string( $value ) && 1 === preg_match( '/^\d{1,6}$/', $value ) ) {
			$value = (int) $value;
		}
		if ( ! is_int( $value ) ) {
			return $fallback;
		}
		return max( $bounds[0], min( $bounds[1], $value ) );
	}

	/**
	 * Positive ids, each once, at most as many as a slider can show of hand-picked products.
	 *
	 * @param mixed $value The attribute.
	 * @return list<int>
	 */
	private static function ids( $value ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		$ids = array();
		foreach ( $value as $id ) {
			if ( is_int( $id ) || ( is_string( $id ) && 1 === preg_match( '/^\d{1,20}$/', $id ) ) ) {
				$id = (int) $id;
				if ( $id > 0 && ! in_array( $id, $ids, true ) ) {
					$ids[] = $id;
				}
			}
			if ( count( $ids ) >= 100 ) {
				break;
			}
		}
		return $ids;
	}
}
