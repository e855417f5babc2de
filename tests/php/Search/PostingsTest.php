<?php
/**
 * The packed postings and misspelling formats, and what the index does with them.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\Engine\ScoreKey;
use Shopwright\Search\Indexer;
use Shopwright\Search\Postings;
use Shopwright\Search\SearchEngine;

/**
 * Packing round trips, removal from a block, and search results that depend on them.
 */
final class PostingsTest extends SearchTestCase {

	/**
	 * Entries unpack to the ids, field bits and popularity codes they were packed from.
	 */
	public function test_entries_round_trip(): void {
		$block   = Postings::block( 123456 );
		$entries = array(
			array( $block << Postings::BLOCK_BITS, 1, 0 ),
			array( 123456, 511 | Postings::LEAD | Postings::POST, 70000 ),
			array( ( ( $block + 1 ) << Postings::BLOCK_BITS ) - 1, 2 | 64, Postings::MAX_POPULARITY ),
		);
		$data    = '';
		$decoded = array();
		foreach ( $entries as list( $id, $fields, $popularity ) ) {
			$this->assertSame( $block, Postings::block( $id ) );
			$data     .= Postings::entry( $id, $fields, $popularity );
			$decoded[] = array( $id, $fields, Postings::popularity( $popularity ) );
		}
		$this->assertSame( count( $entries ) * Postings::ENTRY, strlen( $data ) );
		$this->assertSame( $decoded, Postings::decode( $block, $data ) );
		$this->assertSame( array( array( 5, 1, Postings::popularity( Postings::MAX_POPULARITY ) ) ), Postings::decode( 0, Postings::entry( 5, 1, PHP_INT_MAX ) ), 'Popularity is clamped.' );
		$this->assertSame( array( array( 5, 1, 0 ) ), Postings::decode( 0, Postings::entry( 5, 1, -3 ) ) );
	}

	/**
	 * The 9-bit popularity code keeps the order of sales: exact below 64, never reversed above,
	 * and two numbers share a code only when within about 3 % of each other.
	 */
	public function test_popularity_code_keeps_the_order(): void {
		$this->assertSame( 63, Postings::popularity( 63 ) );
		$this->assertSame( 511, Postings::popularity( Postings::MAX_POPULARITY ) );
		$previous = -1;
		foreach ( array( 0, 1, 3, 10, 40, 63, 64, 65, 127, 128, 1000, 1007, 1008, 5000, 99999, 1048575, 1048576, 4294967295 ) as $sales ) {
			$code = Postings::popularity( $sales );
			$this->assertGreaterThanOrEqual( $previous, $code, (string) $sales );
			$this->assertLessThanOrEqual( 511, $code );
			$previous = $code;
		}
		$this->assertNotSame( Postings::popularity( 1000 ), Postings::popularity( 1040 ), '4 % apart.' );
		$this->assertSame( Postings::popularity( 1000 ), Postings::popularity( 1007 ), 'Under 1 % apart may tie.' );
	}

	/**
	 * Removing objects from a row keeps the others' entries intact.
	 */
	public function test_removing_objects_from_a_row(): void {
		$data = Postings::entry( 4096, 1, 10 ) . Postings::entry( 4100, 2, 20 ) . Postings::entry( 4200, 4, 30 );
		$kept = Postings::without( $data, array( Postings::offset( 4100 ) => true ) );
		$this->assertSame( array( array( 4096, 1, 10 ), array( 4200, 4, 30 ) ), Postings::decode( 1, $kept ) );
		$this->assertSame(
			'',
			Postings::without(
				$kept,
				array(
					0   => true,
					104 => true,
				)
			)
		);
		$this->assertSame( $data, Postings::without( $data, array( 7 => true ) ) );
	}

