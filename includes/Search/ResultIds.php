<?php
/**
 * The products a search results page lists, best first, from the index.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Asks the index for the products a search matches, in the order the suggestions rank them
 * (typos, prefixes, SKUs, and the partial matches when nothing holds every word), and turns a
 * variation found into its product, in the place of its best variation.
 */
final class ResultIds {

	/**
	 * Most products a results page lists: 625 pages of 16. Past them a search names nothing a
	 * shopper reads, and the ids go into one query.
	 */
	public const MOST = 10000;

	/**
	 * Keeps the service that holds the owner's weights and limits.
	 *
	 * @param \wpdb         $db      Database.
	 * @param SearchService $service The search service (its engine and settings).
	 * @param int           $longest Characters of the search text read (the owner's longest search text): the engine reads its first words only.
	 * @param int           $most    Most products listed.
	 */
	public function __construct( private \wpdb $db, private SearchService $service, private int $longest = 100, private int $most = self::MOST ) {}

	/**
	 * The best products, best first, as deep as asked: the index ranks only as many as a page
	 * needs (16 for page 1, 320 for page 20), which costs what the suggestions cost; a sorting
	 * or filter of the shopper's asks for all of them (MOST at most).
	 *
	 * @param string $query The search text as the shopper typed it.
	 * @param int    $depth How many of the best are wanted (capped at MOST).
	 * @return array{ids: list<int>, partial: list<string>, total: int, complete: bool} The products, the words the best holds when nothing held every word, how many products and variations match (at least; exact when complete), and whether every match is listed.
	 */
	public function ranked( string $query, int $depth ): array {
		$query = trim( mb_substr( $query, 0, max( 1, $this->longest ), 'UTF-8' ) );
		$depth = max( 1, min( $depth, $this->most ) );
		if ( '' === $query ) {
			return array(
				'ids'      => array(),
				'partial'  => array(),
				'total'    => 0,
				'complete' => true,
			);
		}
		$found    = $this->service->engine()->find( $query, $depth, 0, PHP_INT_MAX );
		$complete = count( $found['products'] ) < $depth;
		$ids      = $this->products( $found['products'] );
		return array(
			'ids'      => $ids,
			'partial'  => $found['partial'],
			'total'    => $complete ? count( $ids ) : max( $found['total'], count( $ids ) ),
			'complete' => $complete,
		);
	}

	/**
	 * Every product found (MOST at most), best first.
	 *
	 * @param string $query The search text as the shopper typed it.
	 * @return array{ids: list<int>, partial: list<string>, total: int, complete: bool}
	 */
	public function of( string $query ): array {
		return $this->ranked( $query, $this->most );
	}

	/**
	 * The products of the ids found: a variation stands for its product, which keeps the place
	 * of the first of them found.
	 *
	 * @param int[] $ids Products and variations, best first.
	 * @return list<int>
	 */
	private function products( array $ids ): array {
		if ( array() === $ids ) {
			return array();
		}
		$in = implode( ',', array_map( 'intval', $ids ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Integers only; %i quotes our table.
		$rows    = $this->db->get_results( $this->db->prepare( "SELECT object_id, parent_id FROM %i WHERE object_id IN ($in) AND parent_id <> 0", $this->db->prefix . 'shopwright_search_index' ), 'ARRAY_N' );
		$parents = array();
		foreach ( (array) $rows as $row ) {
			$parents[ (int) $row[0] ] = (int) $row[1];
		}
		$out = array();
		foreach ( $ids as $id ) {
			$out[ $parents[ $id ] ?? $id ] = true;
		}
		return array_keys( $out );
	}
}
