<?php
/**
 * Server render of the portfolio: category filters as links and the grid they filter. A link
 * brings the page back with `?portfolio-filter=<slug>`, answered here with the grid filtered, so
 * the block works without script; the waiting script switches filters in place instead. The
 * posts of every filter are on the page (those another filter shows are hidden), see
 * Shopwright\Widgets\Portfolio.
 *
 * @package Shopwright
 *
 * @var array<string, mixed> $attributes The block attributes.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

use Shopwright\Widgets\Portfolio;

$shopwright_settings = Portfolio::settings( $attributes );
$shopwright_terms    = Portfolio::terms( $shopwright_settings );
$shopwright_posts    = Portfolio::posts( $shopwright_settings, $shopwright_terms );
// A display filter read from a link: it changes nothing, and only a filter offered is taken.
$shopwright_active = Portfolio::active( $shopwright_terms, isset( $_GET[ Portfolio::PARAM ] ) ? wp_unslash( $_GET[ Portfolio::PARAM ] ) : null ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Sanitized in Portfolio::active().
$shopwright_class  = 'wp-block-shopwright-portfolio';
$shopwright_wrap   = get_block_wrapper_attributes(
	array(
		'class'      => 'has-' . $shopwright_settings['columns'] . '-columns',
		'data-param' => Portfolio::PARAM,
		'data-limit' => (string) $shopwright_settings['items'],
	)
);

if ( array() === $shopwright_posts ) {
	?>
	<div <?php echo $shopwright_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by WordPress. ?>>
		<p class="<?php echo esc_attr( $shopwright_class ); ?>__empty"><?php esc_html_e( 'Nothing to show yet.', 'shopwright' ); ?></p>
	</div>
	<?php
	return;
}

/*
 * Every filter: its slug ('' for all), name, address, and the sentence the live region says when
 * it is chosen (the server knows each count and the language's plural forms).
 */
$shopwright_filters = array();
$shopwright_lists   = array_map( static fn( array $item ): array => array( 'filters' => $item['filters'] ), $shopwright_posts );
foreach ( array_merge( array( null ), $shopwright_terms ) as $shopwright_term ) {
	$shopwright_slug      = null === $shopwright_term ? '' : $shopwright_term->slug;
	$shopwright_count     = count( array_filter( Portfolio::shown( $shopwright_lists, $shopwright_slug, $shopwright_settings['items'] ) ) );
	$shopwright_name      = null === $shopwright_term ? __( 'All', 'shopwright' ) : $shopwright_term->name;
	$shopwright_filters[] = array(
		'slug'  => $shopwright_slug,
		'name'  => $shopwright_name,
		'url'   => '' === $shopwright_slug ? remove_query_arg( Portfolio::PARAM ) : add_query_arg( Portfolio::PARAM, rawurlencode( rawurldecode( $shopwright_slug ) ) ),
		'count' => null === $shopwright_term
			/* translators: %d: number of posts shown. */
			? sprintf( _n( 'All: %d item', 'All: %d items', $shopwright_count, 'shopwright' ), $shopwright_count )
			/* translators: 1: category name, 2: number of posts shown. */
			: sprintf( _n( '%1$s: %2$d item', '%1$s: %2$d items', $shopwright_count, 'shopwright' ), $shopwright_name, $shopwright_count ),
	);
}
$shopwright_shown = Portfolio::shown( $shopwright_lists, $shopwright_active, $shopwright_settings['items'] );
$shopwright_now   = '';
foreach ( $shopwright_filters as $shopwright_filter ) {
	if ( $shopwright_filter['slug'] === $shopwright_active ) {
		$shopwright_now = $shopwright_filter['count'];
	}
}
?>
<div <?php echo $shopwright_wrap; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by WordPress. ?>>
	<?php if ( array() !== $shopwright_terms ) : ?>
		<ul class="<?php echo esc_attr( $shopwright_class ); ?>__filters" aria-label="<?php esc_attr_e( 'Filter by category', 'shopwright' ); ?>">
			<?php foreach ( $shopwright_filters as $shopwright_filter ) : ?>
				<li>
					<a class="<?php echo esc_attr( $shopwright_class ); ?>__filter" href="<?php echo esc_url( $shopwright_filter['url'] ); ?>" data-filter="<?php echo esc_attr( $shopwright_filter['slug'] ); ?>" data-count="<?php echo esc_attr( $shopwright_filter['count'] ); ?>"<?php echo $shopwright_filter['slug'] === $shopwright_active ? ' aria-current="true"' : ''; ?>><?php echo esc_html( $shopwright_filter['name'] ); ?></a>
				</li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
	<p class="<?php echo esc_attr( $shopwright_class ); ?>__count" role="status"><?php echo esc_html( $shopwright_now ); ?></p>
	<ul class="<?php echo esc_attr( $shopwright_class ); ?>__grid">
		<?php foreach ( $shopwright_posts as $shopwright_index => $shopwright_item ) : ?>
			<?php $shopwright_post = $shopwright_item['post']; ?>
			<li class="<?php echo esc_attr( $shopwright_class ); ?>__item" data-filters="<?php echo esc_attr( implode( ' ', $shopwright_item['filters'] ) ); ?>"<?php echo $shopwright_shown[ $shopwright_index ] ? '' : ' hidden'; ?>>
				<?php if ( $shopwright_settings['show_image'] ) : ?>
					<?php // The title links to the post; the picture is decoration beside it, in a box of fixed shape. ?>
					<div class="<?php echo esc_attr( $shopwright_class ); ?>__media">
						<?php
						echo get_the_post_thumbnail( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Built and escaped by WordPress.
							$shopwright_post,
							'medium_large',
							array(
								'alt'     => '',
								'loading' => 'lazy',
								'class'   => $shopwright_class . '__image',
							)
						);
						?>
					</div>
				<?php endif; ?>
				<?php
				$shopwright_title = trim( wp_strip_all_tags( html_entity_decode( get_the_title( $shopwright_post ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
				?>
				<h3 class="<?php echo esc_attr( $shopwright_class ); ?>__title">
					<a href="<?php echo esc_url( (string) get_permalink( $shopwright_post ) ); ?>"><?php echo esc_html( '' === $shopwright_title ? __( '(no title)', 'shopwright' ) : $shopwright_title ); ?></a>
				</h3>
				<?php if ( $shopwright_settings['show_excerpt'] ) : ?>
					<p class="<?php echo esc_attr( $shopwright_class ); ?>__excerpt"><?php echo esc_html( wp_strip_all_tags( html_entity_decode( get_the_excerpt( $shopwright_post ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) ); ?></p>
				<?php endif; ?>
			</li>
		<?php endforeach; ?>
	</ul>
</div>