	/**
	 * Misspelling entries are found by their key and only by it.
	 */
	public function test_typo_entries_match_by_key(): void {
		$key  = Postings::typo_key( 'velvtine' );
		$data = Postings::typo_entry( $key, 42 ) . Postings::typo_entry( Postings::typo_key( 'other' ), 7 ) . Postings::typo_entry( $key, 43 );
		$this->assertSame( array( 42, 43 ), Postings::typo_matches( $data, array( $key => true ) ) );
		$this->assertSame( array(), Postings::typo_matches( $data, array( Postings::typo_key( 'nothing' ) => true ) ) );
		$this->assertGreaterThanOrEqual( 0, Postings::typo_bucket( $key ) );
		$this->assertLessThan( Postings::TYPO_BUCKETS, Postings::typo_bucket( $key ) );
	}

	/**
	 * Codes with digits get no misspelling allowance: a SKU one digit off is another product.
	 */
	public function test_codes_with_digits_are_matched_exactly(): void {
		$this->requires_woocommerce();
		$id = $this->product( 'Brindlewood Crate', array( 'sku' => 'QX-48213' ) );
		$this->assertSame( array( $id ), $this->search( 'qx48213' ) );
		$this->assertSame( array( $id ), $this->search( 'qx482' ), 'A SKU is found by its start.' );
		$this->assertSame( array(), $this->search( 'qx48214' ) );
		$this->assertSame( array( $id ), $this->search( 'brindlewod' ), 'Words keep their allowance.' );
	}

	/**
	 * The top of a ranking: highest keys first, equal keys by lowest id, at most the limit.
	 */
	public function test_top_breaks_ties_by_lowest_id(): void {
		$keys = array();
		for ( $id = 300; $id > 0; $id-- ) {
			$keys[ $id ] = $id % 3;
		}
		$this->assertSame( array( 2, 5, 8, 11 ), ScoreKey::top( $keys, 4 ) );
		$this->assertSame(
			array( 9, 4 ),
			ScoreKey::top(
				array(
					4 => 1,
					9 => 5,
				),
				10
			)
		);
	}

	/**
	 * A renamed product is no longer found by its old words, and its neighbours in the same
	 * block keep theirs.
	 */
	public function test_reindexing_replaces_old_words(): void {
		$this->requires_woocommerce();
		$first  = $this->product( 'Quillfeather Lantern' );
		$second = $this->product( 'Quillfeather Lantern Deluxe' );
		$this->assertSame( array( $first, $second ), $this->search( 'lantern' ) );

		$product = wc_get_product( $first );
		$this->assertInstanceOf( \WC_Product::class, $product );
		$product->set_name( 'Quillfeather Teapot' );
		$product->save();
		$this->reindex( $first );

		$this->assertSame( array( $second ), $this->search( 'lantern' ) );
		$this->assertSame( array( $first ), $this->search( 'teapot' ) );
		$this->assertSame( array( $first, $second ), $this->search( 'quillfeather' ) );
	}

	/**
	 * Many objects matching a common word never push out the exact SKU or the title prefix.
	 */
	public function test_many_matches_keep_sku_and_title_prefix_first(): void {
		$this->requires_woocommerce();
		for ( $i = 0; $i < 25; $i++ ) {
			$this->product( 'Classic Zorblax ' . $i, array( 'sales' => 1000 + $i ) );
		}
		$prefix = $this->product( 'Zorblax Prime', array( 'sales' => 0 ) );
		$sku    = $this->product( 'Nothing Alike', array( 'sku' => 'zorblax' ) );

		$found = $this->search( 'zorblax', 5 );
		$this->assertSame( array( $sku, $prefix ), array_slice( $found, 0, 2 ) );
		$this->assertCount( 5, $found );
	}

	/**
	 * A row's summary: the field bits and highest popularity of its products and of its posts,
	 * and the highest popularity of those with the word in their title.
	 */
	public function test_row_summary(): void {
		$data = Postings::entry( 1, 1 | Postings::LEAD, 40 ) . Postings::entry( 2, 128, 900 ) . Postings::entry( 3, 64 | Postings::POST, 7 );
		$this->assertSame( array( 1 | 128 | Postings::LEAD, Postings::popularity( 900 ), 64, 7, 40, 0 ), Postings::summary( $data ) );
		$this->assertSame( array( 0, 0, 0, 0, 0, 0 ), Postings::summary( '' ) );
		$this->assertSame( array( 0, 0, 1 | 64, 7, 0, 5 ), Postings::summary( Postings::entry( 3, 64 | Postings::POST, 7 ) . Postings::entry( 4, 1 | Postings::POST, 5 ) ) );
	}

