<?php
/**
 * Server time of a video channel block: rendered from a cached feed (what nearly every page view
 * costs) and, for comparison, its first render, which fetches the feed (recorded YouTube
 * answers, so no network time is counted) and copies the thumbnails.
 *
 * Usage: php tests/bench/video-channel.php WORDPRESS_DIR SITE_URL (see video-channel.sh).
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

// phpcs:disable WordPress.Security.EscapeOutput -- A command-line benchmark printing numbers.

[ , $shopwright_dir, $shopwright_url ] = $argv;
$shopwright_parts                      = parse_url( $shopwright_url );
$_SERVER['HTTP_HOST']                  = $shopwright_parts['host'] . ':' . $shopwright_parts['port'];
$_SERVER['REQUEST_URI']                = '/';
$_SERVER['REMOTE_ADDR']                = '127.0.0.1';
define( 'WP_USE_THEMES', false );
require $shopwright_dir . '/wp-load.php';
require dirname( __DIR__ ) . '/fixtures/youtube/recorded.php';

add_filter( 'shopwright_media_resolve_host', static fn() => array( '142.250.74.10' ) );
add_filter( 'pre_http_request', static fn( $pre, array $args, string $url ) => shopwright_recorded_youtube( $url, $args ), 10, 3 );

/**
 * Milliseconds per render of the block, as the median of the runs.
 *
 * @param array<string, mixed> $attrs Block attributes.
 * @param int                  $runs  How many renders.
 * @param callable|null        $reset Run before each render, untimed.
 */
function shopwright_bench_render( array $attrs, int $runs, ?callable $reset = null ): float {
	$times = array();
	for ( $i = 0; $i < $runs; $i++ ) {
		if ( null !== $reset ) {
			$reset();
		}
		wp_cache_flush();
		$start   = hrtime( true );
		$html    = render_block(
			array(
				'blockName'    => 'shopwright/video-channel',
				'attrs'        => $attrs,
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$times[] = ( hrtime( true ) - $start ) / 1e6;
		if ( ! str_contains( $html, '__link' ) ) {
			fwrite( STDERR, "The block rendered no videos: is the key saved and the feed stored?\n" );
			exit( 1 );
		}
	}
	sort( $times );
	return $times[ intdiv( count( $times ), 2 ) ];
}

// A key for this run only: the stored settings are put back at the end.
$shopwright_settings = get_option( 'shopwright_settings' );
\Shopwright\Plugin::instance()->settings()->update( array( 'media' => array( 'youtube_api_key' => 'bench-recorded-answers' ) ) );
\Shopwright\Plugin::instance()->register_modules();
$shopwright_attrs = array(
	'source'  => 'UUswDemoChannel0000000aa',
	'perPage' => 12,
);
$shopwright_store = new \Shopwright\Media\Feeds\FeedStore();
$shopwright_key   = \Shopwright\Media\Feeds\FeedStore::key(
	'youtube',
	array(
		'source'   => array(
			'type' => 'playlist',
			'id'   => 'UUswDemoChannel0000000aa',
		),
		'per_page' => 12,
	)
);
$shopwright_forget = static function () use ( $shopwright_key ): void {
	delete_option( \Shopwright\Media\Feeds\FeedStore::FEED_OPTION . $shopwright_key );
	$index = get_option( \Shopwright\Media\Feeds\FeedStore::INDEX_OPTION, array() );
	unset( $index[ $shopwright_key ] );
	update_option( \Shopwright\Media\Feeds\FeedStore::INDEX_OPTION, $index, false );
};

$shopwright_cold   = shopwright_bench_render( $shopwright_attrs, 20, $shopwright_forget );
$shopwright_cached = shopwright_bench_render( $shopwright_attrs, 200 );
$shopwright_forget();
update_option( 'shopwright_settings', $shopwright_settings, true );

printf( "Video channel block, server render (median, ms; recorded answers, no network)\n" );
printf( "  cached feed (a page view):               %6.2f\n", $shopwright_cached );
printf( "  first render (fetch, thumbnails cached):  %6.2f\n", $shopwright_cold );
