<?php
/**
 * The wallet buttons on the pay-for-order page and the route that pays the order.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\ExpressCheckoutModule;
use Shopwright\ExpressCheckout\Gateway;
use Shopwright\ExpressCheckout\OrderPayment;

/**
 * Who may pay which order, what a refusal looks like, the totals checked on the server, the
 * attempts counted, and the container the page prints.
 */
final class OrderPaymentTest extends StripeTestCase {

	/**
	 * The address the test's guest requests come from; a new one per test keeps each test's
	 * attempts apart.
	 *
	 * @var string
	 */
	private string $saved_address = '';

	/**
	 * A fresh connecting address for the test.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->saved_address    = (string) ( $_SERVER['REMOTE_ADDR'] ?? '' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Kept to be put back as it was.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . random_int( 1, 254 );
		wp_cache_flush();
	}

	/**
	 * Puts the address back.
	 */
	protected function tear_down(): void {
		$_SERVER['REMOTE_ADDR'] = $this->saved_address;
		parent::tear_down();
	}

	/**
	 * An order of 24.50 waiting for payment, for a customer (0: a guest).
	 *
	 * @param int $customer The customer's user id.
	 */
	private function order_for( int $customer ): \WC_Order {
		$order = $this->order();
		$order->set_customer_id( $customer );
		$order->set_payment_method( 'bacs' );
		$order->set_status( 'pending' );
		$order->save();
		return $order;
	}

	/**
	 * A customer who is not logged in yet.
	 */
	private function customer(): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'sw_payer_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => wp_generate_password( 8, false ) . '@example.com',
				'role'       => 'customer',
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Pays through the route.
	 *
	 * @param int                   $order_id The order id in the address.
	 * @param array<string, mixed>  $changes  Body fields to change.
	 * @param array<string, string> $headers Extra request headers.
	 */
	private function pay_route( int $order_id, array $changes = array(), array $headers = array() ): \WP_REST_Response {
		$order   = wc_get_order( $order_id );
		$request = new \WP_REST_Request( 'POST', '/shopwright/v1/express-checkout/orders/' . $order_id . '/pay' );
		$request->set_header( 'Content-Type', 'application/json' );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$body = array_merge(
			array(
				'key'                  => $order instanceof \WC_Order ? $order->get_order_key() : 'wc_order_missing',
				'payment_method'       => 'pm_1RecordedWallet',
				'express_payment_type' => 'google_pay',
				'amount'               => 2450,
				'currency'             => 'usd',
				'billing_address'      => array(
					'first_name' => 'Ada',
					'last_name'  => 'Lovelace',
					'email'      => 'ada@example.com',
					'phone'      => '4155550100',
				),
			),
			$changes
		);
		$request->set_body( (string) wp_json_encode( $body ) );
		$response = rest_get_server()->dispatch( $request );
		// As over HTTP: WordPress then asks the route's permission again for its Allow header.
		$response = apply_filters( 'rest_post_dispatch', rest_ensure_response( $response ), rest_get_server(), $request ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, run as its server runs it.
		$this->assertInstanceOf( \WP_REST_Response::class, $response );
		return $response;
	}

	/**
	 * The status and body of an answer, as a client sees them.
	 *
	 * @param \WP_REST_Response $response The answer.
	 * @return array{0: int, 1: string}
	 */
	private function seen( \WP_REST_Response $response ): array {
		return array( $response->get_status(), (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) ) );
	}

	public function test_the_customer_with_the_key_pays_the_order_once_with_a_note(): void {
		$customer = $this->customer();
		$order    = $this->order_for( $customer );
		wp_set_current_user( $customer );
		$this->stripe_answers( 200, $this->intent( 'succeeded', 2450 ) );

		$response = $this->pay_route( $order->get_id() );

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'success', $data['payment_result']['payment_status'] );
		$this->assertSame( $order->get_checkout_order_received_url(), $data['payment_result']['redirect_url'] );
		$this->assertCount( 1, $this->calls );
		$sent = $this->sent( 0 );
		$this->assertSame( '2450', $sent['amount'] );
		$this->assertSame( 'pm_1RecordedWallet', $sent['payment_method'] );
		$this->assertSame( (string) $order->get_id(), $sent['metadata']['order_id'] );
		$this->assertSame( 'google_pay', $sent['metadata']['wallet'] );

