<?php
/**
 * What a portfolio block shows: its posts, its category filters, and which of them is active.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Widgets;

use Shopwright\Shared\CatalogueVisibility;

defined( 'ABSPATH' ) || exit;

/**
 * A portfolio is a grid of the newest posts of one post type with a filter per category. Every
 * filter is a plain link (`?portfolio-filter=<slug>`) that the server answers with the grid
 * filtered, so it works without script. The page holds, once each, the newest posts of every
 * filter offered (each list is bounded by the block's item count and there are at most
 * MAX_FILTERS filters), so the script can switch filters in place and show exactly what the link
 * would have shown: the first `items` posts of that category, in date order.
 */
final class Portfolio {

	public const BLOCK = 'shopwright/portfolio';

	/**
	 * Query parameter of the active filter; hyphenated, so it is never one of WordPress's own
	 * query variables (a post type named "portfolio" may well have one).
	 */
	public const PARAM = 'portfolio-filter';

	public const MAX_ITEMS   = 24;
	public const MAX_COLUMNS = 6;
	public const MAX_FILTERS = 12;

	/**
	 * The block's attributes, each checked and bounded.
	 *
	 * @param array<string, mixed> $attributes As stored in the post.
	 * @return array{post_type: string, taxonomy: string|null, categories: list<int>, items: int, columns: int, show_excerpt: bool, show_image: bool}
	 */
	public static function settings( array $attributes ): array {
		$post_type  = self::post_type( $attributes['postType'] ?? null );
		$categories = array();
		if ( is_array( $attributes['categories'] ?? null ) ) {
			foreach ( $attributes['categories'] as $id ) {
				if ( is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) ) ) {
					$categories[ (int) $id ] = true;
				}
			}
		}
		return array(
			'post_type'    => $post_type,
			'taxonomy'     => self::taxonomy( $post_type ),
			'categories'   => array_slice( array_keys( array_filter( $categories, static fn( $v, $id ) => $id > 0, ARRAY_FILTER_USE_BOTH ) ), 0, self::MAX_FILTERS ),
			'items'        => self::bounded( $attributes['items'] ?? null, 9, self::MAX_ITEMS ),
			'columns'      => self::bounded( $attributes['columns'] ?? null, 3, self::MAX_COLUMNS ),
			'show_excerpt' => false !== ( $attributes['showExcerpt'] ?? true ),
			'show_image'   => false !== ( $attributes['showImage'] ?? true ),
		);
	}

	/**
	 * The post type asked for when visitors may see its posts; posts otherwise.
	 *
	 * @param mixed $post_type The attribute.
	 */
	public static function post_type( $post_type ): string {
		if ( ! is_string( $post_type ) || 'attachment' === $post_type || ! post_type_exists( $post_type ) ) {
			return 'post';
		}
		$object = get_post_type_object( $post_type );
		return null !== $object && $object->public && is_post_type_viewable( $object ) ? $post_type : 'post';
	}

	/**
	 * The taxonomy whose terms are the filters: categories where the post type has them, else its
	 * first public hierarchical taxonomy (a project type's project categories, WooCommerce's product
	 * categories), else none.
	 *
	 * @param string $post_type A post type.
	 */
	public static function taxonomy( string $post_type ): ?string {
		$taxonomies = get_object_taxonomies( $post_type, 'objects' );
		if ( isset( $taxonomies['category'] ) ) {
			return 'category';
		}
		foreach ( $taxonomies as $taxonomy ) {
			if ( $taxonomy->public && $taxonomy->hierarchical && $taxonomy->show_ui ) {
				return $taxonomy->name;
			}
		}
		return null;
	}

	/**
	 * The filters offered: the terms the editor chose, in their order, or else the taxonomy's
	 * terms that have posts, by name (the default category, "Uncategorized", left out).
	 *
	 * @param array{post_type: string, taxonomy: string|null, categories: list<int>} $settings From settings().
	 * @return list<\WP_Term>
	 */
	public static function terms( array $settings ): array {
		if ( null === $settings['taxonomy'] ) {
			return array();
		}
		$args = array(
			'taxonomy'   => $settings['taxonomy'],
			'hide_empty' => false,
			'number'     => self::MAX_FILTERS,
		);
		if ( array() !== $settings['categories'] ) {
			$args['include'] = $settings['categories'];
			$args['orderby'] = 'include';
		} else {
			$args['hide_empty'] = true;
			$args['orderby']    = 'name';
			if ( 'category' === $settings['taxonomy'] ) {
				$args['exclude'] = array( (int) get_option( 'default_category' ) );
			}
		}
		$terms = get_terms( $args );
		$terms = is_array( $terms ) ? array_values( $terms ) : array();
		if ( array() === $terms && array() !== $settings['categories'] ) {
			// The categories chosen were all deleted since: offer what there is instead.
			$settings['categories'] = array();
			return self::terms( $settings );
		}
		return $terms;
	}

	/**
	 * The active filter from the address: a slug of an offered term, or '' for all.
	 *
	 * @param \WP_Term[] $terms The filters offered.
	 * @param mixed      $value The parameter's value (null when absent).
	 */
	public static function active( array $terms, $value ): string {
		if ( ! is_string( $value ) || '' === $value ) {
			return '';
		}
		$slug = sanitize_title( $value );
		foreach ( $terms as $term ) {
			if ( $term->slug === $slug ) {
				return $slug;
			}
		}
		return '';
	}

	/**
	 * The posts on the page: the newest `items` of "all" and of every filter, once each, newest
	 * first; with, for each, the slugs of the filters it belongs to.
	 *
	 * @param array{post_type: string, taxonomy: string|null, categories: list<int>, items: int} $settings From settings().
	 * @param \WP_Term[]                                                                         $terms    The filters offered.
	 * @return list<array{post: \WP_Post, filters: list<string>}>
	 */
	public static function posts( array $settings, array $terms ): array {
		$base     = array(
			'post_type'              => $settings['post_type'],
			'post_status'            => 'publish',
			'has_password'           => false,
			'posts_per_page'         => $settings['items'],
			'ignore_sticky_posts'    => true,
			'no_found_rows'          => true,
			'orderby'                => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'fields'                 => 'ids',
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
		);
		$ids      = array();
		$visible  = self::visibility_clauses( $settings['post_type'] );
		$all      = $base;
		$term_ids = array_map( static fn( \WP_Term $term ): int => $term->term_id, $terms );
		if ( array() !== $visible ) {
			$all['tax_query'] = $visible; // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- Catalogue visibility is a taxonomy in WooCommerce; its shop pages ask the same.
		}
		if ( null !== $settings['taxonomy'] && array() !== array_intersect( $term_ids, $settings['categories'] ) ) {
			// Chosen categories: "all" means all of them, not every post of the type.
			$all['tax_query'] = array_merge( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- Bounded by items, as any category archive.
				$visible,
				array(
					array(
						'taxonomy' => $settings['taxonomy'],
						'terms'    => $term_ids,
					),
				)
			);
		}
		$lists = array( $all );
		foreach ( $terms as $term ) {
			$lists[] = $base + array(
				'tax_query' => array_merge( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- Bounded by items, as any category archive.
					$visible,
					array(
						array(
							'taxonomy'         => (string) $settings['taxonomy'],
							'terms'            => array( $term->term_id ),
							'include_children' => false,
						),
					)
				),
			);
		}
		foreach ( $lists as $args ) {
			foreach ( ( new \WP_Query( $args ) )->posts as $id ) {
				$ids[ (int) ( $id instanceof \WP_Post ? $id->ID : $id ) ] = true;
			}
		}
		if ( array() === $ids ) {
			return array();
		}
		$query = new \WP_Query(
			array(
				'post_type'           => $settings['post_type'],
				'post_status'         => 'publish',
				'has_password'        => false,
				'post__in'            => array_keys( $ids ),
				'posts_per_page'      => count( $ids ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- At most MAX_ITEMS × (MAX_FILTERS + 1), found above.
				'ignore_sticky_posts' => true,
				'no_found_rows'       => true,
				'orderby'             => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
			)
		);
		$slugs = array();
		foreach ( $terms as $term ) {
			$slugs[ $term->term_id ] = $term->slug;
		}
		$posts = array();
		foreach ( $query->posts as $post ) {
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			$filters = array();
			$own     = null === $settings['taxonomy'] ? array() : get_the_terms( $post, $settings['taxonomy'] );
			foreach ( is_array( $own ) ? $own : array() as $term ) {
				if ( isset( $slugs[ $term->term_id ] ) ) {
					$filters[] = $slugs[ $term->term_id ];
				}
			}
			$posts[] = array(
				'post'    => $post,
				'filters' => $filters,
			);
		}
		return $posts;
	}

	/**
	 * For products, the shop's own visibility rules as tax_query clauses (the same every product
	 * list of the plugin applies, see CatalogueVisibility::clause()): nothing hidden from the
	 * catalogue, nothing out of stock while the shop hides such products. None for other types.
	 *
	 * @param string $post_type The post type listed.
	 * @return array<int|string, mixed>
	 */
	private static function visibility_clauses( string $post_type ): array {
		if ( 'product' !== $post_type || ! function_exists( 'wc_get_product_visibility_term_ids' ) ) {
			return array();
		}
		return array(
			'relation' => 'AND',
			CatalogueVisibility::clause(),
		);
	}

	/**
	 * Which posts a filter shows: the first `limit` of those it takes, in the page's order.
	 *
	 * @param list<array{filters: list<string>}> $posts  From posts().
	 * @param string                             $filter A slug, or '' for all.
	 * @param int                                $limit  The block's item count.
	 * @return list<bool> Shown or not, per post.
	 */
	public static function shown( array $posts, string $filter, int $limit ): array {
		$shown = array();
		$count = 0;
		foreach ( $posts as $post ) {
			$takes   = '' === $filter || in_array( $filter, $post['filters'], true );
			$shown[] = $takes && $count < $limit;
			$count  += $takes ? 1 : 0;
		}
		return $shown;
	}

	/**
	 * An integer attribute within 1..max, or the default.
	 *
	 * @param mixed $value   The attribute.
	 * @param int   $fallback The default.
	 * @param int   $max     The largest allowed.
	 */
	private static function bounded( $value, int $fallback, int $max ): int {
		if ( ! is_int( $value ) && ! ( is_string( $value ) && ctype_digit( $value ) ) ) {
			return $fallback;
		}
		return max( 1, min( $max, (int) $value ) );
	}
}
