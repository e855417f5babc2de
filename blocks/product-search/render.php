<?php
/**
 * Server render of the product search block: a search form that works without any script, plus
 * the combobox scaffolding and configuration view.ts enhances.
 *
 * @package Shopwright
 *
 * @var array<string, mixed>            $attributes        The block attributes.
 * @var string                          $content           The block content (none: the block has no inner blocks).
 * @var \WP_Block                       $block             The block instance.
 * @var \Shopwright\Search\SearchModule $shopwright_module The module that owns the block (see Modules\BlockTemplate).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/*
 * This file is included once per rendered block, so it declares no functions: a second search
 * box on the page would redeclare them.
 */

$shopwright_setting  = static fn( string $key ) => $shopwright_module->setting( $key );
$shopwright_switch   = static function ( string $attribute, string $setting ) use ( $attributes, $shopwright_setting ): bool {
	// An attribute left unset follows the owner's search settings.
	return isset( $attributes[ $attribute ] ) ? (bool) $attributes[ $attribute ] : true === $shopwright_setting( $setting );
};
$shopwright_text     = static function ( string $name, string $fallback ) use ( $attributes ): string {
	$value = trim( (string) ( $attributes[ $name ] ?? '' ) );
	return '' === $value ? $fallback : $value;
};
$shopwright_layout   = in_array( $attributes['layout'] ?? 'full', array( 'full', 'icon', 'flexible' ), true ) ? (string) $attributes['layout'] : 'full';
$shopwright_overlay  = ! empty( $attributes['mobileOverlay'] );
$shopwright_wide     = max( 1, (int) ( $attributes['breakpoint'] ?? 992 ) );
$shopwright_narrow   = max( 1, (int) ( $attributes['mobileBreakpoint'] ?? 768 ) );
$shopwright_id       = wp_unique_id( 'shopwright-product-search-' );
$shopwright_form_id  = $shopwright_id . '-form';
$shopwright_input_id = $shopwright_id . '-input';
$shopwright_list_id  = $shopwright_id . '-listbox';
$shopwright_min      = (int) $shopwright_setting( 'min_chars' );
$shopwright_debounce = $shopwright_setting( 'debounce_ms' );
$shopwright_max      = (int) $shopwright_setting( 'max_query_length' );

$shopwright_config = array(
	'endpointUrl'       => $shopwright_module->endpoint_url(),
	'restUrl'           => rest_url( 'shopwright/v1/search' ),
	'minChars'          => $shopwright_min > 0 ? $shopwright_min : 3,
	'debounceMs'        => is_int( $shopwright_debounce ) ? $shopwright_debounce : 400,
	'preventBadQueries' => true,
	'history'           => (bool) ( $attributes['showHistory'] ?? true ),
	'voice'             => (bool) ( $attributes['showVoice'] ?? true ),
	'detailsPanel'      => ! empty( $attributes['showDetails'] ),
	'detailsUrl'        => rest_url( 'shopwright/v1/search/details' ),
	'wcAjaxUrl'         => class_exists( 'WC_AJAX' ) ? \WC_AJAX::get_endpoint( '%%endpoint%%' ) : '',
	'cartUrl'           => function_exists( 'wc_get_cart_url' ) ? wc_get_cart_url() : '',
	'redirectAfterAdd'  => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
	'overlayBreakpoint' => $shopwright_overlay ? $shopwright_narrow : 0,
	'display'           => array(
		'image'       => $shopwright_switch( 'showImage', 'show_image' ),
		'price'       => $shopwright_switch( 'showPrice', 'show_price' ),
		'sku'         => $shopwright_switch( 'showSku', 'show_sku' ),
		'description' => $shopwright_switch( 'showDescription', 'show_description' ),
		'stock'       => ! empty( $attributes['showStock'] ),
	),
	'labels'            => array(
		'noResults'       => __( 'No results', 'shopwright' ),
		/* translators: 1: what the shopper typed, 2: the words the results hold. */
		'partialMatch'    => __( 'No exact match for %1$s. Showing results for %2$s.', 'shopwright' ),
		/* translators: %d: number of products found. */
		'moreProducts'    => __( 'See all products (%d)', 'shopwright' ),
		'searchHistory'   => __( 'Recent searches', 'shopwright' ),
		'recentlyViewed'  => __( 'Recently viewed', 'shopwright' ),
		'clear'           => __( 'Clear', 'shopwright' ),
		'sku'             => __( 'SKU:', 'shopwright' ),
		'sale'            => __( 'Sale', 'shopwright' ),
		'featured'        => __( 'Featured', 'shopwright' ),
		'inStock'         => __( 'In stock', 'shopwright' ),
		'outOfStock'      => __( 'Out of stock', 'shopwright' ),
		'oneResult'       => __( '1 result available. Use the up and down arrow keys to browse.', 'shopwright' ),
		/* translators: %d: number of results, more than one. */
		'results'         => __( '%d results available. Use the up and down arrow keys to browse.', 'shopwright' ),
		'category'        => __( 'Category', 'shopwright' ),
		'tag'             => __( 'Tag', 'shopwright' ),
		'brand'           => __( 'Brand', 'shopwright' ),
		'soldBy'          => __( 'Sold by', 'shopwright' ),
		'quantity'        => __( 'Quantity', 'shopwright' ),
		'addToCart'       => __( 'Add to cart', 'shopwright' ),
		/* translators: %s: product name. */
		'addedToCart'     => __( '“%s” has been added to your cart.', 'shopwright' ),
		'addToCartFailed' => __( 'The product could not be added to your cart.', 'shopwright' ),
	),
);

