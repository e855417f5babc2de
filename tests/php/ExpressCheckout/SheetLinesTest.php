<?php
/**
 * The wallet sheet's lines for a cart and for an order: with or without tax as the store shows
 * its prices, and always adding up to the total.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\Amounts;
use Shopwright\ExpressCheckout\CartSheet;
use Shopwright\ExpressCheckout\OrderPayment;

/**
 * A store charging 19% VAT, its prices entered with tax: carts with a coupon, a fee and shipping,
 * shown with tax inside each line or with a Tax line; and the rounding WooCommerce leaves.
 */
final class SheetLinesTest extends StripeTestCase {

	/**
	 * VAT on everything, shipping included; an empty cart.
	 */
	protected function set_up(): void {
		parent::set_up();
		update_option( 'woocommerce_calc_taxes', 'yes' );
		update_option( 'woocommerce_prices_include_tax', 'yes' );
		update_option( 'woocommerce_tax_round_at_subtotal', 'no' );
		update_option( 'woocommerce_currency', 'EUR' );
		\WC_Tax::_insert_tax_rate(
			array(
				'tax_rate_country'  => '',
				'tax_rate'          => '19.0000',
				'tax_rate_name'     => 'VAT',
				'tax_rate_priority' => 1,
				'tax_rate_compound' => 0,
				'tax_rate_shipping' => 1,
				'tax_rate_order'    => 1,
				'tax_rate_class'    => '',
			)
		);
		if ( null === WC()->cart ) {
			wc_load_cart();
		}
		WC()->cart->empty_cart();
		WC()->customer->set_billing_country( 'DE' );
		WC()->customer->set_shipping_country( 'DE' );
	}

	/**
	 * Leaves the cart empty and the display as it was.
	 */
	protected function tear_down(): void {
		if ( function_exists( 'WC' ) && null !== WC()->cart ) {
			WC()->cart->empty_cart();
			WC()->cart->remove_coupons();
		}
		parent::tear_down();
	}

	/**
	 * A product at a price with tax.
	 *
	 * @param string $name  Its name.
	 * @param string $price Its price, VAT included.
	 */
	private function product( string $name, string $price ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_regular_price( $price );
		$product->set_tax_status( 'taxable' );
		$product->save();
		return $product->get_id();
	}

	/**
	 * Two pens at 11.90 and three notebooks at 2.99 (VAT included), 10% off with a coupon, a
	 * 1.50 gift-wrap fee and 5.00 flat-rate shipping (both plus VAT), totals calculated.
	 */
	private function full_cart(): \WC_Cart {
		$zone     = new \WC_Shipping_Zone( 0 );
		$instance = $zone->add_shipping_method( 'flat_rate' );
		update_option(
			'woocommerce_flat_rate_' . $instance . '_settings',
			array(
				'title'      => 'Flat rate',
				'tax_status' => 'taxable',
				'cost'       => '5',
			)
		);
		$coupon = new \WC_Coupon();
		$coupon->set_code( 'tenoff' . wp_generate_password( 4, false ) );
		$coupon->set_discount_type( 'percent' );
		$coupon->set_amount( 10 );
		$coupon->save();
		add_action(
			'woocommerce_cart_calculate_fees',
			static function ( \WC_Cart $cart ): void {
				$cart->add_fee( 'Gift wrap', 1.50, true );
			}
		);
		$cart = WC()->cart;
		$cart->add_to_cart( $this->product( 'Brass Pen', '11.90' ), 2 );
		$cart->add_to_cart( $this->product( 'Notebook', '2.99' ), 3 );
		$cart->apply_coupon( $coupon->get_code() );
		wc_clear_notices();
		WC()->shipping()->reset_shipping();
		$cart->calculate_totals();
		$this->assertGreaterThan( 0.0, (float) $cart->get_shipping_total(), 'The cart is shipped at the flat rate.' );
		$this->assertGreaterThan( 0.0, (float) $cart->get_discount_total(), 'The coupon applies.' );
		$this->assertGreaterThan( 0.0, (float) $cart->get_fee_total(), 'The fee applies.' );
		return $cart;
	}

	/**
	 * The amounts of a sheet's lines by name.
	 *
	 * @param array{amount: int, lines: list<array{name: string, amount: int}>} $sheet The sheet.
	 * @return array<string, int>
	 */
	private function by_name( array $sheet ): array {
		return array_column( $sheet['lines'], 'amount', 'name' );
	}

	public function test_a_tax_inclusive_carts_lines_include_their_tax_and_add_up_to_the_total(): void {
		$cart  = $this->full_cart();
		$sheet = CartSheet::sheet( $cart, 'EUR', false );
		$this->assertSame( Amounts::to_minor( $cart->get_total( 'edit' ), 'EUR' ), $sheet['amount'] );
		$lines = $this->by_name( $sheet );
		$this->assertSame( array( 'Brass Pen × 2', 'Notebook × 3', 'Shipping', 'Discount', 'Fees' ), array_keys( $lines ) );
		// The prices as the shop shows them, VAT included; shipping and the fee with their VAT.
		$this->assertSame( 2380, $lines['Brass Pen × 2'] );
		$this->assertSame( 897, $lines['Notebook × 3'] );
		$this->assertSame( 595, $lines['Shipping'] );
		$this->assertEqualsWithDelta( 179, $lines['Fees'], 1, '1.50 and its VAT.' );
		$this->assertEqualsWithDelta( -328, $lines['Discount'], 1, '10% of 32.77, VAT included.' );
		$this->assertSame( $sheet['amount'], array_sum( $lines ) );
	}

