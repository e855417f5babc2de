<?php
/**
 * Ranking, folding, misspellings and hostile input.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\Postings;

/**
 * The search engine over a real index.
 */
final class SearchEngineTest extends SearchTestCase {

	/**
	 * Exact SKU, then title prefix, then whole title word, then other fields.
	 */
	public function test_ranking_tiers(): void {
		$this->requires_woocommerce();
		$other  = $this->product(
			'Plain Bowl',
			array(
				'short' => 'A frobnitz companion',
				'sales' => 900,
			)
		);
		$word   = $this->product( 'Large Frobnitz Bowl', array( 'sales' => 500 ) );
		$prefix = $this->product( 'Frobnitz Deluxe', array( 'sales' => 1 ) );
		$sku    = $this->product( 'Unrelated Name', array( 'sku' => 'frobnitz' ) );

		$this->assertSame( array( $sku, $prefix, $word, $other ), $this->search( 'frobnitz' ) );
	}

	/**
	 * Within a tier, the best seller comes first.
	 */
	public function test_popularity_breaks_ties(): void {
		$this->requires_woocommerce();
		$low  = $this->product( 'Grumbleweed Chair', array( 'sales' => 3 ) );
		$high = $this->product( 'Grumbleweed Table', array( 'sales' => 40 ) );
		$mid  = $this->product( 'Grumbleweed Shelf', array( 'sales' => 10 ) );

		$this->assertSame( array( $high, $mid, $low ), $this->search( 'grumblew' ) );
	}

	/**
	 * Case and accents do not matter, in either direction.
	 */
	public function test_accents_and_case_are_folded(): void {
		$this->requires_woocommerce();
		$id = $this->product( 'Crème Brûlée Torch' );
		$this->assertSame( array( $id ), $this->search( 'CREME brulee' ) );
		$this->assertSame( array( $id ), $this->search( 'brûl' ) );
	}

	/**
	 * One wrong, missing, extra or swapped letter in a word of five letters or more still finds it;
	 * short words must be right.
	 */
	public function test_one_letter_misspellings(): void {
		$this->requires_woocommerce();
		$id = $this->product( 'Velvetine Cushion' );
		foreach ( array( 'velvatine', 'velvetne', 'velvettine', 'vlevetine', 'cushoin' ) as $typo ) {
			$this->assertSame( array( $id ), $this->search( $typo ), $typo );
		}
		$this->assertSame( array(), $this->search( 'velvxtxne' ), 'Two letters wrong is not a match.' );

		$short = $this->product( 'Zyx Qoph' );
		$this->assertSame( array(), $this->search( 'qoqh' ), 'Four-letter words get no misspelling allowance.' );
		$this->assertSame( array( $short ), $this->search( 'qoph' ) );
	}

	/**
	 * Every word of a query is looked up with its misspellings, each word on its own: a query
	 * with a letter wrong in each of three words finds what holds all three, and a SKU shared by
	 * two products lists the better seller first.
	 */
	public function test_each_word_of_a_query_gets_its_own_misspellings(): void {
		$this->requires_woocommerce();
		$both  = $this->product( 'Velvetine Cushion Marigold' );
		$other = $this->product( 'Velvetine Throw Marigold' );
		$this->assertSame( array( $both ), $this->search( 'velvatine cushoin marigodl' ) );
		$this->assertSame( array( $both, $other ), $this->search( 'velvetne marigol' ), 'A misspelling, then a word cut short.' );

		$slow = $this->product(
			'Quillwort Lamp',
			array(
				'sku'   => 'QW-7',
				'sales' => 2,
			)
		);
		$fast = $this->product(
			'Quillwort Shade',
			array(
				'sku'   => 'qw7',
				'sales' => 90,
			)
		);
		$this->assertSame( array( $fast, $slow ), array_slice( $this->search( 'QW-7' ), 0, 2 ) );
	}

