<?php
/**
 * Apple Pay and Google Pay on the pay-for-order page, and the route that pays that order:
 * POST /shopwright/v1/express-checkout/orders/<id>/pay.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * The order on the pay-for-order page is fixed: the sheet shows its own lines and total, built
 * here from the order (never from the shopper's cart) and asks for no shipping. Confirm sends the
 * wallet's payment method to the route, which charges the order through the gateway, as the
 * checkout does, and leaves the shopper's cart alone.
 *
 * Who may pay: the order key must match, and the order must be the logged-in customer's own, or a
 * guest order paid by a visitor who is not logged in. A missing order, a wrong key and someone
 * else's order get the very same answer, so ids and keys cannot be told apart by guessing. Only
 * WordPress's own login (its cookie and REST nonce) says who the visitor is; no other request
 * header is read for it, and the attempts are counted per customer, or per address for guests
 * (the plugin's client identity: a forwarded address only from a proxy the owner named), like
 * WooCommerce's checkout attempts: 3 a minute.
 */
final class OrderPayment {

	public const NAMESPACE = 'shopwright/v1';
	public const ROUTE     = '/express-checkout/orders/(?P<id>\d+)/pay';

	/**
	 * Payment attempts a customer (or a guest's address) may make, per window.
	 */
	public const ATTEMPTS = 3;
	public const WINDOW   = 60;

	/**
	 * Whether a container was printed on this page.
	 *
	 * @var bool
	 */
	private bool $printed = false;

	/**
	 * The permission decided for each request: WordPress asks again for the same request when
	 * it writes the answer's Allow header, and an attempt must be counted once.
	 *
	 * @var \WeakMap<\WP_REST_Request, true|\WP_Error>
	 */
	private \WeakMap $decisions;

	/**
	 * Keeps the plugin file and how to reach the gateway.
	 *
	 * @param string   $plugin_file Path of plugin.php.
	 * @param \Closure $gateway     Returns the gateway, or null.
	 */
	public function __construct( private string $plugin_file, private \Closure $gateway ) {
		$this->decisions = new \WeakMap();
	}

