<?php
/**
 * The summary kept beside one posting row: its block-max data.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * One row of the postings table (a word's posting list in one block of ids) as its summary
 * columns tell it, without its entries: how many entries it has, the field bits and highest
 * popularity of its products' and posts' entries (and of those in a title), the highest
 * popularity of each kind of entry it holds, the bitmap of the objects of each kind, and a small
 * row's own entries (see Postings::summary()). What the block-max bounds are worked out from.
 *
 * A word standing for several indexed words folds their rows into one per block, whose word
 * starts with a NUL byte and whose kinds are levels (see WayRanker::levels()).
 */
final class RowSummary {

	/**
	 * Keeps the summary.
	 *
	 * @param string             $token             The indexed word (a folded row's: NUL and the query word's index).
	 * @param int                $block             The block of ids.
	 * @param int                $entries           Entries of the row.
	 * @param int                $product_fields    Every field bit of its products' entries.
	 * @param int                $product_top       Highest popularity code of its products.
	 * @param int                $post_fields       Every field bit of its posts' entries.
	 * @param int                $post_top          Highest popularity code of its posts.
	 * @param int                $product_title_top Highest popularity code of its products holding the word in their title.
	 * @param int                $post_title_top    Highest popularity code of its posts holding the word in their title.
	 * @param array<int, int>    $tops              Highest popularity code by flag bits of each kind of entry (empty when unknown).
	 * @param array<int, string> $maps              Bitmap of the objects of each kind of entry, by flag bits (empty when the row has none).
	 * @param string             $copy              A small row's packed entries when it keeps a copy ('' else).
	 */
	public function __construct(
		public readonly string $token,
		public readonly int $block,
		public readonly int $entries,
		public readonly int $product_fields,
		public readonly int $product_top,
		public readonly int $post_fields,
		public readonly int $post_top,
		public readonly int $product_title_top,
		public readonly int $post_title_top,
		public readonly array $tops,
		public readonly array $maps,
		public readonly string $copy
	) {}
}
