<?php
/**
 * Recorded Stripe answers and orders paid with the wallet, for the express checkout tests.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\ExpressCheckoutModule;
use Shopwright\ExpressCheckout\Gateway;
use Shopwright\Tests\TestCase;

/**
 * Answers every call to api.stripe.com from a queue of recorded answers, written from the
 * objects Stripe's API reference documents, and keeps each request for the test to read. Any
 * other outgoing request fails the test: nothing here reaches the internet.
 */
abstract class StripeTestCase extends TestCase {

	protected const TEST_SECRET    = 'sk_test_shopwright_recorded_000000000000';
	protected const WEBHOOK_SECRET = 'whsec_test_shopwright_recorded_0000000000';
	protected const LIVE_SECRET    = 'whsec_live_shopwright_recorded_0000000000';

	/**
	 * Requests Stripe would have received.
	 *
	 * @var list<array{url: string, args: array<string, mixed>}>
	 */
	protected array $calls = array();

	/**
	 * Answers still to give, in order.
	 *
	 * @var list<array{status: int, body: array<string, mixed>}|\WP_Error>
	 */
	private array $answers = array();

	/**
	 * Hooks the recorded answers and sets the gateway up in test mode.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->requires_woocommerce();
		add_filter( 'pre_http_request', array( $this, 'answer' ), 10, 3 );
		update_option(
			'woocommerce_' . Gateway::ID . '_settings',
			array(
				'enabled'              => 'yes',
				'title'                => 'Apple Pay or Google Pay',
				'testmode'             => 'yes',
				'test_publishable_key' => 'pk_test_shopwright_placeholder',
				'test_secret_key'      => self::TEST_SECRET,
				'test_webhook_secret'  => self::WEBHOOK_SECRET,
				'live_publishable_key' => '',
				'live_secret_key'      => '',
				'live_webhook_secret'  => self::LIVE_SECRET,
				'capture'              => 'automatic',
			)
		);
		$gateway = ExpressCheckoutModule::gateway();
		if ( null !== $gateway ) {
			$gateway->init_settings();
		}
	}

	/**
	 * Once the settings are rolled back, the gateway WooCommerce keeps reads them again, so no
	 * later test meets this test's keys.
	 */
	protected function tear_down(): void {
		parent::tear_down();
		$gateway = class_exists( 'WooCommerce', false ) ? ExpressCheckoutModule::gateway() : null;
		if ( null !== $gateway ) {
			$gateway->init_settings();
		}
	}

	/**
	 * Queues Stripe's next answer.
	 *
	 * @param int                  $status HTTP status.
	 * @param array<string, mixed> $body   JSON body.
	 */
	protected function stripe_answers( int $status, array $body ): void {
		$this->answers[] = array(
			'status' => $status,
			'body'   => $body,
		);
	}

	/**
	 * Queues a failure to connect.
	 */
	protected function stripe_unreachable(): void {
		$this->answers[] = new \WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out after 30001 milliseconds' );
	}

