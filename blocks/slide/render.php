<?php
/**
 * Server render of one slide: its blocks over its colour or background image. The slides block
 * around it numbers the slides and decides which loads its image at once.
 *
 * @package Shopwright
 *
 * @var array<string, mixed> $attributes The block attributes.
 * @var string               $content    The slide's blocks, rendered.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$shopwright_media = (int) ( $attributes['mediaId'] ?? 0 );
// Only an image from the media library: the stored address is for the editor's preview alone.
$shopwright_image = $shopwright_media > 0 && wp_attachment_is_image( $shopwright_media ) ? wp_get_attachment_image_url( $shopwright_media, 'full' ) : false;
?>
<div <?php echo get_block_wrapper_attributes( array( 'class' => false === $shopwright_image ? '' : 'has-background-image' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by WordPress. ?>>
	<?php if ( false !== $shopwright_image ) : ?>
		<img class="wp-block-shopwright-slide__background" src="<?php echo esc_url( $shopwright_image ); ?>" alt="" decoding="async" />
	<?php endif; ?>
	<div class="wp-block-shopwright-slide__content"><?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Inner blocks, rendered by WordPress. ?></div>
</div>
