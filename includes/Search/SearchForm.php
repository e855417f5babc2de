<?php
/**
 * The product search block outside the block editor.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The [shopwright_product_search] shortcode and, when the owner asks for it, the block in place
 * of WooCommerce's product search form (get_product_search_form(), which its product search
 * widget prints too). Both render the block through render_block(), so its view script and
 * style are enqueued as they are for the block.
 */
final class SearchForm {

	public const SHORTCODE = 'shopwright_product_search';
	public const BLOCK     = 'shopwright/product-search';

	/**
	 * Longest text attribute kept, in characters.
	 */
	private const MAX_TEXT = 200;

	/**
	 * Keeps the settings.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * Adds the shortcode and the form filter (which reads the setting each time).
	 */
	public function register(): void {
		add_shortcode( self::SHORTCODE, array( $this, 'shortcode' ) );
		add_filter( 'get_product_search_form', array( $this, 'replace_form' ) );
	}

	/**
	 * The shortcode's markup.
	 *
	 * Attributes are the block's (block.json), in any case, with or without _ and - between
	 * words: [shopwright_product_search layout="icon" mobile_overlay="yes" placeholder="Find…"].
	 * Unknown attributes, and values that do not fit an attribute, are ignored.
	 *
	 * @param array<int|string, mixed>|string $atts Shortcode attributes ('' when none).
	 */
	public function shortcode( $atts ): string {
		return $this->render( $this->attributes( is_array( $atts ) ? $atts : array() ) );
	}

	/**
	 * The block in place of WooCommerce's product search form, when the owner turned it on.
	 *
	 * @param mixed $form The form's markup.
	 * @return mixed
	 */
	public function replace_form( $form ) {
		if ( true !== $this->settings->get( 'search', 'replace_theme_form' ) ) {
			return $form;
		}
		$block = $this->render( array() );
		return '' === $block ? $form : $block;
	}

	/**
	 * The block's attributes from shortcode attributes, checked against the block's schema.
	 *
	 * @param array<int|string, mixed> $atts Shortcode attributes.
	 * @return array<string, mixed>
	 */
	public function attributes( array $atts ): array {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( self::BLOCK );
		if ( null === $type || ! is_array( $type->attributes ) ) {
			return array();
		}
		$names = array();
		foreach ( array_keys( $type->attributes ) as $name ) {
			$names[ self::key( (string) $name ) ] = (string) $name;
		}
		$out = array();
		foreach ( $atts as $key => $value ) {
			$name = is_string( $key ) ? ( $names[ self::key( $key ) ] ?? null ) : null;
			if ( null === $name || ! is_scalar( $value ) ) {
				continue;
			}
			$checked = self::value( (string) $value, (array) $type->attributes[ $name ] );
			if ( null !== $checked ) {
				$out[ $name ] = $checked;
			}
		}
		return $out;
	}

	/**
	 * One attribute's value from the shortcode's text, or null when it does not fit the schema.
	 *
	 * @param string               $value  Text as written.
	 * @param array<string, mixed> $schema The attribute's schema in block.json.
	 * @return bool|int|float|string|null
	 */
	private static function value( string $value, array $schema ) {
		$value = trim( $value );
		if ( isset( $schema['enum'] ) && is_array( $schema['enum'] ) ) {
			return in_array( $value, $schema['enum'], true ) ? $value : null;
		}
		switch ( $schema['type'] ?? '' ) {
			case 'boolean':
				$map = array(
					'1'     => true,
					'true'  => true,
					'yes'   => true,
					'on'    => true,
					'0'     => false,
					'false' => false,
					'no'    => false,
					'off'   => false,
				);
				return $map[ strtolower( $value ) ] ?? null;
			case 'number':
			case 'integer':
				if ( ! is_numeric( $value ) || abs( (float) $value ) > 100000 ) {
					return null;
				}
				return 'integer' === $schema['type'] || (float) (int) $value === (float) $value ? (int) $value : (float) $value;
			case 'string':
				return mb_substr( sanitize_text_field( $value ), 0, self::MAX_TEXT );
			default:
				return null;
		}
	}

	/**
	 * An attribute name as compared: lower case, without _ or - ("mobile_overlay" = "mobileOverlay").
	 *
	 * @param string $name Attribute name.
	 */
	private static function key( string $name ): string {
		return strtolower( str_replace( array( '_', '-' ), '', $name ) );
	}

	/**
	 * The block's markup, or '' when the block is not registered (not built).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	private function render( array $attributes ): string {
		if ( ! \WP_Block_Type_Registry::get_instance()->is_registered( self::BLOCK ) ) {
			return '';
		}
		return render_block(
			array(
				'blockName'    => self::BLOCK,
				'attrs'        => $attributes,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
