<?php
/**
 * Writes products, posts and pages into the search index.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The writing half of indexing: the documents the catalogue reads for a batch of ids become rows,
 * postings and misspellable words in multi-row inserts; whatever no longer qualifies is removed.
 * The rebuild asks it which ids there are, as the catalogue answers.
 */
final class Indexer {

	/**
	 * The bit of each field in a posting; weights are applied at query time, so changing a
	 * weight needs no rebuild.
	 */
	public const FIELDS = array(
		'title'     => 1,
		'sku'       => 2,
		'category'  => 4,
		'tag'       => 8,
		'brand'     => 16,
		'attribute' => 32,
		'excerpt'   => 64,
		'content'   => 128,
		'custom'    => 256,
	);

	/**
	 * Documents read and written at a time.
	 */
	private const DOCUMENTS = 500;

	/**
	 * Seconds a write waits for another to finish writing the same block (see write_postings()).
	 */
	private const BLOCK_WAIT = 10;

	/**
	 * What the index is built from.
	 *
	 * @var Catalogue
	 */
	private Catalogue $catalogue;

	/**
	 * Keeps where the indexer writes, and reads through a catalogue of its own.
	 *
	 * @param \wpdb       $db       Database.
	 * @param IndexTables $tables   Index tables.
	 * @param Settings    $settings Plugin settings (the search section says what is indexed).
	 */
	public function __construct( private \wpdb $db, private IndexTables $tables, Settings $settings ) {
		$this->catalogue = new Catalogue( $db, $settings );
	}

	/**
	 * What the index is built from: which ids qualify and what their documents hold.
	 */
	public function catalogue(): Catalogue {
		return $this->catalogue;
	}

	/**
	 * Indexes the objects that qualify and removes the others (and their variations' rows).
	 *
	 * @param int[]  $ids    Post ids (products, posts, pages; variations are mapped to their product).
	 * @param string $suffix '' for the live tables, '_new' for a rebuild's shadow tables.
	 * @param bool   $fresh  True for a rebuild's batch: only the ids a product save already wrote are removed first.
	 * @return int How many objects were indexed.
	 */
	public function index_ids( array $ids, string $suffix = '', bool $fresh = false ): int {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( array() === $ids ) {
			return 0;
		}
		// A rebuild's batch may meet objects that a product save already wrote into its tables.
		$gone = $fresh ? $this->present( $ids, $suffix ) : $ids;
		$this->delete_rows( $gone, $suffix );
		// Documents are read and their rows written a few hundred at a time, which bounds the
		// memory a batch takes; their postings are gathered and written once at the end, so a
		// batch holding a whole block writes each of the block's posting rows once.
		$packed = array();
		$count  = 0;
		foreach ( array_chunk( $ids, self::DOCUMENTS ) as $chunk ) {
			$documents = $this->catalogue->documents( $chunk );
			$count    += count( $documents );
			$this->write( $documents, $suffix, $packed );
		}
		$this->write_postings( $gone, $packed, $suffix );
		return $count;
	}

	/**
	 * Which of the objects have rows in the index tables.
	 *
	 * @param int[]  $ids    Object ids.
	 * @param string $suffix Table suffix.
	 * @return list<int>
	 */
	private function present( array $ids, string $suffix ): array {
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; %i quotes our table.
		return array_map( 'intval', $this->db->get_col( $this->db->prepare( "SELECT object_id FROM %i WHERE object_id IN ($in)", $this->tables->name( 'index', $suffix ), ...$ids ) ) );
	}

	/**
	 * Removes objects (and the variation rows under them) from the index.
	 *
	 * @param int[]  $ids    Object ids.
	 * @param string $suffix Table suffix.
	 */
	public function delete_ids( array $ids, string $suffix = '' ): void {
		$this->delete_rows( $ids, $suffix );
		$this->write_postings( $ids, array(), $suffix );
	}