		$order = wc_get_order( $order->get_id() );
		$this->assertTrue( $order->is_paid() );
		$this->assertSame( 'processing', $order->get_status() );
		$this->assertSame( Gateway::ID, $order->get_payment_method() );
		$this->assertSame( Gateway::SOURCE_ORDER, $order->get_meta( Gateway::META_SOURCE ) );
		$this->assertSame( 'shopper@example.com', $order->get_billing_email(), 'The order’s own email stays.' );
		$this->assertSame( 'Ada', $order->get_billing_first_name(), 'An empty name is filled from the wallet.' );
		$this->assertStringContainsString( 'Stripe payment succeeded (pi_3RecordedIntent0001)', implode( "\n", $this->notes( $order ) ) );
	}

	public function test_a_wrong_key_a_missing_order_and_someone_elses_order_answer_exactly_alike(): void {
		$owner = $this->customer();
		$order = $this->order_for( $owner );
		$other = $this->customer();

		wp_set_current_user( $owner );
		$wrong_key = $this->seen( $this->pay_route( $order->get_id(), array( 'key' => 'wc_order_' . str_repeat( 'x', 13 ) ) ) );
		$empty_key = $this->seen( $this->pay_route( $order->get_id(), array( 'key' => '' ) ) );
		$missing   = $this->seen( $this->pay_route( $order->get_id() + 100000, array( 'key' => $order->get_order_key() ) ) );
		wp_set_current_user( $other );
		$someone_elses = $this->seen( $this->pay_route( $order->get_id() ) );
		wp_set_current_user( 0 );
		$as_guest = $this->seen( $this->pay_route( $order->get_id() ) );

		$this->assertSame( 404, $wrong_key[0] );
		$this->assertStringContainsString( 'shopwright_order_not_found', $wrong_key[1] );
		foreach ( array( $empty_key, $missing, $someone_elses, $as_guest ) as $answer ) {
			$this->assertSame( $wrong_key, $answer );
		}
		$this->assertStringNotContainsString( 'shopper@example.com', $wrong_key[1] );
		$this->assertSame( array(), $this->calls, 'Stripe is never asked.' );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_guest_order_is_paid_by_a_guest_holding_its_key_but_not_by_a_logged_in_customer(): void {
		$order = $this->order_for( 0 );
		wp_set_current_user( $this->customer() );
		$this->assertSame( 404, $this->pay_route( $order->get_id() )->get_status() );
		$this->assertSame( array(), $this->calls );

		wp_set_current_user( 0 );
		$this->stripe_answers( 200, $this->intent( 'succeeded', 2450 ) );
		$response = $this->pay_route( $order->get_id() );
		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_identity_headers_grant_nothing(): void {
		$owner   = $this->customer();
		$order   = $this->order_for( $owner );
		$missing = $this->seen( $this->pay_route( $order->get_id() + 100000 ) );

		$answer = $this->seen(
			$this->pay_route(
				$order->get_id(),
				array(),
				array(
					'X-WCPAY-PLATFORM-CHECKOUT-USER' => (string) $owner,
					'X-WP-User'                      => (string) $owner,
					'X-User-Id'                      => (string) $owner,
					'Authorization'                  => 'Bearer ' . $owner,
					'X-Forwarded-For'                => '203.0.113.9',
				)
			)
		);

		$this->assertSame( $missing, $answer );
		$this->assertSame( array(), $this->calls );
	}

	public function test_an_order_already_paid_is_not_charged_again(): void {
		$customer = $this->customer();
		$order    = $this->order_for( $customer );
		$order->payment_complete( 'pi_earlier' );
		wp_set_current_user( $customer );

		$response = $this->pay_route( $order->get_id() );

		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'shopwright_order_paid', $response->get_data()['code'] );
		$this->assertSame( array(), $this->calls );
	}

	public function test_a_total_or_currency_other_than_the_orders_is_refused_before_stripe(): void {
		$customer = $this->customer();
		$order    = $this->order_for( $customer );
		wp_set_current_user( $customer );

		$cheaper = $this->pay_route( $order->get_id(), array( 'amount' => 100 ) );
		$euros   = $this->pay_route( $order->get_id(), array( 'currency' => 'eur' ) );

		foreach ( array( $cheaper, $euros ) as $response ) {
			$this->assertSame( 409, $response->get_status() );
			$this->assertSame( 'shopwright_total_changed', $response->get_data()['code'] );
			$this->assertSame( 'The order’s total has changed. Please reload the page and pay again.', $response->get_data()['message'] );
		}
		$this->assertSame( array(), $this->calls );
		$this->assertFalse( wc_get_order( $order->get_id() )->is_paid() );
	}

	public function test_a_declined_card_answers_stripes_sentence_and_the_order_can_be_paid_again(): void {
		$customer = $this->customer();
		$order    = $this->order_for( $customer );
		wp_set_current_user( $customer );
		$this->stripe_answers( 402, $this->card_declined() );

		$response = $this->pay_route( $order->get_id() );

		$this->assertSame( 402, $response->get_status() );
		$this->assertSame( 'Your card has insufficient funds.', $response->get_data()['message'] );
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'failed', $order->get_status() );
		$this->assertTrue( $order->needs_payment(), 'A failed order can still be paid.' );
	}

	public function test_attempts_are_limited_per_customer_and_per_guest_address_whatever_the_headers_say(): void {
		$customer = $this->customer();
		$order    = $this->order_for( $customer );
		wp_set_current_user( $customer );
		$statuses = array();
		for ( $i = 0; $i < OrderPayment::ATTEMPTS + 1; $i++ ) {
			$statuses[] = $this->pay_route( $order->get_id(), array( 'amount' => 1 ) )->get_status();
		}
		$this->assertSame( array( 409, 409, 409, 429 ), $statuses );
		$limited = $this->pay_route( $order->get_id() );
		$this->assertSame( 429, $limited->get_status() );
		$this->assertSame( 'shopwright_rate_limited', $limited->get_data()['code'] );
		$wait = (int) ( $limited->get_headers()['Retry-After'] ?? 0 );
		$this->assertGreaterThanOrEqual( 1, $wait, 'A refused attempt says when to try again.' );
		$this->assertLessThanOrEqual( OrderPayment::WINDOW, $wait );
		$this->assertSame( array(), $this->calls, 'A limited attempt never reaches Stripe.' );

		// Another customer has a budget of their own.
		$second = $this->customer();
		wp_set_current_user( $second );
		$this->assertSame( 404, $this->pay_route( $order->get_id() )->get_status() );

		// Guests guessing ids: counted per connecting address; a forwarding header changes nothing.
		wp_set_current_user( 0 );
		$guesses = array();
		for ( $i = 0; $i < OrderPayment::ATTEMPTS + 1; $i++ ) {
			$guesses[] = $this->pay_route( $order->get_id() + 100000 + $i, array(), array( 'X-Forwarded-For' => '203.0.113.' . ( $i + 1 ) ) )->get_status();
		}
		$this->assertSame( array( 404, 404, 404, 429 ), $guesses );
	}

	public function test_the_pay_page_prints_the_orders_own_lines_and_total_for_its_payer_only(): void {
		if ( ! is_readable( dirname( SHOPWRIGHT_FILE ) . '/build/frontend/express-checkout-sheet.asset.php' ) ) {
			$this->markTestSkipped( 'The scripts are not built (npm run build).' );
		}
		$customer = $this->customer();
		$order    = $this->order_for( $customer );
		wp_set_current_user( $customer );
		$buttons = new OrderPayment( SHOPWRIGHT_FILE, static fn() => ExpressCheckoutModule::gateway() );
		$render  = static function ( $order, string $key ) use ( $buttons ): string {
			$_GET['key'] = $key;
			ob_start();
			$buttons->render( $order );
			unset( $_GET['key'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- The test's own request.
			return (string) ob_get_clean();
		};

		$html = $render( $order, $order->get_order_key() );
		$this->assertStringContainsString( 'style="min-height:48px"', $html );
		$this->assertStringNotContainsString( self::TEST_SECRET, $html );
		$this->assertSame( 1, preg_match( '/data-config="([^"]+)"/', $html, $match ) );
		$config = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		$this->assertSame( 'order', $config['placement'] );
		$this->assertSame( 1, wp_verify_nonce( $config['nonce'], 'wp_rest' ) );
		$this->assertFalse( $config['login']['required'] );
		$this->assertSame( $order->get_id(), $config['order']['id'] );
		$this->assertSame( 2450, $config['order']['amount'] );
		$this->assertSame(
			array(
				array(
					'name'   => 'Wallet test mug',
					'amount' => 2000,
				),
				array(
					'name'   => 'Shipping',
					'amount' => 450,
				),
			),
			$config['order']['lines']
		);
		$this->assertStringEndsWith( '/shopwright/v1/express-checkout/orders/' . $order->get_id() . '/pay', $config['order']['pay'] );

		$this->assertSame( '', $render( $order, 'wc_order_wrong' ), 'A wrong key shows no buttons.' );
		wp_set_current_user( $this->customer() );
		$this->assertSame( '', $render( $order, $order->get_order_key() ), 'Someone else’s order shows no buttons.' );
		wp_set_current_user( $customer );
		$order->payment_complete( 'pi_earlier' );
		$this->assertSame( '', $render( wc_get_order( $order->get_id() ), $order->get_order_key() ), 'A paid order shows no buttons.' );
	}

	public function test_the_sheets_lines_are_dropped_when_they_would_not_add_up(): void {
		$order = $this->order_for( 0 );
		$sheet = OrderPayment::sheet( $order, false );
		$this->assertSame( 2450, $sheet['amount'] );
		$this->assertSame( 2450, array_sum( array_column( $sheet['lines'], 'amount' ) ) );

		$order->set_total( '30.00' );
		$order->save();
		$this->assertSame(
			array(
				'amount' => 3000,
				'lines'  => array(),
			),
			OrderPayment::sheet( $order, false )
		);
	}
}
