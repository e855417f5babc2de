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
	 * An amount as an order note reads it: "$10.00", plain text.
	 *
	 * @param float  $amount   Amount in the main unit.
	 * @param string $currency ISO 4217 code.
	 */
	public static function label( float $amount, string $currency ): string {
		return html_entity_decode( wp_strip_all_tags( wc_price( $amount, array( 'currency' => $currency ) ) ), ENT_QUOTES, 'UTF-8' );
	}
}
