<?php
/**
 * Tells the owner when a feed could not be refreshed.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\Feeds;

defined( 'ABSPATH' ) || exit;

/**
 * An admin notice, for those who manage options, naming each feed whose last refresh failed and
 * the provider's reason; visitors meanwhile see the last good copy. It goes away by itself
 * after the next successful refresh.
 */
final class FeedNotice {

	/**
	 * Keeps the store.
	 *
	 * @param FeedStore $store The feed store.
	 */
	public function __construct( private FeedStore $store ) {}

	/**
	 * Hooks the notice.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Prints the notice when a feed failed.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$failures = $this->store->failures();
		if ( array() === $failures ) {
			return;
		}
		echo '<div class="notice notice-warning"><p>' . esc_html__( 'Shopwright could not refresh these media feeds. Visitors still see the last copy that was fetched successfully.', 'shopwright' ) . '</p><ul>';
		foreach ( $failures as $failure ) {
			echo '<li><strong>' . esc_html( '' !== $failure['label'] ? $failure['label'] : $failure['key'] ) . '</strong>: ' . esc_html( $failure['error'] ) . ' <em>(' . esc_html( wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), $failure['at'] ) ) . ')</em></li>';
		}
		echo '</ul></div>';
	}
}
