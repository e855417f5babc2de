<?php
/**
 * How the wallet buttons did, on the payment method's settings screen.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * The owner's table of the last days' button showings and clicks, under the settings form.
 */
final class ButtonStatsView {

	/**
	 * The owner's table of button showings and clicks: per wallet and page, and in all.
	 *
	 * @param list<array{wallet: string, page: string, ui: string, shown: int, clicked: int}> $lines The counts.
	 */
	public static function html( array $lines ): string {
		$wallets = array(
			'apple_pay'  => __( 'Apple Pay', 'shopwright' ),
			'google_pay' => __( 'Google Pay', 'shopwright' ),
		);
		$pages   = array(
			'product'       => __( 'Product page', 'shopwright' ),
			'cart'          => __( 'Cart', 'shopwright' ),
			'checkout'      => __( 'Checkout', 'shopwright' ),
			'pay_for_order' => __( 'Pay for order', 'shopwright' ),
		);
		$rate    = static fn( int $shown, int $clicked ): string => $shown > 0
			? number_format_i18n( 100 * $clicked / $shown, 1 ) . ' %'
			: '–';
		$shown   = array_sum( array_column( $lines, 'shown' ) );
		$clicked = array_sum( array_column( $lines, 'clicked' ) );
		ob_start();
		?>
		<h3 id="shopwright-express-stats-title"><?php echo esc_html( sprintf( /* translators: %d: days. */ __( 'Buttons in the last %d days', 'shopwright' ), ButtonStats::DAYS ) ); ?></h3>
		<p class="shopwright-express-stats-summary">
			<?php
			echo esc_html(
				sprintf(
					/* translators: 1: times shown, 2: times clicked, 3: clicks per showing, as a percentage. */
					__( 'Shown %1$s times, clicked %2$s times (%3$s).', 'shopwright' ),
					number_format_i18n( $shown ),
					number_format_i18n( $clicked ),
					$rate( $shown, $clicked )
				)
			);
			?>
		</p>
		<?php if ( array() !== $lines ) : ?>
		<table class="widefat striped shopwright-express-stats" aria-labelledby="shopwright-express-stats-title" style="max-width:720px">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Wallet', 'shopwright' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Page', 'shopwright' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Shown', 'shopwright' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Clicked', 'shopwright' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Click rate', 'shopwright' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $lines as $line ) : ?>
				<tr>
					<td><?php echo esc_html( $wallets[ $line['wallet'] ] ?? $line['wallet'] ); ?></td>
					<td>
						<?php
						$page = $pages[ $line['page'] ] ?? $line['page'];
						echo esc_html( in_array( $line['page'], array( 'cart', 'checkout' ), true ) ? sprintf( '%1$s (%2$s)', $page, 'block' === $line['ui'] ? __( 'blocks', 'shopwright' ) : __( 'classic', 'shopwright' ) ) : $page );
						?>
					</td>
					<td><?php echo esc_html( number_format_i18n( $line['shown'] ) ); ?></td>
					<td><?php echo esc_html( number_format_i18n( $line['clicked'] ) ); ?></td>
					<td><?php echo esc_html( $rate( $line['shown'], $line['clicked'] ) ); ?></td>
				</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php endif; ?>
		<p class="description">
			<?php
			echo esc_html(
				'yes' === get_option( 'woocommerce_allow_tracking', 'no' )
					? __( 'Counted without anything about the shopper. Because you allow WooCommerce usage tracking, each finished day’s totals are also sent to WooCommerce.', 'shopwright' )
					: __( 'Counted without anything about the shopper, and kept on this site.', 'shopwright' )
			);
			?>
		</p>
		<?php
		return (string) ob_get_clean();
	}

}
