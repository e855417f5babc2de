<?php
/**
 * Order totals in the smallest unit of their currency, as Stripe counts them.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe takes integer amounts in a currency's smallest unit: cents for EUR, whole yen for JPY,
 * and for the three-decimal currencies thousandths that must end in 0.
 */
final class Amounts {

	/**
	 * Currencies Stripe counts in whole units.
	 */
	private const ZERO_DECIMAL = array( 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' );

	/**
	 * Currencies Stripe counts in thousandths.
	 */
	private const THREE_DECIMAL = array( 'BHD', 'JOD', 'KWD', 'OMR', 'TND' );

	/**
	 * Digits after the decimal point Stripe expects for the currency.
	 *
	 * @param string $currency ISO 4217 code.
	 */
	public static function minor_unit( string $currency ): int {
		$currency = strtoupper( $currency );
		if ( in_array( $currency, self::ZERO_DECIMAL, true ) ) {
			return 0;
		}
		return in_array( $currency, self::THREE_DECIMAL, true ) ? 3 : 2;
	}

	/**
	 * A decimal amount (an order total) in the currency's smallest unit.
	 *
	 * @param float|string $amount   Amount in the currency's main unit.
	 * @param string       $currency ISO 4217 code.
	 */
	public static function to_minor( $amount, string $currency ): int {
		$unit  = self::minor_unit( $currency );
		$minor = (int) round( (float) $amount * ( 10 ** $unit ) );
		// Stripe takes three-decimal amounts only to the hundredth: the last digit must be 0.
		return 3 === $unit ? (int) ( round( $minor / 10 ) * 10 ) : $minor;
	}

	/**
	 * An amount in the currency's smallest unit, back in its main unit.
	 *
	 * @param int    $minor    Smallest-unit amount.
	 * @param string $currency ISO 4217 code.
	 */
	public static function from_minor( int $minor, string $currency ): float {
		return $minor / ( 10 ** self::minor_unit( $currency ) );
	}

	/**
	 * Whether the wallet sheet shows prices without tax, with the tax as a line of its own: as
	 * the store shows its cart and checkout. Otherwise each line includes its tax and there is
	 * no tax line (a wallet sheet has no place for an "includes tax" note).
	 */
	public static function tax_as_line(): bool {
		return wc_tax_enabled() && 'excl' === get_option( 'woocommerce_tax_display_cart' );
	}

	/**
	 * The lines of a wallet sheet, in Stripe's units, that add up exactly to the total: Stripe
	 * refuses lines adding up to more than the amount, and lines adding up to less would have
	 * the sheet contradict itself. Each line is the sum of its parts, rounded once: without
	 * their tax, with a Tax line, when the store shows prices without tax; with their tax
	 * otherwise. A cart's and an order's lines are built here alike.
	 *
	 * WooCommerce rounds each line and the total on their own (and, with taxes rounded at the
	 * subtotal, the tax only once for the whole cart), so the rounded lines can miss the total
	 * by a smallest unit or so. That difference, at most one unit per line, is put on the line
	 * where the rounding is: the Tax line, or with taxes inside the prices the largest line
	 * (the one with the most tax, where a cent changes least). A larger difference is not
	 * rounding but something the lines do not show (an extension changing the total), and
	 * then no lines are given: the sheet shows the total alone rather than a guess.
	 *
	 * @param list<array{name: string, amount: float, tax: float}> $products Product lines; always shown.
	 * @param list<array{name: string, amount: float, tax: float}> $extras   Shipping, discount (negative), fees; shown when not 0.
	 * @param float                                                $tax      All the tax.
	 * @param float                                                $total    What is paid.
	 * @param string                                               $currency ISO 4217 code.
	 * @param bool                                                 $tax_line Whether prices are shown without tax, with tax as a line.
	 * @return list<array{name: string, amount: int}>
	 */
	public static function sheet_lines( array $products, array $extras, float $tax, float $total, string $currency, bool $tax_line ): array {
		$minor = static fn( array $part ): int => self::to_minor( $part['amount'] + ( $tax_line ? 0.0 : $part['tax'] ), $currency );
		$lines = array();
		foreach ( $products as $product ) {
			$lines[] = array(
				'name'   => $product['name'],
				'amount' => $minor( $product ),
			);
		}
		foreach ( $extras as $extra ) {
			if ( 0 !== $minor( $extra ) ) {
				$lines[] = array(
					'name'   => $extra['name'],
					'amount' => $minor( $extra ),
				);
			}
		}
		$taxed = $tax_line ? self::to_minor( $tax, $currency ) : 0;
		if ( 0 !== $taxed ) {
			$lines[] = array(
				'name'   => __( 'Tax', 'shopwright' ),
				'amount' => $taxed,
			);
		}
		if ( array() === $lines ) {
			return array();
		}
		$difference = self::to_minor( $total, $currency ) - array_sum( array_column( $lines, 'amount' ) );
		if ( 0 === $difference ) {
			return $lines;
		}
		// A smallest unit as Stripe takes it: thousandths end in 0.
		$unit = 3 === self::minor_unit( $currency ) ? 10 : 1;
		if ( abs( $difference ) > $unit * count( $lines ) ) {
			return array();
		}
		$target                      = 0 !== $taxed ? count( $lines ) - 1 : (int) array_search( max( array_column( $lines, 'amount' ) ), array_column( $lines, 'amount' ), true );
		$lines[ $target ]['amount'] += $difference;
		// A line the cent would empty or turn negative says something false: no lines then.
		return $lines[ $target ]['amount'] > 0 ? $lines : array();
	}

	/**
	 * An amount as an order note reads it: "$10.00", plain text.
	 *
	 * @param float  $amount   Amount in the main unit.
	 * @param string $currency ISO 4217 code.
	 */
	public static function label( float $amount, string $currency ): string {
		return html_entity_decode( wp_strip_all_tags( wc_price( $amount, array( 'currency' => $currency ) ) ), ENT_QUOTES, 'UTF-8' );
	}
}
