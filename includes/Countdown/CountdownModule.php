<?php
/**
 * The sale countdown feature.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Countdown;

use Shopwright\Modules\Context;
use Shopwright\Modules\Module;
use Shopwright\Platform\WooCommerce;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Owns the sale countdown block (rendered by its render.php, ticking in its view script) and,
 * when the owner asks for it, puts that block on product pages whose sale has an end date.
 */
final class CountdownModule extends Module {

	/**
	 * The settings the product-page hooks read.
	 *
	 * @var Settings|null
	 */
	private ?Settings $settings = null;

	/**
	 * Product ids whose page already shows the countdown, so a theme that both fires the classic
	 * summary hook and renders the add to cart block shows it once.
	 *
	 * @var array<int, true>
	 */
	private array $shown = array();

	/**
	 * Stable identifier, also the key of the module's settings section.
	 */
	public function id(): string {
		return 'countdown';
	}

	/**
	 * Name shown in the settings app.
	 */
	public function label(): string {
		return __( 'Sale countdown', 'shopwright' );
	}

	/**
	 * One sentence shown under the name in the settings app.
	 */
	public function description(): string {
		return __( 'A block that counts down to the end of a sale: a date you choose, or a product\'s scheduled sale end.', 'shopwright' );
	}

	/**
	 * A chosen end date works without WooCommerce; only product sale dates need it.
	 */
	public function requires_woocommerce(): bool {
		return false;
	}

	/**
	 * Folder names under build/ of the blocks this module owns.
	 *
	 * @return list<string>
	 */
	public function blocks(): array {
		return array( 'countdown' );
	}

	/**
	 * The owner's choice of showing the countdown on product pages by itself.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function settings_schema(): array {
		return array(
			'product_pages'             => array(
				'type'        => 'boolean',
				'title'       => __( 'Show on product pages', 'shopwright' ),
				'description' => __( 'Adds the countdown above the add to cart button of every product whose sale has an end date. Needs WooCommerce.', 'shopwright' ),
				'default'     => false,
			),
			'product_pages_within_days' => array(
				'type'        => 'integer',
				'title'       => __( 'Only in the last days of a sale', 'shopwright' ),
				'description' => __( 'Show it only when the sale ends within this many days (0 to 365; 0 shows it for the whole sale).', 'shopwright' ),
				'minimum'     => 0,
				'maximum'     => 365,
				'default'     => 7,
			),
		);
	}

	/**
	 * Hooks the product-page countdown when the owner switched it on and WooCommerce runs.
	 *
	 * @param Context $context The plugin's shared services.
	 */
	public function register( Context $context ): void {
		$settings       = $context->settings;
		$this->settings = $settings;
		// The digits are right from the server; the script that ticks waits until the block is near
		// (its block.json says so).
		if ( true !== $settings->get( $this->id(), 'product_pages' ) || ! WooCommerce::active() ) {
			return;
		}
		// Classic themes print the summary through this hook; block themes render the form block.
		add_action( 'woocommerce_single_product_summary', array( $this, 'print_product_countdown' ), 25 );
		add_filter( 'render_block_woocommerce/add-to-cart-form', array( $this, 'prepend_product_countdown' ) );
	}


	/**
	 * Prints the countdown for the product of a classic product page.
	 */
	public function print_product_countdown(): void {
		echo $this->product_countdown( (int) get_the_ID() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Block markup, escaped by the block's render.php.
	}

	/**
	 * Puts the countdown in front of the add to cart form block.
	 *
	 * @param string $html The form block's markup.
	 */
	public function prepend_product_countdown( string $html ): string {
		return $this->product_countdown( (int) get_the_ID() ) . $html;
	}

	/**
	 * The countdown block's markup for a product whose sale ends within the chosen window, once
	 * per product and request; otherwise an empty string.
	 *
	 * @param int $product_id Product id.
	 */
	public function product_countdown( int $product_id ): string {
		if ( isset( $this->shown[ $product_id ] ) || null === $this->settings ) {
			return '';
		}
		$product = $product_id > 0 ? wc_get_product( $product_id ) : null;
		if ( ! $product instanceof \WC_Product || ! $product->is_on_sale() || null === $product->get_date_on_sale_to() ) {
			return '';
		}
		$within_days = (int) $this->settings->get( $this->id(), 'product_pages_within_days' );
		$remaining   = $product->get_date_on_sale_to()->getTimestamp() - time();
		if ( $remaining <= 0 || ( $within_days > 0 && $remaining > $within_days * DAY_IN_SECONDS ) ) {
			return '';
		}
		$this->shown[ $product_id ] = true;
		return render_block(
			array(
				'blockName'    => 'shopwright/countdown',
				'attrs'        => array(
					'productId'       => $product_id,
					'hideWhenExpired' => true,
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