	/**
	 * A row in popularity order keeps every entry, the best seller first; walking it from a
	 * popularity up stops at the first entry below it, and still walks every entry appended
	 * after the ordered part (edits append in no order).
	 */
	public function test_ordered_rows_are_walked_from_a_popularity_up(): void {
		$popularity = array( 5, 900, 0, 40, 40, 3000, 7, 61, 64, 0, 200 );
		$data       = '';
		foreach ( $popularity as $offset => $sales ) {
			$data .= Postings::entry( $offset, 1, $sales );
		}
		$ordered = Postings::order( $data );
		$this->assertSame( strlen( $data ), strlen( $ordered ) );
		$entries = Postings::decode( 0, $ordered );
		$codes   = array_column( $entries, 2 );
		$this->assertSame( array_map( array( Postings::class, 'popularity' ), array( 3000, 900, 200, 64, 61, 40, 40, 7, 5, 0, 0 ) ), $codes );
		$ids = array_column( $entries, 0 );
		sort( $ids );
		$this->assertSame( array_keys( $popularity ), $ids, 'Every entry is kept.' );

		$codes_of = static fn( array $raw ): array => array_map( static fn( int $entry ): int => $entry >> Postings::POPULARITY_SHIFT, array_values( $raw ) );
		$this->assertSame( array_slice( $codes, 0, 5 ), $codes_of( Postings::walk( $ordered, 11, Postings::popularity( 61 ) ) ) );
		$this->assertSame( $codes, $codes_of( Postings::walk( $ordered, 11, 0 ) ), 'From 0: the whole row.' );
		$this->assertSame( array(), Postings::walk( $ordered, 11, Postings::popularity( 4000 ) ), 'Above the best seller: nothing.' );
		// Two entries appended after the ordered part: a best seller and an unpopular one.
		$edited = $ordered . Postings::entry( 20, 1, 5000 ) . Postings::entry( 21, 1, 1 );
		$this->assertSame( array_merge( array_slice( $codes, 0, 2 ), array( Postings::popularity( 5000 ), 1 ) ), $codes_of( Postings::walk( $edited, 11, Postings::popularity( 900 ) ) ) );
		// A row not known to be in order (an index from before they were) is walked whole.
		$this->assertSame( Postings::raw( $data ), Postings::walk( $data, 0, Postings::popularity( 900 ) ) );
		$this->assertSame( '', Postings::order( '' ) );
	}

	/**
	 * A row's kinds of entry: each set of flag bits once, with the highest popularity among the
	 * entries that have it; lists appended one after another read as one.
	 */
	public function test_kinds_of_entry_keep_the_best_seller_of_each(): void {
		$title   = \Shopwright\Search\Indexer::FIELDS['title'];
		$content = \Shopwright\Search\Indexer::FIELDS['content'];
		$data    = Postings::entry( 1, $content, 40 ) . Postings::entry( 2, $title | Postings::LEAD, 3 ) . Postings::entry( 3, $content, 900 ) . Postings::entry( 4, $content | Postings::POST, 7 );
		$this->assertSame(
			array(
				$content                  => Postings::popularity( 900 ),
				$title | Postings::LEAD   => Postings::popularity( 3 ),
				$content | Postings::POST => Postings::popularity( 7 ),
			),
			Postings::combo_list( Postings::combos( $data ) )
		);
		$this->assertSame( 12, strlen( Postings::combos( $data ) ), 'Three kinds, four bytes each.' );
		$more = Postings::combos( Postings::entry( 5, $content, Postings::MAX_POPULARITY ) );
		$this->assertSame( 511, Postings::combo_list( Postings::combos( $data ) . $more )[ $content ] );
		$this->assertSame( array(), Postings::combo_list( '' ), 'Unknown: nothing promised.' );
		$this->assertSame( '', Postings::combos( '' ) );
	}

