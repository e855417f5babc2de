<?php
/**
 * One query word of a partial match, looked up alone.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * What the partial matcher knows of one query word: its ranking as a one-word query (see
 * AllWordsMatcher::prepare()), its rarity (an IDF-like weight: RARITY_SCALE over its entries),
 * its block-max bounds, the partial key its objects are assured to reach, and its rows' bitmaps
 * of weighed kinds of entry.
 */
final class PartialWord {

	/**
	 * Keeps what is known of the word.
	 *
	 * @param array<string, mixed>                              $ranking The word's ranking (see AllWordsMatcher::prepare()).
	 * @param int                                               $rarity  RARITY_SCALE divided by its entries.
	 * @param array<string, array<int|string, mixed>>           $bounds  Its entries by block ('entries'), and once the rounds need them its block-max bounds (see BlockBounds::ceilings()).
	 * @param int|null                                          $assured A partial key its wanted products are known to reach (see BlockBounds::assured()), once the rounds need it.
	 * @param array<int, array<int|string, array<int, string>>> $kinds   Its rows' bitmaps of weighed kinds of entry, by block, indexed word and flag bits.
	 */
	public function __construct(
		public readonly array $ranking,
		public readonly int $rarity,
		public readonly array $bounds,
		public readonly ?int $assured,
		public readonly array $kinds
	) {}

	/**
	 * The same word with its block-max bounds and assured key worked out.
	 *
	 * @param array<string, array<int|string, mixed>> $bounds  Its bounds (see BlockBounds::ceilings()).
	 * @param int|null                                $assured A partial key its wanted products are known to reach.
	 */
	public function with_bounds( array $bounds, ?int $assured ): self {
		return new self( $this->ranking, $this->rarity, $bounds, $assured, $this->kinds );
	}
}
