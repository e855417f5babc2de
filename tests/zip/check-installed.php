<?php
/**
 * Activates the unzipped plugin in a clean site and checks what an owner would see; then checks
 * that uninstalling keeps or deletes the data as the owner chose. Prints PASS/FAIL lines.
 * Usage: php check-installed.php WORDPRESS_DIR URL activate|uninstall-keeps|uninstall-deletes
 * (uninstalling twice in one process would include uninstall.php twice, so each step is a process).
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

require dirname( __DIR__ ) . '/env/bootstrap-cli.php';

shopwright_cli_request( $argv[2] );
require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

/**
 * Prints one result line.
 *
 * @param bool   $ok   Whether the check passed.
 * @param string $what What was checked.
 */
function shopwright_check( bool $ok, string $what ): void {
	echo ( $ok ? 'PASS ' : 'FAIL ' ) . $what . "\n";
}

$shopwright_plugin = 'shopwright/plugin.php';
$shopwright_step   = $argv[3] ?? 'activate';

if ( 'uninstall-keeps' === $shopwright_step ) {
	update_option( 'shopwright_settings', array( 'general' => array( 'delete_data_on_uninstall' => false ) ) );
	set_transient( 'shopwright_probe', 'kept', 600 );
	$shopwright_popup = wp_insert_post(
		array(
			'post_type'   => 'shopwright_popup',
			'post_status' => 'publish',
			'post_title'  => 'Kept popup',
		)
	);
	uninstall_plugin( $shopwright_plugin );
	wp_cache_flush();
	shopwright_check(
		false !== get_option( 'shopwright_settings' ) && 'kept' === get_transient( 'shopwright_probe' ) && null !== get_post( $shopwright_popup ),
		'uninstalling keeps the data unless the owner ticked "delete data on uninstall"'
	);
	exit( 0 );
}

if ( 'uninstall-deletes' === $shopwright_step ) {
	global $wpdb;
	update_option( 'shopwright_settings', array( 'general' => array( 'delete_data_on_uninstall' => true ) ) );
	$shopwright_popup = wp_insert_post(
		array(
			'post_type'   => 'shopwright_popup',
			'post_status' => 'publish',
			'post_title'  => 'Probe popup',
		)
	);
	update_post_meta( $shopwright_popup, 'shopwright_popup_settings', array( 'classes' => 'probe' ) );
	$shopwright_page = wp_insert_post(
		array(
			'post_type'   => 'page',
			'post_status' => 'publish',
			'post_title'  => 'Probe page',
		)
	);
	update_post_meta( $shopwright_page, '_shopwright_search_content', 'probe' );
	update_post_meta( $shopwright_page, '_shopwright_search_excerpt', 'probe' );
	$wpdb->query( "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}shopwright_probe ( id INT )" ); // phpcs:ignore WordPress.DB
	uninstall_plugin( $shopwright_plugin );
	wp_cache_flush();
	$shopwright_tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'shopwright_' ) . '%' ) ); // phpcs:ignore WordPress.DB
	shopwright_check(
		false === get_option( 'shopwright_settings' ) && false === get_transient( 'shopwright_probe' ) && array() === $shopwright_tables
			&& null === get_post( $shopwright_popup ) && array() === get_post_meta( $shopwright_popup )
			&& '' === get_post_meta( $shopwright_page, '_shopwright_search_content', true ) && '' === get_post_meta( $shopwright_page, '_shopwright_search_excerpt', true )
			&& null !== get_post( $shopwright_page ),
		'with the box ticked, uninstalling removes popups, options, transients, tables and the search copies of locked posts, and keeps the site\'s pages'
	);
	exit( 0 );
}

$shopwright_data   = get_plugin_data( WP_PLUGIN_DIR . '/' . $shopwright_plugin, false, false );
shopwright_check( 'Shopwright' === $shopwright_data['Name'] && '' !== $shopwright_data['Version'], 'the zip installs a plugin WordPress lists as Shopwright' );
shopwright_check( '6.5' === $shopwright_data['RequiresWP'] && '8.1' === $shopwright_data['RequiresPHP'], 'its header asks for WordPress 6.5 and PHP 8.1' );

$shopwright_result = activate_plugin( $shopwright_plugin );
shopwright_check( null === $shopwright_result && is_plugin_active( $shopwright_plugin ), 'it activates without an error' );

// A new request would load the plugin from the start; this one loads it now, as activation did.
do_action( 'init' );
shopwright_check( WP_Block_Type_Registry::get_instance()->is_registered( 'shopwright/countdown' ), 'its blocks are registered from build/' );

wp_set_current_user( 1 );
$shopwright_response = rest_do_request( new WP_REST_Request( 'GET', '/shopwright/v1/settings' ) );
shopwright_check( 200 === $shopwright_response->get_status() && isset( $shopwright_response->get_data()['settings']['general'] ), 'its settings route answers an administrator' );

