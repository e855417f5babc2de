<?php
/**
 * Quick view of a product behind a password: WordPress's password form and nothing of the product.
 *
 * @package Shopwright
 *
 * @var \WC_Product $product The product.
 */

defined( 'ABSPATH' ) || exit;

?>
<div class="shopwright-quick-view__password">
	<?php echo get_the_password_form( $product->get_id() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's own form, escaped by WordPress. ?>
</div>
