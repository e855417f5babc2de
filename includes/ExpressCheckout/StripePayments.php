<?php
/**
 * Payments, captures and refunds of the express checkout gateway, through Stripe.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

use Shopwright\Platform\WindowCounter;

defined( 'ABSPATH' ) || exit;

/**
 * Takes a Stripe payment method (pm_…) the wallet sheet created, charges the order's total as
 * WooCommerce computed it through a PaymentIntent, and records each step as an order note.
 * Refunds go back through Stripe from the order screen; with manual capture, the order waits
 * on hold until the owner captures it from the order actions. The gateway holds the keys and
 * the mode; this class does the money.
 */
final class StripePayments {

	/**
	 * PaymentIntents one customer, or one guest's address, may have created per window: a
	 * shopper whose card is declined tries a few others; a card tester tries hundreds.
	 */
	public const INTENT_LIMIT  = 5;
	public const INTENT_WINDOW = 600;

	/**
	 * Keeps the gateway, whose settings say which keys and mode to use.
	 *
	 * @param Gateway $gateway The payment method.
	 */
	public function __construct( private Gateway $gateway ) {
	}

	/**
	 * Charges an order through a PaymentIntent: the checkout's orders, and an existing order
	 * paid from its pay-for-order page (whose caller has checked the order key and customer).
	 *
	 * @param \WC_Order $order  The order.
	 * @param string    $method The wallet's payment method (pm_…).
	 * @param string    $wallet apple_pay or google_pay.
	 * @param string    $source 'product' (a product page's own cart), SOURCE_ORDER, or ''.
	 * @return array<string, string>
	 */
	public function charge( \WC_Order $order, string $method, string $wallet, string $source = '' ): array {
		if ( 1 !== preg_match( '/^pm_[A-Za-z0-9_]{1,200}$/', $method ) ) {
			return self::failure( __( 'The wallet did not send a payment method. Please try again.', 'shopwright' ) );
		}
		$wallet = in_array( $wallet, array( 'apple_pay', 'google_pay' ), true ) ? $wallet : '';
		if ( in_array( $source, array( 'product', Gateway::SOURCE_ORDER ), true ) ) {
			// Paid from a product page's cart of its own, or an existing order: the shopper's own
			// cart is not this order's and stays as it is.
			$order->update_meta_data( Gateway::META_SOURCE, $source );
		}
		// An existing order was never in the cart of the request paying it.
		$keep_cart = Gateway::SOURCE_ORDER === $source;
		$mode      = $this->gateway->mode();
		$currency  = $order->get_currency();
		$amount    = Amounts::to_minor( $order->get_total(), $currency );
		if ( $amount <= 0 ) {
			return self::failure( __( 'There was a problem processing the order.', 'shopwright' ) );
		}
		$params = array(
			'amount'               => $amount,
			'currency'             => strtolower( $currency ),
			'payment_method'       => $method,
			'payment_method_types' => array( 'card' ),
			'confirm'              => 'true',
			'capture_method'       => $this->gateway->captures_manually() ? 'manual' : 'automatic',
			/* translators: 1: order number, 2: site name. */
			'description'          => sprintf( __( 'Order %1$s at %2$s', 'shopwright' ), $order->get_order_number(), wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) ),
			'metadata'             => array(
				'order_id'   => (string) $order->get_id(),
				'site'       => home_url( '/' ),
				'wallet'     => $wallet,
				'shopwright' => '1',
			),
		);
		// The same order, payment method and amount make the same key: a resubmitted checkout
		// gets Stripe's first answer back instead of a second charge.
		$key = 'shopwright-pi-' . $order->get_id() . '-' . hash( 'sha256', $order->get_order_key() . '|' . $method . '|' . $amount . '|' . $currency . '|' . $mode );

		// Counted before Stripe is asked: card testers try one card after another, and each try
		// here would be a PaymentIntent (and a fee, and a mark against the shop's account).
		$wait = self::intent_wait();
		if ( $wait > 0 ) {
			ClientLimit::refused_checkout( $wait );
			$minutes = (int) ceil( $wait / 60 );
			return self::failure(
				/* translators: %d: minutes to wait. */
				sprintf( _n( 'Too many payment attempts from this device. Please wait %d minute and try again.', 'Too many payment attempts from this device. Please wait %d minutes and try again.', $minutes, 'shopwright' ), $minutes )
			);
		}

