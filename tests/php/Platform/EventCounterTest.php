<?php
/**
 * The plugin's one counter of events per day, and the move of the two old tables into it.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Platform;

use Shopwright\ExpressCheckout\ButtonStats;
use Shopwright\Platform\EventCounter;
use Shopwright\Platform\EventCounterMigration;
use Shopwright\Plugin;
use Shopwright\Popups\PopupStats;
use Shopwright\Tests\TestCase;

/**
 * Increments that add up across connections, input refused whole with a reason, the owner's
 * figures kept through the move from the old popup and wallet button tables, and the table in
 * the site's character set.
 */
final class EventCounterTest extends TestCase {

	/**
	 * A scope only these tests count in.
	 */
	private const SCOPE = 'counter_test';

	/**
	 * Popup ids of the moved rows, far above the test site's posts.
	 */
	private const POPUP = 990001;

	/**
	 * A second database connection, as a second PHP server has.
	 *
	 * @var \wpdb|null
	 */
	private ?\wpdb $other = null;

	/**
	 * Whether a test committed (the move and any table created or dropped commit), so its rows
	 * must be taken out by hand.
	 *
	 * @var bool
	 */
	private bool $committed = false;

	/**
	 * Tables a test created that must go.
	 *
	 * @var list<string>
	 */
	private array $scratch_tables = array();

	/**
	 * Takes out what was committed, then closes the second connection.
	 */
	protected function tear_down(): void {
		global $wpdb;
		parent::tear_down();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A test cleans up its own rows and tables.
		if ( null !== $this->other ) {
			$this->other->query( $this->other->prepare( 'DELETE FROM %i WHERE scope = %s', $this->counter()->table(), self::SCOPE ) );
			$this->other->close();
			$this->other = null;
		}
		if ( $this->committed ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM %i WHERE day < '2002-01-01'", $this->counter()->table() ) );
			foreach ( array_merge( $this->scratch_tables, ( new EventCounterMigration( $wpdb, $this->counter()->table() ) )->old_tables() ) as $table ) {
				$wpdb->query( $wpdb->prepare( 'DROP TABLE IF EXISTS %i', $table ) );
			}
			$wpdb->query( 'COMMIT' );
		}
		// phpcs:enable
	}

	/**
	 * A counter with the test scope defined.
	 *
	 * @param \wpdb|null $db Its database; the site's by default.
	 */
	private function counter( ?\wpdb $db = null ): EventCounter {
		$counter = new EventCounter( $db ?? $GLOBALS['wpdb'] );
		$counter->define( self::SCOPE, array( 'hit', 'miss' ) );
		return $counter;
	}

	/**
	 * The test scope's count of a subject and event on a day.
	 *
	 * @param string $subject The subject.
	 * @param string $event   The event.
	 * @param string $day     The day.
	 */
	private function count_of( string $subject, string $event, string $day ): int {
		foreach ( $this->counter()->totals( self::SCOPE, $day, $day, array( $subject ) ) as $row ) {
			if ( $row['event'] === $event ) {
				return $row['count'];
			}
		}
		return 0;
	}

	public function test_the_modules_get_one_counter_from_the_context(): void {
		$counter = Plugin::instance()->context()->event_counter;
		$this->assertInstanceOf( EventCounter::class, $counter );
		$this->assertSame( $GLOBALS['wpdb']->prefix . 'shopwright_event_counts', $counter->table() );
	}

