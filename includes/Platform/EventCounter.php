<?php
/**
 * The plugin's one counter of events per day: popups shown, wallet buttons clicked.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Platform;

defined( 'ABSPATH' ) || exit;

/**
 * One table holds every feature's counts, one row per scope (the feature: "popups",
 * "express_checkout"), subject (what was counted: a popup's id, a wallet on a page), event and day
 * (the site's time zone), with nothing about the visitor. A feature defines its scope once with
 * the events it counts; anything else is refused with an \InvalidArgumentException before a row
 * is written, so a batch counts whole or not at all.
 *
 * Each write is one `INSERT … ON DUPLICATE KEY UPDATE count = count + …`: two requests counting
 * the same row at once both count, on any number of PHP servers, as the database adds them.
 * The table comes with the plugin's other tables: created and upgraded with dbDelta when the
 * stored version differs, where it also takes over the counts of the two tables it replaces (see
 * EventCounterMigration).
 */
final class EventCounter {

	public const VERSION        = '1';
	public const VERSION_OPTION = 'shopwright_event_counts_version';

	/**
	 * Most a single write may add to one row.
	 */
	public const MAX_COUNT = 1000000;

	/**
	 * A scope's or an event's name.
	 */
	private const NAME = '/^[a-z][a-z0-9_]{0,31}$/';

	/**
	 * A subject: a positive id, or lowercase words joined by colons ("google_pay:cart:block").
	 */
	private const SUBJECT = '/^(?:[1-9][0-9]{0,19}|[a-z][a-z0-9_]*(?::[a-z0-9_]+)*)$/';

	private const SUBJECT_LENGTH = 64;

	/**
	 * The events each scope counts.
	 *
	 * @var array<string, list<string>>
	 */
	private array $scopes = array();

	/**
	 * Keeps the database.
	 *
	 * @param \wpdb $db Database.
	 */
	public function __construct( private \wpdb $db ) {}

	/**
	 * The table's full name.
	 */
	public function table(): string {
		return $this->db->prefix . 'shopwright_event_counts';
	}

	/**
	 * Creates or upgrades the table, and moves the old tables' counts into it, when the stored
	 * version differs: one autoloaded option read when nothing changed. Runs on init, as a site
	 * may have been restored, migrated or upgraded without an activation.
	 */
	public function maybe_install(): void {
		if ( self::VERSION !== get_option( self::VERSION_OPTION ) ) {
			$this->install();
		}
	}

