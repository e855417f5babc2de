<?php
/**
 * Server render of the sale countdown: correct, accessible and stable before any script runs.
 *
 * @package Shopwright
 *
 * @var array<string, mixed> $attributes The block attributes.
 * @var string               $content    The block content (none: the block has no inner blocks).
 * @var \WP_Block            $block      The block instance, for its postId and postType context.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

/*
 * This file is included once per rendered block, so it declares no functions: a second
 * countdown on the page would redeclare them.
 */

$shopwright_product_end = static function ( int $product_id ): ?int {
	$product = wc_get_product( $product_id );
	if ( ! $product instanceof \WC_Product || ! $product->is_on_sale() ) {
		return null;
	}
	$sale_end = $product->get_date_on_sale_to();
	return null === $sale_end ? null : $sale_end->getTimestamp();
};

$shopwright_date_end = static function ( string $value ): ?int {
	// Only a full ISO 8601 date-time: DateTimeImmutable would also accept "tomorrow".
	$iso = '/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i';
	if ( 1 !== preg_match( $iso, $value ) ) {
		return null;
	}
	try {
		// Without an offset the value is a wall time in the site's time zone, as the date picker gives it.
		$date = new \DateTimeImmutable( $value, wp_timezone() );
	} catch ( \Exception $exception ) {
		unset( $exception );
		return null;
	}
	$errors = \DateTimeImmutable::getLastErrors();
	if ( false !== $errors && ( $errors['warning_count'] > 0 || $errors['error_count'] > 0 ) ) {
		return null; // An impossible date such as February 30 rolls over silently otherwise.
	}
	return $date->getTimestamp();
};

$shopwright_product_id = (int) ( $attributes['productId'] ?? 0 );
if ( $shopwright_product_id <= 0 && isset( $block->context['postId'] ) ) {
	$shopwright_post_id = (int) $block->context['postId'];
	if ( 'product' === get_post_type( $shopwright_post_id ) ) {
		$shopwright_product_id = $shopwright_post_id;
	}
}

$shopwright_end = null;
if ( $shopwright_product_id > 0 && \Shopwright\Platform\WooCommerce::active() ) {
	$shopwright_end = $shopwright_product_end( $shopwright_product_id );
}
if ( null === $shopwright_end ) {
	$shopwright_end = $shopwright_date_end( trim( (string) ( $attributes['endDate'] ?? '' ) ) );
}
if ( null === $shopwright_end ) {
	return;
}

$shopwright_left    = max( 0, $shopwright_end - time() );
$shopwright_expired = 0 === $shopwright_left;
$shopwright_hide    = ! empty( $attributes['hideWhenExpired'] );
if ( $shopwright_expired && $shopwright_hide ) {
	return;
}

$shopwright_text = static function ( string $name, string $fallback ) use ( $attributes ): string {
	$value = trim( (string) ( $attributes[ $name ] ?? '' ) );
	return '' === $value ? $fallback : $value;
};

$shopwright_units = array(
	'days'    => array(
		intdiv( $shopwright_left, DAY_IN_SECONDS ),
		$shopwright_text( 'labelDays', __( 'Days', 'shopwright' ) ),
	),
	'hours'   => array(
		intdiv( $shopwright_left % DAY_IN_SECONDS, HOUR_IN_SECONDS ),
		$shopwright_text( 'labelHours', __( 'Hours', 'shopwright' ) ),
	),
	'minutes' => array(
		intdiv( $shopwright_left % HOUR_IN_SECONDS, MINUTE_IN_SECONDS ),
		$shopwright_text( 'labelMinutes', __( 'Minutes', 'shopwright' ) ),
	),
	'seconds' => array(
		$shopwright_left % MINUTE_IN_SECONDS,
		$shopwright_text( 'labelSeconds', __( 'Seconds', 'shopwright' ) ),
	),
);

$shopwright_wrapper = get_block_wrapper_attributes(
	array(
		'class'                  => $shopwright_expired ? 'is-expired' : '',
		'role'                   => 'timer',
		'data-end'               => gmdate( 'Y-m-d\TH:i:s\Z', $shopwright_end ),
		'data-hide-when-expired' => $shopwright_hide ? 'true' : 'false',
	)
);
?>
<div <?php echo $shopwright_wrapper; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<?php if ( ! $shopwright_expired ) : ?>
		<p class="wp-block-shopwright-countdown__description">
		<?php
		printf(
			/* translators: %s: date and time the sale ends, in the site's formats. */
			esc_html__( 'Sale ends %s', 'shopwright' ),
			'<time datetime="' . esc_attr( wp_date( DATE_W3C, $shopwright_end ) ) . '">'
				. esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $shopwright_end ) )
				. '</time>'
		);
		?>
		</p>
		<div class="wp-block-shopwright-countdown__units" aria-hidden="true">
			<?php foreach ( $shopwright_units as $shopwright_unit => list( $shopwright_value, $shopwright_label ) ) : ?>
				<span class="wp-block-shopwright-countdown__unit"><span class="wp-block-shopwright-countdown__value" data-unit="<?php echo esc_attr( $shopwright_unit ); ?>"><?php echo esc_html( sprintf( '%02d', $shopwright_value ) ); ?></span> <span class="wp-block-shopwright-countdown__label"><?php echo esc_html( $shopwright_label ); ?></span></span>
			<?php endforeach; ?>
		</div>
	<?php endif; ?>
	<p class="wp-block-shopwright-countdown__expired"<?php echo $shopwright_expired ? '' : ' hidden'; ?>><?php echo esc_html( $shopwright_text( 'expiredText', __( 'This sale has ended.', 'shopwright' ) ) ); ?></p>
</div>
<?php