	/**
	 * Two requests counting the same row, on two connections as two PHP servers would, both
	 * count: each write is one upsert that adds in the database, not a read and a write.
	 */
	public function test_two_increments_from_two_connections_both_count(): void {
		global $wpdb;
		$this->other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->other->set_prefix( $wpdb->prefix );
		$this->counter( $this->other )->add( self::SCOPE, 'ball', 'hit', 1, '2001-02-03' );

		$before = $wpdb->num_queries;
		$this->counter()->add( self::SCOPE, 'ball', 'hit', 1, '2001-02-03' );
		$this->assertSame( 1, $wpdb->num_queries - $before, 'One statement per increment.' );
		$this->assertSame( 2, $this->count_of( 'ball', 'hit', '2001-02-03' ) );

		$this->counter()->add( self::SCOPE, 'ball', 'hit', 3, '2001-02-03' );
		$this->assertSame( 5, $this->count_of( 'ball', 'hit', '2001-02-03' ) );
		$this->assertSame( 0, $this->count_of( 'ball', 'miss', '2001-02-03' ), 'Each event counts apart.' );
	}

	/**
	 * A batch is one statement, and counts per subject, event and day.
	 */
	public function test_a_batch_is_one_statement_and_totals_sum_the_days_asked(): void {
		global $wpdb;
		$counter = $this->counter();
		$before  = $wpdb->num_queries;
		$this->assertSame( 6, $counter->add_many( self::SCOPE, array( array( 7, 'hit', 2 ), array( 7, 'miss', 1 ), array( 'red:left', 'hit', 3 ) ), '2001-03-01' ) );
		$this->assertSame( 1, $wpdb->num_queries - $before );
		$counter->add( self::SCOPE, 7, 'hit', 1, '2001-03-02' );
		$counter->add( self::SCOPE, 7, 'hit', 1, '2001-03-05' );

		$this->assertSame(
			array(
				array(
					'subject' => '7',
					'event'   => 'hit',
					'count'   => 3,
				),
				array(
					'subject' => 'red:left',
					'event'   => 'hit',
					'count'   => 3,
				),
				array(
					'subject' => '7',
					'event'   => 'miss',
					'count'   => 1,
				),
			),
			$counter->totals( self::SCOPE, '2001-03-01', '2001-03-04' )
		);
		$this->assertSame( 3, $counter->prune( self::SCOPE, '2001-03-02' ), 'The first day\'s three rows.' );
		$this->assertSame(
			array(
				array(
					'subject' => '7',
					'event'   => 'hit',
					'count'   => 1,
					'day'     => '2001-03-02',
				),
			),
			$counter->totals( self::SCOPE, '2001-03-01', '2001-03-04', array( 7 ), true )
		);
	}

	/**
	 * Each kind of bad input is refused with a reason that names it, and a batch with one bad
	 * entry counts nothing at all.
	 *
	 * @dataProvider bad_input
	 *
	 * @param array{0: string, 1: mixed, 2: mixed, 3: mixed, 4: string} $entry   Scope, subject, event, count, day.
	 * @param string                                                    $message Words the error holds.
	 */
	public function test_bad_input_is_refused_with_a_clear_error_and_nothing_counted( array $entry, string $message ): void {
		global $wpdb;
		$counter = $this->counter();
		$before  = $wpdb->num_queries;
		try {
			$counter->add_many( $entry[0], array( array( 5, 'hit', 1 ), array( $entry[1], $entry[2], $entry[3] ) ), $entry[4] );
			$this->fail( 'Refused: ' . (string) wp_json_encode( $entry ) );
		} catch ( \InvalidArgumentException $error ) {
			$this->assertStringContainsString( $message, $error->getMessage() );
		}
		$this->assertSame( $before, $wpdb->num_queries, 'Nothing was written, not even the good entry.' );
		$this->assertSame( array(), $counter->totals( self::SCOPE, '1000-01-01', '9999-12-31' ) );
	}

