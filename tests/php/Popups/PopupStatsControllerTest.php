<?php
/**
 * The popup events and statistics routes.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Popups;

use Shopwright\Popups\PopupPostType;
use Shopwright\Platform\EventCounter;
use Shopwright\Popups\PopupStats;
use Shopwright\Popups\PopupStatsController;
use Shopwright\Tests\TestCase;

// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- Tests write $_SERVER as a request would arrive.

/**
 * Batches from anonymous shoppers, refused whole when anything in them is wrong, within a
 * per-address limit; totals for the popup's editors only.
 */
final class PopupStatsControllerTest extends TestCase {

	use CreatesPopups;

	private const EVENTS = '/shopwright/v1/popup-events';

	/**
	 * $_SERVER as it was.
	 *
	 * @var array<string, mixed>
	 */
	private array $server_backup = array();

	/**
	 * Whether a persistent object cache was in use before the test.
	 *
	 * @var bool
	 */
	private bool $external_cache = false;

	/**
	 * A shopper at a fixed address, counting straight into the table.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->server_backup    = $_SERVER;
		$this->external_cache   = (bool) wp_using_ext_object_cache();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		wp_using_ext_object_cache( false );
	}

	/**
	 * Puts $_SERVER and the cache mode back.
	 */
	protected function tear_down(): void {
		$_SERVER = $this->server_backup;
		wp_using_ext_object_cache( $this->external_cache );
		parent::tear_down();
	}

	/**
	 * Today's totals of a popup.
	 *
	 * @param int $popup_id The popup.
	 * @return array{shown: int, closed: int, clicked: int}
	 */
	private function totals( int $popup_id ): array {
		global $wpdb;
		return ( new PopupStats( $wpdb, new EventCounter( $wpdb ) ) )->totals( array( $popup_id ) )[ $popup_id ];
	}

	/**
	 * A batch as navigator.sendBeacon() sends it: form-encoded, every value a string.
	 *
	 * @param list<array<string, int|string>> $events The entries.
	 */
	private function beacon( array $events ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', self::EVENTS );
		$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$request->set_body_params( array( 'events' => array_map( static fn( array $entry ): array => array_map( 'strval', $entry ), $events ) ) );
		return rest_get_server()->dispatch( $request );
	}

	/**
	 * A shopper who is not logged in reports a batch; the popup's counts rise by it.
	 */
	public function test_a_shoppers_batch_is_counted(): void {
		$popup    = $this->create_popup();
		$response = $this->beacon(
			array(
				array(
					'popup' => $popup,
					'event' => 'shown',
					'count' => 2,
				),
				array(
					'popup' => $popup,
					'event' => 'clicked',
					'count' => 1,
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'recorded' => 3 ), $response->get_data() );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] );
		$this->assertSame(
			array(
				'shown'   => 2,
				'closed'  => 0,
				'clicked' => 1,
			),
			$this->totals( $popup )
		);
		$this->assertSame( 200, $this->rest( 'POST', self::EVENTS, array( 'events' => array( array( 'popup' => $popup, 'event' => 'closed', 'count' => 1 ) ) ) )->get_status(), 'JSON works too.' ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- One short entry.
		$this->assertSame( 1, $this->totals( $popup )['closed'] );
	}

