<?php
/**
 * Ways: the best objects of a query found from the rows' bitmaps, by score class.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

use Shopwright\Search\Postings;

defined( 'ABSPATH' ) || exit;

/**
 * A way is one kind of entry picked for each query word (or one level of a word standing for
 * several indexed words): every object holding it has the same tally, so ways are score classes.
 * Ranked once for the whole index, their objects are the intersections of their bitmaps, block
 * by block, best way first; only popularity is read from the postings.
 */
final class WayRanker {

	/**
	 * Keeps the posting reader.
	 *
	 * @param PostingReader $reader Posting rows and their summaries.
	 */
	public function __construct( private PostingReader $reader ) {}

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
	 * @param RowSummary[]                                                                                                                                                                     $rows    Summaries (see PostingReader::summaries()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>} $ranking The query's words and weights.
	 * @return array{0: list<RowSummary>, 1: array<string, mixed>} The rows, and the ranking with the folded words' groups, levels' values ('values') and rows they fold ('stands').
	 */
	public static function levels( array $rows, array $ranking ): array {
		$out  = array();
		$fold = array();
		foreach ( $rows as $row ) {
			$group = $ranking['groups'][ $row->token ];
			if ( count( $ranking['by'][ $group ] ) < 2 ) {
				$out[] = $row;
			} else {
				$fold[ $group ][ $row->block ][] = $row;
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
				foreach ( $list as $row ) {
					$word    = $row->token;
					$entries = $row->entries;
					$tops    = $row->tops;
					$maps    = $row->maps;
					$copy    = $row->copy;
					foreach ( $maps as $bits => $map ) {
						if ( ! isset( $of[ $word ][ $bits ] ) ) {
							$value                = 0 === ( $bits & $ranking['mask'] ) ? 0 : ScoreKey::tally_of( $ranking, $word, $bits );
							$post                 = $bits & Postings::POST;
							$level[ $post ]       = $level[ $post ] ?? array();
							$of[ $word ][ $bits ] = 0 === $value ? 0 : ( $level[ $post ][ $value ] ??= ( ++$number << EngineConstants::LEVEL_SHIFT ) | $post | $field );
						}
						$kind = $of[ $word ][ $bits ];
						if ( 0 === $kind ) {
							continue;
						}
						$ranking['stands'][ $token ][ $block ][ $kind ][ $word ] = array( $entries, $copy );
						$kinds[ $block ][ $kind ]                                = array(
							isset( $kinds[ $block ][ $kind ] ) ? $kinds[ $block ][ $kind ][0] | $map : $map,
							max( $kinds[ $block ][ $kind ][1] ?? 0, $tops[ $bits ] ?? EngineConstants::KEY_POPULARITY ),
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
					$entries += $row->entries;
					$whole    = $whole && array() !== $row->maps;
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
					$out[] = new RowSummary( $token, $block, $entries, 0, 0, 0, 0, 0, 0, $tops, $maps, '' );
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
	 * bitmaps whose intersection is its objects, intersected only when asked for (see Way::objects()):
	 * most ways of two words no object has, and only the best are asked about.
	 *
	 * Null for a block with a row without bitmaps (appended to since the last rebuild) or with
	 * too many ways (see LEAF_STEPS); an empty list for a block missing a query word.
	 *
	 * @param RowSummary[]                                                                                                                                                                                                                                                                                                                       $rows    Summaries (see PostingReader::summaries()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, count: int, mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>, values?: array<string, array<int, int>>, stands?: array<string, array<int, array<int, array<int|string, array{0: int, 1: string}>>>>} $ranking The query's words and weights, with the levels' values and the rows they fold (see levels()).
	 * @return array<int, list<Way>|null> By block, each way.
	 */
	public static function leaves( array $rows, array $ranking ): array {
		$by = array();
		foreach ( $rows as $row ) {
			$by[ $row->block ][] = $row;
		}
		$out = array();
		foreach ( $by as $block => $block_rows ) {
			$choices = array();
			// A row by query word.
			if ( count( $block_rows ) < count( $ranking['by'] ) ) {
				$out[ $block ] = array();
				continue;
			}
			usort( $block_rows, static fn( RowSummary $a, RowSummary $b ): int => $ranking['groups'][ $a->token ] <=> $ranking['groups'][ $b->token ] );
			$steps = 0;
			$ways  = 1;
			foreach ( $block_rows as $row ) {
				$token = $row->token;
				$tops  = $row->tops;
				$maps  = $row->maps;
				if ( array() === $maps ) {
					$out[ $block ] = null;
					continue 2;
				}
				$list = array();
				foreach ( $maps as $bits => $map ) {
					if ( 0 !== ( $bits & $ranking['mask'] ) ) {
						$list[] = array( ScoreKey::tally_of( $ranking, $token, $bits ), $tops[ $bits ] ?? EngineConstants::KEY_POPULARITY, $map, ( $bits & Postings::POST ) > 0 ? 'posts' : 'products' );
					}
				}
				$ways  *= count( $list );
				$steps += $ways;
				if ( $steps > EngineConstants::LEAF_STEPS ) {
					$out[ $block ] = null;
					continue 2;
				}
				$choices[] = $list;
			}
			// Every way, row by row, each choice of the row after each way so far: its objects are
			// only known once its bitmaps are intersected (see Way::objects()), when it is needed.
			$ways = array( array( 0, EngineConstants::KEY_POPULARITY, array(), null ) );
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
				$found[] = new Way( $kind, $value, $pop, $maps );
			}
			$out[ $block ] = $found;
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
	 * @param RowSummary[]                                                                                                                                                                                                                                                                                                                       $rows    Summaries (see PostingReader::summaries()), those of a word standing for several folded (see levels()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, count: int, mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>, values?: array<string, array<int, int>>, stands?: array<string, array<int, array<int, array<int|string, array{0: int, 1: string}>>>>} $ranking The query's words and weights, with the levels' values and the rows they fold (see levels()).
	 * @param array{products: int, posts: int}                                                                                                                                                                                                                                                                                                   $want    How many of each the caller ranks.
	 * @param int                                                                                                                                                                                                                                                                                                                                $total   How many products match (see BlockBounds::held_by_all()); COUNT_CAP and more are not all counted.
	 * @return array{products: array<int, int>, posts: array<int, int>, total: int}|null
	 */
	public function from_ways( array $rows, array $ranking, array $want, int $total ): ?array {
		$count = $ranking['count'];
		// By word, what each weighed kind of entry adds to the tally, and its bitmap by block; by
		// block, each word's entries and a small row's copy of them.
		$adds = array();
		$maps = array();
		$size = array();
		foreach ( $rows as $row ) {
			$token                    = $row->token;
			$block                    = $row->block;
			$size[ $block ][ $token ] = array( $row->entries, $row->copy );
			foreach ( $row->maps as $bits => $map ) {
				$fields = $bits & $ranking['mask'];
				if ( 0 !== $fields ) {
					$adds[ $token ][ $bits ]           = ScoreKey::tally_of( $ranking, $token, $bits );
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
			if ( array_sum( $have ) > EngineConstants::WAYS ) {
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
				$keys[ $index ] = ScoreKey::key( $value, 0, $count );
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
				if ( $taken[ $kind ] > EngineConstants::LEAF_OBJECTS ) {
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
			for ( $reads = EngineConstants::WAY_PROBE; $reads <= EngineConstants::WAY_PROBE_MOST; $reads *= 2 ) {
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
		foreach ( $this->reader->postings_of( $fetch, $probe ) as $row ) {
			$read[] = array( $row->block, (string) $row->data, $row->sorted );
			if ( $probe > 0 && $row->sorted >= $probe ) {
				$below[ $row->block ] = max( $below[ $row->block ] ?? 0, Postings::popularity_at( (string) $row->data, $probe - 1 ) );
			}
		}
		$seen = self::popular_keys( $read, $values, $count, $want, $by_block );
		// The rest of a block is read when an object of it not read yet could still be among the
		// best: its best way's key at that popularity reaches the last of them.
		// A tie goes to the lower id (see ScoreKey::top()): an object of a block after the last one's ties it
		// in vain.
		$again = array();
		foreach ( $seen as $kind => $keys ) {
			$last  = null;
			$after = PHP_INT_MAX;
			if ( count( $keys ) >= $want[ $kind ] && $want[ $kind ] > 0 ) {
				$best  = ScoreKey::top( $keys, $want[ $kind ] );
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
					$from            = null === $last ? 0 : ScoreKey::needs( $by_block[ $block ][ $kind ][1], $last );
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
		foreach ( $this->reader->postings_of( $whole ) as $row ) {
			$read[] = array( $row->block, (string) $row->data, $row->sorted, $again[ $row->block ] );
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
						$needs[] = count( $last[ $kind ] ) < $want[ $kind ] ? 0 : ScoreKey::needs( $best, $last[ $kind ]->top() );
					}
				}
				$least = max( $least, array() === $needs ? 0 : min( $needs ) );
			}
			foreach ( array() === $ways ? array() : Postings::walk( $data, $row[2] ?? 0, $least ) as $entry ) {
				$offset = $entry & EngineConstants::ENTRY_ID_MASK;
				$byte   = $offset >> 3;
				$mark   = 1 << ( $offset & 7 );
				foreach ( $ways as list( $set, $value, $kind ) ) {
					// An object in two rows read for its block counts once among the best found.
					if ( ( ord( $set[ $byte ] ) & $mark ) > 0 && ! isset( $out[ $kind ][ $base | $offset ] ) ) {
						$key                             = ScoreKey::key( $value, $entry >> Postings::POPULARITY_SHIFT, $count );
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
}