	/**
	 * Hooks the container and the route.
	 */
	public function register(): void {
		// WooCommerce runs this only once it has checked the link's key, the customer, the
		// order's status and, for old guest orders, the shopper's email.
		add_action( 'before_woocommerce_pay_form', array( $this, 'render' ) );
		add_action( 'wp_footer', array( $this, 'print_style' ) );
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'pay' ),
				'permission_callback' => array( $this, 'permission' ),
				'args'                => array(
					'id'                   => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'key'                  => array(
						'type'      => 'string',
						'maxLength' => 100,
						'required'  => true,
					),
					'payment_method'       => array(
						'type'      => 'string',
						'maxLength' => 255,
						'required'  => true,
					),
					'express_payment_type' => array(
						'type'     => 'string',
						'enum'     => array( 'apple_pay', 'google_pay' ),
						'required' => true,
					),
					'amount'               => array(
						'type'     => 'integer',
						'minimum'  => 0,
						'required' => true,
					),
					'currency'             => array(
						'type'     => 'string',
						'pattern'  => '^[A-Za-z]{3}$',
						'required' => true,
					),
					'billing_address'      => array(
						'type'                 => 'object',
						'properties'           => array(
							'first_name' => array(
								'type'      => 'string',
								'maxLength' => 200,
							),
							'last_name'  => array(
								'type'      => 'string',
								'maxLength' => 200,
							),
							'email'      => array(
								'type'      => 'string',
								'maxLength' => 200,
							),
							'phone'      => array(
								'type'      => 'string',
								'maxLength' => 50,
							),
						),
						'additionalProperties' => true,
						'default'              => array(),
					),
				),
			)
		);
	}

	/**
	 * The gateway, when it can take payments and the checkout page shows buttons.
	 */
	private function gateway(): ?Gateway {
		$gateway = ( $this->gateway )();
		if ( ! $gateway instanceof Gateway || ! $gateway->is_available() || 'yes' !== $gateway->get_option( 'show_on_checkout', 'yes' ) ) {
			return null;
		}
		return $gateway;
	}

	/**
	 * Whether the current visitor may pay this order with this key: the key matches, and the
	 * order is the logged-in customer's own, or a guest order and the visitor is a guest.
	 *
	 * @param mixed  $order The order, or what wc_get_order() returned.
	 * @param string $key   The key the visitor holds.
	 */
	public static function may_pay( $order, string $key ): bool {
		if ( ! $order instanceof \WC_Order || '' === $key || ! hash_equals( $order->get_order_key(), $key ) ) {
			return false;
		}
		return $order->get_customer_id() === get_current_user_id();
	}

	/**
	 * The answer for an order that is missing, someone else's or held with a wrong key: the same
	 * for all three.
	 */
	public static function not_found(): \WP_Error {
		return new \WP_Error( 'shopwright_order_not_found', __( 'This order was not found.', 'shopwright' ), array( 'status' => 404 ) );
	}

	/**
	 * Counts the attempt, then checks the order: only the order's own customer (or a guest, for
	 * a guest order) holding its key gets further than "not found".
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( \WP_REST_Request $request ) {
		if ( ! isset( $this->decisions[ $request ] ) ) {
			$this->decisions[ $request ] = $this->decide( $request );
		}
		return $this->decisions[ $request ];
	}

	/**
	 * The permission of one request, its attempt counted.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	private function decide( \WP_REST_Request $request ) {
		$wait = $this->count_attempt();
		if ( $wait > 0 ) {
			return new \WP_Error(
				'shopwright_rate_limited',
				/* translators: %d: seconds. */
				sprintf( _n( 'Too many payment attempts. Please wait %d second and try again.', 'Too many payment attempts. Please wait %d seconds and try again.', $wait, 'shopwright' ), $wait ),
				array(
					'status'      => 429,
					'retry_after' => $wait,
				)
			);
		}
		$order = wc_get_order( absint( $request['id'] ) );
		if ( null === $this->gateway() || ! self::may_pay( $order, (string) $request['key'] ) ) {
			return self::not_found();
		}
		return true;
	}

	/**
	 * Counts a payment attempt in WooCommerce's rate limit table, under a key of our own.
	 *
	 * @return int Seconds to wait; 0 when the attempt may go ahead.
	 */
	private function count_attempt(): int {
		/**
		 * Payment attempts from the pay-for-order page a customer, or a guest's address, may make
		 * in a minute.
		 *
		 * @param int $limit By default 3, as WooCommerce's own checkout limit.
		 */
		$limit = max( 1, (int) apply_filters( 'shopwright_express_pay_rate_limit', self::ATTEMPTS ) );
		return ClientLimit::hit( 'shopwright_express_pay_', $limit, self::WINDOW );
	}

	/**
	 * Charges the order with the wallet's payment method.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function pay( \WP_REST_Request $request ) {
		$gateway = $this->gateway();
		$order   = wc_get_order( absint( $request['id'] ) );
		if ( null === $gateway || ! self::may_pay( $order, (string) $request['key'] ) || ! $order instanceof \WC_Order ) {
			return self::not_found();
		}
		if ( ! $order->needs_payment() ) {
			return new \WP_Error( 'shopwright_order_paid', __( 'This order does not need paying any more.', 'shopwright' ), array( 'status' => 409 ) );
		}
		$currency = $order->get_currency();
		$total    = Amounts::to_minor( $order->get_total(), $currency );
		if ( strtolower( $currency ) !== strtolower( (string) $request['currency'] ) || $total !== (int) $request['amount'] ) {
			return new \WP_Error( 'shopwright_total_changed', __( 'The order’s total has changed. Please reload the page and pay again.', 'shopwright' ), array( 'status' => 409 ) );
		}
		$this->fill_billing( $order, is_array( $request['billing_address'] ) ? $request['billing_address'] : array() );
		$order->set_payment_method( Gateway::ID );
		$order->set_payment_method_title( $gateway->get_title() );
		$order->save();
		$result = $gateway->payments()->charge( $order, (string) $request['payment_method'], (string) $request['express_payment_type'], Gateway::SOURCE_ORDER );
		$wait   = ClientLimit::take_checkout_wait();
		if ( $wait > 0 ) {
			// The client's budget of PaymentIntents is spent: nothing was sent to Stripe.
			return new \WP_Error(
				'shopwright_rate_limited',
				(string) ( $result['message'] ?? '' ),
				array(
					'status'      => 429,
					'retry_after' => $wait,
				)
			);
		}
		if ( 'success' !== ( $result['result'] ?? '' ) ) {
			return new \WP_Error( 'shopwright_payment_failed', (string) ( $result['message'] ?? __( 'There was a problem processing the order.', 'shopwright' ) ), array( 'status' => 402 ) );
		}
		$response = new \WP_REST_Response(
			array(
				'order_id'       => $order->get_id(),
				'payment_result' => array(
					'payment_status' => 'success',
					'redirect_url'   => (string) ( $result['redirect'] ?? '' ),
				),
			)
		);
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The wallet's name, email and phone fill the order's billing fields that are empty; what the
	 * order already says stays.
	 *
	 * @param \WC_Order            $order   The order.
	 * @param array<string, mixed> $billing The wallet's billing details.
	 */
	private function fill_billing( \WC_Order $order, array $billing ): void {
		$fields = array(
			'first_name' => 'sanitize_text_field',
			'last_name'  => 'sanitize_text_field',
			'email'      => 'sanitize_email',
			'phone'      => 'wc_sanitize_phone_number',
		);
		foreach ( $fields as $field => $clean ) {
			$value = is_string( $billing[ $field ] ?? null ) ? (string) call_user_func( $clean, $billing[ $field ] ) : '';
			if ( 'email' === $field && ! is_email( $value ) ) {
				continue;
			}
			$getter = 'get_billing_' . $field;
			$setter = 'set_billing_' . $field;
			if ( '' !== $value && '' === (string) $order->$getter() ) {
				$order->$setter( $value );
			}
		}
	}

	/**
	 * What the sheet shows for the order, in Stripe's units: its lines, adding up exactly to
	 * its total (see Amounts::sheet_lines(), which builds a cart's lines alike), and its total.
	 *
	 * @param \WC_Order $order    The order.
	 * @param bool      $show_tax Whether prices are shown without tax, with tax as a line.
	 * @return array{amount: int, lines: list<array{name: string, amount: int}>}
	 */
	public static function sheet( \WC_Order $order, bool $show_tax ): array {
		$products = array();
		foreach ( $order->get_items() as $item ) {
			if ( ! $item instanceof \WC_Order_Item_Product ) {
				continue;
			}
			$name       = wp_strip_all_tags( $item->get_name() );
			$quantity   = $item->get_quantity();
			$products[] = array(
				'name'   => $quantity > 1 ? $name . ' × ' . $quantity : $name,
				'amount' => (float) $item->get_subtotal(),
				'tax'    => (float) $item->get_subtotal_tax(),
			);
		}
		$fees     = $order->get_fees();
		$extras   = array(
			array(
				'name'   => __( 'Shipping', 'shopwright' ),
				'amount' => (float) $order->get_shipping_total(),
				'tax'    => (float) $order->get_shipping_tax(),
			),
			array(
				'name'   => __( 'Discount', 'shopwright' ),
				'amount' => - (float) $order->get_discount_total(),
				'tax'    => - (float) $order->get_discount_tax(),
			),
			array(
				'name'   => __( 'Fees', 'shopwright' ),
				'amount' => array_sum( array_map( static fn( $fee ): float => (float) $fee->get_total(), $fees ) ),
				'tax'    => array_sum( array_map( static fn( $fee ): float => (float) $fee->get_total_tax(), $fees ) ),
			),
		);
		$currency = $order->get_currency();
		return array(
			'amount' => Amounts::to_minor( $order->get_total(), $currency ),
			'lines'  => Amounts::sheet_lines( $products, $extras, (float) $order->get_total_tax(), (float) $order->get_total(), $currency, $show_tax ),
		);
	}

	/**
	 * What the buttons on the pay-for-order page need; nothing secret.
	 *
	 * @param Gateway   $gateway The gateway.
	 * @param \WC_Order $order   The order.
	 * @return array<string, mixed>
	 */
	public static function config( Gateway $gateway, \WC_Order $order ): array {
		$config              = ProductButtons::shared_config( $gateway );
		$config['placement'] = 'order';
		$config['currency']  = strtolower( $order->get_currency() );
		// The route is WordPress's REST API: the logged-in customer's cookie needs its nonce.
		$config['nonce'] = wp_create_nonce( 'wp_rest' );
		// The page has already decided who pays this order; there is nobody to log in.
		$config['login']['required'] = false;
		$sheet                       = self::sheet( $order, Amounts::tax_as_line() );
		$config['order']             = array(
			'id'     => $order->get_id(),
			'key'    => $order->get_order_key(),
			'pay'    => rest_url( self::NAMESPACE . '/express-checkout/orders/' . $order->get_id() . '/pay' ),
			'amount' => $sheet['amount'],
			'lines'  => $sheet['lines'],
		);
		$config['analytics']         = ButtonEventsController::client_config( 'order' );
		return $config;
	}

	/**
	 * Prints the container above the pay-for-order form, for an order the visitor may pay.
	 *
	 * @param mixed $order The order WooCommerce shows.
	 */
	public function render( $order = null ): void {
		$gateway = $this->gateway();
		// WooCommerce has checked the link; the same rule as the route is checked again here.
		$key = isset( $_GET['key'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['key'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- The order key is the link's own proof.
		if ( null === $gateway || ! $order instanceof \WC_Order || ! self::may_pay( $order, $key ) || ! $order->needs_payment()
			|| Amounts::to_minor( $order->get_total(), $order->get_currency() ) <= 0 ) {
			return;
		}
		$html = ProductButtons::container( $this->plugin_file, self::config( $gateway, $order ), Gateway::clamp_height( $gateway->get_option( 'button_height' ) ) );
		if ( '' !== $html ) {
			$this->printed = true;
			echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped in ProductButtons::container().
		}
	}

	/**
	 * The container's rules, on pages that have one.
	 */
	public function print_style(): void {
		if ( $this->printed ) {
			echo ProductButtons::style(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- A fixed stylesheet.
		}
	}
}