	/**
	 * The bad entries.
	 *
	 * @return array<string, array{0: array<int, mixed>, 1: string}>
	 */
	public static function bad_input(): array {
		return array(
			'unknown event'         => array( array( self::SCOPE, 5, 'purchase', 1, '2001-04-01' ), 'counts hit, miss; "purchase" is not one of them' ),
			'event of another case' => array( array( self::SCOPE, 5, 'HIT', 1, '2001-04-01' ), '"HIT" is not one of them' ),
			'undefined scope'       => array( array( 'nobody', 5, 'hit', 1, '2001-04-01' ), 'No feature counts events in the scope "nobody"' ),
			'id 0'                  => array( array( self::SCOPE, 0, 'hit', 1, '2001-04-01' ), 'An id counted is 1 or more; 0 is not' ),
			'negative id'           => array( array( self::SCOPE, -4, 'hit', 1, '2001-04-01' ), '-4 is not' ),
			'negative id as text'   => array( array( self::SCOPE, '-4', 'hit', 1, '2001-04-01' ), '"-4" is not' ),
			'SQL in the subject'    => array( array( self::SCOPE, "1'; DROP TABLE wp_users; --", 'hit', 1, '2001-04-01' ), 'A subject counted is a positive id or lowercase words' ),
			'markup in the subject' => array( array( self::SCOPE, '<script>alert(1)</script>', 'hit', 1, '2001-04-01' ), 'lowercase words joined by colons' ),
			'bytes in the subject'  => array( array( self::SCOPE, "ball\0", 'hit', 1, '2001-04-01' ), '"ball?" is not' ),
			'long subject'          => array( array( self::SCOPE, str_repeat( 'a', 65 ), 'hit', 1, '2001-04-01' ), 'at most 64 characters' ),
			'float subject'         => array( array( self::SCOPE, 1.5, 'hit', 1, '2001-04-01' ), '"1.5" is not' ),
			'zero count'            => array( array( self::SCOPE, 5, 'hit', 0, '2001-04-01' ), 'A count is a whole number from 1 to 1000000; 0 is not' ),
			'negative count'        => array( array( self::SCOPE, 5, 'hit', -2, '2001-04-01' ), '-2 is not' ),
			'count as text'         => array( array( self::SCOPE, 5, 'hit', '2', '2001-04-01' ), '2 is not' ),
			'huge count'            => array( array( self::SCOPE, 5, 'hit', 1000001, '2001-04-01' ), '1000001 is not' ),
			'no such day'           => array( array( self::SCOPE, 5, 'hit', 1, '2001-02-30' ), '"2001-02-30" is no such day' ),
			'day in words'          => array( array( self::SCOPE, 5, 'hit', 1, 'yesterday' ), '"yesterday" is no such day' ),
		);
	}

	/**
	 * The popups' batch is checked by the counter with or without a persistent object cache, so
	 * a bad entry never waits in the cache for a job that could not move it.
	 */
	public function test_a_popup_batch_with_a_bad_id_is_refused_whole_with_or_without_a_cache(): void {
		global $wpdb;
		$external = (bool) wp_using_ext_object_cache();
		$stats    = new PopupStats( $wpdb, new EventCounter( $wpdb ) );
		try {
			foreach ( array( false, true ) as $cache ) {
				wp_using_ext_object_cache( $cache );
				try {
					$stats->record(
						array(
							self::POPUP => array( 'shown' => 1 ),
							0           => array( 'shown' => 1 ),
						),
						'2001-05-01'
					);
					$this->fail( 'A popup id of 0 is refused.' );
				} catch ( \InvalidArgumentException $error ) {
					$this->assertSame( 'An id counted is 1 or more; 0 is not.', $error->getMessage() );
				}
				$this->assertSame( 0, $stats->totals( array( self::POPUP ), '2001-05-01' )[ self::POPUP ]['shown'], 'Nothing of the batch was counted.' );
			}
		} finally {
			wp_using_ext_object_cache( $external );
		}
	}

	public function test_a_scope_is_defined_once_with_its_events(): void {
		$counter = $this->counter();
		$counter->define( self::SCOPE, array( 'hit', 'miss' ) );
		$this->expectException( \InvalidArgumentException::class );
		$this->expectExceptionMessage( 'The scope counter_test counts hit, miss already, not hit.' );
		$counter->define( self::SCOPE, array( 'hit' ) );
	}

