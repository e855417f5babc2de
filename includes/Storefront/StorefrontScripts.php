<?php
/**
 * Puts Shopwright's storefront script where WooCommerce's classic ones were.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Storefront;

use Shopwright\Assets\BuiltScript;
use Shopwright\Assets\InertJson;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the storefront script with its config and takes WooCommerce's jQuery scripts off the
 * pages it replaces them on.
 *
 * Cart, checkout and account pages keep WooCommerce's own stack: their forms (shipping calculator,
 * coupons, payment gateways, address fields) are driven by scripts that need jQuery and the
 * `woocommerce` handle, and gateways hook into them. Everywhere else nothing a shopper does needs them.
 */
final class StorefrontScripts {

	public const HANDLE        = 'shopwright-storefront';
	public const DRAWER_HANDLE = 'shopwright-mini-cart-drawer';
	public const CONFIG_ID     = 'shopwright-storefront-config';

	/**
	 * WooCommerce's classic front-end scripts that the storefront script replaces.
	 */
	public const REPLACED = array(
		'woocommerce',
		'wc-add-to-cart',
		'wc-cart-fragments',
		'wc-single-product',
		'wc-add-to-cart-variation',
		'zoom',
		'flexslider',
		'photoswipe',
		'photoswipe-ui-default',
	);

	/**
	 * Whether this page replaces the classic scripts; decided once, when scripts are enqueued.
	 *
	 * @var bool
	 */
	private bool $replacing = false;

	/**
	 * Whether our script runs beside WooCommerce's on this page (the cart page), for what they lack.
	 *
	 * @var bool
	 */
	private bool $companion = false;

	/**
	 * Keeps its dependencies.
	 *
	 * @param string   $plugin_file The main plugin file.
	 * @param Settings $settings    The plugin settings.
	 */
	public function __construct( private string $plugin_file, private Settings $settings ) {}

