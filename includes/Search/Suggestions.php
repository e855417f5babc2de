<?php
/**
 * Shapes index rows into the suggestions the search box reads.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

defined( 'ABSPATH' ) || exit;

/**
 * Turns index rows into suggestions, grouped: products and variations, then
 * categories, tags, brands, vendors, then posts and pages, each group after a headline when the
 * owner wants headlines. Pure PHP: the fast endpoint uses it without WordPress's formatting
 * functions, so prices are formatted from the snapshot of the store's currency settings taken
 * when the settings were saved, and addresses are made absolute with the snapshot's home URL.
 */
final class Suggestions {

	/**
	 * The groups in the order they are shown, each with the key of its headline label.
	 */
	public const GROUPS = array( 'products', 'categories', 'tags', 'brands', 'vendors', 'posts' );

	/**
	 * The group of each suggested taxonomy.
	 */
	public const TAXONOMY_GROUPS = array(
		'product_cat'   => 'categories',
		'product_tag'   => 'tags',
		'product_brand' => 'brands',
	);

	/**
	 * Keeps the endpoint configuration.
	 *
	 * @param array<string, mixed> $config The search snapshot (SearchModule::snapshot()).
	 */
	public function __construct( private array $config ) {}

	/**
	 * The grouped suggestions, or the single no-results suggestion when nothing matched.
	 *
	 * @param list<array<string, string|null>> $products Index rows of products and variations, best first.
	 * @param int                              $total    Products and variations matched in all (capped, see SearchEngine::COUNT_CAP).
	 * @param list<array<string, string|null>> $terms    Taxonomy rows, each taxonomy's best first.
	 * @param list<array<string, string>>      $vendors  Vendors, already checked (SearchController::vendors()).
	 * @param list<array<string, string|null>> $posts    Index rows of posts and pages, best first.
	 * @param string[]                         $partial  When nothing held every word: the words the best match holds.
	 * @return list<array<string, mixed>>
	 */
	public function grouped( array $products, int $total, array $terms, array $vendors, array $posts, array $partial = array() ): array {
		$groups = array_fill_keys( self::GROUPS, array() );

		$groups['products'] = array_map( array( $this, 'one' ), $products );
		foreach ( $terms as $row ) {
			$group = self::TAXONOMY_GROUPS[ (string) $row['taxonomy'] ] ?? null;
			if ( null !== $group ) {
				$groups[ $group ][] = $this->term( $row );
			}
		}
		$groups['vendors'] = array_map( array( $this, 'vendor' ), $vendors );
		$groups['posts']   = array_map( array( $this, 'one' ), $posts );

		if ( array() === array_merge( ...array_values( $groups ) ) ) {
			return array(
				array(
					'type'  => 'no-results',
					'value' => (string) ( $this->config['no_results_label'] ?? 'No results' ),
				),
			);
		}
		$labels = is_array( $this->config['labels'] ?? null ) ? $this->config['labels'] : array();
		$out    = array();
		if ( array() !== $partial ) {
			// Said first: the shopper learns why these results do not hold every word typed.
			$out[] = array(
				'type'  => 'partial-match',
				'value' => implode( ' ', $partial ),
			);
		}
		foreach ( $groups as $group => $items ) {
			if ( array() === $items ) {
				continue;
			}
			if ( ! empty( $this->config['show_headlines'] ) ) {
				$out[] = array(
					'type'  => 'headline',
					'value' => (string) ( $labels[ $group ] ?? $group ),
				);
			}
			array_push( $out, ...$items );
			if ( 'products' === $group && $total > (int) ( $this->config['max_results'] ?? 0 ) ) {
				$out[] = $this->more_products( $total, $labels );
			}
		}
		return $out;
	}

	/**
	 * The "see all products" suggestion that follows the products when more matched than are shown.
	 *
	 * @param int                  $total  Products and variations matched, capped.
	 * @param array<string, mixed> $labels Labels of the snapshot.
	 * @return array<string, mixed>
	 */
	private function more_products( int $total, array $labels ): array {
		$capped = $total >= SearchEngine::COUNT_CAP;
		$label  = (string) ( $labels[ $capped ? 'more_products_capped' : 'more_products' ] ?? ( $capped ? 'See all products… (%d+)' : 'See all products… (%d)' ) );
		return array(
			'type'  => 'more_products',
			'value' => str_replace( '%d', (string) $total, $label ),
			'total' => $total,
		);
	}

	/**
	 * One term suggestion: a category (with its ancestors as breadcrumbs), tag or brand.
	 *
	 * @param array<string, string|null> $row Taxonomy row.
	 * @return array<string, mixed>
	 */
	public function term( array $row ): array {
		$suggestion = array(
			'type'     => 'taxonomy',
			'value'    => (string) $row['name'],
			'url'      => Urls::absolute( (string) $row['url'], (string) ( $this->config['home'] ?? '' ) ),
			'term_id'  => (int) $row['term_id'],
			'taxonomy' => (string) $row['taxonomy'],
		);
		if ( 'product_cat' === $row['taxonomy'] ) {
			$suggestion['breadcrumbs'] = (string) $row['breadcrumbs'];
		}
		return $suggestion;
	}