	/**
	 * A row of 128 entries or more keeps a bit for each object it holds; the bits of several
	 * rows are counted together, and a smaller row keeps none.
	 */
	public function test_bitmaps_hold_a_bit_for_each_object(): void {
		$data = '';
		for ( $offset = 0; $offset < 4096; $offset += 16 ) {
			$data .= Postings::entry( 4096 + $offset, 1, $offset );
		}
		$this->assertSame( 256, intdiv( strlen( $data ), Postings::ENTRY ) );
		$bitmap = Postings::bitmap( $data );
		$this->assertSame( Postings::BITMAP_BYTES, strlen( $bitmap ) );
		$this->assertSame( 256, Postings::ones( $bitmap ) );
		$this->assertSame( 1, ord( $bitmap[0] ), 'Offset 0 is the first bit of the first byte.' );
		$this->assertSame( 1, ord( $bitmap[2] ), 'Offset 16 is the first bit of the third byte.' );
		$odd = '';
		for ( $offset = 8; $offset < 4096; $offset += 16 ) {
			$odd .= Postings::entry( 4096 + $offset, 1, 1 );
		}
		$this->assertSame( 0, Postings::ones( $bitmap & Postings::bitmap( $odd ) ), 'No object in both.' );
		$this->assertSame( 512, Postings::ones( $bitmap | Postings::bitmap( $odd ) ) );
		$this->assertSame( 512 + 256, Postings::ones( ( $bitmap | Postings::bitmap( $odd ) ) . $bitmap ) );
		$this->assertSame( '', Postings::bitmap( substr( $data, 0, ( Postings::BITMAP_MIN - 1 ) * Postings::ENTRY ) ) );
		$this->assertSame( 0, Postings::ones( '' ) );
		$this->assertSame( array( 0, 16, 4080 ), array( Postings::offsets( $bitmap )[0], Postings::offsets( $bitmap )[1], Postings::offsets( $bitmap )[255] ) );
		$this->assertCount( 256, Postings::offsets( $bitmap ) );
		$this->assertSame( range( 0, 7 ), Postings::offsets( "\xFF" . str_repeat( "\0", 511 ) ) );
	}

	/**
	 * A row keeps a bitmap for each kind of entry, in the kinds' order, so the kind of an object
	 * it holds is known from bits alone; a row too small for bitmaps keeps a copy of its entries
	 * instead, from which the same bitmaps are worked out; what does not match the row's kinds
	 * (an index of the layout before, which kept one bitmap per row) gives none.
	 */
	public function test_rows_keep_which_objects_they_hold_by_kind(): void {
		$title   = 1;
		$content = 128;
		$data    = '';
		for ( $offset = 0; $offset < 300; $offset++ ) {
			$data .= Postings::entry( 4096 + $offset, 0 === $offset % 3 ? $title : $content, $offset );
		}
		$kinds = Postings::combo_list( Postings::combos( $data ) );
		$this->assertSame( array( $title, $content ), array_keys( $kinds ) );
		$kept = Postings::holders( $data );
		$this->assertSame( 2 * Postings::BITMAP_BYTES, strlen( $kept ), 'A bitmap for each kind.' );
		$maps = Postings::kind_maps( $kept, $kinds );
		$this->assertSame( array( $title, $content ), array_keys( $maps ) );
		$this->assertSame( range( 0, 297, 3 ), Postings::offsets( $maps[ $title ] ) );
		$this->assertSame( 200, Postings::ones( $maps[ $content ] ) );
		$this->assertSame( 0, Postings::ones( $maps[ $title ] & $maps[ $content ] ), 'An object has one kind of entry in a row.' );
		$this->assertSame( 300, Postings::ones( Postings::union( $maps ) ) );

		$this->assertSame( 300 * Postings::ENTRY, strlen( $data ) );
		$this->assertSame( '', Postings::copied( $kept ), 'Bitmaps are not a copy of entries.' );
		$two = substr( $data, 0, 256 * Postings::ENTRY );
		$this->assertSame( 256 * Postings::ENTRY, strlen( Postings::holders( $two ) ), 'Two bitmaps, as long as 256 entries would be.' );
		$this->assertSame( '', Postings::copied( Postings::holders( $two ) ), 'Still bitmaps.' );
		$small = substr( $data, 0, 30 * Postings::ENTRY );
		$this->assertSame( $small, Postings::holders( $small ), 'A small row keeps its entries.' );
		$this->assertSame( $small, Postings::copied( Postings::holders( $small ) ) );
		$from_copy = Postings::kind_maps( Postings::holders( $small ), Postings::combo_list( Postings::combos( $small ) ) );
		$this->assertSame( range( 0, 27, 3 ), Postings::offsets( $from_copy[ $title ] ) );
		$this->assertSame( 20, Postings::ones( $from_copy[ $content ] ) );

		$this->assertSame( array(), Postings::kind_maps( Postings::union( $maps ), $kinds ), 'One bitmap for two kinds: not this layout.' );
		$this->assertSame( array(), Postings::kind_maps( '', $kinds ) );
		$this->assertSame( array(), Postings::kind_maps( $kept, array() ), 'Kinds unknown.' );
	}

