<?php
/**
 * The wallet buttons' analytics route, its counts and what reaches WooCommerce Tracks.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\ExpressCheckout;

use Shopwright\ExpressCheckout\ButtonEventsController;
use Shopwright\ExpressCheckout\ButtonStats;
use Shopwright\ExpressCheckout\ButtonStatsView;
use Shopwright\Platform\EventCounter;
use Shopwright\ExpressCheckout\Gateway;

/**
 * Only known events and fields are counted, with the page's nonce, within a per-client budget;
 * the counts are summed per day, wallet and page, kept for 30 days and shown to the owner; and a
 * finished day goes to Tracks only when the owner allows WooCommerce's usage tracking.
 */
final class ButtonEventsTest extends StripeTestCase {

	/**
	 * The address the test's guest requests come from.
	 *
	 * @var string
	 */
	private string $saved_address = '';

	/**
	 * The Tracks events recorded, by name and properties.
	 *
	 * @var list<array<string, mixed>>
	 */
	private array $tracked = array();

	/**
	 * A fresh address and an empty table; Tracks' pixel never leaves.
	 */
	protected function set_up(): void {
		parent::set_up();
		remove_filter( 'pre_http_request', array( $this, 'answer' ) );
		add_filter( 'pre_http_request', array( $this, 'no_http' ), 10, 3 );
		add_filter( 'woocommerce_tracks_event_properties', array( $this, 'track' ), 10, 2 );
		$this->saved_address    = (string) ( $_SERVER['REMOTE_ADDR'] ?? '' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Kept to be put back as it was.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . random_int( 1, 254 );
		wp_cache_flush();
		// The counter's table is the plugin's, installed on init.
		$stats = $this->stats();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Emptying our own table between tests.
		$GLOBALS['wpdb']->query( $GLOBALS['wpdb']->prepare( 'DELETE FROM %i', $stats->table() ) );
		delete_option( ButtonStats::SENT_OPTION );
		$this->tracked = array();
	}

	/**
	 * Puts the address back.
	 */
	protected function tear_down(): void {
		$_SERVER['REMOTE_ADDR'] = $this->saved_address;
		remove_filter( 'pre_http_request', array( $this, 'no_http' ) );
		remove_filter( 'woocommerce_tracks_event_properties', array( $this, 'track' ) );
		parent::tear_down();
	}

	/**
	 * Answers every outgoing request (Tracks' pixel) locally.
	 *
	 * @param mixed                $preempt Whether to preempt.
	 * @param array<string, mixed> $args    Request arguments.
	 * @param string               $url     Address.
	 * @return array<string, mixed>
	 */
	public function no_http( $preempt, $args, $url ): array {
		unset( $preempt, $args, $url );
		return array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
		);
	}

	/**
	 * Keeps each event WooCommerce Tracks records.
	 *
	 * @param mixed $properties The event's own properties.
	 * @param mixed $name       Its prefixed name.
	 * @return mixed
	 */
	public function track( $properties, $name ) {
		$this->tracked[] = array( 'name' => $name ) + ( is_array( $properties ) ? $properties : array() );
		return $properties;
	}

	/**
	 * The counts.
	 */
	private function stats(): ButtonStats {
		return new ButtonStats( new EventCounter( $GLOBALS['wpdb'] ) );
	}

	/**
	 * Sends an event to the route as the buttons' script does.
	 *
	 * @param array<string, mixed> $body  The JSON body.
	 * @param string|null          $nonce The X-WP-Nonce header; a fresh REST nonce by default.
	 */
	private function send( array $body, ?string $nonce = null ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/shopwright/v1' . ButtonEventsController::ROUTE );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'X-WP-Nonce', $nonce ?? wp_create_nonce( 'wp_rest' ) );
		$request->set_body( (string) wp_json_encode( $body ) );
		$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );
		$response = apply_filters( 'rest_post_dispatch', $response, rest_get_server(), $request ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, run as its server runs it.
		$this->assertInstanceOf( \WP_REST_Response::class, $response );
		return $response;
	}

	/**
	 * A valid event.
	 *
	 * @param array<string, mixed> $changes Fields to change or add.
	 * @return array<string, mixed>
	 */
	private function event( array $changes = array() ): array {
		return array_merge(
			array(
				'event'  => 'buttons_shown',
				'wallet' => 'google_pay',
				'page'   => 'product',
				'ui'     => 'classic',
			),
			$changes
		);
	}

	/**
	 * The error code of an answer.
	 *
	 * @param \WP_REST_Response $response The answer.
	 */
	private function code( \WP_REST_Response $response ): string {
		$data = $response->get_data();
		return is_array( $data ) ? (string) ( $data['code'] ?? '' ) : '';
	}

