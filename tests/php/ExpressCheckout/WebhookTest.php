<?php
/**
 * POST /shopwright/v1/express-checkout/webhook.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\Gateway;
use Shopwright\ExpressCheckout\WebhookSignature;

/**
 * Signed events move orders on exactly once; anything unsigned, badly signed, stale or aimed at
 * the wrong order changes nothing and learns nothing.
 */
final class WebhookTest extends StripeTestCase {

	private const ROUTE = '/shopwright/v1/express-checkout/webhook';

	/**
	 * An order paid through an intent that still needs the shopper's confirmation.
	 *
	 * @param string $mode test or live.
	 */
	private function waiting_order( string $mode = 'test' ): \WC_Order {
		$order = $this->order();
		$order->set_transaction_id( 'pi_3RecordedIntent0001' );
		$order->update_meta_data( Gateway::META_INTENT, 'pi_3RecordedIntent0001' );
		$order->update_meta_data( Gateway::META_MODE, $mode );
		$order->save();
		return $order;
	}

	/**
	 * A Stripe event around an object.
	 *
	 * @param string               $type   Event type.
	 * @param array<string, mixed> $object The object.
	 * @param string               $id     Event id.
	 * @param bool                 $live   Live mode.
	 */
	private function event( string $type, array $object, string $id = 'evt_3RecordedEvent0001', bool $live = false ): string {
		return (string) wp_json_encode(
			array(
				'id'          => $id,
				'object'      => 'event',
				'api_version' => '2024-06-20',
				'created'     => time(),
				'livemode'    => $live,
				'type'        => $type,
				'data'        => array( 'object' => $object ),
			)
		);
	}

	/**
	 * Delivers a body with a header.
	 *
	 * @param string                $body    Raw body.
	 * @param string|null           $header  Stripe-Signature; null signs it now with the test secret.
	 * @param array<string, string> $headers Other headers.
	 */
	private function deliver( string $body, ?string $header = null, array $headers = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', self::ROUTE );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( $body );
		$request->set_header( 'Stripe-Signature', $header ?? WebhookSignature::header( $body, self::WEBHOOK_SECRET, time() ) );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		return rest_get_server()->dispatch( $request );
	}

