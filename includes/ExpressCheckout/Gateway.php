<?php
/**
 * The WooCommerce payment gateway behind the wallet buttons, backed by Stripe PaymentIntents.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

use Shopwright\Platform\ClientIdentity;
use Shopwright\Platform\WindowCounter;

defined( 'ABSPATH' ) || exit;

/**
 * Takes a Stripe payment method (pm_…) the wallet sheet created, charges the order's total as
 * WooCommerce computed it through a PaymentIntent, and records each step as an order note.
 * Refunds go back through Stripe from the order screen; with manual capture, the order waits
 * on hold until the owner captures it from the order actions.
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
	 * PaymentIntents one customer, or one guest's address, may have created per window: a
	 * shopper whose card is declined tries a few others; a card tester tries hundreds.
	 */
	public const INTENT_LIMIT  = 5;
	public const INTENT_WINDOW = 600;

	/**
	 * The Stripe client; built from the current mode's secret key unless a test hands one in.
	 *
	 * @var StripeClient|null
	 */
	private ?StripeClient $client = null;

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
		$this->form_fields = array(
			'enabled'              => array(
				'title'   => __( 'Enable', 'shopwright' ),
				'type'    => 'checkbox',
				'label'   => __( 'Take wallet payments through Stripe', 'shopwright' ),
				'default' => 'no',
			),
			'title'                => array(
				'title'       => __( 'Name on orders', 'shopwright' ),
				'type'        => 'text',
				'description' => __( 'How the payment method is named on orders and emails.', 'shopwright' ),
				'default'     => __( 'Apple Pay or Google Pay', 'shopwright' ),
			),
			'testmode'             => array(
				'title'       => __( 'Test mode', 'shopwright' ),
				'type'        => 'checkbox',
				'label'       => __( 'Use the test keys: no real money moves', 'shopwright' ),
				'default'     => 'yes',
				'description' => __( 'Stripe’s test cards and test wallets work only with test keys.', 'shopwright' ),
			),
			'test_publishable_key' => array(
				'title'       => __( 'Test publishable key', 'shopwright' ),
				'type'        => 'text',
				'placeholder' => 'pk_test_…',
				'default'     => '',
			),
			'test_secret_key'      => array(
				'title'       => __( 'Test secret key', 'shopwright' ),
				'type'        => 'shopwright_secret',
				'placeholder' => 'sk_test_…',
				'default'     => '',
			),
			'test_webhook_secret'  => array(
				'title'       => __( 'Test webhook signing secret', 'shopwright' ),
				'type'        => 'shopwright_secret',
				'placeholder' => 'whsec_…',
				'default'     => '',
			),
			'live_publishable_key' => array(
				'title'       => __( 'Live publishable key', 'shopwright' ),
				'type'        => 'text',
				'placeholder' => 'pk_live_…',
				'default'     => '',
			),
			'live_secret_key'      => array(
				'title'       => __( 'Live secret key', 'shopwright' ),
				'type'        => 'shopwright_secret',
				'placeholder' => 'sk_live_…',
				'default'     => '',
			),
			'live_webhook_secret'  => array(
				'title'       => __( 'Live webhook signing secret', 'shopwright' ),
				'type'        => 'shopwright_secret',
				'placeholder' => 'whsec_…',
				'default'     => '',
			),
			'capture'              => array(
				'title'       => __( 'Capture', 'shopwright' ),
				'type'        => 'select',
				'default'     => 'automatic',
				'options'     => array(
					'automatic' => __( 'At once, when the shopper pays', 'shopwright' ),
					'manual'    => __( 'Later: authorise now, capture from the order screen', 'shopwright' ),
				),
				'description' => __( 'Manual capture puts paid orders on hold; choose “Capture payment” in the order actions within 7 days, or Stripe releases the authorisation.', 'shopwright' ),
			),
			'buttons'              => array(
				'title' => __( 'Buttons', 'shopwright' ),
				'type'  => 'title',
			),
			'show_on_product'      => array(
				'title'   => __( 'Product pages', 'shopwright' ),
				'type'    => 'checkbox',
				'label'   => __( 'Show Apple Pay and Google Pay under the add to cart button', 'shopwright' ),
				'default' => 'yes',
			),
			'show_on_cart'         => array(
				'title'   => __( 'Cart page', 'shopwright' ),
				'type'    => 'checkbox',
				'label'   => __( 'Show Apple Pay and Google Pay under “Proceed to checkout” (classic cart and Cart block)', 'shopwright' ),
				'default' => 'yes',
			),
			'show_on_checkout'     => array(
				'title'   => __( 'Checkout page', 'shopwright' ),
				'type'    => 'checkbox',
				'label'   => __( 'Show Apple Pay and Google Pay above the checkout form (classic checkout and Checkout block)', 'shopwright' ),
				'default' => 'yes',
			),
			'apple_pay'            => array(
				'title'       => __( 'Apple Pay', 'shopwright' ),
				'type'        => 'checkbox',
				'label'       => __( 'Offer Apple Pay (Google Pay is always offered)', 'shopwright' ),
				'default'     => 'yes',
				'description' => __( 'Apple shows Apple Pay only on domains registered in Stripe Dashboard › Settings › Payment method domains; registering asks for the file below.', 'shopwright' ),
			),
			ApplePayDomain::FIELD  => array(
				'title'       => __( 'Apple Pay domain file', 'shopwright' ),
				'type'        => 'textarea',
				'default'     => '',
				'css'         => 'font-family:monospace;max-width:40em',
				'description' => sprintf(
					/* translators: %s: the address the file is served at. */
					__( 'Paste the text of the domain association file Stripe gives you. While Apple Pay is on, it is served at %s.', 'shopwright' ),
					home_url( '/' . ApplePayDomain::PATH )
				),
			),
			'button_theme'         => array(
				'title'   => __( 'Button colour', 'shopwright' ),
				'type'    => 'select',
				'default' => 'dark',
				'options' => array(
					'dark'          => __( 'Dark', 'shopwright' ),
					'light'         => __( 'Light', 'shopwright' ),
					'light-outline' => __( 'Light with an outline', 'shopwright' ),
				),
			),
			'button_type'          => array(
				'title'   => __( 'Button text', 'shopwright' ),
				'type'    => 'select',
				'default' => 'buy',
				'options' => array(
					'buy'   => __( '“Buy with” and the wallet’s logo', 'shopwright' ),
					'plain' => __( 'The wallet’s logo only', 'shopwright' ),
				),
			),
			'button_height'        => array(
				'title'             => __( 'Button height (pixels)', 'shopwright' ),
				'type'              => 'number',
				'default'           => (string) self::DEFAULT_HEIGHT,
				'description'       => __( 'From 40 to 55.', 'shopwright' ),
				'custom_attributes' => array(
					'min' => (string) self::MIN_HEIGHT,
					'max' => (string) self::MAX_HEIGHT,
				),
			),
			'button_radius'        => array(
				'title'             => __( 'Corner radius (pixels)', 'shopwright' ),
				'type'              => 'number',
				'default'           => '4',
				'custom_attributes' => array(
					'min' => '0',
					'max' => '30',
				),
			),
			'login_required'       => array(
				'title'   => __( 'Ask to log in', 'shopwright' ),
				'type'    => 'checkbox',
				'label'   => __( 'Before a wallet payment, offer logged-out shoppers the login page', 'shopwright' ),
				'default' => 'no',
			),
			'login_message'        => array(
				'title'       => __( 'Login question', 'shopwright' ),
				'type'        => 'text',
				/* translators: %s stays as it is: it shows where the wallet's name goes. */
				'description' => __( '%s is replaced by the wallet’s name. OK opens the login page.', 'shopwright' ),
				/* translators: %s: Apple Pay or Google Pay. */
				'default'     => __( 'Please log in before paying with %s. Go to the login page now?', 'shopwright' ),
			),
		);
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
	private function client( string $mode ): StripeClient {
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
		echo $this->button_stats_html( ( new ButtonStats( $GLOBALS['wpdb'] ) )->summary() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped in button_stats_html().
	}

	/**
	 * The owner's table of button showings and clicks: per wallet and page, and in all.
	 *
	 * @param list<array{wallet: string, page: string, ui: string, shown: int, clicked: int}> $lines The counts.
	 */
	public function button_stats_html( array $lines ): string {
		$wallets = array(
			'apple_pay'  => __( 'Apple Pay', 'shopwright' ),
			'google_pay' => __( 'Google Pay', 'shopwright' ),
		);
		$pages   = array(
			'product'       => __( 'Product page', 'shopwright' ),
			'cart'          => __( 'Cart', 'shopwright' ),
			'checkout'      => __( 'Checkout', 'shopwright' ),
			'pay_for_order' => __( 'Pay for order', 'shopwright' ),
		);
		$rate    = static fn( int $shown, int $clicked ): string => $shown > 0
			? number_format_i18n( 100 * $clicked / $shown, 1 ) . ' %'
			: '–';
		$shown   = array_sum( array_column( $lines, 'shown' ) );
		$clicked = array_sum( array_column( $lines, 'clicked' ) );
		ob_start();
		?>
		<h3 id="shopwright-express-stats-title"><?php echo esc_html( sprintf( /* translators: %d: days. */ __( 'Buttons in the last %d days', 'shopwright' ), ButtonStats::DAYS ) ); ?></h3>
		<p class="shopwright-express-stats-summary">
			<?php
			echo esc_html(
				sprintf(
					/* translators: 1: times shown, 2: times clicked, 3: clicks per showing, as a percentage. */
					__( 'Shown %1$s times, clicked %2$s times (%3$s).', 'shopwright' ),
					number_format_i18n( $shown ),
					number_format_i18n( $clicked ),
					$rate( $shown, $clicked )
				)
			);
			?>
		</p>
		<?php if ( array() !== $lines ) : ?>
		<table class="widefat striped shopwright-express-stats" aria-labelledby="shopwright-express-stats-title" style="max-width:720px">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Wallet', 'shopwright' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Page', 'shopwright' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Shown', 'shopwright' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Clicked', 'shopwright' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Click rate', 'shopwright' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $lines as $line ) : ?>
				<tr>
					<td><?php echo esc_html( $wallets[ $line['wallet'] ] ?? $line['wallet'] ); ?></td>
					<td>
						<?php
						$page = $pages[ $line['page'] ] ?? $line['page'];
						echo esc_html( in_array( $line['page'], array( 'cart', 'checkout' ), true ) ? sprintf( '%1$s (%2$s)', $page, 'block' === $line['ui'] ? __( 'blocks', 'shopwright' ) : __( 'classic', 'shopwright' ) ) : $page );
						?>
					</td>
					<td><?php echo esc_html( number_format_i18n( $line['shown'] ) ); ?></td>
					<td><?php echo esc_html( number_format_i18n( $line['clicked'] ) ); ?></td>
					<td><?php echo esc_html( $rate( $line['shown'], $line['clicked'] ) ); ?></td>
				</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php endif; ?>
		<p class="description">
			<?php
			echo esc_html(
				'yes' === get_option( 'woocommerce_allow_tracking', 'no' )
					? __( 'Counted without anything about the shopper. Because you allow WooCommerce usage tracking, each finished day’s totals are also sent to WooCommerce.', 'shopwright' )
					: __( 'Counted without anything about the shopper, and kept on this site.', 'shopwright' )
			);
			?>
		</p>
		<?php
		return (string) ob_get_clean();
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
	 * Order meta value of META_SOURCE for an existing order paid from its pay-for-order page.
	 */
	public const SOURCE_ORDER = 'order';

	/**
	 * Charges the order through a PaymentIntent.
	 *
	 * @param int $order_id The order WooCommerce created.
	 * @return array<string, string>
	 */
	public function process_payment( $order_id ) {
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order ) {
			return $this->failure( __( 'There was a problem processing the order.', 'shopwright' ) );
		}
		// The Store API and WooCommerce's checkout check their nonces before any gateway runs.
		// phpcs:disable WordPress.Security.NonceVerification.Missing
		$method = isset( $_POST['shopwright_payment_method'] ) ? sanitize_text_field( wp_unslash( (string) $_POST['shopwright_payment_method'] ) ) : '';
		$wallet = isset( $_POST['express_payment_type'] ) ? sanitize_key( wp_unslash( (string) $_POST['express_payment_type'] ) ) : '';
		$source = isset( $_POST['express_source'] ) ? sanitize_key( wp_unslash( (string) $_POST['express_source'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		// Only the pay-for-order route says an order is an existing one; a checkout cannot.
		return $this->charge( $order, $method, $wallet, 'product' === $source ? 'product' : '' );
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
			return $this->failure( __( 'The wallet did not send a payment method. Please try again.', 'shopwright' ) );
		}
		$wallet = in_array( $wallet, array( 'apple_pay', 'google_pay' ), true ) ? $wallet : '';
		if ( in_array( $source, array( 'product', self::SOURCE_ORDER ), true ) ) {
			// Paid from a product page's cart of its own, or an existing order: the shopper's own
			// cart is not this order's and stays as it is.
			$order->update_meta_data( self::META_SOURCE, $source );
		}
		// An existing order was never in the cart of the request paying it.
		$keep_cart = self::SOURCE_ORDER === $source;
		$mode      = $this->mode();
		$currency  = $order->get_currency();
		$amount    = Amounts::to_minor( $order->get_total(), $currency );
		if ( $amount <= 0 ) {
			return $this->failure( __( 'There was a problem processing the order.', 'shopwright' ) );
		}
		$params = array(
			'amount'               => $amount,
			'currency'             => strtolower( $currency ),
			'payment_method'       => $method,
			'payment_method_types' => array( 'card' ),
			'confirm'              => 'true',
			'capture_method'       => $this->captures_manually() ? 'manual' : 'automatic',
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
			return $this->failure(
				/* translators: %d: minutes to wait. */
				sprintf( _n( 'Too many payment attempts from this device. Please wait %d minute and try again.', 'Too many payment attempts from this device. Please wait %d minutes and try again.', $minutes, 'shopwright' ), $minutes )
			);
		}

		try {
			$intent = $this->client( $mode )->create_intent( $params, $key );
		} catch ( StripeError $error ) {
			$order->update_status(
				'failed',
				/* translators: 1: Stripe's message, 2: Stripe's error code. */
				sprintf( __( 'Stripe refused the payment: %1$s (%2$s).', 'shopwright' ), $error->getMessage(), $error->stripe_code() )
			);
			return $this->failure( $error->getMessage() );
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
		$limit   = (int) apply_filters( 'shopwright_express_intent_rate_limit', self::INTENT_LIMIT );
		$user    = get_current_user_id();
		$subject = $user > 0 ? 'user_' . $user : 'guest_' . ClientIdentity::current()->client();
		return ( new WindowCounter( $GLOBALS['wpdb'], 'express-intent', $limit, self::INTENT_WINDOW ) )->hit( $subject );
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
			return $this->failure( __( 'There was a problem processing the order.', 'shopwright' ) );
		}
		$order->update_meta_data( self::META_INTENT, $intent_id );
		$order->update_meta_data( self::META_MODE, $mode );
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
					'redirect' => sprintf( '#shopwright-confirm-pi/%d/%s/%s', $order->get_id(), rawurlencode( $secret ), rawurlencode( $this->get_return_url( $order ) ) ),
				);
			default:
				$message = __( 'There was a problem processing the order.', 'shopwright' );
				$order->update_status(
					'failed',
					/* translators: 1: PaymentIntent id, 2: its status. */
					sprintf( __( 'Stripe did not take the payment (%1$s, %2$s).', 'shopwright' ), $intent_id, $status )
				);
				return $this->failure( $message );
		}
	}

	/**
	 * Captures an authorised payment; the order action calls it.
	 *
	 * @param \WC_Order $order The order on hold.
	 */
	public function capture( \WC_Order $order ): bool {
		$intent_id = (string) $order->get_meta( self::META_INTENT );
		if ( '' === $intent_id || $order->is_paid() ) {
			return false;
		}
		$mode = $this->order_mode( $order );
		try {
			$intent = $this->client( $mode )->capture_intent( $intent_id, Amounts::to_minor( $order->get_total(), $order->get_currency() ), 'shopwright-capture-' . $intent_id );
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
		$intent_id = (string) $order->get_meta( self::META_INTENT );
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
			$refund = $this->client( $mode )->create_refund(
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
		$mode = (string) $order->get_meta( self::META_MODE );
		return in_array( $mode, array( 'test', 'live' ), true ) ? $mode : $this->mode();
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
			'redirect' => $this->get_return_url( $order ),
		);
	}

	/**
	 * A failed result with its message.
	 *
	 * @param string $message What the shopper reads.
	 * @return array<string, string>
	 */
	private function failure( string $message ): array {
		return array(
			'result'  => 'failure',
			'message' => $message,
		);
	}
}