	/**
	 * Removes objects' rows (and the variation rows under them) from the index table.
	 *
	 * @param int[]  $ids    Object ids.
	 * @param string $suffix Table suffix.
	 */
	private function delete_rows( array $ids, string $suffix ): void {
		if ( array() === $ids ) {
			return;
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; %i quotes our table.
		$this->db->query( $this->db->prepare( "DELETE FROM %i WHERE object_id IN ($in) OR parent_id IN ($in)", $this->tables->name( 'index', $suffix ), ...array_merge( $ids, $ids ) ) );
	}

	/**
	 * Takes objects' entries out of the posting rows of their blocks and puts new entries in,
	 * block by block. Saves on two servers rewriting the same block's rows from what each read
	 * would lose one's entries, and so would a rebuild's batch appending to a row a save is
	 * rewriting: each block is written by one at a time, under a named lock of the database
	 * server freed with its connection. After a wait of BLOCK_WAIT seconds the write goes on
	 * regardless: a late entry is better than a lost save.
	 *
	 * @param int[]                                 $ids    Object ids whose entries go.
	 * @param array<int|string, array<int, string>> $packed New entries by word and block.
	 * @param string                                $suffix Table suffix.
	 */
	private function write_postings( array $ids, array $packed, string $suffix ): void {
		$postings = $this->tables->name( 'postings', $suffix );
		$offsets  = array();
		foreach ( $ids as $id ) {
			$offsets[ Postings::block( (int) $id ) ][ Postings::offset( (int) $id ) ] = true;
		}
		$by_block = array();
		foreach ( $packed as $token => $blocks ) {
			foreach ( $blocks as $block => $data ) {
				$by_block[ $block ][ $token ] = $data;
			}
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The lock's name is prepared.
		foreach ( array_keys( $offsets + $by_block ) as $block ) {
			$lock   = $this->block_lock( $block, $suffix );
			$locked = '1' === (string) $this->db->get_var( $this->db->prepare( "SELECT GET_LOCK($lock, %d)", self::BLOCK_WAIT ) );
			$new    = $by_block[ $block ] ?? array();
			if ( isset( $offsets[ $block ] ) ) {
				$this->replace_rows( $postings, $block, $offsets[ $block ], $new );
			}
			// Words new to the block get rows of their own.
			$this->append_postings( array_map( static fn( string $data ): array => array( $block => $data ), $new ), $suffix );
			if ( $locked ) {
				$this->db->get_var( "SELECT RELEASE_LOCK($lock)" );
			}
		}
		// phpcs:enable
	}

	/**
	 * The name of a block's lock (see write_postings()), as an SQL expression: one per database,
	 * table and block, within the 64 characters a lock's name may have.
	 *
	 * @param int    $block  Block.
	 * @param string $suffix Table suffix.
	 */
	public function block_lock( int $block, string $suffix = '' ): string {
		return $this->db->prepare( "CONCAT('shopwright_block_', LEFT(SHA1(CONCAT(DATABASE(), '|', %s, '|', %d)), 32))", $this->tables->name( 'postings', $suffix ), $block );
	}

	/**
	 * Takes objects' entries out of the posting rows of a block and puts new entries in,
	 * rewriting each row that changes once: whole, in popularity order, with its summary, kinds
	 * of entry and bitmaps worked out again. Appending instead would leave a row's new entries
	 * out of order and its bitmaps empty until the next rebuild; a search meeting such a row
	 * reads its entries instead, and a query of two letters took 80 ms instead of 8 after one
	 * product was saved.
	 *
	 * @param string                    $postings The postings table.
	 * @param int                       $block    Block.
	 * @param array<int, true>          $offsets  Offsets of the objects whose entries go.
	 * @param array<int|string, string> $new      New entries by word; those put in are taken out, the rest are of words without a row there.
	 */
	private function replace_rows( string $postings, int $block, array $offsets, array &$new ): void {
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- %i quotes our table.
		// Not the heads, written again with their rows.
		$heads = array();
		$rows  = $this->db->get_results( $this->db->prepare( 'SELECT token, data FROM %i WHERE block = %d AND token NOT LIKE %s', $postings, $block, $this->db->esc_like( Postings::HEAD ) . '%' ), 'ARRAY_N' );
		foreach ( $rows as $row ) {
			$token = (string) $row[0];
			$data  = (string) $row[1];
			$kept  = Postings::without( $data, $offsets );
			if ( isset( $new[ $token ] ) ) {
				$kept .= $new[ $token ];
				unset( $new[ $token ] );
			}
			if ( $kept === $data ) {
				continue;
			}
			if ( '' === $kept ) {
				$this->db->query( $this->db->prepare( 'DELETE FROM %i WHERE token = %s AND block = %d', $postings, $token, $block ) );
			} else {
				$kept = Postings::order( $kept );
				$this->db->query( $this->db->prepare( 'UPDATE %i SET data = UNHEX(%s), combos = UNHEX(%s), bitmap = UNHEX(%s), entries = %d, sorted = %d, product_fields = %d, product_top = %d, post_fields = %d, post_top = %d, product_title_top = %d, post_title_top = %d WHERE token = %s AND block = %d', $postings, bin2hex( $kept ), bin2hex( Postings::combos( $kept ) ), bin2hex( Postings::holders( $kept ) ), intdiv( strlen( $kept ), Postings::ENTRY ), intdiv( strlen( $kept ), Postings::ENTRY ), ...array_merge( Postings::summary( $kept ), array( $token, $block ) ) ) );
			}
			$heads[] = array( $token, $block, $kept, intdiv( strlen( $data ), Postings::ENTRY ) );
		}
		// phpcs:enable
		$this->write_heads( $postings, $heads );
	}

	/**
	 * Writes the heads of rows just written in order (see Postings::head()), and takes away those
	 * of rows that no longer have one.
	 *
	 * @param string                                                $postings The postings table.
	 * @param list<array{0: int|string, 1: int, 2: string, 3: int}> $rows Of each row: its word, block, entries in popularity order ('' for a row taken away) and how many it had before.
	 */
	private function write_heads( string $postings, array $rows ): void {
		$heads = array();
		$gone  = array();
		foreach ( $rows as list( $token, $block, $data, $had ) ) {
			$entries = intdiv( strlen( $data ), Postings::ENTRY );
			$head    = Postings::head( $token, $entries );
			if ( null !== $head ) {
				$heads[] = array( $head, $block, $entries, $entries, bin2hex( substr( $data, 0, Postings::HEAD_ENTRIES * Postings::ENTRY ) ) );
			} elseif ( null !== Postings::head( $token, $had ) ) {
				$gone[] = array( Postings::HEAD . $token, $block );
			}
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Tuples of placeholders; %i quotes our table.
		foreach ( array_chunk( $heads, 100 ) as $chunk ) {
			$this->db->query( $this->db->prepare( 'INSERT INTO %i (token, block, entries, sorted, combos, bitmap, data) VALUES ' . implode( ',', array_fill( 0, count( $chunk ), "(%s,%d,%d,%d,'','',UNHEX(%s))" ) ) . ' ON DUPLICATE KEY UPDATE entries = VALUES(entries), sorted = VALUES(sorted), data = VALUES(data)', $postings, ...array_merge( ...$chunk ) ) );
		}
		foreach ( $gone as list( $head, $block ) ) {
			$this->db->query( $this->db->prepare( 'DELETE FROM %i WHERE token = %s AND block = %d', $postings, $head, $block ) );
		}
		// phpcs:enable
	}

	/**
	 * Puts some posting rows whose entries are not all in popularity order back in order, whole:
	 * the rebuild's last step, so every row of a new index is ordered. Batches and saves rewrite
	 * the rows they change in order (see replace_rows()); what is left are rows a batch appended
	 * to, a save having written into its block after the batch looked for saved objects, and
	 * rows written by one that waited out its block's lock. Working through them needs no
	 * cursor: an ordered row is never picked again, so an interrupted run just goes on.
	 *
	 * @param string $suffix Table suffix.
	 * @param int    $limit  Most rows.
	 * @return int Rows put in order.
	 */
	public function order_rows( string $suffix, int $limit ): int {
		$postings = $this->tables->name( 'postings', $suffix );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- %i quotes our table.
		$rows  = $this->db->get_results( $this->db->prepare( 'SELECT token, block, data FROM %i WHERE sorted < entries LIMIT %d', $postings, $limit ), 'ARRAY_N' );
		$heads = array();
		foreach ( $rows as $row ) {
			// Its kinds of entry are worked out again too (appends may have listed some twice), and
			// its bitmap, which appends leave empty.
			$data = Postings::order( (string) $row[2] );
			$this->db->query( $this->db->prepare( 'UPDATE %i SET data = UNHEX(%s), combos = UNHEX(%s), bitmap = UNHEX(%s), entries = %d, sorted = %d WHERE token = %s AND block = %d', $postings, bin2hex( $data ), bin2hex( Postings::combos( $data ) ), bin2hex( Postings::holders( $data ) ), intdiv( strlen( $data ), Postings::ENTRY ), intdiv( strlen( $data ), Postings::ENTRY ), (string) $row[0], (int) $row[1] ) );
			$heads[] = array( (string) $row[0], (int) $row[1], $data, 0 );
		}
		// phpcs:enable
		$this->write_heads( $postings, $heads );
		return count( $rows );
	}

	/**
	 * Writes documents: new misspellable words first, then rows in multi-row inserts; their
	 * postings are added to the ones gathered for the batch.
	 *
	 * @param list<array{row: array<string, mixed>, fields: array<int, string>, variations: list<array<string, mixed>>}> $documents Documents.
	 * @param string                                                                                                     $suffix    Table suffix.
	 * @param array<int|string, array<int, string>>                                                                      $packed    Entries gathered so far, by word and block.
	 */
	private function write( array $documents, string $suffix, array &$packed ): void {
		if ( array() === $documents ) {
			return;
		}
		$postings = array();
		$words    = array();
		$rows     = array();
		foreach ( $documents as $document ) {
			$id     = (int) $document['row']['object_id'];
			$rows[] = $document['row'];
			foreach ( $document['variations'] as $variation ) {
				$rows[] = $variation;
			}
			foreach ( $document['fields'] as $bit => $text ) {
				foreach ( Text::tokens( $text ) as $token ) {
					$postings[ $id ][ $token ] = ( $postings[ $id ][ $token ] ?? 0 ) | $bit;
					$words[ $token ]           = true;
				}
			}
			$lead = Text::tokens( (string) ( $document['fields'][ self::FIELDS['title'] ] ?? '' ), 1 )[0] ?? null;
			if ( null !== $lead ) {
				$postings[ $id ][ $lead ] |= Postings::LEAD;
			}
			// Each letter its words start with, in the fields of all of them (see Postings::letter()).
			$letters = array();
			foreach ( $postings[ $id ] ?? array() as $token => $fields ) {
				$letter             = Postings::letter( $token );
				$letters[ $letter ] = ( $letters[ $letter ] ?? 0 ) | $fields;
			}
			$postings[ $id ] = ( $postings[ $id ] ?? array() ) + $letters;
		}
		$this->add_misspellable( array_map( 'strval', array_keys( $words ) ), $suffix );

		$this->insert_rows( $rows, $suffix );

		foreach ( $documents as $document ) {
			$id         = (int) $document['row']['object_id'];
			$block      = Postings::block( $id );
			$popularity = (int) $document['row']['popularity'];
			$kind       = 'product' === $document['row']['type'] ? 0 : Postings::POST;
			foreach ( $postings[ $id ] ?? array() as $token => $fields ) {
				$packed[ $token ][ $block ] = ( $packed[ $token ][ $block ] ?? '' ) . Postings::entry( $id, $fields | $kind, $popularity );
			}
		}
	}

	/**
	 * Appends packed entries to the rows of their word and block, creating rows as needed.
	 *
	 * @param array<int|string, array<int, string>> $packed Entries by word and block.
	 * @param string                                $suffix Table suffix.
	 */
	private function append_postings( array $packed, string $suffix ): void {
		$values = array();
		$args   = array();
		$bytes  = 0;
		$heads  = array();
		foreach ( $packed as $token => $blocks ) {
			foreach ( $blocks as $block => $data ) {
				$values[] = '(%s,%d,%d,%d,%d,%d,%d,%d,%d,%d,UNHEX(%s),UNHEX(%s),UNHEX(%s))';
				// A new row starts in popularity order; entries appended to a row that exists
				// leave its ordered part as it was (see order_rows()).
				$data = Postings::order( $data );
				// A new row's head. A row appended to gets one counting fewer entries than it has,
				// which no search reads, until the row is put in order.
				$heads[] = array( $token, $block, $data, 0 );
				// Words of digits are integer keys of PHP arrays.
				array_push( $args, (string) $token, $block, intdiv( strlen( $data ), Postings::ENTRY ), intdiv( strlen( $data ), Postings::ENTRY ), ...array_merge( Postings::summary( $data ), array( bin2hex( Postings::combos( $data ) ), bin2hex( Postings::holders( $data ) ), bin2hex( $data ) ) ) );
				$bytes += strlen( $data );
				if ( count( $values ) >= 1000 || $bytes > 200000 ) {
					$this->insert_postings( $values, $args, $suffix );
					$values = array();
					$args   = array();
					$bytes  = 0;
				}
			}
		}
		$this->insert_postings( $values, $args, $suffix );
		$this->write_heads( $this->tables->name( 'postings', $suffix ), $heads );
	}

	/**
	 * Inserts one chunk of posting rows, appending to rows that exist.
	 *
	 * @param string[]          $values Value tuples of placeholders.
	 * @param array<int|string> $args   Their values.
	 * @param string            $suffix Table suffix.
	 */
	private function insert_postings( array $values, array $args, string $suffix ): void {
		if ( array() === $values ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Tuples of placeholders; %i quotes our table.
		$this->db->query( $this->db->prepare( 'INSERT INTO %i (token, block, entries, sorted, product_fields, product_top, post_fields, post_top, product_title_top, post_title_top, combos, bitmap, data) VALUES ' . implode( ',', $values ) . ' ON DUPLICATE KEY UPDATE combos = IF(combos = \'\', \'\', CONCAT(combos, VALUES(combos))), bitmap = IF(entries + VALUES(entries) < ' . Postings::BITMAP_MIN . ' AND LENGTH(bitmap) = entries * ' . Postings::ENTRY . ', CONCAT(bitmap, VALUES(bitmap)), \'\'), entries = entries + VALUES(entries), product_fields = product_fields | VALUES(product_fields), product_top = GREATEST(product_top, VALUES(product_top)), post_fields = post_fields | VALUES(post_fields), post_top = GREATEST(post_top, VALUES(post_top)), product_title_top = GREATEST(product_title_top, VALUES(product_title_top)), post_title_top = GREATEST(post_title_top, VALUES(post_title_top)), data = CONCAT(data, VALUES(data))', $this->tables->name( 'postings', $suffix ), ...$args ) );
	}

	/**
	 * Inserts or replaces index rows.
	 *
	 * @param list<array<string, mixed>> $rows   Rows.
	 * @param string                     $suffix Table suffix.
	 */
	private function insert_rows( array $rows, string $suffix ): void {
		$columns = array( 'object_id', 'type', 'parent_id', 'title', 'sku', 'sku_display', 'url', 'image', 'price_min', 'price_max', 'regular_price', 'breadcrumbs', 'popularity', 'in_stock' );
		foreach ( array_chunk( $rows, 200 ) as $chunk ) {
			$values = array();
			$args   = array( $this->tables->name( 'index', $suffix ) );
			foreach ( $chunk as $row ) {
				$tuple = array();
				foreach ( $columns as $column ) {
					if ( null === $row[ $column ] ) {
						$tuple[] = 'NULL';
						continue;
					}
					$tuple[] = is_int( $row[ $column ] ) ? '%d' : '%s';
					$args[]  = $row[ $column ];
				}
				$values[] = '(' . implode( ',', $tuple ) . ')';
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Tuples of placeholders and NULL literals; columns are a fixed list.
			$this->db->query( $this->db->prepare( 'REPLACE INTO %i (' . implode( ',', $columns ) . ') VALUES ' . implode( ',', $values ), ...$args ) );
		}
	}

	/**
	 * Adds the words a misspelling can find (see Text::forgives_typos()) that are new, with the
	 * forms they have with one letter left out, to the misspelling tables.
	 *
	 * @param string[] $words  Folded words.
	 * @param string   $suffix Table suffix.
	 */
	private function add_misspellable( array $words, string $suffix ): void {
		$words = array_values( array_filter( $words, array( Text::class, 'forgives_typos' ) ) );
		if ( array() === $words ) {
			return;
		}
		$terms = $this->tables->name( 'terms', $suffix );
		$new   = array_values( array_diff( $words, array_keys( $this->lookup( $terms, $words ) ) ) );
		if ( array() === $new ) {
			return;
		}
		foreach ( array_chunk( $new, 500 ) as $chunk ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Tuples of placeholders; %i quotes our table.
			$this->db->query( $this->db->prepare( 'INSERT IGNORE INTO %i (token) VALUES ' . implode( ',', array_fill( 0, count( $chunk ), '(%s)' ) ), $terms, ...$chunk ) );
		}
		$buckets = array();
		foreach ( $this->lookup( $terms, $new ) as $word => $token_id ) {
			foreach ( Text::deletions( (string) $word ) as $variant ) {
				$key                = Postings::typo_key( $variant );
				$bucket             = Postings::typo_bucket( $key );
				$buckets[ $bucket ] = ( $buckets[ $bucket ] ?? '' ) . Postings::typo_entry( $key, $token_id );
			}
		}
		foreach ( array_chunk( $buckets, 1000, true ) as $chunk ) {
			$args = array( $this->tables->name( 'typos', $suffix ) );
			foreach ( $chunk as $bucket => $data ) {
				array_push( $args, $bucket, bin2hex( $data ) );
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Tuples of placeholders; %i quotes our table.
			$this->db->query( $this->db->prepare( 'INSERT INTO %i (bucket, data) VALUES ' . implode( ',', array_fill( 0, count( $chunk ), '(%d,UNHEX(%s))' ) ) . ' ON DUPLICATE KEY UPDATE data = CONCAT(data, VALUES(data))', ...$args ) );
		}
	}

	/**
	 * Ids of words already in the misspellable words' table.
	 *
	 * @param string   $table Terms table.
	 * @param string[] $words Words.
	 * @return array<string, int>
	 */
	private function lookup( string $table, array $words ): array {
		$found = array();
		foreach ( array_chunk( $words, 500 ) as $chunk ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; %i quotes our table.
			$rows = $this->db->get_results( $this->db->prepare( 'SELECT token_id, token FROM %i WHERE token IN (' . implode( ',', array_fill( 0, count( $chunk ), '%s' ) ) . ')', $table, ...$chunk ), 'ARRAY_N' );
			foreach ( $rows as $row ) {
				$found[ (string) $row[1] ] = (int) $row[0];
			}
		}
		return $found;
	}

}
