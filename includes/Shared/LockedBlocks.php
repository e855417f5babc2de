<?php
/**
 * Whether a locked-content block shows its content in this request, for features that are not
 * the block's own.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Shared;

defined( 'ABSPATH' ) || exit;

/**
 * Only the locked-content block's renderer can say whether a locked block opens for this
 * visitor; the media module hands its answer in here when it registers. A feature that reads
 * inner blocks without rendering them (the table of contents) asks here, and a locked block is
 * closed for as long as nobody answers (the media module off).
 */
final class LockedBlocks {

	/**
	 * The renderer's answer: (attributes, post id) → whether the block shows its content.
	 *
	 * @var (\Closure(array<mixed>, int): bool)|null
	 */
	private ?\Closure $judge = null;

	/**
	 * Lets the locked-content block's renderer answer.
	 *
	 * @param \Closure $judge Given a block's attributes and its post's id, whether it opens.
	 * @phpstan-param \Closure(array<mixed>, int): bool $judge
	 */
	public function judge_with( \Closure $judge ): void {
		$this->judge = $judge;
	}

	/**
	 * Whether a locked-content block shows its inner blocks in this request; false while no
	 * renderer answers.
	 *
	 * @param array<mixed> $attributes The block's attributes, as stored.
	 * @param int          $post_id    The post holding it.
	 */
	public function opens( array $attributes, int $post_id ): bool {
		return null !== $this->judge && true === ( $this->judge )( $attributes, $post_id );
	}
}
