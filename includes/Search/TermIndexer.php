<?php
/**
 * Writes the product categories, tags and brands that search suggests into the taxonomy table.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * A term gets rows only while it has visible products: published, not behind a password, and not
 * hidden from the catalogue (a category counts the products of its subcategories too, as its
 * page shows them). Each row carries what the suggestion shows, so the fast endpoint, which has
 * no permalinks, answers from the table alone.
 */
final class TermIndexer {

	/**
	 * Taxonomies whose terms are suggested, in the order their groups are shown.
	 */
	public const TAXONOMIES = array( 'product_cat', 'product_tag', 'product_brand' );

	/**
	 * Separator of the category breadcrumbs.
	 */
	public const CRUMB = ' › ';

	/**
	 * Keeps the database and the tables.
	 *
	 * @param \wpdb       $db     Database.
	 * @param IndexTables $tables Index tables.
	 */
	public function __construct( private \wpdb $db, private IndexTables $tables ) {}

	/**
	 * The suggested taxonomies registered on this site (brands need WooCommerce 9.6+).
	 *
	 * @return list<string>
	 */
	public function taxonomies(): array {
		return array_values( array_filter( self::TAXONOMIES, 'taxonomy_exists' ) );
	}

	/**
	 * Term ids after $after, in id order, for the rebuild.
	 *
	 * @param int $after Last id done.
	 * @param int $limit Batch size.
	 * @return list<int>
	 */
	public function next_ids( int $after, int $limit ): array {
		$taxonomies = $this->taxonomies();
		if ( array() === $taxonomies ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $taxonomies ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Placeholders built from a count.
		$ids = $this->db->get_col( $this->db->prepare( "SELECT DISTINCT term_id FROM {$this->db->term_taxonomy} WHERE term_id > %d AND taxonomy IN ($in) ORDER BY term_id LIMIT %d", $after, ...array_merge( $taxonomies, array( $limit ) ) ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * How many terms a rebuild looks at.
	 */
	public function count(): int {
		$taxonomies = $this->taxonomies();
		if ( array() === $taxonomies ) {
			return 0;
		}
		$in = implode( ',', array_fill( 0, count( $taxonomies ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Placeholders built from a count.
		return (int) $this->db->get_var( $this->db->prepare( "SELECT COUNT(*) FROM {$this->db->term_taxonomy} WHERE taxonomy IN ($in)", ...$taxonomies ) );
	}

	/**
	 * The suggested terms of some products (for a product save: their counts may have changed).
	 *
	 * @param int[] $object_ids Product ids.
	 * @return list<int> Term ids.
	 */
	public function terms_of( array $object_ids ): array {
		$object_ids = array_values( array_filter( array_map( 'intval', $object_ids ) ) );
		$taxonomies = $this->taxonomies();
		if ( array() === $object_ids || array() === $taxonomies ) {
			return array();
		}
		$in  = implode( ',', array_fill( 0, count( $object_ids ), '%d' ) );
		$tin = implode( ',', array_fill( 0, count( $taxonomies ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Placeholders built from counts.
		$ids = $this->db->get_col( $this->db->prepare( "SELECT DISTINCT tt.term_id FROM {$this->db->term_relationships} tr INNER JOIN {$this->db->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id WHERE tr.object_id IN ($in) AND tt.taxonomy IN ($tin)", ...array_merge( $object_ids, $taxonomies ) ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * Rewrites the rows of the terms: removed, then written again for those that exist and have
	 * visible products.
	 *
	 * @param int[]  $term_ids Term ids (of any taxonomy: others are only removed).
	 * @param string $suffix   '' for the live table, '_new' for a rebuild's shadow table.
	 * @return int How many terms have rows now.
	 */
	public function index( array $term_ids, string $suffix = '' ): int {
		$term_ids = array_values( array_unique( array_filter( array_map( 'intval', $term_ids ), static fn( int $id ): bool => $id > 0 ) ) );
		if ( array() === $term_ids ) {
			return 0;
		}
		$table = $this->tables->name( 'taxonomy', $suffix );
		$in    = implode( ',', array_fill( 0, count( $term_ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; %i quotes our table.
		$this->db->query( $this->db->prepare( "DELETE FROM %i WHERE term_id IN ($in)", $table, ...$term_ids ) );

		$taxonomies = $this->taxonomies();
		if ( array() === $taxonomies ) {
			return 0;
		}
		$terms = get_terms(
			array(
				'taxonomy'               => $taxonomies,
				'include'                => $term_ids,
				'hide_empty'             => false,
				'update_term_meta_cache' => false,
			)
		);
		if ( ! is_array( $terms ) ) {
			return 0;
		}
		$counts = $this->visible_counts( $terms );
		$rows   = array();
		foreach ( $terms as $term ) {
			$count = $counts[ $term->term_id ] ?? 0;
			if ( $count < 1 ) {
				continue;
			}
			$url = get_term_link( $term );
			if ( ! is_string( $url ) ) {
				continue;
			}
			$name        = self::decode( $term->name );
			$breadcrumbs = 'product_cat' === $term->taxonomy ? $this->breadcrumbs( $term ) : '';
			foreach ( Text::suffixes( $name, 191 ) as $words ) {
				$rows[] = array( $words, $term->term_id, $term->taxonomy, mb_substr( $name, 0, 200 ), Urls::relative( $url, home_url() ), mb_substr( $breadcrumbs, 0, 500 ), min( $count, 4294967295 ) );
			}
		}
		foreach ( array_chunk( $rows, 200 ) as $chunk ) {
			$args = array( $table );
			foreach ( $chunk as $row ) {
				array_push( $args, ...$row );
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Tuples of placeholders; %i quotes our table.
			$this->db->query( $this->db->prepare( 'REPLACE INTO %i (suffix, term_id, taxonomy, name, url, breadcrumbs, count) VALUES ' . implode( ',', array_fill( 0, count( $chunk ), '(%s,%d,%s,%s,%s,%s,%d)' ) ), ...$args ) );
		}
		return count( array_filter( $terms, static fn( \WP_Term $term ): bool => ( $counts[ $term->term_id ] ?? 0 ) > 0 ) );
	}

	/**
	 * The terms whose rows depend on these terms: for categories, the ancestors (their counts
	 * include their subcategories' products) and, when $descendants, the subcategories (their
	 * breadcrumbs and addresses hold the category's name and slug).
	 *
	 * @param int[] $term_ids    Term ids.
	 * @param bool  $descendants Whether the terms were renamed or moved.
	 * @return list<int> The terms and those depending on them.
	 */
	public function with_related( array $term_ids, bool $descendants ): array {
		$out = array();
		foreach ( $term_ids as $term_id ) {
			$term_id         = (int) $term_id;
			$out[ $term_id ] = true;
			$term            = get_term( $term_id );
			if ( ! $term instanceof \WP_Term || ! is_taxonomy_hierarchical( $term->taxonomy ) ) {
				continue;
			}
			foreach ( get_ancestors( $term_id, $term->taxonomy, 'taxonomy' ) as $ancestor ) {
				$out[ (int) $ancestor ] = true;
			}
			if ( $descendants ) {
				$children = get_term_children( $term_id, $term->taxonomy );
				foreach ( is_array( $children ) ? $children : array() as $child ) {
					$out[ (int) $child ] = true;
				}
			}
		}
		return array_map( 'intval', array_keys( $out ) );
	}

	/**
	 * Visible products of each term, counting a hierarchical term's descendants too.
	 *
	 * @param \WP_Term[] $terms Terms.
	 * @return array<int, int> Count by term id.
	 */
	private function visible_counts( array $terms ): array {
		$counts = array();
		$flat   = array();
		foreach ( $terms as $term ) {
			$children = is_taxonomy_hierarchical( $term->taxonomy ) ? get_term_children( $term->term_id, $term->taxonomy ) : array();
			if ( is_array( $children ) && array() !== $children ) {
				$counts[ $term->term_id ] = $this->count_distinct( array_merge( array( $term->term_id ), array_map( 'intval', $children ) ) );
				continue;
			}
			$flat[] = $term->term_id;
		}
		foreach ( array_chunk( $flat, 500 ) as $chunk ) {
			$counts += $this->count_each( $chunk );
		}
		return $counts;
	}

	/**
	 * Visible products of each term.
	 *
	 * @param int[] $term_ids Term ids.
	 * @return array<int, int> Count by term id.
	 */
	private function count_each( array $term_ids ): array {
		$out = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- Prepared by visible_products().
		foreach ( $this->db->get_results( $this->visible_products( 'tt.term_id, COUNT(*)', $term_ids, 'GROUP BY tt.term_id' ), 'ARRAY_N' ) as $row ) {
			$out[ (int) $row[0] ] = (int) $row[1];
		}
		return $out;
	}

	/**
	 * Visible products in any of the terms, each counted once.
	 *
	 * @param int[] $term_ids Term ids.
	 */
	private function count_distinct( array $term_ids ): int {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- Prepared by visible_products().
		return (int) $this->db->get_var( $this->visible_products( 'COUNT(DISTINCT tr.object_id)', $term_ids, '' ) );
	}

	/**
	 * A prepared query over the visible products of terms: published, not behind a password, not
	 * hidden from the catalogue.
	 *
	 * @param string $select What to select (a literal of this class).
	 * @param int[]  $term_ids Term ids.
	 * @param string $group    GROUP BY clause or '' (a literal of this class).
	 */
	private function visible_products( string $select, array $term_ids, string $group ): string {
		$hidden = get_term_by( 'slug', 'exclude-from-catalog', 'product_visibility' );
		$in     = implode( ',', array_fill( 0, count( $term_ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $select and $group are literals of this class; placeholders built from a count.
		return (string) $this->db->prepare(
			"SELECT {$select} FROM {$this->db->term_relationships} tr
			INNER JOIN {$this->db->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
			INNER JOIN {$this->db->posts} p ON p.ID = tr.object_id AND p.post_type = 'product' AND p.post_status = 'publish' AND p.post_password = ''
			WHERE tt.term_id IN ($in)
			AND NOT EXISTS ( SELECT 1 FROM {$this->db->term_relationships} h WHERE h.object_id = tr.object_id AND h.term_taxonomy_id = %d )
			{$group}",
			...array_merge( $term_ids, array( $hidden instanceof \WP_Term ? $hidden->term_taxonomy_id : 0 ) )
		);
	}

	/**
	 * The names of a category's ancestors, from the top, joined by CRUMB ('' at the top level).
	 *
	 * @param \WP_Term $term Category.
	 */
	private function breadcrumbs( \WP_Term $term ): string {
		$names = array();
		foreach ( array_reverse( get_ancestors( $term->term_id, $term->taxonomy, 'taxonomy' ) ) as $ancestor ) {
			$parent = get_term( (int) $ancestor, $term->taxonomy );
			if ( $parent instanceof \WP_Term ) {
				$names[] = self::decode( $parent->name );
			}
		}
		return implode( self::CRUMB, $names );
	}

	/**
	 * A term name as text: WordPress stores "&" and quotes as entities.
	 *
	 * @param string $name Stored name.
	 */
	public static function decode( string $name ): string {
		return html_entity_decode( $name, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
}
