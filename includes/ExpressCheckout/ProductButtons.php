<?php
/**
 * Apple Pay and Google Pay buttons on product pages.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

use Shopwright\Assets\BuiltScript;

defined( 'ABSPATH' ) || exit;

/**
 * Prints a container under the add to cart button of simple and variable products, with the
 * space the buttons will take already reserved, and a 1 KB script that adds the buttons' own
 * script (and so Stripe.js) only when the container comes near the viewport.
 */
final class ProductButtons {

	public const HANDLE       = 'shopwright-express-checkout';
	public const SHEET_HANDLE = 'shopwright-express-checkout-sheet';

	/**
	 * Whether a container was printed on this page.
	 *
	 * @var bool
	 */
	private bool $printed = false;

	/**
	 * Keeps the plugin file.
	 *
	 * @param string   $plugin_file Path of plugin.php.
	 * @param \Closure $gateway     Returns the gateway, or null.
	 */
	public function __construct( private string $plugin_file, private \Closure $gateway ) {}

	/**
	 * Hooks the container.
	 */
	public function register(): void {
		add_action( 'woocommerce_after_add_to_cart_button', array( $this, 'render' ) );
		add_action( 'wp_footer', array( $this, 'print_style' ) );
		add_filter( 'woocommerce_should_clear_cart_after_payment', array( $this, 'keep_shoppers_cart' ) );
	}

	/**
	 * WooCommerce empties the visitor's cart on any order-received page; an order paid from a
	 * product page, or an existing order paid from its pay-for-order page, was never in that
	 * cart, so the cart stays.
	 *
	 * @param mixed $clear Whether WooCommerce would empty the cart.
	 * @return mixed
	 */
	public function keep_shoppers_cart( $clear ) {
		$order_id = absint( $GLOBALS['wp']->query_vars['order-received'] ?? 0 );
		$order    = $order_id > 0 ? wc_get_order( $order_id ) : null;
		if ( $order instanceof \WC_Order && in_array( $order->get_meta( Gateway::META_SOURCE ), array( 'product', Gateway::SOURCE_ORDER ), true ) ) {
			return false;
		}
		return $clear;
	}

	/**
	 * The gateway, when it can take payments and product pages show buttons.
	 */
	private function gateway(): ?Gateway {
		$gateway = ( $this->gateway )();
		if ( ! $gateway instanceof Gateway || ! $gateway->is_available() || 'yes' !== $gateway->get_option( 'show_on_product', 'yes' ) ) {
			return null;
		}
		return $gateway;
	}

	/**
	 * Prints the container for the product on screen.
	 */
	public function render(): void {
		global $product;
		$gateway = $this->gateway();
		if ( null === $gateway || ! $product instanceof \WC_Product || ! $product->is_type( array( 'simple', 'variable' ) )
			|| ! $product->is_purchasable() || ! $product->is_in_stock() ) {
			return;
		}
		$html = self::container( $this->plugin_file, $this->config( $gateway, $product ), Gateway::clamp_height( $gateway->get_option( 'button_height' ) ) );
		if ( '' !== $html ) {
			$this->printed = true;
			echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped in container().
		}
	}

	/**
	 * What the buttons' script needs; nothing secret.
	 *
	 * @param Gateway     $gateway The gateway.
	 * @param \WC_Product $product The product.
	 * @return array<string, mixed>
	 */
	public function config( Gateway $gateway, \WC_Product $product ): array {
		$config                 = self::shared_config( $gateway );
		$config['placement']    = 'product';
		$config['product']      = array(
			'id'            => $product->get_id(),
			'name'          => wp_strip_all_tags( $product->get_name() ),
			'price'         => (string) wc_get_price_to_display( $product ),
			// As the cart decides: no shipping asked when the shop ships nothing at all.
			'needsShipping' => $product->needs_shipping() && wc_shipping_enabled() && wc_get_shipping_method_count( true ) > 0,
		);
		$config['login']['url'] = wp_login_url( (string) get_permalink( $product->get_id() ) );
		$config['analytics']    = ButtonEventsController::client_config( 'product' );
		return $config;
	}

