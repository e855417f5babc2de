<?php
/**
 * The REST routes of popup statistics: the runtime's batches in, the owners' totals out.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Popups;

use Shopwright\Platform\ClientIdentity;
use Shopwright\Platform\RateLimiter;
use Shopwright\Settings\Settings;
use Shopwright\Settings\SettingsController;

defined( 'ABSPATH' ) || exit;

/**
 * POST shopwright/v1/popup-events takes a shopper's batch (no login: shoppers are anonymous) and
 * refuses anything but known events of published popups that are switched on, in small bounded
 * counts, within a per-address rate limit. Nothing about the sender is stored: the address only
 * keys the rate limit, hashed. GET shopwright/v1/popups/<id>/stats gives a
 * popup's totals to the people who may edit it.
 */
final class PopupStatsController {

	public const EVENTS_ROUTE = '/popup-events';

	/**
	 * Most popup and event pairs in one batch.
	 */
	public const MAX_EVENTS = 20;

	/**
	 * Most times one event of one popup is counted in one batch. The runtime sends its batch
	 * each time the page is hidden, so a shopper rarely has more than one of each.
	 */
	public const MAX_COUNT = 3;

	/**
	 * Batches per minute from one address, by default.
	 */
	public const RATE_LIMIT = 12;

	/**
	 * Keeps the statistics and the settings (whose proxy settings tell shoppers apart).
	 *
	 * @param PopupStats $stats    The statistics.
	 * @param Settings   $settings The plugin settings.
	 */
	public function __construct( private PopupStats $stats, private Settings $settings ) {}

	/**
	 * Adds the routes on rest_api_init.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			SettingsController::NAMESPACE,
			self::EVENTS_ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'record' ),
					'permission_callback' => array( $this, 'public_permission' ),
					'args'                => array(
						'events' => array(
							'description' => __( 'What shoppers did with popups since the last batch: each popup and event once, with how many times.', 'shopwright' ),
							'type'        => 'array',
							'required'    => true,
							'minItems'    => 1,
							'maxItems'    => self::MAX_EVENTS,
							'items'       => array(
								'type'                 => 'object',
								'properties'           => array(
									'popup' => array(
										'type'    => 'integer',
										'minimum' => 1,
									),
									'event' => array(
										'type' => 'string',
										'enum' => PopupStats::EVENTS,
									),
									'count' => array(
										'type'    => 'integer',
										'minimum' => 1,
										'maximum' => self::MAX_COUNT,
									),
								),
								'required'             => array( 'popup', 'event', 'count' ),
								'additionalProperties' => false,
							),
						),
					),
				),
			)
		);
		register_rest_route(
			SettingsController::NAMESPACE,
			'/popups/(?P<id>\d+)/stats',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'can_edit_popup' ),
					'args'                => array(
						'id' => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
					),
				),
				'schema' => array( $this, 'get_item_schema' ),
			)
		);
	}

	/**
	 * Anyone may report: shoppers are not logged in. The batch is checked entry by entry, its
	 * size is bounded and the rate limit bounds how many batches one address sends.
	 */
	public function public_permission(): bool {
		return true;
	}

