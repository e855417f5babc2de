<?php
/**
 * Server render of the photo album: a grid of photos (from the media library, or copies of a
 * shared Google Photos album's photos on this site, so the page asks nothing of Google), each a
 * link to its large image. The view script opens the links in a popup instead.
 *
 * @package Shopwright
 *
 * @var array<string, mixed>          $attributes        The block attributes.
 * @var \Shopwright\Media\MediaModule $shopwright_module The module that owns the block (see Modules\BlockTemplate).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$shopwright_album = $shopwright_module->photo_album();
if ( null === $shopwright_album ) {
	return;
}
$shopwright_block   = 'wp-block-shopwright-photo-album';
$shopwright_editor  = current_user_can( 'edit_posts' );
$shopwright_columns = is_int( $attributes['columns'] ?? null ) ? max( 1, min( 6, $attributes['columns'] ) ) : 3;
$shopwright_message = '';
$shopwright_photos  = array();
$shopwright_feed    = null;

if ( 'google' === ( $attributes['source'] ?? null ) ) {
	$shopwright_feed = $shopwright_album->album( is_string( $attributes['albumUrl'] ?? null ) ? $attributes['albumUrl'] : '' );
	if ( null === $shopwright_feed ) {
		$shopwright_message = $shopwright_editor ? __( 'Paste the link of a shared Google Photos album (photos.app.goo.gl/… or photos.google.com/share/…) in the block settings.', 'shopwright' ) : '';
	} elseif ( null === $shopwright_feed['photos'] && $shopwright_feed['pending'] ) {
		// The first copy is fetched in the background: the page does not wait for Google.
		$shopwright_message = $shopwright_editor
			? __( 'The album is being fetched from Google Photos in the background; reload the page in a moment.', 'shopwright' )
			: __( 'The photos will show here shortly.', 'shopwright' );
	} elseif ( null === $shopwright_feed['photos'] ) {
		$shopwright_message = $shopwright_editor
			/* translators: %s: why the album could not be fetched. */
			? sprintf( __( 'The album could not be fetched: %s', 'shopwright' ), $shopwright_feed['error'] )
			: __( 'The photos cannot be shown right now.', 'shopwright' );
	} else {
		$shopwright_photos = $shopwright_feed['photos'];
	}
} else {
	$shopwright_photos = $shopwright_album->library_photos( $attributes['ids'] ?? array() );
	if ( array() === $shopwright_photos ) {
		$shopwright_message = $shopwright_editor ? __( 'Choose images from the media library in the block settings.', 'shopwright' ) : '';
	}
}

if ( array() === $shopwright_photos ) {
	if ( '' === $shopwright_message && is_array( $shopwright_feed ) && is_array( $shopwright_feed['photos'] ) ) {
		$shopwright_message = __( 'There are no photos in this album yet.', 'shopwright' );
	}
	if ( '' !== $shopwright_message ) {
		printf( '<div %1$s><p class="%2$s__message">%3$s</p></div>', get_block_wrapper_attributes(), esc_attr( $shopwright_block ), esc_html( $shopwright_message ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	}
	return;
}

$shopwright_count   = count( $shopwright_photos );
$shopwright_wrapper = get_block_wrapper_attributes(
	array(
		'class'              => 'has-' . $shopwright_columns . '-columns',
		/* translators: 1: the photo's place in the album, 2: how many photos the album has. */
		'data-label-photo'   => __( 'Photo %1$d of %2$d', 'shopwright' ),
		'data-label-prev'    => __( 'Previous photo', 'shopwright' ),
		'data-label-next'    => __( 'Next photo', 'shopwright' ),
		'data-label-close'   => __( 'Close', 'shopwright' ),
		'data-label-loading' => __( 'Loading the photo…', 'shopwright' ),
		'data-label-failed'  => __( 'The photo could not be loaded.', 'shopwright' ),
	)
);
?>
<div <?php echo $shopwright_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<ul class="<?php echo esc_attr( $shopwright_block ); ?>__grid">
		<?php foreach ( $shopwright_photos as $shopwright_index => $shopwright_photo ) : ?>
			<li class="<?php echo esc_attr( $shopwright_block ); ?>__item">
				<a class="<?php echo esc_attr( $shopwright_block ); ?>__link" href="<?php echo esc_url( $shopwright_photo['large']['src'] ); ?>" data-width="<?php echo (int) $shopwright_photo['large']['width']; ?>" data-height="<?php echo (int) $shopwright_photo['large']['height']; ?>" data-alt="<?php echo esc_attr( $shopwright_photo['alt'] ); ?>">
					<img class="<?php echo esc_attr( $shopwright_block ); ?>__image" src="<?php echo esc_url( $shopwright_photo['thumb']['src'] ); ?>" width="<?php echo (int) $shopwright_photo['thumb']['width']; ?>" height="<?php echo (int) $shopwright_photo['thumb']['height']; ?>" alt="<?php echo esc_attr( '' !== $shopwright_photo['alt'] ? $shopwright_photo['alt'] : sprintf( /* translators: 1: the photo's place in the album, 2: how many photos the album has. */ __( 'Photo %1$d of %2$d', 'shopwright' ), $shopwright_index + 1, $shopwright_count ) ); ?>" loading="lazy" decoding="async">
				</a>
			</li>
		<?php endforeach; ?>
	</ul>
</div>
