<?php
/**
 * Server time of the media blocks as the demo pages use them: each block rendered from its
 * cached feed (what nearly every page view costs), and each feed block's first render, which
 * fetches the feed (recorded provider answers, so no network time is counted) and copies its
 * images. Measures; asserts nothing, but stops when a feed block renders no items, since its
 * figure would then time an empty state.
 *
 * Usage: php tests/bench/media.php WORDPRESS_DIR SITE_URL (see media.sh).
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

// phpcs:disable WordPress.Security.EscapeOutput, WordPress.WP.AlternativeFunctions -- A command-line benchmark printing numbers.

list( , $shopwright_dir, $shopwright_url ) = $argv;
require dirname( __DIR__ ) . '/env/bootstrap-cli.php';
shopwright_cli_request( $shopwright_url );
define( 'WP_USE_THEMES', false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own switch.
require $shopwright_dir . '/wp-load.php';
foreach ( array( 'youtube', 'instagram', 'opensea', 'google-photos' ) as $shopwright_provider ) {
	require_once dirname( __DIR__ ) . "/fixtures/$shopwright_provider/recorded.php";
}

/*
 * Every provider answers from its recordings, at a public address as the address guard wants.
 */
add_filter(
	'pre_http_request',
	static function ( $pre, array $args, string $url ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		return match ( true ) {
			in_array( $host, array( 'www.googleapis.com', 'i.ytimg.com' ), true ) => shopwright_recorded_youtube( $url, $args ),
			'graph.instagram.com' === $host || str_ends_with( $host, '.cdninstagram.com' ) => shopwright_recorded_instagram( $url, $args ),
			in_array( $host, array( 'api.opensea.io', 'i.seadn.io' ), true ) => shopwright_recorded_opensea( $url, $args ),
			default => shopwright_recorded_google_photos( $url ),
		};
	},
	10,
	3
);
add_filter( 'shopwright_media_resolve_host', static fn() => array( '142.250.74.10' ) );

/**
 * Milliseconds per render of a block, the median of the runs, and its markup.
 *
 * @param array<string, mixed> $block A parsed block.
 * @param int                  $runs  How many renders.
 * @param callable|null        $reset Run before each render, untimed.
 * @return array{0: float, 1: string}
 */
function shopwright_bench_render( array $block, int $runs, ?callable $reset = null ): array {
	$times = array();
	$html  = '';
	for ( $i = 0; $i < $runs; $i++ ) {
		if ( null !== $reset ) {
			$reset();
		}
		// A page view starts without the object cache's memory of the last one.
		wp_cache_flush();
		$start   = hrtime( true );
		$html    = render_block( $block );
		$times[] = ( hrtime( true ) - $start ) / 1e6;
	}
	sort( $times );
	return array( $times[ intdiv( count( $times ), 2 ) ], $html );
}

// Keys for this run only (the recordings accept any): the stored settings are put back at the end.
$shopwright_settings = get_option( 'shopwright_settings' );
\Shopwright\Plugin::instance()->settings()->update(
	array(
		'media' => array(
			'youtube_api_key' => 'bench-recorded-answers',
			'instagram_token' => 'bench-recorded-answers',
			'opensea_api_key' => 'bench-recorded-answers',
		),
	)
);
\Shopwright\Plugin::instance()->register_modules();

/*
 * The stored feeds as they are (the demo's, with their later pages), put back at the end: the
 * first renders below store only what a first render fetches.
 */
global $wpdb;
$shopwright_stored = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name = %s OR option_name LIKE %s", \Shopwright\Media\Feeds\FeedStore::INDEX_OPTION, $wpdb->esc_like( \Shopwright\Media\Feeds\FeedStore::FEED_OPTION ) . '%' ), ARRAY_N ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A snapshot of our own rows.

$shopwright_feeds = array( 'shopwright/video-channel', 'shopwright/photo-feed', 'shopwright/photo-album', 'shopwright/nft-gallery' );
$shopwright_rows  = array();
foreach ( array( 'video-channel', 'photo-feed', 'photo-album', 'nft-gallery', 'locked-content', 'pdf' ) as $shopwright_name ) {
	$shopwright_page = get_page_by_path( "shopwright-$shopwright_name" );
	if ( ! $shopwright_page instanceof WP_Post ) {
		fwrite( STDERR, "No demo page /shopwright-$shopwright_name/ on this site: run npm start or npm test once first.\n" );
		exit( 1 );
	}
	$shopwright_n = 0;
	foreach ( parse_blocks( $shopwright_page->post_content ) as $shopwright_block ) {
		if ( ! str_starts_with( (string) $shopwright_block['blockName'], 'shopwright/' ) ) {
			continue;
		}
		++$shopwright_n;
		$shopwright_label                            = $shopwright_name . ( 'photo-album' === $shopwright_name ? ( 'google' === ( $shopwright_block['attrs']['source'] ?? '' ) ? ' (Google Photos)' : ' (media library)' ) : ( 'video-channel' === $shopwright_name ? " #$shopwright_n" : '' ) );
		list( $shopwright_cached, $shopwright_html ) = shopwright_bench_render( $shopwright_block, 200 );
		$shopwright_feed                             = in_array( $shopwright_block['blockName'], $shopwright_feeds, true );
		$shopwright_imgs                             = substr_count( $shopwright_html, '<img' );
		if ( $shopwright_feed && 0 === $shopwright_imgs ) {
			fwrite( STDERR, "$shopwright_label rendered no items: is its demo feed stored?\n" );
			exit( 1 );
		}
		$shopwright_first = null;
		if ( $shopwright_feed && ! ( 'shopwright/photo-album' === $shopwright_block['blockName'] && 'google' !== ( $shopwright_block['attrs']['source'] ?? '' ) ) ) {
			// Every stored feed forgotten before each run: the render fetches and stores it again.
			list( $shopwright_first ) = shopwright_bench_render( $shopwright_block, 10, static fn() => ( new \Shopwright\Media\Feeds\FeedStore() )->clear() );
		}
		$shopwright_rows[] = array( $shopwright_label, $shopwright_cached, $shopwright_first, strlen( $shopwright_html ), $shopwright_imgs );
	}
}
update_option( 'shopwright_settings', $shopwright_settings, true );
( new \Shopwright\Media\Feeds\FeedStore() )->clear();
foreach ( $shopwright_stored as list( $shopwright_option, $shopwright_value ) ) {
	update_option( $shopwright_option, maybe_unserialize( $shopwright_value ), false );
}

printf( "Media blocks, server render on %s (median ms; recorded answers, no network)\n", $shopwright_url );
printf( "  %-32s %12s %14s %10s %7s\n", 'block', 'cached feed', 'first render', 'bytes', 'images' );
foreach ( $shopwright_rows as list( $shopwright_label, $shopwright_cached, $shopwright_first, $shopwright_bytes, $shopwright_imgs ) ) {
	printf( "  %-32s %12.2f %14s %10d %7d\n", $shopwright_label, $shopwright_cached, null === $shopwright_first ? '-' : sprintf( '%.2f', $shopwright_first ), $shopwright_bytes, $shopwright_imgs );
}
