<?php
/**
 * Applies Stripe's webhook events to orders, each once.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe may deliver an event twice, late, or while the shopper's browser is still confirming;
 * and the shopper may never come back at all. Each event is matched to the order that holds its
 * PaymentIntent (in the same mode), applied under a short lock, and its id recorded on the order,
 * so a second delivery changes nothing. Every change leaves an order note.
 */
final class PaymentEvents {

	/**
	 * Order meta listing the ids of the events already applied.
	 */
	public const META_EVENTS = '_shopwright_stripe_event';

	/**
	 * Seconds after which a lock left by a crashed request is taken over.
	 */
	private const LOCK_SECONDS = 60;

	/**
	 * What happened to an event: applied, duplicate, ignored, or busy (another delivery holds the order).
	 *
	 * @param array<string, mixed> $event Stripe's event object.
	 * @param string               $mode  The mode whose secret signed it: test or live.
	 */
	public function handle( array $event, string $mode ): string {
		$event_id = is_string( $event['id'] ?? null ) ? $event['id'] : '';
		$type     = is_string( $event['type'] ?? null ) ? $event['type'] : '';
		$object   = is_array( $event['data']['object'] ?? null ) ? $event['data']['object'] : array();
		if ( 1 !== preg_match( '/^evt_[A-Za-z0-9]{1,200}$/', $event_id ) || ( 'live' === $mode ) !== ( true === ( $event['livemode'] ?? null ) ) ) {
			return 'ignored';
		}
		$intent_id = 'charge.refunded' === $type ? ( $object['payment_intent'] ?? '' ) : ( $object['id'] ?? '' );
		if ( ! is_string( $intent_id ) || 1 !== preg_match( '/^pi_[A-Za-z0-9]{1,200}$/', $intent_id ) ) {
			return 'ignored';
		}
		$order = $this->order_for( $intent_id, $mode );
		if ( null === $order ) {
			return 'ignored';
		}
		$lock = 'shopwright_stripe_lock_' . $order->get_id();
		if ( ! $this->lock( $lock ) ) {
			return 'busy';
		}
		try {
			// Read again under the lock: a concurrent delivery may have just applied this event.
			$order = wc_get_order( $order->get_id() );
			if ( ! $order instanceof \WC_Order ) {
				return 'ignored';
			}
			$seen = array_map( static fn( $meta ) => $meta->value, $order->get_meta( self::META_EVENTS, false ) );
			if ( in_array( $event_id, $seen, true ) ) {
				return 'duplicate';
			}
			$this->apply( $order, $type, $object );
			$order->add_meta_data( self::META_EVENTS, $event_id );
			$order->save();
			return 'applied';
		} finally {
			delete_option( $lock );
		}
	}

	/**
	 * The order paid with this intent in this mode.
	 *
	 * @param string $intent_id The pi_… id.
	 * @param string $mode      test or live.
	 */
	private function order_for( string $intent_id, string $mode ): ?\WC_Order {
		$orders = wc_get_orders(
			array(
				'transaction_id' => $intent_id,
				'payment_method' => Gateway::ID,
				'limit'          => 1,
				'type'           => 'shop_order',
			)
		);
		$order  = is_array( $orders ) ? reset( $orders ) : false;
		if ( ! $order instanceof \WC_Order || $order->get_meta( Gateway::META_INTENT ) !== $intent_id || $order->get_meta( Gateway::META_MODE ) !== $mode ) {
			return null;
		}
		return $order;
	}

	/**
	 * Takes the order's lock: an option row is created by one request only.
	 *
	 * @param string $name Option name.
	 */
	private function lock( string $name ): bool {
		if ( add_option( $name, (string) time(), '', false ) ) {
			return true;
		}
		if ( time() - (int) get_option( $name, '0' ) > self::LOCK_SECONDS ) {
			delete_option( $name );
			return add_option( $name, (string) time(), '', false );
		}
		return false;
	}

