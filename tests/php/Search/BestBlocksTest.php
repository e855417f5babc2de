<?php
/**
 * Reading only the blocks of postings that can hold the best results.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\Engine\BlockScheduler;
use Shopwright\Search\Engine\ScoreKey;
use Shopwright\Search\Indexer;
use Shopwright\Search\Postings;
use Shopwright\Search\SearchEngine;

/**
 * A search that stops reading once the rest cannot change its answer gives the same answer as
 * one that reads every matching object, over an index spread across many blocks of ids.
 */
final class BestBlocksTest extends SearchTestCase {

	/**
	 * First block of the made-up index: far above the ids the test site's posts use.
	 */
	private const FIRST_BLOCK = 200;

	/**
	 * Blocks of the made-up index.
	 */
	private const BLOCKS = 12;

	/**
	 * Ranks made-up objects from a fixed list, recording which blocks each round reads.
	 *
	 * @param array<int, array<string, array<int, int>>> $found Sort keys by block, kind and id.
	 * @param int[][]                                    $read  Receives the blocks of each round.
	 * @return callable(list<int>): array{products: array<int, int>, posts: array<int, int>}
	 */
	private static function reader( array $found, array &$read ): callable {
		return static function ( array $least ) use ( $found, &$read ): array {
			$blocks = array_keys( $least );
			$read[] = $blocks;
			$out    = array(
				'products' => array(),
				'posts'    => array(),
			);
			foreach ( $blocks as $block ) {
				$out['products'] += $found[ $block ]['products'] ?? array();
				$out['posts']    += $found[ $block ]['posts'] ?? array();
			}
			return $out;
		};
	}

	/**
	 * Blocks are read highest ceiling first, and a block whose ceiling cannot beat the last
	 * wanted result is left unread, once enough products are counted.
	 */
	public function test_blocks_below_the_last_wanted_result_are_not_read(): void {
		$id    = static fn( int $block, int $offset ): int => ( $block << Postings::BLOCK_BITS ) | $offset;
		$found = array();
		$many  = array();
		for ( $n = 0; $n < SearchEngine::COUNT_CAP; $n++ ) {
			$many[ $id( 3, $n ) ] = 10;
		}
		$many[ $id( 3, 2000 ) ] = 90;
		$found[3]['products']   = $many;
		$found[1]['products']   = array( $id( 1, 5 ) => 50 );
		$found[2]['products']   = array( $id( 2, 5 ) => 95 );
		$ceilings               = array(
			'products' => array(
				1 => 50,
				2 => 95,
				3 => 90,
			),
			'posts'    => array(),
			'entries'  => array(
				1 => 1,
				2 => 1,
				3 => SearchEngine::COUNT_CAP + 1,
			),
		);
		$read                   = array();
		$keys                   = BlockScheduler::best_blocks(
			$ceilings,
			array(
				'products' => 2,
				'posts'    => 2,
			),
			1,
			self::reader( $found, $read )
		);
		$this->assertSame( array( array( 2 ), array( 3 ) ), $read, 'Block 1 cannot beat the second best (90).' );
		$this->assertSame( array( $id( 2, 5 ), $id( 3, 2000 ) ), ScoreKey::top( $keys['products'], 2 ) );
		$this->assertSame( SearchEngine::COUNT_CAP + 2, $keys['total'], 'Every product read is counted.' );
		$this->assertCount( 2, $keys['products'], 'Past the cap only the best are kept.' );
	}

