<?php
/**
 * Block-max bounds: the most an object of a block could score, from the row summaries alone.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

use Shopwright\Search\Indexer;
use Shopwright\Search\Postings;

defined( 'ABSPATH' ) || exit;

/**
 * What the summaries kept beside each posting row tell before any entry is read: the ceiling
 * (block-max key) of each block, how many products match at least, the key the wanted products
 * are assured to reach, the objects holding every word from the rows' bitmaps, and which
 * indexed words cannot lift an object to the threshold.
 */
final class BlockBounds {

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
	 * @param RowSummary[]                                                                                                                                                                                                                                                            $rows    Summaries (see PostingReader::summaries()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, count: int, mask: int, titled: bool, factor: array<int|string, int>, sums: array<int, int>, order?: list<int>, maps?: array<int|string, array<int, array<int, string>>>, holding?: array<int, int>} $ranking The query's words and weights, with those of AllWordsMatcher::by_words() when it asks: the rarest first, the rows' bitmaps, and how many objects hold every word by block.
	 * @param array<int, list<Way>|null>                                                                                                                                                                                                                                              $leaves  The ways the block's objects hold the words, by block, when known (see WayRanker::leaves()): a block's ceiling is then the best key of a way some object has.
	 * @return array{products: array<int, int>, posts: array<int, int>, entries: array<int, int>, matches: array<int, int>, partial?: array<string, array<int, int>>} Ceilings by block, the entries reading each block walks or looks up (of one word, its entries), the most objects of a block that can hold every word, and by kind and block the ceiling of a partial match's score and popularity.
	 */
	public static function ceilings( array $rows, array $ranking, array $leaves = array() ): array {
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
		foreach ( $rows as $row ) {
			$token                    = $row->token;
			$block                    = $row->block;
			$entries                  = $row->entries;
			$combos                   = $row->tops;
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
				'products' => array( $row->product_fields, $row->product_top, $row->product_title_top ),
				'posts'    => array( $row->post_fields, $row->post_top, $row->post_title_top ),
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
		// What reading a block costs (see AllWordsMatcher::tally()): the rarest word's entries are walked; a later
		// word's row is looked up in, object by object, when its bitmaps make that cheaper.
		$opener = $words > 1 && isset( $ranking['order'] ) ? $ranking['order'][0] : null;
		foreach ( null === $opener ? array() : $rows as $row ) {
			$token   = $row->token;
			$block   = $row->block;
			$entries = $row->entries;
			if ( $groups[ $token ] === $opener ) {
				continue;
			}
			$maps                      = count( $ranking['maps'][ $token ][ $block ] ?? array() );
			$lookups                   = 0 === $maps ? $entries : intdiv( min( $held[ $block ][ $opener ] ?? 0, $ranking['holding'][ $block ] ?? PHP_INT_MAX ) * $maps, EngineConstants::LOOKUPS_PER_ENTRY );
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
				$tiers    = ( ( $lead && $titles >= $count ? 1 : 0 ) << EngineConstants::KEY_LEAD_SHIFT ) | ( ( $wholes >= $count ? 1 : 0 ) << EngineConstants::KEY_WHOLE_SHIFT );
				$untiered = ( min( $score, EngineConstants::KEY_SCORE_MAX ) << EngineConstants::KEY_SCORE_SHIFT ) | min( $tops );
				// A partial match has no tiers: its score and popularity are bounded apart.
				$out['partial'][ $kind ][ $block ] = $untiered;
				// The title's own ceiling bounds only the objects the title or lead bits lift.
				$out[ $kind ][ $block ] = 0 === $tiers ? $untiered : max( $untiered, $tiers | ( $untiered & ~EngineConstants::KEY_POPULARITY ) | min( min( $tops ), $title_top ) );
			}
		}
		foreach ( $leaves as $block => $list ) {
			if ( null === $list ) {
				continue;
			}
			// The best key of each kind some object has: the ways by their own best key, until one
			// that some object has.
			$keys = array();
			foreach ( $list as $index => $way ) {
				$keys[ $index ] = ScoreKey::key( $way->value, $way->top, $count );
			}
			arsort( $keys );
			$best = array();
			foreach ( $keys as $index => $key ) {
				$kind = $list[ $index ]->kind;
				if ( ! isset( $best[ $kind ] ) && '' !== $list[ $index ]->objects() ) {
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
	 * How many products a one-word query matches at least, from the row summaries alone: in a
	 * row of products only whose field bits all weigh, every entry is a match (an entry holds
	 * the word in one field at least), and a block matches at least as many objects as its
	 * fullest such row. 0 for a query of several words, whose rows say nothing of how many
	 * objects hold them all.
	 *
	 * A common word then needs no block read in full only to count its first COUNT_CAP matches.
	 *
	 * @param RowSummary[]                                   $rows    Summaries (see PostingReader::summaries()).
	 * @param array{by: array<int, list<string>>, mask: int} $ranking The query's words and weights.
	 */
	public static function known_matches( array $rows, array $ranking ): int {
		if ( 1 !== count( $ranking['by'] ) ) {
			return 0;
		}
		$fields = array_sum( Indexer::FIELDS ) & ~$ranking['mask'];
		$most   = array();
		foreach ( $rows as $row ) {
			if ( 0 === $row->post_fields && 0 === $row->post_top && $row->entries > 0 && 0 === ( $row->product_fields & $fields ) ) {
				$most[ $row->block ] = max( $most[ $row->block ] ?? 0, $row->entries );
			}
		}
		return (int) array_sum( $most );
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
	 * @param RowSummary[]                                                                   $rows    Summaries (see PostingReader::summaries()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>, mask: int} $ranking The query's words and weights.
	 */
	public static function known_together( array $rows, array $ranking ): int {
		$words = count( $ranking['by'] );
		if ( $words < 2 ) {
			return 0;
		}
		$unweighed = array_sum( Indexer::FIELDS ) & ~$ranking['mask'];
		$maps      = array();
		foreach ( $rows as $row ) {
			if ( array() === $row->maps || 0 !== $row->post_fields || 0 !== $row->post_top || 0 !== ( $row->product_fields & $unweighed ) ) {
				continue;
			}
			$group                         = $ranking['groups'][ $row->token ];
			$map                           = Postings::union( $row->maps );
			$maps[ $row->block ][ $group ] = isset( $maps[ $row->block ][ $group ] ) ? $maps[ $row->block ][ $group ] | $map : $map;
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
	 * For a one-word query, a key at least $want products reach, from the rows' kinds of entry
	 * alone (see Postings::combos()): each kind of a word's row is an entry of its own, so of an
	 * object of its own, whose key is at least the one the kind gives at its highest popularity
	 * (holding more of the words only adds). The $want-th highest of one word's keys is such a
	 * key; the highest of those over the words is returned, or null when no word has $want.
	 *
	 * Blocks can then be read from the first round only from the popularity that could still
	 * beat it, instead of whole until $want results are found.
	 *
	 * @param RowSummary[]                                                                                                                   $rows    Summaries (see PostingReader::summaries()).
	 * @param array{count: int, mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>} $ranking The query's words and weights.
	 * @param int                                                                                                                            $want    Products wanted.
	 * @param int|null                                                                                                                       $rarity  For a partial match (see PartialMatcher::by_some_words()), the word's rarity: the keys are then partial ones.
	 */
	public static function assured( array $rows, array $ranking, int $want, ?int $rarity = null ): ?int {
		if ( 1 !== $ranking['count'] || $want < 1 ) {
			return null;
		}
		$keys = array();
		foreach ( $rows as $row ) {
			$token = $row->token;
			foreach ( $row->tops as $bits => $pop ) {
				$fields = $bits & $ranking['mask'];
				if ( ( $bits & Postings::POST ) > 0 || 0 === $fields ) {
					continue;
				}
				$value            = ScoreKey::tally_of( $ranking, $token, $bits );
				$keys[ $token ][] = null === $rarity ? ScoreKey::key( $value, $pop, 1 ) : ScoreKey::partial_key( 1, $rarity, min( $value >> EngineConstants::TALLY_SCORE_SHIFT, EngineConstants::KEY_SCORE_MAX ), $pop );
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
	 * The objects holding every query word in a field that weighs: in each block, the objects
	 * some indexed word of each query word holds in a weighed kind of entry (see PostingReader::weighed()),
	 * intersected over the query words. Exactly the objects reading every entry would match.
	 *
	 * @param array<int, array<int|string, array<string, string>>>                $held    What each row holds (see PostingReader::weighed()).
	 * @param array{by: array<int, list<string>>, groups: array<int|string, int>} $ranking The query's words.
	 * @return array<int, array<string, string>> Bitmaps by block and kind (products or posts), none where no object holds them all.
	 */
	public static function held_by_all( array $held, array $ranking ): array {
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
	public static function beneath( array $ranking, array $blocks, int $floor ): array {
		if ( PHP_INT_MIN === $floor ) {
			return array();
		}
		$score = ( $floor >> EngineConstants::KEY_SCORE_SHIFT ) & EngineConstants::KEY_SCORE_MAX;
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
}