	/**
	 * Only those who may edit the popup read its statistics.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function can_edit_popup( \WP_REST_Request $request ) {
		return PopupPostType::check_editable( (int) $request['id'] );
	}

	/**
	 * Counts a batch: a malformed one not at all; of a well-formed one, the entries of popups
	 * that still show.
	 *
	 * @param \WP_REST_Request $request The request, its events already valid against the schema.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function record( \WP_REST_Request $request ) {
		$counts = array();
		$total  = 0;
		foreach ( (array) $request->get_param( 'events' ) as $entry ) {
			$popup_id = (int) $entry['popup'];
			$event    = (string) $entry['event'];
			if ( isset( $counts[ $popup_id ][ $event ] ) ) {
				return new \WP_Error(
					'shopwright_duplicate_event',
					/* translators: 1: an event name, 2: a popup id. */
					sprintf( __( 'The event %1$s of popup %2$d is in the batch twice; send it once with its count.', 'shopwright' ), $event, $popup_id ),
					array( 'status' => 400 )
				);
			}
			$counts[ $popup_id ][ $event ] = (int) $entry['count'];
			$total                        += (int) $entry['count'];
		}
		$wait = $this->limiter()->hit( $this->client() );
		if ( $wait > 0 ) {
			$response = rest_convert_error_to_response( new \WP_Error( 'shopwright_rate_limited', __( 'Too many popup events from this address; try again shortly.', 'shopwright' ), array( 'status' => 429 ) ) );
			$response->header( 'Retry-After', (string) $wait );
			return $this->uncached( $response );
		}
		// A popup switched off, unpublished or deleted since the page was shown takes nothing
		// from the others in the batch: its entries are left out and named in the answer.
		$unknown = $this->unknown_popups( array_keys( $counts ) );
		if ( count( $unknown ) === count( $counts ) ) {
			return new \WP_Error(
				'shopwright_unknown_popup',
				/* translators: %s: popup ids. */
				sprintf( __( 'No published popup that is switched on has the id %s; nothing was counted.', 'shopwright' ), implode( ', ', $unknown ) ),
				array(
					'status' => 400,
					'popups' => $unknown,
				)
			);
		}
		foreach ( $unknown as $popup_id ) {
			$total -= array_sum( $counts[ $popup_id ] );
			unset( $counts[ $popup_id ] );
		}
		try {
			$this->stats->record( $counts );
		} catch ( \RuntimeException ) {
			return $this->uncached( rest_convert_error_to_response( new \WP_Error( 'shopwright_not_counted', __( 'The batch could not be counted just now; nothing was stored.', 'shopwright' ), array( 'status' => 503 ) ) ) );
		}
		$answer = array( 'recorded' => $total );
		if ( array() !== $unknown ) {
			$answer['skipped'] = $unknown;
		}
		return $this->uncached( new \WP_REST_Response( $answer, 200 ) );
	}

	/**
	 * One popup's totals for the last days.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_item( \WP_REST_Request $request ): \WP_REST_Response {
		$id     = (int) $request['id'];
		$totals = $this->stats->totals( array( $id ) )[ $id ];
		return $this->uncached(
			new \WP_REST_Response(
				array(
					'id'   => $id,
					'days' => PopupStats::DAYS,
				) + $totals
			)
		);
	}

	/**
	 * The schema of a popup's totals.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		$count = array(
			'type'    => 'integer',
			'minimum' => 0,
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-popup-stats',
			'type'       => 'object',
			'properties' => array(
				'id'      => array( 'type' => 'integer' ),
				'days'    => array(
					'description' => __( 'How many days the counts cover, today included.', 'shopwright' ),
					'type'        => 'integer',
				),
				'shown'   => array( 'description' => __( 'Times the popup opened.', 'shopwright' ) ) + $count,
				'closed'  => array( 'description' => __( 'Times it was closed.', 'shopwright' ) ) + $count,
				'clicked' => array( 'description' => __( 'Times a link or button in it was clicked (once per opening at most).', 'shopwright' ) ) + $count,
			),
		);
	}

	/**
	 * The ids among these that are not published popups switched on, nor readable by everyone.
	 *
	 * @param int[] $popup_ids Popup ids.
	 * @return list<int>
	 */
	private function unknown_popups( array $popup_ids ): array {
		_prime_post_caches( $popup_ids, false, true );
		return array_values(
			array_filter(
				$popup_ids,
				static function ( int $popup_id ): bool {
					$post = get_post( $popup_id );
					return ! $post instanceof \WP_Post
						|| PopupPostType::NAME !== $post->post_type
						|| 'publish' !== $post->post_status
						|| '' !== $post->post_password
						|| ! PopupPostType::is_enabled( $popup_id );
				}
			)
		);
	}

	/**
	 * The limiter of this route: a budget of its own in its own table.
	 */
	private function limiter(): RateLimiter {
		/**
		 * Batches of popup events one address may send per minute; 0 turns the limit off.
		 *
		 * @param int $limit By default 12: a shopper sends one each time a page is hidden.
		 */
		$limit = (int) apply_filters( 'shopwright_popup_events_rate_limit', self::RATE_LIMIT );
		return new RateLimiter( $GLOBALS['wpdb'], $this->stats->rate_table(), $limit, 'popup-events' );
	}

	/**
	 * The sender's address, resolved behind the proxies the owner named, as every limit of the
	 * plugin resolves it.
	 */
	private function client(): string {
		return ( new ClientIdentity( $this->settings ) )->client();
	}

	/**
	 * A response no cache keeps.
	 *
	 * @param \WP_REST_Response $response The response.
	 */
	private function uncached( \WP_REST_Response $response ): \WP_REST_Response {
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
