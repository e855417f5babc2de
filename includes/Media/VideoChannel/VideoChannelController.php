<?php
/**
 * The video channel block's REST routes.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\VideoChannel;

use Shopwright\Media\Feeds\FeedRate;

defined( 'ABSPATH' ) || exit;

/**
 * Public reads, rate-limited per client:
 * - GET shopwright/v1/video-channel/<feed>/page?token=…: the next page of videos ("Load more");
 * - GET shopwright/v1/video-channel/<feed>/description?video=…: a video's description, for the popup.
 *
 * Both answer plain text fields (titles, descriptions), which the browser sets as text: never
 * HTML from YouTube. Only feeds a rendered block created and tokens the server handed out are
 * answered; anything else is a 404 that stores nothing.
 */
final class VideoChannelController {

	public const ROUTE_NAMESPACE = 'shopwright/v1';

	/**
	 * Keeps the service and the limit.
	 *
	 * @param VideoChannel $channel The feeds.
	 * @param FeedRate     $rate    The per-client limit.
	 */
	public function __construct( private VideoChannel $channel, private FeedRate $rate ) {}

	/**
	 * Adds the routes on rest_api_init.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * The routes.
	 */
	public function register_routes(): void {
		$feed = array(
			'type'     => 'string',
			'pattern'  => '^[a-f0-9]{32}$',
			'required' => true,
		);
		register_rest_route(
			self::ROUTE_NAMESPACE,
			'/video-channel/(?P<feed>[a-f0-9]{32})/page',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_page' ),
				'permission_callback' => array( $this, 'within_limit' ),
				'args'                => array(
					'feed'  => $feed,
					'token' => array(
						'type'     => 'string',
						'pattern'  => '^[A-Za-z0-9_-]{1,128}$',
						'required' => true,
					),
				),
				'schema'              => array( $this, 'page_schema' ),
			)
		);
		register_rest_route(
			self::ROUTE_NAMESPACE,
			'/video-channel/(?P<feed>[a-f0-9]{32})/description',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_description' ),
				'permission_callback' => array( $this, 'within_limit' ),
				'args'                => array(
					'feed'  => $feed,
					'video' => array(
						'type'     => 'string',
						'pattern'  => '^[A-Za-z0-9_-]{11}$',
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * Anyone may read what the page already shows; each client within its budget.
	 *
	 * @return true|\WP_Error
	 */
	public function within_limit() {
		return $this->rate->refusal() ?? true;
	}

	/**
	 * The next page of videos.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_page( \WP_REST_Request $request ) {
		$page = $this->channel->page( (string) $request['feed'], (string) $request['token'] );
		if ( is_wp_error( $page ) ) {
			$status = (int) ( $page->get_error_data()['status'] ?? 0 );
			return 404 === $status ? $page : new \WP_Error( 'shopwright_feed_unavailable', __( 'YouTube could not be reached; try again later.', 'shopwright' ), array( 'status' => 502 ) );
		}
		return rest_ensure_response(
			array(
				'items' => $this->channel->public_items( $page ),
				'next'  => $page['next'],
			)
		);
	}

	/**
	 * A video's description.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_description( \WP_REST_Request $request ) {
		$description = $this->channel->description( (string) $request['feed'], (string) $request['video'] );
		if ( null === $description ) {
			return new \WP_Error( 'shopwright_video_unknown', __( 'There is no such video here.', 'shopwright' ), array( 'status' => 404 ) );
		}
		return rest_ensure_response( array( 'description' => $description ) );
	}

	/**
	 * The page answer's shape.
	 *
	 * @return array<string, mixed>
	 */
	public function page_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-video-channel-page',
			'type'       => 'object',
			'properties' => array(
				'items' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'    => array( 'type' => 'string' ),
							'title' => array(
								'type'        => 'string',
								'description' => __( 'Plain text, to be shown as text.', 'shopwright' ),
							),
							'url'   => array(
								'type'   => 'string',
								'format' => 'uri',
							),
							'thumb' => array(
								'type'       => array( 'object', 'null' ),
								'properties' => array(
									'src'    => array( 'type' => 'string' ),
									'width'  => array( 'type' => 'integer' ),
									'height' => array( 'type' => 'integer' ),
								),
							),
						),
					),
				),
				'next'  => array(
					'type'        => 'string',
					'description' => __( 'The token of the page after this one; empty on the last page.', 'shopwright' ),
				),
			),
		);
	}
}
