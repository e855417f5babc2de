<?php
/**
 * The search index tables: names, creation, shadow copies and the swap.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Owns the DDL of the index. Only this class creates, renames or drops tables.
 *
 * Tables (all InnoDB, in the site's character set; words are compared as bytes because they are folded first):
 * - search_index: one row per indexed product, variation, post or page, with what a suggestion
 *   shows (addresses relative to home; prices equal to the lowest price left NULL; descriptions
 *   are read from the posts table when shown);
 * - search_postings: one row per word per block of 4096 object ids, keyed by the word, packing
 *   each object's field bits and popularity (see Postings), so ranking reads a few blobs; beside
 *   the blob, the field bits and highest popularity of its products and of its posts, so a
 *   search skips the blocks that cannot reach its best results, and the highest popularity of
 *   those holding the word in their title (their defaults, every bit and the highest code,
 *   promise nothing: rows written before the columns existed are read); the entries are kept
 *   best seller first, `sorted` saying how many lead in that order (0 by default: the row is
 *   walked whole), and `combos` lists each set of field bits its entries have with the highest
 *   popularity among them (empty when unknown: the summary columns are used alone), and `bitmap`
 *   which objects of the block hold the word, a bitmap for each kind of entry, for rows of 128
 *   entries or more, and a copy of the entries for smaller rows (empty until the rebuild's
 *   ordering phase for large rows edits appended to);
 * - search_terms: the words a misspelling can find (five letters or more, no digits), with the
 *   ids the misspelling table points to;
 * - search_typos: the forms of those words with one letter left out, as hashed keys packed into
 *   buckets;
 * - search_taxonomy: the product categories, tags and brands that have visible products, one row
 *   per word their folded name can be matched from ("wooden chairs" and "chairs"), with what a
 *   suggestion shows, because the fast endpoint cannot call get_term_link();
 * - search_rate: request counts per client for the rate limit.
 *
 * The index should stay under twice the size of the text it indexes (the benchmark prints both).
 */
final class IndexTables {

	public const VERSION        = '13';
	public const VERSION_OPTION = 'shopwright_search_db_version';

	/**
	 * Layouts the current one only adds columns to, or reads safely. Their rows get the new
	 * columns' defaults, which promise nothing (see the postings' summary columns), until the
	 * rebuild that follows; layout 10 kept one bitmap per row, which is not taken for bitmaps by
	 * kind of entry unless the row has one kind (then they are the same); layout 11 had no
	 * letters' rows, so a letter is expanded to the words it starts until then (see
	 * Postings::LETTER); layout 12 had no heads, so large rows are read whole until then (see
	 * Postings::head()).
	 */
	private const UPGRADABLE = array( '6', '7', '8', '9', '10', '11', '12' );

	/**
	 * The tables rebuilt as a set (the rate table is not part of the index).
	 */
	public const INDEX_TABLES = array( 'index', 'terms', 'postings', 'typos', 'taxonomy' );

	/**
	 * The rebuild lock's name as SQL, from the table prefix: one per site, since lock names are
	 * shared by every database of the server (and 64 characters at most).
	 */
	private const LOCK_NAME = "CONCAT('shopwright_rebuild_', LEFT(SHA1(CONCAT(DATABASE(), '|', %s)), 32))";

	/**
	 * Keeps the database connection.
	 *
	 * @param \wpdb $db WordPress's database object.
	 */
	public function __construct( private \wpdb $db ) {}

	/**
	 * Full name of one of the tables.
	 *
	 * @param string $name   One of index, terms, postings, typos, taxonomy, rate.
	 * @param string $suffix '' for the live table, '_new' for the shadow one.
	 */
	public function name( string $name, string $suffix = '' ): string {
		return $this->db->prefix . 'shopwright_search_' . $name . $suffix;
	}

	/**
	 * Creates or upgrades the tables when the stored schema version differs. One option read
	 * (autoloaded) when nothing changed.
	 *
	 * @return bool Whether the tables were (re)created, so the index needs a rebuild.
	 */
	public function maybe_install(): bool {
		$stored = get_option( self::VERSION_OPTION );
		if ( self::VERSION === $stored ) {
			return false;
		}
		if ( false !== $stored && ! in_array( $stored, self::UPGRADABLE, true ) ) {
			// The layout of the index changed: dbDelta cannot change primary keys, and the rows
			// must be rebuilt anyway.
			$this->drop_live();
		}
		// From a layout that only lacks columns, dbDelta adds them and shoppers keep searching
		// the live index until the rebuild swaps the new one in.
		$this->install();
		return true;
	}

	/**
	 * Drops the live index tables (not the rate-limit table).
	 */
	private function drop_live(): void {
		foreach ( self::INDEX_TABLES as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Our own tables.
			$this->db->query( $this->db->prepare( 'DROP TABLE IF EXISTS %i', $this->name( $table ) ) );
		}
	}

