<?php
/**
 * Server render of the PDF viewer: the browser's own viewer in a frame of fixed height, with a
 * download link; the view script adds full screen, or presentation mode on iPhone and iPad.
 *
 * @package Shopwright
 *
 * @var array<string, mixed>          $attributes        The block attributes.
 * @var \Shopwright\Media\MediaModule $shopwright_module The module that owns the block (see Modules\BlockTemplate).
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$shopwright_source = $shopwright_module->pdf_source();
if ( null === $shopwright_source ) {
	return;
}
$shopwright_media_id = (int) ( $attributes['mediaId'] ?? 0 );
$shopwright_url      = $shopwright_source->url( $shopwright_media_id, is_string( $attributes['url'] ?? null ) ? trim( $attributes['url'] ) : '' );
// Not an http(s) PDF this site may show: no frame at all.
if ( null === $shopwright_url ) {
	return;
}
$shopwright_title = is_string( $attributes['title'] ?? null ) ? trim( $attributes['title'] ) : '';
if ( '' === $shopwright_title && $shopwright_media_id > 0 ) {
	$shopwright_title = get_the_title( $shopwright_media_id );
}
if ( '' === $shopwright_title ) {
	$shopwright_title = rawurldecode( wp_basename( (string) wp_parse_url( $shopwright_url, PHP_URL_PATH ) ) );
}
$shopwright_height  = min( 2000, max( 200, (int) ( $attributes['height'] ?? 600 ) ) );
$shopwright_wrapper = get_block_wrapper_attributes( array( 'style' => '--shopwright-pdf-height:' . $shopwright_height . 'px' ) );
?>
<div <?php echo $shopwright_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<div class="wp-block-shopwright-pdf__viewer">
		<iframe class="wp-block-shopwright-pdf__frame" src="<?php echo esc_url( $shopwright_url ); ?>" title="<?php /* translators: %s: the document's title. */ echo esc_attr( sprintf( __( 'PDF: %s', 'shopwright' ), $shopwright_title ) ); ?>" loading="lazy"></iframe>
	</div>
	<div class="wp-block-shopwright-pdf__actions">
		<?php if ( false !== ( $attributes['showDownload'] ?? true ) ) : ?>
			<a class="wp-block-shopwright-pdf__download" href="<?php echo esc_url( $shopwright_url ); ?>" download aria-label="<?php /* translators: %s: the document's title. */ echo esc_attr( sprintf( __( 'Download PDF: %s', 'shopwright' ), $shopwright_title ) ); ?>"><?php esc_html_e( 'Download PDF', 'shopwright' ); ?></a>
		<?php endif; ?>
		<button type="button" class="wp-block-shopwright-pdf__fullscreen" hidden><?php esc_html_e( 'Full screen', 'shopwright' ); ?></button>
		<button type="button" class="wp-block-shopwright-pdf__present" aria-pressed="false" hidden><?php esc_html_e( 'Presentation mode', 'shopwright' ); ?></button>
	</div>
</div>