	/**
	 * Malformed batches: each refused with a 400 that names the problem, and nothing of them
	 * counted.
	 *
	 * @dataProvider malformed_batches
	 *
	 * @param \Closure $events Builds the entries from a valid popup id.
	 * @param string   $code   The expected error code.
	 */
	public function test_a_malformed_batch_is_refused_whole( \Closure $events, string $code ): void {
		$popup    = $this->create_popup();
		$response = $this->rest( 'POST', self::EVENTS, array( 'events' => $events( $popup ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( $code, $response->get_data()['code'] );
		$this->assertSame(
			array(
				'shown'   => 0,
				'closed'  => 0,
				'clicked' => 0,
			),
			$this->totals( $popup )
		);
	}

	/**
	 * Batches the route refuses.
	 *
	 * @return array<string, array{\Closure, string}>
	 */
	public static function malformed_batches(): array {
		$entry = static fn( int $popup, string $event = 'shown', $count = 1 ): array => array(
			'popup' => $popup,
			'event' => $event,
			'count' => $count,
		);
		return array(
			'an unknown event'                => array( static fn( int $id ): array => array( $entry( $id ), $entry( $id, 'viewed' ) ), 'rest_invalid_param' ),
			'a count of 0'                    => array( static fn( int $id ): array => array( $entry( $id, 'shown', 0 ) ), 'rest_invalid_param' ),
			'a count above the bound'         => array( static fn( int $id ): array => array( $entry( $id, 'shown', PopupStatsController::MAX_COUNT + 1 ) ), 'rest_invalid_param' ),
			'a fractional count'              => array( static fn( int $id ): array => array( $entry( $id, 'shown', 1.5 ) ), 'rest_invalid_param' ),
			'an extra field'                  => array( static fn( int $id ): array => array( $entry( $id ) + array( 'ip' => '1.2.3.4' ) ), 'rest_invalid_param' ),
			'no entry'                        => array( static fn( int $id ): array => array(), 'rest_invalid_param' ),
			'more entries than a batch holds' => array( static fn( int $id ): array => array_map( static fn( int $n ): array => $entry( $id + $n ), range( 0, PopupStatsController::MAX_EVENTS ) ), 'rest_invalid_param' ),
			'the same event twice'            => array( static fn( int $id ): array => array( $entry( $id ), $entry( $id ) ), 'shopwright_duplicate_event' ),
		);
	}

	/**
	 * Popups that cannot be showing are refused, and the valid popup of the same batch is not
	 * counted either.
	 *
	 * @dataProvider popups_that_do_not_show
	 *
	 * @param \Closure $make Makes the popup (or other post) and returns its id.
	 */
	public function test_events_of_a_popup_that_does_not_show_are_left_out( \Closure $make ): void {
		$valid    = $this->create_popup();
		$other    = $make( $this );
		$response = $this->rest(
			'POST',
			self::EVENTS,
			array(
				'events' => array(
					array(
						'popup' => $valid,
						'event' => 'shown',
						'count' => 1,
					),
					array(
						'popup' => $other,
						'event' => 'shown',
						'count' => 1,
					),
				),
			)
		);
		// The popup that shows keeps its count; the other is left out and named.
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'recorded' => 1,
				'skipped'  => array( $other ),
			),
			$response->get_data()
		);
		$this->assertSame( 1, $this->totals( $valid )['shown'] );
		if ( get_post( $other ) instanceof \WP_Post ) {
			$this->assertSame( 0, $this->totals( $other )['shown'] );
		}

		// A batch of nothing but such popups is refused, and counts nothing.
		$response = $this->rest(
			'POST',
			self::EVENTS,
			array(
				'events' => array(
					array(
						'popup' => $other,
						'event' => 'closed',
						'count' => 2,
					),
				),
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'shopwright_unknown_popup', $response->get_data()['code'] );
		$this->assertSame( array( $other ), $response->get_data()['data']['popups'] );
	}

	/**
	 * Popups, and other posts, that never show.
	 *
	 * @return array<string, array{\Closure}>
	 */
	public static function popups_that_do_not_show(): array {
		return array(
			'an id nothing has'       => array( static fn(): int => 987654321 ),
			'a draft'                 => array( static fn( self $test ): int => $test->create_popup( array(), null, array( 'post_status' => 'draft' ) ) ),
			'a popup behind password' => array( static fn( self $test ): int => $test->create_popup( array(), null, array( 'post_password' => 'secret' ) ) ),
			'a popup switched off'    => array(
				static function ( self $test ): int {
					$id = $test->create_popup();
					PopupPostType::set_enabled( $id, false );
					return $id;
				},
			),
			'a published page'        => array(
				static fn(): int => (int) wp_insert_post(
					array(
						'post_type'   => 'page',
						'post_status' => 'publish',
						'post_title'  => 'About',
					)
				),
			),
		);
	}

	/**
	 * One address gets the limit's batches a minute, then a 429 with Retry-After that counts
	 * nothing; another address has its own budget.
	 */
	public function test_batches_are_rate_limited_per_address(): void {
		add_filter( 'shopwright_popup_events_rate_limit', static fn(): int => 2 );
		$popup = $this->create_popup();
		$batch = array(
			'events' => array(
				array(
					'popup' => $popup,
					'event' => 'shown',
					'count' => 1,
				),
			),
		);
		$this->assertSame( 200, $this->rest( 'POST', self::EVENTS, $batch )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', self::EVENTS, $batch )->get_status() );
		$refused = $this->rest( 'POST', self::EVENTS, $batch );
		$this->assertSame( 429, $refused->get_status() );
		$this->assertSame( 'shopwright_rate_limited', $refused->get_data()['code'] );
		$this->assertGreaterThan( 0, (int) $refused->get_headers()['Retry-After'] );
		$this->assertSame( 2, $this->totals( $popup )['shown'] );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.20';
		$this->assertSame( 200, $this->rest( 'POST', self::EVENTS, $batch )->get_status() );
		$this->assertSame( 3, $this->totals( $popup )['shown'] );
	}

	/**
	 * The rate limit keeps a hash of the address, never the address.
	 */
	public function test_the_rate_limit_keeps_no_address(): void {
		global $wpdb;
		// Only this test's row (the deletion is rolled back with the test).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A test empties the table.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', ( new PopupStats( $wpdb, new EventCounter( $wpdb ) ) )->rate_table() ) );
		$popup = $this->create_popup();
		$this->rest( 'POST', self::EVENTS, array( 'events' => array( array( 'popup' => $popup, 'event' => 'shown', 'count' => 1 ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- One short entry.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnsupportedPlaceholder, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A test reads the table.
		$clients = $wpdb->get_col( $wpdb->prepare( 'SELECT client FROM %i', ( new PopupStats( $wpdb, new EventCounter( $wpdb ) ) )->rate_table() ) );
		$this->assertCount( 1, $clients );
		$this->assertSame( 16, strlen( (string) $clients[0] ) );
		$this->assertStringNotContainsString( (string) inet_pton( '203.0.113.7' ), (string) $clients[0] );
		$this->assertStringNotContainsString( '203.0.113.7', (string) $clients[0] );
	}

	/**
	 * The totals route: for the popup's editors; others are refused; an unknown id is a 404.
	 */
	public function test_totals_are_for_the_popups_editors(): void {
		$popup = $this->create_popup();
		$this->beacon(
			array(
				array(
					'popup' => $popup,
					'event' => 'shown',
					'count' => 3,
				),
			)
		);
		$route = '/shopwright/v1/popups/' . $popup . '/stats';
		$this->assertSame( 401, $this->rest( 'GET', $route )->get_status() );
		$this->log_in_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', $route )->get_status() );
		$this->log_in_as( 'editor' );
		$response = $this->rest( 'GET', $route );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'id'      => $popup,
				'days'    => 30,
				'shown'   => 3,
				'closed'  => 0,
				'clicked' => 0,
			),
			$response->get_data()
		);
		$this->assertSame( 404, $this->rest( 'GET', '/shopwright/v1/popups/987654321/stats' )->get_status() );
	}
}
