<?php
/**
 * Server render of the table of contents: a nested list of links to the post's headings, which
 * works with no script at all (the browser follows the anchors; a collapsible table is a
 * details element). The waiting script adds smooth scrolling and the current section.
 *
 * @package Shopwright
 *
 * @var array<string, mixed>              $attributes        The block attributes.
 * @var \Shopwright\Widgets\WidgetsModule $shopwright_module The module that owns the block (see Modules\BlockTemplate).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$shopwright_toc  = $shopwright_module->table_of_contents();
$shopwright_post = get_post();
if ( null === $shopwright_toc || ! $shopwright_post instanceof \WP_Post ) {
	return;
}
$shopwright_levels = array_values(
	array_unique(
		array_filter(
			array_map( 'intval', is_array( $attributes['levels'] ?? null ) ? $attributes['levels'] : array( 2, 3 ) ),
			static fn( int $level ): bool => $level >= 1 && $level <= 6
		)
	)
);
$shopwright_list   = \Shopwright\Widgets\TableOfContents::list_markup(
	\Shopwright\Widgets\TableOfContents::tree( $shopwright_toc->headings( $shopwright_post ), $shopwright_levels )
);
// A post without headings of those levels shows nothing rather than an empty box.
if ( '' === $shopwright_list ) {
	return;
}
$shopwright_title = is_string( $attributes['title'] ?? null ) ? trim( $attributes['title'] ) : '';
$shopwright_title = '' === $shopwright_title ? __( 'Contents', 'shopwright' ) : $shopwright_title;
$shopwright_class = 'wp-block-shopwright-table-of-contents';
?>
<nav <?php echo get_block_wrapper_attributes( array( 'aria-label' => $shopwright_title ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by WordPress. ?>>
<?php if ( true === ( $attributes['collapsible'] ?? false ) ) : ?>
	<details class="<?php echo esc_attr( $shopwright_class ); ?>__details" open>
		<summary class="<?php echo esc_attr( $shopwright_class ); ?>__title"><?php echo esc_html( $shopwright_title ); ?></summary>
		<?php echo $shopwright_list; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Built by TableOfContents::list_markup(), which escapes every value. ?>
	</details>
<?php else : ?>
	<p class="<?php echo esc_attr( $shopwright_class ); ?>__title"><?php echo esc_html( $shopwright_title ); ?></p>
	<?php echo $shopwright_list; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Built by TableOfContents::list_markup(), which escapes every value. ?>
<?php endif; ?>
</nav>