	public function test_events_are_counted_per_day_event_wallet_and_page(): void {
		$sent = array(
			$this->event(),
			$this->event(),
			$this->event( array( 'event' => 'button_clicked' ) ),
			$this->event( array( 'wallet' => 'apple_pay' ) ),
			$this->event(
				array(
					'page' => 'cart',
					'ui'   => 'block',
				)
			),
			// A product page has no block version: whatever the script says, it counts as classic.
			$this->event( array( 'ui' => 'block' ) ),
		);
		$statuses = array_map( fn( array $body ): int => $this->send( $body )->get_status(), $sent );
		$this->assertSame( array_fill( 0, 6, 201 ), $statuses );

		$this->assertSame(
			array(
				array(
					'wallet'  => 'apple_pay',
					'page'    => 'product',
					'ui'      => 'classic',
					'shown'   => 1,
					'clicked' => 0,
				),
				array(
					'wallet'  => 'google_pay',
					'page'    => 'cart',
					'ui'      => 'block',
					'shown'   => 1,
					'clicked' => 0,
				),
				array(
					'wallet'  => 'google_pay',
					'page'    => 'product',
					'ui'      => 'classic',
					'shown'   => 3,
					'clicked' => 1,
				),
			),
			$this->stats()->summary()
		);
	}