	/**
	 * Creates or upgrades the table with dbDelta, moves the old tables' counts in, and records the
	 * version once both are done (a move that failed is tried again on the next request).
	 */
	public function install(): void {
		if ( ! function_exists( 'dbDelta' ) ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php'; // @phpstan-ignore requireOnce.fileNotFound (ABSPATH is only known at run time.)
		}
		dbDelta(
			"CREATE TABLE {$this->table()} (
  scope varchar(32) NOT NULL,
  subject varchar(64) NOT NULL,
  event varchar(32) NOT NULL,
  day date NOT NULL,
  count bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (scope,subject,event,day),
  KEY scope_day (scope,day)
) ENGINE=InnoDB {$this->db->get_charset_collate()};"
		);
		if ( ! $this->exists() ) {
			return;
		}
		$moved = ( new EventCounterMigration( $this->db, $this->table() ) )->run();
		if ( array() === array_filter( $moved, static fn( array $result ): bool => 'failed' === $result['status'] ) ) {
			update_option( self::VERSION_OPTION, self::VERSION, true );
		}
	}

	/**
	 * Names a scope and the events it counts. A feature does it once, when it builds its view of
	 * the counter; defining the same scope again with other events is a mistake and refused.
	 *
	 * @param string       $scope  The feature's scope: lowercase letters, digits and _.
	 * @param array<mixed> $events Its events, named the same way.
	 * @throws \InvalidArgumentException When a name is malformed or the scope has other events.
	 */
	public function define( string $scope, array $events ): void {
		if ( 1 !== preg_match( self::NAME, $scope ) ) {
			throw new \InvalidArgumentException( sprintf( 'An event scope is lowercase letters, digits and _ (at most 32); "%s" is not.', self::shown( $scope ) ) );
		}
		if ( array() === $events ) {
			throw new \InvalidArgumentException( sprintf( 'The scope %s needs at least one event.', $scope ) );
		}
		foreach ( $events as $event ) {
			if ( ! is_string( $event ) || 1 !== preg_match( self::NAME, $event ) ) {
				throw new \InvalidArgumentException( sprintf( 'An event name is lowercase letters, digits and _ (at most 32); "%s" is not.', self::shown( $event ) ) );
			}
		}
		$events = array_values( array_unique( $events ) );
		if ( isset( $this->scopes[ $scope ] ) && $this->scopes[ $scope ] !== $events ) {
			throw new \InvalidArgumentException( sprintf( 'The scope %1$s counts %2$s already, not %3$s.', $scope, implode( ', ', $this->scopes[ $scope ] ), implode( ', ', $events ) ) );
		}
		$this->scopes[ $scope ] = $events;
	}

	/**
	 * Counts one event.
	 *
	 * @param string      $scope   A defined scope.
	 * @param int|string  $subject What was counted: a positive id or a lowercase key.
	 * @param string      $event   One of the scope's events.
	 * @param int         $count   How many, 1 or more.
	 * @param string|null $day     The day (Y-m-d); today in the site's time zone by default.
	 * @throws \InvalidArgumentException When anything is not as described; nothing is counted then.
	 * @throws \RuntimeException When the database refused the write.
	 */
	public function add( string $scope, int|string $subject, string $event, int $count = 1, ?string $day = null ): void {
		$this->add_many( $scope, array( array( $subject, $event, $count ) ), $day );
	}

	/**
	 * Counts a batch of one scope and day in one statement: every entry, or, when one of them is
	 * malformed, none.
	 *
	 * @param string       $scope   A defined scope.
	 * @param array<mixed> $entries Each a list of subject, event and how many.
	 * @param string|null  $day     The day (Y-m-d); today by default.
	 * @return int How many events were counted.
	 * @throws \InvalidArgumentException When an entry, the scope or the day is malformed.
	 * @throws \RuntimeException When the database refused the write.
	 */
	public function add_many( string $scope, array $entries, ?string $day = null ): int {
		$day    = null === $day ? self::today() : self::checked_day( $day );
		$rows   = array();
		$values = array( $this->table() );
		$total  = 0;
		foreach ( $this->checked( $scope, $entries ) as list( $subject, $event, $count ) ) {
			$rows[] = '(%s, %s, %s, %s, %d)';
			array_push( $values, $scope, $subject, $event, $day, $count );
			$total += $count;
		}
		if ( array() === $rows ) {
			return 0;
		}
		$this->upsert( $scope, $rows, $values );
		return $total;
	}

	/**
	 * A batch checked as add_many() checks it, for a feature that gathers counts elsewhere first
	 * (an object cache) and must refuse what the counter would refuse later.
	 *
	 * @param string       $scope   A defined scope.
	 * @param array<mixed> $entries Each a list of subject, event and how many.
	 * @return list<array{0: string, 1: string, 2: int}> Subject as stored, event, how many.
	 * @throws \InvalidArgumentException When an entry or the scope is malformed.
	 */
	public function checked( string $scope, array $entries ): array {
		$events  = $this->events( $scope );
		$checked = array();
		foreach ( $entries as $entry ) {
			if ( ! is_array( $entry ) || 3 !== count( $entry ) ) {
				throw new \InvalidArgumentException( 'An entry is a subject, an event and a count.' );
			}
			list( $subject, $event, $count ) = array_values( $entry );
			$subject                         = $this->checked_subject( $subject );
			if ( ! is_string( $event ) || ! in_array( $event, $events, true ) ) {
				throw new \InvalidArgumentException( sprintf( 'The scope %1$s counts %2$s; "%3$s" is not one of them.', $scope, implode( ', ', $events ), self::shown( $event ) ) );
			}
			if ( ! is_int( $count ) || $count < 1 || $count > self::MAX_COUNT ) {
				throw new \InvalidArgumentException( sprintf( 'A count is a whole number from 1 to %1$d; %2$s is not.', self::MAX_COUNT, self::shown( $count ) ) );
			}
			$checked[] = array( $subject, $event, $count );
		}
		return $checked;
	}

	/**
	 * A scope's counts between two days, both included, summed per subject and event (and day,
	 * when asked), in the order of day, event and subject.
	 *
	 * @param string                $scope    A defined scope.
	 * @param string                $from     First day (Y-m-d).
	 * @param string                $to       Last day (Y-m-d).
	 * @param list<int|string>|null $subjects Only these subjects; all by default.
	 * @param bool                  $by_day   Whether to keep the days apart.
	 * @return list<array{subject: string, event: string, count: int, day?: string}>
	 * @throws \InvalidArgumentException When the scope, a day or a subject is malformed.
	 */
	public function totals( string $scope, string $from, string $to, ?array $subjects = null, bool $by_day = false ): array {
		$this->events( $scope );
		$values = array( $this->table(), $scope, self::checked_day( $from ), self::checked_day( $to ) );
		$where  = '';
		if ( null !== $subjects ) {
			$subjects = array_values( array_unique( array_map( array( $this, 'checked_subject' ), $subjects ) ) );
			if ( array() === $subjects ) {
				return array();
			}
			$where  = ' AND subject IN (' . implode( ', ', array_fill( 0, count( $subjects ), '%s' ) ) . ')';
			$values = array_merge( $values, $subjects );
		}
		$group = $by_day ? 'day, event, subject' : 'event, subject';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- Our own table; the grouping is one of two fixed strings, one %s per subject.
		$rows = $this->db->get_results(
			$this->db->prepare(
				"SELECT {$group}, SUM(count) AS total FROM %i WHERE scope = %s AND day >= %s AND day <= %s{$where} GROUP BY {$group}",
				$values
			),
			'ARRAY_A'
		);
		// phpcs:enable
		$out = array();
		foreach ( (array) $rows as $row ) {
			$line = array(
				'subject' => (string) $row['subject'],
				'event'   => (string) $row['event'],
				'count'   => (int) $row['total'],
			);
			if ( $by_day ) {
				$line['day'] = (string) $row['day'];
			}
			$out[] = $line;
		}
		// Sorted here, byte by byte, whatever the table's collation.
		usort(
			$out,
			static fn( array $a, array $b ): int => array( $a['day'] ?? '', $a['event'], $a['subject'] ) <=> array( $b['day'] ?? '', $b['event'], $b['subject'] )
		);
		return $out;
	}

	/**
	 * Deletes a scope's days before the given one.
	 *
	 * @param string $scope  A defined scope.
	 * @param string $before The oldest day kept (Y-m-d).
	 * @return int Rows deleted.
	 * @throws \InvalidArgumentException When the scope or the day is malformed.
	 */
	public function prune( string $scope, string $before ): int {
		$this->events( $scope );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Our own table; %i quotes it.
		$deleted = $this->db->query( $this->db->prepare( 'DELETE FROM %i WHERE scope = %s AND day < %s', $this->table(), $scope, self::checked_day( $before ) ) );
		return is_int( $deleted ) ? $deleted : 0;
	}

	/**
	 * Today in the site's time zone, as owners count days.
	 */
	public static function today(): string {
		return current_datetime()->format( 'Y-m-d' );
	}

	/**
	 * Writes a batch's rows in one upsert.
	 *
	 * @param string       $scope  The scope, for the error.
	 * @param string[]     $rows   One placeholder group per row.
	 * @param array<mixed> $values The table, then each row's values.
	 * @throws \RuntimeException When the database refused the write.
	 */
	private function upsert( string $scope, array $rows, array $values ): void {
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A counter must hit the database; one placeholder group per row, %i quotes our table.
		$written = $this->db->query(
			$this->db->prepare(
				'INSERT INTO %i (scope, subject, event, day, count) VALUES ' . implode( ', ', $rows ) . ' ON DUPLICATE KEY UPDATE count = count + VALUES(count)',
				$values
			)
		);
		// phpcs:enable
		if ( false === $written ) {
			throw new \RuntimeException( sprintf( 'The %1$s events could not be counted: %2$s', $scope, '' !== $this->db->last_error ? $this->db->last_error : 'the database refused the write' ) );
		}
	}

	/**
	 * Whether the table is there.
	 */
	private function exists(): bool {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Table names cannot come from a cache.
		return $this->table() === $this->db->get_var( $this->db->prepare( 'SHOW TABLES LIKE %s', $this->db->esc_like( $this->table() ) ) );
	}

	/**
	 * A defined scope's events.
	 *
	 * @param string $scope The scope.
	 * @return list<string>
	 * @throws \InvalidArgumentException When the scope was never defined.
	 */
	private function events( string $scope ): array {
		if ( ! isset( $this->scopes[ $scope ] ) ) {
			throw new \InvalidArgumentException( sprintf( 'No feature counts events in the scope "%s"; define() it first.', self::shown( $scope ) ) );
		}
		return $this->scopes[ $scope ];
	}

	/**
	 * A subject as it is stored.
	 *
	 * @param mixed $subject A positive id or a lowercase key.
	 * @throws \InvalidArgumentException When it is neither.
	 */
	private function checked_subject( mixed $subject ): string {
		if ( is_int( $subject ) ) {
			if ( $subject < 1 ) {
				throw new \InvalidArgumentException( sprintf( 'An id counted is 1 or more; %d is not.', $subject ) );
			}
			return (string) $subject;
		}
		if ( ! is_string( $subject ) || strlen( $subject ) > self::SUBJECT_LENGTH || 1 !== preg_match( self::SUBJECT, $subject ) ) {
			throw new \InvalidArgumentException( sprintf( 'A subject counted is a positive id or lowercase words joined by colons (at most %1$d characters); "%2$s" is not.', self::SUBJECT_LENGTH, self::shown( $subject ) ) );
		}
		return $subject;
	}

	/**
	 * A day as Y-m-d, checked.
	 *
	 * @param string $day The day.
	 * @throws \InvalidArgumentException When it is no such day.
	 */
	private static function checked_day( string $day ): string {
		$parsed = \DateTimeImmutable::createFromFormat( '!Y-m-d', $day, new \DateTimeZone( 'UTC' ) );
		if ( false === $parsed || $parsed->format( 'Y-m-d' ) !== $day || $day < '1000-01-01' ) {
			throw new \InvalidArgumentException( sprintf( 'A day is written YYYY-MM-DD; "%s" is no such day.', self::shown( $day ) ) );
		}
		return $day;
	}

	/**
	 * A value as an error message may quote it: printable, short.
	 *
	 * @param mixed $value The value refused.
	 */
	private static function shown( mixed $value ): string {
		$text = is_scalar( $value ) ? (string) $value : get_debug_type( $value );
		$text = (string) preg_replace( '/[^\x20-\x7e]/', '?', $text );
		return strlen( $text ) > 40 ? substr( $text, 0, 40 ) . '…' : $text;
	}
}