	/**
	 * What every placement's buttons need; nothing secret.
	 *
	 * @param Gateway $gateway The gateway.
	 * @return array<string, mixed>
	 */
	public static function shared_config( Gateway $gateway ): array {
		$mode     = $gateway->mode();
		$currency = get_woocommerce_currency();
		$theme    = array(
			'dark'          => 'black',
			'light'         => 'white',
			'light-outline' => 'white-outline',
		);
		return array(
			'publishableKey'  => (string) $gateway->get_option( $mode . '_publishable_key', '' ),
			'storeApi'        => rest_url( 'wc/store/v1/' ),
			'currency'        => strtolower( $currency ),
			'country'         => WC()->countries->get_base_country(),
			'stripeMinorUnit' => Amounts::minor_unit( $currency ),
			'gateway'         => Gateway::ID,
			'applePay'        => $gateway->offers_apple_pay(),
			'button'          => array(
				'height' => Gateway::clamp_height( $gateway->get_option( 'button_height' ) ),
				'theme'  => $theme[ (string) $gateway->get_option( 'button_theme', 'dark' ) ] ?? 'black',
				'type'   => 'plain' === $gateway->get_option( 'button_type', 'buy' ) ? 'plain' : 'buy',
				'radius' => max( 0, min( 30, (int) $gateway->get_option( 'button_radius', '4' ) ) ),
			),
			'login'           => array(
				'required' => 'yes' === $gateway->get_option( 'login_required', 'no' ) && ! is_user_logged_in(),
				'message'  => (string) $gateway->get_option( 'login_message', '' ),
				'url'      => wp_login_url( (string) wc_get_page_permalink( 'cart' ) ),
			),
			'i18n'            => array(
				'productError'   => __( 'There was an error processing the product with this payment method. Please add the product to the cart, instead.', 'shopwright' ),
				'fallback'       => __( 'There was a problem processing the order.', 'shopwright' ),
				'actionRequired' => __( 'Payment requires additional action.', 'shopwright' ),
				'selectOptions'  => __( 'Please select your product options before proceeding.', 'shopwright' ),
				'unavailable'    => __( 'Sorry, this product is unavailable. Please choose a different combination.', 'shopwright' ),
				'libraryMissing' => __( 'Stripe object not found', 'shopwright' ),
				'pending'        => __( 'Pending', 'shopwright' ),
			),
		);
	}

	/**
	 * The container: its reserved height, the buttons' script to add when it nears the viewport,
	 * and its configuration. The tiny watcher script is enqueued with it.
	 *
	 * @param string               $plugin_file Path of plugin.php.
	 * @param array<string, mixed> $config      The buttons' configuration.
	 * @param int                  $height      The buttons' height.
	 * @return string '' when the scripts are not built.
	 */
	public static function container( string $plugin_file, array $config, int $height ): string {
		$sheet = BuiltScript::asset( $plugin_file, 'frontend/express-checkout-sheet' );
		if ( null === $sheet || null === BuiltScript::register( $plugin_file, self::HANDLE, 'frontend/express-checkout' ) ) {
			return '';
		}
		wp_enqueue_script( self::HANDLE );
		return sprintf(
			'<div class="shopwright-express" data-sheet-src="%1$s" data-config="%2$s" style="min-height:%3$dpx"><div class="shopwright-express__buttons"></div></div>',
			esc_url( self::sheet_src( $plugin_file, $sheet['version'] ) ),
			esc_attr( (string) wp_json_encode( $config ) ),
			$height
		);
	}

	/**
	 * The address of the buttons' script.
	 *
	 * @param string $plugin_file Path of plugin.php.
	 * @param string $version     Its build version.
	 */
	public static function sheet_src( string $plugin_file, string $version ): string {
		return add_query_arg( 'ver', $version, plugins_url( 'build/frontend/express-checkout-sheet.js', $plugin_file ) );
	}

	/**
	 * The container's rules, printed once on a page that has a container.
	 */
	public static function style(): string {
		return '<style id="shopwright-express-css">' . self::rules() . '</style>' . "\n";
	}

	/**
	 * The container's rules: the buttons stay invisible in their reserved space until a wallet
	 * is available.
	 */
	public static function rules(): string {
		return '.shopwright-express{margin-block:12px;width:100%;clear:both}.shopwright-express[hidden]{display:none}.shopwright-express:not(.is-ready) .shopwright-express__buttons{visibility:hidden}';
	}

	/**
	 * The container's few rules, only on pages that have one: the buttons stay invisible in
	 * their reserved space until a wallet is available.
	 */
	public function print_style(): void {
		if ( ! $this->printed ) {
			return;
		}
		echo self::style(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- A fixed stylesheet.
	}
}