	/**
	 * Until COUNT_CAP products are counted every block that has products is read, whatever
	 * its ceiling: the "see all" total must be right.
	 */
	public function test_blocks_are_read_until_the_total_is_known(): void {
		$found    = array(
			1 => array( 'products' => array( 4096 + 1 => 100 ) ),
			2 => array( 'products' => array( 8192 + 1 => 1 ) ),
		);
		$ceilings = array(
			'products' => array(
				1 => 100,
				2 => 1,
			),
			'posts'    => array(),
			'entries'  => array(
				1 => 1,
				2 => 1,
			),
		);
		$read     = array();
		$keys     = BlockScheduler::best_blocks(
			$ceilings,
			array(
				'products' => 1,
				'posts'    => 1,
			),
			1,
			self::reader( $found, $read )
		);
		$this->assertSame( array( array( 1 ), array( 2 ) ), $read );
		$this->assertSame( 2, $keys['total'] );
		$this->assertCount( 2, $keys['products'], 'Below the cap every match is kept.' );
	}

	/**
	 * A block whose ceiling only ties the last wanted result is read when it holds lower ids
	 * (ties go to the lower id) and skipped when all its ids are higher; posts are wanted apart.
	 */
	public function test_ties_and_posts(): void {
		$found    = array();
		$ceilings = array(
			'products' => array(),
			'posts'    => array(),
			'entries'  => array(),
		);
		// Block 5 first (ceiling 70), then 4 and 6 tie with its result (60).
		foreach ( array(
			5 => 70,
			4 => 60,
			6 => 60,
		) as $block => $ceiling ) {
			$products = array();
			for ( $n = 0; $n < SearchEngine::COUNT_CAP; $n++ ) {
				$products[ ( $block << Postings::BLOCK_BITS ) | $n ] = 60;
			}
			$found[ $block ]['products']    = $products;
			$ceilings['products'][ $block ] = $ceiling;
			$ceilings['entries'][ $block ]  = SearchEngine::COUNT_CAP;
		}
		// A post in block 6 with a high key: block 6 is read for posts though no product there can win.
		$found[6]['posts']    = array( ( 6 << Postings::BLOCK_BITS ) | 3000 => 80 );
		$ceilings['posts'][6] = 80;
		$read                 = array();
		$keys                 = BlockScheduler::best_blocks(
			$ceilings,
			array(
				'products' => 3,
				'posts'    => 1,
			),
			1,
			self::reader( $found, $read )
		);
		$this->assertSame( array( array( 6 ), array( 5 ), array( 4 ) ), $read );
		$this->assertSame( array( 4 << Postings::BLOCK_BITS, ( 4 << Postings::BLOCK_BITS ) | 1, ( 4 << Postings::BLOCK_BITS ) | 2 ), ScoreKey::top( $keys['products'], 3 ) );
		$this->assertSame( array( ( 6 << Postings::BLOCK_BITS ) | 3000 ), ScoreKey::top( $keys['posts'], 1 ) );
	}

