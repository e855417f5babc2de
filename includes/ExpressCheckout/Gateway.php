<?php
/**
 * The WooCommerce payment gateway behind the wallet buttons, backed by Stripe PaymentIntents.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * The payment method WooCommerce lists: its settings (keys per mode, capture, where and how the
 * buttons show), their validation, and the hand-off of each payment, capture and refund to
 * StripePayments. ButtonStatsView draws the button statistics under the form.
 *
 * Secret keys are kept in the gateway's option but never printed back: the settings form shows
 * an empty field (a blank field keeps the saved key) and WooCommerce's REST answer blanks them.
 */
class Gateway extends \WC_Payment_Gateway {

	public const ID = 'shopwright_express';

	/**
	 * The settings that hold secrets.
	 */
	public const SECRET_FIELDS = array( 'test_secret_key', 'test_webhook_secret', 'live_secret_key', 'live_webhook_secret' );

	/**
	 * Order meta: the PaymentIntent, and the mode (test or live) it was made in.
	 */
	public const META_INTENT = '_shopwright_stripe_intent';
	public const META_MODE   = '_shopwright_stripe_mode';

	/**
	 * Order meta: "product" when the order was paid from a product page's own cart.
	 */
	public const META_SOURCE = '_shopwright_express_source';

	/**
	 * The order action that captures an authorised payment.
	 */
	public const CAPTURE_ACTION = 'shopwright_express_capture';

	/**
	 * Button heights the wallets draw well, in pixels.
	 */
	public const MIN_HEIGHT     = 40;
	public const MAX_HEIGHT     = 55;
	public const DEFAULT_HEIGHT = 48;

	/**
	 * Order meta value of META_SOURCE for an existing order paid from its pay-for-order page.
	 */
	public const SOURCE_ORDER = 'order';

	/**
	 * The Stripe client; built from the current mode's secret key unless a test hands one in.
	 *
	 * @var StripeClient|null
	 */
	private ?StripeClient $client = null;

	/**
	 * Payments, captures and refunds, built on first use.
	 *
	 * @var StripePayments|null
	 */
	private ?StripePayments $payments = null;

	/**
	 * Reads the settings.
	 */
	public function __construct() {
		$this->id                 = self::ID;
		$this->method_title       = __( 'Express checkout (Apple Pay, Google Pay)', 'shopwright' );
		$this->method_description = __( 'Wallet payments through Stripe PaymentIntents. Shoppers pay with Apple Pay or Google Pay; refunds go back through Stripe from the order screen.', 'shopwright' );
		$this->has_fields         = false;
		$this->supports           = array( 'products', 'refunds' );
		$this->init_form_fields();
		$this->init_settings();
		$this->title       = (string) $this->get_option( 'title' );
		$this->description = '';
		$this->enabled     = (string) $this->get_option( 'enabled' );
	}

	/**
	 * The settings form.
	 */
	public function init_form_fields(): void {
		$this->form_fields = GatewayFields::all();
	}

	/**
	 * A button height within 40 to 55 pixels.
	 *
	 * @param mixed $value The saved value.
	 */
	public static function clamp_height( $value ): int {
		if ( ! is_numeric( $value ) ) {
			return self::DEFAULT_HEIGHT;
		}
		return max( self::MIN_HEIGHT, min( self::MAX_HEIGHT, (int) round( (float) $value ) ) );
	}

	/**
	 * The button height, clamped when saved.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Submitted value.
	 */
	public function validate_button_height_field( $key, $value ): string {
		unset( $key );
		return (string) self::clamp_height( is_string( $value ) ? trim( $value ) : $value );
	}

	/**
	 * The corner radius, 0 to 30.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Submitted value.
	 */
	public function validate_button_radius_field( $key, $value ): string {
		unset( $key );
		return is_numeric( $value ) ? (string) max( 0, min( 30, (int) $value ) ) : '4';
	}

	/**
	 * The domain file, checked: plain text of a bounded size. A bad one is refused with the
	 * reason and the saved file is kept.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Submitted value.
	 * @throws \Exception With the reason, which WooCommerce keeps as the form's error.
	 */
	public function validate_apple_pay_domain_file_field( $key, $value ): string {
		unset( $key );
		try {
			return ApplePayDomain::validate( is_string( $value ) ? wp_unslash( $value ) : $value );
		} catch ( \InvalidArgumentException $error ) {
			throw new \Exception( esc_html( $error->getMessage() ) );
		}
	}

	/**
	 * Whether the owner offers Apple Pay.
	 */
	public function offers_apple_pay(): bool {
		return 'no' !== $this->get_option( 'apple_pay', 'yes' );
	}

	/**
	 * Whether the gateway works in test mode.
	 */
	public function is_test_mode(): bool {
		return 'no' !== $this->get_option( 'testmode', 'yes' );
	}

	/**
	 * The current mode's name: test or live.
	 */
	public function mode(): string {
		return $this->is_test_mode() ? 'test' : 'live';
	}

	/**
	 * The secret key of a mode.
	 *
	 * @param string $mode test or live.
	 */
	public function secret_key( string $mode ): string {
		return (string) $this->get_option( $mode . '_secret_key', '' );
	}

