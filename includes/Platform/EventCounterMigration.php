<?php
/**
 * Moves the counts of the two tables the event counter replaced into its table, once.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Platform;

defined( 'ABSPATH' ) || exit;

/**
 * Before the event counter, popups counted in `{prefix}shopwright_popup_stats` (popup_id, day,
 * event, count) and the wallet buttons in `{prefix}shopwright_express_stats` (day, event, wallet,
 * page, ui, count). Each old table that is there is moved in one transaction: its rows are locked,
 * the valid ones are added to the counter's rows in one `INSERT … SELECT`, and the old rows are
 * deleted, all committed together; the old table is dropped after the commit. A second run, a
 * request running it at the same time (it waits on the lock, then finds no rows) or a run after a
 * crash between the commit and the drop therefore adds nothing twice, and a copy that fails rolls
 * back whole and leaves the old table for the next try.
 *
 * A row is valid when it is what the old code could have written: a known event (and wallet,
 * page and kind of page), a popup id above 0, a count above 0 and a real day. Other rows (junk)
 * are not copied and go with the old table. A missing table is nothing to move; a table of that
 * name without the expected columns is not ours and is left alone.
 */
final class EventCounterMigration {

	/**
	 * The old tables: suffix after the prefix → scope, subject expression, columns, conditions.
	 * Column names and lists below are fixed strings; only the values are bound.
	 *
	 * @var array<string, array{scope: string, subject: string, columns: list<string>, allowed: array<string, list<string>>, conditions: string}>
	 */
	private const SOURCES = array(
		'shopwright_popup_stats'   => array(
			'scope'      => 'popups',
			'subject'    => 'CAST(popup_id AS CHAR)',
			'columns'    => array( 'popup_id', 'day', 'event', 'count' ),
			'allowed'    => array( 'event' => array( 'shown', 'closed', 'clicked' ) ),
			'conditions' => 'popup_id > 0',
		),
		'shopwright_express_stats' => array(
			'scope'      => 'express_checkout',
			'subject'    => "CONCAT(wallet, ':', page, ':', ui)",
			'columns'    => array( 'day', 'event', 'wallet', 'page', 'ui', 'count' ),
			'allowed'    => array(
				'event'  => array( 'buttons_shown', 'button_clicked' ),
				'wallet' => array( 'apple_pay', 'google_pay' ),
				'page'   => array( 'product', 'cart', 'checkout', 'pay_for_order' ),
				'ui'     => array( 'block', 'classic' ),
			),
			'conditions' => '1 = 1',
		),
	);

	/**
	 * Keeps the database and the counter's table.
	 *
	 * @param \wpdb  $db    Database.
	 * @param string $table The event counter's table (full name).
	 */
	public function __construct( private \wpdb $db, private string $table ) {}

	/**
	 * The old tables' full names.
	 *
	 * @return list<string>
	 */
	public function old_tables(): array {
		return array_map( fn( string $suffix ): string => $this->db->prefix . $suffix, array_keys( self::SOURCES ) );
	}

	/**
	 * Moves each old table that is there.
	 *
	 * @return array<string, array{status: string, moved: int, skipped: int}> By old table: "missing",
	 *         "moved", "not ours" (left alone) or "failed" (left for the next try), with how many
	 *         rows were moved and how many junk rows were left out.
	 */
	public function run(): array {
		$results = array();
		foreach ( self::SOURCES as $suffix => $source ) {
			$results[ $this->db->prefix . $suffix ] = $this->move( $this->db->prefix . $suffix, $source );
		}
		return $results;
	}

	/**
	 * Moves one old table.
	 *
	 * @param string                                                                                                                 $old    Its full name.
	 * @param array{scope: string, subject: string, columns: list<string>, allowed: array<string, list<string>>, conditions: string} $source What it holds.
	 * @return array{status: string, moved: int, skipped: int}
	 */
	private function move( string $old, array $source ): array {
		$result = array(
			'status'  => 'missing',
			'moved'   => 0,
			'skipped' => 0,
		);
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- A one-time move between our own tables; %i quotes them, the expressions are the fixed strings above and the values are bound.
		if ( $old !== $this->db->get_var( $this->db->prepare( 'SHOW TABLES LIKE %s', $this->db->esc_like( $old ) ) ) ) {
			return $result;
		}
		$columns = array_map( 'strval', (array) $this->db->get_col( $this->db->prepare( 'SHOW COLUMNS FROM %i', $old ) ) );
		if ( array() !== array_diff( $source['columns'], $columns ) ) {
			$result['status'] = 'not ours';
			return $result;
		}
		$where  = $source['conditions'] . " AND count > 0 AND day >= '1000-01-01'";
		$values = array();
		foreach ( $source['allowed'] as $column => $allowed ) {
			// Compared byte by byte: "Shown" was never written by the old code.
			$where .= " AND CAST({$column} AS BINARY) IN (" . implode( ', ', array_fill( 0, count( $allowed ), '%s' ) ) . ')';
			$values = array_merge( $values, $allowed );
		}
		$this->db->query( 'START TRANSACTION' );
		$all   = $this->db->get_var( $this->db->prepare( 'SELECT COUNT(*) FROM %i FOR UPDATE', $old ) );
		$valid = $this->db->get_var( $this->db->prepare( "SELECT COUNT(*) FROM %i WHERE {$where}", array_merge( array( $old ), $values ) ) );
		$added = null === $all || null === $valid ? false : $this->db->query(
			$this->db->prepare(
				// The old rows are renamed in a derived table, so that "count" below is the counter's alone.
				"INSERT INTO %i (scope, subject, event, day, count) SELECT * FROM (SELECT %s AS old_scope, {$source['subject']} AS old_subject, event AS old_event, day AS old_day, count AS old_count FROM %i WHERE {$where}) AS old_rows ON DUPLICATE KEY UPDATE count = count + VALUES(count)",
				array_merge( array( $this->table, $source['scope'], $old ), $values )
			)
		);
		if ( false === $added || false === $this->db->query( $this->db->prepare( 'DELETE FROM %i', $old ) ) ) {
			$this->db->query( 'ROLLBACK' );
			$result['status'] = 'failed';
			return $result;
		}
		if ( false === $this->db->query( 'COMMIT' ) ) {
			$this->db->query( 'ROLLBACK' );
			$result['status'] = 'failed';
			return $result;
		}
		// The rows are out; a table that stays because the drop failed is empty and moves nothing.
		$this->db->query( $this->db->prepare( 'DROP TABLE IF EXISTS %i', $old ) );
		// phpcs:enable
		return array(
			'status'  => 'moved',
			'moved'   => (int) $valid,
			'skipped' => (int) $all - (int) $valid,
		);
	}
}
