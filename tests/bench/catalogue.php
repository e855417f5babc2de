<?php
/**
 * The generated catalogue the benchmarks share: products with real-sized descriptions, SKUs,
 * categories, tags, prices and sales, written straight into the tables (with WooCommerce's
 * lookup table) so 100k products take a minute, not hours. Loaded after wp-load.php.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- A command-line benchmark writing its own rows.

const SHOPWRIGHT_BENCH_ADJ   = array( 'classic', 'modern', 'vintage', 'rustic', 'premium', 'compact', 'deluxe', 'organic', 'wooden', 'leather', 'woollen', 'ceramic', 'bamboo', 'copper', 'silver', 'golden', 'velvet', 'linen', 'cotton', 'marble', 'crystal', 'heavy', 'light', 'slim', 'large', 'small', 'portable', 'foldable', 'waterproof', 'handmade' );
const SHOPWRIGHT_BENCH_NOUN  = array( 'lamp', 'chair', 'table', 'hoodie', 'jacket', 'sneaker', 'backpack', 'wallet', 'notebook', 'mug', 'kettle', 'blanket', 'pillow', 'candle', 'clock', 'mirror', 'basket', 'bottle', 'scarf', 'glove', 'helmet', 'speaker', 'headphones', 'charger', 'keyboard', 'monitor', 'camera', 'tripod', 'umbrella', 'sunglasses', 'bracelet', 'necklace', 'earrings', 'teapot', 'skillet', 'blender', 'toaster', 'vase', 'planter', 'rug' );
const SHOPWRIGHT_BENCH_COLOR = array( 'red', 'blue', 'green', 'black', 'white', 'grey', 'navy', 'olive', 'crimson', 'teal', 'amber', 'ivory' );
const SHOPWRIGHT_BENCH_DESC  = array( 'Made to last for years of daily use.', 'A favourite of our customers, carefully packed.', 'Designed in our studio and finished by hand.', 'Lightweight, durable and easy to clean.', 'Perfect as a gift for friends and family.', 'Sustainably sourced materials throughout.' );

const SHOPWRIGHT_BENCH_BODY = array(
	'Every %1$s we make starts as a drawing in our studio and ends on a bench where one person finishes it by hand.',
	'The %2$s finish is applied in three thin coats and cured for a full day, so it keeps its colour through years of use.',
	'We test each piece against daily wear before it leaves the workshop: drops, spills, sunlight and the occasional wash.',
	'Care is simple: wipe it with a soft damp cloth, let it dry in the air and keep it away from direct heat.',
	'Dimensions and weight are listed below; if you are unsure about the size, our team answers within one working day.',
	'Shipping is free over fifty euros, and returns are accepted for sixty days in the original packaging.',
	'The materials come from suppliers we visit every year, and the packaging is recycled card with no plastic film.',
	'Pairs well with the rest of the %3$s collection, and makes a thoughtful gift for a new home.',
	'Small variations in grain and tone are part of the character of natural materials and are not defects.',
	'Our two-year warranty covers any fault in materials or workmanship; repairs after that are offered at cost.',
	'Customers tell us they reach for it every morning, which is exactly what we hoped when we designed it.',
	'Each batch is numbered, and the number on the label tells you the week and the workshop where it was made.',
);

/**
 * A real-sized description (500 to 1000 characters), deterministic per product: the first
 * sentences of the body, rotated, naming the product's noun, colour and style.
 *
 * @param int    $n     Product number.
 * @param string $noun  Its noun.
 * @param string $color Its colour.
 * @param string $adj   Its style.
 */
function shopwright_bench_description( int $n, string $noun, string $color, string $adj ): string {
	$target = 500 + ( $n * 37 ) % 501;
	$text   = '';
	for ( $i = 0; strlen( $text ) < $target; $i++ ) {
		$text .= ( '' === $text ? '' : ' ' ) . sprintf( SHOPWRIGHT_BENCH_BODY[ ( $n + $i ) % count( SHOPWRIGHT_BENCH_BODY ) ], $noun, $color, $adj );
	}
	return '<p>' . $text . '</p>';
}

/**
 * The product of a number, deterministic: title, SKU, short description, description, category, tag.
 *
 * @param int $n Product number.
 * @return array{title: string, sku: string, excerpt: string, content: string, cat: int, tag: int, sales: int, price: int}
 */
function shopwright_bench_product( int $n ): array {
	$adj   = SHOPWRIGHT_BENCH_ADJ[ ( $n * 7 ) % count( SHOPWRIGHT_BENCH_ADJ ) ];
	$adj2  = SHOPWRIGHT_BENCH_ADJ[ ( $n * 13 + 3 ) % count( SHOPWRIGHT_BENCH_ADJ ) ];
	$noun  = SHOPWRIGHT_BENCH_NOUN[ ( $n * 11 ) % count( SHOPWRIGHT_BENCH_NOUN ) ];
	$color = SHOPWRIGHT_BENCH_COLOR[ $n % count( SHOPWRIGHT_BENCH_COLOR ) ];
	return array(
		'title'   => ucfirst( $adj ) . ' ' . ucfirst( $color ) . ' ' . ucfirst( $noun ) . ' ' . ( $n % 2 ? ucfirst( $adj2 ) . ' Edition' : 'Model ' . ( $n % 997 ) ),
		'sku'     => sprintf( 'SW-%06d', $n ),
		'excerpt' => SHOPWRIGHT_BENCH_DESC[ $n % count( SHOPWRIGHT_BENCH_DESC ) ] . ' ' . ucfirst( $color ) . ' ' . $noun . ' in ' . $adj2 . ' style.',
		'content' => shopwright_bench_description( $n, $noun, $color, $adj2 ),
		'cat'     => $n % 25,
		'tag'     => $n % 60,
		'sales'   => ( $n * 2654435761 ) % 5000,
		'price'   => 5 + ( $n * 31 ) % 300,
	);
}

