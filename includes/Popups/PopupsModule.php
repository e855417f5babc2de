<?php
/**
 * The popups module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

use Shopwright\Modules\Context;
use Shopwright\Modules\Module;
use Shopwright\Platform\EventCounter;

defined( 'ABSPATH' ) || exit;

/**
 * Popups designed in the block editor, shown by display conditions and triggers.
 *
 * The server owns the popup post type, its meta and where each popup is printed
 * (PopupPostType, PopupSchema, LocationRules, PopupRenderer), the list of popups with its
 * switch (PopupListScreen, PopupSummary, PopupSwitchController) and the statistics of each
 * popup (PopupStats, PopupStatsController); the editor panels live in
 * src/editor/popup-settings and the runtime that shows popups in src/frontend/popups.
 */
final class PopupsModule extends Module {

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'popups';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Popups', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'Popups designed in the block editor, shown by display conditions and triggers.', 'shopwright' );
	}

	/**
	 * Registers the post type and its meta, and hooks the footer, the editor, the list, the
	 * routes and the statistics job.
	 *
	 * @param Context $context The plugin's shared services.
	 */
	public function register( Context $context ): void {
		global $wpdb;
		$settings = $context->settings;
		$schema   = new PopupSchema();
		$stats    = new PopupStats( $wpdb, $context->event_counter );
		// Runs on init: the site may have been restored or migrated without an activation.
		$stats->maybe_install();
		( new PopupPostType( $schema ) )->register();
		( new PopupRenderer( SHOPWRIGHT_FILE, $schema, new LocationRules() ) )->register();
		( new PopupEditorAssets( SHOPWRIGHT_FILE ) )->register();
		( new PopupListScreen( SHOPWRIGHT_FILE, $schema, new PopupSummary(), $stats ) )->register();
		( new PopupSwitchController() )->register();
		( new PopupStatsController( $stats, $settings ) )->register();
		add_action( PopupStats::JOB_HOOK, array( $stats, 'run_job' ) );
		if ( ! wp_next_scheduled( PopupStats::JOB_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', PopupStats::JOB_HOOK );
		}
	}

	/**
	 * On activation: the events route's rate table, at once (the plugin creates the counts').
	 */
	public static function activate(): void {
		global $wpdb;
		( new PopupStats( $wpdb, new EventCounter( $wpdb ) ) )->install();
	}

	/**
	 * On deactivation: no hourly job while the plugin cannot run it.
	 */
	public static function deactivate(): void {
		wp_clear_scheduled_hook( PopupStats::JOB_HOOK );
	}

}
