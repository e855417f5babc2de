<?php
/**
 * The express checkout gateway's settings form.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * The fields of the payment method's settings screen (WooCommerce › Settings › Payments), in the
 * order the owner reads them: keys, capture, then where and how the buttons show.
 */
final class GatewayFields {

	/**
	 * Every field, keyed by option name.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function all(): array {
		return array(
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
				'default'           => (string) Gateway::DEFAULT_HEIGHT,
				'description'       => __( 'From 40 to 55.', 'shopwright' ),
				'custom_attributes' => array(
					'min' => (string) Gateway::MIN_HEIGHT,
					'max' => (string) Gateway::MAX_HEIGHT,
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
}
