<?php
/**
 * Adds the demo content: a shop (when WooCommerce is active) and a page for every Shopwright block.
 * Everything is found again by slug or SKU, so a second run adds only what is missing. Every run
 * moves the demo sale's dates forward from now (see shopwright_demo_sale_dates()).
 * Usage: php demo-content.php WORDPRESS_DIR URL [dates], or `wp eval-file demo-content.php`
 * (wp-env); with `dates` it only moves the sale's dates (after the test site is restored from a
 * snapshot, however old).
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

require_once __DIR__ . '/bootstrap-cli.php';
require_once __DIR__ . '/demo-feeds.php';

if ( ! defined( 'ABSPATH' ) ) {
	shopwright_cli_request( $argv[2] );
	require $argv[1] . '/wp-load.php';
}
require_once ABSPATH . 'wp-admin/includes/image.php';

wp_set_current_user( 1 );

/**
 * The attachment a previous run added under this slug, or 0.
 *
 * @param string $slug The attachment's slug.
 */
function shopwright_demo_attachment( string $slug ): int {
	$existing = get_posts(
		array(
			'post_type'   => 'attachment',
			'name'        => $slug,
			'post_status' => 'inherit',
			'numberposts' => 1,
			'fields'      => 'ids',
		)
	);
	return $existing ? (int) $existing[0] : 0;
}

/**
 * A generated PNG attachment, found again by its title.
 *
 * @param string $title Image title and, with $label, the text drawn on it.
 * @param int[]  $rgb   Background colour.
 * @param bool   $label Whether the title is drawn on the picture.
 * @return int Attachment id.
 */
function shopwright_demo_image( string $title, array $rgb, bool $label = true ): int {
	$slug     = 'shopwright-demo-' . sanitize_title( $title );
	$existing = shopwright_demo_attachment( $slug );
	if ( $existing > 0 ) {
		return $existing;
	}
	$image = imagecreatetruecolor( 800, 800 );
	imagefill( $image, 0, 0, imagecolorallocate( $image, $rgb[0], $rgb[1], $rgb[2] ) );
	if ( $label ) {
		imagestring( $image, 5, 40, 380, $title, imagecolorallocate( $image, 255, 255, 255 ) );
	}
	$upload = wp_upload_dir();
	wp_mkdir_p( $upload['path'] );
	$file = trailingslashit( $upload['path'] ) . $slug . '.png';
	imagepng( $image, $file );
	imagedestroy( $image );

	$id = wp_insert_attachment(
		array(
			'post_title'     => $title,
			'post_name'      => $slug,
			'post_mime_type' => 'image/png',
			'post_status'    => 'inherit',
		),
		$file
	);
	update_post_meta( $id, '_wp_attachment_image_alt', $title );
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
	return (int) $id;
}

/**
 * A generated file in the uploads folder, as an attachment found again by its slug.
 *
 * @param string $slug  Attachment slug and file name (without extension).
 * @param string $title Attachment title.
 * @param string $ext   File extension.
 * @param string $mime  MIME type.
 * @param string $bytes The file's content.
 * @return int Attachment id.
 */
