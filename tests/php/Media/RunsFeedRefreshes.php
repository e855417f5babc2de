<?php
/**
 * The feeds' background refreshes, run the way the site's runner would.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\Feeds\FeedStore;

/**
 * Finds the refreshes page views queued (in Action Scheduler when WooCommerce is active, in
 * WP-Cron otherwise), takes them off the queue and runs them, as the runner would after the
 * page was served.
 */
trait RunsFeedRefreshes {

	/**
	 * The arguments of each refresh waiting under a hook.
	 *
	 * @param string $hook The refresh's action.
	 * @return list<array<int, mixed>>
	 */
	private function queued_refreshes( string $hook ): array {
		$jobs = array();
		if ( function_exists( 'as_get_scheduled_actions' ) ) {
			$actions = as_get_scheduled_actions(
				array(
					'hook'     => $hook,
					'group'    => 'shopwright',
					'status'   => \ActionScheduler_Store::STATUS_PENDING,
					'per_page' => 100,
				)
			);
			foreach ( $actions as $action ) {
				$jobs[] = array_values( $action->get_args() );
			}
		}
		foreach ( (array) _get_cron_array() as $hooks ) {
			foreach ( (array) ( $hooks[ $hook ] ?? array() ) as $event ) {
				$jobs[] = array_values( (array) $event['args'] );
			}
		}
		return $jobs;
	}

	/**
	 * Empties the queue of a hook (a test starts from none: the test site's own set-up may have
	 * left some, and the transaction brings them back).
	 *
	 * @param string $hook The refresh's action.
	 * @return list<array<int, mixed>> The arguments of the refreshes that were waiting.
	 */
	private function drop_queued_refreshes( string $hook ): array {
		$jobs = $this->queued_refreshes( $hook );
		foreach ( $jobs as $args ) {
			if ( function_exists( 'as_unschedule_action' ) ) {
				as_unschedule_action( $hook, $args, 'shopwright' );
			}
			wp_clear_scheduled_hook( $hook, $args );
		}
		return $jobs;
	}

	/**
	 * Runs the refreshes waiting under a hook, once each, and empties the queue.
	 *
	 * @param string $hook The refresh's action.
	 * @return int How many ran.
	 */
	private function run_queued_refreshes( string $hook ): int {
		$jobs = $this->drop_queued_refreshes( $hook );
		foreach ( $jobs as $args ) {
			do_action_ref_array( $hook, $args ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- The plugin's own refresh hooks, run as the runner would.
		}
		return count( $jobs );
	}

	/**
	 * Makes the feed's last failure as old as the back-off, as if that time had passed.
	 *
	 * @param string $key Feed key.
	 */
	private function let_back_off_pass( string $key ): void {
		$index = get_option( FeedStore::INDEX_OPTION );
		$this->assertIsArray( $index );
		$this->assertGreaterThan( 0, $index[ $key ]['at'] ?? 0, 'The feed has a failure to wait after.' );
		$index[ $key ]['at'] = time() - HOUR_IN_SECONDS;
		update_option( FeedStore::INDEX_OPTION, $index, false );
	}

	/**
	 * Makes every held page of the feed older than any refresh interval, as if time had passed.
	 *
	 * @param string $key Feed key.
	 */
	private function make_stale( string $key ): void {
		$option = FeedStore::FEED_OPTION . $key;
		$feed   = get_option( $option );
		$this->assertIsArray( $feed );
		foreach ( array_keys( $feed['pages'] ) as $cursor ) {
			$feed['pages'][ $cursor ]['fetched'] = time() - 2 * DAY_IN_SECONDS;
		}
		update_option( $option, $feed, false );
	}

	/**
	 * The keys of the feeds the store holds.
	 *
	 * @return list<string>
	 */
	private function held_feeds(): array {
		$index = get_option( FeedStore::INDEX_OPTION, array() );
		return array_map( 'strval', array_keys( is_array( $index ) ? $index : array() ) );
	}
}
