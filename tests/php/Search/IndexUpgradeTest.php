<?php
/**
 * An index from the layout before the postings' summaries keeps answering after the update.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\IndexTables;
use Shopwright\Search\Postings;
use Shopwright\Search\SearchEngine;
use Shopwright\Tests\TestCase;

/**
 * Tables of their own (another prefix), so the DDL touches nothing else of the test site.
 */
final class IndexUpgradeTest extends TestCase {

	private const PREFIX = 'zzupgrade_';

	/**
	 * Drops the tables the test made.
	 */
	protected function tear_down(): void {
		global $wpdb;
		foreach ( array_merge( IndexTables::INDEX_TABLES, array( 'rate' ) ) as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- The test's own tables.
			$wpdb->query( $wpdb->prepare( 'DROP TABLE IF EXISTS %i', self::PREFIX . 'shopwright_search_' . $table ) );
		}
		parent::tear_down();
	}

	/**
	 * The update adds the summary columns (and, from the layouts after, the titles' popularity,
	 * the length of each row's ordered part and its kinds of entry) to the live postings instead of dropping the
	 * index: old rows get values that promise nothing, so every one of them is still read whole,
	 * and a search finds what it found before, until the rebuild writes real ones.
	 */
	public function test_the_old_postings_keep_answering(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$db = clone $wpdb;
		$db->set_prefix( self::PREFIX );
		$postings = self::PREFIX . 'shopwright_search_postings';
		// The postings table as the previous layout made it, with two objects in two blocks.
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- The test's own tables.
		$wpdb->query( $wpdb->prepare( 'CREATE TABLE %i (token varchar(40) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, block smallint(5) unsigned NOT NULL, entries smallint(5) unsigned NOT NULL DEFAULT 0, data blob NOT NULL, PRIMARY KEY  (token,block)) ENGINE=InnoDB', $postings ) );
		$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (token, block, entries, data) VALUES (%s, 0, 1, UNHEX(%s)), (%s, 3, 1, UNHEX(%s))', $postings, 'quorblet', bin2hex( Postings::entry( 7, 1, 5 ) ), 'quorblet', bin2hex( Postings::entry( 3 * 4096 + 9, 1, 900 ) ) ) );

		dbDelta( ( new IndexTables( $db ) )->ddl( '' ) );

		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT product_fields, product_top, post_fields, post_top, product_title_top, post_title_top, sorted, combos, bitmap FROM %i WHERE block = 0', $postings ), ARRAY_N );
		// phpcs:enable
		$this->assertSame( array( '2047', '511', '2047', '511', '511', '511', '0', '', '' ), $row, 'Every field bit and the highest popularity, titles included, no entry known to be in order, no kind of entry and no bitmap known: no block is skipped and every entry is walked.' );
		$engine = new SearchEngine( $db, self::PREFIX, array( 'title' => 10 ), 1 );
		$found  = $engine->find( 'quorblet', 8, 2 );
		$this->assertSame( array( 3 * 4096 + 9, 7 ), $found['products'], 'Both objects, the best seller first.' );
		$this->assertSame( 2, $found['total'] );
		$this->assertSame( array( 3 * 4096 + 9, 7 ), $engine->find( 'q', 8, 2 )['products'], 'A letter finds them through the words it starts: the index has no letters\' rows yet.' );
	}
}
