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
 * Writes every object, then every suggested term, in batches into shadow tables, puts every
 * posting row in popularity order (see Indexer::order_rows()), then swaps them in at once, so search keeps answering from the old index until the new one is complete.
 * Batches run through Action Scheduler when WooCommerce provides it, otherwise as WP-Cron single
 * events.
 */
final class Rebuilder {

	public const OPTION = 'shopwright_search_rebuild';
	public const HOOK   = 'shopwright_search_rebuild_batch';

	/**
	 * Suggested terms indexed in one batch. A batch of objects is every one of a block (see
	 * block_ids()).
	 */
	public const BATCH = 500;

	/**
	 * Posting rows put in order in one batch of the last phase.
	 */
	private const ORDER_BATCH = 2000;

	/**
	 * Seconds one background run works before it schedules the next one.
	 */
	private const TIME_BOX = 20;

	/**
	 * Seconds before a batch whose queries failed is tried again.
	 */
	private const RETRY_AFTER = 30;

	/**
	 * Seconds without a saved batch, with no server holding the lock, after which a rebuild
	 * under way counts as stalled (a batch saves within seconds).
	 */
	public const STALLED = 90;

	/**
	 * Seconds a restart waits for a batch in progress on another server.
	 */
	private const START_WAIT = 10;

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
		add_action( 'admin_init', array( $this, 'resume_if_stalled' ) );
	}

	/**
	 * Progress for the settings app: state (idle, queued, running, done or failed), done and total
	 * objects and terms, when the current or last rebuild started, when the last complete rebuild
	 * finished and how many seconds it worked (kept while another runs); and, for the runner, the
	 * seconds the current one has worked, its phase (objects, terms or order) and the last id done in it.
	 *
	 * @return array{state: string, done: int, total: int, started: int, finished: int, seconds: float, working: float, phase: string, last_id: int, beat: int}
	 */
	public function progress(): array {
		return self::stored_progress();
	}

	/**
	 * The progress as stored, readable without the module's services (the settings summary
	 * reads it whether or not the module has registered).
	 *
	 * @return array{state: string, done: int, total: int, started: int, finished: int, seconds: float, working: float, phase: string, last_id: int, beat: int}
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
			'phase'    => in_array( $stored['phase'] ?? '', array( 'terms', 'order' ), true ) ? (string) $stored['phase'] : 'objects',
			'last_id'  => (int) ( $stored['last_id'] ?? 0 ),
			'beat'     => (int) ( $stored['beat'] ?? 0 ),
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
		// A batch another server is writing finishes first, so it cannot save over the restart
		// (it waits a batch at most; without the lock the restart is saved anyway).
		$locked = $this->tables->lock( self::START_WAIT );
		$last   = $this->fresh_progress();
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
		if ( $locked ) {
			$this->tables->unlock();
		}
		$this->schedule();
	}

	/**
	 * Runs batches for a while, then schedules the next run or swaps the tables in.
	 *
	 * Any PHP server of the site may run it, and several may at once: each batch is written
	 * under the database's rebuild lock, after reading the progress afresh, so no batch is
	 * written twice at once and none is skipped. A batch whose queries failed is not counted;
	 * it is written again on the next run, over whatever part of it reached the tables. A
	 * worker that dies mid-batch leaves the progress at the last whole batch, and
	 * resume_if_stalled() starts again from there.
	 *
	 * @param int $time_box Seconds to work; 0 runs to the end (CLI and benchmark).
	 */
	public function run( int $time_box = self::TIME_BOX ): void {
		$clock   = microtime( true );
		$longest = 0.0;
		do {
			if ( ! $this->tables->lock() ) {
				// Another server is writing a batch, and schedules what follows it.
				return;
			}
			$started = microtime( true );
			try {
				$step = $this->step();
			} finally {
				$this->tables->unlock();
			}
			$longest = max( $longest, microtime( true ) - $started );
			// The next batch starts only if one as long as the longest so far ends within the box.
		} while ( 'more' === $step && ( 0 === $time_box || microtime( true ) - $clock + $longest < $time_box ) );
		if ( 'more' === $step ) {
			$this->schedule();
		} elseif ( 'retry' === $step ) {
			$this->schedule( self::RETRY_AFTER );
		}
	}

	/**
	 * One step of the rebuild, under the lock: creating the shadow tables, one batch, or the
	 * swap.
	 *
	 * @return string more, retry (the batch failed) or stop (nothing to do, done or failed).
	 */
	private function step(): string {
		$progress = $this->fresh_progress();
		if ( 'queued' === $progress['state'] ) {
			$this->tables->create_shadow();
			$progress['state'] = 'running';
			$this->save( $progress );
			return 'more';
		}
		if ( 'running' !== $progress['state'] ) {
			return 'stop';
		}
		if ( ! $this->tables->shadow_exists() ) {
			$progress['state'] = 'failed';
			$this->save( $progress );
			return 'stop';
		}
		$clock  = microtime( true );
		$errors = self::database_errors();
		if ( 'order' === $progress['phase'] ) {
			return $this->order_step( $progress, $clock, $errors );
		}
		$terms = 'terms' === $progress['phase'];
		$ids   = $terms ? $this->terms->next_ids( $progress['last_id'], self::BATCH ) : $this->block_ids( $progress['last_id'] );
		if ( array() === $ids && ! $terms ) {
			$progress['phase']   = 'terms';
			$progress['last_id'] = 0;
			$this->save( $progress );
			return 'more';
		}
		if ( array() === $ids ) {
			$progress['phase']   = 'order';
			$progress['last_id'] = 0;
			$this->save( $progress );
			return 'more';
		}
		if ( $terms ) {
			$this->terms->index( $ids, '_new' );
		} else {
			$this->indexer->index_ids( $ids, '_new', true );
			// What WordPress cached in memory of the batch's posts is not needed again: a run's
			// memory stays that of one batch however many it writes (a shared object cache keeps
			// its own copy).
			if ( wp_cache_supports( 'flush_runtime' ) ) {
				wp_cache_flush_runtime();
			}
		}
		if ( self::database_errors() > $errors ) {
			// Part of the batch may be missing: it is written again, whole, on the next run.
			return 'retry';
		}
		$progress['last_id'] = (int) end( $ids );
		$progress['done']    = min( $progress['total'], $progress['done'] + count( $ids ) );
		$progress['working'] = round( $progress['working'] + microtime( true ) - $clock, 2 );
		$this->save( $progress );
		return 'more';
	}

	/**
	 * The next objects to index: those after the last one done, to the end of the block the
	 * first of them is in. The batch then writes each posting row of that block once, whole and
	 * in order, where batches of a fixed size would append to the same rows again and again
	 * (rewriting them each time) and leave them to be put in order at the end.
	 *
	 * @param int $after The last object id done.
	 * @return list<int>
	 */
	private function block_ids( int $after ): array {
		$ids   = $this->indexer->catalogue()->next_ids( $after, 1 << Postings::BLOCK_BITS );
		$block = Postings::block( $ids[0] ?? 0 );
		return array_values( array_filter( $ids, static fn( int $id ): bool => Postings::block( $id ) === $block ) );
	}

	/**
	 * One batch of the last phase: posting rows left out of popularity order put back in it (see
	 * Indexer::order_rows()), then, once none is left, the swap.
	 *
	 * @param array{state: string, done: int, total: int, started: int, finished: int, seconds: float, working: float, phase: string, last_id: int, beat: int} $progress The progress.
	 * @param float                                                                                                                                            $clock    When the step started.
	 * @param int                                                                                                                                              $errors   Database errors before it.
	 * @return string more, retry or stop, as step().
	 */
	private function order_step( array $progress, float $clock, int $errors ): string {
		$ordered = $this->indexer->order_rows( '_new', self::ORDER_BATCH );
		if ( self::database_errors() > $errors ) {
			return 'retry';
		}
		if ( $ordered > 0 ) {
			$progress['working'] = round( $progress['working'] + microtime( true ) - $clock, 2 );
			$this->save( $progress );
			return 'more';
		}
		$this->tables->compact_shadow();
		$this->tables->swap();
		$progress['state']    = 'done';
		$progress['done']     = $progress['total'];
		$progress['finished'] = time();
		$progress['working']  = round( $progress['working'] + microtime( true ) - $clock, 2 );
		$progress['seconds']  = $progress['working'];
		$this->save( $progress );
		return 'stop';
	}

	/**
	 * Schedules the next run when a rebuild is under way but nothing drives it: its worker died
	 * or its database restarted mid-batch, and no server holds the lock or has saved progress
	 * for STALLED seconds. Cheap enough for every admin page and progress poll.
	 *
	 * @return bool Whether a run was scheduled.
	 */
	public function resume_if_stalled(): bool {
		$progress = $this->progress();
		if ( ! in_array( $progress['state'], array( 'queued', 'running' ), true ) || time() - $progress['beat'] < self::STALLED || $this->tables->is_locked() ) {
			return false;
		}
		$this->schedule();
		return true;
	}

	/**
	 * The progress as the database holds it now, not as this request first read it: another
	 * server may have written a batch since.
	 *
	 * @return array{state: string, done: int, total: int, started: int, finished: int, seconds: float, working: float, phase: string, last_id: int, beat: int}
	 */
	private function fresh_progress(): array {
		if ( ! wp_using_ext_object_cache() ) {
			wp_cache_delete( self::OPTION, 'options' );
		}
		return $this->progress();
	}

	/**
	 * How many database errors this request has met so far.
	 */
	private static function database_errors(): int {
		global $EZSQL_ERROR;
		return is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0;
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
	 *
	 * @param int $delay Seconds from now.
	 */
	private function schedule( int $delay = 0 ): void {
		if ( function_exists( 'as_enqueue_async_action' ) && function_exists( 'as_schedule_single_action' ) ) {
			if ( $delay > 0 ) {
				as_schedule_single_action( time() + $delay, self::HOOK, array(), 'shopwright' );
			} else {
				as_enqueue_async_action( self::HOOK, array(), 'shopwright' );
			}
			return;
		}
		wp_schedule_single_event( time() + $delay, self::HOOK );
	}

	/**
	 * Stores progress (not autoloaded: only the settings app and the runner read it).
	 *
	 * @param array<string, mixed> $progress Progress.
	 */
	private function save( array $progress ): void {
		$progress['beat'] = time();
		update_option( self::OPTION, $progress, false );
	}
}