function shopwright_demo_file( string $slug, string $title, string $ext, string $mime, string $bytes ): int {
	$existing = shopwright_demo_attachment( $slug );
	if ( $existing > 0 ) {
		return $existing;
	}
	$upload = wp_upload_dir();
	wp_mkdir_p( $upload['path'] );
	$file = trailingslashit( $upload['path'] ) . $slug . '.' . $ext;
	file_put_contents( $file, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
	$id = wp_insert_attachment(
		array(
			'post_title'     => $title,
			'post_name'      => $slug,
			'post_mime_type' => $mime,
			'post_status'    => 'inherit',
		),
		$file
	);
	return (int) $id;
}

/**
 * A one-page PDF with a line of text, written by hand (no library, no download).
 *
 * @param string $text The line (ASCII, no parentheses or backslashes).
 */
function shopwright_demo_pdf_bytes( string $text ): string {
	$stream  = 'BT /F1 28 Tf 72 700 Td (' . $text . ') Tj ET';
	$objects = array(
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		'<< /Length ' . strlen( $stream ) . " >>\nstream\n" . $stream . "\nendstream",
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	);
	$pdf     = "%PDF-1.4\n";
	$offsets = array();
	foreach ( $objects as $index => $object ) {
		$offsets[] = strlen( $pdf );
		$pdf      .= ( $index + 1 ) . " 0 obj\n" . $object . "\nendobj\n";
	}
	$xref = strlen( $pdf );
	$pdf .= "xref\n0 " . ( count( $objects ) + 1 ) . "\n0000000000 65535 f \n";
	foreach ( $offsets as $offset ) {
		$pdf .= sprintf( "%010d 00000 n \n", $offset );
	}
	return $pdf . 'trailer << /Size ' . ( count( $objects ) + 1 ) . " /Root 1 0 R >>\nstartxref\n" . $xref . "\n%%EOF\n";
}

/**
 * Two seconds of a quiet tone as 8 kHz, 8-bit PCM WAV. WordPress ships no audio or video file
 * and the machine has no encoder, so the demo players play this (Chromium plays WAV in a video
 * element as well as in an audio element).
 *
 * @param int $frequency Tone in hertz.
 */
function shopwright_demo_wav_bytes( int $frequency ): string {
	$rate    = 8000;
	$samples = '';
	for ( $i = 0; $i < 2 * $rate; $i++ ) {
		$samples .= chr( (int) round( 128 + 20 * sin( 2 * M_PI * $frequency * $i / $rate ) ) );
	}
	return 'RIFF' . pack( 'V', 36 + strlen( $samples ) ) . 'WAVE'
		. 'fmt ' . pack( 'VvvVVvv', 16, 1, 1, $rate, $rate, 1, 8 )
		. 'data' . pack( 'V', strlen( $samples ) ) . $samples;
}

/**
 * The password of the locked-content demo block (documented in the README).
 */
const SHOPWRIGHT_DEMO_LOCK_PASSWORD = 'open-sesame';

/**
 * The lock id of the locked-content demo block.
 */
const SHOPWRIGHT_DEMO_LOCK_ID = 'demo-lock-0001';

/**
 * Core's video and audio blocks playing a generated tone, each video with a captions track.
 */
function shopwright_demo_players_markup(): string {
	$tone    = (string) wp_get_attachment_url( shopwright_demo_file( 'shopwright-demo-tone', 'Demo tone', 'wav', 'audio/wav', shopwright_demo_wav_bytes( 440 ) ) );
	$upload  = wp_upload_dir();
	$caption = trailingslashit( $upload['basedir'] ) . 'shopwright-demo-tone.vtt';
	if ( ! file_exists( $caption ) ) {
		file_put_contents( $caption, "WEBVTT\n\n00:00.000 --> 00:02.000\n[A steady tone]\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
	}
	$track = trailingslashit( $upload['baseurl'] ) . 'shopwright-demo-tone.vtt';
	$video = static fn( string $label ) => '<!-- wp:video ' . wp_json_encode(
		array(
			'tracks' => array(
				array(
					'src'     => $track,
					'kind'    => 'captions',
					'srcLang' => 'en',
					'label'   => 'English',
				),
			),
		)
	) . " -->\n<figure class=\"wp-block-video\"><video controls loop muted src=\"" . esc_url( $tone ) . '"><track src="' . esc_url( $track ) . "\" kind=\"captions\" srclang=\"en\" label=\"English\"/></video><figcaption class=\"wp-element-caption\">$label</figcaption></figure>\n<!-- /wp:video -->\n";
	return $video( 'First demo video' ) . $video( 'Second demo video' )
		. "<!-- wp:audio -->\n<figure class=\"wp-block-audio\"><audio controls loop src=\"" . esc_url( $tone ) . "\"></audio><figcaption class=\"wp-element-caption\">Demo audio</figcaption></figure>\n<!-- /wp:audio -->\n";
}

/**
 * A term, created when missing.
 *
 * @param string $name     Term name.
 * @param string $taxonomy Taxonomy.
 * @return int Term id.
 */
function shopwright_demo_term( string $name, string $taxonomy ): int {
	$term = term_exists( $name, $taxonomy );
	if ( ! $term ) {
		$term = wp_insert_term( $name, $taxonomy );
	}
	return is_array( $term ) ? (int) $term['term_id'] : (int) $term;
}

/**
 * The product with this SKU, or a new one of the class given.
 *
 * @param string $sku   SKU.
 * @param string $class Product class for a new product.
 * @return array{0: WC_Product, 1: bool} The product and whether it is new.
 */
function shopwright_demo_product( string $sku, string $class ): array {
	$id = wc_get_product_id_by_sku( $sku );
	if ( $id ) {
		return array( wc_get_product( $id ), false );
	}
	$product = new $class();
	$product->set_sku( $sku );
	return array( $product, true );
}

/**
 * Fills the fields every demo product has.
 *
 * @param WC_Product $product    Product.
 * @param string     $name       Name.
 * @param string     $short      Short description.
 * @param int[]      $categories Category ids.
 * @param int[]      $tags       Tag ids.
 * @param int        $image      Image id.
 */
function shopwright_demo_fill( WC_Product $product, string $name, string $short, array $categories, array $tags, int $image ): void {
	$product->set_name( $name );
	$product->set_status( 'publish' );
	$product->set_short_description( $short );
	$product->set_description( $short . ' ' . 'Made to last, and shipped in recycled packaging.' );
	$product->set_category_ids( $categories );
	$product->set_tag_ids( $tags );
	$product->set_image_id( $image );
}

/**
 * Adds the shop.
 */
function shopwright_demo_shop(): void {
	WC_Install::create_pages();

	$clothing    = shopwright_demo_term( 'Clothing', 'product_cat' );
	$accessories = shopwright_demo_term( 'Accessories', 'product_cat' );
	$decor       = shopwright_demo_term( 'Decor', 'product_cat' );
	$tag_new     = shopwright_demo_term( 'New', 'product_tag' );
	$tag_organic = shopwright_demo_term( 'Organic', 'product_tag' );
	$tag_gift    = shopwright_demo_term( 'Gift idea', 'product_tag' );
	$brands      = taxonomy_exists( 'product_brand' )
		? array(
			'northwind' => shopwright_demo_term( 'Northwind', 'product_brand' ),
			'aster'     => shopwright_demo_term( 'Aster & Oak', 'product_brand' ),
		)
		: array();

	$simple = array(
		array( 'SW-TEE', 'Organic Cotton Tee', 'A soft everyday tee in organic cotton.', '24', $clothing, array( $tag_organic ), array( 52, 101, 160 ), 'northwind' ),
		array( 'SW-TOTE', 'Canvas Tote Bag', 'A sturdy canvas tote with an inside pocket.', '18', $accessories, array( $tag_gift ), array( 160, 110, 60 ), 'aster' ),
		array( 'SW-MUG', 'Stoneware Mug', 'A hand-glazed stoneware mug, 350 ml.', '16', $decor, array( $tag_new, $tag_gift ), array( 90, 90, 90 ), 'aster' ),
		array( 'SW-PEN', 'Brass Pen', 'A refillable brass pen that ages beautifully.', '32', $accessories, array(), array( 180, 150, 40 ), 'northwind' ),
		array( 'SW-NOTE', 'Linen Notebook', 'A linen-bound notebook with 192 dotted pages.', '14', $accessories, array( $tag_new ), array( 40, 120, 90 ), 'aster' ),
	);
	$ids = array();
	foreach ( $simple as [ $sku, $name, $short, $price, $category, $tags, $rgb, $brand ] ) {
		[ $product, $new ] = shopwright_demo_product( $sku, WC_Product_Simple::class );
		if ( $new ) {
			shopwright_demo_fill( $product, $name, $short, array( $category ), $tags, shopwright_demo_image( $name, $rgb ) );
			$product->set_regular_price( $price );
			$product->save();
			if ( isset( $brands[ $brand ] ) ) {
				wp_set_object_terms( $product->get_id(), array( $brands[ $brand ] ), 'product_brand' );
			}
		}
		$ids[ $sku ] = $product->get_id();
	}

	// A gallery for the tee, so that quick view's image slider and its thumbnails have something to
	// show (more than four images, so the thumbnails strip scrolls).
	$tee = wc_get_product( $ids['SW-TEE'] );
	if ( $tee instanceof WC_Product && array() === $tee->get_gallery_image_ids() ) {
		$gallery = array();
		$views   = array(
			'Back'   => array( 70, 120, 180 ),
			'Detail' => array( 30, 80, 140 ),
			'Folded' => array( 90, 140, 200 ),
			'Label'  => array( 20, 60, 110 ),
		);
		foreach ( $views as $view => $rgb ) {
			$gallery[] = shopwright_demo_image( "Organic Cotton Tee $view", $rgb );
		}
		$tee->set_gallery_image_ids( $gallery );
		$tee->save();
	}

	// On sale, with a schedule that ends in a week.
	[ $clock, $new ] = shopwright_demo_product( 'SW-CLOCK', WC_Product_Simple::class );
	if ( $new ) {
		shopwright_demo_fill( $clock, 'Walnut Wall Clock', 'A silent walnut wall clock.', array( $decor ), array( $tag_gift ), shopwright_demo_image( 'Walnut Wall Clock', array( 120, 70, 30 ) ) );
		$clock->set_regular_price( '80' );
		$clock->set_sale_price( '60' );
		$clock->set_date_on_sale_from( (string) ( time() - DAY_IN_SECONDS ) );
		$clock->set_date_on_sale_to( (string) ( time() + 7 * DAY_IN_SECONDS ) );
		$clock->save();
	}

	// Out of stock.
	[ $poster, $new ] = shopwright_demo_product( 'SW-POSTER', WC_Product_Simple::class );
	if ( $new ) {
		shopwright_demo_fill( $poster, 'Vintage Travel Poster', 'A print of a 1950s travel poster.', array( $decor ), array(), shopwright_demo_image( 'Vintage Travel Poster', array( 200, 60, 60 ) ) );
		$poster->set_regular_price( '40' );
		$poster->set_manage_stock( true );
		$poster->set_stock_quantity( 0 );
		$poster->set_stock_status( 'outofstock' );
		$poster->save();
	}

	// Grouped.
	[ $group, $new ] = shopwright_demo_product( 'SW-DESK', WC_Product_Grouped::class );
	if ( $new ) {
		shopwright_demo_fill( $group, 'Desk Essentials Set', 'The pen and the notebook, together.', array( $accessories ), array( $tag_gift ), shopwright_demo_image( 'Desk Essentials Set', array( 70, 70, 140 ) ) );
		$group->set_children( array( $ids['SW-PEN'], $ids['SW-NOTE'] ) );
		$group->save();
	}

	// Variable, with an image per colour.
	[ $hoodie, $new ] = shopwright_demo_product( 'SW-HOODIE', WC_Product_Variable::class );
	if ( $new ) {
		$colours = array(
			'Blue'  => array( 40, 80, 170 ),
			'Green' => array( 40, 140, 70 ),
			'Red'   => array( 170, 40, 50 ),
		);
		$sizes   = array( 'S', 'M', 'L' );
		shopwright_demo_fill( $hoodie, 'Everyday Hoodie', 'A brushed-fleece hoodie in three colours.', array( $clothing ), array( $tag_new ), shopwright_demo_image( 'Everyday Hoodie', array( 60, 60, 60 ) ) );

		$colour_attribute = new WC_Product_Attribute();
		$colour_attribute->set_name( 'Colour' );
		$colour_attribute->set_options( array_keys( $colours ) );
		$colour_attribute->set_visible( true );
		$colour_attribute->set_variation( true );
		$size_attribute = new WC_Product_Attribute();
		$size_attribute->set_name( 'Size' );
		$size_attribute->set_options( $sizes );
		$size_attribute->set_visible( true );
		$size_attribute->set_variation( true );
		$hoodie->set_attributes( array( $colour_attribute, $size_attribute ) );
		$hoodie->save();

		foreach ( $colours as $colour => $rgb ) {
			$image = shopwright_demo_image( "Everyday Hoodie $colour", $rgb );
			foreach ( $sizes as $size ) {
				$variation = new WC_Product_Variation();
				$variation->set_parent_id( $hoodie->get_id() );
				$variation->set_attributes(
					array(
						'colour' => $colour,
						'size'   => $size,
					)
				);
				$variation->set_sku( 'SW-HOODIE-' . strtoupper( $colour ) . '-' . $size );
				$variation->set_regular_price( 'L' === $size ? '58' : '54' );
				$variation->set_image_id( $image );
				if ( 'Red' === $colour && 'L' === $size ) {
					$variation->set_stock_status( 'outofstock' );
				}
				$variation->save();
			}
		}
		WC_Product_Variable::sync( $hoodie->get_id() );
	}

	// Each size weighs and measures its own (the hoodie itself has neither, so its page says N/A
	// until a size is chosen), and red in S is the one size counted in stock: four left.
	$measures = array(
		'S' => array( '0.4', '66', '50', '3' ),
		'M' => array( '0.5', '70', '54', '3' ),
		'L' => array( '0.6', '74', '58', '3' ),
	);
	// Read afresh: the object above may predate its variations.
	foreach ( wc_get_product( $hoodie->get_id() )->get_children() as $child_id ) {
		$variation = wc_get_product( $child_id );
		$size      = $variation instanceof WC_Product_Variation ? ( $variation->get_attributes()['size'] ?? '' ) : '';
		if ( ! isset( $measures[ $size ] ) || '' !== $variation->get_weight( 'edit' ) ) {
			continue;
		}
		[ $weight, $length, $width, $height ] = $measures[ $size ];
		$variation->set_weight( $weight );
		$variation->set_length( $length );
		$variation->set_width( $width );
		$variation->set_height( $height );
		if ( 'red' === strtolower( $variation->get_attributes()['colour'] ?? '' ) && 'S' === $size ) {
			$variation->set_manage_stock( true );
			$variation->set_stock_quantity( 4 );
		}
		$variation->save();
	}
	// The hoodie's "has a weight / dimensions" answers are cached: ask again.
	wc_delete_product_transients( $hoodie->get_id() );
}

/**
 * The video channel blocks of the demo page, by heading: a channel in a grid, with "Load more",
 * and its uploads playlist in a carousel.
 */
const SHOPWRIGHT_DEMO_VIDEO_BLOCKS = array(
	'Grid'     => array(
		'source'  => 'https://www.youtube.com/channel/UCswDemoChannel0000000aa',
		'perPage' => 6,
	),
	'Carousel' => array(
		'source'  => 'UUswDemoChannel0000000aa',
		'layout'  => 'carousel',
		'perPage' => 9,
	),
);

/**
 * The demo site has no internet: the video channel blocks' feeds are stored from recorded
 * YouTube answers (written from the API's documented formats), as the last good copy the
 * blocks show. Their background refresh then fails (no API key, no internet) and the admin
 * notice says so, as it would on a real site.
 */
function shopwright_demo_video_feeds(): void {
	require_once dirname( __DIR__ ) . '/fixtures/youtube/recorded.php';
	$answer  = static fn( $pre, array $args, string $url ) => shopwright_recorded_youtube( $url, $args );
	$resolve = static fn() => array( '142.250.74.10' );
	add_filter( 'pre_http_request', $answer, 10, 3 );
	add_filter( 'shopwright_media_resolve_host', $resolve );
	$http    = new \Shopwright\Media\Feeds\ProviderHttp( new \Shopwright\Media\Feeds\AddressGuard() );
	$channel = new \Shopwright\Media\VideoChannel\VideoChannel(
		new \Shopwright\Media\VideoChannel\YouTubeClient( $http, 'recorded-answers' ),
		new \Shopwright\Media\Feeds\FeedStore(),
		new \Shopwright\Media\Feeds\ImageCopies( $http ),
		HOUR_IN_SECONDS,
		\Shopwright\Plugin::instance()->block_runtime()
	);
	foreach ( SHOPWRIGHT_DEMO_VIDEO_BLOCKS as $attributes ) {
		$first = $channel->first_page( $attributes['source'], $attributes['perPage'] );
		// A render only queues the first fetch for the background: the demo fetches it now.
		$page = null === $first ? null : $channel->page( $first['key'] );
		// "Load more" must work offline too: the second page is stored as well.
		if ( null !== $first && is_array( $page ) && '' !== $page['next'] ) {
			$channel->page( $first['key'], $page['next'] );
		}
	}
	remove_filter( 'pre_http_request', $answer, 10 );
	remove_filter( 'shopwright_media_resolve_host', $resolve );
	shopwright_cli_log( 'stored the demo video feeds from recorded answers' );
}

/**
 * The photo album demo's shared Google Photos album (answered from recorded pages).
 */
const SHOPWRIGHT_DEMO_ALBUM_LINK = 'https://photos.app.goo.gl/SwDemoAlbum1';

/**
 * The demo site has no internet: the photo album block's Google Photos album is stored from a
 * recorded album page and photos drawn on the spot, as the last good copy the block shows.
 */
function shopwright_demo_photo_album(): void {
	require_once dirname( __DIR__ ) . '/fixtures/google-photos/recorded.php';
	$answer  = static fn( $pre, array $args, string $url ) => shopwright_recorded_google_photos( $url );
	$resolve = static fn() => array( '142.250.74.10' );
	add_filter( 'pre_http_request', $answer, 10, 3 );
	add_filter( 'shopwright_media_resolve_host', $resolve );
	$http  = new \Shopwright\Media\Feeds\ProviderHttp( new \Shopwright\Media\Feeds\AddressGuard() );
	$album = new \Shopwright\Media\PhotoAlbum\PhotoAlbum(
		new \Shopwright\Media\PhotoAlbum\GooglePhotosClient( $http ),
		new \Shopwright\Media\Feeds\FeedStore(),
		new \Shopwright\Media\Feeds\ImageCopies( $http ),
		HOUR_IN_SECONDS
	);
	$first = $album->album( SHOPWRIGHT_DEMO_ALBUM_LINK );
	// A render only queues the first fetch for the background: the demo fetches it now.
	if ( null !== $first ) {
		$album->page( $first['key'] );
	}
	remove_filter( 'pre_http_request', $answer, 10 );
	remove_filter( 'shopwright_media_resolve_host', $resolve );
	shopwright_cli_log( 'stored the demo photo album from recorded answers' );
}

/**
 * The NFT gallery demo's block attributes.
 */
const SHOPWRIGHT_DEMO_NFT_GALLERY = array(
	'collection' => 'shopwright-workshop',
	'perPage'    => 4,
);

/**
 * The demo site has no internet and no OpenSea key: the NFT gallery's pages (all three, so
 * "Load more" works offline) are stored from recorded answers and drawn images, as the last
 * good copy the block shows.
 */
function shopwright_demo_nft_gallery(): void {
	require_once dirname( __DIR__ ) . '/fixtures/opensea/recorded.php';
	$answer  = static fn( $pre, array $args, string $url ) => shopwright_recorded_opensea( $url, $args );
	$resolve = static fn() => array( '104.18.30.10' );
	add_filter( 'pre_http_request', $answer, 10, 3 );
	add_filter( 'shopwright_media_resolve_host', $resolve );
	$http    = new \Shopwright\Media\Feeds\ProviderHttp( new \Shopwright\Media\Feeds\AddressGuard() );
	$gallery = new \Shopwright\Media\NftGallery\NftGallery(
		new \Shopwright\Media\NftGallery\OpenSeaClient( $http, 'recorded-answers' ),
		new \Shopwright\Media\Feeds\FeedStore(),
		new \Shopwright\Media\Feeds\ImageCopies( $http ),
		HOUR_IN_SECONDS
	);
	$first   = $gallery->first_page( SHOPWRIGHT_DEMO_NFT_GALLERY );
	// A render only queues the first fetch for the background: the demo fetches it now.
	$page = null === $first ? null : $gallery->page( $first['key'] );
	while ( null !== $first && is_array( $page ) && '' !== $page['next'] ) {
		$page = $gallery->page( $first['key'], $page['next'] );
	}
	remove_filter( 'pre_http_request', $answer, 10 );
	remove_filter( 'shopwright_media_resolve_host', $resolve );
	shopwright_cli_log( 'stored the demo NFT gallery from recorded answers' );
}

/**
 * Block markup for the demo page of a block.
 *
 * @param string $name Block name.
 */
function shopwright_demo_block_markup( string $name ): string {
	switch ( $name ) {
		case 'shopwright/countdown':
			$end = gmdate( 'Y-m-d\TH:i:s', time() + 3 * DAY_IN_SECONDS + 4 * HOUR_IN_SECONDS );
			return "<!-- wp:paragraph -->\n<p>Our spring sale ends soon.</p>\n<!-- /wp:paragraph -->\n\n"
				. '<!-- wp:shopwright/countdown ' . wp_json_encode( array( 'endDate' => $end ) ) . " /-->\n";
		case 'shopwright/quick-view-button':
			// The button belongs in a product template: four products, each with it.
			return shopwright_product_collection_markup( 7, "<!-- wp:post-title {\"isLink\":true,\"level\":3} /-->\n<!-- wp:shopwright/quick-view-button /-->\n" );
		case 'shopwright/locked-content':
			// Its password is set once the page exists (see shopwright_demo_block_pages()).
			return "<!-- wp:paragraph -->\n<p>Members see the price list below.</p>\n<!-- /wp:paragraph -->\n\n"
				. '<!-- wp:shopwright/locked-content ' . wp_json_encode(
					array(
						'lockId' => SHOPWRIGHT_DEMO_LOCK_ID,
						'locked' => true,
					)
				) . " -->\n<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Members' price list</h2>\n<!-- /wp:heading -->\n\n"
				. "<!-- wp:paragraph -->\n<p>Brass pens are 20% off for members until the end of the month.</p>\n<!-- /wp:paragraph -->\n<!-- /wp:shopwright/locked-content -->\n";
		case 'shopwright/pdf':
			$pdf = shopwright_demo_file( 'shopwright-demo-catalogue', 'Spring catalogue', 'pdf', 'application/pdf', shopwright_demo_pdf_bytes( 'Shopwright spring catalogue' ) );
			return "<!-- wp:paragraph -->\n<p>Our spring catalogue, to read here or download.</p>\n<!-- /wp:paragraph -->\n\n"
				. '<!-- wp:shopwright/pdf ' . wp_json_encode(
					array(
						'mediaId' => $pdf,
						'title'   => 'Spring catalogue',
					)
				) . " /-->\n";
		case 'shopwright/table-of-contents':
			return "<!-- wp:shopwright/table-of-contents {\"collapsible\":true} /-->\n\n" . shopwright_demo_guide_markup();
		case 'shopwright/slides':
			$slides = array(
				array( 'New brass pens', 'Turned and polished by hand, engraved for free this month.', 'Shop pens', array( 32, 48, 72 ) ),
				array( 'Linen that lasts', 'Woven within three hundred kilometres of our workshop.', 'See the linen', array( 40, 64, 52 ) ),
				array( 'Repairs are free', 'Everything we sell is mended for two years at no cost.', 'How repairs work', array( 88, 40, 40 ) ),
			);
			$markup = "<!-- wp:shopwright/slides {\"label\":\"This season\",\"align\":\"wide\"} -->\n";
			foreach ( $slides as [ $title, $line, $button, $rgb ] ) {
				// A plain picture: the slide's own text is written over it.
				$image   = shopwright_demo_image( $title, $rgb, false );
				$markup .= '<!-- wp:shopwright/slide ' . wp_json_encode(
					array(
						'mediaId'   => $image,
						'mediaUrl'  => (string) wp_get_attachment_url( $image ),
						// A colour of its own, not a theme's preset: white text on the dark pictures
						// whatever the theme's palette calls its colours.
						'style'     => array( 'color' => array( 'text' => '#ffffff' ) ),
					)
				) . " -->\n"
					. "<!-- wp:heading {\"level\":2} -->\n<h2 class=\"wp-block-heading\">$title</h2>\n<!-- /wp:heading -->\n"
					. "<!-- wp:paragraph -->\n<p>$line</p>\n<!-- /wp:paragraph -->\n"
					. "<!-- wp:buttons -->\n<div class=\"wp-block-buttons\"><!-- wp:button -->\n<div class=\"wp-block-button\"><a class=\"wp-block-button__link wp-element-button\" href=\"/shop/\">$button</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->\n"
					. "<!-- /wp:shopwright/slide -->\n";
			}
			return $markup . "<!-- /wp:shopwright/slides -->\n\n<!-- wp:paragraph -->\n<p>Everything in the slides above is in the shop.</p>\n<!-- /wp:paragraph -->\n";
		case 'shopwright/slide':
			// A slide lives only inside the slides block; it has no page of its own.
			return '';
		case 'shopwright/share-buttons':
			return "<!-- wp:paragraph -->\n<p>Liked our spring catalogue? Tell a friend.</p>\n<!-- /wp:paragraph -->\n\n"
				. "<!-- wp:shopwright/share-buttons /-->\n";
		case 'shopwright/portfolio':
			return "<!-- wp:paragraph -->\n<p>Work from our workshop. Choose a category to see only that kind.</p>\n<!-- /wp:paragraph -->\n\n"
				. '<!-- wp:shopwright/portfolio ' . wp_json_encode(
					array(
						'categories' => shopwright_demo_portfolio_posts(),
						'items'      => 6,
						'align'      => 'wide',
					)
				) . " /-->\n";
		case 'shopwright/video-channel':
			$blocks = '';
			foreach ( SHOPWRIGHT_DEMO_VIDEO_BLOCKS as $heading => $attributes ) {
				$blocks .= "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">$heading</h2>\n<!-- /wp:heading -->\n\n"
					. '<!-- wp:shopwright/video-channel ' . wp_json_encode( $attributes ) . " /-->\n\n";
			}
			return "<!-- wp:paragraph -->\n<p>Our workshop videos. They play here, in a popup; nothing loads from YouTube until you press play.</p>\n<!-- /wp:paragraph -->\n\n" . $blocks;
		case 'shopwright/photo-feed':
			return "<!-- wp:paragraph -->\n<p>Fresh from our Instagram. The posts open here, in a popup; nothing loads from Instagram on this page.</p>\n<!-- /wp:paragraph -->\n\n"
				. "<!-- wp:shopwright/photo-feed {\"perPage\":6} /-->\n";
		case 'shopwright/photo-album':
			$photos = array(
				array( 'Brass pens drying on the bench', array( 120, 90, 40 ) ),
				array( 'Linen notebooks stacked by colour', array( 60, 90, 120 ) ),
				array( 'A nib under the loupe', array( 40, 40, 40 ) ),
				array( 'The workshop window at dusk', array( 150, 70, 60 ) ),
				array( 'Parcels ready for the post', array( 70, 110, 70 ) ),
			);
			$ids    = array_map( static fn( array $photo ): int => shopwright_demo_image( $photo[0], $photo[1] ), $photos );
			return "<!-- wp:paragraph -->\n<p>A look around the workshop. Choose a photo to see it large.</p>\n<!-- /wp:paragraph -->\n\n"
				. "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">From the media library</h2>\n<!-- /wp:heading -->\n\n"
				. '<!-- wp:shopwright/photo-album ' . wp_json_encode( array( 'ids' => $ids ) ) . " /-->\n\n"
				. "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">From Google Photos</h2>\n<!-- /wp:heading -->\n\n"
				. '<!-- wp:shopwright/photo-album ' . wp_json_encode(
					array(
						'source'   => 'google',
						'albumUrl' => SHOPWRIGHT_DEMO_ALBUM_LINK,
						'columns'  => 4,
					)
				) . " /-->\n";
		case 'shopwright/nft-gallery':
			return "<!-- wp:paragraph -->\n<p>Our workshop's collection on OpenSea, four at a time.</p>\n<!-- /wp:paragraph -->\n\n"
				. '<!-- wp:shopwright/nft-gallery ' . wp_json_encode( SHOPWRIGHT_DEMO_NFT_GALLERY ) . " /-->\n";
		default:
			return "<!-- wp:$name /-->\n";
	}
}

/**
 * Posts for the portfolio: work from the workshop in three categories, each with a picture.
 *
 * @return list<int> The categories' ids, in the order the portfolio offers them.
 */
function shopwright_demo_portfolio_posts(): array {
	$works = array(
		'Pens'    => array( 'Engraved fountain pen', 'Brass rollerball', 'Walnut pencil case', 'Copper dip pen' ),
		'Linen'   => array( 'Stonewashed apron', 'Tea towel set', 'Herringbone runner' ),
		'Repairs' => array( 'A 1950s pen restored', 'A mended bread bag' ),
	);
	$colours = array(
		'Pens'    => array( 32, 48, 72 ),
		'Linen'   => array( 40, 64, 52 ),
		'Repairs' => array( 88, 40, 40 ),
	);
	$ids     = array();
	$day     = 0;
	foreach ( $works as $category => $titles ) {
		$term = term_exists( $category, 'category' );
		$term = $term ? $term : wp_insert_term( $category, 'category' );
		if ( ! is_array( $term ) ) {
			continue;
		}
		$ids[] = (int) $term['term_id'];
		foreach ( $titles as $title ) {
			++$day;
			$slug = 'shopwright-work-' . sanitize_title( $title );
			if ( get_page_by_path( $slug, OBJECT, 'post' ) ) {
				continue;
			}
			$post = wp_insert_post(
				array(
					'post_status'   => 'publish',
					'post_name'     => $slug,
					'post_title'    => $title,
					'post_excerpt'  => "$title, made and photographed in our workshop.",
					'post_content'  => "<!-- wp:paragraph -->\n<p>$title, from the first sketch to the last polish.</p>\n<!-- /wp:paragraph -->",
					'post_date'     => gmdate( 'Y-m-d H:i:s', time() - ( 30 - $day ) * DAY_IN_SECONDS ),
					'post_category' => array( (int) $term['term_id'] ),
				)
			);
			if ( is_int( $post ) && $post > 0 ) {
				set_post_thumbnail( $post, shopwright_demo_image( $title, $colours[ $category ] ) );
			}
		}
	}
	return $ids;
}

/**
 * A buying guide long enough to scroll: sections and subsections, each with a few paragraphs.
 */
function shopwright_demo_guide_markup(): string {
	$sections = array(
		'Choosing a pen'      => array( 'Nib sizes', 'Ink and refills' ),
		'Caring for brass'    => array( 'Cleaning', 'Patina' ),
		'Delivery'            => array( 'At home', 'Abroad' ),
		'Returns and repairs' => array(),
	);
	$paragraph = "<!-- wp:paragraph -->\n<p>%s is covered here in a few words: what to look for, what to avoid, and what our customers asked most. Brass pens last for decades when they are looked after, and the right choice depends on how, and how much, you write.</p>\n<!-- /wp:paragraph -->\n\n";
	$markup    = '';
	foreach ( $sections as $title => $subsections ) {
		$markup .= "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">$title</h2>\n<!-- /wp:heading -->\n\n" . str_repeat( sprintf( $paragraph, $title ), 2 );
		foreach ( $subsections as $subsection ) {
			$markup .= "<!-- wp:heading {\"level\":3} -->\n<h3 class=\"wp-block-heading\">$subsection</h3>\n<!-- /wp:heading -->\n\n" . str_repeat( sprintf( $paragraph, $subsection ), 2 );
		}
	}
	return $markup;
}

/**
 * A page for every registered Shopwright block.
 */
function shopwright_demo_block_pages(): void {
	foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $type ) {
		if ( ! str_starts_with( $name, 'shopwright/' ) ) {
			continue;
		}
		$slug = 'shopwright-' . substr( $name, strlen( 'shopwright/' ) );
		if ( get_page_by_path( $slug ) || '' === shopwright_demo_block_markup( $name ) ) {
			continue;
		}
		$page = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => $slug,
				/* translators: %s: block title. */
				'post_title'   => sprintf( '%s demo', $type->title ),
				'post_content' => shopwright_demo_block_markup( $name ),
			)
		);
		if ( 'shopwright/video-channel' === $name ) {
			shopwright_demo_video_feeds();
		}
		if ( 'shopwright/photo-feed' === $name ) {
			shopwright_demo_photo_feed();
			shopwright_cli_log( 'stored the demo photo feed from recorded answers' );
		}
		if ( 'shopwright/photo-album' === $name ) {
			shopwright_demo_photo_album();
		}
		if ( 'shopwright/nft-gallery' === $name ) {
			shopwright_demo_nft_gallery();
		}
		if ( 'shopwright/locked-content' === $name && is_int( $page ) ) {
			( new \Shopwright\Media\ContentLocks() )->set_password( $page, SHOPWRIGHT_DEMO_LOCK_ID, SHOPWRIGHT_DEMO_LOCK_PASSWORD );
		}
		shopwright_cli_log( "added the demo page /$slug/" );
	}
	// Auto-pause is a setting, not a block: its demo is a page of players.
	if ( ! get_page_by_path( 'shopwright-players' ) ) {
		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => 'shopwright-players',
				'post_title'   => 'Audio and video demo',
				'post_content' => shopwright_demo_players_markup(),
			)
		);
		shopwright_cli_log( 'added the demo page /shopwright-players/' );
	}
}