	/**
	 * The webhook signing secrets that are set, by mode.
	 *
	 * @return array<string, string>
	 */
	public function webhook_secrets(): array {
		$secrets = array();
		foreach ( array( 'test', 'live' ) as $mode ) {
			$secret = (string) $this->get_option( $mode . '_webhook_secret', '' );
			if ( '' !== $secret ) {
				$secrets[ $mode ] = $secret;
			}
		}
		return $secrets;
	}

	/**
	 * Whether intents are captured later, by the owner.
	 */
	public function captures_manually(): bool {
		return 'manual' === $this->get_option( 'capture', 'automatic' );
	}

	/**
	 * Lets tests hand in a client.
	 *
	 * @param StripeClient $client The client to use.
	 */
	public function use_client( StripeClient $client ): void {
		$this->client = $client;
	}

	/**
	 * The client of a mode.
	 *
	 * @param string $mode test or live.
	 */
	public function stripe( string $mode ): StripeClient {
		return $this->client ?? new StripeClient( $this->secret_key( $mode ) );
	}

	/**
	 * Usable only with the current mode's keys.
	 */
	public function is_available() {
		$mode = $this->mode();
		return parent::is_available() && '' !== $this->secret_key( $mode ) && '' !== (string) $this->get_option( $mode . '_publishable_key', '' );
	}

	/**
	 * A password field that never holds the saved secret: its placeholder says whether one is saved.
	 *
	 * @param string               $key  Field key.
	 * @param array<string, mixed> $data Field definition.
	 */
	public function generate_shopwright_secret_html( $key, $data ): string {
		$field_key = $this->get_field_key( $key );
		$saved     = '' !== (string) $this->get_option( $key, '' );
		$hint      = $saved
			? __( 'Saved. Leave empty to keep it; type a new one to replace it.', 'shopwright' )
			: __( 'Not set.', 'shopwright' );
		ob_start();
		?>
		<tr valign="top">
			<th scope="row" class="titledesc">
				<label for="<?php echo esc_attr( $field_key ); ?>"><?php echo esc_html( (string) $data['title'] ); ?></label>
			</th>
			<td class="forminp">
				<input class="input-text regular-input" type="password" autocomplete="off" name="<?php echo esc_attr( $field_key ); ?>" id="<?php echo esc_attr( $field_key ); ?>" value="" placeholder="<?php echo esc_attr( $saved ? '••••••••' : (string) ( $data['placeholder'] ?? '' ) ); ?>" aria-describedby="<?php echo esc_attr( $field_key . '-hint' ); ?>" />
				<p class="description" id="<?php echo esc_attr( $field_key . '-hint' ); ?>"><?php echo esc_html( $hint ); ?></p>
			</td>
		</tr>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * A blank secret field keeps the saved secret.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Submitted value.
	 */
	public function validate_shopwright_secret_field( $key, $value ): string {
		$value = is_string( $value ) ? trim( wp_unslash( $value ) ) : '';
		return '' === $value ? (string) $this->get_option( $key, '' ) : sanitize_text_field( $value );
	}

	/**
	 * The settings form, then how the buttons did in the last 30 days.
	 */
	public function admin_options(): void {
		parent::admin_options();
		$stats = ExpressCheckoutModule::stats();
		if ( null !== $stats ) {
			echo ButtonStatsView::html( $stats->summary() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped in ButtonStatsView::html().
		}
	}

	/**
	 * Saves the form only for those who may manage the shop.
	 */
	public function process_admin_options() {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			return false;
		}
		$saved = parent::process_admin_options();
		// Payment method screens print WooCommerce's settings messages, not the form's own errors.
		if ( class_exists( 'WC_Admin_Settings' ) ) {
			foreach ( $this->get_errors() as $error ) {
				\WC_Admin_Settings::add_error( (string) $error );
			}
		}
		return $saved;
	}

	/**
	 * Payments, captures and refunds through Stripe.
	 */
	public function payments(): StripePayments {
		$this->payments ??= new StripePayments( $this );
		return $this->payments;
	}

	/**
	 * Charges the order through a PaymentIntent.
	 *
	 * @param int $order_id The order WooCommerce created.
	 * @return array<string, string>
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order ) {
			return StripePayments::failure( __( 'There was a problem processing the order.', 'shopwright' ) );
		}
		// The Store API and WooCommerce's checkout check their nonces before any gateway runs.
		// phpcs:disable WordPress.Security.NonceVerification.Missing
		$method = isset( $_POST['shopwright_payment_method'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['shopwright_payment_method'] ) ) : '';
		$wallet = isset( $_POST['express_payment_type'] ) ? sanitize_key( wp_unslash( (string) $_POST['express_payment_type'] ) ) : '';
		$source = isset( $_POST['express_source'] ) ? sanitize_key( wp_unslash( (string) $_POST['express_source'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		// Only the pay-for-order route says an order is an existing one; a checkout cannot.
		return $this->payments()->charge( $order, $method, $wallet, 'product' === $source ? 'product' : '' );
	}

	/**
	 * Refunds through Stripe, from the order screen.
	 *
	 * @param int        $order_id Order id.
	 * @param float|null $amount   Amount to refund.
	 * @param string     $reason   The owner's reason.
	 * @return bool|\WP_Error
	 */
	public function process_refund( $order_id, $amount = null, $reason = '' ) {
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order ) {
			return new \WP_Error( 'shopwright_no_order', __( 'The order was not found.', 'shopwright' ) );
		}
		return $this->payments()->refund( $order, null === $amount ? null : (float) $amount, (string) $reason );
	}
}
