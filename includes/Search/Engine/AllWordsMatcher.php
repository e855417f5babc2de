<?php
/**
 * The all-words matcher: objects holding every word of a query, ranked.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

use Shopwright\Search\Indexer;
use Shopwright\Search\Postings;

defined( 'ABSPATH' ) || exit;

/**
 * Conjunctive top-k retrieval over the words' posting lists: the query's ranking (the indexed
 * words each query word stands for, their factors and the field weights), the block-max bounds
 * of every block, and the block scheduler reading blocks best first, the rarest word's postings
 * walked and the others' looked up in their bitmaps.
 */
final class AllWordsMatcher {

	/**
	 * Keeps the parts it reads through and the owner's weights.
	 *
	 * @param PostingReader      $reader    Posting rows and their summaries.
	 * @param QueryExpansion     $expansion The indexed words each query word stands for.
	 * @param WayRanker          $ways      The best objects by score class, where the bitmaps tell.
	 * @param array<string, int> $weights   Weight of each field (Indexer::FIELDS keys), 0 to ignore it.
	 * @param int                $budget    Posting entries read in one round (see BlockScheduler::best_blocks()); PHP_INT_MAX reads every match at once.
	 */
	public function __construct( private PostingReader $reader, private QueryExpansion $expansion, private WayRanker $ways, private array $weights, private int $budget ) {}

