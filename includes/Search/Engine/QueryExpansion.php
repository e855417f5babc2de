<?php
/**
 * Query expansion: the indexed words each query word stands for.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

use Shopwright\Search\Postings;
use Shopwright\Search\Text;

defined( 'ABSPATH' ) || exit;

/**
 * A query word stands for itself, the words it starts (prefix expansion, at most
 * PREFIX_EXPANSION of them; a letter alone for its letter's row) and the words one letter away
 * (misspellings, through the typo buckets). All the words of a query and its exact SKU are
 * looked up in one or two round trips.
 */
final class QueryExpansion {

	/**
	 * Keeps the database and the table prefix.
	 *
	 * @param \wpdb  $db     Database.
	 * @param string $prefix Table prefix of the site ($wpdb->prefix).
	 */
	public function __construct( private \wpdb $db, private string $prefix ) {}

	/**
	 * Words each query word stood for, by query word, for this engine's searches.
	 *
	 * @var array<string, array<int|string, string>>
	 */
	private array $expanded = array();

	/**
	 * Indexed words a query word stands for: itself, the words it starts, and words one letter
	 * away when it is long enough.
	 *
	 * @param string $word Folded query word.
	 * @return array<int|string, string> Word => exact, prefix or typo (words of digits are integer keys).
	 */
	public function expand( string $word ): array {
		// The partial-match fallback looks each word up again after the whole query found nothing.
		if ( ! isset( $this->expanded[ $word ] ) ) {
			$this->look_up( array( $word ), '', 0 );
		}
		return $this->expanded[ $word ];
	}

