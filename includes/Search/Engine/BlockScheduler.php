<?php
/**
 * The block scheduler: which blocks of ids are read, in which order, and when to stop.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

use Shopwright\Search\Postings;

defined( 'ABSPATH' ) || exit;

/**
 * Block-max top-k retrieval: every block of 4,096 ids has an upper bound of the key any
 * object in it could reach (its ceiling, see BlockBounds); blocks are read in rounds, highest
 * bound first, until the rest can neither beat the k-th best result found (the threshold) nor
 * change the count of matches. A block may be read only from some popularity up, or only its
 * best sellers first (a probe).
 */
final class BlockScheduler {

	/**
	 * Reads blocks, highest ceiling first, until the rest cannot change the answer: a block is
	 * read while COUNT_CAP products have not been counted, while fewer than the wanted products
	 * or posts have been found, or while its ceiling beats the last of them (a tie beats it only
	 * when the block holds a lower id, since ties go to the lower id). Each round reads about
	 * $budget entries.
	 *
	 * @param array{products: array<int, int>, posts: array<int, int>, entries: array<int, int>, matches?: array<int, int>} $ceilings Ceilings by block (see BlockBounds::ceilings()).
	 * @param array{products: int, posts: int}                                                                              $want     How many of each are ranked.
	 * @param int                                                                                                           $budget   Entries read in one round.
	 * @param callable                                                                                                      $read     Ranks the matches in some blocks: given the lowest popularity code worth reading by block (null for all of it) and the lowest key worth keeping (null for all), sort keys by kind and id.
	 * @param bool                                                                                                          $capped   Whether COUNT_CAP products are known to match before any block is read: then no block is read only to count.
	 * @param int|null                                                                                                      $assured  A key at least the wanted products are known to reach (see BlockBounds::assured()), with $capped only.
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
			'products' => null === $assured ? null : new KthResult( $assured, PHP_INT_MAX ),
			'posts'    => null,
		);
		$total = $capped ? EngineConstants::COUNT_CAP : 0;
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
					$best          = ScoreKey::top( $keys[ $kind ], $want[ $kind ] );
					$id            = $best[ count( $best ) - 1 ];
					$last[ $kind ] = new KthResult( $keys[ $kind ][ $id ], $id );
					// Once the total is known to pass the cap, nothing below the last wanted
					// result can matter again: only the best are kept, so the next rounds
					// compare against a short list.
					if ( 'posts' === $kind || $total >= EngineConstants::COUNT_CAP ) {
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
					$could += $ceilings['matches'][ $block ] ?? EngineConstants::COUNT_CAP;
					if ( $spent >= $budget && ( $total >= EngineConstants::COUNT_CAP || $could >= EngineConstants::COUNT_CAP - $total ) ) {
						break;
					}
				}
			}
			if ( array() === $round ) {
				break;
			}
			$first = array();
			if ( $probe > 0 && $total >= EngineConstants::COUNT_CAP ) {
				foreach ( $round as $block => $least ) {
					if ( ! isset( $probed[ $block ] ) ) {
						$first[ $block ] = (int) $least;
					}
				}
			}
			if ( array() !== $first ) {
				$probed += $first;
				$got     = $read( $first, self::threshold( $ceilings, $want, $total, $last ), $probe );
				$take( $got );
				foreach ( $got['from'] ?? array() as $block => $from ) {
					if ( ! self::block_finished( $block, $from, $ceilings, $want, $last ) ) {
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
				$take( $read( $round, self::threshold( $ceilings, $want, $total, $last ) ) );
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
	 * @param int                                                      $block    Block.
	 * @param int                                                      $from     Lowest popularity code of the objects ranked.
	 * @param array{products: array<int, int>, posts: array<int, int>} $ceilings Ceilings by block.
	 * @param array{products: int, posts: int}                         $want     How many of each are ranked.
	 * @param array{products: KthResult|null, posts: KthResult|null}   $last     Key and id of the last wanted result so far, null while too few.
	 */
	private static function block_finished( int $block, int $from, array $ceilings, array $want, array $last ): bool {
		foreach ( array( 'products', 'posts' ) as $kind ) {
			if ( ! isset( $ceilings[ $kind ][ $block ] ) || $want[ $kind ] < 1 || $from < 1 ) {
				continue;
			}
			$ceiling = $ceilings[ $kind ][ $block ];
			$rest    = ( $ceiling & ~EngineConstants::KEY_POPULARITY ) | min( $from - 1, $ceiling & EngineConstants::KEY_POPULARITY );
			if ( null === $last[ $kind ] || $rest >= $last[ $kind ]->key ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The lowest key still worth keeping from the next blocks read: the lowest of the last wanted
	 * results of the kinds the blocks may hold, once the total has passed its cap; null while
	 * every match must be kept (for the count, or too few of a kind found yet).
	 *
	 * @param array{products: array<int, int>, posts: array<int, int>, entries: array<int, int>} $ceilings Ceilings by block.
	 * @param array{products: int, posts: int}                                                   $want     How many of each are ranked.
	 * @param int                                                                                $total    Products counted so far.
	 * @param array{products: KthResult|null, posts: KthResult|null}                             $last     Key and id of the last wanted result so far, null while too few.
	 */
	private static function threshold( array $ceilings, array $want, int $total, array $last ): ?int {
		if ( $total < EngineConstants::COUNT_CAP ) {
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
			$floor = null === $floor ? $last[ $kind ]->key : min( $floor, $last[ $kind ]->key );
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
	 * @param array{products: KthResult|null, posts: KthResult|null}                             $last     Key and id of the last wanted result so far, null while too few.
	 * @return int|false|null
	 */
	private static function least_popularity( int $block, array $ceilings, array $want, int $total, array $last ): int|false|null {
		$least = false;
		foreach ( array( 'products', 'posts' ) as $kind ) {
			if ( ! isset( $ceilings[ $kind ][ $block ] ) || ( $want[ $kind ] < 1 && 'posts' === $kind ) ) {
				continue;
			}
			if ( null === $last[ $kind ] || ( 'products' === $kind && $total < EngineConstants::COUNT_CAP ) ) {
				return null;
			}
			$key     = $last[ $kind ]->key;
			$id      = $last[ $kind ]->id;
			$ceiling = $ceilings[ $kind ][ $block ];
			if ( $ceiling < $key || ( $ceiling === $key && ( $block << Postings::BLOCK_BITS ) > $id ) ) {
				continue;
			}
			// Above the popularity code, the ceiling's bits are what any object here could have
			// at most: when they beat the last result's, every popularity could.
			$from  = ScoreKey::needs( $ceiling, $key );
			$least = false === $least ? $from : min( $least, $from );
		}
		return $least;
	}
}
