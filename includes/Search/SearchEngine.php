<?php
/**
 * Answers a search query from the index.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

/**
 * Ranks in tiers: exact SKU, then titles starting with the query, then titles holding every
 * word whole, then everything else by the owner's field weights; ties go to the best seller.
 *
 * Runs inside WordPress and inside the fast endpoint, which loads only the database layer, so
 * it uses nothing but $wpdb and the pure Text helper.
 */
final class SearchEngine {

	/**
	 * Most words of a query that are looked up.
	 */
	public const MAX_WORDS = 6;

	/**
	 * Most dictionary words a prefix expands to.
	 */
	private const PREFIX_EXPANSION = 40;

	/**
	 * Keeps the database and the names of the tables.
	 *
	 * @param \wpdb              $db      Database.
	 * @param string             $prefix  Table prefix of the site ($wpdb->prefix).
	 * @param array<string, int> $weights Weight of each field (Indexer::FIELDS keys), 0 to ignore it.
	 */
	public function __construct( private \wpdb $db, private string $prefix, private array $weights ) {}

	/**
	 * Ids of the best matches, best first.
	 *
	 * @param string $query Raw query (already length-checked by the caller).
	 * @param int    $limit Most results.
	 * @return list<int>
	 */
	public function search( string $query, int $limit ): array {
		$words = array_slice( Text::tokens( $query ), 0, self::MAX_WORDS );
		if ( array() === $words || $limit < 1 ) {
			return array();
		}
		$found = array();
		foreach ( $this->by_sku( Text::sku( $query ), $limit ) as $id ) {
			$found[ $id ] = true;
		}
		if ( count( $found ) < $limit ) {
			foreach ( $this->by_title_prefix( implode( ' ', $words ), $limit ) as $id ) {
				$found[ $id ] = true;
			}
		}
		if ( count( $found ) < $limit ) {
			foreach ( $this->by_words( $words, $limit + count( $found ) ) as $id ) {
				$found[ $id ] = true;
			}
		}
		return array_slice( array_map( 'intval', array_keys( $found ) ), 0, $limit );
	}