	public function test_a_signed_success_completes_the_order_even_if_the_shopper_never_returns(): void {
		$order    = $this->waiting_order();
		$response = $this->deliver( $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 2450 ) ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'received' => true ), $response->get_data() );
		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$this->assertStringContainsString( 'Stripe confirmed the payment (pi_3RecordedIntent0001)', implode( "\n", $this->notes( $order ) ) );
	}

	public function test_an_event_delivered_twice_is_applied_once(): void {
		$order = $this->waiting_order();
		$body  = $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 2450 ) );
		$this->deliver( $body );
		$notes = count( $this->notes( wc_get_order( $order->get_id() ) ) );

		$second = $this->deliver( $body );

		$this->assertSame( 200, $second->get_status(), 'Stripe stops retrying once it hears 2xx.' );
		$this->assertCount( $notes, $this->notes( wc_get_order( $order->get_id() ) ) );
		$this->assertSame( array( 'evt_3RecordedEvent0001' ), array_values( array_map( static fn( $meta ) => $meta->value, wc_get_order( $order->get_id() )->get_meta( '_shopwright_stripe_event', false ) ) ) );
	}

	public function test_a_bad_signature_a_missing_one_and_a_wrong_secret_change_nothing(): void {
		$order = $this->waiting_order();
		$body  = $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 2450 ) );
		$good  = WebhookSignature::header( $body, self::WEBHOOK_SECRET, time() );

		$cases = array(
			'tampered body'  => array( str_replace( '2450', '1', $body ), $good ),
			'wrong secret'   => array( $body, WebhookSignature::header( $body, 'whsec_guess', time() ) ),
			'no signature'   => array( $body, '' ),
			'only timestamp' => array( $body, 't=' . time() ),
			'v0 scheme only' => array( $body, 't=' . time() . ',v0=' . hash_hmac( 'sha256', time() . '.' . $body, self::WEBHOOK_SECRET ) ),
		);
		foreach ( $cases as $case => $sent ) {
			$response = $this->deliver( $sent[0], $sent[1] );
			$this->assertSame( 400, $response->get_status(), $case );
		}
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_stale_signature_a_replay_hours_later_is_refused(): void {
		$order = $this->waiting_order();
		$body  = $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 2450 ) );

		$stale = $this->deliver( $body, WebhookSignature::header( $body, self::WEBHOOK_SECRET, time() - 3600 ) );
		$early = $this->deliver( $body, WebhookSignature::header( $body, self::WEBHOOK_SECRET, time() + 3600 ) );

		$this->assertSame( 400, $stale->get_status() );
		$this->assertSame( 'shopwright_webhook_stale', $stale->get_data()['code'] );
		$this->assertSame( 400, $early->get_status() );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );

		$within = $this->deliver( $body, WebhookSignature::header( $body, self::WEBHOOK_SECRET, time() - 200 ) );
		$this->assertSame( 200, $within->get_status(), 'A delivery a few minutes late is still Stripe’s.' );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_identity_headers_and_a_logged_in_administrator_grant_nothing(): void {
		$order = $this->waiting_order();
		$body  = $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 2450 ) );
		$this->log_in_as( 'administrator' );

		$response = $this->deliver(
			$body,
			'',
			array(
				'X-WP-Nonce'        => wp_create_nonce( 'wp_rest' ),
				'Authorization'     => 'Bearer ' . self::TEST_SECRET,
				'X-Forwarded-For'   => '54.187.174.169',
				'X-Stripe-Verified' => '1',
				'X-Shopwright-User' => '1',
			)
		);

		$this->assertSame( 400, $response->get_status() );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_an_event_for_another_order_or_the_other_mode_changes_nothing_and_answers_the_same(): void {
		$order  = $this->waiting_order( 'live' );
		$other  = $this->deliver( $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 2450, 'usd', 'pi_3SomeoneElse000001' ) ) );
		$mode   = $this->deliver( $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 2450 ), 'evt_3RecordedEvent0002' ) );
		$absent = $this->deliver( $this->event( 'payment_intent.succeeded', array( 'id' => 'pi_3' . $order->get_id() . '9' ), 'evt_3RecordedEvent0003' ) );

		foreach ( array( $other, $mode, $absent ) as $response ) {
			$this->assertSame( 200, $response->get_status() );
			$this->assertSame( array( 'received' => true ), $response->get_data() );
		}
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid(), 'A test-mode event never pays a live order.' );

		$live = $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 2450 ), 'evt_3RecordedEvent0004', true );
		$this->assertSame( 200, $this->deliver( $live, WebhookSignature::header( $live, self::LIVE_SECRET, time() ) )->get_status() );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_success_for_another_amount_puts_the_order_on_hold_instead(): void {
		$order = $this->waiting_order();
		$this->deliver( $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 100 ) ) );

		$order = wc_get_order( $order->get_id() );
		$this->assertFalse( $order->is_paid() );
		$this->assertSame( 'on-hold', $order->get_status() );
		$this->assertStringContainsString( 'but the order expects 2450', implode( "\n", $this->notes( $order ) ) );
	}

	public function test_a_failed_payment_fails_a_waiting_order_but_never_a_paid_one(): void {
		$order  = $this->waiting_order();
		$failed = $this->intent( 'requires_payment_method', 2450 );

		$failed['last_payment_error'] = array( 'message' => 'Your card was declined.' );
		$this->deliver( $this->event( 'payment_intent.payment_failed', $failed ) );

		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'failed', $order->get_status() );
		$this->assertStringContainsString( 'Stripe payment pi_3RecordedIntent0001 failed: Your card was declined.', implode( "\n", $this->notes( $order ) ) );

		$this->deliver( $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 2450 ), 'evt_3RecordedEvent0005' ) );
		$this->deliver( $this->event( 'payment_intent.payment_failed', $failed, 'evt_3RecordedEvent0006' ) );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid(), 'A late failure does not undo a payment.' );
	}

	public function test_a_refund_made_in_stripe_is_recorded_once_and_one_made_here_is_not_doubled(): void {
		$order = $this->waiting_order();
		$this->deliver( $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 2450 ) ) );
		$charge = array(
			'id'              => 'ch_3RecordedCharge01',
			'object'          => 'charge',
			'amount'          => 2450,
			'amount_refunded' => 500,
			'currency'        => 'usd',
			'payment_intent'  => 'pi_3RecordedIntent0001',
			'refunded'        => false,
		);

		$this->deliver( $this->event( 'charge.refunded', $charge, 'evt_3RecordedRefund1' ) );
		$this->deliver( $this->event( 'charge.refunded', $charge, 'evt_3RecordedRefund1' ) );
		$this->deliver( $this->event( 'charge.refunded', $charge, 'evt_3RecordedRefund2' ) );

		$order = wc_get_order( $order->get_id() );
		$this->assertCount( 1, $order->get_refunds() );
		$this->assertSame( 5.0, (float) $order->get_total_refunded() );
		$this->assertStringContainsString( 'Stripe reports a refund of $5.00 made outside this site', implode( "\n", $this->notes( $order ) ) );
	}

	public function test_without_a_signing_secret_nothing_is_accepted(): void {
		$settings                        = get_option( 'woocommerce_' . Gateway::ID . '_settings' );
		$settings['test_webhook_secret'] = '';
		$settings['live_webhook_secret'] = '';
		update_option( 'woocommerce_' . Gateway::ID . '_settings', $settings );
		$this->gateway()->init_settings();
		$order = $this->waiting_order();
		$body  = $this->event( 'payment_intent.succeeded', $this->intent( 'succeeded', 2450 ) );

		$response = $this->deliver( $body, WebhookSignature::header( $body, '', time() ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}
}
