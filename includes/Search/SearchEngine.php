<?php
/**
 * Answers a search query from the index.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Media\LockedMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * Ranks in tiers: exact SKU, then titles starting with the query, then titles holding every
 * word whole, then everything else by the owner's field weights; ties go to the best seller.
 * SKUs typed without their separators ("ab12" for "AB-12-X") come after the words' matches.
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
	 * Most products and variations counted for a "see all products" total.
	 */
	public const COUNT_CAP = 1000;

	/**
	 * Most dictionary words a prefix of two letters or more expands to (the first in the
	 * alphabet); a letter alone stands for every word it starts, through its letter's rows
	 * (see Postings::letter()).
	 */
	private const PREFIX_EXPANSION = 40;

	/**
	 * Most taxonomy rows read for one query, before they are capped per taxonomy.
	 */
	private const TERM_ROWS = 200;

	/**
	 * Characters of a description shown, and of its source read from the post.
	 */
	private const DESCRIPTION        = 150;
	private const DESCRIPTION_SOURCE = 2000;

	/**
	 * WooCommerce's product_visibility term of products hidden from search ("Shop only" and
	 * "Hidden" catalogue visibility).
	 */
	public const HIDDEN_FROM_SEARCH = 'exclude-from-search';

	/*
	 * An object's tally while the words' postings are read, one integer:
	 * bits 0-7   how many query words are in its title whole (TALLY_WHOLE),
	 * bits 8-15  how many are in its title, whole or as the start of a word (TALLY_TITLED),
	 * bit 16     its title begins with the first query word (TALLY_LEAD),
	 * bits 17-   its score: field weights times 4, 2 or 1 per word (TALLY_SCORE_SHIFT).
	 */
	private const TALLY_COUNT_MASK   = 0xFF;
	private const TALLY_TITLED_SHIFT = 8;
	private const TALLY_WHOLE        = 1;
	private const TALLY_TITLED       = 1 << self::TALLY_TITLED_SHIFT;
	private const TALLY_LEAD_SHIFT   = 16;
	private const TALLY_LEAD         = 1 << self::TALLY_LEAD_SHIFT;
	private const TALLY_SCORE_SHIFT  = 17;

	/*
	 * The sort key top() orders by, one integer, larger first:
	 * bit 62     the title begins with the first word and holds every other (KEY_LEAD_SHIFT),
	 * bit 61     the title holds every word whole (KEY_WHOLE_SHIFT),
	 * bits 32-60 the score, capped (KEY_SCORE_SHIFT, KEY_SCORE_MAX),
	 * bits 0-15  the popularity code; bit 16 marks a post or page, which ranks apart (KEY_POST).
	 */
	private const KEY_LEAD_SHIFT  = 62;
	private const KEY_WHOLE_SHIFT = 61;
	private const KEY_SCORE_SHIFT = 32;
	private const KEY_SCORE_MAX   = ( 1 << 29 ) - 1;
	private const KEY_POPULARITY  = 0xFFFF;
	private const KEY_POST        = 1 << 16;

	/*
	 * The sort key of a partial match (by_some_words()), one integer, larger first:
	 * bits 59-61 how many of the query's words it holds (PARTIAL_COUNT_SHIFT),
	 * bits 40-58 how rare those words are, summed and capped (PARTIAL_RARITY_SHIFT),
	 * bits 17-39 the best score one word gave it, capped (PARTIAL_SCORE_SHIFT),
	 * bits 0-16  the popularity code and the post bit, as in the full key.
	 */
	private const PARTIAL_COUNT_SHIFT  = 59;
	private const PARTIAL_RARITY_SHIFT = 40;
	private const PARTIAL_RARITY_MAX   = ( 1 << 19 ) - 1;
	private const PARTIAL_SCORE_SHIFT  = 17;
	private const PARTIAL_SCORE_MAX    = ( 1 << 23 ) - 1;

	/**
	 * Posting entries a search reads in one round: the blocks of ids it reads together before it
	 * checks whether the rest can still reach its best results. A common word's 4,096-id block
	 * holds about this many; a rare word's whole list fits in one round.
	 */
	public const ROUND_ENTRIES = 4096;

	/**
	 * Entries of each row read first from a block that would otherwise be read whole while
	 * nothing yet tells how well the best results sell (see best_blocks()).
	 */
	private const PROBE_ENTRIES = 256;

	/**
	 * Most entries of a word read again whose rows are all read at once (see postings()).
	 */
	private const WHOLE_ENTRIES = 32768;

	/** A word's rarity: this divided by the number of objects that hold it (six words stay under the cap). */
	private const RARITY_SCALE = 80000;

	/** The flag bits of a posting entry (fields, lead, kind), above its id in the block. */
	private const ENTRY_FLAGS_MASK = 0x7FF;

	/**
	 * Where a folded row's kinds of entry number its levels (see levels()): above an entry's flags.
	 */
	private const LEVEL_SHIFT   = 11;
	private const ENTRY_ID_MASK = ( 1 << Postings::BLOCK_BITS ) - 1;

	/**
	 * Keeps the database and the names of the tables.
	 *
	 * @param \wpdb              $db      Database.
	 * @param string             $prefix  Table prefix of the site ($wpdb->prefix).
	 * @param array<string, int> $weights Weight of each field (Indexer::FIELDS keys), 0 to ignore it.
	 * @param int                $budget  Posting entries read in one round before the best results are checked again (see best_blocks()); PHP_INT_MAX reads every match at once.
	 */
	public function __construct( private \wpdb $db, private string $prefix, private array $weights, private int $budget = self::ROUND_ENTRIES ) {}

	/**
	 * Words each query word stood for, by query word, for this engine's searches.
	 *
	 * @var array<string, array<int|string, string>>
	 */
	private array $expanded = array();

	/**
	 * The summaries read so far, by word (see summaries()): the partial-match fallback asks again
	 * for the words the whole query read.
	 *
	 * @var array<string, list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}>>
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
	 * Ids of the best matches, best first: products and variations, then posts and pages.
	 *
	 * @param string $query Raw query (already length-checked by the caller).
	 * @param int    $limit Most results.
	 * @return list<int>
	 */
	public function search( string $query, int $limit ): array {
		$found = $this->find( $query, $limit, $limit );
		return array_slice( array_merge( $found['products'], $found['posts'] ), 0, $limit );
	}

	/**
	 * The best products (and variations) and the best posts and pages, kept apart, and how many
	 * products and variations matched in all, counted up to COUNT_CAP.
	 *
	 * Posts and pages fill the room the products leave of $products, and get at least $posts.
	 *
	 * @param string $query    Raw query (already length-checked by the caller).
	 * @param int    $products Most products and variations.
	 * @param int    $posts    Posts and pages always given room.
	 * When nothing holds every word of a query of several words, the objects that hold some of
	 * them are found instead (see by_some_words()), and `partial` lists the words the best of
	 * them holds; it is empty otherwise.
	 *
	 * @param int    $count_cap Most products and variations counted (the results page counts past COUNT_CAP).
	 *
	 * @return array{products: list<int>, posts: list<int>, total: int, partial: list<string>}
	 */
	public function find( string $query, int $products, int $posts, int $count_cap = self::COUNT_CAP ): array {
		$words = array_slice( Text::tokens( $query ), 0, self::MAX_WORDS );
		if ( array() === $words || $products < 1 ) {
			return array(
				'products' => array(),
				'posts'    => array(),
				'total'    => 0,
				'partial'  => array(),
			);
		}
		$sku         = Text::sku( $query );
		$product_ids = array_fill_keys( $this->look_up( $words, $sku, $products ), true );
		// Enough of the best to fill the list after the exact SKUs, and the posts' room at most.
		$matched = $this->by_words(
			$words,
			array(
				'products' => $products + count( $product_ids ),
				'posts'    => max( $posts, $products ),
			)
		);
		$partial = array();
		if ( count( $words ) > 1 && array() === $product_ids && array() === $matched['products'] && array() === $matched['posts'] ) {
			$some    = $this->by_some_words(
				$words,
				array(
					'products' => $products,
					'posts'    => max( $posts, $products ),
				)
			);
			$partial = $some['words'];
			$matched = array(
				'products' => $some['products'],
				'posts'    => $some['posts'],
				'total'    => $some['total'],
			);
		}
		// Matches the words did not count: the exact SKUs (a variation's is not among them).
		$extra = count( array_diff_key( $product_ids, $matched['products'] ) );
		foreach ( self::top( $matched['products'], $products + count( $product_ids ) ) as $id ) {
			$product_ids[ $id ] = true;
		}
		if ( count( $product_ids ) < $products ) {
			$starts = $this->by_sku_start( $sku, $products );
			$extra += count( array_diff_key( array_fill_keys( $starts, true ), $product_ids, $matched['products'] ) );
			foreach ( $starts as $id ) {
				$product_ids[ $id ] = true;
			}
			if ( count( $starts ) >= $products && array() === $matched['products'] ) {
				$extra = max( $extra, $this->count_sku_start( $sku ) );
			}
		}
		$product_ids = array_slice( array_map( 'intval', array_keys( $product_ids ) ), 0, $products );
		$room        = max( $posts, $products - count( $product_ids ) );
		return array(
			'products' => $product_ids,
			'posts'    => self::top( $matched['posts'], $room ),
			'total'    => min( $matched['total'] + $extra, $count_cap ),
			'partial'  => $partial,
		);
	}

	/**
	 * For a query no object matches as a whole: the objects that hold some of its words, those
	 * holding more words first, then those holding rarer words (a word in few objects says more
	 * about what the shopper wants than one in many; a word's rarity comes from how many entries
	 * its postings hold), then by the best score a single word gave them, then popularity. Each
	 * word is looked up alone, as a one-word query would be (with its prefixes and misspellings).
	 *
	 * The rows' bitmaps tell, block by block, which sets of the words the objects hold, and so
	 * how many products hold some word and the most words any object holds. Where that is one,
	 * every object of a rarer word comes before any of a commoner one: the words are looked up
	 * rarest first (those as rare together), and a commoner word only for the kind the rarer
	 * ones leave short of what is wanted. With the sets known, their best objects are found in
	 * one read (see by_sets()); else, or where that would read too much, blocks are read best
	 * first in rounds (see by_rounds()).
	 *
	 * @param string[]                         $words Folded words, two or more.
	 * @param array{products: int, posts: int} $want  How many of each the caller ranks.
	 * @return array{products: array<int, int>, posts: array<int, int>, words: list<string>, total: int} Sort keys by id (see top()) of the best, the words the best object holds, and how many products hold some word (at least COUNT_CAP when not all were read).
	 */
	private function by_some_words( array $words, array $want ): array {
		$out   = array(
			'products' => array(),
			'posts'    => array(),
			'words'    => array(),
			'total'    => 0,
		);
		$each  = array();
		$known = 0;
		$read  = array();
		// The objects each word holds, by block, kind and word, from the rows' bitmaps (null when a
		// row has none, and with a budget without limit, which reads every entry instead).
		$sets = PHP_INT_MAX === $this->budget ? null : array();
		foreach ( $words as $index => $word ) {
			$ranking = $this->prepare( array( $word ) );
			if ( null === $ranking ) {
				continue;
			}
			$rows    = $this->summaries( array_keys( $ranking['groups'] ) );
			$known   = max( $known, self::known_matches( $rows, $ranking ) );
			$entries = 0;
			foreach ( $rows as $row ) {
				$entries += ( ( $row[3] | $row[5] ) & $ranking['mask'] ) > 0 ? $row[2] : 0;
			}
			if ( $entries < 1 ) {
				continue;
			}
			$rarity = intdiv( self::RARITY_SCALE, $entries );
			// Its rows' bitmaps of weighed kinds of entry, and its entries by block.
			$kinds    = array();
			$by_block = array();
			foreach ( $rows as list( $token, $block, $in_row, , , , , , , , $maps ) ) {
				$by_block[ $block ] = ( $by_block[ $block ] ?? 0 ) + $in_row;
				foreach ( $maps as $bits => $map ) {
					if ( 0 !== ( $bits & $ranking['mask'] ) ) {
						$kinds[ $block ][ $token ][ $bits ] = $map;
					}
				}
			}
			// The objects it holds by block and kind; a row without bitmaps (appended to since the
			// last rebuild) leaves the sets unknown.
			$held = null === $sets ? null : $this->weighed( $rows, $ranking['mask'] );
			$sets = null === $held ? null : $sets;
			foreach ( $held ?? array() as $block => $tokens ) {
				foreach ( $tokens as $unions ) {
					foreach ( $unions as $kind => $map ) {
						$sets[ $block ][ $kind ][ $index ] = isset( $sets[ $block ][ $kind ][ $index ] ) ? $sets[ $block ][ $kind ][ $index ] | $map : $map;
					}
				}
			}
			$each[ $index ] = array( $ranking, $rarity, array( 'entries' => $by_block ), null, $kinds );
			$read[ $index ] = $rows;
		}
		if ( array() === $each ) {
			return $out;
		}
		// Nothing holds every word (or this would not be asked): an object holds one fewer at most,
		// and no more than the words that match. With the bitmaps, exactly: the most any object
		// of a block holds, and how many products hold some word.
		$most     = min( count( $words ) - 1, count( $each ) );
		$total    = null;
		$together = null;
		$found    = null;
		$masks    = array();
		if ( null !== $sets ) {
			$all = '';
			foreach ( $sets as $kinds ) {
				$all .= Postings::union( $kinds['products'] ?? array() );
			}
			$total = Postings::ones( $all );
			// With the sets known, their objects are found at once when their rows are few enough.
			$found = PHP_INT_MAX !== $this->budget ? $this->by_sets( $each, $sets, $want, $masks ) : null;
		}
		if ( null === $found && null !== $sets ) {
			$together = self::together( $sets );
			$most     = 1;
			foreach ( $together as $kinds ) {
				foreach ( $kinds as $held ) {
					foreach ( array_keys( $held ) as $words_held ) {
						$most = max( $most, substr_count( decbin( $words_held ), '1' ) );
					}
				}
			}
		}
		if ( null === $found ) {
			$found   = $this->by_rounds( $each, $read, $most, $together, $sets, $want, null !== $total || $known >= self::COUNT_CAP, $masks );
			$total ??= $found['total'];
		}
		$out['products'] = $found['products'];
		$out['posts']    = $found['posts'];
		$out['total']    = $total;
		$best            = self::top( array() !== $found['products'] ? $found['products'] : $found['posts'], 1 );
		foreach ( $words as $index => $word ) {
			if ( ( $masks[ $best[0] ?? 0 ] ?? 0 ) & ( 1 << $index ) ) {
				$out['words'][] = (string) $word;
			}
		}
		return $out;
	}

	/**
	 * The best objects holding some of the words, read in rounds of blocks (see some_words()):
	 * where an object holds one word at most and the count is known, the words are looked up
	 * rarest first, those as rare together: every object of a rarer word comes before any of a
	 * commoner one, so a commoner word is read only for the kinds the rarer left short.
	 *
	 * @param array<int, array{0: array<string, mixed>, 1: int, 2: array<string, array<int, int>>, 3: int|null, 4: array<int, array<int|string, array<int, string>>>}>   $each     By query word: its ranking, rarity, entries by block, and its rows' bitmaps (see by_some_words()); its ceilings and assured key are filled in here.
	 * @param array<int, list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}>> $read     By query word, its summaries.
	 * @param int                                                                                                                                                        $most     Most of the query's words an object can hold.
	 * @param array<int, array<string, array<int, string>>>|null                                                                                                         $together The sets of words the objects hold (see together()), when the bitmaps tell.
	 * @param array<int, array<string, array<int, string>>>|null                                                                                                         $sets     The objects each word holds, by block, kind and word, when the bitmaps tell.
	 * @param array{products: int, posts: int}                                                                                                                           $want     How many of each are ranked.
	 * @param bool                                                                                                                                                       $capped   Whether no block needs to be read only to count products.
	 * @param array<int, int>                                                                                                                                            $masks    The query words each object read holds, as bits by word, added to.
	 * @return array{products: array<int, int>, posts: array<int, int>, total: int} Partial sort keys by id, and products counted.
	 */
	private function by_rounds( array $each, array $read, int $most, ?array $together, ?array $sets, array $want, bool $capped, array &$masks ): array {
		foreach ( $read as $index => $rows ) {
			$each[ $index ][2] = $this->ceilings( $rows, $each[ $index ][0] );
			$each[ $index ][3] = self::assured( $rows, $each[ $index ][0], $want['products'], $each[ $index ][1] );
		}
		$turns = array( $each );
		if ( 1 === $most && null !== $together ) {
			$turns = array();
			foreach ( $each as $index => $one ) {
				$turns[ $one[1] ][ $index ] = $one;
			}
			krsort( $turns );
		}
		$found = array(
			'products' => array(),
			'posts'    => array(),
			'total'    => 0,
		);
		foreach ( $turns as $turn ) {
			$short = array();
			foreach ( array( 'products', 'posts' ) as $kind ) {
				$short[ $kind ] = max( 0, $want[ $kind ] - count( $found[ $kind ] ) );
			}
			if ( array( 0, 0 ) === array_values( $short ) ) {
				break;
			}
			$got                = $this->some_words( $turn, $most, $together, $sets, $short, $capped, $masks );
			$found['products'] += $got['products'];
			$found['posts']    += $got['posts'];
			$found['total']    += $got['total'];
		}
		return $found;
	}

	/**
	 * For a partial match whose rows all keep bitmaps: the best objects found from the sets of
	 * words the objects hold, in one read instead of rounds of blocks (see some_words()).
	 *
	 * What an object holds fixes the front of its key: how many words and their rarities (see
	 * partial_key()). The sets are taken best first until they hold what is wanted; every object
	 * after them ranks lower. A set's objects in a block (those holding its words and no other)
	 * are worked out from the words' bitmaps only for the tiers taken: six words make 63 sets a
	 * block, of which the best few are taken. For the objects of those sets, the bitmaps also
	 * tell the score: the best value one of their words gives them (see best_first()). A word is
	 * only asked about objects it could lift: those whose score so far is below the best it gives
	 * in the block.
	 * What is left is popularity, which only the entries hold: of each set, the rows of the word
	 * with the fewest entries there are read, and every object of the set is among them. They
	 * are walked best seller first, until what was found beats whatever the rest could reach.
	 *
	 * @param array<int, array{0: array<string, mixed>, 1: int, 2: array{entries: array<int, int>}, 3: int|null, 4: array<int, array<int|string, array<int, string>>>}> $each  By query word: its ranking, rarity, entries by block, and its rows' bitmaps of weighed kinds of entry by block, word and flag bits.
	 * @param array<int, array<string, array<int, string>>>                                                                                                             $sets  The objects each word holds, by block, kind and word.
	 * @param array{products: int, posts: int}                                                                                                                          $want  How many of each are ranked.
	 * @param array<int, int>                                                                                                                                           $masks The query words each object found holds, as bits by word, added to.
	 * @return array{products: array<int, int>, posts: array<int, int>}|null Partial sort keys by id of the objects of the sets taken that were read; null when those sets hold more than SET_OBJECTS products, or the rows to read more entries than SET_ROUNDS rounds read.
	 */
	private function by_sets( array $each, array $sets, array $want, array &$masks ): ?array {
		// Every set of the words some object of a kind could hold, by tier: how many words and
		// their rarities, the lowest key of the set.
		$tiers = array();
		foreach ( array( 'products', 'posts' ) as $kind ) {
			$words = 0;
			foreach ( $want[ $kind ] > 0 ? $sets : array() as $kinds ) {
				foreach ( array_keys( $kinds[ $kind ] ?? array() ) as $index ) {
					$words |= 1 << $index;
				}
			}
			for ( $held = $words; $held > 0; $held = $words & ( $held - 1 ) ) {
				$tier = self::held_key( $held, $each, $kind, -1 );
				if ( null !== $tier ) {
					$tiers[ $kind ][ $tier ][] = $held;
				}
			}
		}
		// Each set's objects by key without popularity (a class: kind, set, key), and by block and
		// the word whose rows are read there, the objects of each class.
		$classes = array();
		$members = array();
		$read    = array();
		$entries = 0;
		$ranked  = array();
		// The tiers taken, best first down to the one reaching what is wanted; past SET_OBJECTS,
		// the best sellers of the rounds find the best of them sooner.
		$taken    = array();
		$together = array();
		foreach ( $tiers as $kind => $by_tier ) {
			krsort( $by_tier );
			$reached = 0;
			foreach ( $by_tier as $tier => $helds ) {
				$list = array();
				foreach ( $sets as $block => $kinds ) {
					foreach ( isset( $kinds[ $kind ] ) ? $helds : array() as $held ) {
						$objects = self::exactly( $held, $kinds[ $kind ] );
						if ( null !== $objects ) {
							$together[ $block ][ $kind ][ $held ] = $objects;
							$list[]                               = array( $block, $held );
							$reached                             += Postings::ones( $objects );
						}
					}
				}
				if ( array() === $list ) {
					continue;
				}
				$taken[ $kind ][ $tier ] = $list;
				if ( $reached >= $want[ $kind ] ) {
					break;
				}
			}
			if ( $reached > self::SET_OBJECTS ) {
				return null;
			}
		}
		foreach ( $taken as $kind => $by_tier ) {
			foreach ( $by_tier as $tier => $list ) {
				foreach ( $list as list( $block, $held ) ) {
					$exactly = $together[ $block ][ $kind ][ $held ];
					// Its words, the one giving the most first; a word asked about nobody is skipped.
					$highest = array();
					$cheap   = null;
					for ( $rest = $held; $rest > 0; $rest &= $rest - 1 ) {
						$index             = strlen( decbin( $rest & -$rest ) ) - 1;
						$highest[ $index ] = self::highest( $each[ $index ], $block );
						$cheap             = null !== $cheap && $each[ $cheap ][2]['entries'][ $block ] <= $each[ $index ][2]['entries'][ $block ] ? $cheap : $index;
					}
					if ( ! isset( $read[ $block ][ $cheap ] ) ) {
						$read[ $block ][ $cheap ] = true;
						$entries                 += $each[ $cheap ][2]['entries'][ $block ];
						if ( $entries > self::SET_ROUNDS * $this->budget ) {
							return null;
						}
					}
					arsort( $highest );
					$scores = array();
					foreach ( $highest as $index => $most ) {
						$open = array() === $scores ? $exactly : '';
						foreach ( $scores as $score => $objects ) {
							if ( $score < $most ) {
								$open = '' === $open ? $objects : $open | $objects;
							}
						}
						if ( '' === $open || '' === trim( $open, "\0" ) ) {
							continue;
						}
						$ranked[ $index ][ $block ] ??= self::best_first( $each[ $index ][4][ $block ] ?? array(), $each[ $index ][0] );
						foreach ( $ranked[ $index ][ $block ] as $value => $objects ) {
							$got = $open & $objects;
							if ( '' !== trim( $got, "\0" ) ) {
								$score            = min( $value >> self::TALLY_SCORE_SHIFT, self::KEY_SCORE_MAX );
								$scores[ $score ] = isset( $scores[ $score ] ) ? $scores[ $score ] | $got : $got;
								$open            &= ~$objects;
							}
						}
					}
					// An object counts under the best score it was found with.
					krsort( $scores );
					$done = '';
					foreach ( $scores as $score => $objects ) {
						$classes[]                     = array( $kind, $held, $tier | ( min( $score, self::PARTIAL_SCORE_MAX ) << self::PARTIAL_SCORE_SHIFT ) | ( 'posts' === $kind ? self::KEY_POST : 0 ) );
						$members[ $block ][ $cheap ][] = array( count( $classes ) - 1, '' === $done ? $objects : $objects & ~$done );
						$done                          = '' === $done ? $objects : $done | $objects;
					}
				}
			}
		}
		// Which rows to read; by block and the word read there, its classes best first.
		$pairs = array();
		foreach ( $members as $block => $by_word ) {
			foreach ( $by_word as $index => $list ) {
				usort( $list, static fn( array $a, array $b ): int => $classes[ $b[0] ][2] <=> $classes[ $a[0] ][2] );
				$members[ $block ][ $index ] = $list;
				foreach ( array_keys( $each[ $index ][4][ $block ] ?? array() ) as $token ) {
					$pairs[] = array( (string) $token, $block );
				}
			}
		}
		$out = array(
			'products' => array(),
			'posts'    => array(),
		);
		// The wanted best found so far, by kind: a row walked best seller first stops once they
		// beat whatever the rest of it could reach. Rows whose best class is best come first.
		$found = array(
			'products' => new \SplMinHeap(),
			'posts'    => new \SplMinHeap(),
		);
		$rows  = $this->postings_of( $pairs );
		$first = array();
		foreach ( $rows as $at => list( $token, $block ) ) {
			foreach ( $members[ $block ] as $index => $list ) {
				if ( isset( $each[ $index ][0]['groups'][ $token ] ) ) {
					$first[ $at ] = max( $first[ $at ] ?? 0, $classes[ $list[0][0] ][2] );
				}
			}
		}
		arsort( $first );
		foreach ( array_keys( $first ) as $at ) {
			list( $token, $block, $data, $sorted ) = $rows[ $at ];
			$base                                  = $block << Postings::BLOCK_BITS;
			$row                                   = Postings::raw( $data );
			$count                                 = count( $row );
			foreach ( $members[ $block ] as $index => $list ) {
				if ( ! isset( $each[ $index ][0]['groups'][ $token ] ) ) {
					continue;
				}
				// How many objects of each class are left to find in the row, and the best key of
				// each kind among classes with some left.
				$left = array();
				foreach ( $list as $in => list( , $objects ) ) {
					$left[ $in ] = Postings::ones( $objects );
				}
				$best = self::best_left( $list, $left, $classes );
				// The entries are numbered from 1 (see Postings::raw()).
				for ( $entry_at = 1; $entry_at <= $count; ++$entry_at ) {
					$entry = $row[ $entry_at ];
					$pop   = ( $entry >> Postings::POPULARITY_SHIFT ) & self::KEY_POPULARITY;
					if ( $entry_at <= $sorted && self::beaten( $found, $best, $want, $pop ) ) {
						// Only the entries in no order are left to read.
						$entry_at = $sorted;
						continue;
					}
					$offset = $entry & self::ENTRY_ID_MASK;
					$byte   = $offset >> 3;
					$mark   = 1 << ( $offset & 7 );
					foreach ( $list as $in => list( $class, $objects ) ) {
						if ( ( ord( $objects[ $byte ] ) & $mark ) > 0 ) {
							list( $kind, $held, $key ) = $classes[ $class ];
							$id                        = $base | $offset;
							if ( ! isset( $out[ $kind ][ $id ] ) ) {
								// An object in the rows of two words a query word stands for counts once.
								$out[ $kind ][ $id ] = $key | $pop;
								$masks[ $id ]        = $held;
								$found[ $kind ]->insert( $key | $pop );
								if ( count( $found[ $kind ] ) > $want[ $kind ] ) {
									$found[ $kind ]->extract();
								}
							}
							if ( 0 === --$left[ $in ] ) {
								$best = self::best_left( $list, $left, $classes );
							}
							break;
						}
					}
				}
			}
		}
		return $out;
	}

	/**
	 * By kind, the best key without popularity of the classes of by_sets() with objects left to
	 * find in a row.
	 *
	 * @param list<array{0: int, 1: string}>         $list    Class and objects, best class first.
	 * @param array<int, int>                        $left    How many objects of each are left to find.
	 * @param list<array{0: string, 1: int, 2: int}> $classes Kind, set and key of each class.
	 * @return array<string, int>
	 */
	private static function best_left( array $list, array $left, array $classes ): array {
		$best = array();
		foreach ( $list as $at => list( $class ) ) {
			if ( $left[ $at ] > 0 ) {
				$best[ $classes[ $class ][0] ] ??= $classes[ $class ][2];
			}
		}
		return $best;
	}

	/**
	 * Whether a row walked best seller first can hold nothing more for by_sets(): for every kind
	 * with objects left to find, as many as are wanted were found, the last of them above
	 * anything an object left could reach selling at most $pop.
	 *
	 * @param array<string, \SplMinHeap<int>>  $found The best keys found, as many as are wanted at most, by kind.
	 * @param array<string, int>               $best  By kind with objects left, their best key without popularity.
	 * @param array{products: int, posts: int} $want  How many of each are ranked.
	 * @param int                              $pop   The popularity code the rest sells at most.
	 */
	private static function beaten( array $found, array $best, array $want, int $pop ): bool {
		foreach ( $best as $kind => $key ) {
			if ( count( $found[ $kind ] ) < $want[ $kind ] || $found[ $kind ]->top() <= ( $key | $pop ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The best score a query word gives an object of a block (see best_first()).
	 *
	 * @param array{0: array<string, mixed>, 4: array<int, array<int|string, array<int, string>>>} $one   The word's ranking and bitmaps (see by_sets()).
	 * @param int                                                                                  $block Block.
	 */
	private static function highest( array $one, int $block ): int {
		$most = 0;
		foreach ( $one[4][ $block ] ?? array() as $token => $maps ) {
			foreach ( array_keys( $maps ) as $bits ) {
				$most = max( $most, self::tally_of( $one[0], $token, $bits ) );
			}
		}
		return min( $most >> self::TALLY_SCORE_SHIFT, self::KEY_SCORE_MAX );
	}

	/**
	 * Most objects by_sets() ranks, in the sets of words it takes: beyond, they are many of the
	 * same sets, which popularity orders, and the rounds read their best sellers first.
	 */
	private const SET_OBJECTS = 4096;

	/**
	 * Rounds' worth of entries (the engine's budget a round) that by_sets() reads at most to
	 * learn its objects' popularity; beyond, blocks are read in rounds.
	 */
	private const SET_ROUNDS = 8;

	/**
	 * The best objects holding some of some words (see by_some_words()), read best block first
	 * as in by_words(). A block's ceiling is, when the bitmaps tell which sets of the words its
	 * objects hold, the best key of those sets (see held_key()); else how many of the words it
	 * has ($most at most), the rarest rarities of that many, the best single-word ceiling and
	 * the highest popularity, or, where an object holds one word at most, the best of the words'
	 * own ceilings. A word is then not read in a block where no object holding it can reach the
	 * last wanted result, and a kind none of which is wanted is not read at all.
	 *
	 * @param array<int, array{0: array<string, mixed>, 1: int, 2: array{products: array<int, int>, posts: array<int, int>, entries: array<int, int>, partial?: array<string, array<int, int>>}, 3: int|null, 4: array<int, array<int|string, array<int, string>>>}> $each   By query word: its ranking, rarity, own ceilings (see ceilings()), a partial key the wanted products reach (see assured()), and its rows' bitmaps of weighed kinds of entry by block, word and flag bits.
	 * @param int                                                                                                                                                                                                                                                    $most   Most of the query's words an object can hold.
	 * @param array<int, array<string, array<int, string>>>|null                                                                                                                                                                                                     $together The sets of words the objects hold, by block and kind (see together()), when the bitmaps tell.
	 * @param array<int, array<string, array<int, string>>>|null                                                                                                                                                                                                     $maps   The objects each word holds, by block, kind and word, when the bitmaps tell.
	 * @param array{products: int, posts: int}                                                                                                                                                                                                                       $want   How many of each are ranked.
	 * @param bool                                                                                                                                                                                                                                                   $capped Whether no block needs to be read only to count products.
	 * @param array<int, int>                                                                                                                                                                                                                                        $masks  The query words each object read holds, as bits by word, added to.
	 * @return array{products: array<int, int>, posts: array<int, int>, total: int} Partial sort keys by id, and products counted (see best_blocks()).
	 */
	private function some_words( array $each, int $most, ?array $together, ?array $maps, array $want, bool $capped, array &$masks ): array {
		$ceilings = array(
			'products' => array(),
			'posts'    => array(),
			'entries'  => array(),
		);
		foreach ( $each as list( , , $one ) ) {
			foreach ( $one['entries'] as $block => $entries ) {
				$ceilings['entries'][ $block ] = ( $ceilings['entries'][ $block ] ?? 0 ) + $entries;
			}
		}
		$own = array();
		// The best key each set of words some object holds could give, by block.
		$sets = array();
		if ( null !== $together ) {
			// The words some object holds together, from the bitmaps: the best of them is the ceiling.
			foreach ( array( 'products', 'posts' ) as $kind ) {
				$blocks = array();
				foreach ( $each as list( , , $one ) ) {
					$blocks += $want[ $kind ] > 0 ? $one[ $kind ] : array();
				}
				foreach ( array_keys( $blocks ) as $block ) {
					$best = 0;
					foreach ( array_keys( $together[ $block ][ $kind ] ?? array() ) as $held ) {
						$key = self::held_key( $held, $each, $kind, $block );
						if ( null === $key ) {
							continue;
						}
						$best                    = max( $best, $key );
						$sets[ $block ][ $held ] = max( $sets[ $block ][ $held ] ?? 0, $key );
						foreach ( array_keys( $each ) as $index ) {
							if ( ( $held & ( 1 << $index ) ) > 0 ) {
								$own[ $index ][ $block ] = max( $own[ $index ][ $block ] ?? 0, $key );
							}
						}
					}
					$ceilings[ $kind ][ $block ] = $best;
				}
			}
		} else {
			$parts  = array();
			$single = array();
			foreach ( $each as $index => list( , $rarity, $one ) ) {
				foreach ( array( 'products', 'posts' ) as $kind ) {
					if ( $want[ $kind ] < 1 ) {
						continue;
					}
					foreach ( $one['partial'][ $kind ] ?? array() as $block => $key ) {
						$score                     = ( $key >> self::KEY_SCORE_SHIFT ) & self::KEY_SCORE_MAX;
						$alone                     = self::partial_key( 1, $rarity, $score, ( $key & self::KEY_POPULARITY ) | ( 'posts' === $kind ? self::KEY_POST : 0 ) );
						$part                      = $parts[ $kind ][ $block ] ?? array( array(), 0, 0 );
						$part[0][]                 = $rarity;
						$parts[ $kind ][ $block ]  = array( $part[0], max( $part[1], $score ), max( $part[2], $key & self::KEY_POPULARITY ) );
						$single[ $kind ][ $block ] = max( $single[ $kind ][ $block ] ?? 0, $alone );
						$own[ $index ][ $block ]   = max( $own[ $index ][ $block ] ?? 0, $alone );
					}
				}
			}
			// When an object holds one word at most, a block's ceiling is its best word's: one
			// word's score or best seller cannot lift another's objects.
			foreach ( $parts as $kind => $blocks ) {
				foreach ( $blocks as $block => list( $rarities, $score, $pop ) ) {
					if ( 1 === $most ) {
						$ceilings[ $kind ][ $block ] = $single[ $kind ][ $block ];
						continue;
					}
					rsort( $rarities );
					$held                        = array_slice( $rarities, 0, $most );
					$ceilings[ $kind ][ $block ] = self::partial_key( count( $held ), array_sum( $held ), $score, $pop | ( 'posts' === $kind ? self::KEY_POST : 0 ) );
				}
			}
		}
		// A key the wanted products are known to reach: that one word's objects do (see assured()),
		// or, from the bitmaps, the objects holding the best sets of words.
		$assured = null;
		if ( $capped && $want['products'] > 0 && PHP_INT_MAX !== $this->budget ) {
			foreach ( $each as list( , , , $reach ) ) {
				$assured = null === $reach ? $assured : max( $assured ?? PHP_INT_MIN, $reach );
			}
			$least = array();
			foreach ( $together ?? array() as $kinds ) {
				foreach ( $kinds['products'] ?? array() as $held => $objects ) {
					$key = self::held_key( $held, $each, 'products', -1 );
					if ( null !== $key ) {
						$least[ $key ][] = $objects;
					}
				}
			}
			krsort( $least );
			$reached = 0;
			foreach ( $least as $key => $list ) {
				foreach ( $list as $objects ) {
					$reached += Postings::ones( $objects );
				}
				if ( $reached >= $want['products'] ) {
					$assured = max( $assured ?? PHP_INT_MIN, $key );
					break;
				}
			}
		}
		// By word and block, its kinds of entry by value, best first (see best_first()), made once.
		$ranked = array();
		return self::best_blocks(
			$ceilings,
			$want,
			$this->budget,
			function ( array $least, ?int $floor = null, int $prefix = 0 ) use ( $each, $own, $most, $together, $maps, $sets, $want, &$masks, &$ranked ): array {
				$keys = array(
					'products' => array(),
					'posts'    => array(),
				);
				$from = array();
				// Where the bitmaps tell which sets of words can still reach the last wanted result,
				// some of the words are read in full, together holding a word of each such set with
				// the fewest entries; the others only add to the objects those found, looked up in
				// their bitmaps.
				$opens = null;
				// And by block and kind, the objects holding such a set of words or more: no other
				// object read can reach it.
				$eligible = array();
				if ( null !== $together && null !== $floor ) {
					$opens = array();
					foreach ( array_keys( $least ) as $block ) {
						$needed = array();
						foreach ( $sets[ $block ] ?? array() as $held => $key ) {
							if ( $key >= $floor ) {
								$needed[] = $held;
								foreach ( $maps[ $block ] ?? array() as $kind => $by_word ) {
									$all = self::holding( $held, $by_word );
									if ( null !== $all ) {
										$eligible[ $block ][ $kind ] = isset( $eligible[ $block ][ $kind ] ) ? $eligible[ $block ][ $kind ] | $all : $all;
									}
								}
							}
						}
						$cheapest = self::cover( $needed, $each, $block );
						foreach ( array_keys( $each ) as $index ) {
							if ( null !== $cheapest && ( $cheapest[1] & ( 1 << $index ) ) > 0 ) {
								$opens[ $block ][ $index ] = true;
							}
						}
					}
				}
				$adding = array();
				foreach ( $each as $index => list( $ranking, $rarity ) ) {
					$blocks = array_intersect_key( $least, $own[ $index ] ?? array() );
					if ( ( 1 === $most || null !== $together ) && null !== $floor ) {
						// A word is not read in a block where no object holding it can reach the last
						// wanted result: its own ceiling there, or, from the bitmaps, the best of the
						// words held together with it.
						$blocks = array_intersect_key( $blocks, array_filter( $own[ $index ], static fn( int $ceiling ): bool => $ceiling >= $floor ) );
					}
					if ( null !== $opens ) {
						foreach ( array_keys( $blocks ) as $block ) {
							if ( ! isset( $opens[ $block ][ $index ] ) ) {
								$adding[ $index ][ $block ] = true;
								unset( $blocks[ $block ] );
							}
						}
					}
					if ( array() === $blocks ) {
						continue;
					}
					$got = $this->reader( $ranking )( $blocks, null, $prefix );
					foreach ( $got['from'] ?? array() as $block => $pop ) {
						$from[ $block ] = max( $from[ $block ] ?? 0, $pop );
					}
					unset( $got['from'] );
					foreach ( $got as $kind => $found ) {
						if ( $want[ $kind ] < 1 ) {
							continue;
						}
						foreach ( $found as $id => $key ) {
							$block = $id >> Postings::BLOCK_BITS;
							if ( isset( $eligible[ $block ] ) && ( ord( $eligible[ $block ][ $kind ][ ( $id & self::ENTRY_ID_MASK ) >> 3 ] ?? "\0" ) & ( 1 << ( $id & 7 ) ) ) === 0 ) {
								continue;
							}
							$score                = ( $key >> self::KEY_SCORE_SHIFT ) & self::KEY_SCORE_MAX;
							$pop                  = $key & ( self::KEY_POPULARITY | self::KEY_POST );
							$keys[ $kind ][ $id ] = self::one_more( $keys[ $kind ][ $id ] ?? 0, $rarity, $score, $pop );
							$masks[ $id ]         = ( $masks[ $id ] ?? 0 ) | ( 1 << $index );
						}
					}
				}
				foreach ( $adding as $index => $blocks ) {
					list( $ranking, $rarity, , , $kinds ) = $each[ $index ];
					foreach ( $keys as $kind => $found ) {
						foreach ( $found as $id => $had ) {
							$block = $id >> Postings::BLOCK_BITS;
							if ( ! isset( $blocks[ $block ] ) ) {
								continue;
							}
							$offset                       = $id & self::ENTRY_ID_MASK;
							$mark                         = 1 << ( $offset & 7 );
							$value                        = 0;
							$ranked[ $index ][ $block ] ??= self::best_first( $kinds[ $block ] ?? array(), $ranking );
							foreach ( $ranked[ $index ][ $block ] as $worth => $map ) {
								// The word counts once, through its best indexed word: the first that holds it.
								if ( ( ord( $map[ $offset >> 3 ] ) & $mark ) > 0 ) {
									$value = $worth;
									break;
								}
							}
							if ( $value > 0 ) {
								$keys[ $kind ][ $id ] = self::one_more( $had, $rarity, min( $value >> self::TALLY_SCORE_SHIFT, self::KEY_SCORE_MAX ), $had & ( self::KEY_POPULARITY | self::KEY_POST ) );
								$masks[ $id ]         = ( $masks[ $id ] ?? 0 ) | ( 1 << $index );
							}
						}
					}
				}
				if ( $prefix > 0 ) {
					// Only each row's best sellers were read: an object selling less than the last
					// of them in any word's row may hold that word unseen, so it is ranked later.
					foreach ( $keys as $kind => $found ) {
						foreach ( $found as $id => $key ) {
							if ( ( $key & self::KEY_POPULARITY ) < ( $from[ $id >> Postings::BLOCK_BITS ] ?? 0 ) ) {
								unset( $keys[ $kind ][ $id ] );
							}
						}
					}
					$keys['from'] = $from;
				}
				return $keys;
			},
			$capped,
			$assured,
			PHP_INT_MAX === $this->budget ? 0 : self::PROBE_ENTRIES
		);
	}

	/**
	 * The objects holding a word in a block by what the word adds to their tally, best first: for
	 * each value some kind of entry of its indexed words gives, the union of those kinds'
	 * bitmaps. An object's value for the word is that of the first holding it.
	 *
	 * @param array<int|string, array<int, string>>                                                                              $kinds   By indexed word, the bitmaps of its weighed kinds of entry by flag bits.
	 * @param array{mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>} $ranking The word's ranking.
	 * @return array<int, string> Bitmaps by value, highest first.
	 */
	private static function best_first( array $kinds, array $ranking ): array {
		$out = array();
		foreach ( $kinds as $token => $maps ) {
			foreach ( $maps as $bits => $map ) {
				$value         = self::tally_of( $ranking, $token, $bits );
				$out[ $value ] = isset( $out[ $value ] ) ? $out[ $value ] | $map : $map;
			}
		}
		krsort( $out );
		return $out;
	}

	/**
	 * The words the objects of a block hold, from the words' bitmaps: by block and kind, each set
	 * of words (as bits by word) some object holds exactly (and no other of the words), with the
	 * objects holding it so. Every object holding a word is under one set.
	 *
	 * The objects are split word by word into those holding it and those not: a bitmap
	 * operation each, where counting every set's objects took longer (a search needs the counts
	 * of the best few sets only; see Postings::ones()).
	 *
	 * @param array<int, array<string, array<int, string>>> $sets The objects each word holds, by block, kind and word.
	 * @return array<int, array<string, array<int, string>>>
	 */
	private static function together( array $sets ): array {
		$none = str_repeat( "\0", Postings::BITMAP_BYTES );
		$out  = array();
		foreach ( $sets as $block => $kinds ) {
			foreach ( $kinds as $kind => $by_word ) {
				$parts = array( 0 => Postings::union( $by_word ) );
				foreach ( $by_word as $index => $map ) {
					// The parts as they were before this word (foreach walks a copy).
					foreach ( $parts as $held => $objects ) {
						$with = $objects & $map;
						if ( $none === $with ) {
							continue;
						}
						$parts[ $held | ( 1 << $index ) ] = $with;
						$without                          = $objects ^ $with;
						if ( $none === $without ) {
							unset( $parts[ $held ] );
						} else {
							$parts[ $held ] = $without;
						}
					}
				}
				unset( $parts[0] );
				if ( array() !== $parts ) {
					$out[ $block ][ $kind ] = $parts;
				}
			}
		}
		return $out;
	}

	/**
	 * The words with the fewest entries in a block together holding a word of each of some sets.
	 *
	 * @param int[]                                                                                  $needed The sets, as bits by word.
	 * @param array<int, array{0: array<string, mixed>, 1: int, 2: array{entries: array<int, int>}}> $each   By query word: its ranking, rarity and own ceilings.
	 * @param int                                                                                    $block  Block.
	 * @return array{0: int, 1: int}|null Their entries and the words as bits by word; null for no sets.
	 */
	private static function cover( array $needed, array $each, int $block ): ?array {
		$wanted = 0;
		foreach ( $needed as $held ) {
			$wanted |= $held;
		}
		$cheapest = null;
		for ( $pick = $wanted; $pick > 0; $pick = $wanted & ( $pick - 1 ) ) {
			foreach ( $needed as $held ) {
				if ( 0 === ( $held & $pick ) ) {
					continue 2;
				}
			}
			$cost = 0;
			foreach ( $each as $index => list( , , $one ) ) {
				$cost += ( $pick & ( 1 << $index ) ) > 0 ? $one['entries'][ $block ] ?? 0 : 0;
			}
			if ( null === $cheapest || $cost < $cheapest[0] ) {
				$cheapest = array( $cost, $pick );
			}
		}
		return $cheapest;
	}

	/**
	 * The objects holding the words of a set and no other, from the words' bitmaps; null when
	 * there are none.
	 *
	 * @param int                $held    The words, as bits by word.
	 * @param array<int, string> $by_word The objects each word holds, by word.
	 */
	private static function exactly( int $held, array $by_word ): ?string {
		$none = str_repeat( "\0", Postings::BITMAP_BYTES );
		$all  = self::holding( $held, $by_word );
		if ( null === $all || $none === $all ) {
			return null;
		}
		foreach ( $by_word as $index => $map ) {
			if ( 0 === ( $held & ( 1 << $index ) ) ) {
				$all = $all & ~$map;
				if ( $none === $all ) {
					return null;
				}
			}
		}
		return $all;
	}

	/**
	 * The objects holding every word of a set, from the words' bitmaps (none as soon as the words
	 * so far share none); null when one of them has none.
	 *
	 * @param int                $held    The words, as bits by word.
	 * @param array<int, string> $by_word The objects each word holds, by word.
	 */
	private static function holding( int $held, array $by_word ): ?string {
		$none = str_repeat( "\0", Postings::BITMAP_BYTES );
		$all  = null;
		for ( $rest = $held; $rest > 0; $rest &= $rest - 1 ) {
			$index = strlen( decbin( $rest & -$rest ) ) - 1;
			if ( ! isset( $by_word[ $index ] ) ) {
				return null;
			}
			$all = null === $all ? $by_word[ $index ] : $all & $by_word[ $index ];
			if ( $none === $all ) {
				return $all;
			}
		}
		return $all;
	}

	/**
	 * The highest partial key an object of a block holding some words could have: their count,
	 * their rarities summed, and the best score and popularity their own ceilings allow there;
	 * for no block (-1), the lowest: no score, no popularity. Null when one of the words is not
	 * among those looked up.
	 *
	 * @param int                                                                                                                                                                                    $held  The words, as bits by word.
	 * @param array<int, array{0: array<string, mixed>, 1: int, 2: array{products?: array<int, int>, posts?: array<int, int>, entries?: array<int, int>, partial?: array<string, array<int, int>>}}> $each  By query word: its ranking, rarity and own ceilings.
	 * @param string                                                                                                                                                                                 $kind  products or posts.
	 * @param int                                                                                                                                                                                    $block Block.
	 */
	private static function held_key( int $held, array $each, string $kind, int $block ): ?int {
		$count  = 0;
		$rarity = 0;
		$score  = 0;
		$pop    = 0;
		foreach ( $each as $index => list( , $rare, $one ) ) {
			if ( 0 === ( $held & ( 1 << $index ) ) ) {
				continue;
			}
			// A word whose bitmaps hold objects has a ceiling there; if not, the highest there is.
			$key     = $block < 0 ? 0 : $one['partial'][ $kind ][ $block ] ?? PHP_INT_MAX;
			$rarity += $rare;
			++$count;
			$score = max( $score, ( $key >> self::KEY_SCORE_SHIFT ) & self::KEY_SCORE_MAX );
			$pop   = max( $pop, $key & self::KEY_POPULARITY );
		}
		return $count < substr_count( decbin( $held ), '1' ) ? null : self::partial_key( $count, $rarity, $score, $pop | ( 'posts' === $kind ? self::KEY_POST : 0 ) );
	}

	/**
	 * The sort key of a partial match.
	 *
	 * @param int $count  Query words it holds.
	 * @param int $rarity Their rarities, summed.
	 * @param int $score  The best score one word gave it.
	 * @param int $pop    Its popularity code, with the post bit.
	 */
	private static function partial_key( int $count, int $rarity, int $score, int $pop ): int {
		return ( $count << self::PARTIAL_COUNT_SHIFT ) | ( min( $rarity, self::PARTIAL_RARITY_MAX ) << self::PARTIAL_RARITY_SHIFT ) | ( min( $score, self::PARTIAL_SCORE_MAX ) << self::PARTIAL_SCORE_SHIFT ) | $pop;
	}

	/**
	 * A partial match's key once one more word is found to be held: its key so far (0 when no
	 * word was) says what it holds, and its capped sums stay what capping the whole sums gives.
	 *
	 * @param int $had    Its key so far.
	 * @param int $rarity The word's rarity.
	 * @param int $score  The score the word gives it.
	 * @param int $pop    Its popularity code, with the post bit.
	 */
	private static function one_more( int $had, int $rarity, int $score, int $pop ): int {
		return self::partial_key( ( $had >> self::PARTIAL_COUNT_SHIFT ) + 1, ( ( $had >> self::PARTIAL_RARITY_SHIFT ) & self::PARTIAL_RARITY_MAX ) + $rarity, max( ( $had >> self::PARTIAL_SCORE_SHIFT ) & self::PARTIAL_SCORE_MAX, $score ), $pop );
	}

	/**
	 * Product categories, tags and brands with visible products whose folded name has a word
	 * starting with the folded query (the query may run on over the following words), the most
	 * stocked first, at most $per_taxonomy of each taxonomy.
	 *
	 * @param string   $query        Raw query.
	 * @param int      $per_taxonomy Most terms of each taxonomy.
	 * @param string[] $taxonomies   Taxonomies wanted.
	 * @return list<array<string, string|null>> Rows of the taxonomy table.
	 */
	public function terms( string $query, int $per_taxonomy, array $taxonomies ): array {
		$folded = mb_substr( Text::fold( $query ), 0, 191, 'UTF-8' );
		if ( '' === $folded || $per_taxonomy < 1 || array() === $taxonomies ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $taxonomies ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; %i quotes our table.
		$rows  = $this->db->get_results( $this->db->prepare( "SELECT term_id, taxonomy, name, url, breadcrumbs, count FROM %i WHERE suffix LIKE %s AND taxonomy IN ($in) ORDER BY count DESC, name, term_id LIMIT %d", $this->table( 'taxonomy' ), $this->db->esc_like( $folded ) . '%', ...array_merge( array_values( $taxonomies ), array( self::TERM_ROWS ) ) ), 'ARRAY_A' );
		$seen  = array();
		$count = array();
		$out   = array();
		foreach ( $rows as $row ) {
			$id       = (int) $row['term_id'];
			$taxonomy = (string) $row['taxonomy'];
			if ( isset( $seen[ $id ] ) || ( $count[ $taxonomy ] ?? 0 ) >= $per_taxonomy ) {
				continue;
			}
			$seen[ $id ]        = true;
			$count[ $taxonomy ] = ( $count[ $taxonomy ] ?? 0 ) + 1;
			$out[]              = $row;
		}
		return $out;
	}

	/**
	 * The index rows of the ids, in the given order, re-checked against the posts and terms
	 * tables so a product made private, put behind a password or hidden from search a moment ago
	 * is never shown (even when the index missed the change: a direct database write, an import
	 * that skips hooks, a change made while the plugin was inactive), each with a plain-text
	 * description from its post (its excerpt, or the start of its content) when asked for.
	 *
	 * @param int[] $ids          Object ids.
	 * @param bool  $descriptions Whether to read the descriptions ('' each when not).
	 * @return list<array<string, string|null>>
	 */
	public function rows( array $ids, bool $descriptions = true ): array {
		if ( array() === $ids ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// A description is read from the post only when it is shown: its content is the longest
		// thing a suggestion could read.
		$description = $descriptions ? "IF( i.parent_id = 0, LEFT( IF( p.post_excerpt <> '', p.post_excerpt, p.post_content ), %d ), '' )" : "LEFT( '', %d )";
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Placeholders built from a count; %i quotes our table.
		$rows  = $this->db->get_results(
			$this->db->prepare(
				"SELECT i.*, $description AS description FROM %i i
				INNER JOIN {$this->db->posts} p ON p.ID = i.object_id AND p.post_status = 'publish' AND p.post_password = ''
				LEFT JOIN {$this->db->posts} pp ON pp.ID = i.parent_id
				WHERE i.object_id IN ($in) AND ( i.parent_id = 0 OR ( pp.post_status = 'publish' AND pp.post_password = '' ) )
				AND NOT EXISTS (
					SELECT 1 FROM {$this->db->term_relationships} tr
					INNER JOIN {$this->db->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id AND tt.taxonomy = 'product_visibility'
					INNER JOIN {$this->db->terms} t ON t.term_id = tt.term_id AND t.slug = %s
					WHERE tr.object_id = IF( i.parent_id = 0, i.object_id, i.parent_id )
				)",
				self::DESCRIPTION_SOURCE,
				$this->table( 'index' ),
				...array_merge( $ids, array( self::HIDDEN_FROM_SEARCH ) )
			),
			'ARRAY_A'
		);
		$by_id = array();
		foreach ( $rows as $row ) {
			// Read from the post rather than kept in the index: it is shown only on request.
			// Never the words of a locked block, whose end the length limit may have cut off.
			$row['description']               = $descriptions ? Text::excerpt( LockedMarkup::strip( (string) $row['description'] ), self::DESCRIPTION ) : '';
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
	 * Products and variations whose SKU starts with the query, without separators: codes typed
	 * as "ab12" for "AB-12-X". In SKU order, after the words' matches.
	 *
	 * @param string $sku   Folded SKU.
	 * @param int    $limit Most results.
	 * @return list<int>
	 */
	private function by_sku_start( string $sku, int $limit ): array {
		if ( '' === $sku ) {
			return array();
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- %i quotes our table.
		return array_map( 'intval', $this->db->get_col( $this->db->prepare( 'SELECT object_id FROM %i WHERE sku LIKE %s ORDER BY sku, object_id LIMIT %d', $this->table( 'index' ), $this->db->esc_like( $sku ) . '%', $limit ) ) );
	}

	/**
	 * How many products and variations have a SKU starting with the query, up to COUNT_CAP.
	 *
	 * @param string $sku Folded SKU.
	 */
	private function count_sku_start( string $sku ): int {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- %i quotes our table.
		return (int) $this->db->get_var( $this->db->prepare( 'SELECT COUNT(*) FROM ( SELECT 1 FROM %i WHERE sku LIKE %s LIMIT %d ) s', $this->table( 'index' ), $this->db->esc_like( $sku ) . '%', self::COUNT_CAP ) );
	}

	/**
	 * Objects holding every word (whole, as a prefix, or with one letter wrong), ranked: titles
	 * starting with the first word and holding the others first, then titles holding every word
	 * whole, then by score (the weights of the fields each matching word is in, times 4 for the
	 * word itself and 2 for a word it starts), then popularity, then id. A letter alone counts
	 * as a word it starts, in the fields of all the words it starts (see Postings::letter()).
	 *
	 * Only what the best results need is read: each block of 4,096 ids gets, from the summaries
	 * kept beside its posting rows, the highest sort key any object in it could reach, and blocks are read from the highest down until the
	 * rest can beat neither the last of the wanted products nor of the wanted posts, and
	 * COUNT_CAP products have been counted (see best_blocks()). The answer is the same as with
	 * every match read: a word most descriptions hold reads one or two blocks instead of all.
	 *
	 * @param string[]                         $words Folded words.
	 * @param array{products: int, posts: int} $want  How many of each the caller ranks.
	 * @return array{products: array<int, int>, posts: array<int, int>, total: int} Sort keys (see top()) by id of every object that can be among the best, and how many products matched (at least COUNT_CAP when not all were read).
	 */
	private function by_words( array $words, array $want ): array {
		$none    = array(
			'products' => array(),
			'posts'    => array(),
			'total'    => 0,
		);
		$ranking = $this->prepare( $words );
		if ( null === $ranking ) {
			return $none;
		}
		// A block missing one of the words gets no ceiling and is never read.
		$rows = $this->summaries( array_keys( $ranking['groups'] ) );
		$size = array_fill_keys( array_keys( $ranking['by'] ), 0 );
		foreach ( $rows as $row ) {
			$size[ $ranking['groups'][ $row[0] ] ] += $row[2];
		}
		asort( $size );
		$ranking['order']  = array_keys( $size );
		$ranking['fields'] = array();
		$ranking['maps']   = array();
		foreach ( $rows as $row ) {
			$ranking['fields'][ $row[0] ][ $row[1] ]  = $row[3] | $row[5];
			$ranking['entries'][ $row[0] ][ $row[1] ] = $row[2];
			// A budget without limit reads every entry: the reference the bitmaps' shortcuts must match.
			if ( array() !== $row[10] && PHP_INT_MAX !== $this->budget ) {
				$ranking['maps'][ $row[0] ][ $row[1] ] = $row[10];
			}
		}
		// A budget without limit reads every match: the answer the others must give. Else, with
		// every row's bitmaps, how many products match is known before any entry is read, and no
		// block is read only to count them.
		$known  = self::known_matches( $rows, $ranking );
		$mapped = PHP_INT_MAX !== $this->budget && array() === array_filter( $rows, static fn( array $row ): bool => array() === $row[10] );
		$held   = null;
		if ( $mapped && ( count( $ranking['by'] ) > 1 || $known < self::COUNT_CAP ) ) {
			$held = $this->weighed( $rows, $ranking['mask'] );
		}
		$every = null === $held ? null : self::held_by_all( $held, $ranking );
		if ( array() === $every ) {
			// Nothing holds every word: no entry is read to find that out.
			return $none;
		}
		// A one-word query known to match COUNT_CAP products or more needs no exact count.
		$total = null === $every ? null : Postings::ones( implode( '', array_column( $every, 'products' ) ) );
		$total = $mapped && null === $every ? $known : $total;
		// Of several words, only the objects holding them all are worth finding (see tally()).
		foreach ( count( $ranking['by'] ) > 1 ? (array) $every : array() as $block => $kinds ) {
			$ranking['every'][ $block ]   = Postings::union( array_values( $kinds ) );
			$ranking['holding'][ $block ] = Postings::ones( $ranking['every'][ $block ] );
		}
		$capped = null !== $total || max( $known, self::known_together( $rows, $ranking ) ) >= self::COUNT_CAP;
		// A query word standing for several indexed words counts through the best of them: its
		// rows fold into levels, one row per block (see levels()).
		list( $folded, $levels ) = count( $ranking['groups'] ) > 1 ? self::levels( $rows, $ranking ) : array( $rows, $ranking );
		// So does a letter alone: its row holds most objects, whose best the ways find sooner
		// than its entries, best seller first, do.
		if ( ( count( $ranking['groups'] ) > 1 || str_starts_with( (string) array_key_first( $ranking['groups'] ), Postings::LETTER ) ) && null !== $total && $mapped ) {
			$known = $this->from_ways( $folded, $levels, $want, $total );
			if ( null !== $known ) {
				return $known;
			}
		}
		// A one-word query of one indexed word gains nothing from ways: its kinds of entry are its ways.
		$leaves  = PHP_INT_MAX === $this->budget || count( $ranking['groups'] ) < 2 ? array() : self::leaves( $folded, $levels );
		$assured = $capped && PHP_INT_MAX !== $this->budget ? self::assured( $rows, $ranking, $want['products'] ) : null;
		$found   = self::best_blocks( $this->ceilings( $rows, $ranking, $leaves ), $want, $this->budget, $this->reader( $ranking ), $capped, $assured, PHP_INT_MAX === $this->budget ? 0 : self::PROBE_ENTRIES );
		if ( null !== $total ) {
			$found['total'] = $total;
		}
		return $found;
	}

	/**
	 * For a one-word query, a key at least $want products reach, from the rows' kinds of entry
	 * alone (see Postings::combos()): each kind of a word's row is an entry of its own, so of an
	 * object of its own, whose key is at least the one the kind gives at its highest popularity
	 * (holding more of the words only adds). The $want-th highest of one word's keys is such a
	 * key; the highest of those over the words is returned, or null when no word has $want.
	 *
	 * Blocks can then be read from the first round only from the popularity that could still
	 * beat it, instead of whole until $want results are found.
	 *
	 * @param list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}> $rows    Summaries (see summaries()).
	 * @param array{count: int, mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>}                 $ranking The query's words and weights.
	 * @param int                                                                                                                                            $want    Products wanted.
	 * @param int|null                                                                                                                                       $rarity  For a partial match (see by_some_words()), the word's rarity: the keys are then partial ones.
	 */
	private static function assured( array $rows, array $ranking, int $want, ?int $rarity = null ): ?int {
		if ( 1 !== $ranking['count'] || $want < 1 ) {
			return null;
		}
		$keys = array();
		foreach ( $rows as $row ) {
			$token = $row[0];
			foreach ( $row[9] as $bits => $pop ) {
				$fields = $bits & $ranking['mask'];
				if ( ( $bits & Postings::POST ) > 0 || 0 === $fields ) {
					continue;
				}
				$value            = self::tally_of( $ranking, $token, $bits );
				$keys[ $token ][] = null === $rarity ? self::key( $value, $pop, 1 ) : self::partial_key( 1, $rarity, min( $value >> self::TALLY_SCORE_SHIFT, self::KEY_SCORE_MAX ), $pop );
			}
		}
		$best = null;
		foreach ( $keys as $list ) {
			if ( count( $list ) >= $want ) {
				rsort( $list );
				$best = max( $best ?? PHP_INT_MIN, $list[ $want - 1 ] );
			}
		}
		return $best;
	}

	/**
	 * What an entry of an indexed word adds to an object's tally (see tally()): the weights of
	 * its fields, times the word's factor, and its title and lead bonus; for a query word's
	 * levels (see levels()), the level's own value.
	 *
	 * @param array{mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>, values?: array<string, array<int, int>>} $ranking The query's words and weights.
	 * @param int|string                                                                                                                                                  $token   The indexed word.
	 * @param int                                                                                                                                                         $bits    The entry's flag bits.
	 */
	private static function tally_of( array $ranking, int|string $token, int $bits ): int {
		if ( isset( $ranking['values'][ $token ] ) ) {
			return $ranking['values'][ $token ][ $bits ];
		}
		return $ranking['sums'][ $bits & $ranking['mask'] ] * ( $ranking['factor'][ $token ] << self::TALLY_SCORE_SHIFT ) + $ranking['bonus'][ $token ][ $bits & ( Indexer::FIELDS['title'] | Postings::LEAD ) ];
	}

	/**
	 * The sort key of an object from its tally (see top()).
	 *
	 * @param int $value Its tally.
	 * @param int $pop   Its popularity code, with the post bit above.
	 * @param int $count Words of the query.
	 */
	private static function key( int $value, int $pop, int $count ): int {
		return ( ( $value & self::TALLY_LEAD ) > 0 && ( ( $value >> self::TALLY_TITLED_SHIFT ) & self::TALLY_COUNT_MASK ) >= $count ? 1 << self::KEY_LEAD_SHIFT : 0 )
			| ( ( $value & self::TALLY_COUNT_MASK ) >= $count ? 1 << self::KEY_WHOLE_SHIFT : 0 )
			| ( min( $value >> self::TALLY_SCORE_SHIFT, self::KEY_SCORE_MAX ) << self::KEY_SCORE_SHIFT )
			| ( $pop & self::KEY_POPULARITY );
	}

	/**
	 * How many products a one-word query matches at least, from the row summaries alone: in a
	 * row of products only whose field bits all weigh, every entry is a match (an entry holds
	 * the word in one field at least), and a block matches at least as many objects as its
	 * fullest such row. 0 for a query of several words, whose rows say nothing of how many
	 * objects hold them all.
	 *
	 * A common word then needs no block read in full only to count its first COUNT_CAP matches.
	 *
	 * @param list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}> $rows    Summaries (see summaries()).
	 * @param array{by: array<int, list<string>>, mask: int}                                                                                                 $ranking The query's words and weights.
	 */
	private static function known_matches( array $rows, array $ranking ): int {
		if ( 1 !== count( $ranking['by'] ) ) {
			return 0;
		}
		$fields = array_sum( Indexer::FIELDS ) & ~$ranking['mask'];
		$most   = array();
		foreach ( $rows as $row ) {
			if ( 0 === $row[5] && 0 === $row[6] && $row[2] > 0 && 0 === ( $row[3] & $fields ) ) {
				$most[ $row[1] ] = max( $most[ $row[1] ] ?? 0, $row[2] );
			}
		}
		return (int) array_sum( $most );
	}

	/**
	 * What ranking a query needs: each indexed word its words stand for (themselves, words they
	 * start, misspellings) grouped by query word, with its factor, title bonus and the weights.
	 * Null when a query word matches nothing or no field is weighted.
	 *
	 * @param string[] $words Folded words.
	 * @return array{by: array<int, list<string>>, groups: array<int|string, int>, count: int, mask: int, titled: bool, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>, order: list<int>}|null
	 */
	private function prepare( array $words ): ?array {
		$mask   = 0;
		$weight = array();
		foreach ( Indexer::FIELDS as $field => $bit ) {
			$value = max( 0, (int) ( $this->weights[ $field ] ?? 0 ) );
			if ( $value > 0 ) {
				$mask          |= $bit;
				$weight[ $bit ] = $value;
			}
		}
		if ( 0 === $mask ) {
			return null;
		}
		$groups = array();
		$factor = array();
		foreach ( $words as $index => $word ) {
			$matches = $this->expand( $word );
			if ( array() === $matches ) {
				return null;
			}
			foreach ( $matches as $token => $kind ) {
				// A word several query words match counts for the first of them only.
				if ( ! isset( $groups[ $token ] ) ) {
					$groups[ $token ] = $index;
				}
				$rank             = 'exact' === $kind ? 4 : ( 'prefix' === $kind ? 2 : 1 );
				$factor[ $token ] = max( $factor[ $token ] ?? 1, $rank );
			}
		}
		$count = count( $words );
		$by    = array();
		foreach ( $groups as $token => $group ) {
			$by[ $group ][] = (string) $token;
		}
		if ( $count > 1 && count( $by ) < $count ) {
			return null;
		}
		$titled = isset( $weight[ Indexer::FIELDS['title'] ] );
		return array(
			'by'     => $by,
			'groups' => $groups,
			'count'  => $count,
			'mask'   => $mask,
			'titled' => $titled,
			'factor' => $factor,
			'sums'   => $this->field_sums( $mask, $weight ),
			'bonus'  => $this->title_bonus( $factor, $groups, $titled ),
			'order'  => array_keys( $by ),
		);
	}

	/**
	 * Reads some blocks for best_blocks(): whole, or from a popularity up, or only each row's
	 * best sellers (see tally()).
	 *
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, count: int, mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>, order: list<int>} $ranking The query's words and weights.
	 * @return \Closure(array<int, int|null>, int|null=, int=): array{products: array<int, int>, posts: array<int, int>, from?: array<int, int>}
	 */
	private function reader( array $ranking ): \Closure {
		return fn( array $least, ?int $floor = null, int $prefix = 0 ): array => $this->tally( $ranking, array_map( 'intval', $least ), $floor ?? PHP_INT_MIN, $prefix );
	}

	/**
	 * Reads the words' postings in some blocks and ranks the objects holding every word. In a
	 * block where only objects from some popularity up can still make the best results, only
	 * the entries from it up are walked: a row is kept best seller first (see Postings::walk()),
	 * so a block where only a common word's best sellers can matter costs a few dozen entries
	 * instead of thousands; objects below it are left out. A word whose objects the others have
	 * found already (it only adds to them) is looked up in its row's bitmaps, object by object,
	 * instead of walking the row, when they are fewer than its entries.
	 *
	 * With a prefix, only each row's first entries, its best sellers, are read (see postings()):
	 * the objects selling more than the last of them in every row of their block have all their
	 * entries read and are ranked; `from` then says, by block, from which popularity code up.
	 *
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, count: int, mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>, order: list<int>, fields?: array<int|string, array<int, int>>, maps?: array<int|string, array<int, array<int, string>>>, entries?: array<int|string, array<int, int>>, every?: array<int, string>, holding?: array<int, int>} $ranking The query's words and weights, the rarest first in order, each row's field bits when known, its bitmaps by kind of entry when it has them, its entries when known, and by block the objects holding every word when the bitmaps tell (no other is looked at) and how many they are.
	 * @param array<int, int>                                                                                                                                                                                                                                                                                                                                                                                                            $least   Lowest popularity code worth reading, by block (0 for all of it).
	 * @param int                                                                                                                                                                                                                                                                                                                                                                                                                        $floor   Keys below it are left out: the last wanted result's, once the total has passed its cap.
	 * @param int                                                                                                                                                                                                                                                                                                                                                                                                                        $prefix  Entries read of each row in popularity order (0 for all).
	 * @return array{products: array<int, int>, posts: array<int, int>, from?: array<int, int>} Sort keys by id, and with a prefix the popularity code each block was ranked from.
	 */
	private function tally( array $ranking, array $least, int $floor = PHP_INT_MIN, int $prefix = 0 ): array {
		$count  = $ranking['count'];
		$mask   = $ranking['mask'];
		$sums   = $ranking['sums'];
		$flags  = Indexer::FIELDS['title'] | Postings::LEAD;
		$blocks = array_keys( $least );
		// Per object, its tally: the title counts and lead in the low bits, the score above.
		$tally = array();
		$pop   = array();
		$held  = array();
		$found = array();
		$first = true;
		// The rarest query word first: an object the words before did not find is passed over.
		// Every word's rows of these blocks in one round trip, then word by word; but not the
		// rows of a later word that only its bitmaps will be asked about in every block: where the
		// first word's objects, at most its entries, make fewer lookups than LOOKUPS_PER_ENTRY
		// times the later word's entries there.
		$by_word = array();
		$first_w = $ranking['order'][0];
		$tokens  = $ranking['by'][ $first_w ];
		$looked  = array();
		// The first word's entries by block: at most as many objects as it finds there.
		$most = array();
		foreach ( count( $ranking['by'] ) > 1 ? $blocks : array() as $block ) {
			$most[ $block ] = 0;
			foreach ( $ranking['by'][ $first_w ] as $opener ) {
				$most[ $block ] += $ranking['entries'][ $opener ][ $block ] ?? 0;
			}
			$most[ $block ] = min( $most[ $block ], $ranking['holding'][ $block ] ?? PHP_INT_MAX );
		}
		foreach ( $ranking['by'] as $index => $words ) {
			foreach ( $index === $first_w ? array() : $words as $token ) {
				foreach ( $blocks as $block ) {
					$maps = $ranking['maps'][ $token ][ $block ] ?? array();
					if ( isset( $ranking['entries'][ $token ][ $block ] ) && ( array() === $maps || $most[ $block ] * count( $maps ) >= self::LOOKUPS_PER_ENTRY * $ranking['entries'][ $token ][ $block ] ) ) {
						// Read: this word's entries are walked, in this block at least.
						$tokens[] = $token;
						continue 2;
					}
				}
				foreach ( $blocks as $block ) {
					if ( isset( $ranking['entries'][ $token ][ $block ] ) ) {
						$looked[ $index ][] = array( $token, $block, null, 0 );
					}
				}
			}
		}
		// Words that can neither bring an object to the floor nor give one the value its query
		// word counts through are not read where they cannot (see beneath()).
		$only = isset( $ranking['fields'] ) ? self::beneath( $ranking, $blocks, $floor ) : array();
		foreach ( array() === $only ? array() : $tokens as $at => $token ) {
			foreach ( $blocks as $block ) {
				if ( isset( $ranking['entries'][ $token ][ $block ] ) && ! isset( $only[ $block ][ (string) $token ] ) ) {
					continue 2;
				}
			}
			unset( $tokens[ $at ] );
		}
		foreach ( array() === $only ? array() : $looked as $index => $rows ) {
			$looked[ $index ] = array_values( array_filter( $rows, static fn( array $row ): bool => ! isset( $only[ $row[1] ][ (string) $row[0] ] ) ) );
		}
		foreach ( $this->postings( isset( $ranking['entries'] ) ? $tokens : array_merge( ...array_values( $ranking['by'] ) ), $blocks, $prefix ) as $row ) {
			$by_word[ $ranking['groups'][ $row[0] ] ][] = $row;
			if ( $prefix > 0 && $row[3] >= $prefix ) {
				// Only the best sellers of the row came: an object selling more than its last one
				// has all its entries here (see postings()).
				$least[ $row[1] ] = max( $least[ $row[1] ], 1 + Postings::popularity_at( $row[2], $prefix - 1 ) );
			}
		}
		foreach ( $looked as $index => $rows ) {
			$by_word[ $index ] = array_merge( $by_word[ $index ] ?? array(), $rows );
		}
		foreach ( $ranking['order'] as $index ) {
			$bit  = 1 << $index;
			$rows = $by_word[ $index ] ?? array();
			// A query word counts once for an object: through the best of the indexed words it
			// stands for there, not the sum of them all.
			$part = array();
			$only = $first ? $only : array();
			// Words that cannot matter to an object reaching the floor (read for other blocks)
			// come last, and only add to objects the others found.
			usort( $rows, static fn( array $a, array $b ): int => (int) isset( $only[ $a[1] ][ $a[0] ] ) <=> (int) isset( $only[ $b[1] ][ $b[0] ] ) );
			foreach ( $rows as list( $token, $block, $data, $sorted ) ) {
				$base   = $block << Postings::BLOCK_BITS;
				$gain   = $ranking['factor'][ $token ] << self::TALLY_SCORE_SHIFT;
				$add    = $ranking['bonus'][ $token ];
				$lowest = $least[ $block ];
				$opens  = $first && ! isset( $only[ $block ][ $token ] );
				$maps   = $ranking['maps'][ $token ][ $block ] ?? array();
				if ( ! $opens && array() !== $maps && ( null === $data || count( $found[ $block ] ?? array() ) * count( $maps ) < strlen( $data ) >> 2 ) ) {
					// Fewer objects found here than the row has entries: each is looked up in the
					// row's bitmaps, which also tell its kind of entry, instead of walking the row.
					foreach ( $found[ $block ] ?? array() as $id ) {
						$offset = $id & self::ENTRY_ID_MASK;
						$byte   = $offset >> 3;
						$mark   = 1 << ( $offset & 7 );
						foreach ( $maps as $bits => $map ) {
							if ( ( ord( $map[ $byte ] ) & $mark ) > 0 ) {
								$fields = $bits & $mask;
								if ( 0 !== $fields ) {
									$part[ $id ]  = max( $part[ $id ] ?? 0, $sums[ $fields ] * $gain + $add[ $bits & $flags ] );
									$held[ $id ] |= $bit;
								}
								break;
							}
						}
					}
					continue;
				}
				if ( ! $opens ) {
					// Only objects already found can gain: an entry of any other object costs one
					// lookup. A found object's popularity is already at least the lowest wanted.
					foreach ( Postings::walk( $data, $sorted, $lowest ) as $entry ) {
						$id = $base | ( $entry & self::ENTRY_ID_MASK );
						if ( ! isset( $tally[ $id ] ) ) {
							continue;
						}
						$bits   = ( $entry >> Postings::FLAGS_SHIFT ) & self::ENTRY_FLAGS_MASK;
						$fields = $bits & $mask;
						if ( 0 !== $fields ) {
							$part[ $id ]  = max( $part[ $id ] ?? 0, $sums[ $fields ] * $gain + $add[ $bits & $flags ] );
							$held[ $id ] |= $bit;
						}
					}
					continue;
				}
				$every = $ranking['every'][ $block ] ?? null;
				foreach ( Postings::walk( $data, $sorted, $lowest ) as $entry ) {
					if ( ( $entry >> Postings::POPULARITY_SHIFT ) < $lowest ) {
						continue;
					}
					// An object the bitmaps show lacking some word is passed over.
					if ( null !== $every && 0 === ( ord( $every[ ( $entry & self::ENTRY_ID_MASK ) >> 3 ] ) & ( 1 << ( $entry & 7 ) ) ) ) {
						continue;
					}
					$bits   = ( $entry >> Postings::FLAGS_SHIFT ) & self::ENTRY_FLAGS_MASK;
					$fields = $bits & $mask;
					if ( 0 === $fields ) {
						continue;
					}
					$id    = $base | ( $entry & self::ENTRY_ID_MASK );
					$value = $sums[ $fields ] * $gain + $add[ $bits & $flags ];
					if ( isset( $tally[ $id ] ) ) {
						$part[ $id ]  = max( $part[ $id ] ?? 0, $value );
						$held[ $id ] |= $bit;
					} else {
						// Seen first: its popularity and kind once (they are the same in every entry).
						$tally[ $id ]      = 0;
						$part[ $id ]       = $value;
						$held[ $id ]       = $bit;
						$pop[ $id ]        = ( $entry >> Postings::POPULARITY_SHIFT ) | ( ( $bits & Postings::POST ) > 0 ? self::KEY_POST : 0 );
						$found[ $block ][] = $id;
					}
				}
			}
			foreach ( $part as $id => $value ) {
				$tally[ $id ] += $value;
			}
			$first = false;
		}
		$all = ( 1 << count( $ranking['by'] ) ) - 1;
		// The sort key from the tally (see top()), written out here rather than called: a word
		// most descriptions hold has thousands of objects to key.
		$products = array();
		$posts    = array();
		foreach ( $held as $id => $groups ) {
			if ( $groups !== $all ) {
				continue;
			}
			$value = $tally[ $id ];
			$key   = ( ( $value & self::TALLY_LEAD ) > 0 && ( ( $value >> self::TALLY_TITLED_SHIFT ) & self::TALLY_COUNT_MASK ) >= $count ? 1 << self::KEY_LEAD_SHIFT : 0 )
				| ( ( $value & self::TALLY_COUNT_MASK ) >= $count ? 1 << self::KEY_WHOLE_SHIFT : 0 )
				| ( min( $value >> self::TALLY_SCORE_SHIFT, self::KEY_SCORE_MAX ) << self::KEY_SCORE_SHIFT )
				| ( $pop[ $id ] & self::KEY_POPULARITY );
			// Below the floor it cannot be among the best any more (and is counted already).
			if ( $key < $floor ) {
				continue;
			}
			if ( ( $pop[ $id ] & self::KEY_POST ) > 0 ) {
				$posts[ $id ] = $key;
			} else {
				$products[ $id ] = $key;
			}
		}
		$out = array(
			'products' => $products,
			'posts'    => $posts,
		);
		if ( $prefix > 0 ) {
			$out['from'] = $least;
		}
		return $out;
	}

	/**
	 * In each block, the indexed words (none in a title there) that cannot matter to an object
	 * reaching the floor. A query word counts once, through the best of its indexed words an
	 * object holds, so such a word matters only to objects for which it is that best. Those stay
	 * below the floor's score when the most it gives, with the most every other query word could
	 * give there, is below it. An object can still pass the floor in a higher tier (titles holding
	 * every word), but to be there it holds a word of the same query word in its title, which
	 * gives at least the least any such word gives: the word cannot be its best when it gives at
	 * most that. Its rows need not be read.
	 *
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, mask: int, factor: array<int|string, int>, sums: array<int, int>, fields: array<int|string, array<int, int>>} $ranking The query's words and weights, with each row's field bits.
	 * @param int[]                                                                                                                                                                             $blocks  Blocks read.
	 * @param int                                                                                                                                                                               $floor   The last wanted result's key, or PHP_INT_MIN.
	 * @return array<int, array<string, true>> By block, those words.
	 */
	private static function beneath( array $ranking, array $blocks, int $floor ): array {
		if ( PHP_INT_MIN === $floor ) {
			return array();
		}
		$score = ( $floor >> self::KEY_SCORE_SHIFT ) & self::KEY_SCORE_MAX;
		$title = Indexer::FIELDS['title'];
		$out   = array();
		foreach ( $blocks as $block ) {
			// By query word: the most any of its words gives here, the least one in a title gives.
			$most   = array();
			$titled = array();
			$gives  = array();
			foreach ( $ranking['by'] as $index => $tokens ) {
				$most[ $index ] = 0;
				foreach ( $tokens as $token ) {
					$fields = $ranking['fields'][ $token ][ $block ] ?? null;
					if ( null === $fields ) {
						continue;
					}
					$gives[ $index ][ $token ] = $ranking['sums'][ $fields & $ranking['mask'] ] * $ranking['factor'][ $token ];
					$most[ $index ]            = max( $most[ $index ], $gives[ $index ][ $token ] );
					if ( ( $fields & $title ) > 0 ) {
						$titled[ $index ] = min( $titled[ $index ] ?? PHP_INT_MAX, ( $ranking['sums'][ $title & $ranking['mask'] ] ?? 0 ) * $ranking['factor'][ $token ] );
					}
				}
			}
			$all = array_sum( $most );
			foreach ( $gives as $index => $tokens ) {
				foreach ( $tokens as $token => $value ) {
					if ( 0 === ( $ranking['fields'][ $token ][ $block ] & $title ) && $value + $all - $most[ $index ] < $score && $value <= ( $titled[ $index ] ?? PHP_INT_MAX ) ) {
						$out[ $block ][ (string) $token ] = true;
					}
				}
			}
		}
		return $out;
	}

	/**
	 * How many products a query of several words matches at least, from the rows' bitmaps
	 * alone: in each block, the objects every word's rows hold. Only rows of products whose
	 * field bits all weigh count (each of their bits is a match); a word whose rows in a block
	 * have none leaves that block out. 0 for a one-word query (see known_matches()).
	 *
	 * A query of two common words then needs no block read in full only to count its first
	 * COUNT_CAP matches, as a one-word query does not.
	 *
	 * @param list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}> $rows    Summaries (see summaries()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, mask: int}                                                                 $ranking The query's words and weights.
	 */
	private static function known_together( array $rows, array $ranking ): int {
		$words = count( $ranking['by'] );
		if ( $words < 2 ) {
			return 0;
		}
		$unweighed = array_sum( Indexer::FIELDS ) & ~$ranking['mask'];
		$maps      = array();
		foreach ( $rows as $row ) {
			if ( array() === $row[10] || 0 !== $row[5] || 0 !== $row[6] || 0 !== ( $row[3] & $unweighed ) ) {
				continue;
			}
			$group                     = $ranking['groups'][ $row[0] ];
			$map                       = Postings::union( $row[10] );
			$maps[ $row[1] ][ $group ] = isset( $maps[ $row[1] ][ $group ] ) ? $maps[ $row[1] ][ $group ] | $map : $map;
		}
		$both = '';
		foreach ( $maps as $by_group ) {
			if ( count( $by_group ) < $words ) {
				continue;
			}
			$all = null;
			foreach ( $by_group as $map ) {
				$all = null === $all ? $map : $all & $map;
			}
			$both .= (string) $all;
		}
		return Postings::ones( $both );
	}

	/**
	 * The highest sort key an object of each block could reach, for products and for posts,
	 * from the row summaries alone: the score of every matching word in every field its rows
	 * hold, the title and lead bits when the rows allow them, and the lowest of the words'
	 * highest popularity (an object has one). Blocks missing a query word are left out.
	 *
	 * Only an object with a query word in its title can get the title or lead bits, and its
	 * popularity is at most the highest of the rows' titles: the ceiling is the higher of that
	 * and of the key without those bits at the rows' highest popularity. A word most
	 * descriptions hold then skips the blocks whose titles holding it sell less than the last
	 * wanted result, instead of reading every block for the one best seller each holds.
	 *
	 * @param list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}>                                                                                                                          $rows    Summaries (see summaries()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, count: int, mask: int, titled: bool, factor: array<int|string, int>, sums: array<int, int>, order?: list<int>, maps?: array<int|string, array<int, array<int, string>>>, holding?: array<int, int>} $ranking The query's words and weights, with those of by_words() when it asks: the rarest first, the rows' bitmaps, and how many objects hold every word by block.
	 * @param array<int, list<array{0: string, 1: int, 2: int, 3: list<string>|string}>|null>                                                                                                                                                                                         $leaves  The ways the block's objects hold the words, by block, when known (see leaves()): a block's ceiling is then the best key of a way some object has.
	 * @return array{products: array<int, int>, posts: array<int, int>, entries: array<int, int>, matches: array<int, int>, partial?: array<string, array<int, int>>} Ceilings by block, the entries reading each block walks or looks up (of one word, its entries), the most objects of a block that can hold every word, and by kind and block the ceiling of a partial match's score and popularity.
	 */
	private function ceilings( array $rows, array $ranking, array &$leaves = array() ): array {
		$groups = $ranking['groups'];
		$titled = $ranking['titled'];
		$title  = Indexer::FIELDS['title'];
		$out    = array(
			'products' => array(),
			'posts'    => array(),
			'entries'  => array(),
			'matches'  => array(),
		);
		$acc    = array();
		$held   = array();
		foreach ( $rows as list( $token, $block, $entries, $product_fields, $product_top, $post_fields, $post_top, $product_title_top, $post_title_top, $combos ) ) {
			$group                    = $groups[ $token ];
			$out['entries'][ $block ] = ( $out['entries'][ $block ] ?? 0 ) + $entries;
			$held[ $block ][ $group ] = ( $held[ $block ][ $group ] ?? 0 ) + $entries;
			$rank                     = $ranking['factor'][ $token ];
			// The best an entry of the row really scores, by kind, when its kinds of entry are
			// known (see Postings::combos()); else what every field bit together would.
			$best = array();
			foreach ( $combos as $bits => $unused ) {
				unset( $unused );
				$kind          = ( $bits & Postings::POST ) > 0 ? 'posts' : 'products';
				$best[ $kind ] = max( $best[ $kind ] ?? 0, $ranking['sums'][ $bits & $ranking['mask'] ] );
			}
			foreach ( array(
				'products' => array( $product_fields, $product_top, $product_title_top ),
				'posts'    => array( $post_fields, $post_top, $post_title_top ),
			) as $kind => list( $fields, $top, $title_top ) ) {
				$weighed = $fields & $ranking['mask'];
				if ( 0 === $weighed ) {
					continue;
				}
				$one                    = $acc[ $kind ][ $block ] ?? array( array(), array(), array(), false, array(), 0 );
				$one[0][ $group ]       = max( $one[0][ $group ] ?? 0, ( array() === $combos ? $ranking['sums'][ $weighed ] : $best[ $kind ] ?? 0 ) * $rank );
				$in_title               = $titled && $rank > 1 && ( $fields & $title ) > 0;
				$one[1][ $group ]       = $in_title || ( $one[1][ $group ] ?? false );
				$one[2][ $group ]       = ( $in_title && 4 === $rank ) || ( $one[2][ $group ] ?? false );
				$one[3]                 = $one[3] || ( $in_title && 0 === $group && ( $fields & Postings::LEAD ) > 0 );
				$one[4][ $group ]       = max( $one[4][ $group ] ?? 0, $top );
				$one[5]                 = $in_title ? max( $one[5], $title_top ) : $one[5];
				$acc[ $kind ][ $block ] = $one;
			}
		}
		$words = count( $ranking['by'] );
		$count = $ranking['count'];
		// At most as many objects of a block match as its rows of the rarest word hold.
		foreach ( $held as $block => $by_group ) {
			$out['matches'][ $block ] = count( $by_group ) < $words ? 0 : min( $by_group );
		}
		// What reading a block costs (see tally()): the rarest word's entries are walked; a later
		// word's row is looked up in, object by object, when its bitmaps make that cheaper.
		$opener = $words > 1 && isset( $ranking['order'] ) ? $ranking['order'][0] : null;
		foreach ( null === $opener ? array() : $rows as list( $token, $block, $entries ) ) {
			if ( $groups[ $token ] === $opener ) {
				continue;
			}
			$maps                      = count( $ranking['maps'][ $token ][ $block ] ?? array() );
			$lookups                   = 0 === $maps ? $entries : intdiv( min( $held[ $block ][ $opener ] ?? 0, $ranking['holding'][ $block ] ?? PHP_INT_MAX ) * $maps, self::LOOKUPS_PER_ENTRY );
			$out['entries'][ $block ] -= $entries - min( $entries, $lookups );
		}
		foreach ( $acc as $kind => $blocks ) {
			foreach ( $blocks as $block => list( $scores, $titles, $wholes, $lead, $tops, $title_top ) ) {
				if ( count( $tops ) < $words ) {
					continue;
				}
				// A query word counts once for an object, through the best of its indexed words.
				$score    = array_sum( $scores );
				$titles   = count( array_filter( $titles ) );
				$wholes   = count( array_filter( $wholes ) );
				$tiers    = ( ( $lead && $titles >= $count ? 1 : 0 ) << self::KEY_LEAD_SHIFT ) | ( ( $wholes >= $count ? 1 : 0 ) << self::KEY_WHOLE_SHIFT );
				$untiered = ( min( $score, self::KEY_SCORE_MAX ) << self::KEY_SCORE_SHIFT ) | min( $tops );
				// A partial match has no tiers: its score and popularity are bounded apart.
				$out['partial'][ $kind ][ $block ] = $untiered;
				// The title's own ceiling bounds only the objects the title or lead bits lift.
				$out[ $kind ][ $block ] = 0 === $tiers ? $untiered : max( $untiered, $tiers | ( $untiered & ~self::KEY_POPULARITY ) | min( min( $tops ), $title_top ) );
			}
		}
		foreach ( $leaves as $block => $list ) {
			if ( null === $list ) {
				continue;
			}
			// The best key of each kind some object has: the ways by their own best key, until one
			// that some object has.
			$keys = array();
			foreach ( $list as $index => list( $kind, $value, $top ) ) {
				$keys[ $index ] = self::key( $value, $top, $count );
			}
			arsort( $keys );
			$best = array();
			foreach ( $keys as $index => $key ) {
				$kind = $list[ $index ][0];
				if ( ! isset( $best[ $kind ] ) && '' !== self::way( $leaves[ $block ][ $index ] ) ) {
					$best[ $kind ] = $key;
				}
			}
			// Both are bounds: the lower one holds. A kind no leaf has has no object here.
			foreach ( array( 'products', 'posts' ) as $kind ) {
				if ( ! isset( $best[ $kind ] ) ) {
					unset( $out[ $kind ][ $block ] );
				} elseif ( isset( $out[ $kind ][ $block ] ) ) {
					$out[ $kind ][ $block ] = min( $out[ $kind ][ $block ], $best[ $kind ] );
				}
			}
		}
		return $out;
	}

	/**
	 * Lookups of an object in a row's bitmaps (one per kind of entry) that cost about as much as
	 * reading one of the row's entries and walking it: a row is read rather than looked up in
	 * only when its entries are fewer than the lookups over this (see tally()). Measured on the
	 * benchmark's queries: a letter's row, which holds most objects, is looked up in for a rarer
	 * word's few hundred objects a block (the slowest six-word query took 8 ms instead of 18).
	 */
	private const LOOKUPS_PER_ENTRY = 4;

	/**
	 * Most ways of holding a query's words leaves() may have to try in a block; a block with
	 * more (a short prefix's many words) is ranked from the rows' summaries and entries.
	 */
	private const LEAF_STEPS = 64;

	/**
	 * Most objects from_ways() looks up to rank the best; beyond, the entries are read.
	 */
	private const LEAF_OBJECTS = 20000;

	/**
	 * Most ways from_ways() works out for a query; beyond (a short prefix's many words), the
	 * rows' summaries and entries rank it.
	 */
	private const WAYS = 256;

	/**
	 * Entries of each row from_ways() reads first, best sellers first, for its objects' popularity.
	 */
	private const WAY_PROBE = 64;

	/**
	 * The most entries of each row from_ways() reads first: when its objects are fewer among
	 * those of their rows, the probe doubles from WAY_PROBE up to this; beyond, rows are read whole.
	 */
	private const WAY_PROBE_MOST = 1024;

	/**
	 * The rows of a query word that stands for several indexed words (a prefix's words, a
	 * misspelling's), folded into one row per block whose kinds of entry are levels: since the
	 * word counts once for an object, through the best of its indexed words there, the objects
	 * of a level are those whose best is the level's value. A level's bitmap is the union of the
	 * bitmaps of the kinds giving its value, less the objects of every better level. Forty words
	 * of a prefix, each with a handful of kinds, make a dozen levels, so the ways of holding the
	 * query's words (see leaves(), from_ways()) stay few.
	 *
	 * A folded row's word starts with a NUL byte, which no indexed word holds; its kinds are
	 * numbered the same in every block, with the post bit and a weighed field bit set; its
	 * entries are those of the rows it folds. The ranking keeps, by block and level, the words
	 * giving it with their entries and copies ('stands'): a level's objects are in their rows,
	 * where their popularity is read. A row without bitmaps (appended to since the last rebuild)
	 * leaves its block's folded row without them too.
	 *
	 * @param list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}>                                   $rows    Summaries (see summaries()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>} $ranking The query's words and weights.
	 * @return array{0: list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}>, 1: array<string, mixed>} The rows, and the ranking with the folded words' groups, levels' values ('values') and rows they fold ('stands').
	 */
	private static function levels( array $rows, array $ranking ): array {
		$out  = array();
		$fold = array();
		foreach ( $rows as $row ) {
			$group = $ranking['groups'][ $row[0] ];
			if ( count( $ranking['by'][ $group ] ) < 2 ) {
				$out[] = $row;
			} else {
				$fold[ $group ][ $row[1] ][] = $row;
			}
		}
		$field = $ranking['mask'] & -$ranking['mask'];
		foreach ( $fold as $group => $blocks ) {
			$token = "\0" . $group;
			// The level of each value, products' and posts' apart, numbered once for every block.
			$level  = array();
			$number = 0;
			$kinds  = array();
			$of     = array();
			foreach ( $blocks as $block => $list ) {
				foreach ( $list as list( $word, , $entries, , , , , , , $tops, $maps, $copy ) ) {
					foreach ( $maps as $bits => $map ) {
						if ( ! isset( $of[ $word ][ $bits ] ) ) {
							$value                = 0 === ( $bits & $ranking['mask'] ) ? 0 : self::tally_of( $ranking, $word, $bits );
							$post                 = $bits & Postings::POST;
							$level[ $post ]       = $level[ $post ] ?? array();
							$of[ $word ][ $bits ] = 0 === $value ? 0 : ( $level[ $post ][ $value ] ??= ( ++$number << self::LEVEL_SHIFT ) | $post | $field );
						}
						$kind = $of[ $word ][ $bits ];
						if ( 0 === $kind ) {
							continue;
						}
						$ranking['stands'][ $token ][ $block ][ $kind ][ $word ] = array( $entries, $copy );
						$kinds[ $block ][ $kind ]                                = array(
							isset( $kinds[ $block ][ $kind ] ) ? $kinds[ $block ][ $kind ][0] | $map : $map,
							max( $kinds[ $block ][ $kind ][1] ?? 0, $tops[ $bits ] ?? self::KEY_POPULARITY ),
						);
					}
				}
			}
			$ranking['groups'][ $token ] = $group;
			foreach ( $level as $post => $values ) {
				foreach ( $values as $value => $kind ) {
					$ranking['values'][ $token ][ $kind ] = $value;
				}
			}
			$none = str_repeat( "\0", Postings::BITMAP_BYTES );
			foreach ( array_keys( $level ) as $post ) {
				krsort( $level[ $post ] );
			}
			foreach ( $blocks as $block => $list ) {
				$entries = 0;
				$whole   = true;
				foreach ( $list as $row ) {
					$entries += $row[2];
					$whole    = $whole && array() !== $row[10];
				}
				$maps = array();
				$tops = array();
				// Best value first: an object's level is the best it holds. A row has one entry per
				// object, so one row's kinds share no object: alone in its block, none is taken out.
				$alone = 1 === count( $list );
				foreach ( $whole ? $level : array() as $values ) {
					$better = null;
					foreach ( $values as $kind ) {
						if ( ! isset( $kinds[ $block ][ $kind ] ) ) {
							continue;
						}
						$map = $kinds[ $block ][ $kind ][0];
						if ( null === $better || $alone ) {
							$only   = $map;
							$better = $map;
						} else {
							$only    = $map & ~$better;
							$better |= $map;
						}
						if ( $none !== $only ) {
							$maps[ $kind ] = $only;
							$tops[ $kind ] = $kinds[ $block ][ $kind ][1];
						}
					}
				}
				// Where no kind weighs, no object holds the word in this block.
				if ( ! $whole || array() !== $maps ) {
					$out[] = array( $token, $block, $entries, 0, 0, 0, 0, 0, 0, $tops, $maps, '' );
				}
			}
		}
		return array( $out, $ranking );
	}

	/**
	 * Every way an object of a block can hold the query's words, from the bitmaps of its rows'
	 * kinds of entry (see Postings::holders()), by block: for each row one of its kinds of entry
	 * whose fields weigh. The rows are one per query word, those of a word standing for several
	 * folded into levels (see levels()), so a way's objects are exactly those in its kinds'
	 * bitmaps, and they all have the same tally: the way's value. With
	 * it come the lowest of its kinds' highest popularity (no object of it sells better) and the
	 * bitmaps whose intersection is its objects, intersected only when asked for (see way()):
	 * most ways of two words no object has, and only the best are asked about.
	 *
	 * Null for a block with a row without bitmaps (appended to since the last rebuild) or with
	 * too many ways (see LEAF_STEPS); an empty list for a block missing a query word.
	 *
	 * @param list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}>                                                                                                                                                                                     $rows    Summaries (see summaries()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, count: int, mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>, values?: array<string, array<int, int>>, stands?: array<string, array<int, array<int, array<int|string, array{0: int, 1: string}>>>>} $ranking The query's words and weights, with the levels' values and the rows they fold (see levels()).
	 * @return array<int, list<array{0: string, 1: int, 2: int, 3: list<string>|string}>|null> By block: kind (products or posts), value, popularity and bitmaps of each way.
	 */
	private static function leaves( array $rows, array $ranking ): array {
		$by = array();
		foreach ( $rows as $row ) {
			$by[ $row[1] ][] = $row;
		}
		$out = array();
		foreach ( $by as $block => $block_rows ) {
			$choices = array();
			// A row by query word.
			if ( count( $block_rows ) < count( $ranking['by'] ) ) {
				$out[ $block ] = array();
				continue;
			}
			usort( $block_rows, static fn( array $a, array $b ): int => $ranking['groups'][ $a[0] ] <=> $ranking['groups'][ $b[0] ] );
			$steps = 0;
			$ways  = 1;
			foreach ( $block_rows as list( $token, , , , , , , , , $tops, $maps ) ) {
				if ( array() === $maps ) {
					$out[ $block ] = null;
					continue 2;
				}
				$list = array();
				foreach ( $maps as $bits => $map ) {
					if ( 0 !== ( $bits & $ranking['mask'] ) ) {
						$list[] = array( self::tally_of( $ranking, $token, $bits ), $tops[ $bits ] ?? self::KEY_POPULARITY, $map, ( $bits & Postings::POST ) > 0 ? 'posts' : 'products' );
					}
				}
				$ways  *= count( $list );
				$steps += $ways;
				if ( $steps > self::LEAF_STEPS ) {
					$out[ $block ] = null;
					continue 2;
				}
				$choices[] = $list;
			}
			// Every way, row by row, each choice of the row after each way so far: its objects are
			// only known once its bitmaps are intersected (see way()), when it is needed.
			$ways = array( array( 0, self::KEY_POPULARITY, array(), null ) );
			foreach ( $choices as $list ) {
				$next = array();
				foreach ( $ways as list( $value, $pop, $maps, $kind ) ) {
					foreach ( $list as list( $adds, $top, $map, $of ) ) {
						// Products and posts never share an object.
						if ( null === $kind || $of === $kind ) {
							$next[] = array( $value + $adds, min( $pop, $top ), array_merge( $maps, array( $map ) ), $of );
						}
					}
				}
				$ways = $next;
			}
			$found = array();
			foreach ( $ways as list( $value, $pop, $maps, $kind ) ) {
				$found[] = array( $kind, $value, $pop, $maps );
			}
			$out[ $block ] = $found;
		}
		return $out;
	}

	/**
	 * The objects of a way (see leaves()): the intersection of its bitmaps, worked out the first
	 * time it is asked for and kept in the way; '' when no object has it.
	 *
	 * @param array{0: string, 1: int, 2: int, 3: list<string>|string} $way A way.
	 */
	private static function way( array &$way ): string {
		if ( is_string( $way[3] ) ) {
			return $way[3];
		}
		$none = str_repeat( "\0", Postings::BITMAP_BYTES );
		$set  = null;
		foreach ( $way[3] as $map ) {
			$set = null === $set ? $map : $set & $map;
			if ( $none === $set ) {
				break;
			}
		}
		$way[3] = null === $set || $none === $set ? '' : $set;
		return $way[3];
	}

	/**
	 * The objects each row holds in a kind of entry whose fields weigh, by block, word and kind
	 * (products or posts): the union of those kinds' bitmaps. Null when a row has no bitmaps
	 * (appended to since the last rebuild).
	 *
	 * @param list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}> $rows Summaries (see summaries()).
	 * @param int                                                                                                                                            $mask The weighed field bits.
	 * @return array<int, array<int|string, array<string, string>>>|null
	 */
	private function weighed( array $rows, int $mask ): ?array {
		$held = array();
		foreach ( $rows as list( $token, $block, , , , , , , , , $kinds ) ) {
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
	 * The objects holding every query word in a field that weighs: in each block, the objects
	 * some indexed word of each query word holds in a weighed kind of entry (see weighed()),
	 * intersected over the query words. Exactly the objects reading every entry would match.
	 *
	 * @param array<int, array<int|string, array<string, string>>>                $held    What each row holds (see weighed()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>} $ranking The query's words.
	 * @return array<int, array<string, string>> Bitmaps by block and kind (products or posts), none where no object holds them all.
	 */
	private static function held_by_all( array $held, array $ranking ): array {
		$words = count( $ranking['by'] );
		$out   = array();
		foreach ( $held as $block => $by_token ) {
			$by_group = array();
			foreach ( $by_token as $token => $kinds ) {
				foreach ( $kinds as $kind => $map ) {
					$group                       = $ranking['groups'][ $token ];
					$by_group[ $kind ][ $group ] = isset( $by_group[ $kind ][ $group ] ) ? $by_group[ $kind ][ $group ] | $map : $map;
				}
			}
			foreach ( $by_group as $kind => $groups ) {
				if ( count( $groups ) === $words ) {
					$all = array_reduce( $groups, static fn( ?string $set, string $map ): string => null === $set ? $map : $set & $map );
					if ( str_repeat( "\0", strlen( $all ) ) !== $all ) {
						$out[ $block ][ $kind ] = $all;
					}
				}
			}
		}
		return $out;
	}

	/**
	 * The best objects straight from the ways they hold the words, across blocks. A way is, for
	 * each query word, one of its kinds of entry whose fields weigh (see Postings::combos()), or
	 * for a word standing for several indexed words one of its levels (see levels()); its value
	 * (the tally it gives) is the same in every block. In a block, its objects are those in the
	 * bitmaps of its kinds, so they all share that value.
	 *
	 * The ways are ranked once for the whole index by value, and their objects worked out block
	 * by block, best way first, until they make up the wanted number (with every way tied with
	 * the last of them, whose objects popularity orders): no object of a lower way can be among
	 * the best. Their popularity is read, in each block, from the row of one word each way picks
	 * (the one with the fewest entries there): its best sellers first, as many as are likely to
	 * hold twice the wanted number of them (see WAY_PROBE_MOST); the rest of a row only when an
	 * object not read yet could still make the list. The other words' rows are not read.
	 *
	 * The caller makes sure every row has its bitmaps (none appended to since the last rebuild).
	 * Null when the words have more than WAYS ways, or when the best ways hold more than
	 * LEAF_OBJECTS objects (words most descriptions hold the same way): the entries, best seller
	 * first, find them sooner.
	 *
	 * @param list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}>                                                                                                                                                                                     $rows    Summaries (see summaries()), those of a word standing for several folded (see levels()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, count: int, mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>, values?: array<string, array<int, int>>, stands?: array<string, array<int, array<int, array<int|string, array{0: int, 1: string}>>>>} $ranking The query's words and weights, with the levels' values and the rows they fold (see levels()).
	 * @param array{products: int, posts: int}                                                                                                                                                                                                                                                                                                   $want    How many of each the caller ranks.
	 * @param int                                                                                                                                                                                                                                                                                                                                $total   How many products match (see held_by_all()); COUNT_CAP and more are not all counted.
	 * @return array{products: array<int, int>, posts: array<int, int>, total: int}|null
	 */
	private function from_ways( array $rows, array $ranking, array $want, int $total ): ?array {
		$count = $ranking['count'];
		// By word, what each weighed kind of entry adds to the tally, and its bitmap by block; by
		// block, each word's entries and a small row's copy of them.
		$adds = array();
		$maps = array();
		$size = array();
		foreach ( $rows as list( $token, $block, $entries, , , , , , , , $kinds, $copy ) ) {
			$size[ $block ][ $token ] = array( $entries, $copy );
			foreach ( $kinds as $bits => $map ) {
				$fields = $bits & $ranking['mask'];
				if ( 0 !== $fields ) {
					$adds[ $token ][ $bits ]           = self::tally_of( $ranking, $token, $bits );
					$maps[ $token ][ $bits ][ $block ] = $map;
				}
			}
		}
		$all = ( 1 << count( $ranking['by'] ) ) - 1;
		// Every way, word by word: the kinds picked, the value, products or posts (they never
		// share an object), the query words held.
		$ways = array( array( array(), 0, null, 0 ) );
		// How many ways there are of each kind (none before the first word), to know the next
		// word makes too many before working them out.
		$have = array(
			'products' => 1,
			'posts'    => 1,
		);
		foreach ( $adds as $token => $list ) {
			$of = array(
				'products' => 0,
				'posts'    => 0,
			);
			foreach ( array_keys( $list ) as $bits ) {
				++$of[ ( $bits & Postings::POST ) > 0 ? 'posts' : 'products' ];
			}
			$have = array(
				'products' => $have['products'] * $of['products'],
				'posts'    => $have['posts'] * $of['posts'],
			);
			if ( array_sum( $have ) > self::WAYS ) {
				return null;
			}
			$group = $ranking['groups'][ $token ];
			$next  = array();
			foreach ( $ways as $way ) {
				foreach ( $list as $bits => $add ) {
					$kind = ( $bits & Postings::POST ) > 0 ? 'posts' : 'products';
					if ( null === $way[2] || $kind === $way[2] ) {
						$picks           = $way[0];
						$picks[ $token ] = $bits;
						$next[]          = array( $picks, $way[1] + $add, $kind, $way[3] | ( 1 << $group ) );
					}
				}
			}
			$ways = $next;
		}
		$keys = array();
		foreach ( $ways as $index => list( , $value, $kind, $groups ) ) {
			if ( $all === $groups && null !== $kind ) {
				$keys[ $index ] = self::key( $value, 0, $count );
			}
		}
		// Best first (a sort of the keys alone: PHP's own comparison, no callback per pair).
		arsort( $keys );
		$none   = str_repeat( "\0", Postings::BITMAP_BYTES );
		$taken  = array(
			'products' => 0,
			'posts'    => 0,
		);
		$bound  = array(
			'products' => $want['products'] < 1 ? PHP_INT_MAX : null,
			'posts'    => $want['posts'] < 1 ? PHP_INT_MAX : null,
		);
		$chosen = array();
		foreach ( $keys as $index => $base ) {
			list( $picks, $value, $kind ) = $ways[ $index ];
			if ( null !== $bound[ $kind ] && $base < $bound[ $kind ] ) {
				if ( null !== $bound['products'] && null !== $bound['posts'] && $base < min( $bound ) ) {
					break;
				}
				continue;
			}
			// The blocks holding every kind it picks.
			$in = array();
			foreach ( $picks as $token => $bits ) {
				$in[] = $maps[ $token ][ $bits ];
			}
			foreach ( count( $in ) > 1 ? array_intersect_key( ...$in ) : $in[0] as $block => $unused ) {
				unset( $unused );
				$set = null;
				foreach ( $picks as $token => $bits ) {
					$set = null === $set ? $maps[ $token ][ $bits ][ $block ] : $set & $maps[ $token ][ $bits ][ $block ];
					if ( $none === $set ) {
						continue 2;
					}
				}
				$ones            = Postings::ones( $set );
				$taken[ $kind ] += $ones;
				if ( $taken[ $kind ] > self::LEAF_OBJECTS ) {
					return null;
				}
				$chosen[] = array( $kind, $value, $block, $set, $picks, $base, $ones );
			}
			if ( null === $bound[ $kind ] && $taken[ $kind ] >= $want[ $kind ] ) {
				$bound[ $kind ] = $base;
			}
		}
		// By block, each way's objects, value and kind; by block and kind, how many objects and
		// the best way's key.
		$values   = array();
		$by_block = array();
		foreach ( $chosen as list( $kind, $value, $block, $set, , $base, $ones ) ) {
			$values[ $block ][]          = array( $set, $value, $kind );
			$by_block[ $block ][ $kind ] = array( ( $by_block[ $block ][ $kind ][0] ?? 0 ) + $ones, max( $by_block[ $block ][ $kind ][1] ?? 0, $base ) );
		}
		// Their popularity is in their entries: a way's objects all have an entry in the row of
		// each word it picks, of which the one with the fewest entries in the block is read (a
		// small row's copy is at hand already).
		$need = array();
		// How many of them the best sellers of those rows are expected to hold, against how many
		// are wanted: a few objects spread over long rows are read whole at once.
		$likely = array();
		$wanted = 0;
		foreach ( $chosen as list( $kind, , $block, , $picks, , $ones ) ) {
			$least = null;
			foreach ( $picks as $token => $bits ) {
				// A level's objects are in the rows of the words giving it (see levels()).
				$rows  = $ranking['stands'][ $token ][ $block ][ $bits ] ?? array( $token => $size[ $block ][ $token ] );
				$cost  = array_sum( array_column( $rows, 0 ) );
				$least = null === $least || $cost < $least[0] ? array( $cost, $rows ) : $least;
			}
			$need[ $block ] = ( $need[ $block ] ?? array() ) + $least[1];
			for ( $reads = self::WAY_PROBE; $reads <= self::WAY_PROBE_MOST; $reads *= 2 ) {
				$likely[ $reads ] = ( $likely[ $reads ] ?? 0 ) + $ones * min( 1, $reads * count( $least[1] ) / max( 1, $least[0] ) );
			}
			$wanted = max( $wanted, $want[ $kind ] );
		}
		// As few as are likely to hold twice as many as are wanted.
		$probe = 0;
		foreach ( $likely as $reads => $expected ) {
			if ( $expected >= 2 * $wanted ) {
				$probe = $reads;
				break;
			}
		}
		$read  = array();
		$fetch = array();
		foreach ( $need as $block => $rows ) {
			foreach ( $rows as $token => list( , $copy ) ) {
				if ( '' !== $copy ) {
					$read[] = array( $block, $copy );
				} else {
					$fetch[] = array( (string) $token, $block );
				}
			}
		}
		// Each row's best sellers first: the objects selling more than the last of them have all
		// their entries read, so an object of the block not read sells at most as much.
		$below = array();
		foreach ( $this->postings_of( $fetch, $probe ) as list( , $block, $data, $sorted ) ) {
			$read[] = array( $block, $data, $sorted );
			if ( $probe > 0 && $sorted >= $probe ) {
				$below[ $block ] = max( $below[ $block ] ?? 0, Postings::popularity_at( $data, $probe - 1 ) );
			}
		}
		$seen = self::popular_keys( $read, $values, $count, $want, $by_block );
		// The rest of a block is read when an object of it not read yet could still be among the
		// best: its best way's key at that popularity reaches the last of them.
		// A tie goes to the lower id (see top()): an object of a block after the last one's ties it
		// in vain.
		$again = array();
		foreach ( $seen as $kind => $keys ) {
			$last  = null;
			$after = PHP_INT_MAX;
			if ( count( $keys ) >= $want[ $kind ] && $want[ $kind ] > 0 ) {
				$best  = self::top( $keys, $want[ $kind ] );
				$last  = $keys[ $best[ count( $best ) - 1 ] ];
				$after = $best[ count( $best ) - 1 ] >> Postings::BLOCK_BITS;
			}
			$found = array();
			foreach ( array_keys( $keys ) as $id ) {
				$found[ $id >> Postings::BLOCK_BITS ] = ( $found[ $id >> Postings::BLOCK_BITS ] ?? 0 ) + 1;
			}
			foreach ( $below as $block => $pop ) {
				$reach = ( $by_block[ $block ][ $kind ][1] ?? 0 ) | $pop;
				if ( isset( $by_block[ $block ][ $kind ] ) && $by_block[ $block ][ $kind ][0] > ( $found[ $block ] ?? 0 ) && ( null === $last || $reach > $last || ( $reach === $last && $block <= $after ) ) ) {
					// From the popularity an object of its best way needs to reach the last of them
					// (from none when that way beats it whatever the object sells).
					$from            = null === $last ? 0 : self::needs( $by_block[ $block ][ $kind ][1], $last );
					$again[ $block ] = min( $again[ $block ] ?? PHP_INT_MAX, $from );
				}
			}
		}
		$whole = array();
		foreach ( $fetch as list( $token, $block ) ) {
			if ( isset( $again[ $block ] ) ) {
				$whole[] = array( $token, $block );
			}
		}
		$read = array();
		foreach ( $this->postings_of( $whole ) as list( , $block, $data, $sorted ) ) {
			$read[] = array( $block, $data, $sorted, $again[ $block ] );
		}
		$rest = self::popular_keys( $read, $values, $count );
		return array(
			'products' => $rest['products'] + $seen['products'],
			'posts'    => $rest['posts'] + $seen['posts'],
			'total'    => $total,
		);
	}

	/**
	 * The sort keys of the objects of some ways found in some posting rows: an entry's object is
	 * looked up in the bitmaps of its block's ways (they share no object). A row kept best seller
	 * first is walked only down to the popularity asked for, if any; given what is wanted and the
	 * best way's key in each block, also only down to what an object of the block must sell to
	 * reach the last of the wanted best found in the rows before it (ties included, which go to
	 * the lower id).
	 *
	 * @param list<array{0: int, 1: string, 2?: int, 3?: int}>      $read     Block and packed entries of each row, and how many lead in popularity order and the lowest popularity code wanted.
	 * @param array<int, list<array{0: string, 1: int, 2: string}>> $values   By block, the objects of each way, its tally and kind (products or posts).
	 * @param int                                                   $count    Words of the query.
	 * @param array{products: int, posts: int}|null                 $want     How many of each are ranked, to walk each row only as far as can still count.
	 * @param array<int, array<string, array{0: int, 1: int}>>      $by_block By block and kind, how many objects its ways hold and the best way's key.
	 * @return array{products: array<int, int>, posts: array<int, int>}
	 */
	private static function popular_keys( array $read, array $values, int $count, ?array $want = null, array $by_block = array() ): array {
		$out  = array(
			'products' => array(),
			'posts'    => array(),
		);
		$last = array(
			'products' => new \SplMinHeap(),
			'posts'    => new \SplMinHeap(),
		);
		foreach ( $read as $row ) {
			list( $block, $data ) = $row;
			$base                 = $block << Postings::BLOCK_BITS;
			$ways                 = $values[ $block ] ?? array();
			$least                = $row[3] ?? 0;
			if ( null !== $want ) {
				$needs = array();
				foreach ( $by_block[ $block ] ?? array() as $kind => list( , $best ) ) {
					if ( $want[ $kind ] > 0 ) {
						$needs[] = count( $last[ $kind ] ) < $want[ $kind ] ? 0 : self::needs( $best, $last[ $kind ]->top() );
					}
				}
				$least = max( $least, array() === $needs ? 0 : min( $needs ) );
			}
			foreach ( array() === $ways ? array() : Postings::walk( $data, $row[2] ?? 0, $least ) as $entry ) {
				$offset = $entry & self::ENTRY_ID_MASK;
				$byte   = $offset >> 3;
				$mark   = 1 << ( $offset & 7 );
				foreach ( $ways as list( $set, $value, $kind ) ) {
					// An object in two rows read for its block counts once among the best found.
					if ( ( ord( $set[ $byte ] ) & $mark ) > 0 && ! isset( $out[ $kind ][ $base | $offset ] ) ) {
						$key                             = self::key( $value, $entry >> Postings::POPULARITY_SHIFT, $count );
						$out[ $kind ][ $base | $offset ] = $key;
						if ( null !== $want && $want[ $kind ] > 0 ) {
							$last[ $kind ]->insert( $key );
							if ( count( $last[ $kind ] ) > $want[ $kind ] ) {
								$last[ $kind ]->extract();
							}
						}
						break;
					}
				}
			}
		}
		return $out;
	}

	/**
	 * The lowest popularity code an object of a way needs to reach a key, ties included (0 for
	 * any when the way beats it whatever the object sells, past the highest code when it cannot).
	 *
	 * @param int $best The way's key, without popularity.
	 * @param int $bar  The key to reach.
	 */
	private static function needs( int $best, int $bar ): int {
		$high = $best & ~self::KEY_POPULARITY;
		$over = $bar & ~self::KEY_POPULARITY;
		if ( $high !== $over ) {
			return $high > $over ? 0 : self::KEY_POPULARITY + 1;
		}
		return $bar & self::KEY_POPULARITY;
	}

	/**
	 * Reads blocks, highest ceiling first, until the rest cannot change the answer: a block is
	 * read while COUNT_CAP products have not been counted, while fewer than the wanted products
	 * or posts have been found, or while its ceiling beats the last of them (a tie beats it only
	 * when the block holds a lower id, since ties go to the lower id). Each round reads about
	 * $budget entries.
	 *
	 * @param array{products: array<int, int>, posts: array<int, int>, entries: array<int, int>, matches?: array<int, int>} $ceilings Ceilings by block (see ceilings()).
	 * @param array{products: int, posts: int}                                                                              $want     How many of each are ranked.
	 * @param int                                                                                                           $budget   Entries read in one round.
	 * @param callable                                                                                                      $read     Ranks the matches in some blocks: given the lowest popularity code worth reading by block (null for all of it) and the lowest key worth keeping (null for all), sort keys by kind and id.
	 * @param bool                                                                                                          $capped   Whether COUNT_CAP products are known to match before any block is read: then no block is read only to count.
	 * @param int|null                                                                                                      $assured  A key at least the wanted products are known to reach (see assured()), with $capped only.
	 * @param int                                                                                                           $probe    Once the count is known, entries of each row read first from a block ($read is then given it, and says from which popularity code up each block's objects were all ranked); 0 for none.
	 * @return array{products: array<int, int>, posts: array<int, int>, total: int} Sort keys by id of the blocks read (only the best once the total passes COUNT_CAP), and the products counted (COUNT_CAP and more when capped).
	 */
	public static function best_blocks( array $ceilings, array $want, int $budget, callable $read, bool $capped = false, ?int $assured = null, int $probe = 0 ): array {
		$keys = array(
			'products' => array(),
			'posts'    => array(),
		);
		// A key $want products are known to reach stands for the last of them until they are
		// found (no id: a block tied with it is read).
		$last  = array(
			'products' => null === $assured ? null : array( $assured, PHP_INT_MAX ),
			'posts'    => null,
		);
		$total = $capped ? self::COUNT_CAP : 0;
		$order = array();
		foreach ( $ceilings['products'] + $ceilings['posts'] as $block => $unused ) {
			unset( $unused );
			$order[ $block ] = max( $ceilings['products'][ $block ] ?? 0, $ceilings['posts'][ $block ] ?? 0 );
		}
		// Highest ceiling first, lower blocks first among equals.
		ksort( $order );
		arsort( $order );
		// What some blocks' matches tell: the keys kept, the last wanted result of each kind.
		$take = static function ( array $got ) use ( &$keys, &$last, &$total, $want ): void {
			foreach ( array( 'products', 'posts' ) as $kind ) {
				$found          = $got[ $kind ];
				$keys[ $kind ] += $found;
				if ( 'products' === $kind ) {
					$total += count( $found );
				}
				if ( count( $keys[ $kind ] ) >= $want[ $kind ] && $want[ $kind ] > 0 ) {
					$best          = self::top( $keys[ $kind ], $want[ $kind ] );
					$id            = $best[ count( $best ) - 1 ];
					$last[ $kind ] = array( $keys[ $kind ][ $id ], $id );
					// Once the total is known to pass the cap, nothing below the last wanted
					// result can matter again: only the best are kept, so the next rounds
					// compare against a short list.
					if ( 'posts' === $kind || $total >= self::COUNT_CAP ) {
						$keys[ $kind ] = array_intersect_key( $keys[ $kind ], array_flip( $best ) );
					}
				}
			}
		};
		// Once the count is known, a block has its best sellers read first: the first $probe
		// entries of each row (the database reads a row whole either way, but PHP walks only
		// those). Objects selling more than the last one read are ranked exactly, and the block
		// is done when its others cannot reach the last wanted result, as is usual for a block
		// read from some popularity up; else it is read again whole, later.
		$probed = array();
		while ( array() !== $order ) {
			$round = array();
			$spent = 0;
			$could = 0;
			foreach ( array_keys( $order ) as $block ) {
				unset( $order[ $block ] );
				$least = self::least_popularity( $block, $ceilings, $want, $total, $last );
				if ( false !== $least ) {
					$round[ $block ] = $least;
					// A block read from some popularity up ranks a small share of its entries.
					$spent += ( $ceilings['entries'][ $block ] ?? 0 ) >> ( null === $least ? 0 : 3 );
					// While products are still counted, a round takes at least the blocks that
					// could hold the rest of the count: fewer could not end the counting.
					$could += $ceilings['matches'][ $block ] ?? self::COUNT_CAP;
					if ( $spent >= $budget && ( $total >= self::COUNT_CAP || $could >= self::COUNT_CAP - $total ) ) {
						break;
					}
				}
			}
			if ( array() === $round ) {
				break;
			}
			$first = array();
			if ( $probe > 0 && $total >= self::COUNT_CAP ) {
				foreach ( $round as $block => $least ) {
					if ( ! isset( $probed[ $block ] ) ) {
						$first[ $block ] = (int) $least;
					}
				}
			}
			if ( array() !== $first ) {
				$probed += $first;
				$got     = $read( $first, self::floor( $ceilings, $want, $total, $last ), $probe );
				$take( $got );
				foreach ( $got['from'] ?? array() as $block => $from ) {
					if ( ! self::done( $block, $from, $ceilings, $want, $last ) ) {
						$order[ $block ] = max( $ceilings['products'][ $block ] ?? 0, $ceilings['posts'][ $block ] ?? 0 );
					}
				}
				$round = array_diff_key( $round, $first );
				if ( array() !== $order ) {
					ksort( $order );
					arsort( $order );
				}
			}
			if ( array() !== $round ) {
				$take( $read( $round, self::floor( $ceilings, $want, $total, $last ) ) );
			}
		}
		$keys['total'] = $total;
		return $keys;
	}

	/**
	 * Whether a block whose objects selling at least $from were all ranked can still hold a
	 * wanted result: not when, for each kind it holds, the best any other object of it could
	 * reach (its ceiling, at a popularity below $from) is below the last wanted result.
	 *
	 * @param int                                                                            $block    Block.
	 * @param int                                                                            $from     Lowest popularity code of the objects ranked.
	 * @param array{products: array<int, int>, posts: array<int, int>}                       $ceilings Ceilings by block.
	 * @param array{products: int, posts: int}                                               $want     How many of each are ranked.
	 * @param array{products: array{0: int, 1: int}|null, posts: array{0: int, 1: int}|null} $last     Key and id of the last wanted result so far, null while too few.
	 */
	private static function done( int $block, int $from, array $ceilings, array $want, array $last ): bool {
		foreach ( array( 'products', 'posts' ) as $kind ) {
			if ( ! isset( $ceilings[ $kind ][ $block ] ) || $want[ $kind ] < 1 || $from < 1 ) {
				continue;
			}
			$ceiling = $ceilings[ $kind ][ $block ];
			$rest    = ( $ceiling & ~self::KEY_POPULARITY ) | min( $from - 1, $ceiling & self::KEY_POPULARITY );
			if ( null === $last[ $kind ] || $rest >= $last[ $kind ][0] ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * What each matching word adds to an object's tally for its title and lead bits: TALLY_WHOLE
	 * when the word itself is in the title, TALLY_TITLED when it or a word it starts is, and
	 * TALLY_LEAD when that word begins the title and stands for the query's first word. Misspellings add nothing, and nothing is added when titles weigh nothing.
	 *
	 * @param array<int|string, int> $factor 4, 2 or 1 by word: itself, a word it starts, a misspelling.
	 * @param array<int|string, int> $groups The query word each word stands for.
	 * @param bool                   $titled Whether titles count.
	 * @return array<int|string, array<int, int>> By word, the amount by title and lead bits.
	 */
	private function title_bonus( array $factor, array $groups, bool $titled ): array {
		$title = Indexer::FIELDS['title'];
		$out   = array();
		foreach ( $factor as $token => $rank ) {
			$in_title      = $titled && $rank > 1 ? self::TALLY_TITLED | ( 4 === $rank ? self::TALLY_WHOLE : 0 ) : 0;
			$lead          = $in_title > 0 && 0 === $groups[ $token ] ? self::TALLY_LEAD : 0;
			$out[ $token ] = array(
				0                       => 0,
				$title                  => $in_title,
				Postings::LEAD          => 0,
				$title | Postings::LEAD => $in_title + $lead,
			);
		}
		return $out;
	}

	/**
	 * The ids with the highest keys, ties by lowest id.
	 *
	 * @param array<int, int> $keys Sort key by id.
	 * @param int             $limit Most ids.
	 * @return list<int>
	 */
	public static function top( array $keys, int $limit ): array {
		if ( $limit < 1 || array() === $keys ) {
			return array();
		}
		arsort( $keys );
		// Everything tied with the limit-th key may still make it on its id: keep those too.
		$bound = null;
		$kept  = array();
		foreach ( $keys as $id => $key ) {
			if ( null !== $bound && $key < $bound ) {
				break;
			}
			$kept[ $id ] = $key;
			if ( null === $bound && count( $kept ) === $limit ) {
				$bound = $key;
			}
		}
		ksort( $kept );
		// Stable since PHP 8.0: equal keys keep the ascending ids.
		arsort( $kept );
		return array_slice( array_map( 'intval', array_keys( $kept ) ), 0, $limit );
	}

	/**
	 * Sum of the weights of each combination of field bits.
	 *
	 * @param int             $mask   Bits of the weighted fields.
	 * @param array<int, int> $weight Weight by field bit.
	 * @return array<int, int>
	 */
	private function field_sums( int $mask, array $weight ): array {
		$sums = array( 0 );
		// Each combination is one with its lowest bit cleared, plus that bit's weight.
		for ( $fields = 1; $fields <= $mask; $fields++ ) {
			$lowest          = $fields & -$fields;
			$sums[ $fields ] = $sums[ $fields ^ $lowest ] + ( $weight[ $lowest ] ?? 0 );
		}
		return $sums;
	}

	/**
	 * The lowest key still worth keeping from the next blocks read: the lowest of the last wanted
	 * results of the kinds the blocks may hold, once the total has passed its cap; null while
	 * every match must be kept (for the count, or too few of a kind found yet).
	 *
	 * @param array{products: array<int, int>, posts: array<int, int>, entries: array<int, int>} $ceilings Ceilings by block.
	 * @param array{products: int, posts: int}                                                   $want     How many of each are ranked.
	 * @param int                                                                                $total    Products counted so far.
	 * @param array{products: array{0: int, 1: int}|null, posts: array{0: int, 1: int}|null}     $last     Key and id of the last wanted result so far, null while too few.
	 */
	private static function floor( array $ceilings, array $want, int $total, array $last ): ?int {
		if ( $total < self::COUNT_CAP ) {
			return null;
		}
		$floor = null;
		foreach ( array( 'products', 'posts' ) as $kind ) {
			if ( array() === $ceilings[ $kind ] || $want[ $kind ] < 1 ) {
				continue;
			}
			if ( null === $last[ $kind ] ) {
				return null;
			}
			$floor = null === $floor ? $last[ $kind ][0] : min( $floor, $last[ $kind ][0] );
		}
		return $floor;
	}

	/**
	 * Whether a block can still change the answer, and from which popularity code up (see
	 * best_blocks()): false when it cannot, null when all of it must be read (too few results
	 * yet, or products still to count), else the lowest code whose objects could still tie
	 * with or beat the last wanted result of a kind the block holds.
	 *
	 * @param int                                                                                $block    Block.
	 * @param array{products: array<int, int>, posts: array<int, int>, entries: array<int, int>} $ceilings Ceilings by block.
	 * @param array{products: int, posts: int}                                                   $want     How many of each are ranked.
	 * @param int                                                                                $total    Products counted so far.
	 * @param array{products: array{0: int, 1: int}|null, posts: array{0: int, 1: int}|null}     $last     Key and id of the last wanted result so far, null while too few.
	 * @return int|false|null
	 */
	private static function least_popularity( int $block, array $ceilings, array $want, int $total, array $last ): int|false|null {
		$least = false;
		foreach ( array( 'products', 'posts' ) as $kind ) {
			if ( ! isset( $ceilings[ $kind ][ $block ] ) || ( $want[ $kind ] < 1 && 'posts' === $kind ) ) {
				continue;
			}
			if ( null === $last[ $kind ] || ( 'products' === $kind && $total < self::COUNT_CAP ) ) {
				return null;
			}
			list( $key, $id ) = $last[ $kind ];
			$ceiling          = $ceilings[ $kind ][ $block ];
			if ( $ceiling < $key || ( $ceiling === $key && ( $block << Postings::BLOCK_BITS ) > $id ) ) {
				continue;
			}
			// Above the popularity code, the ceiling's bits are what any object here could have
			// at most: when they beat the last result's, every popularity could.
			$from  = self::needs( $ceiling, $key );
			$least = false === $least ? $from : min( $least, $from );
		}
		return $least;
	}

	/**
	 * The summary of every posting row of some words (see Postings::summary()).
	 *
	 * @param array<int|string> $tokens Words.
	 * @return list<array{0: string, 1: int, 2: int, 3: int, 4: int, 5: int, 6: int, 7: int, 8: int, 9: array<int, int>, 10: array<int, string>, 11: string}> Word, block, entries, product fields, product popularity, post fields, post popularity, product title popularity, post title popularity, the highest popularity by flag bits (empty when unknown), the bitmap of each kind of entry (empty when there is none), and a small row's entries when it keeps a copy ('' else).
	 */
	private function summaries( array $tokens ): array {
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
				$this->summary[ (string) $row[0] ][] = array( (string) $row[0], (int) $row[1], (int) $row[2], (int) $row[3], (int) $row[4], (int) $row[5], (int) $row[6], (int) $row[7], (int) $row[8], $kinds, $maps, $copy );
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
	 * @return list<array{0: string, 1: int, 2: string, 3: int}> Word, block, packed entries, how many lead in popularity order.
	 */
	private function postings( array $tokens, ?array $blocks, int $prefix = 0 ): array {
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
					$kept[] = array_merge( array( $token, $block ), self::cut( $rows[ $block ][0], $rows[ $block ][1], $prefix ) );
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
				$out[] = array( (string) $row[0], (int) $row[1], (string) $row[2], (int) $row[3] );
			}
		}
		return self::in_order( array_merge( $out, $kept ) );
	}

	/**
	 * Posting rows in the order the database keeps them: by word, then block.
	 *
	 * @param list<array{0: string, 1: int, 2: string, 3: int}> $rows Word, block, packed entries, how many lead in popularity order.
	 * @return list<array{0: string, 1: int, 2: string, 3: int}>
	 */
	private static function in_order( array $rows ): array {
		usort( $rows, static fn( array $a, array $b ): int => 0 !== strcmp( $a[0], $b[0] ) ? strcmp( $a[0], $b[0] ) : $a[1] <=> $b[1] );
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
			$entries += $row[2];
		}
		if ( ! isset( $this->summary[ $token ] ) || $entries > self::WHOLE_ENTRIES ) {
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
	private static function cut( string $data, int $sorted, int $prefix ): array {
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
	 * @return list<array{0: string, 1: int, 2: string, 3: int}> Word, block, packed entries, how many lead in popularity order.
	 */
	private function postings_of( array $rows, int $prefix = 0, bool $heads = true ): array {
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
				$out[] = array( $token, $block, (string) $row[2], (int) $row[3] );
			} elseif ( ( $heads[ $token ][ $block ] ?? -1 ) === (int) $row[3] ) {
				// A head counting as many entries as its row: the row is as the head was written.
				$out[] = array( substr( $token, strlen( Postings::HEAD ) ), $block, (string) $row[2], $prefix );
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
	 * Indexed words a query word stands for: itself, the words it starts, and words one letter
	 * away when it is long enough.
	 *
	 * @param string $word Folded query word.
	 * @return array<int|string, string> Word => exact, prefix or typo (words of digits are integer keys).
	 */
	private function expand( string $word ): array {
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
	private function look_up( array $words, string $sku, int $limit ): array {
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
				array_push( $args, $index, $this->table( 'postings' ), $this->db->esc_like( $word ) . '%', self::PREFIX_EXPANSION );
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
				array_push( $args, $index, $this->table( 'postings' ), $this->db->esc_like( $word ) . '%', self::PREFIX_EXPANSION );
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
	private function table( string $name ): string {
		return $this->prefix . 'shopwright_search_' . $name;
	}
}