/**
 * A header menu, as a real store has one: the theme's navigation block shows the newest menu
 * instead of a list of every page. The demo pages are listed on one "Demos" page, so the menu
 * stays on one line at a desktop width (a header that wraps moves the page when the theme's
 * font arrives).
 */
function shopwright_demo_navigation(): void {
	if ( get_page_by_path( 'shopwright-demo-menu', OBJECT, 'wp_navigation' ) ) {
		return;
	}
	$demos = array();
	$links = array( home_url( '/shop/' ) => 'Shop' );
	foreach ( get_pages( array( 'post_status' => 'publish' ) ) as $page ) {
		if ( str_starts_with( $page->post_name, 'shopwright-' ) ) {
			$demos[ get_permalink( $page ) ] = $page->post_title;
		} elseif ( in_array( $page->post_name, array( 'cart', 'my-account' ), true ) ) {
			$links[ get_permalink( $page ) ] = $page->post_title;
		}
	}
	$items = '';
	foreach ( $demos as $url => $label ) {
		$items .= '<!-- wp:list-item --><li><a href="' . esc_url( $url ) . '">' . esc_html( $label ) . "</a></li><!-- /wp:list-item -->\n";
	}
	$index = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => 'demos',
			'post_title'   => 'Demos',
			'post_content' => "<!-- wp:paragraph -->\n<p>Every Shopwright feature on a page of its own.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:list -->\n<ul class=\"wp-block-list\">" . $items . "</ul>\n<!-- /wp:list -->",
		)
	);
	$links = array_slice( $links, 0, 1, true ) + array( (string) get_permalink( $index ) => 'Demos' ) + array_slice( $links, 1, null, true );
	$blocks = '';
	foreach ( $links as $url => $label ) {
		$blocks .= '<!-- wp:navigation-link ' . wp_json_encode(
			array(
				'label' => $label,
				'url'   => $url,
				'kind'  => 'custom',
			)
		) . ' /-->';
	}
	wp_insert_post(
		array(
			'post_type'    => 'wp_navigation',
			'post_status'  => 'publish',
			'post_name'    => 'shopwright-demo-menu',
			'post_title'   => 'Shop menu',
			'post_content' => $blocks,
		)
	);
	shopwright_cli_log( 'added the header menu' );
}

