<?php
/**
 * One posting row as read: a word's packed entries in one block of ids.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * A word's posting list in one block: its packed entries (see Postings::raw(), Postings::walk()),
 * the first $sorted of them in popularity order, best seller first. Read whole, or only its
 * first entries in popularity order (then $sorted is how many were read of those).
 */
final class PostingRow {

	/**
	 * Keeps the row.
	 *
	 * @param string      $token  The indexed word.
	 * @param int         $block  The block of ids.
	 * @param string|null $data   Packed entries; null for a row only looked up in its bitmaps, never read.
	 * @param int         $sorted How many entries lead in popularity order.
	 */
	public function __construct(
		public readonly string $token,
		public readonly int $block,
		public readonly ?string $data,
		public readonly int $sorted
	) {}
}
