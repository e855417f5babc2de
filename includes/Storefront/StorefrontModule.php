<?php
/**
 * The storefront module.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Storefront;

use Shopwright\Assets\BlockRuntime;
use Shopwright\Modules\Context;
use Shopwright\Modules\Module;
use Shopwright\Platform\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * A jQuery-free cart, mini cart, quantity buttons, variation images and store notices in place of the classic WooCommerce scripts.
 */
final class StorefrontModule extends Module {

	/**
	 * The blocks' runtime, once the module has registered.
	 *
	 * @var BlockRuntime|null
	 */
	private ?BlockRuntime $runtime = null;

	/**
	 * Hands the mini cart's drawer script to the blocks' runtime for this page, on intent; called
	 * by each mini cart render. The drawer needs the data layer, so it waits for the shopper.
	 */
	public function defer_drawer(): void {
		$this->runtime?->add( StorefrontScripts::DRAWER_HANDLE, '.wp-block-shopwright-mini-cart', BlockRuntime::ON_INTENT );
	}

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'storefront';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Storefront', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'A jQuery-free cart, mini cart, quantity buttons, variation images and store notices in place of the classic WooCommerce scripts.', 'shopwright' );
	}

	/**
	 * It works on WooCommerce products, cart and orders.
	 */
	public function requires_woocommerce(): bool {
		return true;
	}


	/**
	 * Folder names under build/ of the blocks this module owns.
	 *
	 * @return list<string>
	 */
	public function blocks(): array {
		return array( 'mini-cart' );
	}

	/**
	 * What the owner can switch.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function settings_schema(): array {
		return array(
			'replace_mini_cart'      => array(
				'type'        => 'boolean',
				'title'       => __( 'Use the Shopwright mini cart in place of WooCommerce’s', 'shopwright' ),
				'description' => __( 'WooCommerce’s Mini-Cart block loads React on every page; Shopwright’s renders on the server and loads its drawer when the shopper reaches for it. Off by default: Shopwright’s mini cart does not follow the Mini-Cart block’s own settings (hiding the total, its texts, its class names), so turn it on after checking your header.', 'shopwright' ),
				'default'     => false,
			),
			'classic_product_button' => array(
				'type'        => 'boolean',
				'title'       => __( 'Plain add to cart buttons in product grids', 'shopwright' ),
				'description' => __( 'Renders the Product Button block as a link that works without JavaScript and adds through Shopwright’s queue, so a catalogue page asks the server nothing until the shopper adds.', 'shopwright' ),
				'default'     => true,
			),
			'cart_fragments'         => array(
				'type'        => 'boolean',
				'title'       => __( 'Keep classic cart widgets current', 'shopwright' ),
				'description' => __( 'Refreshes the cart fragments of classic themes and widgets, cached in the browser, and only when the shopper has a cart.', 'shopwright' ),
				'default'     => true,
			),
		);
	}

	/**
	 * Hooks the replacement of WooCommerce's classic scripts on the front end.
	 *
	 * @param Context $context The plugin's shared services.
	 */
	public function register( Context $context ): void {
		$settings      = $context->settings;
		$this->runtime = $context->block_runtime;
		if ( ! WooCommerce::active() ) {
			return;
		}
		( new StorefrontScripts( SHOPWRIGHT_FILE, $settings ) )->register();
		( new BlockSwaps( $settings ) )->register();
		( new CartCountFragment() )->register();
	}
}