	/**
	 * Looks every word of a query up at once (see expand()), and the products and variations
	 * whose SKU is exactly the query, in one or two round trips to the database instead of two to
	 * four for each word and one more for the SKU: the SKU, the words each word starts, its
	 * misspelling buckets, its own id and the words it has one letter too many for in the first;
	 * in a second, only when needed, the other misspellable words the buckets point at.
	 *
	 * @param string[] $words Folded query words; what is found is kept for expand().
	 * @param string   $sku   Folded SKU, or '' for none.
	 * @param int      $limit Most SKU matches.
	 * @return list<int> The SKU's products and variations, products first, best sellers first.
	 */
	public function look_up( array $words, string $sku, int $limit ): array {
		$words = array_values( $words );
		$parts = array();
		$args  = array();
		if ( '' !== $sku && $limit > 0 ) {
			$parts[] = '(SELECT 0 AS part, 0 AS word, object_id AS value, parent_id AS a, popularity AS b FROM %i WHERE sku = %s ORDER BY parent_id, popularity DESC LIMIT %d)';
			array_push( $args, $this->table( 'index' ), $sku, $limit );
		}
		$forms   = array();
		$buckets = array();
		$terms   = array();
		foreach ( $words as $index => $word ) {
			$length = Text::length( $word );
			if ( 1 === $length ) {
				// A letter stands for its row (see Postings::letter()), and for itself when indexed,
				// in an index that has letters' rows.
				$parts[] = '(SELECT DISTINCT 1 AS part, %d AS word, token AS value, 0 AS a, 0 AS b FROM %i WHERE token IN (%s, %s, %s) LIMIT 3)';
				array_push( $args, $index, $this->table( 'postings' ), Postings::letter( $word ), $word, Postings::LETTER );
			} else {
				$parts[] = self::STARTING;
				array_push( $args, $index, $this->table( 'postings' ), $this->db->esc_like( $word ) . '%', EngineConstants::PREFIX_EXPANSION );
			}
			if ( $length < Text::TYPO_MIN - 1 || Text::has_digit( $word ) ) {
				continue;
			}
			// The misspellable words that have the word or one of its one-letter deletions among
			// their own deletions: the buckets of those forms' hashes hold their ids.
			$variants        = $length >= Text::TYPO_MIN ? Text::deletions( $word ) : array();
			$forms[ $index ] = array( $variants, array() );
			foreach ( array_merge( array( $word ), $variants ) as $form ) {
				$key                        = Postings::typo_key( $form );
				$forms[ $index ][1][ $key ] = true;
				$buckets[ Postings::typo_bucket( $key ) ][ $index ] = true;
				$terms[ (string) $form ][ $index ]                  = true;
			}
		}
		// All the words' buckets in one part; in another, each word itself (its id, when it is a
		// misspellable word: its buckets point at it) and the words it has one letter too many for.
		if ( array() !== $buckets ) {
			$parts[] = '(SELECT 2, bucket, data, 0, 0 FROM %i WHERE bucket IN (' . implode( ',', array_fill( 0, count( $buckets ), '%d' ) ) . '))';
			array_push( $args, $this->table( 'typos' ), ...array_keys( $buckets ) );
			$parts[] = '(SELECT 3, 0, token, token_id, 0 FROM %i WHERE token IN (' . implode( ',', array_fill( 0, count( $terms ), '%s' ) ) . '))';
			array_push( $args, $this->table( 'terms' ), ...array_map( 'strval', array_keys( $terms ) ) );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- Placeholders built from counts; %i quotes our tables.
		$rows     = $this->db->get_results( $this->db->prepare( implode( ' UNION ALL ', $parts ), ...$args ), 'ARRAY_N' );
		$skus     = array();
		$prefixes = array_fill_keys( array_keys( $words ), array() );
		$ids      = array();
		$known    = array();
		$longer   = array();
		foreach ( $rows as list( $part, $index, $value, $parent, $popularity ) ) {
			$index = (int) $index;
			if ( '0' === (string) $part ) {
				$skus[] = array( (int) $value, (int) $parent, (int) $popularity );
			} elseif ( '1' === (string) $part ) {
				$prefixes[ $index ][] = (string) $value;
			} elseif ( '2' === (string) $part ) {
				// A bucket's ids, for each word one of whose forms it holds.
				foreach ( array_keys( $buckets[ $index ] ?? array() ) as $at ) {
					foreach ( Postings::typo_matches( (string) $value, $forms[ $at ][1] ) as $id ) {
						$ids[ $at ][ $id ] = true;
					}
				}
			} else {
				foreach ( array_keys( $terms[ (string) $value ] ?? array() ) as $at ) {
					if ( (string) $value === (string) $words[ $at ] ) {
						$known[ $at ][ (int) $parent ] = (string) $value;
					} else {
						$longer[ $at ][] = (string) $value;
					}
				}
			}
		}
		$found = $this->typo_words( $words, $forms, $ids, $known, $longer );
		$this->without_letters( $words, $prefixes, in_array( Postings::LETTER, array_merge( ...array_values( $prefixes ) ), true ) );
		foreach ( $words as $index => $word ) {
			$out = array();
			// Sorted as the LIMIT chose them: utf8mb4_bin orders by code point, as UTF-8 bytes do.
			usort( $prefixes[ $index ], 'strcmp' );
			foreach ( $prefixes[ $index ] as $token ) {
				$out[ $token ] = $token === $word ? 'exact' : 'prefix';
			}
			foreach ( $found[ $index ] ?? array() as $token ) {
				$out[ $token ] = $out[ $token ] ?? 'typo';
			}
			$this->expanded[ $word ] = $out;
		}
		// Products before variations, then best sellers first (usort keeps the database's order of ties).
		usort( $skus, static fn( array $a, array $b ): int => 0 !== ( $a[1] <=> $b[1] ) ? $a[1] <=> $b[1] : $b[2] <=> $a[2] );
		return array_column( $skus, 0 );
	}

	/**
	 * The words a query word of one letter stands for: its letter's row and itself (see
	 * look_up()), less the mark saying the index has letters' rows (see Postings::LETTER). In an
	 * index without the mark (built before letters had rows, until the rebuild that follows;
	 * edits since may have written a few), the words it starts instead, as for longer words, in
	 * one more round trip.
	 *
	 * @param string[]            $words    Folded query words.
	 * @param array<list<string>> $prefixes By word index, the words found so far; those of letters are settled.
	 * @param bool                $lettered Whether the index has letters' rows.
	 */
	private function without_letters( array $words, array &$prefixes, bool $lettered ): void {
		$parts = array();
		$args  = array();
		foreach ( $words as $index => $word ) {
			if ( 1 !== Text::length( $word ) ) {
				continue;
			}
			$prefixes[ $index ] = array_values( array_diff( $prefixes[ $index ], array( Postings::LETTER, $lettered ? '' : Postings::letter( $word ) ) ) );
			if ( ! $lettered ) {
				$parts[] = self::STARTING;
				array_push( $args, $index, $this->table( 'postings' ), $this->db->esc_like( $word ) . '%', EngineConstants::PREFIX_EXPANSION );
			}
		}
		if ( array() === $parts ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- Placeholders built from counts; %i quotes our table.
		foreach ( $this->db->get_results( $this->db->prepare( implode( ' UNION ALL ', $parts ), ...$args ), 'ARRAY_N' ) as list( , $index, $token ) ) {
			$prefixes[ (int) $index ][] = (string) $token;
		}
	}

	/**
	 * The words a query word starts (itself included), at most PREFIX_EXPANSION of them, as a
	 * part of look_up()'s query: its index, the table, the LIKE pattern and the limit fill the
	 * placeholders. Its columns are named: a row's columns are read by name, and the first part
	 * of a UNION names them (a column of a constant is named by its value, so two would clash).
	 */
	private const STARTING = '(SELECT DISTINCT 1 AS part, %d AS word, token AS value, 0 AS a, 0 AS b FROM %i WHERE token LIKE %s ORDER BY token LIMIT %d)';

	/**
	 * The misspellable words one letter away from each query word: those whose ids its buckets
	 * held and that really have one of its forms among their deletions (at most 50, the keys
	 * being hashes), then the words it has one letter too many for (the misspellable words are
	 * exactly the terms table). The ids not known yet are read in one round trip; none is needed
	 * when the buckets only pointed at the word itself, as they do for most correctly typed words.
	 *
	 * @param string[]                                                $words  Folded query words.
	 * @param array<int, array{0: list<string>, 1: array<int, true>}> $forms  By word index, its one-letter deletions and the hashes of its forms.
	 * @param array<int, array<int, true>>                            $ids    By word index, the word ids its buckets held.
	 * @param array<int, array<int, string>>                          $known  By word index, words already read, by id (the word itself).
	 * @param array<int, list<string>>                                $longer By word index, the words it has one letter too many for.
	 * @return array<int, list<string>> By word index.
	 */
	private function typo_words( array $words, array $forms, array $ids, array $known, array $longer ): array {
		$parts = array();
		$args  = array();
		foreach ( $ids as $index => $list ) {
			$unknown = array_keys( array_diff_key( $list, $known[ $index ] ?? array() ) );
			if ( array() !== $unknown ) {
				$parts[] = '(SELECT %d AS word, token_id, token FROM %i WHERE token_id IN (' . implode( ',', array_fill( 0, count( $unknown ), '%d' ) ) . '))';
				array_push( $args, $index, $this->table( 'terms' ), ...$unknown );
			}
		}
		$by_id = array();
		if ( array() !== $parts ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- Placeholders built from counts; %i quotes our table.
			foreach ( $this->db->get_results( $this->db->prepare( implode( ' UNION ALL ', $parts ), ...$args ), 'ARRAY_N' ) as list( $index, $id, $token ) ) {
				$by_id[ (int) $index ][ (int) $id ] = (string) $token;
			}
		}
		$out = array();
		foreach ( $forms as $index => list( $variants ) ) {
			$wants = array_flip( array_merge( array( (string) $words[ $index ] ), $variants ) );
			$close = array();
			$terms = array_intersect_key( $known[ $index ] ?? array(), $ids[ $index ] ?? array() ) + ( $by_id[ $index ] ?? array() );
			ksort( $terms );
			foreach ( $terms as $token ) {
				if ( array() !== array_intersect_key( array_flip( Text::deletions( $token ) ), $wants ) ) {
					$close[] = $token;
					if ( count( $close ) >= 50 ) {
						break;
					}
				}
			}
			$out[ $index ] = array_merge( $close, $longer[ $index ] ?? array() );
		}
		return $out;
	}

	/**
	 * Full name of an index table.
	 *
	 * @param string $name Short name.
	 */
	public function table( string $name ): string {
		return $this->prefix . 'shopwright_search_' . $name;
	}
}