	/**
	 * One vendor suggestion.
	 *
	 * @param array<string, string> $vendor Name (value), url, vendor_url and maybe shop_city.
	 * @return array<string, mixed>
	 */
	public function vendor( array $vendor ): array {
		$suggestion = array(
			'type'       => 'vendor',
			'value'      => $vendor['value'],
			'url'        => $vendor['url'],
			'vendor_url' => $vendor['vendor_url'],
		);
		if ( isset( $vendor['shop_city'] ) && '' !== $vendor['shop_city'] ) {
			$suggestion['shop_city'] = $vendor['shop_city'];
		}
		return $suggestion;
	}

	/**
	 * One suggestion.
	 *
	 * @param array<string, string|null> $row Index row.
	 * @return array<string, mixed>
	 */
	public function one( array $row ): array {
		$type       = (string) $row['type'];
		$is_product = 'product' === $type || 'product_variation' === $type;
		$home       = (string) ( $this->config['home'] ?? '' );
		$suggestion = array(
			'type'      => $is_product ? $type : 'post',
			'value'     => (string) $row['title'],
			'url'       => Urls::absolute( (string) $row['url'], $home ),
			'post_id'   => 'product_variation' === $type ? (int) $row['parent_id'] : (int) $row['object_id'],
			'post_type' => 'product_variation' === $type ? 'product' : $type,
		);
		if ( 'product_variation' === $type ) {
			$suggestion['variation_id'] = (int) $row['object_id'];
		}
		if ( ! empty( $this->config['show_image'] ) && '' !== (string) $row['image'] ) {
			$suggestion['image_src'] = Urls::absolute( (string) $row['image'], $home );
		}
		if ( $is_product && ! empty( $this->config['show_sku'] ) && '' !== (string) $row['sku_display'] ) {
			$suggestion['sku'] = (string) $row['sku_display'];
		}
		if ( ! empty( $this->config['show_description'] ) && '' !== (string) $row['description'] ) {
			$suggestion['desc'] = (string) $row['description'];
		}
		if ( '' !== (string) $row['breadcrumbs'] ) {
			$suggestion['breadcrumbs'] = (string) $row['breadcrumbs'];
		}
		if ( $is_product && ! empty( $this->config['show_price'] ) && null !== $row['price_min'] ) {
			$suggestion['price']       = $this->price_html( $row );
			$suggestion['price_plain'] = $this->number( (float) $row['price_min'] );
		}
		if ( $is_product ) {
			$suggestion['in_stock'] = '1' === (string) $row['in_stock'];
		}
		if ( $is_product && '1' === ( $row['featured'] ?? null ) ) {
			$suggestion['featured'] = true;
		}
		if ( isset( $suggestion['price'] ) && '1' === ( $row['taxable'] ?? null ) ) {
			$suggestion['taxable'] = true;
		}
		return $suggestion;
	}

	/**
	 * Price markup like WooCommerce's: a range, a sale (regular struck through) or one amount.
	 *
	 * @param array<string, string|null> $row Index row.
	 */
	public function price_html( array $row ): string {
		$min     = (float) $row['price_min'];
		$max     = (float) ( $row['price_max'] ?? $row['price_min'] );
		$regular = null === $row['regular_price'] ? null : (float) $row['regular_price'];
		if ( $max > $min ) {
			return $this->amount( $min ) . ' &ndash; ' . $this->amount( $max );
		}
		if ( null !== $regular && $regular > $min ) {
			return '<del aria-hidden="true">' . $this->amount( $regular ) . '</del> <ins>' . $this->amount( $min ) . '</ins>';
		}
		return $this->amount( $min );
	}

	/**
	 * One amount in WooCommerce's markup.
	 *
	 * @param float $value Amount.
	 */
	private function amount( float $value ): string {
		$symbol   = '<span class="woocommerce-Price-currencySymbol">' . htmlspecialchars( (string) ( $this->config['currency']['symbol'] ?? '' ), ENT_QUOTES, 'UTF-8', false ) . '</span>';
		$number   = htmlspecialchars( $this->number( $value ), ENT_QUOTES, 'UTF-8' );
		$position = (string) ( $this->config['currency']['position'] ?? 'left' );
		$text     = match ( $position ) {
			'right'       => $number . $symbol,
			'left_space'  => $symbol . '&nbsp;' . $number,
			'right_space' => $number . '&nbsp;' . $symbol,
			default       => $symbol . $number,
		};
		return '<span class="woocommerce-Price-amount amount"><bdi>' . $text . '</bdi></span>';
	}

	/**
	 * The number formatted with the store's decimals and separators.
	 *
	 * @param float $value Amount.
	 */
	private function number( float $value ): string {
		$currency = is_array( $this->config['currency'] ?? null ) ? $this->config['currency'] : array();
		return number_format( $value, (int) ( $currency['decimals'] ?? 2 ), (string) ( $currency['decimal_separator'] ?? '.' ), (string) ( $currency['thousand_separator'] ?? ',' ) );
	}
}