	/**
	 * Hooks the swap.
	 */
	public function register(): void {
		// Registered, never enqueued: the mini cart block defers it through the blocks' runtime.
		// Block themes render blocks before wp_enqueue_scripts, so it must exist from init on.
		add_action( 'init', array( $this, 'register_drawer' ) );
		// After WooCommerce (10) and after blocks rendered early by block themes enqueued theirs.
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 100 );
		// Classic themes render the loop after wp_head, and blocks in it enqueue late.
		add_action( 'wp_print_footer_scripts', array( $this, 'dequeue_replaced' ), 1 );
		add_action( 'wp_footer', array( $this, 'print_config' ), 5 );
	}

	/**
	 * Whether the current front-end page gets the storefront script.
	 */
	public function applies(): bool {
		if ( is_admin() || wp_doing_ajax() || ( function_exists( 'wp_is_serving_rest_request' ) && wp_is_serving_rest_request() ) ) {
			return false;
		}
		$keeps_classic = ( function_exists( 'is_cart' ) && is_cart() )
			|| ( function_exists( 'is_checkout' ) && is_checkout() )
			|| ( function_exists( 'is_account_page' ) && is_account_page() );
		/**
		 * Filters whether Shopwright's storefront script replaces WooCommerce's classic scripts on this page.
		 *
		 * @param bool $applies True everywhere but the cart, checkout and account pages.
		 */
		return (bool) apply_filters( 'shopwright_storefront_replaces_scripts', ! $keeps_classic );
	}

	/**
	 * Enqueues the storefront script and takes the replaced ones off the page.
	 */
	public function enqueue(): void {
		$this->replacing = $this->applies();
		// The cart page keeps WooCommerce's scripts, which have no collapsible item details.
		$this->companion = ! $this->replacing && function_exists( 'is_cart' ) && is_cart();
		if ( ! $this->replacing && ! $this->companion ) {
			return;
		}
		if ( null === BuiltScript::register( $this->plugin_file, self::HANDLE, 'frontend/storefront' ) ) {
			// Without the build there is nothing to replace them with.
			$this->replacing = false;
			$this->companion = false;
			return;
		}
		wp_enqueue_script( self::HANDLE );
		$this->enqueue_styles();
		if ( ! $this->replacing ) {
			return;
		}
		$this->dequeue_replaced();
		// The lightbox markup only serves PhotoSwipe.
		remove_action( 'wp_footer', 'woocommerce_photoswipe' );
		wp_dequeue_style( 'photoswipe-default-skin' );
	}

	/**
	 * The sub-menus of a header menu the script drives (marked `shopwright-nav` by it): 10 to 20 em
	 * wide, shown and hidden with a 200 ms fade after the script's 250 ms show and 500 ms hide
	 * delays, and out of sight (and of the tab order) while closed; no fade for reduced motion.
	 */
	private const NAV_STYLES = '.shopwright-nav :is(.menu-item-has-children,.page_item_has_children)>ul{box-sizing:border-box;min-width:10em;max-width:20em;transition:opacity .2s ease,visibility 0s linear .2s}'
		. '.shopwright-nav :is(.menu-item-has-children,.page_item_has_children):not(.is-open)>ul{opacity:0;visibility:hidden}'
		. '.shopwright-nav .is-open>ul{opacity:1;visibility:visible;transition-delay:0s}'
		. '@media (prefers-reduced-motion:reduce){.shopwright-nav :is(.menu-item-has-children,.page_item_has_children)>ul{transition:none}}';

	/**
	 * The few rules the storefront script's own controls need whatever the theme: the quantity
	 * buttons it adds and the "View cart" link it shows after an add are targets of at least 24
	 * by 24 pixels (WCAG 2.2 target size); beside a quantity input the buttons take the input's
	 * colours and a border instead of the browser's grey, and the input's height: the quantity they
	 * sit in is a row that stretches them (a theme's taller input, as Twenty Twenty-One's, no longer
	 * stands beside short buttons; `:where()` leaves the theme's own quantity rules the last word).
	 * Printed inline in the head: no request of its own.
	 *
	 * The product gallery shows one image at a time by hiding the others; WooCommerce's own
	 * stylesheets (and themes copying them) display every image after the first as a quarter-width
	 * tile, which outweighs the `hidden` attribute, so a hidden image is hidden here for certain
	 * and the one shown takes the gallery's full width wherever it stands in the list.
	 *
	 * Add to cart stays operable before a buyable variation is chosen (pressed, it says what is
	 * missing), so its text must keep the contrast of an active control: WooCommerce's half
	 * opacity for the `disabled` class is undone there, and the theme's own colours apply.
	 */
	private function enqueue_styles(): void {
		wp_register_style( self::HANDLE, false, array(), SHOPWRIGHT_VERSION );
		wp_enqueue_style( self::HANDLE );
		wp_add_inline_style(
			self::HANDLE,
			'.shopwright-quantity__button{min-width:24px;min-height:24px}'
			. ':where(.quantity:has(>.shopwright-quantity__button)){display:inline-flex;align-items:stretch}'
			. ':where(.quantity)>.shopwright-quantity__button{padding:0 .6em;border:1px solid color-mix(in srgb,currentcolor 35%,transparent);border-radius:0;background:transparent;color:inherit;font:inherit;cursor:pointer}'
			. 'a.added_to_cart.wc-forward{display:inline-block;min-height:24px;line-height:24px}'
			. '.woocommerce-product-gallery .woocommerce-product-gallery__image[hidden]{display:none!important}'
			. '.shopwright-gallery .woocommerce-product-gallery__image:not([hidden]){display:block!important;width:auto!important;float:none!important}'
			. '.variations_form .single_add_to_cart_button.disabled{opacity:1!important}'
			. self::NAV_STYLES
		);
	}

	/**
	 * Takes WooCommerce's replaced scripts off the queue. A script another plugin enqueued that
	 * depends on one of them still brings it along: dependencies are never broken.
	 */
	public function dequeue_replaced(): void {
		if ( ! $this->replacing ) {
			return;
		}
		foreach ( self::REPLACED as $handle ) {
			wp_dequeue_script( $handle );
		}
	}

	/**
	 * Registers the mini cart drawer and its stylesheet from the build, for the blocks' runtime.
	 */
	public function register_drawer(): void {
		BuiltScript::register( $this->plugin_file, self::DRAWER_HANDLE, 'frontend/mini-cart-drawer' );
		BuiltScript::register_style( $this->plugin_file, self::DRAWER_HANDLE, 'frontend/mini-cart-drawer' );
	}

	/**
	 * Whether this request replaced the classic scripts.
	 */
	public function is_replacing(): bool {
		return $this->replacing;
	}

	/**
	 * Prints the config the storefront script reads, as inert JSON.
	 */
	public function print_config(): void {
		if ( ! $this->replacing && ! $this->companion ) {
			return;
		}
		InertJson::print( self::CONFIG_ID, $this->config() );
	}

	/**
	 * The page config, camelCase keys as src/frontend/storefront/index.ts reads them.
	 *
	 * @return array<string, mixed>
	 */
	public function config(): array {
		$site_hash = md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() );
		return array(
			// False beside WooCommerce's own scripts: ours then only adds what they lack.
			'replacesClassic'      => $this->replacing,
			'wcAjaxUrl'            => \WC_AJAX::get_endpoint( '%%endpoint%%' ),
			'restNonce'            => wp_create_nonce( 'wp_rest' ),
			'storeApiNonce'        => wp_create_nonce( 'wc_store_api' ),
			'storeApiUrl'          => rest_url( 'wc/store/v1/' ),
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, applied as WooCommerce applies it.
			'cartUrl'              => (string) apply_filters( 'woocommerce_add_to_cart_redirect', wc_get_cart_url(), null ),
			'isCart'               => is_cart(),
			'cartRedirectAfterAdd' => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
			'reviewRatingRequired' => wc_review_ratings_required(),
			// The same names WooCommerce's cart-fragments script uses, so both can share a cached copy.
			'fragmentsEnabled'     => true === $this->settings->get( 'storefront', 'cart_fragments' ),
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, so both scripts agree on the key.
			'cartHashKey'          => (string) apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $site_hash ),
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter, so both scripts agree on the key.
			'fragmentName'         => (string) apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . $site_hash ),
			'requestTimeout'       => 5000,
			'i18n'                 => array(
				'viewCart'             => __( 'View cart', 'shopwright' ),
				'addedToCart'          => __( 'Added to your cart.', 'shopwright' ),
				'addToCartFailed'      => __( 'The product could not be added to your cart. Please try again.', 'shopwright' ),
				'removeFromCartFailed' => __( 'The product could not be removed from your cart.', 'shopwright' ),
				'cartItemDetails'      => __( 'Details', 'shopwright' ),
				'decreaseQuantity'     => __( 'Decrease quantity', 'shopwright' ),
				'increaseQuantity'     => __( 'Increase quantity', 'shopwright' ),
				'selectionNeeded'      => __( 'Please select some product options before adding this product to your cart.', 'shopwright' ),
				'unavailable'          => __( 'Sorry, this product is unavailable. Please choose a different combination.', 'shopwright' ),
				'ratingRequired'       => __( 'Please select a rating', 'shopwright' ),
				'passwordShow'         => __( 'Show password', 'shopwright' ),
				'passwordHide'         => __( 'Hide password', 'shopwright' ),
				'subMenu'              => __( 'Sub-menu', 'shopwright' ),
				/* translators: %d: position of the image in the product gallery. */
				'galleryThumbnail'     => __( 'Show image %d', 'shopwright' ),
			),
		);
	}
}
