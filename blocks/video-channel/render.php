<?php
/**
 * Server render of the video channel: the videos of a channel or playlist as links to YouTube,
 * with thumbnails copied to this site (so the page asks nothing of YouTube), and "Load more"
 * for the next page. The view script turns the links into a popup player and the carousel
 * layout into pages.
 *
 * @package Shopwright
 *
 * @var array<string, mixed>          $attributes        The block attributes.
 * @var \Shopwright\Media\MediaModule $shopwright_module The module that owns the block (see Modules\BlockTemplate).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$shopwright_channel = $shopwright_module->video_channel();
if ( null === $shopwright_channel ) {
	return;
}
$shopwright_layout   = in_array( $attributes['layout'] ?? null, \Shopwright\Media\VideoChannel\VideoChannel::LAYOUTS, true ) ? (string) $attributes['layout'] : 'grid';
$shopwright_per_page = is_int( $attributes['perPage'] ?? null ) ? $attributes['perPage'] : 9;
$shopwright_autoplay = 'carousel' === $shopwright_layout && true === ( $attributes['autoplay'] ?? false );
$shopwright_source   = is_string( $attributes['source'] ?? null ) ? $attributes['source'] : '';
$shopwright_feed     = $shopwright_channel->first_page( $shopwright_source, $shopwright_per_page );
$shopwright_editor   = current_user_can( 'edit_posts' );
$shopwright_block    = 'wp-block-shopwright-video-channel';

if ( null === $shopwright_feed || null === $shopwright_feed['page'] || array() === $shopwright_feed['page']['items'] ) {
	if ( null === $shopwright_feed ) {
		$shopwright_message = $shopwright_editor ? __( 'Enter a YouTube channel address (youtube.com/channel/UC…) or a playlist address in the block settings.', 'shopwright' ) : '';
	} elseif ( null === $shopwright_feed['page'] && $shopwright_feed['pending'] ) {
		// The first copy is fetched in the background: the page does not wait for YouTube.
		$shopwright_message = $shopwright_editor
			? __( 'The videos are being fetched from YouTube in the background; reload the page in a moment.', 'shopwright' )
			: __( 'The videos will show here shortly.', 'shopwright' );
	} elseif ( null === $shopwright_feed['page'] ) {
		$shopwright_message = $shopwright_editor
			/* translators: %s: why the videos could not be fetched. */
			? sprintf( __( 'The videos could not be fetched: %s', 'shopwright' ), $shopwright_feed['error'] )
			: __( 'The videos cannot be shown right now.', 'shopwright' );
	} else {
		$shopwright_message = __( 'There are no videos here yet.', 'shopwright' );
	}
	if ( '' !== $shopwright_message ) {
		printf( '<div %1$s><p class="%2$s__message">%3$s</p></div>', get_block_wrapper_attributes(), esc_attr( $shopwright_block ), esc_html( $shopwright_message ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	}
	return;
}

$shopwright_channel->defer_popup();
$shopwright_items   = $shopwright_channel->public_items( $shopwright_feed['page'] );
$shopwright_next    = 'carousel' === $shopwright_layout ? '' : $shopwright_feed['page']['next'];
$shopwright_list_id = wp_unique_id( $shopwright_block . '-' );
$shopwright_wrapper = get_block_wrapper_attributes(
	array(
		'class'         => 'is-layout-' . $shopwright_layout,
		'data-endpoint' => rest_url( 'shopwright/v1/video-channel/' . $shopwright_feed['key'] . '/' ),
		'data-autoplay' => $shopwright_autoplay ? 'true' : 'false',
		/* translators: %d: how many videos were added to the list. */
		'data-loaded'   => __( '%d more videos loaded.', 'shopwright' ),
		'data-failed'   => __( 'More videos could not be loaded. Try again.', 'shopwright' ),
	)
);
?>
<div <?php echo $shopwright_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="<?php echo esc_attr( $shopwright_block ); ?>__viewport">
		<ul class="<?php echo esc_attr( $shopwright_block ); ?>__items" id="<?php echo esc_attr( $shopwright_list_id ); ?>">
			<?php foreach ( $shopwright_items as $shopwright_item ) : ?>
				<li class="<?php echo esc_attr( $shopwright_block ); ?>__item">
					<a class="<?php echo esc_attr( $shopwright_block ); ?>__link" href="<?php echo esc_url( $shopwright_item['url'] ); ?>" data-vid="<?php echo esc_attr( $shopwright_item['id'] ); ?>">
						<span class="<?php echo esc_attr( $shopwright_block ); ?>__thumb">
							<?php if ( null !== $shopwright_item['thumb'] ) : ?>
								<img src="<?php echo esc_url( $shopwright_item['thumb']['src'] ); ?>" width="<?php echo (int) $shopwright_item['thumb']['width']; ?>" height="<?php echo (int) $shopwright_item['thumb']['height']; ?>" alt="" loading="lazy" decoding="async">
							<?php endif; ?>
						</span>
						<span class="<?php echo esc_attr( $shopwright_block ); ?>__title"><?php echo esc_html( $shopwright_item['title'] ); ?></span>
					</a>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
	<?php if ( 'carousel' === $shopwright_layout ) : ?>
		<div class="<?php echo esc_attr( $shopwright_block ); ?>__controls" hidden>
			<button type="button" class="<?php echo esc_attr( $shopwright_block ); ?>__prev" aria-controls="<?php echo esc_attr( $shopwright_list_id ); ?>"><?php esc_html_e( 'Previous videos', 'shopwright' ); ?></button>
			<button type="button" class="<?php echo esc_attr( $shopwright_block ); ?>__next" aria-controls="<?php echo esc_attr( $shopwright_list_id ); ?>"><?php esc_html_e( 'Next videos', 'shopwright' ); ?></button>
			<?php if ( $shopwright_autoplay ) : ?>
				<button type="button" class="<?php echo esc_attr( $shopwright_block ); ?>__pause" aria-pressed="false"><?php esc_html_e( 'Pause', 'shopwright' ); ?></button>
			<?php endif; ?>
		</div>
	<?php endif; ?>
	<?php if ( '' !== $shopwright_next ) : ?>
		<button type="button" class="<?php echo esc_attr( $shopwright_block ); ?>__more" data-token="<?php echo esc_attr( $shopwright_next ); ?>"><?php esc_html_e( 'Load more videos', 'shopwright' ); ?></button>
	<?php endif; ?>
	<p class="<?php echo esc_attr( $shopwright_block ); ?>__status screen-reader-text" role="status"></p>
</div>
