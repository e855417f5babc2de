<?php
/**
 * Tallies and sort keys: how a match's score and popularity become one integer.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

use Shopwright\Search\Indexer;
use Shopwright\Search\Postings;

defined( 'ABSPATH' ) || exit;

/**
 * An object's tally while a query's posting lists are read (title counts, lead bit, score) and
 * the 64-bit sort key it ends as (tiers, score, popularity), for a match of every word and for
 * a partial match; and top(), the top-k of a set of keys, ties to the lowest id.
 */
final class ScoreKey {

	/**
	 * What an entry of an indexed word adds to an object's tally (see AllWordsMatcher::tally()): the weights of
	 * its fields, times the word's factor, and its title and lead bonus; for a query word's
	 * levels (see WayRanker::levels()), the level's own value.
	 *
	 * @param array{mask: int, factor: array<int|string, int>, sums: array<int, int>, bonus: array<int|string, array<int, int>>, values?: array<string, array<int, int>>} $ranking The query's words and weights.
	 * @param int|string                                                                                                                                                  $token   The indexed word.
	 * @param int                                                                                                                                                         $bits    The entry's flag bits.
	 */
	public static function tally_of( array $ranking, int|string $token, int $bits ): int {
		if ( isset( $ranking['values'][ $token ] ) ) {
			return $ranking['values'][ $token ][ $bits ];
		}
		return $ranking['sums'][ $bits & $ranking['mask'] ] * ( $ranking['factor'][ $token ] << EngineConstants::TALLY_SCORE_SHIFT ) + $ranking['bonus'][ $token ][ $bits & ( Indexer::FIELDS['title'] | Postings::LEAD ) ];
	}

	/**
	 * The sort key of an object from its tally (see top()).
	 *
	 * @param int $value Its tally.
	 * @param int $pop   Its popularity code, with the post bit above.
	 * @param int $count Words of the query.
	 */
	public static function key( int $value, int $pop, int $count ): int {
		return ( ( $value & EngineConstants::TALLY_LEAD ) > 0 && ( ( $value >> EngineConstants::TALLY_TITLED_SHIFT ) & EngineConstants::TALLY_COUNT_MASK ) >= $count ? 1 << EngineConstants::KEY_LEAD_SHIFT : 0 )
			| ( ( $value & EngineConstants::TALLY_COUNT_MASK ) >= $count ? 1 << EngineConstants::KEY_WHOLE_SHIFT : 0 )
			| ( min( $value >> EngineConstants::TALLY_SCORE_SHIFT, EngineConstants::KEY_SCORE_MAX ) << EngineConstants::KEY_SCORE_SHIFT )
			| ( $pop & EngineConstants::KEY_POPULARITY );
	}

	/**
	 * The sort key of a partial match.
	 *
	 * @param int $count  Query words it holds.
	 * @param int $rarity Their rarities, summed.
	 * @param int $score  The best score one word gave it.
	 * @param int $pop    Its popularity code, with the post bit.
	 */
	public static function partial_key( int $count, int $rarity, int $score, int $pop ): int {
		return ( $count << EngineConstants::PARTIAL_COUNT_SHIFT ) | ( min( $rarity, EngineConstants::PARTIAL_RARITY_MAX ) << EngineConstants::PARTIAL_RARITY_SHIFT ) | ( min( $score, EngineConstants::PARTIAL_SCORE_MAX ) << EngineConstants::PARTIAL_SCORE_SHIFT ) | $pop;
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
	public static function one_more( int $had, int $rarity, int $score, int $pop ): int {
		return self::partial_key( ( $had >> EngineConstants::PARTIAL_COUNT_SHIFT ) + 1, ( ( $had >> EngineConstants::PARTIAL_RARITY_SHIFT ) & EngineConstants::PARTIAL_RARITY_MAX ) + $rarity, max( ( $had >> EngineConstants::PARTIAL_SCORE_SHIFT ) & EngineConstants::PARTIAL_SCORE_MAX, $score ), $pop );
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
	 * The lowest popularity code an object of a way needs to reach a key, ties included (0 for
	 * any when the way beats it whatever the object sells, past the highest code when it cannot).
	 *
	 * @param int $best The way's key, without popularity.
	 * @param int $bar  The key to reach.
	 */
	public static function needs( int $best, int $bar ): int {
		$high = $best & ~EngineConstants::KEY_POPULARITY;
		$over = $bar & ~EngineConstants::KEY_POPULARITY;
		if ( $high !== $over ) {
			return $high > $over ? 0 : EngineConstants::KEY_POPULARITY + 1;
		}
		return $bar & EngineConstants::KEY_POPULARITY;
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
	public static function title_bonus( array $factor, array $groups, bool $titled ): array {
		$title = Indexer::FIELDS['title'];
		$out   = array();
		foreach ( $factor as $token => $rank ) {
			$in_title      = $titled && $rank > 1 ? EngineConstants::TALLY_TITLED | ( 4 === $rank ? EngineConstants::TALLY_WHOLE : 0 ) : 0;
			$lead          = $in_title > 0 && 0 === $groups[ $token ] ? EngineConstants::TALLY_LEAD : 0;
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
	 * Sum of the weights of each combination of field bits.
	 *
	 * @param int             $mask   Bits of the weighted fields.
	 * @param array<int, int> $weight Weight by field bit.
	 * @return array<int, int>
	 */
	public static function field_sums( int $mask, array $weight ): array {
		$sums = array( 0 );
		// Each combination is one with its lowest bit cleared, plus that bit's weight.
		for ( $fields = 1; $fields <= $mask; $fields++ ) {
			$lowest          = $fields & -$fields;
			$sums[ $fields ] = $sums[ $fields ^ $lowest ] + ( $weight[ $lowest ] ?? 0 );
		}
		return $sums;
	}
}
