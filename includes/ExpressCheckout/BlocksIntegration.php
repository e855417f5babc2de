<?php
/**
 * The wallet buttons in the express payment area of WooCommerce's Cart and Checkout blocks.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;
use Shopwright\Assets\BuiltScript;

defined( 'ABSPATH' ) || exit;

/**
 * Registered with the blocks' payment method registry: WooCommerce adds its small script (which
 * registers an express payment method through `wc.wcBlocksRegistry`) only to pages that show the
 * Cart or Checkout block, and hands it this class's data. The buttons' own script and Stripe.js
 * still wait until the buttons near the viewport.
 */
final class BlocksIntegration extends AbstractPaymentMethodType {

	public const HANDLE = 'shopwright-express-checkout-blocks';

	/**
	 * The payment method's name in the registry.
	 *
	 * @var string
	 */
	protected $name = Gateway::ID;

	/**
	 * Keeps the plugin file and how to reach the gateway.
	 *
	 * @param string   $plugin_file Path of plugin.php.
	 * @param \Closure $gateway     Returns the gateway, or null.
	 */
	public function __construct( private string $plugin_file, private \Closure $gateway ) {}

	/**
	 * Nothing to read ahead: the gateway holds the settings.
	 */
	public function initialize(): void {}

	/**
	 * The gateway, when it can take payments.
	 */
	private function usable(): ?Gateway {
		$gateway = ( $this->gateway )();
		return $gateway instanceof Gateway && $gateway->is_available() ? $gateway : null;
	}

	/**
	 * Active while the gateway can take payments; WooCommerce then adds the script.
	 */
	public function is_active(): bool {
		return null !== $this->usable();
	}

	/**
	 * The registration script; it depends on the blocks' registry and settings.
	 *
	 * @return string[]
	 */
	public function get_payment_method_script_handles(): array {
		$asset = BuiltScript::asset( $this->plugin_file, 'frontend/express-checkout-blocks' );
		if ( null === $asset ) {
			return array();
		}
		// It reads the registry and the settings from the page's `wc` global, so it names them.
		wp_register_script(
			self::HANDLE,
			plugins_url( 'build/frontend/express-checkout-blocks.js', $this->plugin_file ),
			array_values( array_unique( array_merge( $asset['dependencies'], array( 'wc-blocks-registry', 'wc-settings' ) ) ) ),
			$asset['version'],
			array( 'in_footer' => true )
		);
		wp_register_style( self::HANDLE, false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- Inline rules only.
		wp_add_inline_style( self::HANDLE, ProductButtons::rules() );
		wp_enqueue_style( self::HANDLE );
		return array( self::HANDLE );
	}

	/**
	 * Which pages of the blocks show the buttons, and what the buttons need; nothing secret.
	 *
	 * @return array<string, mixed>
	 */
	public function get_payment_method_data(): array {
		$gateway = $this->usable();
		$sheet   = BuiltScript::asset( $this->plugin_file, 'frontend/express-checkout-sheet' );
		if ( null === $gateway || null === $sheet ) {
			return array( 'show' => false );
		}
		$config              = ProductButtons::shared_config( $gateway );
		$config['placement'] = 'blocks';
		$config['nonce']     = wp_create_nonce( 'wc_store_api' );
		$config['analytics'] = ButtonEventsController::client_config( 'blocks' );
		return array(
			'show'     => $this->shows_here( $gateway ),
			'sheetSrc' => ProductButtons::sheet_src( $this->plugin_file, $sheet['version'] ),
			'height'   => Gateway::clamp_height( $gateway->get_option( 'button_height' ) ),
			'title'    => (string) $gateway->method_title,
			'config'   => $config,
		);
	}

	/**
	 * Whether the owner wants buttons on this page: the cart's setting on the cart page, the
	 * checkout's on the checkout page (not its pay-for-order page, which has no blocks' cart).
	 *
	 * @param Gateway $gateway The gateway.
	 */
	private function shows_here( Gateway $gateway ): bool {
		return self::shows_on( $gateway, is_cart(), is_checkout() && ! is_wc_endpoint_url( 'order-pay' ) );
	}

	/**
	 * Whether the owner wants buttons on a cart or checkout page.
	 *
	 * @param Gateway $gateway  The gateway.
	 * @param bool    $cart     The page is the cart.
	 * @param bool    $checkout The page is the checkout (not pay for order).
	 */
	public static function shows_on( Gateway $gateway, bool $cart, bool $checkout ): bool {
		if ( $checkout ) {
			return 'yes' === $gateway->get_option( 'show_on_checkout', 'yes' );
		}
		return $cart && 'yes' === $gateway->get_option( 'show_on_cart', 'yes' );
	}
}
