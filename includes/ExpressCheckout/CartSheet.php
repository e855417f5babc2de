<?php
/**
 * The wallet sheet's lines for a cart, carried in every Store API cart answer under
 * extensions.shopwright.sheet.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * The buttons on the product, cart and checkout pages work on a Store API cart and show its lines
 * in the wallet sheet. Those lines are built here, from the cart itself, by the same rule as the
 * pay-for-order page's (Amounts::sheet_lines()): with or without tax as the store shows its
 * prices, adding up exactly to the total. The answer of every cart route (a product added, an
 * address or a rate chosen) then carries the lines of the cart as it now stands.
 */
final class CartSheet {

	public const NAMESPACE = 'shopwright';

	/**
	 * Keeps how to reach the gateway.
	 *
	 * @param \Closure $gateway Returns the gateway, or null.
	 */
	public function __construct( private \Closure $gateway ) {}

	/**
	 * Extends the Store API's cart once WooCommerce has loaded it.
	 */
	public function register(): void {
		if ( did_action( 'woocommerce_blocks_loaded' ) ) {
			$this->extend();
			return;
		}
		add_action( 'woocommerce_blocks_loaded', array( $this, 'extend' ) );
	}

	/**
	 * Adds the sheet to the cart's answers.
	 */
	public function extend(): void {
		if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) ) {
			return;
		}
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'cart',
				'namespace'       => self::NAMESPACE,
				'data_callback'   => array( $this, 'data' ),
				'schema_callback' => array( self::class, 'schema' ),
			)
		);
	}

	/**
	 * The cart's sheet, while the wallet buttons take payments; nothing otherwise.
	 *
	 * @return array<string, mixed>
	 */
	public function data(): array {
		$gateway = ( $this->gateway )();
		$cart    = function_exists( 'WC' ) ? WC()->cart : null;
		if ( ! $gateway instanceof Gateway || ! $gateway->is_available() || ! $cart instanceof \WC_Cart ) {
			return array();
		}
		return array( 'sheet' => self::sheet( $cart, get_woocommerce_currency(), Amounts::tax_as_line() ) );
	}

	/**
	 * What the sheet shows for a cart, in Stripe's units: its lines and its total.
	 *
	 * @param \WC_Cart $cart     The cart, its totals calculated.
	 * @param string   $currency ISO 4217 code.
	 * @param bool     $tax_line Whether prices are shown without tax, with tax as a line.
	 * @return array{amount: int, lines: list<array{name: string, amount: int}>}
	 */
	public static function sheet( \WC_Cart $cart, string $currency, bool $tax_line ): array {
		$products = array();
		foreach ( $cart->get_cart() as $item ) {
			$product = $item['data'] ?? null;
			if ( ! $product instanceof \WC_Product ) {
				continue;
			}
			$name       = html_entity_decode( wp_strip_all_tags( $product->get_title() ), ENT_QUOTES, 'UTF-8' );
			$quantity   = (int) ( $item['quantity'] ?? 1 );
			$products[] = array(
				'name'   => $quantity > 1 ? $name . ' × ' . $quantity : $name,
				'amount' => (float) ( $item['line_subtotal'] ?? 0 ),
				'tax'    => (float) ( $item['line_subtotal_tax'] ?? 0 ),
			);
		}
		$extras = array(
			array(
				'name'   => __( 'Shipping', 'shopwright' ),
				'amount' => (float) $cart->get_shipping_total(),
				'tax'    => (float) $cart->get_shipping_tax(),
			),
			array(
				'name'   => __( 'Discount', 'shopwright' ),
				'amount' => - (float) $cart->get_discount_total(),
				'tax'    => - (float) $cart->get_discount_tax(),
			),
			array(
				'name'   => __( 'Fees', 'shopwright' ),
				'amount' => (float) $cart->get_fee_total(),
				'tax'    => (float) $cart->get_fee_tax(),
			),
		);
		$total  = (float) $cart->get_total( 'edit' );
		return array(
			'amount' => Amounts::to_minor( $total, $currency ),
			'lines'  => Amounts::sheet_lines( $products, $extras, (float) $cart->get_total_tax(), $total, $currency, $tax_line ),
		);
	}

	/**
	 * The shape of what the cart's answer carries.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$amount = array(
			'description' => __( 'An amount in the currency’s smallest unit, as Stripe counts it.', 'shopwright' ),
			'type'        => 'integer',
			'context'     => array( 'view', 'edit' ),
			'readonly'    => true,
		);
		return array(
			'sheet' => array(
				'description' => __( 'What the wallet sheet shows for this cart: its lines, adding up to its total.', 'shopwright' ),
				'type'        => 'object',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
				'properties'  => array(
					'amount' => $amount,
					'lines'  => array(
						'description' => __( 'The sheet’s lines.', 'shopwright' ),
						'type'        => 'array',
						'context'     => array( 'view', 'edit' ),
						'readonly'    => true,
						'items'       => array(
							'type'       => 'object',
							'properties' => array(
								'name'   => array(
									'description' => __( 'What the line is.', 'shopwright' ),
									'type'        => 'string',
									'context'     => array( 'view', 'edit' ),
									'readonly'    => true,
								),
								'amount' => $amount,
							),
						),
					),
				),
			),
		);
	}
}
