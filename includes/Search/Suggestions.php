<?php
/**
 * Shapes index rows into the suggestions the search box reads.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

/**
 * Turns index rows into suggestions (spec §3). Pure PHP: the fast endpoint uses it without
 * WordPress's formatting functions, so prices are formatted from the snapshot of the store's
 * currency settings taken when the settings were saved.
 */
final class Suggestions {

	/**
	 * Keeps the endpoint configuration.
	 *
	 * @param array<string, mixed> $config The search snapshot (SearchModule::snapshot()).
	 */
	public function __construct( private array $config ) {}

	/**
	 * The suggestions for rows, or the single no-results suggestion.
	 *
	 * @param list<array<string, string|null>> $rows Index rows, best first.
	 * @return list<array<string, mixed>>
	 */
	public function from_rows( array $rows ): array {
		if ( array() === $rows ) {
			return array(
				array(
					'type'  => 'no-results',
					'value' => (string) ( $this->config['no_results_label'] ?? 'No results' ),
				),
			);
		}
		return array_map( array( $this, 'one' ), $rows );
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
		$suggestion = array(
			'type'      => $is_product ? $type : 'post',
			'value'     => (string) $row['title'],
			'url'       => (string) $row['url'],
			'post_id'   => 'product_variation' === $type ? (int) $row['parent_id'] : (int) $row['object_id'],
			'post_type' => 'product_variation' === $type ? 'product' : $type,
		);
		if ( 'product_variation' === $type ) {
			$suggestion['variation_id'] = (int) $row['object_id'];
		}
		if ( ! empty( $this->config['show_image'] ) && '' !== (string) $row['image'] ) {
			$suggestion['image_src'] = (string) $row['image'];
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
