<?php
/**
 * The rebuild on several PHP servers: one batch at a time, and a stalled rebuild picked up.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\IndexTables;
use Shopwright\Search\Rebuilder;

/**
 * The lock is the database server's, so a second connection stands for a second PHP server.
 */
final class RebuildLockTest extends SearchTestCase {

	/**
	 * A second database connection, as another PHP server of the site would have.
	 *
	 * @var \wpdb|null
	 */
	private ?\wpdb $other = null;

	/**
	 * Closes the second connection, freeing whatever it held.
	 */
	protected function tear_down(): void {
		if ( null !== $this->other ) {
			$this->other->close();
			$this->other = null;
		}
		parent::tear_down();
	}

	/**
	 * The index tables as another server sees them.
	 */
	private function other_server(): IndexTables {
		global $wpdb;
		$this->other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->other->set_prefix( $wpdb->prefix );
		return new IndexTables( $this->other );
	}

	/**
	 * A rebuild under way whose shadow tables are gone: the next batch marks it failed, which
	 * shows whether a batch ran without writing any index table.
	 *
	 * @param int $beat When it last saved progress.
	 */
	private function running( int $beat ): void {
		update_option(
			Rebuilder::OPTION,
			array(
				'state'   => 'running',
				'done'    => 1000,
				'total'   => 5000,
				'phase'   => 'objects',
				'last_id' => 1234,
				'beat'    => $beat,
			),
			false
		);
	}

	/**
	 * While another server holds the lock (it is writing a batch), a run here writes nothing
	 * and leaves the progress as it is; once the lock is free, the run goes on.
	 */
	public function test_a_batch_waits_for_the_server_writing_one(): void {
		$rebuilder = $this->module->rebuilder();
		$this->assertInstanceOf( Rebuilder::class, $rebuilder );
		$this->running( time() );
		$other = $this->other_server();
		$this->assertTrue( $other->lock(), 'The other server takes the lock.' );
		$this->assertTrue( ( new IndexTables( $GLOBALS['wpdb'] ) )->is_locked(), 'This server sees it held.' );

		$rebuilder->run();
		$this->assertSame( 'running', $rebuilder->progress()['state'] );
		$this->assertSame( 1234, $rebuilder->progress()['last_id'] );

		$other->unlock();
		$rebuilder->run();
		$this->assertSame( 'failed', $rebuilder->progress()['state'], 'With the lock free the batch ran (and found no shadow tables).' );
	}

	/**
	 * A rebuild whose worker died (no progress saved for a while, nobody holding the lock) is
	 * scheduled again; one that is saving progress, or whose batch another server holds, is not.
	 */
	public function test_a_stalled_rebuild_is_picked_up_again(): void {
		$rebuilder = $this->module->rebuilder();
		$this->assertInstanceOf( Rebuilder::class, $rebuilder );
		$pending = static function (): bool {
			return function_exists( 'as_has_scheduled_action' ) ? as_has_scheduled_action( Rebuilder::HOOK ) : false !== wp_next_scheduled( Rebuilder::HOOK );
		};
		if ( function_exists( 'as_unschedule_all_actions' ) ) {
			as_unschedule_all_actions( Rebuilder::HOOK );
		}
		wp_clear_scheduled_hook( Rebuilder::HOOK );

		$this->running( time() - 10 );
		$this->assertFalse( $rebuilder->resume_if_stalled(), 'Saved 10 s ago: still under way.' );
		$this->assertFalse( $pending() );

		$this->running( time() - Rebuilder::STALLED - 5 );
		$other = $this->other_server();
		$this->assertTrue( $other->lock() );
		$this->assertFalse( $rebuilder->resume_if_stalled(), 'Another server is in a long batch.' );
		$other->unlock();

		$this->assertTrue( $rebuilder->resume_if_stalled() );
		$this->assertTrue( $pending(), 'The next batch is scheduled.' );

		update_option( Rebuilder::OPTION, array( 'state' => 'done' ), false );
		$this->assertFalse( $rebuilder->resume_if_stalled(), 'A finished rebuild is left alone.' );
	}
}
