<?php
/**
 * Product search finds nothing by the words of a locked block.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

/**
 * A shop may lock part of a product's short description (members' prices, a recipe): a search
 * that found the product by a locked word would tell a guesser the word is in there.
 */
final class LockedWordsTest extends SearchTestCase {

	public function test_a_locked_block_in_a_short_description_is_not_indexed(): void {
		$short = "<p>Bright enamel.</p>\n"
			. "<!-- wp:shopwright/locked-content {\"lockId\":\"short-lock-0001\",\"locked\":true} -->\n"
			. "<!-- wp:paragraph -->\n<p>Zebrafish recipe</p>\n<!-- /wp:paragraph -->\n"
			. '<!-- /wp:shopwright/locked-content -->';
		$id    = $this->product( 'Camp Mug', array( 'short' => $short ) );

		$this->assertSame( array( $id ), $this->search( 'bright' ), 'The public words of the short description are found.' );
		$this->assertSame( array(), $this->search( 'zebrafish' ), 'The locked words are not.' );
		$products = array_filter( $this->suggest( 'zebrafish' ), static fn( array $suggestion ): bool => 'product' === ( $suggestion['type'] ?? '' ) );
		$this->assertSame( array(), array_values( $products ), 'Nor are they suggested.' );
	}
}
