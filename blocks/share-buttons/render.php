<?php
/**
 * Server render of the share buttons: plain links to each network's own share page, built here,
 * so nothing comes from the networks until a visitor follows one. Copy link or the device's
 * share sheet is a button the waiting script reveals in room kept for it, since it needs script.
 *
 * @package Shopwright
 *
 * @var array<string, mixed> $attributes The block attributes.
 * @var \WP_Block            $block      The block instance, for its postId context.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

use Shopwright\Shared\ShareLinks;

$shopwright_post_id = isset( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();
$shopwright_url     = $shopwright_post_id > 0 ? (string) get_permalink( $shopwright_post_id ) : home_url( '/' );
$shopwright_title   = $shopwright_post_id > 0 ? wp_strip_all_tags( html_entity_decode( get_the_title( $shopwright_post_id ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) : get_bloginfo( 'name' );
$shopwright_nets    = ShareLinks::networks( $attributes['networks'] ?? null );
$shopwright_copy    = false !== ( $attributes['showCopy'] ?? true );
$shopwright_native  = false !== ( $attributes['showNativeShare'] ?? true );
if ( '' === $shopwright_url || ( array() === $shopwright_nets && ! $shopwright_copy && ! $shopwright_native ) ) {
	return;
}
$shopwright_label = is_string( $attributes['label'] ?? null ) ? trim( $attributes['label'] ) : '';
$shopwright_label = '' === $shopwright_label ? __( 'Share', 'shopwright' ) : $shopwright_label;
$shopwright_class = 'wp-block-shopwright-share-buttons';
$shopwright_id    = wp_unique_id( $shopwright_class . '-label-' );
$shopwright_wrap  = get_block_wrapper_attributes(
	array(
		'role'            => 'group',
		'aria-labelledby' => $shopwright_id,
		'data-url'        => $shopwright_url,
		'data-title'      => $shopwright_title,
	)
);
?>
<div <?php echo $shopwright_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by WordPress. ?>>
	<span class="<?php echo esc_attr( $shopwright_class ); ?>__label" id="<?php echo esc_attr( $shopwright_id ); ?>"><?php echo esc_html( $shopwright_label ); ?></span>
	<ul class="<?php echo esc_attr( $shopwright_class ); ?>__list">
		<?php foreach ( $shopwright_nets as $shopwright_network ) : ?>
			<li class="<?php echo esc_attr( $shopwright_class ); ?>__item">
				<a class="<?php echo esc_attr( $shopwright_class . '__link is-' . $shopwright_network ); ?>" href="<?php echo esc_url( ShareLinks::url( $shopwright_network, $shopwright_url, $shopwright_title ), array( 'https', 'mailto' ) ); ?>"
					<?php if ( 'email' !== $shopwright_network ) : ?>
					target="_blank" rel="noopener noreferrer nofollow"
					<?php endif; ?>
				><?php echo esc_html( ShareLinks::label( $shopwright_network ) ); ?>
					<?php if ( 'email' !== $shopwright_network ) : ?>
					<span class="screen-reader-text"><?php esc_html_e( '(opens in a new tab)', 'shopwright' ); ?></span>
					<?php endif; ?>
				</a>
			</li>
		<?php endforeach; ?>
		<?php if ( $shopwright_native || $shopwright_copy ) : ?>
			<?php // Room kept (invisible) for the button the script shows, so nothing moves when it does. ?>
			<li class="<?php echo esc_attr( $shopwright_class ); ?>__item is-waiting">
				<?php if ( $shopwright_native ) : ?>
					<button type="button" class="<?php echo esc_attr( $shopwright_class ); ?>__native" hidden><?php esc_html_e( 'More ways to share', 'shopwright' ); ?></button>
				<?php endif; ?>
				<?php if ( $shopwright_copy ) : ?>
					<button type="button" class="<?php echo esc_attr( $shopwright_class ); ?>__copy" data-copied="<?php esc_attr_e( 'Link copied.', 'shopwright' ); ?>" data-failed="<?php esc_attr_e( 'The link could not be copied; copy it from the address bar.', 'shopwright' ); ?>"><?php esc_html_e( 'Copy link', 'shopwright' ); ?></button>
				<?php endif; ?>
			</li>
		<?php endif; ?>
	</ul>
	<p class="<?php echo esc_attr( $shopwright_class ); ?>__status" role="status"></p>
</div>