	/**
	 * Moves the order on.
	 *
	 * @param \WC_Order            $order  The order.
	 * @param string               $type   Event type.
	 * @param array<string, mixed> $object The event's object: a PaymentIntent or a Charge.
	 */
	private function apply( \WC_Order $order, string $type, array $object ): void {
		$intent_id = $order->get_transaction_id();
		$pending   = $order->has_status( array( 'pending', 'on-hold', 'failed' ) );
		switch ( $type ) {
			case 'payment_intent.succeeded':
				if ( $order->is_paid() ) {
					return;
				}
				$received = (int) ( $object['amount_received'] ?? 0 );
				$expected = Amounts::to_minor( $order->get_total(), $order->get_currency() );
				if ( $received !== $expected || strtolower( (string) ( $object['currency'] ?? '' ) ) !== strtolower( $order->get_currency() ) ) {
					$order->update_status(
						'on-hold',
						/* translators: 1: PaymentIntent id, 2: amount Stripe received, 3: amount the order expects, both in the currency's smallest unit. */
						sprintf( __( 'Stripe reports payment %1$s of %2$d, but the order expects %3$d: check it before shipping.', 'shopwright' ), $intent_id, $received, $expected )
					);
					return;
				}
				/* translators: %s: PaymentIntent id. */
				$order->add_order_note( sprintf( __( 'Stripe confirmed the payment (%s).', 'shopwright' ), $intent_id ) );
				$order->payment_complete( $intent_id );
				return;
			case 'payment_intent.amount_capturable_updated':
				if ( $order->has_status( array( 'pending', 'failed' ) ) ) {
					/* translators: %s: PaymentIntent id. */
					$order->update_status( 'on-hold', sprintf( __( 'Stripe authorised the payment (%s); capture it from the order actions.', 'shopwright' ), $intent_id ) );
				}
				return;
			case 'payment_intent.payment_failed':
				if ( ! $order->is_paid() && $pending && ! $order->has_status( 'failed' ) ) {
					$error   = is_array( $object['last_payment_error'] ?? null ) ? $object['last_payment_error'] : array();
					$message = is_string( $error['message'] ?? null ) ? $error['message'] : __( 'no reason given', 'shopwright' );
					/* translators: 1: PaymentIntent id, 2: Stripe's reason. */
					$order->update_status( 'failed', sprintf( __( 'Stripe payment %1$s failed: %2$s', 'shopwright' ), $intent_id, $message ) );
				}
				return;
			case 'payment_intent.canceled':
				if ( ! $order->is_paid() && $pending ) {
					/* translators: %s: PaymentIntent id. */
					$order->update_status( 'cancelled', sprintf( __( 'Stripe cancelled payment %s.', 'shopwright' ), $intent_id ) );
				}
				return;
			case 'charge.refunded':
				$this->refund_difference( $order, (int) ( $object['amount_refunded'] ?? 0 ) );
				return;
		}
	}

	/**
	 * Records refunds made in Stripe's dashboard: whatever Stripe has refunded beyond what the
	 * order already shows. Refunds made from the order screen are already counted.
	 *
	 * @param \WC_Order $order    The order.
	 * @param int       $refunded Total Stripe has refunded, in the smallest unit.
	 */
	private function refund_difference( \WC_Order $order, int $refunded ): void {
		$currency = $order->get_currency();
		$missing  = $refunded - Amounts::to_minor( $order->get_total_refunded(), $currency );
		if ( $missing <= 0 ) {
			return;
		}
		$amount = Amounts::from_minor( $missing, $currency );
		$refund = wc_create_refund(
			array(
				'order_id'       => $order->get_id(),
				'amount'         => $amount,
				'reason'         => __( 'Refunded in Stripe', 'shopwright' ),
				'refund_payment' => false,
			)
		);
		if ( $refund instanceof \WP_Error ) {
			/* translators: %s: the error. */
			$order->add_order_note( sprintf( __( 'Stripe reports a refund the order could not record: %s', 'shopwright' ), $refund->get_error_message() ) );
			return;
		}
		$order->add_order_note(
			sprintf(
				/* translators: %s: amount. */
				__( 'Stripe reports a refund of %s made outside this site; it is recorded on the order.', 'shopwright' ),
				Amounts::label( $amount, $currency )
			)
		);
	}
}
