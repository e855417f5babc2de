<?php
/**
 * Removes Shopwright's data on uninstall, only when the owner asked for it.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Deletes the popups, options, transients and tables of the current site, if its owner ticked
 * "Delete all data on uninstall".
 */
function shopwright_uninstall_site(): void {
	global $wpdb;

	$settings = get_option( 'shopwright_settings' );
	if ( ! is_array( $settings ) || true !== ( $settings['general']['delete_data_on_uninstall'] ?? false ) ) {
		return;
	}

	// Popups are Shopwright's own content type: without the plugin nobody can edit or show them.
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Uninstall reads every popup once.
	$popups = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", 'shopwright_popup' ) );
	foreach ( $popups as $popup_id ) {
		wp_delete_post( (int) $popup_id, true );
	}

	$like = $wpdb->esc_like( 'shopwright_' ) . '%';
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Uninstall sweeps every prefixed option at once.
	$options = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) );
	foreach ( $options as $option ) {
		delete_option( $option );
	}
	foreach ( array( '_transient_', '_transient_timeout_', '_site_transient_', '_site_transient_timeout_' ) as $transient_prefix ) {
		$transient_like = $wpdb->esc_like( $transient_prefix . 'shopwright_' ) . '%';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- As above, for transients stored as options.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $transient_like ) );
	}

	// The copies of post content and excerpts without their locked blocks, kept for WordPress's
	// search. Orders' meta (attribution, payments) and the locks' passwords are the shop's records
	// and stay.
	delete_post_meta_by_key( '_shopwright_search_content' );
	delete_post_meta_by_key( '_shopwright_search_excerpt' );

	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Table names cannot come from a cache.
	$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'shopwright_' ) . '%' ) );
	foreach ( $tables as $table ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- Dropping our own tables is the point; %i (WordPress 6.2+) quotes the identifier, and WPCS 2.3 predates it.
		$wpdb->query( $wpdb->prepare( 'DROP TABLE IF EXISTS %i', $table ) );
	}

	// The media embeds' local copies of provider thumbnails.
	$uploads = wp_upload_dir( null, false );
	$copies  = trailingslashit( (string) $uploads['basedir'] ) . 'shopwright-media';
	if ( empty( $uploads['error'] ) && is_dir( $copies ) ) {
		foreach ( (array) glob( $copies . '/*' ) as $file ) {
			if ( is_string( $file ) && is_file( $file ) ) {
				wp_delete_file( $file );
			}
		}
		rmdir( $copies ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_rmdir -- Our own, now empty, folder.
	}
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $shopwright_site_id ) {
		switch_to_blog( (int) $shopwright_site_id );
		shopwright_uninstall_site();
		restore_current_blog();
	}
} else {
	shopwright_uninstall_site();
}
