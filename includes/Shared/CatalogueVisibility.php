<?php
/**
 * What the shop's catalogue leaves out, for every list of products the plugin shows.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Shared;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's catalogue visibility as one tax_query clause, shared by the product slider and
 * the portfolio, so that both hide what the shop's own pages hide.
 */
final class CatalogueVisibility {

	/**
	 * The tax_query clause that leaves out what the shop's catalogue leaves out: products hidden
	 * from it ("Search results only" and "Hidden"), and those out of stock when the owner hides
	 * them from the shop. Every list of products in the plugin uses it, with post_status
	 * "publish" and has_password false.
	 *
	 * @return array{taxonomy: string, field: string, terms: list<int>, operator: string}
	 */
	public static function clause(): array {
		$visibility = wc_get_product_visibility_term_ids();
		$hidden     = array( (int) ( $visibility['exclude-from-catalog'] ?? 0 ) );
		if ( 'yes' === get_option( 'woocommerce_hide_out_of_stock_items' ) ) {
			$hidden[] = (int) ( $visibility['outofstock'] ?? 0 );
		}
		return array(
			'taxonomy' => 'product_visibility',
			'field'    => 'term_taxonomy_id',
			'terms'    => array_values( array_filter( $hidden ) ),
			'operator' => 'NOT IN',
		);
	}
}