	/**
	 * What ranking a query needs: each indexed word its words stand for (themselves, words they
	 * start, misspellings) grouped by query word, with its factor, title bonus and the weights.
	 * Null when a query word matches nothing or no field is weighted.
	 *
	 * @param string[] $words Folded words.
	 * @return array{by: array<int, list<string>>, groups: array<int|string, int>, count: int, mask: int, titled: bool, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>, order: list<int>}|null
	 */
	public function prepare( array $words ): ?array {
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
			$matches = $this->expansion->expand( $word );
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
			'sums'   => ScoreKey::field_sums( $mask, $weight ),
			'bonus'  => ScoreKey::title_bonus( $factor, $groups, $titled ),
			'order'  => array_keys( $by ),
		);
	}

	/**
	 * Reads some blocks for BlockScheduler::best_blocks(): whole, or from a popularity up, or only each row's
	 * best sellers (see tally()).
	 *
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, count: int, mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>, order: list<int>} $ranking The query's words and weights.
	 * @return \Closure(array<int, int|null>, int|null=, int=): array{products: array<int, int>, posts: array<int, int>, from?: array<int, int>}
	 */
	public function block_reader( array $ranking ): \Closure {
		return fn( array $least, ?int $floor = null, int $prefix = 0 ): array => $this->tally( $ranking, array_map( 'intval', $least ), $floor ?? PHP_INT_MIN, $prefix );
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
	 * COUNT_CAP products have been counted (see BlockScheduler::best_blocks()). The answer is the same as with
	 * every match read: a word most descriptions hold reads one or two blocks instead of all.
	 *
	 * @param string[]                         $words Folded words.
	 * @param array{products: int, posts: int} $want  How many of each the caller ranks.
	 * @return array{products: array<int, int>, posts: array<int, int>, total: int} Sort keys (see ScoreKey::top()) by id of every object that can be among the best, and how many products matched (at least COUNT_CAP when not all were read).
	 */
	public function by_words( array $words, array $want ): array {
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
		$rows = $this->reader->summaries( array_keys( $ranking['groups'] ) );
		$size = array_fill_keys( array_keys( $ranking['by'] ), 0 );
		foreach ( $rows as $row ) {
			$size[ $ranking['groups'][ $row->token ] ] += $row->entries;
		}
		asort( $size );
		$ranking['order']  = array_keys( $size );
		$ranking['fields'] = array();
		$ranking['maps']   = array();
		foreach ( $rows as $row ) {
			$ranking['fields'][ $row->token ][ $row->block ]  = $row->product_fields | $row->post_fields;
			$ranking['entries'][ $row->token ][ $row->block ] = $row->entries;
			// A budget without limit reads every entry: the reference the bitmaps' shortcuts must match.
			if ( array() !== $row->maps && PHP_INT_MAX !== $this->budget ) {
				$ranking['maps'][ $row->token ][ $row->block ] = $row->maps;
			}
		}
		// A budget without limit reads every match: the answer the others must give. Else, with
		// every row's bitmaps, how many products match is known before any entry is read, and no
		// block is read only to count them.
		$known  = BlockBounds::known_matches( $rows, $ranking );
		$mapped = PHP_INT_MAX !== $this->budget && array() === array_filter( $rows, static fn( RowSummary $row ): bool => array() === $row->maps );
		$held   = null;
		if ( $mapped && ( count( $ranking['by'] ) > 1 || $known < EngineConstants::COUNT_CAP ) ) {
			$held = $this->reader->weighed( $rows, $ranking['mask'] );
		}
		$every = null === $held ? null : BlockBounds::held_by_all( $held, $ranking );
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
		$capped = null !== $total || max( $known, BlockBounds::known_together( $rows, $ranking ) ) >= EngineConstants::COUNT_CAP;
		// A query word standing for several indexed words counts through the best of them: its
		// rows fold into levels, one row per block (see WayRanker::levels()).
		list( $folded, $levels ) = count( $ranking['groups'] ) > 1 ? WayRanker::levels( $rows, $ranking ) : array( $rows, $ranking );
		// So does a letter alone: its row holds most objects, whose best the ways find sooner
		// than its entries, best seller first, do.
		if ( ( count( $ranking['groups'] ) > 1 || str_starts_with( (string) array_key_first( $ranking['groups'] ), Postings::LETTER ) ) && null !== $total && $mapped ) {
			$known = $this->ways->from_ways( $folded, $levels, $want, $total );
			if ( null !== $known ) {
				return $known;
			}
		}
		// A one-word query of one indexed word gains nothing from ways: its kinds of entry are its ways.
		$leaves  = PHP_INT_MAX === $this->budget || count( $ranking['groups'] ) < 2 ? array() : WayRanker::leaves( $folded, $levels );
		$assured = $capped && PHP_INT_MAX !== $this->budget ? BlockBounds::assured( $rows, $ranking, $want['products'] ) : null;
		$found   = BlockScheduler::best_blocks( BlockBounds::ceilings( $rows, $ranking, $leaves ), $want, $this->budget, $this->block_reader( $ranking ), $capped, $assured, PHP_INT_MAX === $this->budget ? 0 : EngineConstants::PROBE_ENTRIES );
		if ( null !== $total ) {
			$found['total'] = $total;
		}
		return $found;
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
	 * With a prefix, only each row's first entries, its best sellers, are read (see PostingReader::postings()):
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
					if ( isset( $ranking['entries'][ $token ][ $block ] ) && ( array() === $maps || $most[ $block ] * count( $maps ) >= EngineConstants::LOOKUPS_PER_ENTRY * $ranking['entries'][ $token ][ $block ] ) ) {
						// Read: this word's entries are walked, in this block at least.
						$tokens[] = $token;
						continue 2;
					}
				}
				foreach ( $blocks as $block ) {
					if ( isset( $ranking['entries'][ $token ][ $block ] ) ) {
						$looked[ $index ][] = new PostingRow( $token, $block, null, 0 );
					}
				}
			}
		}
		// Words that can neither bring an object to the floor nor give one the value its query
		// word counts through are not read where they cannot (see BlockBounds::beneath()).
		$only = isset( $ranking['fields'] ) ? BlockBounds::beneath( $ranking, $blocks, $floor ) : array();
		foreach ( array() === $only ? array() : $tokens as $at => $token ) {
			foreach ( $blocks as $block ) {
				if ( isset( $ranking['entries'][ $token ][ $block ] ) && ! isset( $only[ $block ][ (string) $token ] ) ) {
					continue 2;
				}
			}
			unset( $tokens[ $at ] );
		}
		foreach ( array() === $only ? array() : $looked as $index => $rows ) {
			$looked[ $index ] = array_values( array_filter( $rows, static fn( PostingRow $row ): bool => ! isset( $only[ $row->block ][ $row->token ] ) ) );
		}
		foreach ( $this->reader->postings( isset( $ranking['entries'] ) ? $tokens : array_merge( ...array_values( $ranking['by'] ) ), $blocks, $prefix ) as $row ) {
			$by_word[ $ranking['groups'][ $row->token ] ][] = $row;
			if ( $prefix > 0 && $row->sorted >= $prefix ) {
				// Only the best sellers of the row came: an object selling more than its last one
				// has all its entries here (see PostingReader::postings()).
				$least[ $row->block ] = max( $least[ $row->block ], 1 + Postings::popularity_at( (string) $row->data, $prefix - 1 ) );
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
			usort( $rows, static fn( PostingRow $a, PostingRow $b ): int => (int) isset( $only[ $a->block ][ $a->token ] ) <=> (int) isset( $only[ $b->block ][ $b->token ] ) );
			foreach ( $rows as $row ) {
				$token  = $row->token;
				$block  = $row->block;
				$data   = $row->data;
				$sorted = $row->sorted;
				$base   = $block << Postings::BLOCK_BITS;
				$gain   = $ranking['factor'][ $token ] << EngineConstants::TALLY_SCORE_SHIFT;
				$add    = $ranking['bonus'][ $token ];
				$lowest = $least[ $block ];
				$opens  = $first && ! isset( $only[ $block ][ $token ] );
				$maps   = $ranking['maps'][ $token ][ $block ] ?? array();
				if ( ! $opens && array() !== $maps && ( null === $data || count( $found[ $block ] ?? array() ) * count( $maps ) < strlen( $data ) >> 2 ) ) {
					// Fewer objects found here than the row has entries: each is looked up in the
					// row's bitmaps, which also tell its kind of entry, instead of walking the row.
					foreach ( $found[ $block ] ?? array() as $id ) {
						$offset = $id & EngineConstants::ENTRY_ID_MASK;
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
						$id = $base | ( $entry & EngineConstants::ENTRY_ID_MASK );
						if ( ! isset( $tally[ $id ] ) ) {
							continue;
						}
						$bits   = ( $entry >> Postings::FLAGS_SHIFT ) & EngineConstants::ENTRY_FLAGS_MASK;
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
					if ( null !== $every && 0 === ( ord( $every[ ( $entry & EngineConstants::ENTRY_ID_MASK ) >> 3 ] ) & ( 1 << ( $entry & 7 ) ) ) ) {
						continue;
					}
					$bits   = ( $entry >> Postings::FLAGS_SHIFT ) & EngineConstants::ENTRY_FLAGS_MASK;
					$fields = $bits & $mask;
					if ( 0 === $fields ) {
						continue;
					}
					$id    = $base | ( $entry & EngineConstants::ENTRY_ID_MASK );
					$value = $sums[ $fields ] * $gain + $add[ $bits & $flags ];
					if ( isset( $tally[ $id ] ) ) {
						$part[ $id ]  = max( $part[ $id ] ?? 0, $value );
						$held[ $id ] |= $bit;
					} else {
						// Seen first: its popularity and kind once (they are the same in every entry).
						$tally[ $id ]      = 0;
						$part[ $id ]       = $value;
						$held[ $id ]       = $bit;
						$pop[ $id ]        = ( $entry >> Postings::POPULARITY_SHIFT ) | ( ( $bits & Postings::POST ) > 0 ? EngineConstants::KEY_POST : 0 );
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
		// The sort key from the tally (see ScoreKey::top()), written out here rather than called: a word
		// most descriptions hold has thousands of objects to key.
		$products = array();
		$posts    = array();
		foreach ( $held as $id => $groups ) {
			if ( $groups !== $all ) {
				continue;
			}
			$value = $tally[ $id ];
			$key   = ( ( $value & EngineConstants::TALLY_LEAD ) > 0 && ( ( $value >> EngineConstants::TALLY_TITLED_SHIFT ) & EngineConstants::TALLY_COUNT_MASK ) >= $count ? 1 << EngineConstants::KEY_LEAD_SHIFT : 0 )
				| ( ( $value & EngineConstants::TALLY_COUNT_MASK ) >= $count ? 1 << EngineConstants::KEY_WHOLE_SHIFT : 0 )
				| ( min( $value >> EngineConstants::TALLY_SCORE_SHIFT, EngineConstants::KEY_SCORE_MAX ) << EngineConstants::KEY_SCORE_SHIFT )
				| ( $pop[ $id ] & EngineConstants::KEY_POPULARITY );
			// Below the floor it cannot be among the best any more (and is counted already).
			if ( $key < $floor ) {
				continue;
			}
			if ( ( $pop[ $id ] & EngineConstants::KEY_POST ) > 0 ) {
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
}
