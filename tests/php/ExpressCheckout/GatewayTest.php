<?php
/**
 * The express checkout gateway against recorded Stripe answers.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\Amounts;
use Shopwright\ExpressCheckout\Gateway;

/**
 * Paying, declining, authorising and capturing, asking for confirmation, refunding.
 */
final class GatewayTest extends StripeTestCase {

	public function test_a_wallet_payment_charges_the_order_total_once_and_completes_the_order(): void {
		$order = $this->order();
		$this->stripe_answers( 200, $this->intent( 'succeeded', 2450 ) );

		$result = $this->pay( $order );

		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( $order->get_checkout_order_received_url(), $result['redirect'] );
		$this->assertCount( 1, $this->calls );
		$this->assertSame( 'https://api.stripe.com/v1/payment_intents', $this->calls[0]['url'] );
		$this->assertSame( 'Bearer ' . self::TEST_SECRET, $this->calls[0]['args']['headers']['Authorization'] );
		$this->assertStringStartsWith( 'shopwright-pi-' . $order->get_id() . '-', $this->calls[0]['args']['headers']['Idempotency-Key'] );
		$this->assertSame( 30, $this->calls[0]['args']['timeout'] );
		$sent = $this->sent( 0 );
		$this->assertSame( '2450', $sent['amount'] );
		$this->assertSame( 'usd', $sent['currency'] );
		$this->assertSame( 'pm_1RecordedWallet', $sent['payment_method'] );
		$this->assertSame( 'automatic', $sent['capture_method'] );
		$this->assertSame( 'true', $sent['confirm'] );
		$this->assertSame( (string) $order->get_id(), $sent['metadata']['order_id'] );

		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'pi_3RecordedIntent0001', $order->get_transaction_id() );
		$this->assertSame( 'test', $order->get_meta( Gateway::META_MODE ) );
		$this->assertStringContainsString( 'Stripe payment succeeded (pi_3RecordedIntent0001)', implode( "\n", $this->notes( $order ) ) );
	}

	public function test_a_resubmitted_checkout_sends_the_same_idempotency_key_and_a_new_card_a_new_one(): void {
		$order = $this->order();
		$this->stripe_answers( 402, $this->card_declined() );
		$this->stripe_answers( 402, $this->card_declined() );
		$this->stripe_answers( 200, $this->intent( 'succeeded', 2450 ) );

		$this->pay( $order );
		$this->pay( wc_get_order( $order->get_id() ) );
		$this->pay( wc_get_order( $order->get_id() ), 'pm_1OtherCard' );

		$keys = array_map( static fn( $call ) => $call['args']['headers']['Idempotency-Key'], $this->calls );
		$this->assertSame( $keys[0], $keys[1] );
		$this->assertNotSame( $keys[0], $keys[2] );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_declined_card_fails_the_order_with_stripes_words(): void {
		$order = $this->order();
		$this->stripe_answers( 402, $this->card_declined() );

		$result = $this->pay( $order );

		$this->assertSame( 'failure', $result['result'] );
		$this->assertSame( 'Your card has insufficient funds.', $result['message'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'failed', $order->get_status() );
		$this->assertStringContainsString( 'Stripe refused the payment: Your card has insufficient funds. (card_declined)', implode( "\n", $this->notes( $order ) ) );
	}

	public function test_stripe_out_of_reach_gives_a_clear_message_and_charges_nothing(): void {
		$order = $this->order();
		$this->stripe_unreachable();

		$result = $this->pay( $order );

		$this->assertSame( 'failure', $result['result'] );
		$this->assertStringStartsWith( 'Stripe could not be reached:', $result['message'] );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_missing_or_forged_payment_method_never_reaches_stripe(): void {
		$order = $this->order();
		foreach ( array( '', 'tok_visa', 'pm_1&amount=1', 'pm_' . str_repeat( 'a', 300 ) ) as $method ) {
			$result = $this->pay( $order, $method );
			$this->assertSame( 'failure', $result['result'], $method );
			$this->assertSame( 'The wallet did not send a payment method. Please try again.', $result['message'] );
		}
		$this->assertSame( array(), $this->calls );
	}

	public function test_a_payment_that_needs_confirmation_returns_the_confirm_hash_and_waits(): void {
		$order = $this->order();
		$this->stripe_answers( 200, $this->intent( 'requires_action', 2450 ) );

		$result = $this->pay( $order );

		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( $result['redirect'], esc_url_raw( $result['redirect'] ), 'The Store API keeps the hash as it is.' );
		$this->assertMatchesRegularExpression( '/^#shopwright-confirm-pi\/' . $order->get_id() . '\/pi_3RecordedIntent0001_secret_RecordedSecret\/https?%3A/', $result['redirect'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'pending', $order->get_status() );
		$this->assertStringContainsString( 'Stripe asked the shopper to confirm the payment', implode( "\n", $this->notes( $order ) ) );
	}

	public function test_manual_capture_holds_the_order_until_the_owner_captures_it(): void {
		$settings            = get_option( 'woocommerce_' . Gateway::ID . '_settings' );
		$settings['capture'] = 'manual';
		update_option( 'woocommerce_' . Gateway::ID . '_settings', $settings );
		$this->gateway()->init_settings();
		$order = $this->order();
		$this->stripe_answers( 200, $this->intent( 'requires_capture', 2450 ) );

		$this->pay( $order );

		$this->assertSame( 'manual', $this->sent( 0 )['capture_method'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertFalse( $order->is_paid() );

		$this->log_in_as( 'shop_manager' );
		$actions = apply_filters( 'woocommerce_order_actions', array(), $order ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own hook, applied as it applies it.
		$this->assertSame( 'Capture payment', $actions[ Gateway::CAPTURE_ACTION ] );

		$this->stripe_answers( 200, $this->intent( 'succeeded', 2450 ) );
		do_action( 'woocommerce_order_action_' . Gateway::CAPTURE_ACTION, $order ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own hook, applied as it applies it.

		$this->assertSame( 'https://api.stripe.com/v1/payment_intents/pi_3RecordedIntent0001/capture', $this->calls[1]['url'] );
		$this->assertSame( '2450', $this->sent( 1 )['amount_to_capture'] );
		$this->assertSame( 'shopwright-capture-pi_3RecordedIntent0001', $this->calls[1]['args']['headers']['Idempotency-Key'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$this->assertStringContainsString( 'Stripe captured the payment', implode( "\n", $this->notes( $order ) ) );
		$this->assertArrayNotHasKey( Gateway::CAPTURE_ACTION, apply_filters( 'woocommerce_order_actions', array(), $order ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own hook, applied as it applies it.
	}

	public function test_zero_and_three_decimal_currencies_are_sent_in_stripes_units(): void {
		$this->assertSame( 2450, Amounts::to_minor( '24.50', 'EUR' ) );
		$this->assertSame( 2450, Amounts::to_minor( 2450, 'JPY' ) );
		$this->assertSame( 12350, Amounts::to_minor( '12.345', 'KWD' ) );
		$this->assertSame( 1999, Amounts::to_minor( 19.99, 'usd' ) );

		$order = $this->order( 'JPY' );
		$this->stripe_answers( 200, $this->intent( 'succeeded', 25, 'jpy' ) );
		$this->pay( $order );
		$this->assertSame( '25', $this->sent( 0 )['amount'], 'A 24.50 yen total rounds to whole yen.' );
		$this->assertSame( 'jpy', $this->sent( 0 )['currency'] );
	}

	public function test_a_refund_from_the_order_screen_goes_through_stripe_once_with_a_note(): void {
		$order = $this->order();
		$this->stripe_answers( 200, $this->intent( 'succeeded', 2450 ) );
		$this->pay( $order );
		$this->stripe_answers(
			200,
			array(
				'id'             => 're_3RecordedRefund01',
				'object'         => 'refund',
				'amount'         => 1000,
				'currency'       => 'usd',
				'payment_intent' => 'pi_3RecordedIntent0001',
				'status'         => 'succeeded',
			)
		);

		$refund = wc_create_refund(
			array(
				'order_id'       => $order->get_id(),
				'amount'         => '10.00',
				'reason'         => 'Chipped handle',
				'refund_payment' => true,
			)
		);

		$this->assertInstanceOf( \WC_Order_Refund::class, $refund );
		$this->assertSame( 'https://api.stripe.com/v1/refunds', $this->calls[1]['url'] );
		$sent = $this->sent( 1 );
		$this->assertSame( 'pi_3RecordedIntent0001', $sent['payment_intent'] );
		$this->assertSame( '1000', $sent['amount'] );
		$this->assertSame( 'Chipped handle', $sent['metadata']['reason'] );
		$this->assertSame( 'shopwright-refund-' . $order->get_id() . '-' . $refund->get_id(), $this->calls[1]['args']['headers']['Idempotency-Key'] );
		$this->assertSame( 're_3RecordedRefund01', wc_get_order( $refund->get_id() )->get_meta( '_shopwright_stripe_refund' ) );
		$this->assertStringContainsString( 'Refunded $10.00 through Stripe (re_3RecordedRefund01). Reason: Chipped handle', implode( "\n", $this->notes( $order ) ) );
	}

	public function test_a_refund_stripe_refuses_is_not_recorded(): void {
		$order = $this->order();
		$this->stripe_answers( 200, $this->intent( 'succeeded', 2450 ) );
		$this->pay( $order );
		$this->stripe_answers(
			400,
			array(
				'error' => array(
					'type'    => 'invalid_request_error',
					'code'    => 'charge_already_refunded',
					'message' => 'Charge ch_3Recorded has already been refunded.',
				),
			)
		);

		$refund = wc_create_refund(
			array(
				'order_id'       => $order->get_id(),
				'amount'         => '24.50',
				'refund_payment' => true,
			)
		);

		$this->assertInstanceOf( \WP_Error::class, $refund );
		$this->assertSame( 'Charge ch_3Recorded has already been refunded.', $refund->get_error_message() );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( array(), $order->get_refunds() );
		$this->assertSame( 'processing', $order->get_status() );
	}

	public function test_an_order_without_a_stripe_payment_cannot_be_refunded_through_it(): void {
		$order = $this->order();
		$error = $this->gateway()->process_refund( $order->get_id(), 5.0, '' );
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( 'This order has no Stripe payment to refund.', $error->get_error_message() );
		$this->assertSame( array(), $this->calls );
	}
}