	/**
	 * Creates or upgrades every table with dbDelta and records the version.
	 */
	public function install(): void {
		if ( ! function_exists( 'dbDelta' ) ) {
			require_once ABSPATH . 'wp-admin/includes/upgrade.php'; // @phpstan-ignore requireOnce.fileNotFound (ABSPATH is only known at run time.)
		}
		dbDelta( $this->ddl( '' ) );
		// An empty index holds every letter's rows it needs (see Postings::LETTER).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- %i quotes our table.
		if ( null === $this->db->get_var( $this->db->prepare( 'SELECT 1 FROM %i LIMIT 1', $this->name( 'postings' ) ) ) ) {
			$this->mark_letters( '' );
		}
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Marks an index as holding letters' rows in every block (see Postings::LETTER).
	 *
	 * @param string $suffix '' for the live tables, '_new' for the shadow ones.
	 */
	private function mark_letters( string $suffix ): void {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- %i quotes our table.
		$this->db->query( $this->db->prepare( "INSERT IGNORE INTO %i (token, block, entries, sorted, combos, bitmap, data) VALUES (%s, 0, 0, 0, '', '', '')", $this->name( 'postings', $suffix ), Postings::LETTER ) );
	}

	/**
	 * CREATE TABLE statements in dbDelta's format.
	 *
	 * @param string $suffix Table suffix.
	 * @return list<string>
	 */
	public function ddl( string $suffix ): array {
		$charset = $this->db->get_charset_collate();
		// Compressed pages of 4 KB: short, repetitive text and small integers, and postings whose
		// offsets rise by small steps (a third the size of uncompressed pages, a quarter smaller
		// than 8 KB ones). Not for the misspelling buckets, whose hashes do not compress.
		$format = 'ROW_FORMAT=COMPRESSED KEY_BLOCK_SIZE=4';
		$bin    = 'CHARACTER SET utf8mb4 COLLATE utf8mb4_bin';
		$index  = $this->name( 'index', $suffix );
		$terms  = $this->name( 'terms', $suffix );
		$posts  = $this->name( 'postings', $suffix );
		$typos  = $this->name( 'typos', $suffix );
		$taxa   = $this->name( 'taxonomy', $suffix );
		$rate   = $this->name( 'rate' );
		$tables = array(
			"CREATE TABLE {$index} (
  object_id bigint(20) unsigned NOT NULL,
  type varchar(20) NOT NULL,
  parent_id bigint(20) unsigned NOT NULL DEFAULT 0,
  title text NOT NULL,
  sku varchar(100) {$bin} NOT NULL DEFAULT '',
  sku_display varchar(100) NOT NULL DEFAULT '',
  url varchar(500) NOT NULL DEFAULT '',
  image varchar(500) NOT NULL DEFAULT '',
  price_min decimal(19,4) NULL,
  price_max decimal(19,4) NULL,
  regular_price decimal(19,4) NULL,
  breadcrumbs varchar(300) NOT NULL DEFAULT '',
  popularity int(10) unsigned NOT NULL DEFAULT 0,
  in_stock tinyint(1) NOT NULL DEFAULT 1,
  PRIMARY KEY  (object_id),
  KEY sku (sku),
  KEY parent_id (parent_id)
) ENGINE=InnoDB {$format} {$charset};",
			"CREATE TABLE {$terms} (
  token_id int(10) unsigned NOT NULL AUTO_INCREMENT,
  token varchar(40) {$bin} NOT NULL,
  PRIMARY KEY  (token_id),
  UNIQUE KEY token (token)
) ENGINE=InnoDB {$format} {$charset};",
			"CREATE TABLE {$posts} (
  token varchar(40) {$bin} NOT NULL,
  block smallint(5) unsigned NOT NULL,
  entries smallint(5) unsigned NOT NULL DEFAULT 0,
  product_fields smallint(5) unsigned NOT NULL DEFAULT 2047,
  product_top smallint(5) unsigned NOT NULL DEFAULT 511,
  post_fields smallint(5) unsigned NOT NULL DEFAULT 2047,
  post_top smallint(5) unsigned NOT NULL DEFAULT 511,
  product_title_top smallint(5) unsigned NOT NULL DEFAULT 511,
  post_title_top smallint(5) unsigned NOT NULL DEFAULT 511,
  sorted smallint(5) unsigned NOT NULL DEFAULT 0,
  combos blob NOT NULL,
  bitmap blob NOT NULL,
  data blob NOT NULL,
  PRIMARY KEY  (token,block),
  KEY block (block)
) ENGINE=InnoDB {$format} {$charset};",
			"CREATE TABLE {$typos} (
  bucket smallint(5) unsigned NOT NULL,
  data mediumblob NOT NULL,
  PRIMARY KEY  (bucket)
) ENGINE=InnoDB {$charset};",
			"CREATE TABLE {$taxa} (
  suffix varchar(191) {$bin} NOT NULL,
  term_id bigint(20) unsigned NOT NULL,
  taxonomy varchar(32) NOT NULL,
  name varchar(200) NOT NULL,
  url varchar(500) NOT NULL DEFAULT '',
  breadcrumbs varchar(500) NOT NULL DEFAULT '',
  count int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (suffix,term_id),
  KEY term_id (term_id)
) ENGINE=InnoDB {$format} {$charset};",
		);
		if ( '' === $suffix ) {
			$tables[] = "CREATE TABLE {$rate} (
  client binary(16) NOT NULL,
  win int(10) unsigned NOT NULL DEFAULT 0,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  prev_hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (client)
) ENGINE=InnoDB {$charset};";
		}
		return $tables;
	}

	/**
	 * Takes the rebuild's lock: a named lock of the database server, so one PHP server at a time
	 * writes a batch whichever server runs it, and a worker that dies (or a database that
	 * restarts) frees it with its connection.
	 *
	 * @param int $wait Seconds to wait for it.
	 * @return bool Whether it is ours.
	 */
	public function lock( int $wait = 0 ): bool {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A lock, not data.
		return '1' === (string) $this->db->get_var( $this->db->prepare( 'SELECT GET_LOCK(' . self::LOCK_NAME . ', %d)', $this->db->prefix, max( 0, $wait ) ) );
	}

	/**
	 * Gives the rebuild's lock back.
	 */
	public function unlock(): void {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A lock, not data.
		$this->db->query( $this->db->prepare( 'SELECT RELEASE_LOCK(' . self::LOCK_NAME . ')', $this->db->prefix ) );
	}

	/**
	 * Whether some connection, on any server, holds the rebuild's lock now.
	 */
	public function is_locked(): bool {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A lock, not data.
		return '0' === (string) $this->db->get_var( $this->db->prepare( 'SELECT IS_FREE_LOCK(' . self::LOCK_NAME . ')', $this->db->prefix ) );
	}

	/**
	 * Whether the live index tables exist.
	 */
	public function exists(): bool {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Schema check.
		return null !== $this->db->get_var( $this->db->prepare( 'SHOW TABLES LIKE %s', $this->db->esc_like( $this->name( 'postings' ) ) ) );
	}

	/**
	 * Empty shadow tables for a rebuild, replacing any left over from an interrupted one.
	 */
	public function create_shadow(): void {
		$this->drop_shadow();
		foreach ( self::INDEX_TABLES as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Our own shadow tables; %i quotes identifiers (WordPress 6.2+).
			$this->db->query( $this->db->prepare( 'CREATE TABLE %i LIKE %i', $this->name( $table, '_new' ), $this->name( $table ) ) );
		}
		$this->mark_letters( '_new' );
	}

	/**
	 * Whether shadow tables exist (a rebuild is writing into them).
	 */
	public function shadow_exists(): bool {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Schema check.
		return null !== $this->db->get_var( $this->db->prepare( 'SHOW TABLES LIKE %s', $this->db->esc_like( $this->name( 'postings', '_new' ) ) ) );
	}

	/**
	 * Drops the shadow tables.
	 */
	public function drop_shadow(): void {
		foreach ( array_merge( self::INDEX_TABLES ) as $table ) {
			foreach ( array( '_new', '_old' ) as $suffix ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Our own tables.
				$this->db->query( $this->db->prepare( 'DROP TABLE IF EXISTS %i', $this->name( $table, $suffix ) ) );
			}
		}
	}

	/**
	 * Rewrites the shadow tables compactly: a rebuild appends to packed rows, which leaves their
	 * pages part empty.
	 */
	public function compact_shadow(): void {
		foreach ( self::INDEX_TABLES as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Our own shadow tables.
			$this->db->query( $this->db->prepare( 'ALTER TABLE %i FORCE', $this->name( $table, '_new' ) ) );
		}
	}

	/**
	 * Puts the shadow tables live in one atomic RENAME, so searches never see a half index.
	 */
	public function swap(): void {
		$pairs = array();
		$args  = array();
		foreach ( self::INDEX_TABLES as $table ) {
			$pairs[] = '%i TO %i, %i TO %i';
			array_push( $args, $this->name( $table ), $this->name( $table, '_old' ), $this->name( $table, '_new' ), $this->name( $table ) );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQL.NotPrepared -- Placeholders only, built above; %i quotes identifiers.
		$this->db->query( $this->db->prepare( 'RENAME TABLE ' . implode( ', ', $pairs ), ...$args ) );
		foreach ( self::INDEX_TABLES as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Our own tables.
			$this->db->query( $this->db->prepare( 'DROP TABLE IF EXISTS %i', $this->name( $table, '_old' ) ) );
			// Fresh statistics for the optimiser, and for the sizes the settings app shows.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Our own tables.
			$this->db->query( $this->db->prepare( 'ANALYZE TABLE %i', $this->name( $table ) ) );
		}
	}

	/**
	 * Bytes used by the live index tables (data and indexes), for the benchmark and the settings app.
	 */
	public function size(): int {
		$names = array_map( fn( string $t ): string => $this->name( $t ), self::INDEX_TABLES );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- Placeholders built from a fixed count.
		return (int) $this->db->get_var( $this->db->prepare( 'SELECT SUM(data_length + index_length) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name IN (' . implode( ',', array_fill( 0, count( $names ), '%s' ) ) . ')', ...$names ) );
	}
}
