<?php
/**
 * What a product suggestion shows beside its price: the featured badge and the tax label.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Reads, for the products a search is about to suggest, which are featured and which are
 * taxable, straight from WooCommerce's tables. Pure PHP on top of $wpdb, so the fast endpoint
 * (SHORTINIT) runs it too: two small queries over the ids already chosen, never part of the
 * ranking.
 */
final class ProductBadges {

	/**
	 * Keeps the database.
	 *
	 * @param \wpdb $db Database.
	 */
	public function __construct( private \wpdb $db ) {}

	/**
	 * The rows with `featured` ('1' or '0') set on products and variations, and `taxable` ('1'
	 * or '0') when the store prints a tax label after its prices. A variation is featured when
	 * its product is, and taxable by its own tax status unless that is "same as parent", as
	 * WooCommerce decides; a product without a tax status is taxable, WooCommerce's default.
	 *
	 * @param list<array<string, string|null>> $rows  Index rows (SearchEngine::rows()).
	 * @param bool                             $taxes Whether to read the tax statuses.
	 * @return list<array<string, string|null>>
	 */
	public function add( array $rows, bool $taxes ): array {
		$owners = array();
		$ids    = array();
		foreach ( $rows as $row ) {
			if ( 'product' === $row['type'] || 'product_variation' === $row['type'] ) {
				$id            = (int) $row['object_id'];
				$owner         = 'product_variation' === $row['type'] ? (int) $row['parent_id'] : $id;
				$owners[ $id ] = $owner;
				$ids[ $id ]    = true;
				$ids[ $owner ] = true;
			}
		}
		if ( array() === $owners ) {
			return $rows;
		}
		$featured = $this->featured( array_values( array_unique( $owners ) ) );
		$status   = $taxes ? $this->tax_statuses( array_keys( $ids ) ) : array();
		foreach ( $rows as $i => $row ) {
			$id = (int) $row['object_id'];
			if ( ! isset( $owners[ $id ] ) ) {
				continue;
			}
			$owner                  = $owners[ $id ];
			$rows[ $i ]['featured'] = isset( $featured[ $owner ] ) ? '1' : '0';
			if ( $taxes ) {
				$own = $status[ $id ] ?? 'taxable';
				if ( $owner !== $id && ( 'parent' === $own || '' === $own ) ) {
					$own = $status[ $owner ] ?? 'taxable';
				}
				$rows[ $i ]['taxable'] = 'taxable' === $own ? '1' : '0';
			}
		}
		return $rows;
	}

	/**
	 * The products among $ids that WooCommerce marks featured (the "featured" term of
	 * product_visibility).
	 *
	 * @param int[] $ids Product ids.
	 * @return array<int, true>
	 */
	private function featured( array $ids ): array {
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; runs where WordPress's term API is not loaded.
		$found = $this->db->get_col(
			$this->db->prepare(
				"SELECT tr.object_id FROM {$this->db->term_relationships} tr
				INNER JOIN {$this->db->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'product_visibility'
				INNER JOIN {$this->db->terms} t ON t.term_id = tt.term_id AND t.slug = 'featured'
				WHERE tr.object_id IN ($in)",
				...$ids
			)
		);
		return array_fill_keys( array_map( 'intval', $found ), true );
	}

	/**
	 * The tax status WooCommerce keeps for each of $ids that has one.
	 *
	 * @param int[] $ids Product and variation ids.
	 * @return array<int, string>
	 */
	private function tax_statuses( array $ids ): array {
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; runs where WordPress's meta API is not loaded.
		$rows = $this->db->get_results( $this->db->prepare( "SELECT post_id, meta_value FROM {$this->db->postmeta} WHERE meta_key = '_tax_status' AND post_id IN ($in)", ...$ids ), 'ARRAY_N' );
		$out  = array();
		foreach ( $rows as $row ) {
			$out[ (int) $row[0] ] = (string) $row[1];
		}
		return $out;
	}

	/**
	 * The tax label WooCommerce prints after prices in the shop ("incl. VAT"), when suggestions
	 * can show it truthfully; '' otherwise. That is when taxes are on, the store has a price
	 * display suffix without placeholders ({price_including_tax} and {price_excluding_tax} need
	 * WooCommerce to work out each price; the "current prices" setting asks it for them), and
	 * prices are shown in the shop as they were entered (including or excluding tax), since the
	 * index keeps prices as entered. Read through get_option(), so a multilingual plugin's
	 * translation of the suffix applies.
	 */
	public static function tax_suffix(): string {
		if ( ! function_exists( 'wc_tax_enabled' ) || ! function_exists( 'wc_prices_include_tax' ) || ! wc_tax_enabled() ) {
			return '';
		}
		$suffix = trim( wp_strip_all_tags( (string) get_option( 'woocommerce_price_display_suffix', '' ) ) );
		if ( '' === $suffix || str_contains( $suffix, '{price_including_tax}' ) || str_contains( $suffix, '{price_excluding_tax}' ) ) {
			return '';
		}
		$shows_incl = 'incl' === get_option( 'woocommerce_tax_display_shop' );
		return wc_prices_include_tax() === $shows_incl ? html_entity_decode( $suffix, ENT_QUOTES, 'UTF-8' ) : '';
	}
}