	/**
	 * The pre_http_request filter.
	 *
	 * @param mixed                $preempt Whether to preempt.
	 * @param array<string, mixed> $args    Request arguments.
	 * @param string               $url     Address.
	 * @return mixed
	 */
	public function answer( $preempt, $args, $url ) {
		$this->assertStringStartsWith( 'https://api.stripe.com/v1/', $url, 'Only Stripe is called, and only through the recorded answers.' );
		$this->calls[] = array(
			'url'  => $url,
			'args' => $args,
		);
		$this->assertNotEmpty( $this->answers, 'A call to Stripe had no recorded answer: ' . $url );
		$answer = array_shift( $this->answers );
		if ( $answer instanceof \WP_Error ) {
			return $answer;
		}
		return array(
			'headers'  => array( 'content-type' => 'application/json' ),
			'body'     => (string) wp_json_encode( $answer['body'] ),
			'response' => array(
				'code'    => $answer['status'],
				'message' => '',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}

	/**
	 * The form parameters of a recorded call.
	 *
	 * @param int $index Call number.
	 * @return array<string, mixed>
	 */
	protected function sent( int $index ): array {
		parse_str( (string) ( $this->calls[ $index ]['args']['body'] ?? '' ), $params );
		return $params;
	}

	/**
	 * A PaymentIntent as Stripe returns it.
	 *
	 * @param string $status   Its status.
	 * @param int    $amount   Amount in the smallest unit.
	 * @param string $currency Lower-case currency.
	 * @param string $id       Its id.
	 * @return array<string, mixed>
	 */
	protected function intent( string $status, int $amount, string $currency = 'usd', string $id = 'pi_3RecordedIntent0001' ): array {
		return array(
			'id'                   => $id,
			'object'               => 'payment_intent',
			'amount'               => $amount,
			'amount_capturable'    => 'requires_capture' === $status ? $amount : 0,
			'amount_received'      => 'succeeded' === $status ? $amount : 0,
			'capture_method'       => 'requires_capture' === $status ? 'manual' : 'automatic',
			'client_secret'        => $id . '_secret_RecordedSecret',
			'currency'             => $currency,
			'livemode'             => false,
			'metadata'             => array(),
			'next_action'          => 'requires_action' === $status ? array( 'type' => 'use_stripe_sdk' ) : null,
			'payment_method'       => 'pm_1RecordedWallet',
			'payment_method_types' => array( 'card' ),
			'status'               => $status,
		);
	}

	/**
	 * A card error as Stripe returns it with HTTP 402.
	 *
	 * @return array<string, mixed>
	 */
	protected function card_declined(): array {
		return array(
			'error' => array(
				'type'         => 'card_error',
				'code'         => 'card_declined',
				'decline_code' => 'insufficient_funds',
				'message'      => 'Your card has insufficient funds.',
				'doc_url'      => 'https://stripe.com/docs/error-codes/card-declined',
			),
		);
	}

	/**
	 * An order of 24.50 (a 20.00 product and 4.50 shipping) waiting for the wallet's payment.
	 *
	 * @param string $currency Order currency.
	 */
	protected function order( string $currency = 'USD' ): \WC_Order {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Wallet test mug' );
		$product->set_regular_price( '20' );
		$product->save();
		$order = wc_create_order();
		$order->add_product( $product, 1 );
		$shipping = new \WC_Order_Item_Shipping();
		$shipping->set_method_title( 'Flat rate' );
		$shipping->set_total( '4.50' );
		$order->add_item( $shipping );
		$order->set_currency( $currency );
		$order->set_billing_email( 'shopper@example.com' );
		$order->set_payment_method( Gateway::ID );
		$order->calculate_totals( false );
		$order->save();
		return $order;
	}

	/**
	 * The gateway WooCommerce holds.
	 */
	protected function gateway(): Gateway {
		$gateway = ExpressCheckoutModule::gateway();
		$this->assertInstanceOf( Gateway::class, $gateway );
		return $gateway;
	}

	/**
	 * Pays the order with a wallet payment method, as the Store API calls the gateway.
	 *
	 * @param \WC_Order $order  The order.
	 * @param string    $method The pm_… id.
	 * @return array<string, string>
	 */
	protected function pay( \WC_Order $order, string $method = 'pm_1RecordedWallet' ): array {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- The Store API hands payment data to gateways through $_POST, as here.
		$saved = $_POST;
		$_POST = array(
			'shopwright_payment_method' => $method,
			'express_payment_type'      => 'apple_pay',
		);
		try {
			return $this->gateway()->process_payment( $order->get_id() );
		} finally {
			$_POST = $saved;
		}
		// phpcs:enable WordPress.Security.NonceVerification.Missing
	}

	/**
	 * The texts of the order's notes, newest first.
	 *
	 * @param \WC_Order $order The order.
	 * @return list<string>
	 */
	protected function notes( \WC_Order $order ): array {
		return array_values( array_map( static fn( $note ) => (string) $note->content, wc_get_order_notes( array( 'order_id' => $order->get_id() ) ) ) );
	}
}
