<?php
/**
 * Server render of the Quick view button block: the module's button for the product of the
 * surrounding product template.
 *
 * @package Shopwright
 *
 * @var array<string, mixed>                  $attributes        The block attributes (none).
 * @var string                                $content           The block content (none).
 * @var \WP_Block                             $block             The block instance, for its postId context.
 * @var \Shopwright\QuickView\QuickViewModule $shopwright_module The module that owns the block (see Modules\BlockTemplate).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$shopwright_buttons = $shopwright_module->buttons();
$shopwright_product = function_exists( 'wc_get_product' ) ? wc_get_product( (int) ( $block->context['postId'] ?? get_the_ID() ) ) : null;
$shopwright_button  = null !== $shopwright_buttons && $shopwright_product instanceof \WC_Product ? $shopwright_buttons->button( $shopwright_product ) : '';

if ( '' !== $shopwright_button ) {
	printf(
		'<div %1$s>%2$s</div>',
		get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress escapes the wrapper attributes.
		$shopwright_button // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by QuickViewButtons::button().
	);
}
