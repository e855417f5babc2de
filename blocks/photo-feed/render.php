<?php
/**
 * Server render of the photo feed: the connected Instagram account's posts as links to their
 * Instagram pages, with images copied to this site (so the page asks nothing of Instagram), in a
 * grid or a carousel row, tabs by kind of post, and "Load more" for the next page. Above them, unless
 * turned off, the account's header: its profile picture (this site's copy), name and a link to
 * follow it on Instagram. The view
 * script turns the tabs and the carousel on and a click on a post into its popup.
 *
 * @package Shopwright
 *
 * @var array<string, mixed>          $attributes        The block attributes.
 * @var \Shopwright\Media\MediaModule $shopwright_module The module that owns the block (see Modules\BlockTemplate).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$shopwright_photos = $shopwright_module->photo_feed();
if ( null === $shopwright_photos ) {
	return;
}
$shopwright_int      = static fn( string $name, int $fallback, int $min, int $max ): int => is_int( $attributes[ $name ] ?? null ) ? max( $min, min( $max, $attributes[ $name ] ) ) : $fallback;
$shopwright_per_page = $shopwright_int( 'perPage', 12, 1, \Shopwright\Media\PhotoFeed\InstagramClient::MAX_PER_PAGE );
$shopwright_layout   = 'carousel' === ( $attributes['layout'] ?? 'grid' ) ? 'carousel' : 'grid';
// The same bounds and defaults as the carousel script's; anything else takes the default.
$shopwright_carousel = array(
	'slideshow'       => $shopwright_int( 'slideshow', 3, 1, 6 ),
	'spacing'         => $shopwright_int( 'spacing', 8, 0, 48 ),
	'loop'            => false !== ( $attributes['loop'] ?? true ),
	'arrows'          => false !== ( $attributes['arrows'] ?? true ),
	'autoplay'        => true === ( $attributes['autoplay'] ?? false ),
	'autoplaySpeed'   => $shopwright_int( 'autoplaySpeed', 3000, 1000, 20000 ),
	'transitionSpeed' => $shopwright_int( 'transitionSpeed', 400, 0, 2000 ),
);
$shopwright_in_row   = 'carousel' === $shopwright_layout;
$shopwright_feed     = $shopwright_photos->first_page( $shopwright_per_page );
$shopwright_editor   = current_user_can( 'edit_posts' );
$shopwright_block    = 'wp-block-shopwright-photo-feed';

if ( null === $shopwright_feed['page'] || array() === $shopwright_feed['page']['items'] ) {
	if ( null === $shopwright_feed['page'] && $shopwright_feed['pending'] ) {
		// The first copy is fetched in the background: the page does not wait for Instagram.
		$shopwright_message = $shopwright_editor
			? __( 'The posts are being fetched from Instagram in the background; reload the page in a moment.', 'shopwright' )
			: __( 'The posts will show here shortly.', 'shopwright' );
	} elseif ( null === $shopwright_feed['page'] ) {
		$shopwright_message = $shopwright_editor
			/* translators: %s: why the posts could not be fetched. */
			? sprintf( __( 'The posts could not be fetched: %s', 'shopwright' ), $shopwright_feed['error'] )
			: __( 'The posts cannot be shown right now.', 'shopwright' );
	} else {
		$shopwright_message = __( 'There are no posts here yet.', 'shopwright' );
	}
	printf( '<div %1$s><p class="%2$s__message">%3$s</p></div>', get_block_wrapper_attributes(), esc_attr( $shopwright_block ), esc_html( $shopwright_message ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes.
	return;
}

$shopwright_photos->defer_popup();
$shopwright_items = $shopwright_photos->public_items( $shopwright_feed['page'], $shopwright_feed['counts'] );
$shopwright_id    = wp_unique_id( $shopwright_block . '-' );
$shopwright_tabs  = array(
	'ALL'            => __( 'All', 'shopwright' ),
	'VIDEO'          => __( 'Videos', 'shopwright' ),
	'CAROUSEL_ALBUM' => __( 'Albums', 'shopwright' ),
	'IMAGE'          => __( 'Photos', 'shopwright' ),
);
// Each network's share address for a post, {url} and {title} filled in by the popup.
$shopwright_share = array_map(
	static fn( string $network ): array => array(
		'label'    => \Shopwright\Shared\ShareLinks::label( $network ),
		'template' => \Shopwright\Shared\ShareLinks::NETWORKS[ $network ],
	),
	\Shopwright\Shared\ShareLinks::DEFAULT_NETWORKS
);
$shopwright_extra = array(
	'data-endpoint' => rest_url( 'shopwright/v1/photo-feed/' . $shopwright_feed['key'] . '/' ),
	'data-carousel' => (string) wp_json_encode( $shopwright_carousel ),
	'data-share'    => (string) wp_json_encode( $shopwright_share ),
	/* translators: %d: how many posts were added to the grid. */
	'data-loaded'   => __( '%d more posts loaded.', 'shopwright' ),
	'data-failed'   => __( 'More posts could not be loaded. Try again.', 'shopwright' ),
);
if ( $shopwright_in_row ) {
	// The row's sizes come from the block's numbers, so it has its final shape before any script.
	$shopwright_extra += array(
		'class'                => 'is-carousel',
		'style'                => sprintf(
			'--shopwright-photo-feed-slides:%1$d;--shopwright-photo-feed-slides-narrow:%2$d;--shopwright-photo-feed-spacing:%3$dpx;',
			$shopwright_carousel['slideshow'],
			max( 1, $shopwright_carousel['slideshow'] - 1 ),
			$shopwright_carousel['spacing']
		),
		/* translators: 1: first post in view, 2: last post in view, 3: how many posts there are. */
		'data-carousel-status' => __( 'Posts %1$d to %2$d of %3$d', 'shopwright' ),
		'data-carousel-keys'   => __( 'Posts; Left and Right arrows move them', 'shopwright' ),
		'data-carousel-pause'  => __( 'Pause posts', 'shopwright' ),
		'data-carousel-play'   => __( 'Play posts', 'shopwright' ),
	);
}
$shopwright_wrapper = get_block_wrapper_attributes( $shopwright_extra );
// The account header (on unless the block turns it off): picture, name and a link to follow.
$shopwright_account = false !== ( $attributes['showHeader'] ?? true ) ? $shopwright_feed['account'] : null;
?>
<div <?php echo $shopwright_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<?php if ( null !== $shopwright_account ) : ?>
		<div class="<?php echo esc_attr( $shopwright_block ); ?>__header">
			<?php if ( null !== $shopwright_account['picture'] ) : ?>
				<img class="<?php echo esc_attr( $shopwright_block ); ?>__avatar" src="<?php echo esc_url( $shopwright_account['picture']['src'] ); ?>" width="56" height="56" alt="" decoding="async">
			<?php endif; ?>
			<p class="<?php echo esc_attr( $shopwright_block ); ?>__account">
				<?php if ( '' !== $shopwright_account['name'] ) : ?>
					<bdi class="<?php echo esc_attr( $shopwright_block ); ?>__account-name"><?php echo esc_html( $shopwright_account['name'] ); ?></bdi>
				<?php endif; ?>
				<span class="<?php echo esc_attr( $shopwright_block ); ?>__account-username">@<?php echo esc_html( $shopwright_account['username'] ); ?></span>
			</p>
			<a class="<?php echo esc_attr( $shopwright_block ); ?>__follow" href="<?php echo esc_url( $shopwright_account['url'] ); ?>" rel="noopener"><?php esc_html_e( 'Follow on Instagram', 'shopwright' ); ?></a>
		</div>
	<?php endif; ?>
	<div class="<?php echo esc_attr( $shopwright_block ); ?>__tabs" role="tablist" aria-label="<?php esc_attr_e( 'Posts to show', 'shopwright' ); ?>">
		<?php foreach ( $shopwright_tabs as $shopwright_type => $shopwright_label ) : ?>
			<button type="button" role="tab" class="<?php echo esc_attr( $shopwright_block ); ?>__tab" id="<?php echo esc_attr( $shopwright_id . '-' . strtolower( $shopwright_type ) ); ?>" aria-controls="<?php echo esc_attr( $shopwright_id ); ?>" aria-selected="<?php echo 'ALL' === $shopwright_type ? 'true' : 'false'; ?>" tabindex="<?php echo 'ALL' === $shopwright_type ? '0' : '-1'; ?>" data-type="<?php echo esc_attr( $shopwright_type ); ?>"><?php echo esc_html( $shopwright_label ); ?></button>
		<?php endforeach; ?>
	</div>
	<div class="<?php echo esc_attr( $shopwright_block ); ?>__panel" id="<?php echo esc_attr( $shopwright_id ); ?>" role="tabpanel" aria-labelledby="<?php echo esc_attr( $shopwright_id . '-all' ); ?>">
		<?php if ( $shopwright_in_row ) : ?>
		<div class="<?php echo esc_attr( $shopwright_block ); ?>__carousel" role="region" aria-roledescription="<?php esc_attr_e( 'carousel', 'shopwright' ); ?>" aria-label="<?php esc_attr_e( 'Posts', 'shopwright' ); ?>">
			<div class="<?php echo esc_attr( $shopwright_block ); ?>__viewport">
		<?php endif; ?>
		<ul class="<?php echo esc_attr( $shopwright_block ); ?>__items">
			<?php foreach ( $shopwright_items as $shopwright_item ) : ?>
				<?php \Shopwright\Media\PhotoFeed\PhotoMarkup::item( $shopwright_item ); ?>
			<?php endforeach; ?>
		</ul>
		<?php if ( $shopwright_in_row ) : ?>
			</div>
			<button type="button" class="<?php echo esc_attr( $shopwright_block ); ?>__prev" hidden><?php esc_html_e( 'Previous posts', 'shopwright' ); ?></button>
			<button type="button" class="<?php echo esc_attr( $shopwright_block ); ?>__next" hidden><?php esc_html_e( 'Next posts', 'shopwright' ); ?></button>
			<button type="button" class="<?php echo esc_attr( $shopwright_block ); ?>__pause" hidden><?php esc_html_e( 'Pause posts', 'shopwright' ); ?></button>
			<p class="<?php echo esc_attr( $shopwright_block ); ?>__carousel-status screen-reader-text" aria-live="polite"></p>
		</div>
		<?php endif; ?>
		<p class="<?php echo esc_attr( $shopwright_block ); ?>__empty" hidden><?php esc_html_e( 'No posts of this kind here yet.', 'shopwright' ); ?></p>
	</div>
	<?php if ( '' !== $shopwright_feed['page']['next'] ) : ?>
		<button type="button" class="<?php echo esc_attr( $shopwright_block ); ?>__more" data-after="<?php echo esc_attr( $shopwright_feed['page']['next'] ); ?>"><?php esc_html_e( 'Load more posts', 'shopwright' ); ?></button>
	<?php endif; ?>
	<p class="<?php echo esc_attr( $shopwright_block ); ?>__status screen-reader-text" role="status"></p>
</div>