	public function test_an_unknown_event_wallet_or_page_is_refused_with_a_clear_400(): void {
		foreach ( array( array( 'event' => 'sheet_opened' ), array( 'wallet' => 'paypal' ), array( 'page' => 'account' ), array( 'ui' => 'amp' ) ) as $bad ) {
			$response = $this->send( $this->event( $bad ) );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $bad ) );
			$this->assertSame( 'rest_invalid_param', $this->code( $response ) );
		}
		$missing = $this->event();
		unset( $missing['wallet'] );
		$this->assertSame( 400, $this->send( $missing )->get_status() );
		$this->assertSame( array(), $this->stats()->totals() );
	}

	public function test_any_other_field_refuses_the_whole_event_and_nothing_of_it_is_stored(): void {
		$response = $this->send(
			$this->event(
				array(
					'email'    => 'ada@example.com',
					'order_id' => 42,
				)
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'shopwright_unknown_field', $this->code( $response ) );
		$data = $response->get_data();
		$this->assertIsArray( $data );
		$this->assertStringContainsString( 'email, order_id', (string) $data['message'] );
		$this->assertSame( array(), $this->stats()->totals() );

		// What the table holds is only the allowed values: no address, no email, no order.
		$this->send( $this->event() );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder -- Reading our own table whole.
		$rows = $GLOBALS['wpdb']->get_results( $GLOBALS['wpdb']->prepare( 'SELECT * FROM %i', $this->stats()->table() ), 'ARRAY_A' );
		$this->assertSame( array( 'scope', 'subject', 'event', 'day', 'count' ), array_keys( $rows[0] ) );
		$this->assertStringNotContainsString( (string) $_SERVER['REMOTE_ADDR'], (string) wp_json_encode( $rows ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- Set by this test.
	}

	public function test_a_missing_or_wrong_nonce_is_refused(): void {
		$this->assertSame( 'shopwright_bad_nonce', $this->code( $this->send( $this->event(), '' ) ) );
		$this->assertSame( 403, $this->send( $this->event(), 'not-a-nonce' )->get_status() );
		$this->assertSame( array(), $this->stats()->totals() );
	}

	public function test_nothing_is_counted_while_the_wallet_takes_no_payments(): void {
		update_option( 'woocommerce_' . Gateway::ID . '_settings', array_merge( (array) get_option( 'woocommerce_' . Gateway::ID . '_settings' ), array( 'enabled' => 'no' ) ) );
		$this->gateway()->init_settings();
		$this->assertSame( 404, $this->send( $this->event() )->get_status() );
		$this->assertSame( array(), $this->stats()->totals() );
	}

	public function test_a_client_over_its_budget_gets_429_with_retry_after_and_others_are_not_held(): void {
		add_filter( 'shopwright_express_events_rate_limit', static fn(): int => 3 );
		$statuses = array();
		for ( $i = 0; $i < 4; $i++ ) {
			// A forwarding header is the client's own words: it changes nothing.
			$statuses[]                      = $this->send( $this->event() )->get_status();
			$_SERVER['HTTP_X_FORWARDED_FOR'] = '203.0.113.' . ( $i + 1 );
		}
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		$this->assertSame( array( 201, 201, 201, 429 ), $statuses );
		$limited = $this->send( $this->event() );
		$this->assertSame( 'shopwright_rate_limited', $this->code( $limited ) );
		$wait = (int) ( $limited->get_headers()['Retry-After'] ?? 0 );
		$this->assertGreaterThanOrEqual( 1, $wait );
		$this->assertLessThanOrEqual( ButtonEventsController::WINDOW, $wait );
		$this->assertSame( 3, $this->stats()->summary()[0]['shown'], 'A refused event is not counted.' );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.255';
		$this->assertSame( 201, $this->send( $this->event() )->get_status(), 'Another address has a budget of its own.' );
	}

	public function test_only_the_last_30_days_are_shown_and_older_ones_are_pruned(): void {
		$stats = $this->stats();
		$stats->record( 'buttons_shown', 'google_pay', 'product', 'classic', '2026-03-31' );
		$stats->record( 'buttons_shown', 'google_pay', 'product', 'classic', '2026-03-02' );
		$stats->record( 'buttons_shown', 'google_pay', 'product', 'classic', '2026-03-01' );
		$stats->record( 'button_clicked', 'google_pay', 'product', 'classic', '2026-02-27' );

		// The 31st of March and the 29 days before it: from the 2nd.
		$this->assertSame( '2026-03-02', ButtonStats::first_day( '2026-03-31' ) );
		$this->assertSame( 2, $stats->summary( '2026-03-31' )[0]['shown'] );
		$this->assertSame( 0, $stats->summary( '2026-03-31' )[0]['clicked'] );
		$this->assertSame( 2, $stats->prune( '2026-03-31' ) );
		$this->assertSame( 1, $stats->summary( '2026-04-29' )[0]['shown'] );
		$this->assertSame( array(), $stats->summary( '2026-04-30' ) );
	}

	public function test_finished_days_go_to_tracks_once_and_only_when_the_owner_allows_it(): void {
		$stats = $this->stats();
		$stats->record( 'buttons_shown', 'apple_pay', 'checkout', 'block', '2026-05-09' );
		$stats->record( 'buttons_shown', 'apple_pay', 'checkout', 'block', '2026-05-09' );
		$stats->record( 'button_clicked', 'apple_pay', 'checkout', 'block', '2026-05-10' );
		// Today's count is not finished.
		$stats->record( 'buttons_shown', 'google_pay', 'product', 'classic', '2026-05-11' );

		update_option( 'woocommerce_allow_tracking', 'no' );
		$this->assertSame( 0, $stats->forward( '2026-05-11' ) );
		$this->assertSame( array(), $this->tracked );
		$this->assertFalse( get_option( ButtonStats::SENT_OPTION ), 'Nothing is marked sent while tracking is off.' );

		update_option( 'woocommerce_allow_tracking', 'yes' );
		try {
			$this->assertSame( 2, $stats->forward( '2026-05-11' ) );
			$this->assertSame(
				array(
					array(
						'name'   => 'wcadmin_' . ButtonStats::TRACKS_EVENT,
						'event'  => 'buttons_shown',
						'wallet' => 'apple_pay',
						'page'   => 'checkout',
						'ui'     => 'block',
						'count'  => 2,
						'day'    => '2026-05-09',
					),
					array(
						'name'   => 'wcadmin_' . ButtonStats::TRACKS_EVENT,
						'event'  => 'button_clicked',
						'wallet' => 'apple_pay',
						'page'   => 'checkout',
						'ui'     => 'block',
						'count'  => 1,
						'day'    => '2026-05-10',
					),
				),
				$this->tracked
			);
			// The next day's run sends only what finished since.
			$this->assertSame( 0, $stats->forward( '2026-05-11' ) );
			$this->assertSame( 1, $stats->forward( '2026-05-12' ) );
			$this->assertSame( 'google_pay', $this->tracked[2]['wallet'] );
		} finally {
			update_option( 'woocommerce_allow_tracking', 'no' );
		}
	}

	public function test_the_owner_sees_shown_clicked_and_the_click_rate(): void {
		$stats = $this->stats();
		for ( $i = 0; $i < 8; $i++ ) {
			$stats->record( 'buttons_shown', 'google_pay', 'product', 'classic' );
		}
		$stats->record( 'button_clicked', 'google_pay', 'product', 'classic' );
		$stats->record( 'button_clicked', 'google_pay', 'product', 'classic' );
		$html = ButtonStatsView::html( $stats->summary() );
		$this->assertStringContainsString( 'Shown 8 times, clicked 2 times (25.0 %).', $html );
		$this->assertStringContainsString( '<td>Google Pay</td>', $html );
		$this->assertStringContainsString( 'Product page', $html );
		$this->assertStringContainsString( 'Shown 0 times, clicked 0 times (–).', ButtonStatsView::html( array() ) );
	}

	public function test_the_buttons_get_the_route_a_nonce_and_their_page(): void {
		$config = ButtonEventsController::client_config( 'order' );
		$this->assertSame( rest_url( 'shopwright/v1/express-checkout/events' ), $config['url'] );
		$this->assertSame( 'pay_for_order', $config['page'] );
		$this->assertSame( 'classic', $config['ui'] );
		$this->assertNotFalse( wp_verify_nonce( $config['nonce'], 'wp_rest' ) );
		$this->assertSame( 'block', ButtonEventsController::client_config( 'blocks' )['ui'] );
		$this->assertSame( 'product', ButtonEventsController::client_config( 'product' )['page'] );
	}
}