	/**
	 * The index rows of the ids, in the given order, re-checked against the posts table so a
	 * product made private or put behind a password a moment ago is never shown.
	 *
	 * @param int[] $ids Object ids.
	 * @return list<array<string, string|null>>
	 */
	public function rows( array $ids ): array {
		if ( array() === $ids ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; %i quotes our table.
		$rows  = $this->db->get_results(
			$this->db->prepare(
				"SELECT i.* FROM %i i
				INNER JOIN {$this->db->posts} p ON p.ID = i.object_id AND p.post_status = 'publish' AND p.post_password = ''
				LEFT JOIN {$this->db->posts} pp ON pp.ID = i.parent_id
				WHERE i.object_id IN ($in) AND ( i.parent_id = 0 OR ( pp.post_status = 'publish' AND pp.post_password = '' ) )",
				$this->table( 'index' ),
				...$ids
			),
			'ARRAY_A'
		);
		$by_id = array();
		foreach ( $rows as $row ) {
			$by_id[ (int) $row['object_id'] ] = $row;
		}
		$out = array();
		foreach ( $ids as $id ) {
			if ( isset( $by_id[ $id ] ) ) {
				$out[] = $by_id[ $id ];
			}
		}
		return $out;
	}

	/**
	 * Products and variations whose SKU is exactly the query.
	 *
	 * @param string $sku Folded SKU.
	 * @param int    $limit Most results.
	 * @return list<int>
	 */
	private function by_sku( string $sku, int $limit ): array {
		if ( '' === $sku ) {
			return array();
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- %i quotes our table.
		return array_map( 'intval', $this->db->get_col( $this->db->prepare( 'SELECT object_id FROM %i WHERE sku = %s ORDER BY parent_id, popularity DESC LIMIT %d', $this->table( 'index' ), $sku, $limit ) ) );
	}

	/**
	 * Products and posts whose folded title starts with the folded query.
	 *
	 * @param string $prefix Folded query, words joined by one space.
	 * @param int    $limit  Most results.
	 * @return list<int>
	 */
	private function by_title_prefix( string $prefix, int $limit ): array {
		if ( $this->weights['title'] <= 0 ) {
			return array();
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- %i quotes our table.
		return array_map( 'intval', $this->db->get_col( $this->db->prepare( 'SELECT object_id FROM %i WHERE title_folded LIKE %s AND parent_id = 0 ORDER BY popularity DESC, object_id LIMIT %d', $this->table( 'index' ), $this->db->esc_like( $prefix ) . '%', $limit ) ) );
	}

	/**
	 * Objects holding every word (whole, as a prefix, or with one letter wrong), ranked.
	 *
	 * @param string[] $words Folded words.
	 * @param int      $limit Most results.
	 * @return list<int>
	 */
	private function by_words( array $words, int $limit ): array {
		$groups = array();
		$exact  = array();
		$prefix = array();
		foreach ( $words as $index => $word ) {
			$matches = $this->expand( $word );
			if ( array() === $matches ) {
				return array();
			}
			foreach ( $matches as $token_id => $kind ) {
				if ( ! isset( $groups[ $token_id ] ) ) {
					$groups[ $token_id ] = $index;
				}
				if ( 'exact' === $kind ) {
					$exact[ $token_id ] = true;
				} elseif ( 'prefix' === $kind ) {
					$prefix[ $token_id ] = true;
				}
			}
		}
		$all   = array_keys( $groups );
		$count = count( $words );
		$mask  = 0;
		$score = array();
		$args  = array();
		foreach ( Indexer::FIELDS as $field => $bit ) {
			$weight = max( 0, (int) ( $this->weights[ $field ] ?? 0 ) );
			if ( $weight > 0 ) {
				$mask   |= $bit;
				$score[] = '((p.fields & %d) > 0) * %d';
				array_push( $args, $bit, $weight );
			}
		}
		if ( 0 === $mask ) {
			return array();
		}
		$kind_sql  = 'CASE';
		$args_kind = array();
		foreach ( array(
			4 => array_keys( $exact ),
			2 => array_keys( $prefix ),
		) as $factor => $ids_of ) {
			if ( array() !== $ids_of ) {
				$kind_sql .= ' WHEN p.token_id IN (' . implode( ',', array_fill( 0, count( $ids_of ), '%d' ) ) . ') THEN %d';
				$args_kind = array_merge( $args_kind, $ids_of, array( $factor ) );
			}
		}
		$kind_sql   = 'CASE' === $kind_sql ? '1' : $kind_sql . ' ELSE 1 END';
		$title_sql  = array() === $exact ? '0' : implode( ',', array_fill( 0, count( $exact ), '%d' ) );
		$args_title = array_keys( $exact );
		$group_sql  = 'CASE';
		$args_grp   = array();
		foreach ( array_values( array_unique( $groups ) ) as $group ) {
			$ids_of     = array_keys( array_filter( $groups, static fn( int $g ): bool => $g === $group ) );
			$group_sql .= ' WHEN p.token_id IN (' . implode( ',', array_fill( 0, count( $ids_of ), '%d' ) ) . ') THEN %d';
			$args_grp   = array_merge( $args_grp, $ids_of, array( $group ) );
		}
		$group_sql .= ' END';

		$sql  = 'SELECT p.object_id, MAX(p.popularity) AS pop,'
			. " (SUM((p.fields & 1) > 0 AND p.token_id IN ($title_sql)) >= %d) AS whole_title,"
			. ' SUM((' . implode( ' + ', $score ) . ") * ($kind_sql)) AS score,"
			. " COUNT(DISTINCT $group_sql) AS matched"
			. ' FROM %i p WHERE p.token_id IN (' . implode( ',', array_fill( 0, count( $all ), '%d' ) ) . ') AND (p.fields & %d) > 0'
			. ' GROUP BY p.object_id'
			. ( $count > 1 ? ' HAVING matched = %d' : '' )
			. ' ORDER BY whole_title DESC, score DESC, pop DESC, p.object_id LIMIT %d';
		$args = array_merge( $args_title, array( $count ), $args, $args_kind, $args_grp, array( $this->table( 'postings' ) ), $all, array( $mask ) );
		if ( $count > 1 ) {
			$args[] = $count;
		}
		$args[] = $limit;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- Built only from placeholders and fixed SQL above.
		return array_map( 'intval', $this->db->get_col( $this->db->prepare( $sql, ...$args ) ) );
	}

	/**
	 * Dictionary words a query word stands for: itself, the words it starts, and words one
	 * letter away when it is long enough.
	 *
	 * @param string $word Folded query word.
	 * @return array<int, string> Token id => exact, prefix or typo.
	 */
	private function expand( string $word ): array {
		$terms = $this->table( 'terms' );
		$out   = array();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- %i quotes our tables; lists are placeholders built from counts.
		$rows = $this->db->get_results( $this->db->prepare( 'SELECT token_id, token FROM %i WHERE token LIKE %s ORDER BY token LIMIT %d', $terms, $this->db->esc_like( $word ) . '%', self::PREFIX_EXPANSION ), 'ARRAY_N' );
		foreach ( $rows as $row ) {
			$out[ (int) $row[0] ] = (string) $row[1] === $word ? 'exact' : 'prefix';
		}
		$length = Text::length( $word );
		if ( $length >= Text::TYPO_MIN - 1 && ! ctype_digit( $word ) ) {
			$variants   = $length >= Text::TYPO_MIN ? Text::deletions( $word ) : array();
			$candidates = array_merge( array( $word ), $variants );
			$in         = implode( ',', array_fill( 0, count( $candidates ), '%s' ) );
			$ids        = $this->db->get_col( $this->db->prepare( "SELECT DISTINCT token_id FROM %i WHERE variant IN ($in) LIMIT 50", $this->table( 'typos' ), ...$candidates ) );
			if ( array() !== $variants ) {
				$vin = implode( ',', array_fill( 0, count( $variants ), '%s' ) );
				$ids = array_merge( $ids, $this->db->get_col( $this->db->prepare( "SELECT token_id FROM %i WHERE token IN ($vin) AND CHAR_LENGTH(token) >= %d", $terms, ...array_merge( $variants, array( Text::TYPO_MIN ) ) ) ) );
			}
			foreach ( $ids as $id ) {
				$out[ (int) $id ] = $out[ (int) $id ] ?? 'typo';
			}
		}
		// phpcs:enable
		return $out;
	}

	/**
	 * Full name of an index table.
	 *
	 * @param string $name Short name.
	 */
	private function table( string $name ): string {
		return $this->prefix . 'shopwright_search_' . $name;
	}
}
