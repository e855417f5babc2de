<?php
/**
 * The page-weight site's switches, from the command line:
 * - php page-weight-toggle.php WP_DIR URL on|off [module,module…]: switches modules on or off
 *   (by default the storefront and attribution modules, the ones that take WooCommerce's
 *   storefront scripts off the page);
 * - php page-weight-toggle.php WP_DIR URL page: makes the slider and quick view page if it is
 *   missing and prints its address;
 * - php page-weight-toggle.php WP_DIR URL widgets-page: the same for the widgets page;
 * - php page-weight-toggle.php WP_DIR URL media-page: the same for the media page;
 * - php page-weight-toggle.php WP_DIR URL theme SLUG: activates an installed theme and prints the
 *   one that was active (Twenty Twenty-One for the classic theme's figures);
 * - php page-weight-toggle.php WP_DIR URL mini-cart on|off: whether the header shows Shopwright's
 *   mini cart in place of WooCommerce's Mini-Cart block (on in the demo shop, off by default).
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

require __DIR__ . '/../env/bootstrap-cli.php';

[ , $wp_dir, $url, $state, $modules ] = $argv + array( '', '', '', '', 'storefront,attribution' );
shopwright_cli_request( $url );
require $wp_dir . '/wp-load.php';

if ( 'theme' === $state ) {
	$shopwright_before = get_stylesheet();
	if ( ! wp_get_theme( $modules )->exists() ) {
		fwrite( STDERR, "The theme $modules is not installed on the page-weight site.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite, WordPress.Security.EscapeOutput.OutputNotEscaped -- A command-line message.
		exit( 1 );
	}
	switch_theme( $modules );
	echo esc_html( $shopwright_before ) . "\n";
	return;
}
if ( 'mini-cart' === $state ) {
	$settings                                    = get_option( 'shopwright_settings' );
	$settings                                    = is_array( $settings ) ? $settings : array();
	$settings['storefront']                      = is_array( $settings['storefront'] ?? null ) ? $settings['storefront'] : array();
	$settings['storefront']['replace_mini_cart'] = 'on' === $modules;
	update_option( 'shopwright_settings', $settings );
	shopwright_cli_log( 'the header shows ' . ( 'on' === $modules ? "Shopwright's mini cart" : "WooCommerce's Mini-Cart block" ) );
	return;
}
if ( 'page' === $state ) {
	echo esc_url_raw( shopwright_bench_page() ) . "\n";
	return;
}
if ( 'widgets-page' === $state ) {
	echo esc_url_raw( shopwright_bench_widgets_page() ) . "\n";
	return;
}
if ( 'media-page' === $state ) {
	echo esc_url_raw( shopwright_bench_media_page() ) . "\n";
	return;
}

$settings = get_option( 'shopwright_settings' );
$settings = is_array( $settings ) ? $settings : array();
foreach ( array_filter( explode( ',', $modules ) ) as $shopwright_module ) {
	$settings[ $shopwright_module ]            = is_array( $settings[ $shopwright_module ] ?? null ) ? $settings[ $shopwright_module ] : array();
	$settings[ $shopwright_module ]['enabled'] = 'on' === $state;
}
update_option( 'shopwright_settings', $settings );
shopwright_cli_log( "$modules " . ( 'on' === $state ? 'on' : 'off' ) );

/**
 * A landing page as a store has them: an introduction, a grid of four products (WooCommerce's
 * Product Collection, where quick view adds its buttons), more text, then a product slider far
 * enough down that a 1280 × 800 window does not show it on load.
 *
 * @return string The page's address.
 */
function shopwright_bench_page(): string {
	$slug     = 'shopwright-bench-slider-quick-view';
	$existing = get_page_by_path( $slug );
	if ( $existing instanceof WP_Post ) {
		return (string) get_permalink( $existing );
	}
	$text    = '<!-- wp:paragraph --><p>Our linen and organic cotton pieces are cut in small runs from fabric woven within three hundred kilometres of the workshop. Every seam is finished by hand, every button is sewn on twice, and every piece is washed once before it leaves us, so that what you receive has already done its shrinking. We publish the mill, the dye house and the price of each step on every product page, because a fair price is one you can check. Returns are free for sixty days, repairs are free for two years, and anything you no longer wear can come back to us to be mended and sold again.</p><!-- /wp:paragraph -->';
	$content = "<!-- wp:heading {\"level\":1} --><h1 class=\"wp-block-heading\">New this season</h1><!-- /wp:heading -->\n"
		. str_repeat( $text . "\n", 2 )
		. shopwright_product_collection_markup(
			11,
			"<!-- wp:woocommerce/product-image {\"imageSizing\":\"thumbnail\",\"isDescendentOfQueryLoop\":true} /-->\n"
			. "<!-- wp:post-title {\"isLink\":true,\"level\":3} /-->\n"
			. "<!-- wp:woocommerce/product-price {\"isDescendentOfQueryLoop\":true} /-->\n"
			. "<!-- wp:woocommerce/product-button {\"isDescendentOfQueryLoop\":true} /-->\n"
		)
		. str_repeat( $text . "\n", 4 )
		. "<!-- wp:heading --><h2 class=\"wp-block-heading\">You may also like</h2><!-- /wp:heading -->\n"
		. "<!-- wp:shopwright/product-slider {\"label\":\"You may also like\"} /-->\n";
	$id      = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => 'Slider and quick view',
			'post_content' => $content,
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $id->get_error_message() . "\n" );
		exit( 1 );
	}
	return (string) get_permalink( $id );
}

