<?php
/**
 * The last of the wanted results found so far: the top-k threshold.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

defined( 'ABSPATH' ) || exit;

/**
 * The k-th best result of a kind found so far (k: how many the caller ranks), whose key is the
 * threshold a block must reach to be read (see BlockScheduler::best_blocks()). Ties go to the
 * lower id, so a block tied with it is read only when it holds a lower id. Before any is found,
 * a key the wanted products are known to reach stands for it, with no id.
 */
final class KthResult {

	/**
	 * Keeps the result.
	 *
	 * @param int $key Its sort key (see ScoreKey).
	 * @param int $id  Its id; PHP_INT_MAX for an assured key standing for it.
	 */
	public function __construct(
		public readonly int $key,
		public readonly int $id
	) {}
}
