<?php
/**
 * The products a slider shows.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Sliders;

use Shopwright\Shared\CatalogueVisibility;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the ids of the products a slider shows, the way the shop's own catalogue would: only
 * published products without a password, never those hidden from the catalogue, and not those
 * out of stock when the owner hides them from the shop.
 */
final class ProductQuery {

	/**
	 * Product ids in the order the slider shows them.
	 *
	 * @param array{source: string, categories: list<int>, tags: list<int>, products: list<int>, limit: int} $query From SliderSettings::query().
	 * @return list<int>
	 */
	public static function ids( array $query ): array {
		$args = self::args( $query );
		if ( null === $args ) {
			return array();
		}
		$posts = ( new \WP_Query( $args ) )->posts;
		return array_values( array_map( static fn( $post ): int => $post instanceof \WP_Post ? $post->ID : (int) $post, $posts ) );
	}

	/**
	 * The WP_Query arguments for a source, or null when it can show nothing (no terms chosen).
	 *
	 * @param array{source: string, categories: list<int>, tags: list<int>, products: list<int>, limit: int} $query From SliderSettings::query().
	 * @return array<string, mixed>|null
	 */
	public static function args( array $query ): ?array {
		$visibility = wc_get_product_visibility_term_ids();
		$args       = array(
			'post_type'           => 'product',
			'post_status'         => 'publish',
			'has_password'        => false,
			'fields'              => 'ids',
			'posts_per_page'      => $query['limit'],
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
			'orderby'             => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- Catalogue visibility is a taxonomy in WooCommerce; its shop pages ask the same.
			'tax_query'           => array(
				'relation' => 'AND',
				CatalogueVisibility::clause(),
			),
		);

		switch ( $query['source'] ) {
			case 'category':
			case 'tag':
				$terms = 'category' === $query['source'] ? $query['categories'] : $query['tags'];
				if ( array() === $terms ) {
					return null;
				}
				$args['tax_query'][] = array(
					'taxonomy' => 'category' === $query['source'] ? 'product_cat' : 'product_tag',
					'field'    => 'term_id',
					'terms'    => $terms,
				);
				break;
			case 'on_sale':
				$on_sale = array_values( array_filter( array_map( 'intval', wc_get_product_ids_on_sale() ) ) );
				if ( array() === $on_sale ) {
					return null;
				}
				$args['post__in'] = $on_sale;
				break;
			case 'featured':
				$args['tax_query'][] = array(
					'taxonomy' => 'product_visibility',
					'field'    => 'term_taxonomy_id',
					'terms'    => array( (int) ( $visibility['featured'] ?? 0 ) ),
				);
				break;
			case 'best_selling':
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- WooCommerce keeps sales counts only in this meta.
				$args['meta_key'] = 'total_sales';
				$args['orderby']  = array(
					'meta_value_num' => 'DESC',
					'date'           => 'DESC',
				);
				break;
			case 'top_rated':
				// phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- WooCommerce keeps average ratings only in this meta.
				$args['meta_key'] = '_wc_average_rating';
				$args['orderby']  = array(
					'meta_value_num' => 'DESC',
					'date'           => 'DESC',
				);
				break;
			case 'handpicked':
				if ( array() === $query['products'] ) {
					return null;
				}
				// The owner's order, and as many as they picked (within the limit's bounds).
				$args['post__in']       = $query['products'];
				$args['orderby']        = 'post__in';
				$args['posts_per_page'] = min( count( $query['products'] ), SliderSettings::BOUNDS['limit'][1] ); // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- At most the limit's upper bound, 24.
				break;
		}
		return $args;
	}
}