	/**
	 * The rows of a made-up index of 12 blocks: words most objects hold, rare ones, words sharing
	 * a start, title and lead bits, posts, popularity full of ties.
	 *
	 * @param bool $posts Whether some objects are posts (else all are products, so a word most of
	 *                    them hold is known to match COUNT_CAP products before anything is read).
	 * @return array<string, array<int, string>> Packed entries by word and block.
	 */
	private static function made_up_rows( bool $posts = true ): array {
		$title   = Indexer::FIELDS['title'];
		$content = Indexer::FIELDS['content'];
		$excerpt = Indexer::FIELDS['excerpt'];
		$tag     = Indexer::FIELDS['tag'];
		// Deterministic "random" numbers: the same index on every run.
		$seed  = 7;
		$next  = static function ( int $below ) use ( &$seed ): int {
			$seed = ( $seed * 1103515245 + 12345 ) & 0x7FFFFFFF;
			return ( $seed >> 8 ) % $below;
		};
		$words = array(
			// Word => share of objects holding it (per thousand), and where.
			'qxcommon'   => array( 900, array( $content, $content | $excerpt, $tag ) ),
			'qxworkshop' => array( 600, array( $content, $excerpt ) ),
			'qxworking'  => array( 300, array( $content ) ),
			'qxworld'    => array( 20, array( $title, $title | Postings::LEAD, $content ) ),
			'qxrare'     => array( 4, array( $title, $content ) ),
			'qxlamp'     => array( 50, array( $title | Postings::LEAD, $title, $content | $title ) ),
			'qxnatural'  => array( 700, array( $content, $content | $excerpt ) ),
		);
		$rows  = array();
		for ( $block = self::FIRST_BLOCK; $block < self::FIRST_BLOCK + self::BLOCKS; $block++ ) {
			for ( $offset = 0; $offset < 4096; $offset += 1 + $next( 3 ) ) {
				$id         = ( $block << Postings::BLOCK_BITS ) | $offset;
				$kind       = 0 === $next( 40 ) && $posts ? Postings::POST : 0;
				$popularity = 0 === $next( 3 ) ? 0 : $next( 5000 );
				foreach ( $words as $word => list( $share, $fields ) ) {
					if ( $next( 1000 ) < $share ) {
						$rows[ $word ][ $block ] = ( $rows[ $word ][ $block ] ?? '' ) . Postings::entry( $id, $fields[ $next( count( $fields ) ) ] | $kind, $popularity );
					}
				}
				// Two words no object holds together: those queries fall back to partial matches.
				$apart = 0 === $offset % 7 ? 'qxalone' : ( 1 === $offset % 7 ? 'qxapart' : null );
				if ( null !== $apart ) {
					$rows[ $apart ][ $block ] = ( $rows[ $apart ][ $block ] ?? '' ) . Postings::entry( $id, ( 0 === $next( 9 ) ? $title : $content ) | $kind, $popularity );
				}
				// Two words most of whose objects together sell least: the best sellers of the rarer
				// one's rows hold the other not (a number of its own, so the rest is as before).
				$share = ( $id * 7919 ) % 1000;
				if ( $popularity > 4500 || ( $popularity > 0 && $share < 40 ) ) {
					$rows['qxhead'][ $block ] = ( $rows['qxhead'][ $block ] ?? '' ) . Postings::entry( $id, ( $popularity > 4500 ? $title : $content ) | $kind, $popularity );
				}
				if ( $popularity <= 4500 && ( ( $popularity > 0 && $share < 40 ) || $share >= 600 ) ) {
					$rows['qxtail'][ $block ] = ( $rows['qxtail'][ $block ] ?? '' ) . Postings::entry( $id, ( $share < 40 ? $title : $content ) | $kind, $popularity );
				}
				// Two words sharing a start that no object holds together, one in titles.
				$split = 2 === $offset % 5 ? 'qxsplit' : ( 3 === $offset % 5 ? 'qxsplat' : null );
				if ( null !== $split ) {
					$rows[ $split ][ $block ] = ( $rows[ $split ][ $block ] ?? '' ) . Postings::entry( $id, ( 'qxsplit' === $split ? $title | $content : $tag ) | $kind, $popularity );
				}
				// A rare word in the content of some objects, and two words sharing a start: one in
				// the title of half of those, the other in the content of most objects.
				$mark = ( $id * 31 ) % 1000;
				if ( $mark < 12 ) {
					$rows['qxzorb'][ $block ] = ( $rows['qxzorb'][ $block ] ?? '' ) . Postings::entry( $id, $content | $kind, $popularity );
				}
				if ( $mark < 6 ) {
					$rows['qxqwazzle'][ $block ] = ( $rows['qxqwazzle'][ $block ] ?? '' ) . Postings::entry( $id, $title | $kind, $popularity );
				}
				if ( ( $id * 17 ) % 10 < 8 ) {
					$rows['qxqwabble'][ $block ] = ( $rows['qxqwabble'][ $block ] ?? '' ) . Postings::entry( $id, $content | $kind, $popularity );
				}
				// Three words sharing a start: one beginning the titles of a few objects, one in the
				// excerpts of some of those and of others, one in the content of most objects.
				$few = ( $id * 37 ) % 1000;
				if ( $few < 2 ) {
					$rows['qxtitlo'][ $block ] = ( $rows['qxtitlo'][ $block ] ?? '' ) . Postings::entry( $id, $title | Postings::LEAD | $kind, $popularity );
				}
				if ( $few < 4 && 0 === $id % 2 ) {
					$rows['qxtitlish'][ $block ] = ( $rows['qxtitlish'][ $block ] ?? '' ) . Postings::entry( $id, $excerpt | $kind, $popularity );
				}
				if ( $few >= 200 ) {
					$rows['qxtitlonga'][ $block ] = ( $rows['qxtitlonga'][ $block ] ?? '' ) . Postings::entry( $id, $content | $kind, $popularity );
				}
				// Four words most objects hold, each in one of four fields: more ways to hold them
				// all than are worked out one by one, so their entries are read.
				foreach ( array(
					'qxmanya' => 3,
					'qxmanyb' => 7,
					'qxmanyc' => 11,
					'qxmanyd' => 13,
				) as $many => $prime ) {
					if ( ( $id * $prime ) % 10 < 7 ) {
						$rows[ $many ][ $block ] = ( $rows[ $many ][ $block ] ?? '' ) . Postings::entry( $id, array( $title, $content, $excerpt, $tag )[ intdiv( $id * $prime, 10 ) % 4 ] | $kind, $popularity );
					}
				}
				// Two words most objects hold together, all selling the same: every one of them
				// ties, and the lowest ids win.
				if ( ( $id * 13 ) % 10 < 6 ) {
					$rows['qxtiea'][ $block ] = ( $rows['qxtiea'][ $block ] ?? '' ) . Postings::entry( $id, $content | $kind, 777 );
					$rows['qxtieb'][ $block ] = ( $rows['qxtieb'][ $block ] ?? '' ) . Postings::entry( $id, $content | $kind, 777 );
				}
			}
		}
		// Two words three objects hold together: the rarer one in two more, the other in a
		// hundred more, spread over other blocks. So few hold the rarer one that a query adding a
		// word nothing holds has to go on to the commoner one's objects to make eight.
		$pair                                     = static fn( int $block, array $offsets ): string => implode( '', array_map( static fn( int $offset ): string => Postings::entry( ( ( self::FIRST_BLOCK + $block ) << Postings::BLOCK_BITS ) | $offset, $content, 100 + $offset ), $offsets ) );
		$rows['qxpaira'][ self::FIRST_BLOCK ]     = $pair( 0, array( 4001, 4002, 4003 ) );
		$rows['qxpaira'][ self::FIRST_BLOCK + 1 ] = $pair( 1, array( 10, 11 ) );
		$rows['qxpairb'][ self::FIRST_BLOCK ]     = $pair( 0, array( 4001, 4002, 4003 ) );
		$rows['qxpairb'][ self::FIRST_BLOCK + 5 ] = $pair( 5, range( 0, 99 ) );
		// Two words sharing a start, in the content of one block's objects: the six best sellers
		// hold both, ten that sell less hold one. A query for the start reads both rows, and its
		// six best sellers must not count twice.
		$both                                    = static fn( array $offsets, int $pop ): string => implode( '', array_map( static fn( int $offset ): string => Postings::entry( ( ( self::FIRST_BLOCK + 2 ) << Postings::BLOCK_BITS ) | $offset, $content, $pop + $offset ), $offsets ) );
		$rows['qxdupa'][ self::FIRST_BLOCK + 2 ] = $both( range( 0, 5 ), 900 );
		$rows['qxdupb'][ self::FIRST_BLOCK + 2 ] = $both( range( 10, 19 ), 100 ) . $both( range( 0, 5 ), 900 );
		// A word in the titles of three objects that sell little, and in the content of twenty
		// best sellers: with content weighing far more than titles, those rank first.
		$mixed                                    = static fn( array $offsets, int $fields, int $pop ): string => implode( '', array_map( static fn( int $offset ): string => Postings::entry( ( ( self::FIRST_BLOCK + 3 ) << Postings::BLOCK_BITS ) | $offset, $fields, $pop + $offset ), $offsets ) );
		$rows['qxmixed'][ self::FIRST_BLOCK + 3 ] = $mixed( range( 100, 102 ), $title, 10 ) . $mixed( range( 200, 219 ), $content, 3000 );
		return $rows;
	}

