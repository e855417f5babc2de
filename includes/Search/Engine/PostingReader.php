<?php
/**
 * The posting reader: row summaries and posting rows read from the index tables.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

use Shopwright\Search\Postings;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the postings table: the summary of every row of some words (block-max data, kinds of
 * entry and their bitmaps), and the rows' packed entries, whole, from a popularity up, or only
 * their first entries in popularity order (from a row's head when it has one). Keeps what it
 * read for the engine's later rounds and for the partial match that may follow.
 */
final class PostingReader {

	/**
	 * Keeps the database and the table prefix.
	 *
	 * @param \wpdb  $db     Database.
	 * @param string $prefix Table prefix of the site ($wpdb->prefix).
	 */
	public function __construct( private \wpdb $db, private string $prefix ) {}

	/**
	 * The summaries read so far, by word (see summaries()): the partial-match fallback asks again
	 * for the words the whole query read.
	 *
	 * @var array<string, list<RowSummary>>
	 */
	private array $summary = array();

	/**
	 * Entries of the rows whose summaries were read, by word and block: whether a row has a head
	 * to read instead (see Postings::head()).
	 *
	 * @var array<string, array<int, int>>
	 */
	private array $entries = array();

	/**
	 * By word, how many times its posting rows were read, and once a word is read a second time
	 * and its rows are small enough (see WHOLE_ENTRIES), all of them by block: entries and how
	 * many lead in popularity order (false when too large).
	 *
	 * @var array{times: array<string, int>, rows: array<string, array<int, array{0: string, 1: int}>|false>}
	 */
	private array $read = array(
		'times' => array(),
		'rows'  => array(),
	);

	/**
	 * What weighed() found, by field bits weighed, word and block: a partial match asks again
	 * about the words the whole query asked about.
	 *
	 * @var array<int, array<int|string, array<int, array<string, string>>>>
	 */
	private array $weighed = array();

