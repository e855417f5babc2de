<?php
/**
 * The photo feed block's REST route.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\PhotoFeed;

use Shopwright\Media\Feeds\FeedRate;

defined( 'ABSPATH' ) || exit;

/**
 * GET shopwright/v1/photo-feed/<feed>/page?after=…: the next page of posts ("Load more"), public
 * and rate-limited per client. It answers plain text fields (captions, dates) and this site's
 * image copies, which the browser sets as text and attributes: never HTML from Instagram, never
 * the token. Only feeds a rendered block created and cursors the server handed out are answered;
 * anything else is a 404 that stores nothing.
 */
final class PhotoFeedController {

	public const ROUTE_NAMESPACE = 'shopwright/v1';

	/**
	 * Keeps the service and the limit.
	 *
	 * @param PhotoFeed $feed The feeds.
	 * @param FeedRate  $rate The per-client limit.
	 */
	public function __construct( private PhotoFeed $feed, private FeedRate $rate ) {}

	/**
	 * Adds the route on rest_api_init.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * The route.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::ROUTE_NAMESPACE,
			'/photo-feed/(?P<feed>[a-f0-9]{32})/page',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_page' ),
				'permission_callback' => array( $this, 'within_limit' ),
				'args'                => array(
					'feed'  => array(
						'type'     => 'string',
						'pattern'  => '^[a-f0-9]{32}$',
						'required' => true,
					),
					'after' => array(
						'type'     => 'string',
						'pattern'  => '^[A-Za-z0-9_=-]{1,400}$',
						'required' => true,
					),
				),
				'schema'              => array( $this, 'page_schema' ),
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
	 * The next page of posts.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_page( \WP_REST_Request $request ) {
		$key  = (string) $request['feed'];
		$page = $this->feed->page( $key, (string) $request['after'] );
		if ( is_wp_error( $page ) ) {
			$status = (int) ( $page->get_error_data()['status'] ?? 0 );
			return 404 === $status ? $page : new \WP_Error( 'shopwright_feed_unavailable', __( 'Instagram could not be reached; try again later.', 'shopwright' ), array( 'status' => 502 ) );
		}
		return rest_ensure_response(
			array(
				'items' => $this->feed->public_items( $page, $this->feed->shows_counts( $key ) ),
				'next'  => $page['next'],
			)
		);
	}

	/**
	 * The page answer's shape.
	 *
	 * @return array<string, mixed>
	 */
	public function page_schema(): array {
		$image = array(
			'type'       => array( 'object', 'null' ),
			'properties' => array(
				'src'    => array( 'type' => 'string' ),
				'width'  => array( 'type' => 'integer' ),
				'height' => array( 'type' => 'integer' ),
			),
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-photo-feed-page',
			'type'       => 'object',
			'properties' => array(
				'items' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'       => array( 'type' => 'string' ),
							'type'     => array(
								'type' => 'string',
								'enum' => InstagramClient::TYPES,
							),
							'caption'  => array(
								'type'        => 'string',
								'description' => __( 'Plain text, to be shown as text.', 'shopwright' ),
							),
							'url'      => array(
								'type'   => 'string',
								'format' => 'uri',
							),
							'date'     => array( 'type' => 'string' ),
							'likes'    => array( 'type' => array( 'integer', 'null' ) ),
							'comments' => array( 'type' => array( 'integer', 'null' ) ),
							'image'    => $image,
							'children' => array(
								'type'  => 'array',
								'items' => array(
									'type'       => 'object',
									'properties' => array(
										'type'  => array( 'type' => 'string' ),
										'image' => $image,
									),
								),
							),
						),
					),
				),
				'next'  => array(
					'type'        => 'string',
					'description' => __( 'The cursor of the page after this one; empty on the last page.', 'shopwright' ),
				),
			),
		);
	}
}