	/**
	 * Writes made-up rows into the postings table, replacing those of earlier calls.
	 *
	 * Ordered, as the rebuild leaves them: each row in popularity order but for its last
	 * entries, appended after it in no order (as edits append them), with every summary, its
	 * kinds of entry and, in every block or every other, what it keeps of the objects it holds
	 * (bitmaps by kind of entry, or a copy of a small row's entries). Else as an index from
	 * before ordered rows: in the order made, no entry known to be in order, titles promising
	 * the row's highest popularity, and no kinds of entry known.
	 *
	 * @param array<string, array<int, string>> $rows    Packed entries by word and block.
	 * @param bool                              $ordered Whether the rows are kept ordered.
	 * @param int                               $every   1 for every block keeping its objects, 2 for every other.
	 */
	private static function write_rows( array $rows, bool $ordered, int $every = 2 ): void {
		global $wpdb;
		$table = $wpdb->prefix . 'shopwright_search_postings';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A made-up index in the test's transaction; %i quotes our table.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE token LIKE %s', $table, 'qx%' ) );
		foreach ( $rows as $word => $blocks ) {
			foreach ( $blocks as $block => $data ) {
				$entries = intdiv( strlen( $data ), Postings::ENTRY );
				$sorted  = 0;
				$summary = Postings::summary( $data );
				$combos  = '';
				$bitmap  = '';
				if ( $ordered ) {
					$sorted = intdiv( $entries * 9, 10 );
					$head   = substr( $data, 0, $sorted * Postings::ENTRY );
					$tail   = substr( $data, $sorted * Postings::ENTRY );
					$data   = Postings::order( $head ) . $tail;
					// As appends leave them: the tail's kinds of entry after the head's, and no
					// bitmap in every other block (or in none).
					$combos = Postings::combos( $head ) . Postings::combos( $tail );
					$bitmap = 0 === $block % $every ? Postings::holders( $data ) : '';
				} else {
					$summary[4] = 511;
					$summary[5] = 511;
				}
				$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (token, block, entries, sorted, product_fields, product_top, post_fields, post_top, product_title_top, post_title_top, combos, bitmap, data) VALUES (%s, %d, %d, %d, %d, %d, %d, %d, %d, %d, UNHEX(%s), UNHEX(%s), UNHEX(%s))', $table, $word, $block, $entries, $sorted, ...array_merge( $summary, array( bin2hex( $combos ), bin2hex( $bitmap ), bin2hex( $data ) ) ) ) );
			}
		}
		// phpcs:enable
	}

	/**
	 * The made-up queries: common, rare, prefixes, pairs, triples, words no object holds together,
	 * a rare word with a prefix whose words many objects hold together, two words whose objects
	 * together are not among the best sellers of either word's rows, words followed by the
	 * first letters of the next (each standing for several words), a rare word with such a
	 * start whose best word is in the titles of some of its objects, where nothing holds a third,
	 * two words a handful of objects hold, with one nothing holds, two words whose objects all
	 * sell the same, four words held in too many ways to work out one by one, and the start of
	 * two words the best sellers hold both of, with one nothing holds.
	 *
	 * @return list<string>
	 */
	private static function made_up_queries(): array {
		return array( 'qxcommon', 'qxwork', 'qxwor', 'qxworld', 'qxrare', 'qxlamp', 'qxnatural', 'qxcommon qxnatural', 'qxlamp qxcommon', 'qxwork qxnatural qxcommon', 'qxrare qxworkshop', 'qx', 'qxl', 'qxalone qxapart', 'qxapart qxcommon qxalone', 'qxalone qxnowhere', 'qxspl', 'qxspl qxcommon', 'qxsplat qxnatural', 'qxsplit qxalone', 'qxwork qxrare', 'qxrare qxwor', 'qxlamp qxworld', 'qxhead qxtail', 'qxtail qxhead', 'qxalone qxapart qxrare', 'qxlamp qxalone qxapart', 'qxnatural qxalone qxnowhere', 'qxcommon qxapart qxsplit', 'qxlamp qxw', 'qxnatural qxwo', 'qxwor qxs', 'qxs qxcommon qxw', 'qxalone qxapart qxwor', 'qxw qxapart qxalone', 'qxzorb qxqwa qxnowhere', 'qxpaira qxpairb qxnowhere', 'qxtiea qxtieb', 'qxmanya qxmanyb qxmanyc qxmanyd', 'qxdup qxnowhere' );
	}

	/**
	 * Over a made-up index of 12 blocks, every query gets the same products, posts and total
	 * whether the search reads a block at a time or everything.
	 */
	public function test_reading_the_best_blocks_gives_the_same_answers(): void {
		$this->requires_woocommerce();
		global $wpdb;
		self::write_rows( self::made_up_rows(), true, 1 );
		$weights  = array(
			'title'   => 100,
			'excerpt' => 15,
			'content' => 5,
			'tag'     => 30,
		);
		$stepwise = new SearchEngine( $wpdb, $wpdb->prefix, $weights, 1 );
		$all      = new SearchEngine( $wpdb, $wpdb->prefix, $weights, PHP_INT_MAX );
		$queries  = self::made_up_queries();
		foreach ( $queries as $query ) {
			foreach ( array( array( 8, 3 ), array( 1, 1 ), array( 30, 5 ) ) as list( $products, $posts ) ) {
				$this->assertSame( $all->find( $query, $products, $posts ), $stepwise->find( $query, $products, $posts ), "$query, $products products" );
			}
		}
		// And the answers are not empty: the made-up index is really searched.
		$this->assertSame( SearchEngine::COUNT_CAP, $stepwise->find( 'qxcommon', 8, 3 )['total'] );
		$this->assertCount( 8, $stepwise->find( 'qxwor', 8, 3 )['products'] );
		$this->assertNotSame( array(), $stepwise->find( 'qxcommon', 8, 3 )['posts'] );
		$partial = $stepwise->find( 'qxalone qxapart', 8, 3 );
		$this->assertCount( 8, $partial['products'], 'Nothing holds both words: the partial matches.' );
		$this->assertNotSame( array(), $partial['partial'] );
	}

	/**
	 * With a store's weights putting content far above titles, a word beginning a title puts the
	 * object in the first tier, but the word it counts through may be another one of the same
	 * start in its excerpt: a word giving less than the last wanted result is still read where
	 * it can give an object in that tier its best. Over the made-up index, reading a block at a
	 * time gives the same answers as reading everything.
	 */
	public function test_a_word_below_the_floor_still_counts_for_titles_above_it(): void {
		$this->requires_woocommerce();
		global $wpdb;
		self::write_rows( self::made_up_rows( false ), true, 1 );
		$weights  = array(
			'title'   => 2,
			'excerpt' => 40,
			'content' => 90,
			'tag'     => 30,
		);
		$stepwise = new SearchEngine( $wpdb, $wpdb->prefix, $weights, 1 );
		$rounds   = new SearchEngine( $wpdb, $wpdb->prefix, $weights );
		$all      = new SearchEngine( $wpdb, $wpdb->prefix, $weights, PHP_INT_MAX );
		foreach ( array( 'qxtitl', 'qxtitl qxcommon', 'qxcommon qxtitl', 'qxtitlo qxtitl', 'qxmixed', 'qxmixed qxnowhere' ) as $query ) {
			foreach ( array( array( 8, 3 ), array( 3, 1 ), array( 30, 5 ), array( 1, 1 ) ) as list( $products, $posts ) ) {
				$this->assertSame( $all->find( $query, $products, $posts ), $stepwise->find( $query, $products, $posts ), "$query, $products products" );
				$this->assertSame( $all->find( $query, $products, $posts ), $rounds->find( $query, $products, $posts ), "$query, $products products, rounds of " . SearchEngine::ROUND_ENTRIES );
			}
		}
		// The best sellers holding the word in their content come first (they sell alike: the
		// lowest id), also when nothing holds the other word of the query.
		$this->assertSame( ( ( self::FIRST_BLOCK + 3 ) << Postings::BLOCK_BITS ) | 200, $stepwise->find( 'qxmixed qxnowhere', 3, 1 )['products'][0] );
		$first = $stepwise->find( 'qxtitl', 30, 3 )['products'];
		$this->assertGreaterThan( 2, count( array_filter( $first, static fn( int $id ): bool => ( $id * 37 ) % 1000 < 2 ) ), 'The titles beginning with the word come first.' );
	}

	/**
	 * Rows kept best seller first stop being walked at the first entry too unpopular to matter,
	 * titles with their own highest popularity let blocks be passed over sooner, and rows whose
	 * kinds of entry are known promise only what their best entry can score (a word in the tags
	 * of some objects and the content of others no longer promises both at once) and, for a
	 * word alone, a key the wanted products surely reach before any block is read; bitmaps show
	 * that two words sharing a start are never held together, and that two common words match
	 * enough products together not to be counted: over the
	 * made-up index, with posts and without, every query gets the same products, posts and total
	 * as from the same rows unordered, read whole, with summaries promising nothing of titles.
	 *
	 * When every block keeps which objects its rows hold by kind of entry, a query of several
	 * words is answered from those alone, and the tally adds a word to the objects already found
	 * from its bits instead of walking its row.
	 *
	 * @testWith [true, 2]
	 *           [false, 2]
	 *           [true, 1]
	 *           [false, 1]
	 *
	 * @param bool $posts Whether some objects are posts.
	 * @param int  $every 1 for every block keeping its objects, 2 for every other.
	 */
	public function test_ordered_rows_give_the_same_answers_as_unordered_ones( bool $posts, int $every ): void {
		$this->requires_woocommerce();
		global $wpdb;
		$weights = array(
			'title'   => 100,
			'excerpt' => 15,
			'content' => 5,
			'tag'     => 30,
		);
		$rows    = self::made_up_rows( $posts );
		$before  = array();
		self::write_rows( $rows, false );
		$all = new SearchEngine( $wpdb, $wpdb->prefix, $weights, PHP_INT_MAX );
		foreach ( self::made_up_queries() as $query ) {
			foreach ( array( array( 8, 3 ), array( 1, 1 ), array( 30, 5 ) ) as list( $products, $posts ) ) {
				$before[ "$query, $products products" ] = $all->find( $query, $products, $posts );
			}
		}
		self::write_rows( $rows, true, $every );
		foreach ( array( 1, SearchEngine::ROUND_ENTRIES ) as $budget ) {
			$engine = new SearchEngine( $wpdb, $wpdb->prefix, $weights, $budget );
			foreach ( self::made_up_queries() as $query ) {
				foreach ( array( array( 8, 3 ), array( 1, 1 ), array( 30, 5 ) ) as list( $products, $posts ) ) {
					$this->assertSame( $before[ "$query, $products products" ], $engine->find( $query, $products, $posts ), "$query, $products products, budget $budget" );
				}
			}
		}
		$this->assertSame( SearchEngine::COUNT_CAP, $before['qxcommon, 8 products']['total'] );
		$this->assertCount( 8, $before['qxlamp, 8 products']['products'] );
	}
}