	/**
	 * The summary of every posting row of some words (see Postings::summary()).
	 *
	 * @param array<int|string> $tokens Words.
	 * @return list<RowSummary> Word, block, entries, product fields, product popularity, post fields, post popularity, product title popularity, post title popularity, the highest popularity by flag bits (empty when unknown), the bitmap of each kind of entry (empty when there is none), and a small row's entries when it keeps a copy ('' else).
	 */
	public function summaries( array $tokens ): array {
		$tokens = array_map( 'strval', $tokens );
		$unread = array_values( array_diff( $tokens, array_keys( $this->summary ) ) );
		if ( array() !== $unread ) {
			$in = implode( ',', array_fill( 0, count( $unread ), '%s' ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; %i quotes our table.
			$rows           = $this->db->get_results( $this->db->prepare( "SELECT token, block, entries, product_fields, product_top, post_fields, post_top, product_title_top, post_title_top, combos, bitmap FROM %i WHERE token IN ($in)", $this->table( 'postings' ), ...$unread ), 'ARRAY_N' );
			$this->summary += array_fill_keys( $unread, array() );
			foreach ( $rows as $row ) {
				$kinds                               = Postings::combo_list( (string) $row[9] );
				$maps                                = Postings::kind_maps( (string) $row[10], $kinds );
				$copy                                = array() !== $maps ? Postings::copied( (string) $row[10] ) : '';
				$this->summary[ (string) $row[0] ][] = new RowSummary( (string) $row[0], (int) $row[1], (int) $row[2], (int) $row[3], (int) $row[4], (int) $row[5], (int) $row[6], (int) $row[7], (int) $row[8], $kinds, $maps, $copy );
				$this->entries[ (string) $row[0] ][ (int) $row[1] ] = (int) $row[2];
			}
		}
		// In the order the database keeps them: by word (utf8mb4_bin, as strcmp orders UTF-8), then block.
		$tokens = array_unique( $tokens );
		usort( $tokens, 'strcmp' );
		$out = array();
		foreach ( $tokens as $token ) {
			array_push( $out, ...$this->summary[ $token ] );
		}
		return $out;
	}

	/**
	 * The posting rows of some words, in some blocks or all.
	 *
	 * @param string[]       $tokens Words.
	 * @param list<int>|null $blocks Blocks, or null for all.
	 * @param int            $prefix Of each row in popularity order, only its first entries (0 for all of it).
	 * @return list<PostingRow> Word, block, packed entries, how many lead in popularity order.
	 */
	public function postings( array $tokens, ?array $blocks, int $prefix = 0 ): array {
		if ( array() === $blocks ) {
			return array();
		}
		// A word read again (in a later round) has all its rows read at once when they are small
		// enough: rounds of a block each would otherwise cost a round trip each.
		$kept = array();
		$rest = array();
		foreach ( array_unique( array_map( 'strval', $tokens ) ) as $token ) {
			if ( ! isset( $this->read['rows'][ $token ] ) && ( $this->read['times'][ $token ] ?? 0 ) > 0 ) {
				$this->read['rows'][ $token ] = $this->whole( $token );
			}
			$this->read['times'][ $token ] = ( $this->read['times'][ $token ] ?? 0 ) + 1;
			$rows                          = $this->read['rows'][ $token ] ?? false;
			if ( false === $rows ) {
				$rest[] = $token;
				continue;
			}
			foreach ( null === $blocks ? array_keys( $rows ) : $blocks as $block ) {
				if ( isset( $rows[ $block ] ) ) {
					list( $data, $sorted ) = self::row_prefix( $rows[ $block ][0], $rows[ $block ][1], $prefix );
					$kept[]                = new PostingRow( $token, $block, $data, $sorted );
				}
			}
		}
		$out = array();
		if ( $prefix > 0 && array() !== $rest ) {
			// The best sellers of rows whose entries are known, row by row: some have heads.
			$pairs = array();
			foreach ( $rest as $at => $token ) {
				if ( isset( $this->entries[ $token ] ) ) {
					foreach ( null === $blocks ? array_keys( $this->entries[ $token ] ) : array_intersect( $blocks, array_keys( $this->entries[ $token ] ) ) as $block ) {
						$pairs[] = array( $token, (int) $block );
					}
					unset( $rest[ $at ] );
				}
			}
			$out = $this->postings_of( $pairs, $prefix );
		}
		if ( array() !== $rest ) {
			list( $columns, $args ) = self::columns( $prefix );
			$sql                    = "SELECT token, block, $columns FROM %i WHERE token IN (" . implode( ',', array_fill( 0, count( $rest ), '%s' ) ) . ')';
			$args                   = array_merge( $args, array( $this->table( 'postings' ) ), $rest );
			if ( null !== $blocks ) {
				list( $range, $bounds ) = self::block_ranges( $blocks );
				$sql                   .= " AND $range";
				$args                   = array_merge( $args, $bounds );
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- Placeholders built from counts; %i quotes our table.
			foreach ( $this->db->get_results( $this->db->prepare( $sql, ...$args ), 'ARRAY_N' ) as $row ) {
				$out[] = new PostingRow( (string) $row[0], (int) $row[1], (string) $row[2], (int) $row[3] );
			}
		}
		return self::in_order( array_merge( $out, $kept ) );
	}

	/**
	 * Posting rows in the order the database keeps them: by word, then block.
	 *
	 * @param PostingRow[] $rows Word, block, packed entries, how many lead in popularity order.
	 * @return list<PostingRow>
	 */
	private static function in_order( array $rows ): array {
		usort( $rows, static fn( PostingRow $a, PostingRow $b ): int => 0 !== strcmp( $a->token, $b->token ) ? strcmp( $a->token, $b->token ) : $a->block <=> $b->block );
		return $rows;
	}

	/**
	 * All the posting rows of a word, when they hold at most WHOLE_ENTRIES entries (see
	 * postings()); false when they hold more, or its summaries were not read.
	 *
	 * @param string $token Word.
	 * @return array<int, array{0: string, 1: int}>|false Entries and how many lead in popularity order, by block.
	 */
	private function whole( string $token ): array|false {
		$entries = 0;
		foreach ( $this->summary[ $token ] ?? array() as $row ) {
			$entries += $row->entries;
		}
		if ( ! isset( $this->summary[ $token ] ) || $entries > EngineConstants::WHOLE_ENTRIES ) {
			return false;
		}
		$out = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- %i quotes our table.
		foreach ( $this->db->get_results( $this->db->prepare( 'SELECT block, data, sorted FROM %i WHERE token = %s', $this->table( 'postings' ), $token ), 'ARRAY_N' ) as $row ) {
			$out[ (int) $row[0] ] = array( (string) $row[1], (int) $row[2] );
		}
		return $out;
	}

	/**
	 * A whole row as a read with a prefix gives it (see columns()).
	 *
	 * @param string $data   Its entries.
	 * @param int    $sorted How many lead in popularity order.
	 * @param int    $prefix Entries read in popularity order (0 for all).
	 * @return array{0: string, 1: int} Entries, and how many lead in popularity order (with a prefix, the prefix for a row cut short, else 0).
	 */
	private static function row_prefix( string $data, int $sorted, int $prefix ): array {
		if ( $prefix < 1 ) {
			return array( $data, $sorted );
		}
		if ( $sorted > 2 * $prefix ) {
			return array( substr( $data, 0, $prefix * Postings::ENTRY ) . substr( $data, $sorted * Postings::ENTRY ), $prefix );
		}
		return array( $data, 0 );
	}

	/**
	 * Some posting rows, each named by its word and block.
	 *
	 * @param list<array{0: string, 1: int}> $rows   Word and block of each.
	 * @param int                            $prefix Of each row in popularity order, only its first entries (0 for all of it).
	 * @param bool                           $heads  Whether rows with heads are read from them (see Postings::head()).
	 * @return list<PostingRow> Word, block, packed entries, how many lead in popularity order.
	 */
	public function postings_of( array $rows, int $prefix = 0, bool $heads = true ): array {
		if ( array() === $rows ) {
			return array();
		}
		// Rows whose best sellers are asked for and that have a head are read from it, in the same
		// round trip: the head's first entries, as the row's read with a prefix would give them.
		$from  = $heads && $prefix > 0 && $prefix <= Postings::HEAD_ENTRIES;
		$heads = array();
		$rest  = array();
		foreach ( $rows as list( $token, $block ) ) {
			$entries = $this->entries[ (string) $token ][ $block ] ?? 0;
			$head    = $from ? Postings::head( $token, $entries ) : null;
			if ( null !== $head ) {
				$heads[ $head ][ $block ] = $entries;
			} else {
				$rest[ $token ][] = $block;
			}
		}
		$parts = array();
		$args  = array();
		if ( array() !== $heads ) {
			$parts[] = '(SELECT token, block, LEFT(data, %d) AS data, entries AS sorted FROM %i WHERE ' . self::ranges( array_map( 'array_keys', $heads ), $args ) . ')';
			array_unshift( $args, $prefix * Postings::ENTRY, $this->table( 'postings' ) );
		}
		$out = array();
		if ( array() !== $rest ) {
			list( $columns, $more ) = self::columns( $prefix );
			$more[]                 = $this->table( 'postings' );
			$where                  = self::ranges( $rest, $more );
			$parts[]                = "(SELECT token, block, $columns FROM %i WHERE $where)";
			$args                   = array_merge( $args, $more );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- Placeholders built from counts; %i quotes our table.
		$found = $this->db->get_results( $this->db->prepare( implode( ' UNION ALL ', $parts ), ...$args ), 'ARRAY_N' );
		foreach ( $found as $row ) {
			$token = (string) $row[0];
			$block = (int) $row[1];
			if ( ! isset( $heads[ $token ] ) ) {
				$out[] = new PostingRow( $token, $block, (string) $row[2], (int) $row[3] );
			} elseif ( ( $heads[ $token ][ $block ] ?? -1 ) === (int) $row[3] ) {
				// A head counting as many entries as its row: the row is as the head was written.
				$out[] = new PostingRow( substr( $token, strlen( Postings::HEAD ) ), $block, (string) $row[2], $prefix );
				unset( $heads[ $token ][ $block ] );
			}
		}
		// A row without a head as it is now (appended to since, or in an index from before heads)
		// is read itself.
		$left = array();
		foreach ( $heads as $head => $blocks ) {
			foreach ( array_keys( $blocks ) as $block ) {
				$left[] = array( substr( $head, strlen( Postings::HEAD ) ), $block );
			}
		}
		if ( array() !== $left ) {
			$out = array_merge( $out, $this->postings_of( $left, $prefix, false ) );
		}
		return array() !== $heads ? self::in_order( $out ) : $out;
	}

	/**
	 * A condition on the postings table for some rows: one range of the key for each word.
	 *
	 * @param array<int|string, list<int>> $blocks Blocks by word.
	 * @param list<int|string>             $args   Placeholder values, added to.
	 */
	private static function ranges( array $blocks, array &$args ): string {
		$where = array();
		foreach ( $blocks as $token => $list ) {
			list( $range, $bounds ) = self::block_ranges( $list );
			$where[]                = "(token = %s AND $range)";
			array_push( $args, (string) $token, ...$bounds );
		}
		return implode( ' OR ', $where );
	}

	/**
	 * Blocks as ranges of the key: each run of consecutive blocks as one range, the others in a
	 * list. The database plans each value of a list as a range of its own, and planning took
	 * longer than reading (a quarter of a millisecond for a word's 24 blocks, against a tenth as
	 * one range).
	 *
	 * @param int[] $blocks Blocks, in any order.
	 * @return array{0: string, 1: list<int>} The condition, and the values of its placeholders.
	 */
	private static function block_ranges( array $blocks ): array {
		$blocks = array_values( array_unique( $blocks ) );
		sort( $blocks );
		$count  = count( $blocks );
		$ranges = array();
		$args   = array();
		$alone  = array();
		$start  = 0;
		while ( $start < $count ) {
			$end = $start;
			while ( $end + 1 < $count && $blocks[ $end + 1 ] === $blocks[ $end ] + 1 ) {
				++$end;
			}
			if ( $end > $start ) {
				$ranges[] = 'block BETWEEN %d AND %d';
				array_push( $args, $blocks[ $start ], $blocks[ $end ] );
			} else {
				$alone[] = $blocks[ $start ];
			}
			$start = $end + 1;
		}
		if ( array() !== $alone ) {
			$ranges[] = 'block IN (' . implode( ',', array_fill( 0, count( $alone ), '%d' ) ) . ')';
			$args     = array_merge( $args, $alone );
		}
		return array( '(' . implode( ' OR ', $ranges ) . ')', $args );
	}

	/**
	 * What a read of posting rows selects after the word and block: the packed entries and how
	 * many lead in popularity order, whole or, with a prefix, only the first $prefix entries of
	 * the ordered part (best sellers first) and the unordered entries after it: all the entries
	 * of the objects selling more than the last of those. A row whose ordered part is at most
	 * twice the prefix costs hardly more whole, and comes whole: then with 0 in the place of
	 * how many lead, so that a caller sees $prefix there only for a row cut short.
	 *
	 * @param int $prefix Entries read of each row in popularity order (0 for all).
	 * @return array{0: string, 1: list<int>} The columns, and the values of their placeholders.
	 */
	private static function columns( int $prefix ): array {
		if ( $prefix < 1 ) {
			return array( 'data, sorted', array() );
		}
		return array( 'IF(sorted > %d, CONCAT(LEFT(data, %d), SUBSTRING(data, sorted * %d + 1)), data), IF(sorted > %d, %d, 0)', array( 2 * $prefix, $prefix * Postings::ENTRY, Postings::ENTRY, 2 * $prefix, $prefix ) );
	}

	/**
	 * The objects each row holds in a kind of entry whose fields weigh, by block, word and kind
	 * (products or posts): the union of those kinds' bitmaps. Null when a row has no bitmaps
	 * (appended to since the last rebuild).
	 *
	 * @param RowSummary[] $rows Summaries (see summaries()).
	 * @param int          $mask The weighed field bits.
	 * @return array<int, array<int|string, array<string, string>>>|null
	 */
	public function weighed( array $rows, int $mask ): ?array {
		$held = array();
		foreach ( $rows as $row ) {
			$token = $row->token;
			$block = $row->block;
			$kinds = $row->maps;
			if ( array() === $kinds ) {
				return null;
			}
			if ( isset( $this->weighed[ $mask ][ $token ][ $block ] ) ) {
				$held[ $block ][ $token ] = $this->weighed[ $mask ][ $token ][ $block ];
				continue;
			}
			$held[ $block ][ $token ] = array();
			foreach ( $kinds as $bits => $map ) {
				if ( 0 !== ( $bits & $mask ) ) {
					$kind                              = ( $bits & Postings::POST ) > 0 ? 'posts' : 'products';
					$held[ $block ][ $token ][ $kind ] = isset( $held[ $block ][ $token ][ $kind ] ) ? $held[ $block ][ $token ][ $kind ] | $map : $map;
				}
			}
			$this->weighed[ $mask ][ $token ][ $block ] = $held[ $block ][ $token ];
		}
		return $held;
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
