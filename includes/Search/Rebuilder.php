<?php
/**
 * Rebuilds the whole index in the background.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Writes every object, then every suggested term, in batches into shadow tables, then swaps them
 * in at once, so search keeps answering from the old index until the new one is complete.
 * Batches run through Action Scheduler when WooCommerce provides it, otherwise as WP-Cron single
 * events.
 */
final class Rebuilder {

	public const OPTION = 'shopwright_search_rebuild';
	public const HOOK   = 'shopwright_search_rebuild_batch';
	public const BATCH  = 500;

	/**
	 * Seconds one background run works before it schedules the next one.
	 */
	private const TIME_BOX = 20;

	/**
	 * Keeps the tables and the indexers.
	 *
	 * @param IndexTables $tables  Tables.
	 * @param Indexer     $indexer Indexer of products, posts and pages.
	 * @param TermIndexer $terms   Indexer of the suggested terms.
	 */
	public function __construct( private IndexTables $tables, private Indexer $indexer, private TermIndexer $terms ) {}

	/**
	 * Hooks the batch runner.
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
	}

	/**
	 * Progress for the settings app: state (idle, queued, running, done or failed), done and total
	 * objects and terms, when the current or last rebuild started, when the last complete rebuild
	 * finished and how many seconds it worked (kept while another runs); and, for the runner, the
	 * seconds the current one has worked, its phase (objects or terms) and the last id done in it.
	 *
	 * @return array{state: string, done: int, total: int, started: int, finished: int, seconds: float, working: float, phase: string, last_id: int}
	 */
	public function progress(): array {
		return self::stored_progress();
	}

	/**
	 * The progress as stored, readable without the module's services (the settings summary
	 * reads it whether or not the module has registered).
	 *
	 * @return array{state: string, done: int, total: int, started: int, finished: int, seconds: float, working: float, phase: string, last_id: int}
	 */
	public static function stored_progress(): array {
		$stored = get_option( self::OPTION );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'state'    => in_array( $stored['state'] ?? '', array( 'queued', 'running', 'done', 'failed' ), true ) ? (string) $stored['state'] : 'idle',
			'done'     => (int) ( $stored['done'] ?? 0 ),
			'total'    => (int) ( $stored['total'] ?? 0 ),
			'started'  => (int) ( $stored['started'] ?? 0 ),
			'finished' => (int) ( $stored['finished'] ?? 0 ),
			'seconds'  => (float) ( $stored['seconds'] ?? 0 ),
			'working'  => (float) ( $stored['working'] ?? 0 ),
			'phase'    => 'terms' === ( $stored['phase'] ?? '' ) ? 'terms' : 'objects',
			'last_id'  => (int) ( $stored['last_id'] ?? 0 ),
		);
	}

	/**
	 * Whether a rebuild is writing into shadow tables.
	 */
	public function is_running(): bool {
		return 'running' === $this->progress()['state'];
	}

	/**
	 * Asks for a rebuild: the first background run creates the shadow tables. No DDL here,
	 * because this runs inside requests (a settings save) whose transaction DDL would commit.
	 */
	public function start(): void {
		$last = $this->progress();
		$this->save(
			array(
				'state'    => 'queued',
				'done'     => 0,
				'total'    => $this->indexer->catalogue()->count_candidates() + $this->terms->count(),
				'started'  => time(),
				'finished' => $last['finished'],
				'seconds'  => $last['seconds'],
				'working'  => 0.0,
				'phase'    => 'objects',
				'last_id'  => 0,
			)
		);
		$this->schedule();
	}

	/**
	 * Runs batches for a while, then schedules the next run or swaps the tables in.
	 *
	 * @param int $time_box Seconds to work; 0 runs to the end (CLI and benchmark).
	 */
	public function run( int $time_box = self::TIME_BOX ): void {
		$progress = $this->progress();
		if ( 'queued' === $progress['state'] ) {
			$this->tables->create_shadow();
			$progress['state'] = 'running';
			$this->save( $progress );
		}
		if ( 'running' !== $progress['state'] ) {
			return;
		}
		if ( ! $this->tables->shadow_exists() ) {
			$progress['state'] = 'failed';
			$this->save( $progress );
			return;
		}
		$clock = microtime( true );
		do {
			$terms = 'terms' === $progress['phase'];
			$ids   = $terms ? $this->terms->next_ids( $progress['last_id'], self::BATCH ) : $this->indexer->catalogue()->next_ids( $progress['last_id'], self::BATCH );
			if ( array() === $ids && ! $terms ) {
				$progress['phase']   = 'terms';
				$progress['last_id'] = 0;
				continue;
			}
			if ( array() === $ids ) {
				$this->tables->compact_shadow();
				$this->tables->swap();
				$progress['state']    = 'done';
				$progress['done']     = $progress['total'];
				$progress['finished'] = time();
				$progress['working']  = round( $progress['working'] + microtime( true ) - $clock, 2 );
				$progress['seconds']  = $progress['working'];
				$this->save( $progress );
				return;
			}
			if ( $terms ) {
				$this->terms->index( $ids, '_new' );
			} else {
				$this->indexer->index_ids( $ids, '_new', true );
			}
			$progress['last_id'] = (int) end( $ids );
			$progress['done']    = min( $progress['total'], $progress['done'] + count( $ids ) );
		} while ( 0 === $time_box || microtime( true ) - $clock < $time_box );
		$progress['working'] = round( $progress['working'] + microtime( true ) - $clock, 2 );
		$this->save( $progress );
		$this->schedule();
	}

	/**
	 * Rebuilds from start to end in this request (for WP-CLI, the benchmark and tests).
	 */
	public function rebuild_now(): void {
		$this->start();
		$this->run( 0 );
	}

	/**
	 * Schedules the next batch run.
	 */
	private function schedule(): void {
		if ( function_exists( 'as_enqueue_async_action' ) ) {
			as_enqueue_async_action( self::HOOK, array(), 'shopwright' );
			return;
		}
		wp_schedule_single_event( time(), self::HOOK );
	}

	/**
	 * Stores progress (not autoloaded: only the settings app and the runner read it).
	 *
	 * @param array<string, mixed> $progress Progress.
	 */
	private function save( array $progress ): void {
		update_option( self::OPTION, $progress, false );
	}
}
