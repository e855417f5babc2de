<?php
/**
 * A refusal or failure from Stripe, in words a shopper or an owner can read.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by the Stripe client when a call does not succeed: Stripe's own message when it sent
 * one (a declined card says why), ours when the call never reached it.
 */
final class StripeError extends \RuntimeException {

	/**
	 * Keeps what Stripe said.
	 *
	 * @param string               $message     Readable message.
	 * @param string               $stripe_code Stripe's error code (card_declined …), or ours (shopwright_http).
	 * @param int                  $status      HTTP status of the answer, 0 when there was none.
	 * @param array<string, mixed> $intent      The PaymentIntent Stripe returned with a card error, if any.
	 */
	public function __construct( string $message, private string $stripe_code, private int $status = 0, private array $intent = array() ) {
		parent::__construct( $message );
	}

	/**
	 * Stripe's error code, or shopwright_http when Stripe could not be reached.
	 */
	public function stripe_code(): string {
		return $this->stripe_code;
	}

	/**
	 * HTTP status of Stripe's answer; 0 when there was none.
	 */
	public function status(): int {
		return $this->status;
	}

	/**
	 * The PaymentIntent attached to a card error, empty when there is none.
	 *
	 * @return array<string, mixed>
	 */
	public function intent(): array {
		return $this->intent;
	}
}
