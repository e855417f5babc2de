<?php
/**
 * The demo photo feed, stored from recorded Instagram answers: by demo-content.php when it adds
 * the demo page, and by the end-to-end fixture (tests/e2e/fixtures/mu-plugins) that gives the
 * screenshot and layout scenes the same feed whatever earlier specs left.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

/**
 * The demo site has no internet: the photo feed block's posts are stored from recorded
 * Instagram answers (written from the API's documented formats), as the last good copy the
 * block shows, with "Load more"'s second page. Their background refresh then fails (no account
 * connected, no internet) and the admin notice says so, as it would on a real site.
 *
 * @return int The posts on the first page, 0 when the recordings gave none.
 */
function shopwright_demo_photo_feed(): int {
	require_once dirname( __DIR__ ) . '/fixtures/instagram/recorded.php';
	$answer  = static fn( $pre, array $args, string $url ) => shopwright_recorded_instagram( $url, $args );
	$resolve = static fn() => array( '157.240.1.63' );
	add_filter( 'pre_http_request', $answer, 10, 3 );
	add_filter( 'shopwright_media_resolve_host', $resolve );
	$http  = new \Shopwright\Media\Feeds\ProviderHttp( new \Shopwright\Media\Feeds\AddressGuard() );
	$feed  = new \Shopwright\Media\PhotoFeed\PhotoFeed(
		new \Shopwright\Media\PhotoFeed\InstagramClient( $http, 'recorded-answers' ),
		new \Shopwright\Media\Feeds\FeedStore(),
		new \Shopwright\Media\Feeds\ImageCopies( $http ),
		HOUR_IN_SECONDS,
		\Shopwright\Plugin::instance()->block_runtime()
	);
	$first = $feed->first_page( 6 );
	// A render only queues the first fetch for the background: the demo fetches it now.
	$page = $feed->page( $first['key'] );
	if ( is_array( $page ) && '' !== $page['next'] ) {
		$feed->page( $first['key'], $page['next'] );
	}
	remove_filter( 'pre_http_request', $answer, 10 );
	remove_filter( 'shopwright_media_resolve_host', $resolve );
	return is_array( $page ) ? count( $page['items'] ) : 0;
}