/**
 * Term taxonomy ids of the bench categories and tags, created once.
 *
 * @return array{cat: list<int>, tag: list<int>, simple: int}
 */
function shopwright_bench_terms(): array {
	$out = array(
		'cat' => array(),
		'tag' => array(),
	);
	foreach ( array(
		'cat' => array( 'product_cat', 25, 'Department' ),
		'tag' => array( 'product_tag', 60, 'Collection' ),
	) as $key => [ $taxonomy, $count, $label ] ) {
		for ( $i = 0; $i < $count; $i++ ) {
			$name = $label . ' ' . SHOPWRIGHT_BENCH_NOUN[ $i % count( SHOPWRIGHT_BENCH_NOUN ) ] . ' ' . $i;
			$term = term_exists( $name, $taxonomy );
			if ( ! $term ) {
				$term = wp_insert_term( $name, $taxonomy );
			}
			$out[ $key ][] = (int) $term['term_taxonomy_id'];
		}
	}
	$simple        = get_term_by( 'slug', 'simple', 'product_type' );
	$out['simple'] = $simple ? (int) $simple->term_taxonomy_id : 0;
	return $out;
}

/**
 * Removes generated products numbered $target and up, so that a catalogue left by an earlier,
 * larger run is cut back to the size being measured.
 *
 * @param int $target Products to keep.
 */
function shopwright_bench_trim( int $target ): void {
	global $wpdb;
	// A catalogue from before products had descriptions is made again.
	if ( '' === (string) $wpdb->get_var( "SELECT post_content FROM {$wpdb->posts} WHERE post_name = 'sw-bench-0' AND post_type = 'product'" ) ) {
		$target = 0;
	}
	$surplus = "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product' AND post_name LIKE 'sw-bench-%' AND CAST( SUBSTRING( post_name, 10 ) AS UNSIGNED ) >= " . $target;
	$ids     = $wpdb->get_col( $surplus ); // phpcs:ignore WordPress.DB
	foreach ( array_chunk( array_map( 'intval', $ids ), 5000 ) as $chunk ) {
		$list = implode( ',', $chunk );
		$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE post_id IN ($list)" ); // phpcs:ignore WordPress.DB
		$wpdb->query( "DELETE FROM {$wpdb->prefix}wc_product_meta_lookup WHERE product_id IN ($list)" ); // phpcs:ignore WordPress.DB
		$wpdb->query( "DELETE FROM {$wpdb->term_relationships} WHERE object_id IN ($list)" ); // phpcs:ignore WordPress.DB
		$wpdb->query( "DELETE FROM {$wpdb->posts} WHERE ID IN ($list)" ); // phpcs:ignore WordPress.DB
	}
}

/**
 * Grows the generated catalogue to $target products with multi-row inserts.
 *
 * @param int                                             $target Products wanted.
 * @param array{cat: list<int>, tag: list<int>, simple: int} $terms  Term taxonomy ids.
 * @return int Seconds spent.
 */
function shopwright_bench_generate( int $target, array $terms ): float {
	global $wpdb;
	$have  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'product' AND post_name LIKE 'sw-bench-%'" );
	$clock = microtime( true );
	$now   = gmdate( 'Y-m-d H:i:s' );
	for ( $start = $have; $start < $target; $start += 1000 ) {
		$end   = min( $target, $start + 1000 );
		$posts = array();
		for ( $n = $start; $n < $end; $n++ ) {
			$p       = shopwright_bench_product( $n );
			$posts[] = $wpdb->prepare( "(1, %s, %s, %s, %s, %s, 'publish', 'closed', 'closed', %s, %s, %s, '', '', '', 'product')", $now, $now, $p['content'], $p['title'], $p['excerpt'], 'sw-bench-' . $n, $now, $now );
		}
		$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type) VALUES " . implode( ',', $posts ) );
		$first  = (int) $wpdb->insert_id;
		$meta   = array();
		$lookup = array();
		$rels   = array();
		for ( $n = $start, $id = $first; $n < $end; $n++, $id++ ) {
			$p = shopwright_bench_product( $n );
			foreach ( array(
				'_sku'           => $p['sku'],
				'_price'         => (string) $p['price'],
				'_regular_price' => (string) $p['price'],
				'_stock_status'  => 0 === $n % 20 ? 'outofstock' : 'instock',
				'total_sales'    => (string) $p['sales'],
			) as $key => $value ) {
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, $key, $value );
			}
			$lookup[] = $wpdb->prepare( "(%d, %s, 0, 0, %f, %f, 0, NULL, %s, 0, 0, %d, '', '')", $id, $p['sku'], $p['price'], $p['price'], 0 === $n % 20 ? 'outofstock' : 'instock', $p['sales'] );
			foreach ( array( $terms['cat'][ $p['cat'] ], $terms['tag'][ $p['tag'] ], $terms['simple'] ) as $tt ) {
				if ( $tt > 0 ) {
					$rels[] = $wpdb->prepare( '(%d, %d)', $id, $tt );
				}
			}
		}
		$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) );
		$wpdb->query( "INSERT INTO {$wpdb->prefix}wc_product_meta_lookup (product_id, sku, virtual, downloadable, min_price, max_price, onsale, stock_quantity, stock_status, rating_count, average_rating, total_sales, tax_status, tax_class) VALUES " . implode( ',', $lookup ) );
		$wpdb->query( "INSERT IGNORE INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $rels ) );
	}
	wp_cache_flush();
	return microtime( true ) - $clock;
}
