<?php
/**
 * The partial matcher: for a query nothing matches whole, the objects holding some of its words.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

use Shopwright\Search\Postings;

defined( 'ABSPATH' ) || exit;

/**
 * Ranked by how many words they hold, then how rare those are, then the best score one word
 * gave them, then popularity. Each word is expanded alone; the blocks are read best first in
 * rounds by the block scheduler, or, when the rows' bitmaps tell which sets of words the objects
 * hold, found from those sets at once (see WordSets).
 */
final class PartialMatcher {

	/**
	 * Keeps the parts it reads through.
	 *
	 * @param PostingReader   $reader Posting rows and their summaries.
	 * @param AllWordsMatcher $words  Each word's ranking, and its blocks' reader.
	 * @param WordSets        $sets   The partial matches found from the sets of words the objects hold.
	 * @param int             $budget Posting entries read in one round; PHP_INT_MAX reads every match at once.
	 */
	public function __construct( private PostingReader $reader, private AllWordsMatcher $words, private WordSets $sets, private int $budget ) {}

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
	 * one read (see WordSets::by_sets()); else, or where that would read too much, blocks are read best
	 * first in rounds (see by_rounds()).
	 *
	 * @param string[]                         $words Folded words, two or more.
	 * @param array{products: int, posts: int} $want  How many of each the caller ranks.
	 * @return array{products: array<int, int>, posts: array<int, int>, words: list<string>, total: int} Sort keys by id (see ScoreKey::top()) of the best, the words the best object holds, and how many products hold some word (at least COUNT_CAP when not all were read).
	 */
	public function by_some_words( array $words, array $want ): array {
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
			$ranking = $this->words->prepare( array( $word ) );
			if ( null === $ranking ) {
				continue;
			}
			$rows    = $this->reader->summaries( array_keys( $ranking['groups'] ) );
			$known   = max( $known, BlockBounds::known_matches( $rows, $ranking ) );
			$entries = 0;
			foreach ( $rows as $row ) {
				$entries += ( ( $row->product_fields | $row->post_fields ) & $ranking['mask'] ) > 0 ? $row->entries : 0;
			}
			if ( $entries < 1 ) {
				continue;
			}
			$rarity = intdiv( EngineConstants::RARITY_SCALE, $entries );
			// Its rows' bitmaps of weighed kinds of entry, and its entries by block.
			$kinds    = array();
			$by_block = array();
			foreach ( $rows as $row ) {
				$by_block[ $row->block ] = ( $by_block[ $row->block ] ?? 0 ) + $row->entries;
				foreach ( $row->maps as $bits => $map ) {
					if ( 0 !== ( $bits & $ranking['mask'] ) ) {
						$kinds[ $row->block ][ $row->token ][ $bits ] = $map;
					}
				}
			}
			// The objects it holds by block and kind; a row without bitmaps (appended to since the
			// last rebuild) leaves the sets unknown.
			$held = null === $sets ? null : $this->reader->weighed( $rows, $ranking['mask'] );
			$sets = null === $held ? null : $sets;
			foreach ( $held ?? array() as $block => $tokens ) {
				foreach ( $tokens as $unions ) {
					foreach ( $unions as $kind => $map ) {
						$sets[ $block ][ $kind ][ $index ] = isset( $sets[ $block ][ $kind ][ $index ] ) ? $sets[ $block ][ $kind ][ $index ] | $map : $map;
					}
				}
			}
			$each[ $index ] = new PartialWord( $ranking, $rarity, array( 'entries' => $by_block ), null, $kinds );
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
			$found = PHP_INT_MAX !== $this->budget ? $this->sets->by_sets( $each, $sets, $want, $masks ) : null;
		}
		if ( null === $found && null !== $sets ) {
			$together = WordSets::together( $sets );
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
			$found   = $this->by_rounds( $each, $read, $most, $together, $sets, $want, null !== $total || $known >= EngineConstants::COUNT_CAP, $masks );
			$total ??= $found['total'];
		}
		$out['products'] = $found['products'];
		$out['posts']    = $found['posts'];
		$out['total']    = $total;
		$best            = ScoreKey::top( array() !== $found['products'] ? $found['products'] : $found['posts'], 1 );
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
	 * @param array<int, PartialWord>                            $each     By query word: its ranking, rarity, entries by block, and its rows' bitmaps (see by_some_words()); its ceilings and assured key are filled in here.
	 * @param array<int, list<RowSummary>>                       $read     By query word, its summaries.
	 * @param int                                                $most     Most of the query's words an object can hold.
	 * @param array<int, array<string, array<int, string>>>|null $together The sets of words the objects hold (see WordSets::together()), when the bitmaps tell.
	 * @param array<int, array<string, array<int, string>>>|null $sets     The objects each word holds, by block, kind and word, when the bitmaps tell.
	 * @param array{products: int, posts: int}                   $want     How many of each are ranked.
	 * @param bool                                               $capped   Whether no block needs to be read only to count products.
	 * @param array<int, int>                                    $masks    The query words each object read holds, as bits by word, added to.
	 * @return array{products: array<int, int>, posts: array<int, int>, total: int} Partial sort keys by id, and products counted.
	 */
	private function by_rounds( array $each, array $read, int $most, ?array $together, ?array $sets, array $want, bool $capped, array &$masks ): array {
		foreach ( $read as $index => $rows ) {
			$word           = $each[ $index ];
			$each[ $index ] = $word->with_bounds( BlockBounds::ceilings( $rows, $word->ranking ), BlockBounds::assured( $rows, $word->ranking, $want['products'], $word->rarity ) );
		}
		$turns = array( $each );
		if ( 1 === $most && null !== $together ) {
			$turns = array();
			foreach ( $each as $index => $one ) {
				$turns[ $one->rarity ][ $index ] = $one;
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
	 * The best objects holding some of some words (see by_some_words()), read best block first
	 * as in AllWordsMatcher::by_words(). A block's ceiling is, when the bitmaps tell which sets of the words its
	 * objects hold, the best key of those sets (see WordSets::held_key()); else how many of the words it
	 * has ($most at most), the rarest rarities of that many, the best single-word ceiling and
	 * the highest popularity, or, where an object holds one word at most, the best of the words'
	 * own ceilings. A word is then not read in a block where no object holding it can reach the
	 * last wanted result, and a kind none of which is wanted is not read at all.
	 *
	 * @param array<int, PartialWord>                            $each   By query word: its ranking, rarity, own ceilings (see BlockBounds::ceilings()), a partial key the wanted products reach (see BlockBounds::assured()), and its rows' bitmaps of weighed kinds of entry by block, word and flag bits.
	 * @param int                                                $most   Most of the query's words an object can hold.
	 * @param array<int, array<string, array<int, string>>>|null $together The sets of words the objects hold, by block and kind (see WordSets::together()), when the bitmaps tell.
	 * @param array<int, array<string, array<int, string>>>|null $maps   The objects each word holds, by block, kind and word, when the bitmaps tell.
	 * @param array{products: int, posts: int}                   $want   How many of each are ranked.
	 * @param bool                                               $capped Whether no block needs to be read only to count products.
	 * @param array<int, int>                                    $masks  The query words each object read holds, as bits by word, added to.
	 * @return array{products: array<int, int>, posts: array<int, int>, total: int} Partial sort keys by id, and products counted (see BlockScheduler::best_blocks()).
	 */
	private function some_words( array $each, int $most, ?array $together, ?array $maps, array $want, bool $capped, array &$masks ): array {
		$ceilings = array(
			'products' => array(),
			'posts'    => array(),
			'entries'  => array(),
		);
		foreach ( $each as $one ) {
			foreach ( $one->bounds['entries'] as $block => $entries ) {
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
				foreach ( $each as $one ) {
					$blocks += $want[ $kind ] > 0 ? $one->bounds[ $kind ] : array();
				}
				foreach ( array_keys( $blocks ) as $block ) {
					$best = 0;
					foreach ( array_keys( $together[ $block ][ $kind ] ?? array() ) as $held ) {
						$key = WordSets::held_key( $held, $each, $kind, $block );
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
			foreach ( $each as $index => $one ) {
				$rarity = $one->rarity;
				foreach ( array( 'products', 'posts' ) as $kind ) {
					if ( $want[ $kind ] < 1 ) {
						continue;
					}
					foreach ( $one->bounds['partial'][ $kind ] ?? array() as $block => $key ) {
						$score                     = ( $key >> EngineConstants::KEY_SCORE_SHIFT ) & EngineConstants::KEY_SCORE_MAX;
						$alone                     = ScoreKey::partial_key( 1, $rarity, $score, ( $key & EngineConstants::KEY_POPULARITY ) | ( 'posts' === $kind ? EngineConstants::KEY_POST : 0 ) );
						$part                      = $parts[ $kind ][ $block ] ?? array( array(), 0, 0 );
						$part[0][]                 = $rarity;
						$parts[ $kind ][ $block ]  = array( $part[0], max( $part[1], $score ), max( $part[2], $key & EngineConstants::KEY_POPULARITY ) );
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
					$ceilings[ $kind ][ $block ] = ScoreKey::partial_key( count( $held ), array_sum( $held ), $score, $pop | ( 'posts' === $kind ? EngineConstants::KEY_POST : 0 ) );
				}
			}
		}
		// A key the wanted products are known to reach: that one word's objects do (see BlockBounds::assured()),
		// or, from the bitmaps, the objects holding the best sets of words.
		$assured = null;
		if ( $capped && $want['products'] > 0 && PHP_INT_MAX !== $this->budget ) {
			foreach ( $each as $one ) {
				$assured = null === $one->assured ? $assured : max( $assured ?? PHP_INT_MIN, $one->assured );
			}
			$least = array();
			foreach ( $together ?? array() as $kinds ) {
				foreach ( $kinds['products'] ?? array() as $held => $objects ) {
					$key = WordSets::held_key( $held, $each, 'products', -1 );
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
		// By word and block, its kinds of entry by value, best first (see WordSets::best_first()), made once.
		$ranked = array();
		return BlockScheduler::best_blocks(
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
									$all = WordSets::holding( $held, $by_word );
									if ( null !== $all ) {
										$eligible[ $block ][ $kind ] = isset( $eligible[ $block ][ $kind ] ) ? $eligible[ $block ][ $kind ] | $all : $all;
									}
								}
							}
						}
						$cheapest = WordSets::cover( $needed, $each, $block );
						foreach ( array_keys( $each ) as $index ) {
							if ( null !== $cheapest && ( $cheapest[1] & ( 1 << $index ) ) > 0 ) {
								$opens[ $block ][ $index ] = true;
							}
						}
					}
				}
				$adding = array();
				foreach ( $each as $index => $one ) {
					$ranking = $one->ranking;
					$rarity  = $one->rarity;
					$blocks  = array_intersect_key( $least, $own[ $index ] ?? array() );
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
					$got = $this->words->block_reader( $ranking )( $blocks, null, $prefix );
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
							if ( isset( $eligible[ $block ] ) && ( ord( $eligible[ $block ][ $kind ][ ( $id & EngineConstants::ENTRY_ID_MASK ) >> 3 ] ?? "\0" ) & ( 1 << ( $id & 7 ) ) ) === 0 ) {
								continue;
							}
							$score                = ( $key >> EngineConstants::KEY_SCORE_SHIFT ) & EngineConstants::KEY_SCORE_MAX;
							$pop                  = $key & ( EngineConstants::KEY_POPULARITY | EngineConstants::KEY_POST );
							$keys[ $kind ][ $id ] = ScoreKey::one_more( $keys[ $kind ][ $id ] ?? 0, $rarity, $score, $pop );
							$masks[ $id ]         = ( $masks[ $id ] ?? 0 ) | ( 1 << $index );
						}
					}
				}
				foreach ( $adding as $index => $blocks ) {
					$ranking = $each[ $index ]->ranking;
					$rarity  = $each[ $index ]->rarity;
					$kinds   = $each[ $index ]->kinds;
					foreach ( $keys as $kind => $found ) {
						foreach ( $found as $id => $had ) {
							$block = $id >> Postings::BLOCK_BITS;
							if ( ! isset( $blocks[ $block ] ) ) {
								continue;
							}
							$offset                       = $id & EngineConstants::ENTRY_ID_MASK;
							$mark                         = 1 << ( $offset & 7 );
							$value                        = 0;
							$ranked[ $index ][ $block ] ??= WordSets::best_first( $kinds[ $block ] ?? array(), $ranking );
							foreach ( $ranked[ $index ][ $block ] as $worth => $map ) {
								// The word counts once, through its best indexed word: the first that holds it.
								if ( ( ord( $map[ $offset >> 3 ] ) & $mark ) > 0 ) {
									$value = $worth;
									break;
								}
							}
							if ( $value > 0 ) {
								$keys[ $kind ][ $id ] = ScoreKey::one_more( $had, $rarity, min( $value >> EngineConstants::TALLY_SCORE_SHIFT, EngineConstants::KEY_SCORE_MAX ), $had & ( EngineConstants::KEY_POPULARITY | EngineConstants::KEY_POST ) );
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
							if ( ( $key & EngineConstants::KEY_POPULARITY ) < ( $from[ $id >> Postings::BLOCK_BITS ] ?? 0 ) ) {
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
			PHP_INT_MAX === $this->budget ? 0 : EngineConstants::PROBE_ENTRIES
		);
	}
}
