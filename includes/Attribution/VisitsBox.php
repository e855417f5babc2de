<?php
/**
 * The order screen's box of the visitor's first and last touch.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Attribution;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's own box shows the touch the order is credited to. This one, beside it, shows both
 * touches Shopwright keeps (where the visitor first came from and where they last came from before
 * ordering), with ad click ids and the number of visits, so an owner crediting the last touch
 * still sees what first brought the customer; and the page the order was placed from (the
 * current page field, CurrentPageField).
 */
final class VisitsBox {

	public const ID = 'shopwright-attribution-visits';

	/**
	 * Hooks the box onto the order screen, whichever storage it edits.
	 */
	public function register(): void {
		add_action( 'add_meta_boxes', array( $this, 'add' ), 30 );
	}

	/**
	 * Adds the box on the order screen.
	 *
	 * @param string $screen_id The screen being built.
	 */
	public function add( $screen_id ): void {
		if ( ! function_exists( 'wc_get_page_screen_id' ) || wc_get_page_screen_id( 'shop-order' ) !== $screen_id ) {
			return;
		}
		add_meta_box( self::ID, __( 'First and last visit', 'shopwright' ), array( $this, 'render' ), $screen_id, 'side', 'low' );
	}

	/**
	 * Prints the box.
	 *
	 * @param \WP_Post|\WC_Order $post_or_order The order (or, on posts storage, its post).
	 */
	public function render( $post_or_order ): void {
		$order  = $post_or_order instanceof \WC_Order ? $post_or_order : wc_get_order( $post_or_order->ID );
		$record = $order instanceof \WC_Order ? OrderAttribution::record( $order ) : null;
		$page   = $order instanceof \WC_Order ? CurrentPageField::value( $order ) : '';
		if ( null === $record ) {
			echo '<p>' . esc_html__( 'No visits were recorded for this order.', 'shopwright' ) . '</p>';
			$this->current_page( $page );
			return;
		}
		// A landing page or a campaign is one long word: it wraps anywhere rather than running
		// past the narrow side box (the order screen has no stylesheet of ours). Shown whole.
		echo '<dl class="shopwright-attribution-visits" style="margin:0;overflow-wrap:anywhere;word-break:break-word">';
		foreach (
			array(
				'first' => __( 'First visit', 'shopwright' ),
				'last'  => __( 'Last visit before the order', 'shopwright' ),
			) as $which => $title
		) {
			$touch = $record[ $which ];
			echo '<dt>' . esc_html( $title ) . '</dt><dd style="margin:0 0 0.75em">';
			echo esc_html( AttributionReport::origin_label( (string) ( $touch['source_type'] ?? '' ), (string) ( $touch['utm_source'] ?? '' ) ) );
			foreach (
				array(
					'utm_medium'   => __( 'Medium', 'shopwright' ),
					'utm_campaign' => __( 'Campaign', 'shopwright' ),
					'click_id'     => __( 'Ad click', 'shopwright' ),
					'date'         => __( 'When (UTC)', 'shopwright' ),
					'entrance'     => __( 'Landing page', 'shopwright' ),
				) as $field => $label
			) {
				$value = (string) ( $touch[ $field ] ?? '' );
				if ( '' !== $value && '(none)' !== $value ) {
					echo '<br>' . esc_html( $label ) . ': ' . esc_html( $value );
				}
			}
			echo '</dd>';
		}
		echo '<dt>' . esc_html__( 'Visits', 'shopwright' ) . '</dt><dd>' . esc_html( (string) $record['visits'] ) . '</dd>';
		echo '</dl>';
		$this->current_page( $page );
	}

	/**
	 * Prints the page the order was placed from, when it was recorded. Plain text, never a link:
	 * the visitor's browser wrote it.
	 *
	 * @param string $page The cleaned address, or empty.
	 */
	private function current_page( string $page ): void {
		if ( '' === $page ) {
			return;
		}
		echo '<p class="shopwright-attribution-current-page">' . esc_html__( 'Ordered from the page', 'shopwright' ) . '<br><bdi>' . esc_html( $page ) . '</bdi></p>';
	}
}