	/**
	 * SQL metacharacters, wildcards, quotes, markup and very long text are inert.
	 *
	 * @dataProvider hostile_queries
	 *
	 * @param string $query Query.
	 */
	public function test_hostile_queries_are_safe( string $query ): void {
		$this->requires_woocommerce();
		global $wpdb;
		$this->product( 'Percentile Bracket' );
		$found = $this->search( $query );
		$this->assertSame( '', $wpdb->last_error );
		$this->assertLessThanOrEqual( 10, count( $found ) );
		$this->assertSame( array(), array_filter( $found, static fn( $id ): bool => ! is_int( $id ) ) );
	}

	/**
	 * Queries that would break or widen a naive LIKE or string-built SQL.
	 *
	 * @return array<string, array{string}>
	 */
	public static function hostile_queries(): array {
		return array(
			'percent' => array( '%' ),
			'under'   => array( '___' ),
			'quotes'  => array( "' OR 1=1 -- \"" ),
			'union'   => array( 'x UNION SELECT user_pass FROM wp_users' ),
			'markup'  => array( '<script>alert(1)</script>' ),
			'escape'  => array( '\\\\%\\_' ),
			'long'    => array( str_repeat( 'percentile ', 500 ) ),
			'emoji'   => array( '🧨💥 bracket' ),
			'invalid' => array( "\xC3\x28 bracket" ),
		);
	}

