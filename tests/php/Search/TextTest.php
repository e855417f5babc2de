<?php
/**
 * How the search index and the query see text.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\Text;
use Shopwright\Tests\TestCase;

/**
 * A shopper types without accents, in any case, with stray punctuation, and a word off by one
 * letter; the index must meet them there, in every script, and hostile text must stay text.
 */
final class TextTest extends TestCase {

	public function test_folding_drops_case_accents_and_punctuation_in_any_script(): void {
		$this->assertSame( 'creme brulee a la carte', Text::fold( '  Crème   BRÛLÉE — à-la-carte!! ' ) );
		$this->assertSame( 'strasse aerial oeuvre lodz', Text::fold( 'Straße Ærial Œuvre Łódź' ) );
		$this->assertSame( 'москва 東京 2024', Text::fold( 'Москва, 東京 (2024)' ) );
		$this->assertSame( '', Text::fold( '' ) );
		$this->assertSame( '', Text::fold( '<>"\'&;' ) );
	}

	public function test_folding_survives_invalid_utf8_without_losing_the_valid_words(): void {
		$folded = Text::fold( "Blue \xC3\x28 shirt" );
		$this->assertTrue( mb_check_encoding( $folded, 'UTF-8' ) );
		$this->assertStringStartsWith( 'blue', $folded );
		$this->assertStringEndsWith( 'shirt', $folded );
	}

	public function test_tokens_are_distinct_in_order_cut_to_the_longest_word_and_limited(): void {
		$this->assertSame( array( 'red', 'mug', 'blue' ), Text::tokens( 'Red mug, RED mug; blue' ) );
		$long = str_repeat( 'a', Text::MAX_TOKEN + 10 );
		$this->assertSame( array( str_repeat( 'a', Text::MAX_TOKEN ) ), Text::tokens( $long ) );
		$this->assertSame( array( 'one', 'two' ), Text::tokens( 'one two three four', 2 ) );
		$this->assertSame( array(), Text::tokens( ' --- ' ) );
	}

	public function test_an_excerpt_is_plain_text_without_scripts_styles_or_shortcodes(): void {
		$html    = '<p>Soft <b>cotton</b>&nbsp;tee</p><script>alert("x")</script><style>p{color:red}</style>[gallery ids="1,2"] [caption]for[/caption] summer';
		$excerpt = Text::excerpt( $html, 200 );
		$this->assertStringNotContainsString( 'alert', $excerpt );
		$this->assertStringNotContainsString( 'color:red', $excerpt );
		$this->assertStringNotContainsString( '[', $excerpt );
		$this->assertStringNotContainsString( '<', $excerpt );
		$this->assertStringContainsString( 'Soft cotton', $excerpt );
		$this->assertStringContainsString( 'for summer', $excerpt );
		$this->assertSame( 'Soft', Text::excerpt( '<p>Soft cotton</p>', 4 ) );
		$this->assertSame( 'ééé', Text::excerpt( 'éééé', 3 ), 'Cut in characters, not bytes.' );
	}

	public function test_suffixes_let_a_prefix_match_find_any_word_start(): void {
		$this->assertSame( array( 'wooden red chairs', 'red chairs', 'chairs' ), Text::suffixes( 'Wooden RED chairs', 100 ) );
		$this->assertSame( array( 'wooden r', 'red chai', 'chairs' ), Text::suffixes( 'Wooden red chairs', 8 ) );
		$this->assertSame( array(), Text::suffixes( '', 10 ) );
	}

	public function test_a_sku_compares_without_separators_or_case(): void {
		$this->assertSame( 'ab12x', Text::sku( 'AB-12 x' ) );
		$this->assertSame( Text::sku( 'ab 12-X' ), Text::sku( 'AB12x' ) );
		$this->assertSame( 100, mb_strlen( Text::sku( str_repeat( 'z', 300 ) ) ) );
	}

	public function test_one_letter_misspellings_meet_in_their_deletions(): void {
		$this->assertSame( array( 'hirt', 'sirt', 'shrt', 'shit', 'shir' ), Text::deletions( 'shirt' ) );
		$this->assertSame( array( 'bb', 'ab' ), Text::deletions( 'abb' ), 'Each form once.' );
		// "shrit" (two letters swapped) and "shirt" share a deletion, so the one finds the other.
		$this->assertNotEmpty( array_intersect( Text::deletions( 'shrit' ), Text::deletions( 'shirt' ) ) );
		$this->assertSame( array( 'ü' ), Text::deletions( 'üü' ), 'Letters, not bytes.' );
	}

	public function test_typos_are_forgiven_in_long_words_never_in_codes(): void {
		$this->assertTrue( Text::forgives_typos( 'chair' ) );
		$this->assertFalse( Text::forgives_typos( 'mug' ) );
		$this->assertFalse( Text::forgives_typos( 'sku12345' ), 'Codes one digit apart are different products.' );
		$this->assertFalse( Text::forgives_typos( 'model٣٤٥' ), 'Digits of any script count.' );
		$this->assertSame( 5, Text::length( 'éèêëē' ) );
	}
}
