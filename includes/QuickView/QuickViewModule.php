<?php
/**
 * The quick view feature.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\QuickView;

use Shopwright\Modules\Context;
use Shopwright\Modules\Module;
use Shopwright\Platform\WooCommerce;

defined( 'ABSPATH' ) || exit;

/**
 * A "Quick view" button on product cards that opens the product in a dialog over the listing:
 * its gallery, price, description, stock and add to cart form, without leaving the page.
 */
final class QuickViewModule extends Module {

	/**
	 * The buttons, once registered.
	 *
	 * @var QuickViewButtons|null
	 */
	private ?QuickViewButtons $buttons = null;

	/**
	 * The buttons service while the module runs, for the Quick view button block.
	 */
	public function buttons(): ?QuickViewButtons {
		return $this->buttons;
	}

	/**
	 * Module id and settings section.
	 */
	public function id(): string {
		return 'quick_view';
	}

	/**
	 * Name in the settings app.
	 */
	public function label(): string {
		return __( 'Quick view', 'shopwright' );
	}

	/**
	 * Description in the settings app.
	 */
	public function description(): string {
		return __( 'A quick view button on product cards that shows the product, its options and add to cart in a dialog, without leaving the listing.', 'shopwright' );
	}

	/**
	 * It shows WooCommerce products.
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
		return array( 'quick-view-button' );
	}

	/**
	 * Where the button shows by itself.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function settings_schema(): array {
		return array(
			'archives'       => array(
				'type'        => 'boolean',
				'title'       => __( 'Show on classic shop pages', 'shopwright' ),
				'description' => __( 'Adds the button under the add to cart button of every product in classic themes’ shop, category and tag pages.', 'shopwright' ),
				'default'     => true,
			),
			'product_blocks' => array(
				'type'        => 'boolean',
				'title'       => __( 'Show in product blocks automatically', 'shopwright' ),
				'description' => __( 'Adds the button after the add to cart button of WooCommerce’s Product Collection and product template blocks. Off: place the Quick view button block where you want it.', 'shopwright' ),
				'default'     => true,
			),
		);
	}

	/**
	 * Hooks the route, the buttons and the dialog's script.
	 *
	 * @param Context $context The plugin's shared services.
	 */
	public function register( Context $context ): void {
		$settings = $context->settings;
		if ( ! WooCommerce::active() ) {
			return;
		}
		( new QuickViewController( new QuickViewRenderer() ) )->register();
		$this->buttons = new QuickViewButtons( SHOPWRIGHT_FILE, $settings, $context->block_runtime );
		$this->buttons->register();
		( new QuickViewCart() )->register();
	}
}
