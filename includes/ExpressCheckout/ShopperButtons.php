<?php
/**
 * Apple Pay and Google Pay buttons that pay the shopper's own cart: the classic cart and checkout
 * pages and WooCommerce's Cart and Checkout blocks.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * On the classic cart page the container goes under "Proceed to checkout", with the buttons'
 * height reserved. WooCommerce prints the cart totals afresh after each cart update (its AJAX
 * answer runs the same hook), so the container comes back with the new total, or not at all
 * once there is nothing to pay. On the classic checkout it goes above the address fields; the
 * buttons' script follows the order review WooCommerce refreshes. The blocks get theirs through
 * the payment method registry (BlocksIntegration).
 */
final class ShopperButtons {

	/**
	 * Whether a container was printed on this page.
	 *
	 * @var bool
	 */
	private bool $printed = false;

	/**
	 * Keeps the plugin file and how to reach the gateway.
	 *
	 * @param string   $plugin_file Path of plugin.php.
	 * @param \Closure $gateway     Returns the gateway, or null.
	 */
	public function __construct( private string $plugin_file, private \Closure $gateway ) {}

	/**
	 * Hooks the containers and the blocks' registration.
	 */
	public function register(): void {
		add_action( 'woocommerce_proceed_to_checkout', array( $this, 'render_cart' ), 30 );
		add_action( 'woocommerce_checkout_before_customer_details', array( $this, 'render_checkout' ) );
		add_action( 'wp_footer', array( $this, 'print_style' ) );
		add_action( 'woocommerce_blocks_payment_method_type_registration', array( $this, 'register_with_blocks' ) );
	}

	/**
	 * Adds the method to the blocks' payment method registry.
	 *
	 * @param mixed $registry WooCommerce's PaymentMethodRegistry.
	 */
	public function register_with_blocks( $registry ): void {
		if ( is_object( $registry ) && method_exists( $registry, 'register' ) ) {
			$registry->register( new BlocksIntegration( $this->plugin_file, $this->gateway ) );
		}
	}

	/**
	 * The gateway, when it can take payments and the setting shows buttons here.
	 *
	 * @param string $setting The placement's setting.
	 */
	private function gateway( string $setting ): ?Gateway {
		$gateway = ( $this->gateway )();
		if ( ! $gateway instanceof Gateway || ! $gateway->is_available() || 'yes' !== $gateway->get_option( $setting, 'yes' ) ) {
			return null;
		}
		return $gateway;
	}

	/**
	 * What the buttons on a shopper's-cart page need; nothing secret.
	 *
	 * @param Gateway $gateway   The gateway.
	 * @param string  $placement cart, checkout or blocks.
	 * @return array<string, mixed>
	 */
	public static function config( Gateway $gateway, string $placement ): array {
		$config              = ProductButtons::shared_config( $gateway );
		$config['placement'] = $placement;
		// The Store API asks a shopper's session for its nonce on every change.
		$config['nonce']     = wp_create_nonce( 'wc_store_api' );
		$config['analytics'] = ButtonEventsController::client_config( $placement );
		return $config;
	}

	/**
	 * Under "Proceed to checkout" on the classic cart, while the cart has something to pay.
	 */
	public function render_cart(): void {
		$this->render_for_cart( 'show_on_cart', 'cart' );
	}

	/**
	 * Above the classic checkout form's address fields, while the cart has something to pay.
	 */
	public function render_checkout(): void {
		if ( is_wc_endpoint_url( 'order-pay' ) ) {
			return;
		}
		$this->render_for_cart( 'show_on_checkout', 'checkout' );
	}

	/**
	 * Prints the container for the shopper's cart.
	 *
	 * @param string $setting   The placement's setting.
	 * @param string $placement cart or checkout.
	 */
	private function render_for_cart( string $setting, string $placement ): void {
		$gateway = $this->gateway( $setting );
		$cart    = function_exists( 'WC' ) ? WC()->cart : null;
		if ( null === $gateway || null === $cart || $cart->is_empty() || (float) $cart->get_total( 'edit' ) <= 0 ) {
			return;
		}
		$html = ProductButtons::container( $this->plugin_file, self::config( $gateway, $placement ), Gateway::clamp_height( $gateway->get_option( 'button_height' ) ) );
		if ( '' === $html ) {
			return;
		}
		// WooCommerce's cart update answer is a fragment of the page, without its footer.
		if ( wp_doing_ajax() ) {
			$html = '<style>' . ProductButtons::rules() . '</style>' . $html;
		}
		$this->printed = true;
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped in ProductButtons::container().
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