/**
 * A sample popup: a welcome offer after a few seconds, once a day, closable for good.
 */
function shopwright_demo_popup(): void {
	if ( ! post_type_exists( \Shopwright\Popups\PopupPostType::NAME ) || get_page_by_path( 'welcome-offer', OBJECT, \Shopwright\Popups\PopupPostType::NAME ) ) {
		return;
	}
	$schema   = new \Shopwright\Popups\PopupSchema();
	$settings = array_merge(
		$schema->default_settings(),
		array(
			'timing'                => array(
				'times' => array(
					'times_count'  => 'open',
					'times_period' => 'day',
					'times_times'  => 1,
				),
			),
			'triggers'              => array( 'page_load' => array( 'delay' => 5 ) ),
			'entrance_animation'    => array(
				'desktop' => 'zoom',
				'tablet'  => 'fade',
				'mobile'  => 'slide-up',
			),
			'exit_animation'        => 'fade',
			'avoid_multiple_popups' => true,
		)
	);
	$id       = wp_insert_post(
		array(
			'post_type'    => \Shopwright\Popups\PopupPostType::NAME,
			'post_status'  => 'publish',
			'post_name'    => 'welcome-offer',
			'post_title'   => 'Welcome offer',
			'post_content' => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Ten percent off your first order</h2>\n<!-- /wp:heading -->\n\n"
				. "<!-- wp:paragraph -->\n<p>Use the code WELCOME10 at checkout.</p>\n<!-- /wp:paragraph -->\n\n"
				. "<!-- wp:paragraph -->\n<p><a href=\"#popup:close:dont-show-again\">No thanks, don’t show this again</a></p>\n<!-- /wp:paragraph -->",
		)
	);
	update_post_meta( $id, \Shopwright\Popups\PopupPostType::SETTINGS_META, $settings );
	update_post_meta( $id, \Shopwright\Popups\PopupPostType::LOCATION_META, $schema->default_location() );
	shopwright_cli_log( 'added the sample popup "Welcome offer"' );
}

