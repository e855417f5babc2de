<?php
/**
 * Moves the demo's sale dates forward, so the demo sale never runs out: the countdown page ends
 * 3 days and 4 hours from now, and the Walnut Wall Clock's sale (started a day ago) ends in a week.
 * Runs at the end of demo-content.php (every `npm start`) and after the test site is restored
 * from its snapshot (every `npm test`), however old the site or the snapshot is.
 * Usage: php demo-dates.php WORDPRESS_DIR URL.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

require_once __DIR__ . '/bootstrap-cli.php';

if ( ! defined( 'ABSPATH' ) ) {
	shopwright_cli_request( $argv[2] );
	require $argv[1] . '/wp-load.php';
}

$shopwright_countdown = get_page_by_path( 'shopwright-countdown' );
if ( $shopwright_countdown instanceof WP_Post ) {
	$shopwright_end     = gmdate( 'Y-m-d\TH:i:s', time() + 3 * DAY_IN_SECONDS + 4 * HOUR_IN_SECONDS );
	$shopwright_content = preg_replace(
		'/("endDate":")[^"]*(")/',
		'${1}' . $shopwright_end . '${2}',
		$shopwright_countdown->post_content
	);
	if ( is_string( $shopwright_content ) && $shopwright_content !== $shopwright_countdown->post_content ) {
		wp_update_post(
			array(
				'ID'           => $shopwright_countdown->ID,
				'post_content' => wp_slash( $shopwright_content ),
			)
		);
	}
}

if ( function_exists( 'wc_get_product_id_by_sku' ) ) {
	$shopwright_clock = wc_get_product( wc_get_product_id_by_sku( 'SW-CLOCK' ) );
	if ( $shopwright_clock instanceof WC_Product ) {
		// WooCommerce's scheduled-sales job clears the sale price once a sale has ended.
		if ( '' === $shopwright_clock->get_sale_price( 'edit' ) ) {
			$shopwright_clock->set_sale_price( '60' );
		}
		$shopwright_clock->set_date_on_sale_from( (string) ( time() - DAY_IN_SECONDS ) );
		$shopwright_clock->set_date_on_sale_to( (string) ( time() + 7 * DAY_IN_SECONDS ) );
		$shopwright_clock->save();
	}
}
shopwright_cli_log( 'the demo sale ends in 3 days (countdown page) and a week (Walnut Wall Clock)' );