	public function test_a_scope_or_event_name_must_be_a_plain_word(): void {
		$this->expectException( \InvalidArgumentException::class );
		$this->expectExceptionMessage( 'An event name is lowercase letters, digits and _ (at most 32); "shown; DROP" is not.' );
		( new EventCounter( $GLOBALS['wpdb'] ) )->define( 'popups_x', array( 'shown; DROP' ) );
	}

	/**
	 * Creates the old popup table as the previous version did, with rows.
	 *
	 * @param string[] $rows Value tuples: (popup_id, day, event, count).
	 */
	private function old_popup_table( array $rows ): string {
		global $wpdb;
		$table           = $wpdb->prefix . 'shopwright_popup_stats';
		$this->committed = true;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The old table, as the previous version created it.
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
		$wpdb->query( "CREATE TABLE {$table} (popup_id bigint(20) unsigned NOT NULL, day date NOT NULL, event varchar(10) NOT NULL, count int(10) unsigned NOT NULL DEFAULT 0, PRIMARY KEY (popup_id,day,event), KEY day (day)) ENGINE=InnoDB {$wpdb->get_charset_collate()}" );
		$wpdb->query( "INSERT INTO {$table} (popup_id, day, event, count) VALUES " . implode( ', ', $rows ) );
		// phpcs:enable
		return $table;
	}

	/**
	 * Creates the old wallet buttons table as the previous version did, with rows.
	 *
	 * @param string[] $rows Value tuples: (day, event, wallet, page, ui, count).
	 */
	private function old_button_table( array $rows ): string {
		global $wpdb;
		$table           = $wpdb->prefix . 'shopwright_express_stats';
		$this->committed = true;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- As above.
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
		$wpdb->query( "CREATE TABLE {$table} (day date NOT NULL, event varchar(20) NOT NULL, wallet varchar(12) NOT NULL, page varchar(16) NOT NULL, ui varchar(8) NOT NULL, count int(10) unsigned NOT NULL DEFAULT 0, PRIMARY KEY (day,event,wallet,page,ui)) ENGINE=InnoDB {$wpdb->get_charset_collate()}" );
		$wpdb->query( "INSERT INTO {$table} (day, event, wallet, page, ui, count) VALUES " . implode( ', ', $rows ) );
		// phpcs:enable
		return $table;
	}

	/**
	 * Whether a table is there.
	 *
	 * @param string $table Its full name.
	 */
	private static function exists( string $table ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A test looks for a table.
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}

