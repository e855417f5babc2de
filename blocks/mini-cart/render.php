<?php
/**
 * Server render of the mini cart: a link to the cart page with the number of items and their
 * total, correct before any script runs, and the empty container the drawer script fills.
 *
 * Reads the cart only when the shopper already has a WooCommerce session (its cookie, or being
 * logged in): for any other visitor the cart is empty, and reading it must not start a session
 * or set a cookie, so that the page stays cacheable.
 *
 * @package Shopwright
 *
 * @var array<string, mixed>                    $attributes        The block attributes.
 * @var string                                  $content           The block content (none: the block has no inner blocks).
 * @var \WP_Block                               $block             The block instance.
 * @var \Shopwright\Storefront\StorefrontModule $shopwright_module The module that owns the block (see Modules\BlockTemplate).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/*
 * This file is included once per rendered block, so it declares no functions: a second mini
 * cart on the page (a mobile header, say) would redeclare them.
 */

$shopwright_woocommerce = function_exists( 'WC' ) && function_exists( 'wc_price' );
$shopwright_cart        = $shopwright_woocommerce ? WC()->cart : null;
$shopwright_session     = $shopwright_woocommerce ? WC()->session : null;
$shopwright_has_cart    = $shopwright_cart instanceof \WC_Cart
	&& is_object( $shopwright_session )
	&& is_callable( array( $shopwright_session, 'has_session' ) )
	&& $shopwright_session->has_session();

$shopwright_prices_include_tax = 'incl' === get_option( 'woocommerce_tax_display_cart' );
$shopwright_count              = 0;
$shopwright_amount             = 0.0;
if ( $shopwright_has_cart ) {
	$shopwright_count              = (int) $shopwright_cart->get_cart_contents_count();
	$shopwright_prices_include_tax = $shopwright_cart->display_prices_including_tax();
	$shopwright_amount             = (float) $shopwright_cart->get_subtotal() + ( $shopwright_prices_include_tax ? (float) $shopwright_cart->get_subtotal_tax() : 0.0 );
}
// wc_price() gives markup; the script writes plain text in its place, so the server does too.
$shopwright_total = $shopwright_woocommerce
	? html_entity_decode( wp_strip_all_tags( wc_price( $shopwright_amount ) ), ENT_QUOTES, 'UTF-8' )
	: '';

// Room for the total to grow by two digits without widening the block: an add never moves the
// header around it.
$shopwright_total_room = sprintf( 'min-width:%dch', max( 7, mb_strlen( $shopwright_total ) + 2 ) );

$shopwright_cart_url     = function_exists( 'wc_get_cart_url' ) ? wc_get_cart_url() : home_url( '/' );
$shopwright_checkout_url = function_exists( 'wc_get_checkout_url' ) ? wc_get_checkout_url() : '';
$shopwright_show_total   = (bool) ( $attributes['showTotal'] ?? true );
$shopwright_id           = wp_unique_id( 'shopwright-mini-cart-' );

$shopwright_config = array(
	'storeApiRoot'     => rest_url( 'wc/store/v1' ),
	'cartUrl'          => $shopwright_cart_url,
	'checkoutUrl'      => $shopwright_checkout_url,
	'pricesIncludeTax' => $shopwright_prices_include_tax,
	'i18n'             => array(
		'title'           => __( 'Your cart', 'shopwright' ),
		'close'           => __( 'Close the cart', 'shopwright' ),
		'loading'         => __( 'Loading your cart…', 'shopwright' ),
		'empty'           => __( 'Your cart is empty.', 'shopwright' ),
		'subtotal'        => __( 'Subtotal', 'shopwright' ),
		'viewCart'        => __( 'View cart', 'shopwright' ),
		'checkout'        => __( 'Checkout', 'shopwright' ),
		'removeLabel'     => __( 'Remove', 'shopwright' ),
		/* translators: %s: product name. */
		'remove'          => __( 'Remove %s from the cart', 'shopwright' ),
		/* translators: %s: product name. */
		'decrease'        => __( 'Reduce the quantity of %s', 'shopwright' ),
		/* translators: %s: product name. */
		'increase'        => __( 'Increase the quantity of %s', 'shopwright' ),
		/* translators: %s: product name. */
		'quantity'        => __( 'Quantity of %s', 'shopwright' ),
		/* translators: %s: product name. */
		'removed'         => __( '%s has been removed from your cart.', 'shopwright' ),
		/* translators: 1: product name, 2: the new quantity. */
		'quantityChanged' => __( 'The quantity of %1$s is now %2$d.', 'shopwright' ),
		'error'           => __( 'Your cart could not be updated. Please try again.', 'shopwright' ),
		'loadError'       => __( 'Your cart could not be loaded.', 'shopwright' ),
	),
);

// The drawer needs the data layer: it waits for the shopper's intent, through the blocks'
// runtime, which lists it only if the handle is registered by then (see CONTRIBUTING.md).
$shopwright_module->defer_drawer();

$shopwright_wrapper = get_block_wrapper_attributes(
	array(
		'class'       => $shopwright_count > 0 ? 'has-items' : 'is-empty',
		'data-config' => (string) wp_json_encode( $shopwright_config ),
	)
);
?>
<div <?php echo $shopwright_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by get_block_wrapper_attributes(). ?>>
	<a class="wp-block-shopwright-mini-cart__button" href="<?php echo esc_url( $shopwright_cart_url ); ?>">
		<svg class="wp-block-shopwright-mini-cart__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M2 4h3l2.5 10.5h10.5l2.5-7.5H6.2"/><circle cx="9.5" cy="19" r="1.5"/><circle cx="17" cy="19" r="1.5"/></svg>
		<span class="screen-reader-text"><?php esc_html_e( 'Cart', 'shopwright' ); ?></span>
		<span class="wp-block-shopwright-mini-cart__count">
			<span class="screen-reader-text"><?php esc_html_e( 'Items:', 'shopwright' ); ?></span>
			<span class="wp-block-shopwright-mini-cart__count-value"><?php echo esc_html( (string) $shopwright_count ); ?></span>
		</span>
		<?php if ( $shopwright_show_total && '' !== $shopwright_total ) : ?>
			<span class="wp-block-shopwright-mini-cart__total">
				<span class="screen-reader-text"><?php esc_html_e( 'Total:', 'shopwright' ); ?></span>
				<span class="wp-block-shopwright-mini-cart__total-value" style="<?php echo esc_attr( $shopwright_total_room ); ?>"><?php echo esc_html( $shopwright_total ); ?></span>
			</span>
		<?php endif; ?>
	</a>
	<div class="wp-block-shopwright-mini-cart__drawer" id="<?php echo esc_attr( $shopwright_id ); ?>" hidden></div>
</div>