/**
 * An article with every widget: slides at the top, a table of contents, sections of text under
 * headings, a sale countdown, a portfolio grid of posts and share buttons at the end, below the
 * fold of a 1280 × 800 window.
 *
 * @return string The page's address.
 */
function shopwright_bench_widgets_page(): string {
	$slug     = 'shopwright-bench-widgets-and-portfolio';
	$existing = get_page_by_path( $slug );
	if ( $existing instanceof WP_Post ) {
		return (string) get_permalink( $existing );
	}
	$text    = '<!-- wp:paragraph --><p>Brass darkens as it meets the air and the hand, and most owners come to like the warm brown it takes after a year of daily writing. A soft cloth keeps the shine for those who prefer it; nothing more than warm water and a drop of soap is needed, and polish only once or twice a year.</p><!-- /wp:paragraph -->';
	$slide   = static fn( string $title, string $colour ): string => "<!-- wp:shopwright/slide {\"backgroundColor\":\"$colour\"} -->\n"
		. "<!-- wp:heading --><h2 class=\"wp-block-heading\">$title</h2><!-- /wp:heading -->\n"
		. "<!-- wp:buttons --><div class=\"wp-block-buttons\"><!-- wp:button --><div class=\"wp-block-button\"><a class=\"wp-block-button__link wp-element-button\" href=\"/shop/\">Shop now</a></div><!-- /wp:button --></div><!-- /wp:buttons -->\n"
		. "<!-- /wp:shopwright/slide -->\n";
	$content = "<!-- wp:shopwright/slides {\"minHeight\":300} -->\n" . $slide( 'New brass pens', 'accent-1' ) . $slide( 'Linen that lasts', 'accent-2' ) . "<!-- /wp:shopwright/slides -->\n"
		. "<!-- wp:shopwright/table-of-contents /-->\n";
	foreach ( array( 'Choosing a pen', 'Caring for brass', 'Delivery', 'Returns' ) as $section ) {
		$content .= "<!-- wp:heading --><h2 class=\"wp-block-heading\">$section</h2><!-- /wp:heading -->\n"
			. str_repeat( $text . "\n", 3 )
			. "<!-- wp:heading {\"level\":3} --><h3 class=\"wp-block-heading\">$section in short</h3><!-- /wp:heading -->\n"
			. $text . "\n";
	}
	$content .= '<!-- wp:shopwright/countdown ' . wp_json_encode( array( 'endDate' => gmdate( 'Y-m-d\TH:i:s', time() + 30 * DAY_IN_SECONDS ) ) ) . " /-->\n"
		. "<!-- wp:shopwright/portfolio {\"items\":6} /-->\n"
		. "<!-- wp:shopwright/share-buttons /-->\n";
	$id       = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => 'Widgets',
			'post_content' => $content,
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $id->get_error_message() . "\n" );
		exit( 1 );
	}
	return (string) get_permalink( $id );
}

/**
 * A page with one of each media block, as the demo pages set them up (so their feeds are the
 * stored demo feeds): a video channel, the photo feed, a photo album from the media library and
 * one from Google Photos, the NFT gallery, locked content and a PDF, one under the other, most of
 * them below the fold of a 1280 × 800 window.
 *
 * @return string The page's address.
 */
function shopwright_bench_media_page(): string {
	$slug     = 'shopwright-bench-all-media';
	$existing = get_page_by_path( $slug );
	if ( $existing instanceof WP_Post ) {
		return (string) get_permalink( $existing );
	}
	$content = '';
	$wanted  = array(
		'video-channel'  => 1,
		'photo-feed'     => 1,
		'photo-album'    => 2,
		'nft-gallery'    => 1,
		'locked-content' => 1,
		'pdf'            => 1,
	);
	foreach ( $wanted as $name => $count ) {
		$demo = get_page_by_path( "shopwright-$name" );
		if ( ! $demo instanceof WP_Post ) {
			fwrite( STDERR, "No demo page /shopwright-$name/ on this site.\n" );
			exit( 1 );
		}
		$found = 0;
		foreach ( parse_blocks( $demo->post_content ) as $block ) {
			if ( "shopwright/$name" === $block['blockName'] && $found < $count ) {
				++$found;
				$content .= "<!-- wp:heading --><h2 class=\"wp-block-heading\">{$demo->post_title} $found</h2><!-- /wp:heading -->\n" . serialize_block( $block ) . "\n";
			}
		}
	}
	$id = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => 'Media',
			'post_content' => $content,
		),
		true
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $id->get_error_message() . "\n" );
		exit( 1 );
	}
	// The locked content's password, as the demo page keeps it.
	$locked = get_page_by_path( 'shopwright-locked-content' );
	foreach ( $locked instanceof WP_Post ? (array) get_post_meta( $locked->ID ) : array() as $key => $values ) {
		if ( str_starts_with( (string) $key, '_shopwright_lock_' ) ) {
			add_post_meta( $id, (string) $key, maybe_unserialize( $values[0] ), true );
		}
	}
	return (string) get_permalink( $id );
}
