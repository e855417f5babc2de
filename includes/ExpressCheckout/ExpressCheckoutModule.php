<?php
/**
 * The wallet express checkout feature.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

use Shopwright\Modules\Context;
use Shopwright\Modules\Module;
use Shopwright\Platform\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * A WooCommerce payment gateway of ours that charges Apple Pay and Google Pay payments through
 * Stripe PaymentIntents, with refunds, manual capture and a signed webhook. Its keys and options
 * live in WooCommerce › Settings › Payments, where only shop managers reach them.
 */
final class ExpressCheckoutModule extends Module {

	/**
	 * The buttons' statistics once the module registered, for the gateway's settings screen
	 * (WooCommerce builds the gateway itself, so it cannot be handed them).
	 *
	 * @var ButtonStats|null
	 */
	private static ?ButtonStats $stats = null;

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'express_checkout';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Express checkout', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'A payment method that takes Apple Pay and Google Pay through Stripe, with refunds from the order screen and a signed webhook that keeps orders in step with Stripe.', 'shopwright' );
	}

	/**
	 * It is a WooCommerce payment method.
	 */
	public function requires_woocommerce(): bool {
		return true;
	}

	/**
	 * What is missing before payments can be taken.
	 */
	public function attention(): string {
		$gateway = self::gateway();
		if ( null === $gateway ) {
			return '';
		}
		$mode     = $gateway->mode();
		$keys     = '' !== $gateway->secret_key( $mode ) && '' !== (string) $gateway->get_option( $mode . '_publishable_key', '' );
		$disabled = 'yes' !== $gateway->enabled;
		if ( $disabled && ! $keys ) {
			return 'test' === $mode
				? __( 'No wallet button shows yet: add your Stripe test keys and enable the payment method in WooCommerce › Settings › Payments › Express checkout.', 'shopwright' )
				: __( 'No wallet button shows yet: add your Stripe live keys and enable the payment method in WooCommerce › Settings › Payments › Express checkout.', 'shopwright' );
		}
		if ( ! $keys ) {
			return 'test' === $mode
				? __( 'Add your Stripe test keys in WooCommerce › Settings › Payments › Express checkout.', 'shopwright' )
				: __( 'Add your Stripe live keys in WooCommerce › Settings › Payments › Express checkout.', 'shopwright' );
		}
		if ( $disabled ) {
			return __( 'No wallet button shows yet: enable the payment method in WooCommerce › Settings › Payments › Express checkout.', 'shopwright' );
		}
		return '';
	}

	/**
	 * The gateway as WooCommerce holds it, while WooCommerce runs and the module is on.
	 */
	public static function gateway(): ?Gateway {
		if ( ! WooCommerce::active() || ! function_exists( 'WC' ) ) {
			return null;
		}
		$gateways = WC()->payment_gateways()->payment_gateways();
		$gateway  = $gateways[ Gateway::ID ] ?? null;
		return $gateway instanceof Gateway ? $gateway : null;
	}

	/**
	 * The buttons' statistics, built in register() with the plugin's event counter; null before.
	 */
	public static function stats(): ?ButtonStats {
		return self::$stats;
	}

	/**
	 * Adds the gateway, its webhook, its order action and the guards on its secrets.
	 *
	 * @param Context $context The plugin's shared services.
	 */
	public function register( Context $context ): void {
		if ( ! WooCommerce::active() ) {
			return;
		}
		add_filter( 'woocommerce_payment_gateways', array( $this, 'add_gateway' ) );
		add_filter( 'woocommerce_available_payment_gateways', array( $this, 'keep_out_of_payment_list' ) );
		add_filter( 'woocommerce_rest_prepare_payment_gateway', array( $this, 'blank_secrets' ), 10, 2 );
		add_filter( 'woocommerce_gateway_' . Gateway::ID . '_settings_values', array( $this, 'keep_secrets' ), 10, 2 );
		add_filter( 'woocommerce_order_actions', array( $this, 'order_actions' ), 10, 2 );
		add_action( 'woocommerce_order_action_' . Gateway::CAPTURE_ACTION, array( $this, 'capture' ) );
		( new WebhookController( static fn(): ?Gateway => self::gateway(), new PaymentEvents() ) )->register();
		( new ProductButtons( SHOPWRIGHT_FILE, static fn(): ?Gateway => self::gateway() ) )->register();
		( new ShopperButtons( SHOPWRIGHT_FILE, static fn(): ?Gateway => self::gateway() ) )->register();
		( new OrderPayment( SHOPWRIGHT_FILE, static fn(): ?Gateway => self::gateway() ) )->register();
		( new CartSheet( static fn(): ?Gateway => self::gateway() ) )->register();
		( new ApplePayDomain( static fn(): ?Gateway => self::gateway() ) )->register();
		// The counter's table is the plugin's, installed before the modules register.
		$stats       = new ButtonStats( $context->event_counter );
		self::$stats = $stats;
		$stats->schedule();
		( new ButtonEventsController( $stats, static fn(): ?Gateway => self::gateway() ) )->register();
		ClientLimit::register( $context->client_identity );
	}

	/**
	 * Adds the gateway to WooCommerce's list.
	 *
	 * @param mixed $gateways Gateway classes or objects.
	 * @return mixed
	 */
	public function add_gateway( $gateways ) {
		if ( is_array( $gateways ) ) {
			$gateways[] = Gateway::class;
		}
		return $gateways;
	}

	/**
	 * The wallet pays from its own sheet, not from the classic checkout's list of payment
	 * methods, which has no field for it; the Store API still accepts it.
	 *
	 * @param mixed $gateways Available gateways by id.
	 * @return mixed
	 */
	public function keep_out_of_payment_list( $gateways ) {
		if ( is_array( $gateways ) && ! ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			unset( $gateways[ Gateway::ID ] );
		}
		return $gateways;
	}

	/**
	 * WooCommerce's payment gateways REST answer shows every setting's value; never ours.
	 *
	 * @param mixed $response The answer.
	 * @param mixed $gateway  The gateway.
	 * @return mixed
	 */
	public function blank_secrets( $response, $gateway ) {
		if ( ! $response instanceof \WP_REST_Response || ! $gateway instanceof Gateway ) {
			return $response;
		}
		$data = $response->get_data();
		if ( is_array( $data ) && is_array( $data['settings'] ?? null ) ) {
			foreach ( Gateway::SECRET_FIELDS as $field ) {
				if ( isset( $data['settings'][ $field ] ) && is_array( $data['settings'][ $field ] ) ) {
					$data['settings'][ $field ]['value'] = '';
				}
			}
			$response->set_data( $data );
		}
		return $response;
	}

	/**
	 * A secret left blank through WooCommerce's REST API keeps its saved value, as in the form.
	 *
	 * @param mixed $values  Settings about to be saved.
	 * @param mixed $gateway The gateway.
	 * @return mixed
	 */
	public function keep_secrets( $values, $gateway ) {
		if ( ! is_array( $values ) || ! $gateway instanceof Gateway ) {
			return $values;
		}
		$saved = get_option( $gateway->get_option_key(), array() );
		foreach ( Gateway::SECRET_FIELDS as $field ) {
			if ( '' === (string) ( $values[ $field ] ?? '' ) && is_array( $saved ) && isset( $saved[ $field ] ) ) {
				$values[ $field ] = $saved[ $field ];
			}
		}
		return $values;
	}

	/**
	 * "Capture payment" on an authorised order of ours.
	 *
	 * @param mixed $actions Order actions.
	 * @param mixed $order   The order on screen.
	 * @return mixed
	 */
	public function order_actions( $actions, $order = null ) {
		if ( is_array( $actions ) && $order instanceof \WC_Order && Gateway::ID === $order->get_payment_method()
			&& $order->has_status( 'on-hold' ) && ! $order->is_paid() && '' !== (string) $order->get_meta( Gateway::META_INTENT ) ) {
			$actions[ Gateway::CAPTURE_ACTION ] = __( 'Capture payment', 'shopwright' );
		}
		return $actions;
	}

	/**
	 * Runs the capture the owner chose.
	 *
	 * @param mixed $order The order.
	 */
	public function capture( $order ): void {
		$gateway = self::gateway();
		if ( $order instanceof \WC_Order && null !== $gateway && current_user_can( 'edit_shop_orders' ) ) {
			$gateway->payments()->capture( $order );
		}
	}
}