	/**
	 * Products and posts are ranked apart; the products matched are counted, variations found
	 * by their SKU included; posts fill the room the products leave.
	 */
	public function test_find_keeps_posts_apart_and_counts_products(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'index_posts' => true ) );
		$products = array();
		foreach ( array( 30, 20, 10 ) as $sales ) {
			$products[] = $this->product( 'Kerfluffle Kettle ' . $sales, array( 'sales' => $sales ) );
		}
		$posts = array();
		foreach ( range( 1, 4 ) as $n ) {
			$posts[] = wp_insert_post(
				array(
					'post_title'  => 'Kerfluffle Notes ' . $n,
					'post_status' => 'publish',
					'post_type'   => 'post',
				)
			);
		}
		$this->reindex( ...$posts );

		$found = $this->engine()->find( 'kerfluffle', 2, 1 );
		$this->assertSame( array( $products[0], $products[1] ), $found['products'] );
		$this->assertSame( 3, $found['total'] );
		$this->assertCount( 1, $found['posts'], 'The products filled their room; posts get the room they are always given.' );
		$this->assertContains( $found['posts'][0], $posts );

		$found = $this->engine()->find( 'kerfluffle notes', 8, 1 );
		$this->assertSame( array(), $found['products'] );
		$this->assertSame( 0, $found['total'] );
		$this->assertEqualsCanonicalizing( $posts, $found['posts'], 'Posts fill the room the products leave.' );

		$variable = new \WC_Product_Variable();
		$variable->set_name( 'Other Name' );
		$variable->set_status( 'publish' );
		$parent    = $variable->save();
		$variation = new \WC_Product_Variation();
		$variation->set_parent_id( $parent );
		$variation->set_sku( 'KERFLUFFLE' );
		$variation->set_regular_price( '5' );
		$variation->set_status( 'publish' );
		$variation->save();
		$this->reindex( $parent );
		$found = $this->engine()->find( 'kerfluffle', 10, 1 );
		$this->assertSame( $variation->get_id(), $found['products'][0], 'An exact SKU comes first.' );
		$this->assertSame( 5, $found['total'], 'The three products, the variation by its SKU, its parent by the SKU word.' );
	}

	/**
	 * A SKU typed without its separators is found by its start, after the words' matches, and
	 * counted; the exact SKU still comes first.
	 */
	public function test_skus_are_found_without_their_separators(): void {
		$this->requires_woocommerce();
		$ids = array();
		foreach ( array( 'A', 'B', 'C' ) as $letter ) {
			$ids[ $letter ] = $this->product( 'Plain Thing', array( 'sku' => 'ZK-7781-' . $letter ) );
		}
		$this->assertSame( array_values( $ids ), $this->search( 'zk7781' ) );
		$this->assertSame( $ids['B'], $this->search( 'zk7781b' )[0] );
		$this->assertEqualsCanonicalizing( array_values( $ids ), $this->search( '7781' ), 'A part of a SKU is a word.' );

		$found = $this->engine()->find( 'zk77', 2, 3 );
		$this->assertSame( array( $ids['A'], $ids['B'] ), $found['products'] );
		$this->assertSame( 3, $found['total'] );
	}

	/**
	 * Titles starting with the query come before titles holding it whole, with several words too.
	 */
	public function test_titles_starting_with_the_query_come_first(): void {
		$this->requires_woocommerce();
		$inside = $this->product( 'Large Glimmerwick Candle Set', array( 'sales' => 900 ) );
		$start  = $this->product( 'Glimmerwick Candle', array( 'sales' => 1 ) );
		$other  = $this->product( 'Candle Glimmerwick', array( 'sales' => 500 ) );

		$this->assertSame( $start, $this->search( 'glimmerwick cand' )[0] );
		$this->assertSame( array( $start, $inside, $other ), $this->search( 'glimmerwick candle' ), 'Then by sales among titles holding both.' );
		$this->assertSame( $other, $this->search( 'candle glim' )[0] );
	}

	/**
	 * A wildcard is a character to match, not "anything".
	 */
	public function test_wildcards_match_nothing_by_themselves(): void {
		$this->requires_woocommerce();
		$this->product( 'Percentile Bracket' );
		$this->assertSame( array(), $this->search( '%%%' ) );
		$this->assertSame( array(), $this->search( '___' ) );
	}

	/**
	 * When no product holds every word, those holding more of the words come first, then those
	 * holding rarer words; the answer names the words the best one holds.
	 */
	public function test_a_query_nothing_matches_whole_finds_what_matches_some_words(): void {
		$this->requires_woocommerce();
		$rare_only = $this->product( 'Quizzlewick Scarf', array( 'sales' => 1 ) );
		$both      = $this->product( 'Quizzlewick Flumper Hat', array( 'sales' => 1 ) );
		$common    = array(
			$this->product( 'Flumper Socks', array( 'sales' => 900 ) ),
			$this->product( 'Flumper Gloves', array( 'sales' => 800 ) ),
		);

		$found = $this->engine()->find( 'quizzlewick flumper grobnak', 10, 3 );
		$this->assertSame( array( $both, $rare_only, $common[0], $common[1] ), $found['products'], 'Two words first; then the rarer word, though the others sell more.' );
		$this->assertSame( array( 'quizzlewick', 'flumper' ), $found['partial'] );

		$found = $this->engine()->find( 'grobnak quizzlewick', 10, 3 );
		$this->assertEqualsCanonicalizing( array( $both, $rare_only ), $found['products'] );
		$this->assertSame( array( 'quizzlewick' ), $found['partial'] );

		// A query every word of which some product holds is not partial.
		$found = $this->engine()->find( 'quizzlewick flumper', 10, 3 );
		$this->assertSame( array( $both ), $found['products'] );
		$this->assertSame( array(), $found['partial'] );

		// Nothing at all, and one word alone, stay as they were.
		$this->assertSame( array(), $this->engine()->find( 'grobnak zzkrrtq', 10, 3 )['products'] );
		$this->assertSame( array(), $this->engine()->find( 'grobnak', 10, 3 )['partial'] );
	}

	/**
	 * Among partial matches, holding two common words beats holding one rare word, and of two
	 * objects holding two words each, the one whose words are rarer together comes first, though
	 * the other sells more.
	 */
	public function test_partial_matches_count_every_word_an_object_holds(): void {
		$this->requires_woocommerce();
		$rarer_pair  = $this->product( 'Flumper Quizzlewick Lamp', array( 'sales' => 1 ) );
		$common_pair = $this->product( 'Flumper Bobble Lamp', array( 'sales' => 500 ) );
		$rare_alone  = $this->product( 'Quizzlewick Vase', array( 'sales' => 1 ) );
		$bobbles     = array();
		foreach ( array( 'Socks', 'Mittens', 'Scarf', 'Beanie' ) as $i => $name ) {
			$bobbles[] = $this->product( 'Bobble ' . $name, array( 'sales' => 400 - $i ) );
		}
		foreach ( array( 'Socks', 'Gloves', 'Scarf', 'Belt', 'Cap', 'Tie' ) as $i => $name ) {
			$this->product( 'Flumper ' . $name, array( 'sales' => 900 - $i ) );
		}

		$found = $this->engine()->find( 'flumper bobble quizzlewick grobnak', 7, 3 );
		$this->assertSame( array_merge( array( $rarer_pair, $common_pair, $rare_alone ), $bobbles ), $found['products'] );
		$this->assertSame( array( 'flumper', 'quizzlewick' ), $found['partial'] );
	}

	/**
	 * A query word counts once for a product, through the best of the words it stands for: the
	 * product with a word of the prefix in its title comes first, though the other sells more
	 * and its short description holds eight words of the prefix, which summed would outweigh
	 * one title word.
	 */
	public function test_a_prefix_counts_once_through_its_best_word(): void {
		$this->requires_woocommerce();
		$titled = $this->product( 'Plumbix Wzobble', array( 'sales' => 1 ) );
		$noisy  = $this->product(
			'Plumbix',
			array(
				'short' => 'wzazzle wzibber wznik wzuffle wzizzen wzumple wzexter wzonder',
				'sales' => 500,
			)
		);

		$this->assertSame( array( $titled, $noisy ), $this->engine()->find( 'plumbix wz', 10, 3 )['products'] );
		$this->assertSame( array( $titled, $noisy ), $this->engine()->find( 'wz plumbix', 10, 3 )['products'] );
		// Reading every match gives the same answer.
		global $wpdb;
		$all = ( new \Shopwright\Search\SearchService( $wpdb, $this->module->snapshot() ) )->engine( PHP_INT_MAX );
		$this->assertSame( array( $titled, $noisy ), $all->find( 'plumbix wz', 10, 3 )['products'] );
	}

	/**
	 * A letter alone stands for every word it starts, through its letter's rows, not only for
	 * the first forty in the alphabet that a longer prefix expands to; titles starting with it
	 * come first. An index from before letters had rows (without their mark) still expands it to
	 * the first forty words, until the rebuild that follows.
	 */
	public function test_a_letter_stands_for_every_word_it_starts(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$table = $wpdb->prefix . 'shopwright_search_postings';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- The mark, as a rebuild writes it (and in the test's transaction); %i quotes the table.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO %i (token, block, entries, sorted, combos, bitmap, data) VALUES (%s, 0, 0, 0, '', '', '')", $table, Postings::LETTER ) );
		// Forty-one words of the letter before the others in the alphabet.
		$many  = $this->product( 'Qxa' . implode( ' qxa', range( 10, 50 ) ), array( 'sales' => 1 ) );
		$last  = $this->product( 'Qxzz Lamp', array( 'sales' => 100 ) );
		$inner = $this->product( 'Blue qxzy cup', array( 'sales' => 9000 ) );
		$ours  = array( $many, $last, $inner );

		$found = $this->engine()->find( 'q', 200, 0 )['products'];
		$this->assertSame( array( $last, $many, $inner ), array_values( array_intersect( $found, $ours ) ), 'Titles starting with the letter first, the best seller first; then the title holding a word of it further on.' );
		$this->assertSame( array( $last ), $this->engine()->find( 'lamp q', 10, 0 )['products'], 'A word and a letter.' );
		$all = ( new \Shopwright\Search\SearchService( $wpdb, $this->module->snapshot() ) )->engine( PHP_INT_MAX );
		$this->assertSame( $found, $all->find( 'q', 200, 0 )['products'], 'Reading every match gives the same answer.' );

		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE token = %s', $table, Postings::LETTER ) );
		// phpcs:enable
		$this->assertSame( array( $many ), array_values( array_intersect( $this->engine()->find( 'q', 200, 0 )['products'], $ours ) ), 'Without the mark, the first forty words of the letter.' );
		$this->assertSame( array( 'lamp' ), $this->engine()->find( 'lamp q', 10, 0 )['partial'], 'Nothing holds both: the lamps alone.' );
	}

	/**
	 * Of two partial matches holding the same words, the one with a word in its title comes first,
	 * though the other sells more: the best score any of its words gives counts, not the last.
	 */
	public function test_partial_matches_keep_the_best_score_of_their_words(): void {
		$this->requires_woocommerce();
		$titled = $this->product(
			'Zorbit Lamp',
			array(
				'short' => 'A quimble companion',
				'sales' => 1,
			)
		);
		$plain  = $this->product(
			'Plain Lamp',
			array(
				'short' => 'A zorbit quimble companion',
				'sales' => 500,
			)
		);

		$found = $this->engine()->find( 'zorbit quimble grobnak', 10, 3 );
		$this->assertSame( array( $titled, $plain ), $found['products'] );
		$this->assertSame( array( 'zorbit', 'quimble' ), $found['partial'] );
	}

	/**
	 * Where no object holds two of the words, the rarer word's products all come first, though
	 * the commoner word was typed first and its products sell more; the room they leave, and the
	 * posts the rarer word has none of, go to the commoner word's best. Every product holding
	 * some word is counted, and reading every match gives the same answer.
	 */
	public function test_partial_matches_fill_what_the_rarer_word_leaves(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'index_posts' => true ) );
		$rare   = array(
			$this->product( 'Quizzlewick Mittens', array( 'sales' => 300 ) ),
			$this->product( 'Quizzlewick Scarf', array( 'sales' => 5 ) ),
		);
		$common = array();
		foreach ( array( 'Socks', 'Gloves', 'Belt', 'Cap' ) as $i => $name ) {
			$common[] = $this->product( 'Flumper ' . $name, array( 'sales' => 900 - 100 * $i ) );
		}
		$post = wp_insert_post(
			array(
				'post_title'  => 'Flumper Notes',
				'post_status' => 'publish',
				'post_type'   => 'post',
			)
		);
		$this->reindex( $post );

		$found = $this->engine()->find( 'flumper quizzlewick', 3, 2 );
		$this->assertSame( array( $rare[0], $rare[1], $common[0] ), $found['products'] );
		$this->assertSame( array( $post ), $found['posts'] );
		$this->assertSame( 6, $found['total'] );
		$this->assertSame( array( 'quizzlewick' ), $found['partial'] );
		global $wpdb;
		$all = ( new \Shopwright\Search\SearchService( $wpdb, $this->module->snapshot() ) )->engine( PHP_INT_MAX );
		$this->assertSame( $all->find( 'flumper quizzlewick', 3, 2 ), $found );

		// The rarer word fills the products' room alone: the posts still come from the commoner.
		$found = $this->engine()->find( 'flumper quizzlewick', 2, 2 );
		$this->assertSame( $rare, $found['products'] );
		$this->assertSame( array( $post ), $found['posts'] );
	}

	/**
	 * The suggestions say which words matched, offer "see all products" when more matched than
	 * are shown (the results page lists the same partial matches), and a query of unknown words
	 * still says "No results".
	 */
	public function test_partial_suggestions_say_which_words_matched(): void {
		$this->requires_woocommerce();
		$this->set_search( array( 'max_results' => 1 ) );
		$this->product( 'Quizzlewick Scarf' );
		$this->product( 'Quizzlewick Mittens' );

		$suggestions = $this->suggest( 'quizzlewick grobnak' );
		$this->assertSame(
			array(
				'type'  => 'partial-match',
				'value' => 'quizzlewick',
			),
			$suggestions[0]
		);
		$this->assertContains( 'product', array_column( $suggestions, 'type' ) );
		$more = array_values( array_filter( $suggestions, static fn( array $s ): bool => 'more_products' === $s['type'] ) );
		$this->assertCount( 1, $more, 'Two products matched, one is shown: "see all products" leads to the other.' );
		$this->assertSame( 2, $more[0]['total'] );

		$this->assertSame( array( 'no-results' ), array_column( $this->suggest( 'grobnak zzkrrtq' ), 'type' ) );
	}

	/**
	 * The engine with the current settings.
	 */
	private function engine(): \Shopwright\Search\SearchEngine {
		global $wpdb;
		return ( new \Shopwright\Search\SearchService( $wpdb, $this->module->snapshot() ) )->engine();
	}
}
