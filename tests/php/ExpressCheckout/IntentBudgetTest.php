<?php
/**
 * The budget of PaymentIntents per shopper, against card testing.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\ClientLimit;
use Shopwright\ExpressCheckout\Gateway;
use Shopwright\ExpressCheckout\StripePayments;
use Shopwright\Plugin;

// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- Tests write $_SERVER as a request would arrive.

/**
 * A card tester sends one card after another through the checkout; each would be a PaymentIntent.
 * A client gets five in ten minutes; the next payments are refused before Stripe is asked, with a
 * clear message, and the Store API answers them with a 429 and Retry-After.
 */
final class IntentBudgetTest extends StripeTestCase {

	/**
	 * $_SERVER as it was.
	 *
	 * @var array<string, mixed>
	 */
	private array $server = array();

	/**
	 * A guest at an address of this test's own, with the plugin's default budget (the test
	 * site's fixtures lift it for the browser specs; hooks are restored after each test).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->server = $_SERVER;
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
		remove_all_filters( 'shopwright_express_intent_rate_limit' );
		ClientLimit::take_checkout_wait();
	}

	/**
	 * Puts $_SERVER back.
	 */
	protected function tear_down(): void {
		$_SERVER = $this->server;
		ClientLimit::take_checkout_wait();
		parent::tear_down();
	}

	/**
	 * Pays a new order with a new card, Stripe declining it as it declines most tested cards.
	 *
	 * @param int $card Which card.
	 * @return array<string, string>
	 */
	private function try_card( int $card ): array {
		$this->stripe_answers( 402, $this->card_declined() );
		return $this->pay( $this->order(), 'pm_1Tested' . $card );
	}

	public function test_a_sixth_card_in_ten_minutes_is_refused_before_stripe_is_asked(): void {
		for ( $card = 1; $card <= StripePayments::INTENT_LIMIT; $card++ ) {
			$result = $this->try_card( $card );
			$this->assertSame( 'failure', $result['result'] );
			$this->assertSame( 0, ClientLimit::take_checkout_wait(), "Card $card is sent to Stripe." );
		}
		$this->assertCount( StripePayments::INTENT_LIMIT, $this->calls );

		$refused = $this->pay( $this->order(), 'pm_1Tested99' );
		$this->assertSame( 'failure', $refused['result'] );
		$this->assertStringContainsString( 'Too many payment attempts', $refused['message'] );
		$this->assertCount( StripePayments::INTENT_LIMIT, $this->calls, 'No PaymentIntent for the sixth card.' );
		$wait = ClientLimit::take_checkout_wait();
		$this->assertGreaterThan( 0, $wait );
		$this->assertLessThanOrEqual( StripePayments::INTENT_WINDOW, $wait );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
		$this->stripe_answers( 200, $this->intent( 'succeeded', 2450 ) );
		$this->assertSame( 'success', $this->pay( $this->order() )['result'], 'Another shopper is not held.' );
	}

	public function test_a_spoofed_forwarding_header_from_an_unnamed_address_changes_nothing(): void {
		$this->assertIsArray(
			Plugin::instance()->settings()->update(
				array(
					'general' => array(
						'proxy_header'    => 'X-Forwarded-For',
						'trusted_proxies' => '10.0.0.5',
					),
				)
			)
		);
		for ( $card = 1; $card <= StripePayments::INTENT_LIMIT; $card++ ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.' . $card;
			$this->try_card( $card );
		}
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.200';
		$this->pay( $this->order(), 'pm_1Tested99' );
		$this->assertGreaterThan( 0, ClientLimit::take_checkout_wait(), 'Each card from the same address, whatever the header says.' );
		$this->assertCount( StripePayments::INTENT_LIMIT, $this->calls );
	}

	public function test_shoppers_behind_a_named_proxy_have_budgets_of_their_own(): void {
		$this->assertIsArray(
			Plugin::instance()->settings()->update(
				array(
					'general' => array(
						'proxy_header'    => 'X-Forwarded-For',
						'trusted_proxies' => '10.0.0.5',
					),
				)
			)
		);
		$_SERVER['REMOTE_ADDR']          = '10.0.0.5';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.' . wp_rand( 1, 120 );
		for ( $card = 1; $card <= StripePayments::INTENT_LIMIT; $card++ ) {
			$this->try_card( $card );
		}
		$this->pay( $this->order(), 'pm_1Tested99' );
		$this->assertGreaterThan( 0, ClientLimit::take_checkout_wait(), 'The tester behind the proxy is held.' );

		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.' . wp_rand( 130, 250 );
		$this->stripe_answers( 200, $this->intent( 'succeeded', 2450 ) );
		$this->assertSame( 'success', $this->pay( $this->order() )['result'], 'Another shopper behind the same CDN pays.' );
	}

	public function test_the_store_api_answers_a_refused_checkout_with_429_and_retry_after(): void {
		$request   = new \WP_REST_Request( 'POST', '/wc/store/v1/checkout' );
		$answer    = static fn(): \WP_REST_Response => rest_convert_error_to_response( new \WP_Error( 'woocommerce_rest_checkout_process_payment_error', 'Too many payment attempts from this device. Please wait 10 minutes and try again.', array( 'status' => 400 ) ) );
		$untouched = ClientLimit::checkout_refusal( $answer(), null, $request );
		$this->assertSame( 400, $untouched->get_status(), 'A payment failing for another reason stays a 400.' );

		ClientLimit::refused_checkout( 540 );
		$limited = ClientLimit::checkout_refusal( $answer(), null, $request );
		$this->assertSame( 429, $limited->get_status() );
		$this->assertSame( '540', $limited->get_headers()['Retry-After'] );
		$this->assertSame( 'woocommerce_rest_checkout_process_payment_error', $limited->get_data()['code'] );
		$this->assertSame( 429, $limited->get_data()['data']['status'] );
		$this->assertStringContainsString( 'Too many payment attempts', $limited->get_data()['message'] );
	}

	public function test_the_pay_for_order_route_answers_a_spent_budget_with_429_and_retry_after(): void {
		$order = $this->order();
		$order->set_status( 'pending' );
		$order->save();
		for ( $card = 1; $card <= StripePayments::INTENT_LIMIT; $card++ ) {
			$this->try_card( $card );
		}
		$request = new \WP_REST_Request( 'POST', '/shopwright/v1/express-checkout/orders/' . $order->get_id() . '/pay' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'key'                  => $order->get_order_key(),
					'payment_method'       => 'pm_1Tested99',
					'express_payment_type' => 'google_pay',
					'amount'               => 2450,
					'currency'             => 'usd',
				)
			)
		);
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'shopwright_rate_limited', $response->get_data()['code'] );
		$this->assertGreaterThan( 0, (int) ( $response->get_headers()['Retry-After'] ?? 0 ) );
		$this->assertCount( StripePayments::INTENT_LIMIT, $this->calls, 'Nothing more reached Stripe.' );
	}
}
