<?php
/**
 * Reads products, posts and pages into the documents the search index is built from.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Shared\LockedMarkup;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The reading half of indexing: which objects qualify (published, visible, not password
 * protected, in stock unless the owner indexes the rest) and what each one's document holds: its
 * row, the text of each field, its variations. A handful of queries per batch, no product
 * objects, so a full rebuild of a large catalogue stays fast. It writes nothing.
 */
final class Catalogue {

	/**
	 * Keeps what the catalogue reads.
	 *
	 * @param \wpdb    $db       Database.
	 * @param Settings $settings Plugin settings (the search section says what is indexed).
	 */
	public function __construct( private \wpdb $db, private Settings $settings ) {}

	/**
	 * Post types that go into the index with the current settings.
	 *
	 * @return list<string>
	 */
	public function post_types(): array {
		$types = array();
		if ( post_type_exists( 'product' ) ) {
			$types[] = 'product';
		}
		if ( true === $this->setting( 'index_posts' ) ) {
			$types[] = 'post';
		}
		if ( true === $this->setting( 'index_pages' ) ) {
			$types[] = 'page';
		}
		return $types;
	}

	/**
	 * Ids of indexable candidates after $after, in id order, for the rebuild.
	 *
	 * @param int $after Last id done.
	 * @param int $limit Batch size.
	 * @return list<int>
	 */
	public function next_ids( int $after, int $limit ): array {
		$types = $this->post_types();
		if ( array() === $types ) {
			return array();
		}
		$in = implode( ',', array_fill( 0, count( $types ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Placeholders built from a count.
		$ids = $this->db->get_col( $this->db->prepare( "SELECT ID FROM {$this->db->posts} WHERE ID > %d AND post_type IN ($in) AND post_status = 'publish' ORDER BY ID LIMIT %d", $after, ...array_merge( $types, array( $limit ) ) ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * How many objects a rebuild will look at (an upper bound of what ends up indexed).
	 */
	public function count_candidates(): int {
		$types = $this->post_types();
		if ( array() === $types ) {
			return 0;
		}
		$in = implode( ',', array_fill( 0, count( $types ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Placeholders built from a count.
		return (int) $this->db->get_var( $this->db->prepare( "SELECT COUNT(*) FROM {$this->db->posts} WHERE post_type IN ($in) AND post_status = 'publish'", ...$types ) );
	}

	/**
	 * The documents of the ids that qualify.
	 *
	 * @param int[] $ids Post ids.
	 * @return list<array{row: array<string, mixed>, fields: array<int, string>, variations: list<array<string, mixed>>}>
	 */
	public function documents( array $ids ): array {
		$types = $this->post_types();
		if ( array() === $types ) {
			return array();
		}
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$tin   = implode( ',', array_fill( 0, count( $types ), '%s' ) );
		$extra = true === $this->setting( 'index_content' ) ? ', post_content' : '';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Placeholders built from counts; $extra is one of two literals.
		$posts = $this->db->get_results( $this->db->prepare( "SELECT ID, post_type, post_title, post_excerpt{$extra} FROM {$this->db->posts} WHERE ID IN ($in) AND post_type IN ($tin) AND post_status = 'publish' AND post_password = ''", ...array_merge( $ids, $types ) ), 'ARRAY_A' );
		if ( array() === $posts ) {
			return array();
		}
		$ids = array_map( static fn( array $p ): int => (int) $p['ID'], $posts );
		$in  = implode( ',', array_fill( 0, count( $ids ), '%d' ) );

		$custom = $this->custom_field_keys();
		$meta   = $this->meta( $ids, array_merge( array( '_sku', '_price', '_regular_price', '_thumbnail_id', '_stock_status', 'total_sales' ), $custom ) );
		$terms  = $this->terms( $ids );

		$variations = array();
		if ( in_array( 'product', $types, true ) ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Placeholders built from a count.
			$rows = $this->db->get_results( $this->db->prepare( "SELECT ID, post_parent, post_title FROM {$this->db->posts} WHERE post_parent IN ($in) AND post_type = 'product_variation' AND post_status = 'publish'", ...$ids ), 'ARRAY_A' );
			if ( array() !== $rows ) {
				$variation_ids  = array_map( static fn( array $r ): int => (int) $r['ID'], $rows );
				$variation_meta = $this->meta( $variation_ids, array( '_sku', '_price', '_regular_price', '_stock_status', '_thumbnail_id' ) );
				$chosen         = $this->variation_attributes( $variation_ids );
				foreach ( $rows as $row ) {
					$row['meta']                               = $variation_meta[ (int) $row['ID'] ] ?? array();
					$row['attributes']                         = $chosen[ (int) $row['ID'] ] ?? array();
					$variations[ (int) $row['post_parent'] ][] = $row;
				}
			}
		}

		$thumbs = array();
		foreach ( $meta as $values ) {
			if ( isset( $values['_thumbnail_id'][0] ) ) {
				$thumbs[] = (int) $values['_thumbnail_id'][0];
			}
		}
		foreach ( $variations as $rows ) {
			foreach ( $rows as $variation ) {
				if ( isset( $variation['meta']['_thumbnail_id'][0] ) ) {
					$thumbs[] = (int) $variation['meta']['_thumbnail_id'][0];
				}
			}
		}
		if ( array() !== $thumbs ) {
			update_meta_cache( 'post', array_values( array_unique( $thumbs ) ) );
		}
		_prime_post_caches( $ids, false, false );

		$out_of_stock_too = true === $this->setting( 'index_out_of_stock' );
		$documents        = array();
		foreach ( $posts as $post ) {
			$id         = (int) $post['ID'];
			$post_meta  = $meta[ $id ] ?? array();
			$post_terms = $terms[ $id ] ?? array();
			$visibility = $post_terms['product_visibility'] ?? array();
			$is_product = 'product' === $post['post_type'];
			$stock      = (string) ( $post_meta['_stock_status'][0] ?? 'instock' );
			$in_stock   = 'outofstock' !== $stock;
			$hidden     = in_array( 'exclude-from-search', $visibility, true );
			$skip_stock = $is_product && ! $in_stock && ! $out_of_stock_too;
			if ( ( $is_product && $hidden ) || $skip_stock ) {
				continue;
			}
			$documents[] = $this->document( $post, $post_meta, $post_terms, $variations[ $id ] ?? array(), $custom, $in_stock );
		}
		return $documents;
	}

	/**
	 * One document: the index row, the text of each field, the variation rows.
	 *
	 * @param array<string, mixed>        $post       Post row.
	 * @param array<string, list<string>> $meta       Meta values by key.
	 * @param array<string, list<string>> $terms      Term names by taxonomy.
	 * @param list<array<string, mixed>>  $variations Variation rows with their meta.
	 * @param string[]                    $custom     Custom field keys indexed.
	 * @param bool                        $in_stock   Stock status.
	 * @return array{row: array<string, mixed>, fields: array<int, string>, variations: list<array<string, mixed>>}
	 */
	private function document( array $post, array $meta, array $terms, array $variations, array $custom, bool $in_stock ): array {
		$id       = (int) $post['ID'];
		$title    = (string) $post['post_title'];
		$excerpt  = wp_strip_all_tags( LockedMarkup::strip( (string) $post['post_excerpt'] ) );
		$content  = isset( $post['post_content'] ) ? wp_strip_all_tags( strip_shortcodes( LockedMarkup::strip( (string) $post['post_content'] ) ) ) : '';
		$sku      = (string) ( $meta['_sku'][0] ?? '' );
		$prices   = array_filter( $meta['_price'] ?? array(), 'is_numeric' );
		$regular  = $meta['_regular_price'][0] ?? null;
		$thumb_id = (int) ( $meta['_thumbnail_id'][0] ?? 0 );
		$home     = home_url();
		$url      = Urls::relative( (string) get_permalink( $id ), $home );
		$image    = $thumb_id > 0 ? Urls::relative( (string) wp_get_attachment_image_url( $thumb_id, 'thumbnail' ), $home ) : '';

		$brands     = $terms['product_brand'] ?? array();
		$attributes = array();
		$categories = $terms['product_cat'] ?? ( $terms['category'] ?? array() );
		$tags       = $terms['product_tag'] ?? ( $terms['post_tag'] ?? array() );
		foreach ( $terms as $taxonomy => $names ) {
			if ( str_starts_with( $taxonomy, 'pa_' ) ) {
				$attributes = array_merge( $attributes, $names );
			}
		}
		$variation_skus = array();
		$variation_rows = array();
		foreach ( $variations as $variation ) {
			$vsku = (string) ( $variation['meta']['_sku'][0] ?? '' );
			if ( '' === $vsku ) {
				continue;
			}
			$variation_skus[] = $vsku;
			$vprice           = $variation['meta']['_price'][0] ?? null;
			$vthumb           = (int) ( $variation['meta']['_thumbnail_id'][0] ?? 0 );
			$vimage           = $vthumb > 0 ? (string) wp_get_attachment_image_url( $vthumb, 'thumbnail' ) : '';
			$variation_rows[] = array(
				'object_id'   => (int) $variation['ID'],
				'type'        => 'product_variation',
				'parent_id'   => $id,
				'title'       => (string) $variation['post_title'],
				'sku'         => Text::sku( $vsku ),
				'sku_display' => mb_substr( $vsku, 0, 100 ),
				// Its attributes in the address, as WooCommerce links a variation: the product page
				// opens with the variation chosen.
				'url'         => self::variation_url( $url, $variation['attributes'] ?? array() ),
				// Its own picture, as the product page shows when it is chosen, else the product's.
				'image'       => '' !== $vimage ? Urls::relative( $vimage, $home ) : $image,
				'breadcrumbs' => '',
				'popularity'  => (int) ( $meta['total_sales'][0] ?? 0 ),
				'in_stock'    => 'outofstock' === ( $variation['meta']['_stock_status'][0] ?? '' ) ? 0 : 1,
			) + self::prices( is_numeric( $vprice ) ? array( $vprice ) : array(), $variation['meta']['_regular_price'][0] ?? null );
		}
		$custom_text = array();
		foreach ( $custom as $key ) {
			foreach ( $meta[ $key ] ?? array() as $value ) {
				if ( ! is_serialized( $value ) ) {
					$custom_text[] = $value;
				}
			}
		}
		// The words of the SKUs; a SKU without its separators ("ab12" for "AB-12") is found
		// through the sku column instead (SearchEngine::by_sku()), which costs no word per product.
		$sku_text = implode( ' ', array_merge( array( $sku ), $variation_skus ) );
		$row      = array(
			'object_id'   => $id,
			'type'        => (string) $post['post_type'],
			'parent_id'   => 0,
			'title'       => $title,
			'sku'         => Text::sku( $sku ),
			'sku_display' => mb_substr( $sku, 0, 100 ),
			'url'         => $url,
			'image'       => $image,
			'breadcrumbs' => mb_substr( implode( ' / ', array_slice( $categories, 0, 3 ) ), 0, 300 ),
			'popularity'  => max( 0, (int) ( $meta['total_sales'][0] ?? 0 ) ),
			'in_stock'    => $in_stock ? 1 : 0,
		) + self::prices( $prices, $regular );
		return array(
			'row'        => $row,
			'fields'     => array(
				Indexer::FIELDS['title']     => $title,
				Indexer::FIELDS['sku']       => $sku_text,
				Indexer::FIELDS['category']  => implode( ' ', $categories ),
				Indexer::FIELDS['tag']       => implode( ' ', $tags ),
				Indexer::FIELDS['brand']     => implode( ' ', $brands ),
				Indexer::FIELDS['attribute'] => implode( ' ', $attributes ),
				Indexer::FIELDS['excerpt']   => $excerpt,
				Indexer::FIELDS['content']   => mb_substr( $content, 0, 5000 ),
				Indexer::FIELDS['custom']    => implode( ' ', $custom_text ),
			),
			'variations' => $variation_rows,
		);
	}

	/**
	 * The price columns: the lowest price, and the highest and the regular one only where they
	 * differ from it (NULL costs nothing in a row, and Suggestions reads NULL as "the same").
	 *
	 * @param array<int|string, mixed> $prices  Prices (the product's, or its variations').
	 * @param mixed                    $regular Regular price.
	 * @return array{price_min: string|null, price_max: string|null, regular_price: string|null}
	 */
	private static function prices( array $prices, $regular ): array {
		$prices = array_map( 'floatval', array_filter( $prices, 'is_numeric' ) );
		if ( array() === $prices ) {
			return array(
				'price_min'     => null,
				'price_max'     => null,
				'regular_price' => is_numeric( $regular ) ? (string) $regular : null,
			);
		}
		$min = min( $prices );
		$max = max( $prices );
		return array(
			'price_min'     => (string) $min,
			'price_max'     => $max > $min ? (string) $max : null,
			'regular_price' => is_numeric( $regular ) && (float) $regular !== $min ? (string) $regular : null,
		);
	}

	/**
	 * The attribute values each variation stands for ("attribute_pa_colour" => "blue"), in one
	 * query. An empty value means "any", which the address leaves out.
	 *
	 * @param int[] $ids Variation ids.
	 * @return array<int, array<string, string>>
	 */
	private function variation_attributes( array $ids ): array {
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Placeholders built from a count.
		$rows = $this->db->get_results( $this->db->prepare( "SELECT post_id, meta_key, meta_value FROM {$this->db->postmeta} WHERE post_id IN ($in) AND meta_key LIKE %s AND meta_value <> ''", ...array_merge( $ids, array( $this->db->esc_like( 'attribute_' ) . '%' ) ) ), 'ARRAY_N' );
		$out  = array();
		foreach ( $rows as $row ) {
			$out[ (int) $row[0] ][ (string) $row[1] ] = (string) $row[2];
		}
		return $out;
	}

	/**
	 * A variation's address: its product's, with the attributes it stands for.
	 *
	 * @param string                $url        The product's address.
	 * @param array<string, string> $attributes Attribute meta keys and values.
	 */
	public static function variation_url( string $url, array $attributes ): string {
		ksort( $attributes );
		return array() === $attributes ? $url : add_query_arg( array_map( 'rawurlencode', $attributes ), $url );
	}

	/**
	 * Meta values of several posts for a few keys, in one query.
	 *
	 * @param int[]    $ids  Post ids.
	 * @param string[] $keys Meta keys.
	 * @return array<int, array<string, list<string>>>
	 */
	private function meta( array $ids, array $keys ): array {
		$in  = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$kin = implode( ',', array_fill( 0, count( $keys ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Placeholders built from counts.
		$rows = $this->db->get_results( $this->db->prepare( "SELECT post_id, meta_key, meta_value FROM {$this->db->postmeta} WHERE post_id IN ($in) AND meta_key IN ($kin)", ...array_merge( $ids, $keys ) ), 'ARRAY_N' );
		$out  = array();
		foreach ( $rows as $row ) {
			$out[ (int) $row[0] ][ (string) $row[1] ][] = (string) $row[2];
		}
		return $out;
	}

	/**
	 * Term names by taxonomy of several posts, in one query.
	 *
	 * @param int[] $ids Post ids.
	 * @return array<int, array<string, list<string>>>
	 */
	private function terms( array $ids ): array {
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Placeholders built from a count.
		$rows = $this->db->get_results(
			$this->db->prepare(
				"SELECT tr.object_id, tt.taxonomy, t.name, t.slug FROM {$this->db->term_relationships} tr
				INNER JOIN {$this->db->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
				INNER JOIN {$this->db->terms} t ON t.term_id = tt.term_id
				WHERE tr.object_id IN ($in) AND ( tt.taxonomy IN ('product_cat','product_tag','product_brand','product_visibility','category','post_tag') OR tt.taxonomy LIKE %s )",
				...array_merge( $ids, array( $this->db->esc_like( 'pa_' ) . '%' ) )
			),
			'ARRAY_N'
		);
		$out  = array();
		foreach ( $rows as $row ) {
			// Visibility is read by slug; everything else is indexed by its name.
			$out[ (int) $row[0] ][ (string) $row[1] ][] = 'product_visibility' === $row[1] ? (string) $row[3] : TermIndexer::decode( (string) $row[2] );
		}
		return $out;
	}

	/**
	 * Meta keys the owner listed as searchable custom fields (private keys never).
	 *
	 * @return list<string>
	 */
	private function custom_field_keys(): array {
		$keys = array();
		foreach ( explode( ',', (string) $this->setting( 'custom_fields' ) ) as $key ) {
			$key = sanitize_key( trim( $key ) );
			if ( '' !== $key && ! str_starts_with( $key, '_' ) ) {
				$keys[] = $key;
			}
		}
		return array_slice( array_values( array_unique( $keys ) ), 0, 10 );
	}

	/**
	 * One setting of the search section.
	 *
	 * @param string $key Setting key.
	 * @return mixed
	 */
	private function setting( string $key ) {
		return $this->settings->get( 'search', $key );
	}
}
