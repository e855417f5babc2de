<?php
/**
 * The light search endpoint: GET includes/Search/endpoint.php?s=
 *
 * Loads WordPress with SHORTINIT (configuration and database only: no plugins, no theme, no
 * user), reads the search snapshot, and answers with the same code and the same checks as the
 * REST route GET /shopwright/v1/search, which stays the documented fallback.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

// phpcs:disable WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput -- A public, read-only GET; the text is length-checked and folded to letters and digits before any use.

/**
 * Sends a JSON answer and stops.
 *
 * @param int                   $status  HTTP status.
 * @param array<string, string> $headers Headers.
 * @param array<string, mixed>  $body    Body.
 */
function shopwright_search_endpoint_send( int $status, array $headers, array $body ): void {
	http_response_code( $status );
	header( 'Content-Type: application/json; charset=utf-8' );
	header( 'X-Content-Type-Options: nosniff' );
	foreach ( $headers as $name => $value ) {
		header( $name . ': ' . $value );
	}
	echo json_encode( $body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- wp_json_encode is not loaded under SHORTINIT; JSON_HEX_* keep markup inert.
	exit;
}

/**
 * Finds wp-load.php above the requested script (the plugin folder may be a symbolic link,
 * so __DIR__ cannot be trusted; the path never comes from the request's parameters).
 */
function shopwright_search_endpoint_wp_load(): string {
	$dir = dirname( (string) ( $_SERVER['SCRIPT_FILENAME'] ?? __FILE__ ) );
	for ( $i = 0; $i < 8; $i++ ) {
		if ( is_file( $dir . '/wp-load.php' ) ) {
			return $dir . '/wp-load.php';
		}
		$dir = dirname( $dir );
	}
	$root = (string) ( $_SERVER['DOCUMENT_ROOT'] ?? '' );
	return '' !== $root && is_file( $root . '/wp-load.php' ) ? $root . '/wp-load.php' : '';
}

if ( 'GET' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) && 'HEAD' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
	shopwright_search_endpoint_send( 405, array( 'Allow' => 'GET' ), array( 'code' => 'shopwright_method_not_allowed' ) );
}

$shopwright_wp_load = shopwright_search_endpoint_wp_load();
if ( '' === $shopwright_wp_load ) {
	shopwright_search_endpoint_send( 500, array( 'Cache-Control' => 'no-store' ), array( 'code' => 'shopwright_no_wordpress' ) );
}

define( 'SHORTINIT', true );
require $shopwright_wp_load;
require_once __DIR__ . '/Text.php';
require_once dirname( __DIR__ ) . '/Shared/LockedMarkup.php';
require_once __DIR__ . '/Urls.php';
require_once __DIR__ . '/Postings.php';
require_once __DIR__ . '/Indexer.php';
require_once __DIR__ . '/SearchBackend.php';
require_once __DIR__ . '/Engine/EngineConstants.php';
require_once __DIR__ . '/Engine/RowSummary.php';
require_once __DIR__ . '/Engine/PostingRow.php';
require_once __DIR__ . '/Engine/PartialWord.php';
require_once __DIR__ . '/Engine/Way.php';
require_once __DIR__ . '/Engine/KthResult.php';
require_once __DIR__ . '/Engine/ScoreKey.php';
require_once __DIR__ . '/Engine/BlockScheduler.php';
require_once __DIR__ . '/Engine/BlockBounds.php';
require_once __DIR__ . '/Engine/PostingReader.php';
require_once __DIR__ . '/Engine/QueryExpansion.php';
require_once __DIR__ . '/Engine/WayRanker.php';
require_once __DIR__ . '/Engine/AllWordsMatcher.php';
require_once __DIR__ . '/Engine/WordSets.php';
require_once __DIR__ . '/Engine/PartialMatcher.php';
require_once __DIR__ . '/SearchEngine.php';
require_once dirname( __DIR__ ) . '/Platform/RateLimiter.php';
require_once __DIR__ . '/Suggestions.php';
require_once __DIR__ . '/ProductBadges.php';
require_once __DIR__ . '/SearchService.php';
require_once dirname( __DIR__ ) . '/Platform/ClientAddress.php';
require_once __DIR__ . '/ProxyNotice.php';

global $wpdb;
// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- One read of two options instead of loading every autoloaded option.
$shopwright_options = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name IN (%s, %s, %s)", 'shopwright_search_snapshot', 'shopwright_settings', \Shopwright\Search\ProxyNotice::OPTION ), 'OBJECT_K' );

$shopwright_settings = isset( $shopwright_options['shopwright_settings'] ) ? maybe_unserialize( $shopwright_options['shopwright_settings']->option_value ) : array();
if ( is_array( $shopwright_settings ) && false === ( $shopwright_settings['search']['enabled'] ?? true ) ) {
	shopwright_search_endpoint_send( 404, array( 'Cache-Control' => 'no-store' ), array( 'code' => 'shopwright_search_off' ) );
}
$shopwright_snapshot = isset( $shopwright_options['shopwright_search_snapshot'] ) ? json_decode( (string) $shopwright_options['shopwright_search_snapshot']->option_value, true ) : null;
if ( ! is_array( $shopwright_snapshot ) ) {
	shopwright_search_endpoint_send( 503, array( 'Cache-Control' => 'no-store' ), array( 'code' => 'shopwright_search_not_ready' ) );
}
if ( ! empty( $shopwright_snapshot['vendors'] ) || ! empty( $shopwright_snapshot['markup'] ) ) {
	// A plugin supplies vendor suggestions or suggestions' markup, and plugins are not loaded
	// here: the block falls back to the REST route on a 404 (see SearchController::vendors()).
	shopwright_search_endpoint_send( 404, array( 'Cache-Control' => 'no-store' ), array( 'code' => 'shopwright_search_use_rest' ) );
}

// Refused as the REST route refuses them: the text is required and must be one string (not s[]=…).
if ( ! isset( $_GET['s'] ) ) {
	shopwright_search_endpoint_send(
		400,
		array( 'Cache-Control' => 'no-store' ),
		array(
			'code'    => 'rest_missing_callback_param',
			'message' => 'Missing parameter(s): s',
			'data'    => array(
				'status' => 400,
				'params' => array( 's' ),
			),
		)
	);
}
if ( ! is_string( $_GET['s'] ) ) {
	shopwright_search_endpoint_send(
		400,
		array( 'Cache-Control' => 'no-store' ),
		array(
			'code'    => 'rest_invalid_param',
			'message' => 'Invalid parameter(s): s',
			'data'    => array(
				'status' => 400,
				'params' => array( 's' => 's is not of type string.' ),
			),
		)
	);
}
$shopwright_language = \Shopwright\Search\SearchService::language_refusal( $_GET['l'] ?? null );
if ( null !== $shopwright_language ) {
	shopwright_search_endpoint_send( $shopwright_language['status'], $shopwright_language['headers'], $shopwright_language['body'] );
}
\Shopwright\Search\ProxyNotice::record_under_shortinit(
	$wpdb,
	isset( $shopwright_options[ \Shopwright\Search\ProxyNotice::OPTION ] ) ? (string) $shopwright_options[ \Shopwright\Search\ProxyNotice::OPTION ]->option_value : null,
	$_SERVER,
	$shopwright_snapshot
);
$shopwright_result = ( new \Shopwright\Search\SearchService( $wpdb, $shopwright_snapshot ) )->handle(
	$_GET['s'],
	\Shopwright\Search\SearchService::client( $_SERVER, $shopwright_snapshot )
);
shopwright_search_endpoint_send( $shopwright_result['status'], $shopwright_result['headers'], $shopwright_result['body'] );