/**
 * Moves the demo sale's dates forward, so the demo sale never runs out: the countdown page ends
 * 3 days and 4 hours from now, and the Walnut Wall Clock's sale (started a day ago) ends in a week.
 */
function shopwright_demo_sale_dates(): void {
	$countdown = get_page_by_path( 'shopwright-countdown' );
	if ( $countdown instanceof WP_Post ) {
		$end     = gmdate( 'Y-m-d\TH:i:s', time() + 3 * DAY_IN_SECONDS + 4 * HOUR_IN_SECONDS );
		$content = preg_replace( '/("endDate":")[^"]*(")/', '${1}' . $end . '${2}', $countdown->post_content );
		if ( is_string( $content ) && $content !== $countdown->post_content ) {
			wp_update_post(
				array(
					'ID'           => $countdown->ID,
					'post_content' => wp_slash( $content ),
				)
			);
		}
	}
	$clock = function_exists( 'wc_get_product_id_by_sku' ) ? wc_get_product( wc_get_product_id_by_sku( 'SW-CLOCK' ) ) : null;
	if ( $clock instanceof WC_Product ) {
		// WooCommerce's scheduled-sales job clears the sale price once a sale has ended.
		if ( '' === $clock->get_sale_price( 'edit' ) ) {
			$clock->set_sale_price( '60' );
		}
		$clock->set_date_on_sale_from( (string) ( time() - DAY_IN_SECONDS ) );
		$clock->set_date_on_sale_to( (string) ( time() + 7 * DAY_IN_SECONDS ) );
		$clock->save();
	}
	shopwright_cli_log( 'the demo sale ends in 3 days (countdown page) and a week (Walnut Wall Clock)' );
}

