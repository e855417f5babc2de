<?php
/**
 * One way an object of a block can hold a query's words.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search\Engine;

use Shopwright\Search\Postings;

defined( 'ABSPATH' ) || exit;

/**
 * A score class of one block (see WayRanker::leaves()): for each query word one of its kinds of
 * entry (or levels) whose fields weigh. Every object holding the way has the same tally, its
 * value; none sells better than its top. Its objects are the intersection of its kinds' bitmaps,
 * worked out the first time they are asked for (most ways of two words no object has, and only
 * the best are asked about).
 */
final class Way {

	/**
	 * The intersection of the bitmaps once worked out ('' when no object holds the way).
	 *
	 * @var string|null
	 */
	private ?string $objects = null;

	/**
	 * Keeps the way.
	 *
	 * @param string|null $kind  products or posts.
	 * @param int         $value The tally every object holding it has.
	 * @param int         $top   The lowest of its kinds' highest popularity codes.
	 * @param string[]    $maps  The bitmaps whose intersection is its objects.
	 */
	public function __construct(
		public readonly ?string $kind,
		public readonly int $value,
		public readonly int $top,
		private array $maps
	) {}

	/**
	 * The objects holding the way, as a bitmap; '' when none does.
	 */
	public function objects(): string {
		if ( null !== $this->objects ) {
			return $this->objects;
		}
		$none = str_repeat( "\0", Postings::BITMAP_BYTES );
		$set  = null;
		foreach ( $this->maps as $map ) {
			$set = null === $set ? $map : $set & $map;
			if ( $none === $set ) {
				break;
			}
		}
		$this->maps    = array();
		$this->objects = null === $set || $none === $set ? '' : $set;
		return $this->objects;
	}
}
