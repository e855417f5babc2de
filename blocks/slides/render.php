<?php
/**
 * Server render of the slides: every slide stacked in one place, the first shown, so the block
 * takes the height of its tallest slide from the first paint and nothing moves when the script
 * takes over. The controls are printed hidden; the script reveals them.
 *
 * @package Shopwright
 *
 * @var array<string, mixed> $attributes The block attributes.
 * @var string               $content    The slides, rendered.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$shopwright_class = 'wp-block-shopwright-slides';
$shopwright_tags  = new \WP_HTML_Tag_Processor( $content );
$shopwright_count = 0;
while ( $shopwright_tags->next_tag( array( 'class_name' => 'wp-block-shopwright-slide' ) ) ) {
	++$shopwright_count;
}
if ( 0 === $shopwright_count ) {
	return;
}
// Numbered slides; only the first slide's image loads at once.
$shopwright_track = wp_unique_id( $shopwright_class . '-' );
$shopwright_tags  = new \WP_HTML_Tag_Processor( $content );
$shopwright_index = 0;
while ( $shopwright_tags->next_tag() ) {
	if ( $shopwright_tags->has_class( 'wp-block-shopwright-slide' ) ) {
		++$shopwright_index;
		$shopwright_tags->set_attribute( 'role', 'group' );
		$shopwright_tags->set_attribute( 'aria-roledescription', __( 'slide', 'shopwright' ) );
		/* translators: 1: the slide's number, 2: how many slides there are. */
		$shopwright_tags->set_attribute( 'aria-label', sprintf( __( '%1$d of %2$d', 'shopwright' ), $shopwright_index, $shopwright_count ) );
		$shopwright_tags->set_attribute( 'id', $shopwright_track . '-slide-' . $shopwright_index );
		if ( 1 === $shopwright_index ) {
			$shopwright_tags->add_class( 'is-active' );
		}
	} elseif ( 'IMG' === $shopwright_tags->get_tag() && $shopwright_tags->has_class( 'wp-block-shopwright-slide__background' ) ) {
		$shopwright_tags->set_attribute( 'loading', 1 === $shopwright_index ? 'eager' : 'lazy' );
		if ( 1 === $shopwright_index ) {
			$shopwright_tags->set_attribute( 'fetchpriority', 'high' );
		}
	}
}
$shopwright_slides   = $shopwright_tags->get_updated_html();
$shopwright_label    = is_string( $attributes['label'] ?? null ) ? trim( $attributes['label'] ) : '';
$shopwright_label    = '' === $shopwright_label ? __( 'Highlights', 'shopwright' ) : $shopwright_label;
$shopwright_interval = max( 3000, min( 20000, (int) ( $attributes['interval'] ?? 7000 ) ) );
$shopwright_height   = max( 0, min( 1200, (int) ( $attributes['minHeight'] ?? 360 ) ) );
$shopwright_wrapper  = get_block_wrapper_attributes(
	array(
		'aria-roledescription' => __( 'carousel', 'shopwright' ),
		'aria-label'           => $shopwright_label,
		'data-interval'        => (string) $shopwright_interval,
		'data-autoplay'        => false === ( $attributes['autoplay'] ?? true ) ? 'false' : 'true',
		'data-label-pause'     => __( 'Pause the slides', 'shopwright' ),
		'data-label-play'      => __( 'Play the slides', 'shopwright' ),
		'style'                => '--shopwright-slides-height:' . $shopwright_height . 'px',
	)
);
?>
<section <?php echo $shopwright_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by WordPress. ?>>
	<div class="<?php echo esc_attr( $shopwright_class ); ?>__track" id="<?php echo esc_attr( $shopwright_track ); ?>" aria-live="polite">
		<?php echo $shopwright_slides; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- The slides' blocks, rendered by WordPress, with attributes set through the HTML API. ?>
	</div>
	<?php if ( $shopwright_count > 1 ) : ?>
		<div class="<?php echo esc_attr( $shopwright_class ); ?>__controls" hidden>
			<button type="button" class="<?php echo esc_attr( $shopwright_class ); ?>__pause" aria-controls="<?php echo esc_attr( $shopwright_track ); ?>"><?php esc_html_e( 'Pause the slides', 'shopwright' ); ?></button>
			<button type="button" class="<?php echo esc_attr( $shopwright_class ); ?>__previous" aria-controls="<?php echo esc_attr( $shopwright_track ); ?>"><span aria-hidden="true">&larr;</span><span class="screen-reader-text"><?php esc_html_e( 'Previous slide', 'shopwright' ); ?></span></button>
			<span class="<?php echo esc_attr( $shopwright_class ); ?>__dots" role="group" aria-label="<?php esc_attr_e( 'Choose a slide', 'shopwright' ); ?>">
				<?php for ( $shopwright_n = 1; $shopwright_n <= $shopwright_count; $shopwright_n++ ) : ?>
					<button type="button" class="<?php echo esc_attr( $shopwright_class ); ?>__dot" aria-controls="<?php echo esc_attr( $shopwright_track . '-slide-' . $shopwright_n ); ?>"<?php echo 1 === $shopwright_n ? ' aria-current="true"' : ''; ?>><span class="screen-reader-text">
					<?php
					/* translators: %d: the slide's number. */
					echo esc_html( sprintf( __( 'Slide %d', 'shopwright' ), $shopwright_n ) );
					?>
					</span></button>
				<?php endfor; ?>
			</span>
			<button type="button" class="<?php echo esc_attr( $shopwright_class ); ?>__next" aria-controls="<?php echo esc_attr( $shopwright_track ); ?>"><span aria-hidden="true">&rarr;</span><span class="screen-reader-text"><?php esc_html_e( 'Next slide', 'shopwright' ); ?></span></button>
		</div>
	<?php endif; ?>
</section>