/**
 * The demo shop shows Shopwright's mini cart in its header, in place of WooCommerce's Mini-Cart
 * block (a store's own choice, off by default). A choice already made is kept.
 */
function shopwright_demo_mini_cart(): void {
	$stored = get_option( \Shopwright\Settings\Settings::OPTION, array() );
	$stored = is_array( $stored ) ? $stored : array();
	if ( isset( $stored['storefront'] ) && is_array( $stored['storefront'] ) && array_key_exists( 'replace_mini_cart', $stored['storefront'] ) ) {
		return;
	}
	$result = \Shopwright\Plugin::instance()->settings()->update( array( 'storefront' => array( 'replace_mini_cart' => true ) ) );
	if ( ! is_array( $result ) ) {
		fwrite( STDERR, "turning on the demo's mini cart failed\n" );
		exit( 1 );
	}
	shopwright_cli_log( "the demo's header shows Shopwright's mini cart (storefront.replace_mini_cart)" );
}

if ( 'dates' === ( $argv[3] ?? '' ) ) {
	shopwright_demo_sale_dates();
	return;
}

if ( class_exists( 'WooCommerce' ) ) {
	if ( function_exists( 'wc_set_hooked_blocks_version' ) ) {
		// WooCommerce does this on the first request after its install: a store installed on a block
		// theme gets its Mini-Cart and account blocks hooked into the header, as every new store does.
		wc_set_hooked_blocks_version();
	}
	shopwright_demo_shop();
	shopwright_demo_mini_cart();
	shopwright_cli_log( 'demo shop ready' );
}
shopwright_demo_block_pages();
shopwright_demo_navigation();
// The test site starts without popups: each spec makes the ones it needs.
if ( '0' !== getenv( 'SHOPWRIGHT_DEMO_POPUP' ) ) {
	shopwright_demo_popup();
}
shopwright_demo_sale_dates();