	public function test_a_tax_exclusive_display_has_the_lines_without_tax_and_a_tax_line_adding_up_to_the_total(): void {
		$cart  = $this->full_cart();
		$sheet = CartSheet::sheet( $cart, 'EUR', true );
		$lines = $this->by_name( $sheet );
		$this->assertSame( array( 'Brass Pen × 2', 'Notebook × 3', 'Shipping', 'Discount', 'Fees', 'Tax' ), array_keys( $lines ) );
		$this->assertSame( 2000, $lines['Brass Pen × 2'] );
		$this->assertSame( 500, $lines['Shipping'] );
		$this->assertSame( 150, $lines['Fees'] );
		$this->assertSame( $sheet['amount'], array_sum( $lines ) );
		$this->assertEqualsWithDelta( Amounts::to_minor( $cart->get_total_tax(), 'EUR' ), $lines['Tax'], 1, 'The tax line is the cart’s tax, give or take rounding.' );
	}

	public function test_an_orders_lines_follow_the_same_rule(): void {
		$order = $this->order( 'EUR' );
		$order->set_billing_country( 'DE' );
		$order->set_shipping_country( 'DE' );
		$order->calculate_totals( true );
		$order->save();
		$this->assertGreaterThan( 0.0, (float) $order->get_total_tax() );

		$with_tax = OrderPayment::sheet( $order, false );
		$this->assertSame( array( 'Wallet test mug', 'Shipping' ), array_column( $with_tax['lines'], 'name' ) );
		$this->assertSame( $with_tax['amount'], array_sum( array_column( $with_tax['lines'], 'amount' ) ) );
		$this->assertSame( 2000, $with_tax['lines'][0]['amount'], 'The mug at its price with VAT.' );

		$apart = OrderPayment::sheet( $order, true );
		$this->assertSame( array( 'Wallet test mug', 'Shipping', 'Tax' ), array_column( $apart['lines'], 'name' ) );
		$this->assertSame( $apart['amount'], array_sum( array_column( $apart['lines'], 'amount' ) ) );
	}

	public function test_a_rounding_cent_goes_to_the_largest_line_or_the_tax_line_and_more_drops_the_lines(): void {
		// Prices without VAT, taxes rounded once for the cart: a sketchbook at 1.99 and two
		// notebooks at 0.99 are 2.37 and 1.18 each with VAT, but the cart's VAT (0.7543) rounds
		// to 0.75, for a total of 4.72 against lines of 4.73.
		$products = array(
			array(
				'name'   => 'Sketchbook',
				'amount' => 1.99,
				'tax'    => 0.3781,
			),
			array(
				'name'   => 'Notebook',
				'amount' => 0.99,
				'tax'    => 0.1881,
			),
			array(
				'name'   => 'Notebook',
				'amount' => 0.99,
				'tax'    => 0.1881,
			),
		);
		$with_tax = Amounts::sheet_lines( $products, array(), 0.75, 4.72, 'EUR', false );
		$this->assertSame( array( 236, 118, 118 ), array_column( $with_tax, 'amount' ), 'The cent comes off the largest line.' );
		$this->assertSame( array( 199, 99, 99, 75 ), array_column( Amounts::sheet_lines( $products, array(), 0.75, 4.72, 'EUR', true ), 'amount' ) );

		// Prices with VAT shown without it: three notebooks at 2.99 are 2.51 each, and the cart's
		// VAT rounded once is 1.43, for lines of 8.96 against a total of 8.97.
		$notebooks = array_fill(
			0,
			3,
			array(
				'name'   => 'Notebook',
				'amount' => 2.512605,
				'tax'    => 0.477395,
			)
		);
		$apart     = Amounts::sheet_lines( $notebooks, array(), 1.43, 8.97, 'EUR', true );
		$this->assertSame( array( 251, 251, 251, 144 ), array_column( $apart, 'amount' ), 'The cent goes to the tax line.' );
		$this->assertSame( 'Tax', $apart[3]['name'] );

		$this->assertSame( array(), Amounts::sheet_lines( $products, array(), 0.75, 4.92, 'EUR', false ), 'Nineteen cents are not rounding.' );
		$this->assertSame( array(), Amounts::sheet_lines( $notebooks, array(), 1.43, 8.67, 'EUR', true ), 'Neither are twenty-nine.' );
	}

	public function test_zero_lines_are_left_out_and_three_decimal_currencies_move_by_ten(): void {
		$lines = Amounts::sheet_lines(
			array(
				array(
					'name'   => 'Lamp',
					'amount' => 10.0,
					'tax'    => 1.0,
				),
			),
			array(
				array(
					'name'   => 'Shipping',
					'amount' => 0.0,
					'tax'    => 0.0,
				),
				array(
					'name'   => 'Fees',
					'amount' => 0.5,
					'tax'    => 0.0,
				),
			),
			1.0,
			11.49,
			'KWD',
			false
		);
		$this->assertSame(
			array(
				array(
					'name'   => 'Lamp',
					'amount' => 10990,
				),
				array(
					'name'   => 'Fees',
					'amount' => 500,
				),
			),
			$lines
		);
	}
}
