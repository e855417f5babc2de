<?php
/**
 * Sets of query words the objects hold, from the rows' bitmaps, for the partial matcher.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

use Shopwright\Search\Postings;

defined( 'ABSPATH' ) || exit;

/**
 * By block and kind, which objects hold which set of the query's words (as bits by word), the
 * best partial key a set could give, and by_sets(): the best partial matches found from the
 * sets in one read of the cheapest rows, instead of rounds of blocks.
 */
final class WordSets {

	/**
	 * Keeps the posting reader and the round's budget.
	 *
	 * @param PostingReader $reader Posting rows and their summaries.
	 * @param int           $budget Posting entries read in one round; PHP_INT_MAX reads every match at once.
	 */
	public function __construct( private PostingReader $reader, private int $budget ) {}

	/**
	 * For a partial match whose rows all keep bitmaps: the best objects found from the sets of
	 * words the objects hold, in one read instead of rounds of blocks (see PartialMatcher::some_words()).
	 *
	 * What an object holds fixes the front of its key: how many words and their rarities (see
	 * ScoreKey::partial_key()). The sets are taken best first until they hold what is wanted; every object
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
	 * @param array<int, PartialWord>                       $each  By query word: its ranking, rarity, entries by block, and its rows' bitmaps of weighed kinds of entry by block, word and flag bits.
	 * @param array<int, array<string, array<int, string>>> $sets  The objects each word holds, by block, kind and word.
	 * @param array{products: int, posts: int}              $want  How many of each are ranked.
	 * @param array<int, int>                               $masks The query words each object found holds, as bits by word, added to.
	 * @return array{products: array<int, int>, posts: array<int, int>}|null Partial sort keys by id of the objects of the sets taken that were read; null when those sets hold more than SET_OBJECTS products, or the rows to read more entries than SET_ROUNDS rounds read.
	 */
	public function by_sets( array $each, array $sets, array $want, array &$masks ): ?array {
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
			if ( $reached > EngineConstants::SET_OBJECTS ) {
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
						$cheap             = null !== $cheap && $each[ $cheap ]->bounds['entries'][ $block ] <= $each[ $index ]->bounds['entries'][ $block ] ? $cheap : $index;
					}
					if ( ! isset( $read[ $block ][ $cheap ] ) ) {
						$read[ $block ][ $cheap ] = true;
						$entries                 += $each[ $cheap ]->bounds['entries'][ $block ];
						if ( $entries > EngineConstants::SET_ROUNDS * $this->budget ) {
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
						$ranked[ $index ][ $block ] ??= self::best_first( $each[ $index ]->kinds[ $block ] ?? array(), $each[ $index ]->ranking );
						foreach ( $ranked[ $index ][ $block ] as $value => $objects ) {
							$got = $open & $objects;
							if ( '' !== trim( $got, "\0" ) ) {
								$score            = min( $value >> EngineConstants::TALLY_SCORE_SHIFT, EngineConstants::KEY_SCORE_MAX );
								$scores[ $score ] = isset( $scores[ $score ] ) ? $scores[ $score ] | $got : $got;
								$open            &= ~$objects;
							}
						}
					}
					// An object counts under the best score it was found with.
					krsort( $scores );
					$done = '';
					foreach ( $scores as $score => $objects ) {
						$classes[]                     = array( $kind, $held, $tier | ( min( $score, EngineConstants::PARTIAL_SCORE_MAX ) << EngineConstants::PARTIAL_SCORE_SHIFT ) | ( 'posts' === $kind ? EngineConstants::KEY_POST : 0 ) );
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
				foreach ( array_keys( $each[ $index ]->kinds[ $block ] ?? array() ) as $token ) {
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
		$rows  = $this->reader->postings_of( $pairs );
		$first = array();
		foreach ( $rows as $at => $row ) {
			foreach ( $members[ $row->block ] as $index => $list ) {
				if ( isset( $each[ $index ]->ranking['groups'][ $row->token ] ) ) {
					$first[ $at ] = max( $first[ $at ] ?? 0, $classes[ $list[0][0] ][2] );
				}
			}
		}
		arsort( $first );
		foreach ( array_keys( $first ) as $at ) {
			$token  = $rows[ $at ]->token;
			$block  = $rows[ $at ]->block;
			$sorted = $rows[ $at ]->sorted;
			$base   = $block << Postings::BLOCK_BITS;
			$row    = Postings::raw( (string) $rows[ $at ]->data );
			$count  = count( $row );
			foreach ( $members[ $block ] as $index => $list ) {
				if ( ! isset( $each[ $index ]->ranking['groups'][ $token ] ) ) {
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
					$pop   = ( $entry >> Postings::POPULARITY_SHIFT ) & EngineConstants::KEY_POPULARITY;
					if ( $entry_at <= $sorted && self::beaten( $found, $best, $want, $pop ) ) {
						// Only the entries in no order are left to read.
						$entry_at = $sorted;
						continue;
					}
					$offset = $entry & EngineConstants::ENTRY_ID_MASK;
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
	 * @param PartialWord $one   The word's ranking and bitmaps (see by_sets()).
	 * @param int         $block Block.
	 */
	private static function highest( PartialWord $one, int $block ): int {
		$most = 0;
		foreach ( $one->kinds[ $block ] ?? array() as $token => $maps ) {
			foreach ( array_keys( $maps ) as $bits ) {
				$most = max( $most, ScoreKey::tally_of( $one->ranking, $token, $bits ) );
			}
		}
		return min( $most >> EngineConstants::TALLY_SCORE_SHIFT, EngineConstants::KEY_SCORE_MAX );
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
	public static function best_first( array $kinds, array $ranking ): array {
		$out = array();
		foreach ( $kinds as $token => $maps ) {
			foreach ( $maps as $bits => $map ) {
				$value         = ScoreKey::tally_of( $ranking, $token, $bits );
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
	public static function together( array $sets ): array {
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
	 * @param int[]                   $needed The sets, as bits by word.
	 * @param array<int, PartialWord> $each   By query word: its ranking, rarity and own ceilings.
	 * @param int                     $block  Block.
	 * @return array{0: int, 1: int}|null Their entries and the words as bits by word; null for no sets.
	 */
	public static function cover( array $needed, array $each, int $block ): ?array {
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
			foreach ( $each as $index => $one ) {
				$cost += ( $pick & ( 1 << $index ) ) > 0 ? $one->bounds['entries'][ $block ] ?? 0 : 0;
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
	public static function holding( int $held, array $by_word ): ?string {
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
	 * @param int                     $held  The words, as bits by word.
	 * @param array<int, PartialWord> $each  By query word: its ranking, rarity and own ceilings.
	 * @param string                  $kind  products or posts.
	 * @param int                     $block Block.
	 */
	public static function held_key( int $held, array $each, string $kind, int $block ): ?int {
		$count  = 0;
		$rarity = 0;
		$score  = 0;
		$pop    = 0;
		foreach ( $each as $index => $one ) {
			$rare = $one->rarity;
			if ( 0 === ( $held & ( 1 << $index ) ) ) {
				continue;
			}
			// A word whose bitmaps hold objects has a ceiling there; if not, the highest there is.
			$key     = $block < 0 ? 0 : $one->bounds['partial'][ $kind ][ $block ] ?? PHP_INT_MAX;
			$rarity += $rare;
			++$count;
			$score = max( $score, ( $key >> EngineConstants::KEY_SCORE_SHIFT ) & EngineConstants::KEY_SCORE_MAX );
			$pop   = max( $pop, $key & EngineConstants::KEY_POPULARITY );
		}
		return $count < substr_count( decbin( $held ), '1' ) ? null : ScoreKey::partial_key( $count, $rarity, $score, $pop | ( 'posts' === $kind ? EngineConstants::KEY_POST : 0 ) );
	}
}