// Set apart from the array above, whose aligned keys would all move for one longer key.
$shopwright_config['pricesUrl']          = rest_url( 'shopwright/v1/search/prices' );
$shopwright_config['dynamicPrices']      = true === $shopwright_setting( 'dynamic_prices' );
$shopwright_config['goToFirstVariation'] = true === $shopwright_setting( 'go_to_first_variation' );
// WooCommerce's own text from its tax settings (translated by a multilingual plugin, if any).
$shopwright_config['labels']['taxSuffix'] = \Shopwright\Search\ProductBadges::tax_suffix();

$shopwright_classes = array( 'is-layout-' . $shopwright_layout );
if ( $shopwright_overlay ) {
	$shopwright_classes[] = 'has-mobile-overlay';
}
$shopwright_wrapper = get_block_wrapper_attributes(
	array(
		'id'          => $shopwright_id,
		'class'       => implode( ' ', $shopwright_classes ),
		'data-config' => (string) wp_json_encode( $shopwright_config ),
	)
);

/*
 * Breakpoints are block attributes, and neither media nor container queries read custom
 * properties, so the two rules that depend on them are written for this instance. Only integers
 * and the generated id go into them.
 */
$shopwright_css = '';
if ( 'flexible' === $shopwright_layout ) {
	$shopwright_css .= sprintf(
		'@container (max-width: %1$dpx){#%2$s.is-enhanced .wp-block-shopwright-product-search__toggle{display:inline-flex}#%2$s.is-enhanced:not(.is-open) .wp-block-shopwright-product-search__form{display:none}}',
		$shopwright_wide - 1,
		$shopwright_id
	);
}
if ( $shopwright_overlay ) {
	$shopwright_css .= sprintf(
		'@media (max-width: %1$dpx){#%2$s.is-enhanced .wp-block-shopwright-product-search__overlay-open{display:inline-flex}#%2$s.is-enhanced .wp-block-shopwright-product-search__toggle{display:none}#%2$s.is-enhanced:not(.is-overlay-open) .wp-block-shopwright-product-search__form{display:none}}',
		$shopwright_narrow - 1,
		$shopwright_id
	);
}

