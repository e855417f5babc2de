<?php
/**
 * Server render of the NFT gallery: the first page of a collection's or a wallet's NFTs (name,
 * collection and number as text, images copied to this site with their sizes, so the page asks
 * nothing of OpenSea), each linking to its OpenSea page, and "Load more" for the next page.
 *
 * @package Shopwright
 *
 * @var array<string, mixed>          $attributes        The block attributes.
 * @var \Shopwright\Media\MediaModule $shopwright_module The module that owns the block (see Modules\BlockTemplate).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$shopwright_gallery = $shopwright_module->nft_gallery();
if ( null === $shopwright_gallery ) {
	return;
}
$shopwright_feed   = $shopwright_gallery->first_page( $attributes );
$shopwright_editor = current_user_can( 'edit_posts' );
$shopwright_block  = 'wp-block-shopwright-nft-gallery';

if ( null === $shopwright_feed || null === $shopwright_feed['page'] || array() === $shopwright_feed['page']['items'] ) {
	if ( null === $shopwright_feed ) {
		$shopwright_message = $shopwright_editor ? __( 'Enter an OpenSea collection slug, or a chain and a wallet address (0x…), in the block settings.', 'shopwright' ) : '';
	} elseif ( null === $shopwright_feed['page'] && $shopwright_feed['pending'] ) {
		// The first copy is fetched in the background: the page does not wait for OpenSea.
		$shopwright_message = $shopwright_editor
			? __( 'The NFTs are being fetched from OpenSea in the background; reload the page in a moment.', 'shopwright' )
			: __( 'The NFTs will show here shortly.', 'shopwright' );
	} elseif ( null === $shopwright_feed['page'] ) {
		$shopwright_message = $shopwright_editor
			/* translators: %s: why the NFTs could not be fetched. */
			? sprintf( __( 'The NFTs could not be fetched: %s', 'shopwright' ), $shopwright_feed['error'] )
			: __( 'The NFTs cannot be shown right now.', 'shopwright' );
	} else {
		$shopwright_message = __( 'There are no NFTs here yet.', 'shopwright' );
	}
	if ( '' !== $shopwright_message ) {
		printf( '<div %1$s><p class="%2$s__message">%3$s</p></div>', get_block_wrapper_attributes(), esc_attr( $shopwright_block ), esc_html( $shopwright_message ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	}
	return;
}

$shopwright_items   = $shopwright_gallery->public_items( $shopwright_feed['page'] );
$shopwright_list_id = wp_unique_id( $shopwright_block . '-' );
$shopwright_wrapper = get_block_wrapper_attributes(
	array(
		'data-endpoint' => rest_url( 'shopwright/v1/nft-gallery/' . $shopwright_feed['key'] . '/' ),
		/* translators: %d: how many NFTs were added to the list. */
		'data-loaded'   => __( '%d more NFTs loaded.', 'shopwright' ),
		'data-failed'   => __( 'More NFTs could not be loaded. Try again.', 'shopwright' ),
		/* translators: %s: the NFT's name. */
		'data-view'     => __( '%s on OpenSea', 'shopwright' ),
		'data-untitled' => __( 'Untitled', 'shopwright' ),
	)
);
?>
<div <?php echo $shopwright_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<ul class="<?php echo esc_attr( $shopwright_block ); ?>__items" id="<?php echo esc_attr( $shopwright_list_id ); ?>">
		<?php foreach ( $shopwright_items as $shopwright_item ) : ?>
			<?php $shopwright_name = '' !== $shopwright_item['name'] ? $shopwright_item['name'] : __( 'Untitled', 'shopwright' ); ?>
			<li class="<?php echo esc_attr( $shopwright_block ); ?>__item">
				<span class="<?php echo esc_attr( $shopwright_block ); ?>__image">
					<?php if ( null !== $shopwright_item['image'] ) : ?>
						<img src="<?php echo esc_url( $shopwright_item['image']['src'] ); ?>" width="<?php echo (int) $shopwright_item['image']['width']; ?>" height="<?php echo (int) $shopwright_item['image']['height']; ?>" alt="" loading="lazy" decoding="async">
					<?php endif; ?>
				</span>
				<span class="<?php echo esc_attr( $shopwright_block ); ?>__name"><?php echo esc_html( $shopwright_name ); ?></span>
				<span class="<?php echo esc_attr( $shopwright_block ); ?>__meta"><?php echo esc_html( $shopwright_item['collection'] . ' #' . $shopwright_item['id'] ); ?></span>
				<?php if ( '' !== $shopwright_item['url'] ) : ?>
					<?php /* translators: %s: the NFT's name. */ ?>
					<a class="<?php echo esc_attr( $shopwright_block ); ?>__link" href="<?php echo esc_url( $shopwright_item['url'] ); ?>"><?php echo esc_html( sprintf( __( '%s on OpenSea', 'shopwright' ), $shopwright_name ) ); ?></a>
				<?php endif; ?>
			</li>
		<?php endforeach; ?>
	</ul>
	<?php if ( '' !== $shopwright_feed['page']['next'] ) : ?>
		<button type="button" class="<?php echo esc_attr( $shopwright_block ); ?>__more" aria-controls="<?php echo esc_attr( $shopwright_list_id ); ?>" data-cursor="<?php echo esc_attr( $shopwright_feed['page']['next'] ); ?>"><span class="<?php echo esc_attr( $shopwright_block ); ?>__spinner" aria-hidden="true"></span><?php esc_html_e( 'Load more', 'shopwright' ); ?></button>
	<?php endif; ?>
	<p class="<?php echo esc_attr( $shopwright_block ); ?>__status screen-reader-text" role="status"></p>
</div>