	/**
	 * A row appended to keeps no bitmap until the rebuild's ordering phase works it out again,
	 * and a row objects are removed from gets the bitmap of what is left, or, once under 128
	 * entries, a copy of them; a small row appended to keeps its copy up to date while it stays
	 * small.
	 */
	public function test_stored_bitmaps_follow_the_rows(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$table = $wpdb->prefix . 'shopwright_search_postings';
		$block = 300;
		$data  = '';
		for ( $offset = 0; $offset < 600; $offset += 3 ) {
			$data .= Postings::entry( ( $block << Postings::BLOCK_BITS ) | $offset, 1, $offset );
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A made-up row in the test's transaction; %i quotes our table.
		$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (token, block, entries, sorted, combos, bitmap, data) VALUES (%s, %d, %d, 0, %s, %s, UNHEX(%s))', $table, 'qxbitmap', $block, 200, '', '', bin2hex( $data ) ) );
		$stored = static fn(): string => (string) $wpdb->get_var( $wpdb->prepare( 'SELECT bitmap FROM %i WHERE token = %s AND block = %d', $table, 'qxbitmap', $block ) );
		$this->assertSame( '', $stored(), 'Appended to: none yet.' );
		$this->module->indexer()->order_rows( '', 1000 );
		$this->assertSame( 200, Postings::ones( $stored() ) );
		$this->assertSame( Postings::bitmap( $data ), $stored() );

		$this->module->indexer()->delete_ids( array( ( $block << Postings::BLOCK_BITS ) | 0, ( $block << Postings::BLOCK_BITS ) | 3 ) );
		$this->assertSame( 198, Postings::ones( $stored() ) );
		$this->assertSame( 1 << 6, ord( $stored()[0] ), 'Of offsets 0, 3 and 6, only 6 is left.' );
		$this->module->indexer()->delete_ids( range( ( $block << Postings::BLOCK_BITS ) | 6, ( $block << Postings::BLOCK_BITS ) | 300, 3 ) );
		$left = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT data FROM %i WHERE token = %s AND block = %d', $table, 'qxbitmap', $block ) );
		$this->assertSame( 99 * Postings::ENTRY, strlen( $left ) );
		$this->assertSame( $left, $stored(), 'Under 128 entries: a copy of them.' );
		$this->assertSame( 99, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT entries FROM %i WHERE token = %s AND block = %d', $table, 'qxbitmap', $block ) ) );
		// phpcs:enable
	}

	/**
	 * A product indexed into a word's small row rewrites it in popularity order, and the row's
	 * copy of its entries with it, so searches keep working its bitmaps out between rebuilds.
	 */
	public function test_a_small_row_keeps_its_copy_through_saves(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$table  = $wpdb->prefix . 'shopwright_search_postings';
		$first  = $this->product( 'Qxcopied lamp', array( 'sales' => 5 ) );
		$second = $this->product( 'Qxcopied chair', array( 'sales' => 9 ) );
		$this->assertSame( Postings::block( $first ), Postings::block( $second ), 'Both in one block.' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- %i quotes our table.
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT entries, sorted, data, bitmap FROM %i WHERE token = %s', $table, 'qxcopied' ), ARRAY_N );
		$this->assertSame( '2', $row[0] );
		$this->assertSame( '2', $row[1], 'Both entries in order.' );
		$this->assertSame( Postings::entry( $second, Indexer::FIELDS['title'] | Postings::LEAD, 9 ), substr( (string) $row[2], 0, Postings::ENTRY ), 'The better seller first.' );
		$this->assertSame( $row[2], $row[3], 'The copy holds both entries.' );
		$maps = Postings::kind_maps( (string) $row[3], Postings::combo_list( Postings::combos( (string) $row[2] ) ) );
		$this->assertSame( array( Postings::offset( $first ), Postings::offset( $second ) ), Postings::offsets( Postings::union( $maps ) ) );
		$this->assertSame( array( $second, $first ), $this->search( 'qxcopied' ), 'The better seller first.' );
		// phpcs:enable
	}

	/**
	 * The summaries and kinds of entry stored beside the rows follow what the rows hold as
	 * products are indexed in several batches and removed: removing the best seller lowers its
	 * row's highest popularity, so searches skip that block sooner.
	 */
	public function test_stored_summaries_follow_the_rows(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$low    = $this->product( 'Quillworth Stool', array( 'sales' => 3 ) );
		$high   = $this->product(
			'Plain Stool',
			array(
				'sales' => 700,
				'short' => 'quillworth finish',
			)
		);
		$stored = static function () use ( $wpdb ): array {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- Reading our own table; %i quotes it.
			return $wpdb->get_results( $wpdb->prepare( 'SELECT block, entries, sorted, product_fields, product_top, post_fields, post_top, product_title_top, post_title_top, combos, data FROM %i WHERE token = %s', $wpdb->prefix . 'shopwright_search_postings', 'quillworth' ), ARRAY_A );
		};
		$rows   = $stored();
		$this->assertNotEmpty( $rows );
		$top   = 0;
		$kinds = array();
		foreach ( $rows as $row ) {
			$this->assertSame( Postings::summary( (string) $row['data'] ), array( (int) $row['product_fields'], (int) $row['product_top'], (int) $row['post_fields'], (int) $row['post_top'], (int) $row['product_title_top'], (int) $row['post_title_top'] ) );
			$this->assertSame( Postings::combo_list( Postings::combos( (string) $row['data'] ) ), Postings::combo_list( (string) $row['combos'] ) );
			$top    = max( $top, (int) $row['product_top'] );
			$kinds += Postings::combo_list( (string) $row['combos'] );
		}
		$title = \Shopwright\Search\Indexer::FIELDS['title'];
		$this->assertSame( Postings::popularity( 3 ), $kinds[ $title | Postings::LEAD ] ?? null, 'The stool named after the word: in its title, first.' );
		$this->assertSame( Postings::popularity( 700 ), $kinds[ \Shopwright\Search\Indexer::FIELDS['excerpt'] ] ?? null, 'The best seller: in its short description only.' );
		$this->assertSame( Postings::popularity( 700 ), $top );
		$this->assertSame( Postings::popularity( 3 ), max( array_map( 'intval', array_column( $rows, 'product_title_top' ) ) ), 'Only the stool named after the word has it in its title.' );

		$this->module->indexer()->delete_ids( array( $high ) );
		foreach ( $stored() as $row ) {
			$this->assertSame( Postings::summary( (string) $row['data'] ), array( (int) $row['product_fields'], (int) $row['product_top'], (int) $row['post_fields'], (int) $row['post_top'], (int) $row['product_title_top'], (int) $row['post_title_top'] ) );
			$this->assertSame( Postings::combos( (string) $row['data'] ), (string) $row['combos'], 'A row rewritten lists each kind of entry once.' );
			$this->assertSame( Postings::popularity( 3 ), (int) $row['product_top'] );
			$this->assertSame( (int) $row['entries'], (int) $row['sorted'], 'A row rewritten is put back in order whole.' );
		}
		$this->assertSame( array( $low ), $this->search( 'quillworth' ) );
	}
}