$shopwright_icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M13 5c-3.3 0-6 2.7-6 6 0 1.4.5 2.7 1.3 3.7l-3.8 3.8 1.1 1.1 3.8-3.8c1 .8 2.3 1.3 3.7 1.3 3.3 0 6-2.7 6-6S16.3 5 13 5zm0 10.5c-2.5 0-4.5-2-4.5-4.5s2-4.5 4.5-4.5 4.5 2 4.5 4.5-2 4.5-4.5 4.5z" fill="currentColor"/></svg>';
?>
<div <?php echo $shopwright_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<?php if ( '' !== $shopwright_css ) : ?>
		<style><?php echo $shopwright_css; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Built above from integers and a generated id only. ?></style>
	<?php endif; ?>
	<?php if ( 'full' !== $shopwright_layout ) : ?>
		<button type="button" class="wp-block-shopwright-product-search__toggle" aria-expanded="false" aria-controls="<?php echo esc_attr( $shopwright_form_id ); ?>">
			<?php echo $shopwright_icon; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- A constant SVG. ?>
			<span class="screen-reader-text"><?php esc_html_e( 'Open search', 'shopwright' ); ?></span>
		</button>
	<?php endif; ?>
	<?php if ( $shopwright_overlay ) : ?>
		<button type="button" class="wp-block-shopwright-product-search__overlay-open" aria-expanded="false" aria-controls="<?php echo esc_attr( $shopwright_form_id ); ?>">
			<?php echo $shopwright_icon; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- A constant SVG. ?>
			<span class="screen-reader-text"><?php esc_html_e( 'Open search', 'shopwright' ); ?></span>
		</button>
	<?php endif; ?>
	<form role="search" method="get" action="<?php echo esc_url( home_url( '/' ) ); ?>" id="<?php echo esc_attr( $shopwright_form_id ); ?>" class="wp-block-shopwright-product-search__form">
		<?php if ( $shopwright_overlay ) : ?>
			<button type="button" class="wp-block-shopwright-product-search__overlay-close">
				<span aria-hidden="true">&times;</span>
				<span class="screen-reader-text"><?php esc_html_e( 'Close search', 'shopwright' ); ?></span>
			</button>
		<?php endif; ?>
		<label class="wp-block-shopwright-product-search__label screen-reader-text" for="<?php echo esc_attr( $shopwright_input_id ); ?>"><?php esc_html_e( 'Search products', 'shopwright' ); ?></label>
		<div class="wp-block-shopwright-product-search__field">
			<span class="wp-block-shopwright-product-search__hint" aria-hidden="true"></span>
			<input
				type="search"
				id="<?php echo esc_attr( $shopwright_input_id ); ?>"
				class="wp-block-shopwright-product-search__input"
				name="s"
				value="<?php echo esc_attr( get_search_query( false ) ); ?>"
				placeholder="<?php echo esc_attr( $shopwright_text( 'placeholder', __( 'Search products…', 'shopwright' ) ) ); ?>"
				<?php if ( $shopwright_max > 0 ) : ?>
					maxlength="<?php echo esc_attr( (string) $shopwright_max ); ?>"
				<?php endif; ?>
				required
				autocomplete="off"
				autocapitalize="off"
				spellcheck="false"
				role="combobox"
				aria-autocomplete="list"
				aria-expanded="false"
				aria-controls="<?php echo esc_attr( $shopwright_list_id ); ?>"
			/>
			<button type="button" class="wp-block-shopwright-product-search__voice" aria-pressed="false" hidden>
				<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5.5a6.5 6.5 0 0 0 5.75 6.45V20h1.5v-2.55A6.5 6.5 0 0 0 18.5 11H17z" fill="currentColor"/></svg>
				<span class="screen-reader-text"><?php esc_html_e( 'Search by voice', 'shopwright' ); ?></span>
			</button>
			<ul role="listbox" id="<?php echo esc_attr( $shopwright_list_id ); ?>" class="wp-block-shopwright-product-search__suggestions" aria-label="<?php esc_attr_e( 'Search suggestions', 'shopwright' ); ?>" hidden></ul>
		</div>
		<?php if ( \Shopwright\Platform\WooCommerce::active() ) : ?>
			<input type="hidden" name="post_type" value="product" />
		<?php endif; ?>
		<button type="submit" class="wp-block-shopwright-product-search__submit wp-element-button"><?php echo esc_html( $shopwright_text( 'submitText', __( 'Search', 'shopwright' ) ) ); ?></button>
		<div class="wp-block-shopwright-product-search__status screen-reader-text" role="status" aria-live="polite"></div>
	</form>
</div>
<?php