	/**
	 * Both old tables move in: the popup list and the wallet buttons' screen show the same
	 * figures for the same days as before, junk rows stay out, the old tables are dropped, and a
	 * second run (or one after a crash, with the old table still there and empty) adds nothing.
	 */
	public function test_both_old_tables_move_in_once_with_the_same_figures_and_without_junk(): void {
		global $wpdb;
		$popup        = self::POPUP;
		$other        = self::POPUP + 1;
		$popups       = $this->old_popup_table(
			array(
				"({$popup}, '2001-01-30', 'shown', 7)",
				"({$popup}, '2001-01-30', 'clicked', 2)",
				"({$popup}, '2001-01-05', 'shown', 3)",
				"({$popup}, '2001-01-01', 'closed', 4)",
				"({$popup}, '2000-12-31', 'shown', 100)",
				"({$other}, '2001-01-20', 'closed', 1)",
				// Junk: no popup, an event never counted, another case, no count, no day.
				"(0, '2001-01-30', 'shown', 5)",
				"({$popup}, '2001-01-29', 'hacked', 9)",
				"({$popup}, '2001-01-28', 'Shown', 9)",
				"({$popup}, '2001-01-27', 'closed', 0)",
				"({$popup}, '0000-00-00', 'clicked', 9)",
			)
		);
		$buttons      = $this->old_button_table(
			array(
				"('2001-01-30', 'buttons_shown', 'google_pay', 'product', 'classic', 8)",
				"('2001-01-29', 'button_clicked', 'google_pay', 'product', 'classic', 2)",
				"('2001-01-10', 'buttons_shown', 'apple_pay', 'checkout', 'block', 4)",
				"('2000-12-31', 'buttons_shown', 'apple_pay', 'checkout', 'block', 50)",
				// Junk: a wallet, page, kind of page and event never sent, hostile text.
				"('2001-01-30', 'buttons_shown', 'paypal', 'product', 'classic', 5)",
				"('2001-01-30', 'buttons_shown', 'google_pay', 'x''; DROP', 'classic', 5)",
				"('2001-01-30', 'buttons_shown', 'google_pay', 'cart', 'amp', 5)",
				"('2001-01-30', '<script>', 'google_pay', 'cart', 'block', 5)",
			)
		);
		$counter      = new EventCounter( $wpdb );
		$popup_stats  = new PopupStats( $wpdb, $counter );
		$button_stats = new ButtonStats( $counter );
		$before_popup = array(
			'shown'   => 10,
			'closed'  => 4,
			'clicked' => 2,
		);
		$before_lines = array(
			array(
				'wallet'  => 'apple_pay',
				'page'    => 'checkout',
				'ui'      => 'block',
				'shown'   => 4,
				'clicked' => 0,
			),
			array(
				'wallet'  => 'google_pay',
				'page'    => 'product',
				'ui'      => 'classic',
				'shown'   => 8,
				'clicked' => 2,
			),
		);

		$this->assertSame(
			array(
				$popups  => array(
					'status'  => 'moved',
					'moved'   => 6,
					'skipped' => 5,
				),
				$buttons => array(
					'status'  => 'moved',
					'moved'   => 4,
					'skipped' => 4,
				),
			),
			( new EventCounterMigration( $wpdb, $counter->table() ) )->run()
		);
		$this->assertFalse( self::exists( $popups ), 'The old popup table is dropped after the copy.' );
		$this->assertFalse( self::exists( $buttons ), 'The old buttons table too.' );

		// The same 30 days as before the move: 2001-01-01 to 2001-01-30.
		$this->assertSame( $before_popup, $popup_stats->totals( array( $popup ), '2001-01-30' )[ $popup ] );
		$this->assertSame( 1, $popup_stats->totals( array( $other ), '2001-01-30' )[ $other ]['closed'] );
		$this->assertSame( $before_lines, $button_stats->summary( '2001-01-30' ) );
		$this->assertSame(
			array(
				array(
					'subject' => (string) $popup,
					'event'   => 'shown',
					'count'   => 100,
				),
			),
			$counter->totals( PopupStats::SCOPE, '2000-12-31', '2000-12-31', array( $popup ) ),
			'Older days moved too, for the job to prune.'
		);

		// A crash after the commit, before the drop: the old table is there, empty.
		$this->old_popup_table( array( "({$popup}, '2001-01-30', 'shown', 7)" ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- The moved rows, as the move deletes them.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $popups ) );
		$again = ( new EventCounterMigration( $wpdb, $counter->table() ) )->run();
		$this->assertSame( 0, $again[ $popups ]['moved'] );
		$this->assertSame( 'missing', $again[ $buttons ]['status'] );
		$this->assertFalse( self::exists( $popups ) );
		$this->assertSame( $before_popup, $popup_stats->totals( array( $popup ), '2001-01-30' )[ $popup ], 'Nothing counted twice.' );
		$this->assertSame( $before_lines, $button_stats->summary( '2001-01-30' ) );
	}