		try {
			$intent = $this->gateway->stripe( $mode )->create_intent( $params, $key );
		} catch ( StripeError $error ) {
			$order->update_status(
				'failed',
				/* translators: 1: Stripe's message, 2: Stripe's error code. */
				sprintf( __( 'Stripe refused the payment: %1$s (%2$s).', 'shopwright' ), $error->getMessage(), $error->stripe_code() )
			);
			return self::failure( $error->getMessage() );
		}
		return $this->handle_intent( $order, $intent, $mode, ! $keep_cart );
	}

	/**
	 * Counts a PaymentIntent about to be created against its client's budget: the logged-in
	 * customer, or the guest's address as the plugin's client identity resolves it (behind the
	 * proxies the owner named; a forwarding header from anyone else changes nothing).
	 *
	 * @return int Seconds to wait; 0 when the intent may be created.
	 */
	public static function intent_wait(): int {
		/**
		 * PaymentIntents one customer, or one guest's address, may create in ten minutes; 0 turns
		 * the limit off.
		 *
		 * @param int $limit By default 5.
		 */
		$limit = (int) apply_filters( 'shopwright_express_intent_rate_limit', self::INTENT_LIMIT );
		return ( new WindowCounter( $GLOBALS['wpdb'], 'express-intent', $limit, self::INTENT_WINDOW ) )->hit( ClientLimit::subject() );
	}

	/**
	 * Moves the order on according to the intent Stripe returned.
	 *
	 * @param \WC_Order            $order  The order.
	 * @param array<string, mixed> $intent Stripe's PaymentIntent.
	 * @param string               $mode   test or live.
	 * @param bool                 $empty  Whether the shopper's cart is done with once paid.
	 * @return array<string, string>
	 */
	private function handle_intent( \WC_Order $order, array $intent, string $mode, bool $empty = true ): array {
		$intent_id = is_string( $intent['id'] ?? null ) ? $intent['id'] : '';
		$status    = is_string( $intent['status'] ?? null ) ? $intent['status'] : '';
		if ( '' === $intent_id ) {
			return self::failure( __( 'There was a problem processing the order.', 'shopwright' ) );
		}
		$order->update_meta_data( Gateway::META_INTENT, $intent_id );
		$order->update_meta_data( Gateway::META_MODE, $mode );
		$order->set_transaction_id( $intent_id );
		$order->save();

		switch ( $status ) {
			case 'succeeded':
				/* translators: %s: PaymentIntent id. */
				$order->add_order_note( sprintf( __( 'Stripe payment succeeded (%s).', 'shopwright' ), $intent_id ) );
				$order->payment_complete( $intent_id );
				return $this->success( $order, $empty );
			case 'requires_capture':
				/* translators: %s: PaymentIntent id. */
				$order->update_status( 'on-hold', sprintf( __( 'Stripe authorised the payment (%s); capture it from the order actions.', 'shopwright' ), $intent_id ) );
				return $this->success( $order, $empty );
			case 'processing':
				/* translators: %s: PaymentIntent id. */
				$order->add_order_note( sprintf( __( 'Stripe is processing the payment (%s); the order moves on when Stripe confirms it.', 'shopwright' ), $intent_id ) );
				return $this->success( $order );
			case 'requires_action':
				/* translators: %s: PaymentIntent id. */
				$order->add_order_note( sprintf( __( 'Stripe asked the shopper to confirm the payment (%s).', 'shopwright' ), $intent_id ) );
				$secret = is_string( $intent['client_secret'] ?? null ) ? $intent['client_secret'] : '';
				// The wallet script reads this hash, confirms the intent in the browser, then goes on
				// to the order-received page; the webhook completes the order even if it never does.
				// No colon in it: the Store API passes redirects through esc_url_raw(), which would
				// read "#…:" as an unknown protocol and drop the whole address.
				return array(
					'result'   => 'success',
					'redirect' => sprintf( '#shopwright-confirm-pi/%d/%s/%s', $order->get_id(), rawurlencode( $secret ), rawurlencode( $this->gateway->get_return_url( $order ) ) ),
				);
			default:
				$message = __( 'There was a problem processing the order.', 'shopwright' );
				$order->update_status(
					'failed',
					/* translators: 1: PaymentIntent id, 2: its status. */
					sprintf( __( 'Stripe did not take the payment (%1$s, %2$s).', 'shopwright' ), $intent_id, $status )
				);
				return self::failure( $message );
		}
	}

	/**
	 * Captures an authorised payment; the order action calls it.
	 *
	 * @param \WC_Order $order The order on hold.
	 */
	public function capture( \WC_Order $order ): bool {
		$intent_id = (string) $order->get_meta( Gateway::META_INTENT );
		if ( '' === $intent_id || $order->is_paid() ) {
			return false;
		}
		$mode = $this->order_mode( $order );
		try {
			$intent = $this->gateway->stripe( $mode )->capture_intent( $intent_id, Amounts::to_minor( $order->get_total(), $order->get_currency() ), 'shopwright-capture-' . $intent_id );
		} catch ( StripeError $error ) {
			/* translators: %s: Stripe's message. */
			$order->add_order_note( sprintf( __( 'Stripe did not capture the payment: %s', 'shopwright' ), $error->getMessage() ) );
			return false;
		}
		if ( 'succeeded' !== ( $intent['status'] ?? '' ) ) {
			return false;
		}
		/* translators: %s: PaymentIntent id. */
		$order->add_order_note( sprintf( __( 'Stripe captured the payment (%s).', 'shopwright' ), $intent_id ) );
		$order->payment_complete( $intent_id );
		return true;
	}

	/**
	 * Refunds through Stripe, from the order screen.
	 *
	 * @param \WC_Order  $order  The order.
	 * @param float|null $amount Amount to refund; null refunds what remains.
	 * @param string     $reason The owner's reason.
	 * @return bool|\WP_Error
	 */
	public function refund( \WC_Order $order, ?float $amount, string $reason ) {
		$intent_id = (string) $order->get_meta( Gateway::META_INTENT );
		if ( '' === $intent_id ) {
			return new \WP_Error( 'shopwright_no_payment', __( 'This order has no Stripe payment to refund.', 'shopwright' ) );
		}
		$minor = Amounts::to_minor( $amount ?? $order->get_remaining_refund_amount(), $order->get_currency() );
		if ( $minor <= 0 ) {
			return new \WP_Error( 'shopwright_refund_amount', __( 'Enter an amount above zero to refund.', 'shopwright' ) );
		}
		// WooCommerce has created the refund record before it calls us: its id keys the call, so a
		// retried refund is refunded once.
		$refunds = $order->get_refunds();
		$latest  = reset( $refunds );
		$key     = 'shopwright-refund-' . $order->get_id() . '-' . ( $latest instanceof \WC_Order_Refund ? $latest->get_id() : 'x' . $minor );
		$mode    = $this->order_mode( $order );
		try {
			$refund = $this->gateway->stripe( $mode )->create_refund(
				array(
					'payment_intent' => $intent_id,
					'amount'         => $minor,
					'metadata'       => array(
						'order_id' => (string) $order->get_id(),
						'reason'   => mb_substr( (string) $reason, 0, 500 ),
					),
				),
				$key
			);
		} catch ( StripeError $error ) {
			/* translators: %s: Stripe's message. */
			$order->add_order_note( sprintf( __( 'Stripe did not refund: %s', 'shopwright' ), $error->getMessage() ) );
			return new \WP_Error( 'shopwright_refund_failed', $error->getMessage() );
		}
		$refund_id = is_string( $refund['id'] ?? null ) ? $refund['id'] : '';
		if ( 'failed' === ( $refund['status'] ?? '' ) || '' === $refund_id ) {
			return new \WP_Error( 'shopwright_refund_failed', __( 'Stripe did not refund this payment.', 'shopwright' ) );
		}
		if ( $latest instanceof \WC_Order_Refund ) {
			$latest->update_meta_data( '_shopwright_stripe_refund', $refund_id );
			$latest->save();
		}
		$order->add_order_note(
			sprintf(
				/* translators: 1: amount, 2: Stripe refund id, 3: reason. */
				__( 'Refunded %1$s through Stripe (%2$s). Reason: %3$s', 'shopwright' ),
				Amounts::label( Amounts::from_minor( $minor, $order->get_currency() ), $order->get_currency() ),
				$refund_id,
				'' === (string) $reason ? __( 'none given', 'shopwright' ) : (string) $reason
			)
		);
		return true;
	}

	/**
	 * The mode an order was paid in: its keys are the ones that can capture or refund it.
	 *
	 * @param \WC_Order $order The order.
	 */
	private function order_mode( \WC_Order $order ): string {
		$mode = (string) $order->get_meta( Gateway::META_MODE );
		return in_array( $mode, array( 'test', 'live' ), true ) ? $mode : $this->gateway->mode();
	}

	/**
	 * A successful result.
	 *
	 * @param \WC_Order $order      The order.
	 * @param bool      $empty_cart Whether the money is taken or held, so the cart is done with.
	 * @return array<string, string>
	 */
	private function success( \WC_Order $order, bool $empty_cart = false ): array {
		// The cart is only there in a shopper's request (the Store API's), not in WP-CLI or cron.
		$cart = $empty_cart && function_exists( 'WC' ) ? WC()->cart : null;
		if ( null !== $cart ) {
			$cart->empty_cart();
		}
		return array(
			'result'   => 'success',
			'redirect' => $this->gateway->get_return_url( $order ),
		);
	}

	/**
	 * A failed result with its message.
	 *
	 * @param string $message What the shopper reads.
	 * @return array<string, string>
	 */
	public static function failure( string $message ): array {
		return array(
			'result'  => 'failure',
			'message' => $message,
		);
	}
}
