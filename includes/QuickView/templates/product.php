<?php
/**
 * Quick view of a product: gallery, title, rating, price, short description, stock and the add to
 * cart form WooCommerce renders for its type (simple, variable, grouped, external).
 *
 * The first slide carries WooCommerce's gallery classes and the thumbnails WooCommerce's list
 * class, so that the storefront's variation form swaps their image as on the product page.
 *
 * @package Shopwright
 *
 * @var \WC_Product $product The product.
 */

defined( 'ABSPATH' ) || exit;

$shopwright_image_ids = array_values( array_filter( array_merge( array( (int) $product->get_image_id() ), array_map( 'intval', $product->get_gallery_image_ids() ) ) ) );
$shopwright_title_id  = 'shopwright-quick-view-title-' . $product->get_id();
?>
<div class="shopwright-quick-view__product product type-product" data-product-id="<?php echo esc_attr( (string) $product->get_id() ); ?>" data-title-id="<?php echo esc_attr( $shopwright_title_id ); ?>">
	<div class="shopwright-quick-view__gallery">
		<div class="shopwright-quick-view__slides" aria-roledescription="<?php esc_attr_e( 'carousel', 'shopwright' ); ?>" aria-label="<?php esc_attr_e( 'Product images', 'shopwright' ); ?>">
			<?php if ( array() === $shopwright_image_ids ) : ?>
				<div class="shopwright-quick-view__slide woocommerce-product-gallery__image--placeholder is-active">
					<?php echo wc_placeholder_img( 'woocommerce_single', array( 'class' => 'wp-post-image' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's image markup. ?>
				</div>
			<?php else : ?>
				<?php foreach ( $shopwright_image_ids as $shopwright_index => $shopwright_image_id ) : ?>
					<div class="shopwright-quick-view__slide<?php echo 0 === $shopwright_index ? ' woocommerce-product-gallery__image is-active' : ''; ?>" role="group" aria-roledescription="<?php esc_attr_e( 'slide', 'shopwright' ); ?>" aria-label="<?php /* translators: 1: image position, 2: number of images. */ echo esc_attr( sprintf( __( '%1$d of %2$d', 'shopwright' ), $shopwright_index + 1, count( $shopwright_image_ids ) ) ); ?>"<?php echo 0 === $shopwright_index ? '' : ' hidden'; ?>>
						<?php
						echo wp_get_attachment_image( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's image markup.
							$shopwright_image_id,
							'woocommerce_single',
							false,
							0 === $shopwright_index ? array(
								'class'   => 'wp-post-image',
								'loading' => 'eager',
							) : array( 'loading' => 'lazy' )
						);
						?>
					</div>
				<?php endforeach; ?>
			<?php endif; ?>
			<?php if ( count( $shopwright_image_ids ) > 1 ) : ?>
				<button type="button" class="shopwright-quick-view__arrow shopwright-quick-view__arrow--previous" data-slide="previous" aria-label="<?php esc_attr_e( 'Previous image', 'shopwright' ); ?>"><span aria-hidden="true">‹</span></button>
				<button type="button" class="shopwright-quick-view__arrow shopwright-quick-view__arrow--next" data-slide="next" aria-label="<?php esc_attr_e( 'Next image', 'shopwright' ); ?>"><span aria-hidden="true">›</span></button>
			<?php endif; ?>
		</div>
		<?php if ( count( $shopwright_image_ids ) > 1 ) : ?>
			<ol class="shopwright-quick-view__thumbs flex-control-nav">
				<?php foreach ( $shopwright_image_ids as $shopwright_index => $shopwright_image_id ) : ?>
					<li>
						<button type="button" class="shopwright-quick-view__thumb" data-slide="<?php echo esc_attr( (string) $shopwright_index ); ?>" aria-label="<?php /* translators: %d: position of the image in the product gallery. */ echo esc_attr( sprintf( __( 'Show image %d', 'shopwright' ), $shopwright_index + 1 ) ); ?>"<?php echo 0 === $shopwright_index ? ' aria-current="true"' : ''; ?>>
							<?php echo wp_get_attachment_image( $shopwright_image_id, 'woocommerce_gallery_thumbnail', false, array( 'alt' => '' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WordPress's image markup. ?>
						</button>
					</li>
				<?php endforeach; ?>
			</ol>
		<?php endif; ?>
	</div>
	<div class="shopwright-quick-view__summary summary entry-summary">
		<h2 id="<?php echo esc_attr( $shopwright_title_id ); ?>" class="shopwright-quick-view__title product_title"><?php echo esc_html( $product->get_name() ); ?></h2>
		<?php
		woocommerce_template_single_rating();
		woocommerce_template_single_price();
		woocommerce_template_single_excerpt();
		// The form prints the stock: the product's, the chosen variation's or each child's.
		woocommerce_template_single_add_to_cart();
		?>
		<p class="shopwright-quick-view__details">
			<a href="<?php echo esc_url( $product->get_permalink() ); ?>"><?php esc_html_e( 'View full details', 'shopwright' ); ?></a>
		</p>
	</div>
</div>
