<?php
/**
 * Server render of the product slider: a row of product cards that scrolls and snaps on its own,
 * usable before any script runs; the carousel script takes it over when it nears the viewport.
 *
 * @package Shopwright
 *
 * @var array<string, mixed>              $attributes        The block attributes (any value a post's markup holds).
 * @var string                            $content           The block content (none: the block has no inner blocks).
 * @var \WP_Block                         $block             The block instance.
 * @var \Shopwright\Sliders\SlidersModule $shopwright_module The module that owns the block (see Modules\BlockTemplate).
 */

declare( strict_types = 1 );

use Shopwright\Sliders\ProductQuery;
use Shopwright\Sliders\SliderSettings;

defined( 'ABSPATH' ) || exit;

if ( ! \Shopwright\Platform\WooCommerce::active() ) {
	return;
}

$shopwright_settings = SliderSettings::slider( $attributes );
$shopwright_ids      = ProductQuery::ids( SliderSettings::query( $attributes ) );
$shopwright_products = array_values( array_filter( array_map( 'wc_get_product', $shopwright_ids ) ) );
if ( array() === $shopwright_products ) {
	return;
}

$shopwright_module->defer_script();

$shopwright_label = trim( is_string( $attributes['label'] ?? null ) ? $attributes['label'] : '' );
if ( '' === $shopwright_label ) {
	$shopwright_label = __( 'Products', 'shopwright' );
}
$shopwright_id = wp_unique_id( 'shopwright-product-slider-' );

// Columns per width, widest first so that the narrower rule wins below its width, as the
// carousel reads its breakpoints. Every value is a bounded integer.
$shopwright_breakpoints = array(
	array( $shopwright_settings['tabletWidth'], $shopwright_settings['tabletDisplayColumns'] ),
	array( $shopwright_settings['mobileWidth'], $shopwright_settings['mobileDisplayColumns'] ),
);
usort( $shopwright_breakpoints, static fn( array $a, array $b ): int => $b[0] <=> $a[0] );
$shopwright_css = sprintf( '#%1$s{--shopwright-slider-columns:%2$d}', $shopwright_id, $shopwright_settings['productItems'] );
foreach ( $shopwright_breakpoints as list( $shopwright_width, $shopwright_columns ) ) {
	$shopwright_css .= sprintf( '@media (max-width:%1$dpx){#%2$s{--shopwright-slider-columns:%3$d}}', $shopwright_width, $shopwright_id, $shopwright_columns );
}

$shopwright_classes = array();
if ( $shopwright_settings['arrows'] ) {
	$shopwright_classes[] = 'has-arrows';
}
if ( $shopwright_settings['autoplay'] ) {
	// The pause button's place beside the dots.
	$shopwright_classes[] = 'has-autoplay';
}
if ( $shopwright_settings['dots'] || $shopwright_settings['autoplay'] ) {
	// Room for the dots and the pause button, taken before they exist so that nothing moves.
	$shopwright_classes[] = 'has-controls';
}

$shopwright_wrapper = get_block_wrapper_attributes(
	array(
		'id'            => $shopwright_id,
		'class'         => implode( ' ', $shopwright_classes ),
		'aria-label'    => $shopwright_label,
		'data-settings' => (string) wp_json_encode( $shopwright_settings ),
	)
);

// WooCommerce's loop templates read the global post and product.
// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WordPress's and WooCommerce's own globals, set for each card and put back after.
$shopwright_previous_post    = $GLOBALS['post'] ?? null;
$shopwright_previous_product = $GLOBALS['product'] ?? null;
?>
<section <?php echo $shopwright_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<style><?php echo esc_html( $shopwright_css ); ?></style>
	<ul class="wp-block-shopwright-product-slider__track"<?php echo $shopwright_settings['rtl'] ? ' dir="rtl"' : ''; ?>>
		<?php foreach ( $shopwright_products as $shopwright_product ) : ?>
			<?php
			$GLOBALS['post']    = get_post( $shopwright_product->get_id() );
			$GLOBALS['product'] = $shopwright_product;
			setup_postdata( $GLOBALS['post'] );
			ob_start();
			woocommerce_template_loop_add_to_cart();
			$shopwright_add_to_cart = (string) ob_get_clean();
			/**
			 * Markup printed after a product card's add to cart button, such as a quick view
			 * button. Filtered through wp_kses_post(): return HTML, not script.
			 *
			 * @param string      $html    Markup to print; empty by default.
			 * @param \WC_Product $product The card's product.
			 */
			$shopwright_actions = (string) apply_filters( 'shopwright_product_card_actions', '', $shopwright_product );
			$shopwright_rating  = (float) $shopwright_product->get_average_rating();
			?>
			<li class="wp-block-shopwright-product-slider__slide">
				<div class="wp-block-shopwright-product-slider__card">
					<a class="wp-block-shopwright-product-slider__link" href="<?php echo esc_url( $shopwright_product->get_permalink() ); ?>">
						<?php
						// The title beside it names the link; the image adds nothing to read out.
						echo wp_kses_post( $shopwright_product->get_image( 'woocommerce_thumbnail', array( 'alt' => '' ) ) );
						?>
						<h3 class="wp-block-shopwright-product-slider__title"><?php echo esc_html( $shopwright_product->get_name() ); ?></h3>
					</a>
					<span class="wp-block-shopwright-product-slider__price price"><?php echo wp_kses_post( $shopwright_product->get_price_html() ); ?></span>
					<?php if ( $shopwright_rating > 0 ) : ?>
						<div class="wp-block-shopwright-product-slider__rating"><?php echo wp_kses_post( wc_get_rating_html( $shopwright_rating, $shopwright_product->get_rating_count() ) ); ?></div>
					<?php endif; ?>
					<div class="wp-block-shopwright-product-slider__actions">
						<?php
						echo $shopwright_add_to_cart; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's own loop template, which escapes its output.
						echo wp_kses_post( $shopwright_actions );
						?>
					</div>
				</div>
			</li>
		<?php endforeach; ?>
	</ul>
</section>
<?php
$GLOBALS['post']    = $shopwright_previous_post;
$GLOBALS['product'] = $shopwright_previous_product;
// phpcs:enable WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound
if ( $shopwright_previous_post instanceof \WP_Post ) {
	setup_postdata( $shopwright_previous_post );
}