	/**
	 * Counts already in the new table (a request that counted while the move waited) are added
	 * to, not overwritten.
	 */
	public function test_the_move_adds_to_counts_already_in_the_new_table(): void {
		global $wpdb;
		$counter = new EventCounter( $wpdb );
		$stats   = new PopupStats( $wpdb, $counter );
		$this->old_popup_table( array( '(' . self::POPUP . ", '2001-01-30', 'shown', 7)" ) );
		$stats->record( array( self::POPUP => array( 'shown' => 2 ) ), '2001-01-30' );
		$wpdb->query( 'COMMIT' );
		( new EventCounterMigration( $wpdb, $counter->table() ) )->run();
		$this->assertSame( 9, $stats->totals( array( self::POPUP ), '2001-01-30' )[ self::POPUP ]['shown'] );
	}

	/**
	 * Without the old tables there is nothing to move and nothing fails; a table of an old name
	 * with other columns is not ours and stays as it is.
	 */
	public function test_missing_old_tables_move_nothing_and_a_foreign_one_is_left_alone(): void {
		global $wpdb;
		$counter = new EventCounter( $wpdb );
		$run     = ( new EventCounterMigration( $wpdb, $counter->table() ) )->run();
		$this->assertSame( array( 'missing', 'missing' ), array_values( array_column( $run, 'status' ) ) );

		$this->committed = true;
		$foreign         = $wpdb->prefix . 'shopwright_express_stats';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- A table of the same name that is someone else's.
		$wpdb->query( "CREATE TABLE {$foreign} (id int NOT NULL, note varchar(20) NOT NULL, PRIMARY KEY (id)) ENGINE=InnoDB {$wpdb->get_charset_collate()}" );
		$wpdb->query( "INSERT INTO {$foreign} VALUES (1, 'keep me')" );
		$run = ( new EventCounterMigration( $wpdb, $counter->table() ) )->run();
		$this->assertSame( 'not ours', $run[ $foreign ]['status'] );
		$this->assertSame( 'keep me', $wpdb->get_var( "SELECT note FROM {$foreign}" ) );
		// phpcs:enable

		// The version is recorded: the next request reads one option and moves nothing.
		delete_option( EventCounter::VERSION_OPTION );
		$counter->maybe_install();
		$this->assertSame( EventCounter::VERSION, get_option( EventCounter::VERSION_OPTION ) );
	}

	/**
	 * The table takes the site's character set and collation, whatever they are, as WordPress's
	 * own tables do.
	 */
	public function test_the_table_takes_the_sites_character_set_and_collation(): void {
		global $wpdb;
		$this->committed = true;
		$this->assertSame( self::collation( $wpdb->prefix . 'posts' ), self::collation( $this->counter()->table() ), 'The same collation as the posts table.' );

		// Another site on the same server, whose owner chose a binary collation.
		$this->other   = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$site          = $this->other;
		$site->charset = 'utf8mb4';
		$site->collate = 'utf8mb4_bin';
		$site->set_prefix( 'swcharset_' );
		$counter                = new EventCounter( $site );
		$this->scratch_tables[] = $counter->table();
		$counter->install();
		$this->assertSame( 'utf8mb4_bin', self::collation( $counter->table() ) );
	}

	/**
	 * A table's collation.
	 *
	 * @param string $table Its full name.
	 */
	private static function collation( string $table ): string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A test reads the schema.
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT TABLE_COLLATION FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $table ) );
	}

	/**
	 * Uninstalling with "Delete all data" drops every table whose name starts with the site's
	 * prefix and shopwright_: the counter's is one of them.
	 */
	public function test_uninstall_drops_the_table(): void {
		global $wpdb;
		$source = (string) file_get_contents( dirname( __DIR__, 3 ) . '/uninstall.php' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the repository.
		$this->assertStringContainsString( "\$wpdb->prepare( 'SHOW TABLES LIKE %s', \$wpdb->esc_like( \$wpdb->prefix . 'shopwright_' ) . '%' )", $source );
		$this->assertStringContainsString( 'DROP TABLE IF EXISTS %i', $source );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The tables uninstall.php finds.
		$swept = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'shopwright_' ) . '%' ) );
		$this->assertContains( $this->counter()->table(), $swept );
	}
}
