<?php
/**
 * An index from an earlier layout keeps answering after the update, and the rebuild that follows
 * writes the current layout whole.
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
			foreach ( array( '', '_new' ) as $suffix ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- The test's own tables.
				$wpdb->query( $wpdb->prepare( 'DROP TABLE IF EXISTS %i', self::PREFIX . 'shopwright_search_' . $table . $suffix ) );
			}
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
	}

	/**
	 * The rebuild after an update writes the new layout whole: its shadow tables are made from the
	 * current layout, not copied from the live tables, whose page formats dbDelta leaves as they
	 * were. Layout 11 kept the postings in compressed pages, which every search had to inflate;
	 * the rebuild's postings are uncompressed, and the other tables stay compressed.
	 */
	public function test_the_rebuild_writes_the_current_layout(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$db = clone $wpdb;
		$db->set_prefix( self::PREFIX );
		$tables = new IndexTables( $db );
		$old    = str_replace( 'ROW_FORMAT=DYNAMIC', 'ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=4', $tables->ddl( '' ) );
		foreach ( $old as $create ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.NotPrepared -- The test's own tables, as layout 11 made them.
			$wpdb->query( $create );
		}
		$this->assertSame( 'Compressed', self::row_format( $tables->name( 'postings' ) ) );

		$tables->create_shadow();

		$this->assertSame( 'Dynamic', self::row_format( $tables->name( 'postings', '_new' ) ) );
		$this->assertSame( 'Compressed', self::row_format( $tables->name( 'index', '_new' ) ) );
		$this->assertTrue( $tables->shadow_exists() );
	}

	/**
	 * How a table's pages are kept.
	 *
	 * @param string $table Table name.
	 */
	private static function row_format( string $table ): string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Schema check.
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT ROW_FORMAT FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $table ) );
	}
}
