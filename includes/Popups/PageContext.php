<?php
/**
 * What a location rule needs to know about the page being served.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

defined( 'ABSPATH' ) || exit;

/**
 * The few facts about the current page that location rules read, so that rules can be checked
 * without a request and the request is read in one place.
 */
final class PageContext {

	/**
	 * The facts.
	 *
	 * @param bool   $front_page        Whether this is the site's front page.
	 * @param string $post_type         The post type of the single post shown, or ''.
	 * @param int    $post_id           The id of the single post shown, or 0.
	 * @param string $archive_post_type The post type whose archive this is, or ''.
	 * @param string $taxonomy          The taxonomy of the term archive shown, or ''.
	 * @param int    $term_id           The term of that archive, or 0.
	 */
	public function __construct(
		public readonly bool $front_page = false,
		public readonly string $post_type = '',
		public readonly int $post_id = 0,
		public readonly string $archive_post_type = '',
		public readonly string $taxonomy = '',
		public readonly int $term_id = 0
	) {}

	/**
	 * The facts of the page a query serves.
	 *
	 * @param \WP_Query $query Usually the main query.
	 */
	public static function from_query( \WP_Query $query ): self {
		$object    = $query->get_queried_object();
		$post_type = '';
		$post_id   = 0;
		$archive   = '';
		$taxonomy  = '';
		$term_id   = 0;
		if ( $query->is_singular() && $object instanceof \WP_Post ) {
			$post_type = $object->post_type;
			$post_id   = $object->ID;
		}
		if ( $query->is_post_type_archive() ) {
			$archive = $object instanceof \WP_Post_Type ? $object->name : self::first_post_type( $query->get( 'post_type' ) );
		} elseif ( $query->is_home() ) {
			// The blog page is where posts have their archive.
			$archive = 'post';
		}
		if ( ( $query->is_category() || $query->is_tag() || $query->is_tax() ) && $object instanceof \WP_Term ) {
			$taxonomy = $object->taxonomy;
			$term_id  = $object->term_id;
		}
		return new self( $query->is_front_page(), $post_type, $post_id, $archive, $taxonomy, $term_id );
	}

	/**
	 * The first post type a query asks for.
	 *
	 * @param mixed $post_type The post_type query variable.
	 */
	private static function first_post_type( $post_type ): string {
		if ( is_array( $post_type ) ) {
			$post_type = reset( $post_type );
		}
		return is_string( $post_type ) ? $post_type : '';
	}
}
