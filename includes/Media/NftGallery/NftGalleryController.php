<?php
/**
 * The NFT gallery block's REST route.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\NftGallery;

use Shopwright\Media\Feeds\FeedRate;

defined( 'ABSPATH' ) || exit;

/**
 * A public read, rate-limited per client: GET shopwright/v1/nft-gallery/<feed>/page?cursor=…,
 * the next page of NFTs ("Load more"). It answers plain text fields, which the browser sets as
 * text. Only feeds a rendered block created and cursors the server handed out are answered;
 * anything else is a 404 that stores nothing and asks OpenSea nothing.
 */
final class NftGalleryController {

	public const ROUTE_NAMESPACE = 'shopwright/v1';

	/**
	 * Keeps the service and the limit.
	 *
	 * @param NftGallery $gallery The feeds.
	 * @param FeedRate   $rate    The per-client limit.
	 */
	public function __construct( private NftGallery $gallery, private FeedRate $rate ) {}

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
			'/nft-gallery/(?P<feed>[a-f0-9]{32})/page',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_page' ),
				'permission_callback' => array( $this, 'within_limit' ),
				'args'                => array(
					'feed'   => array(
						'type'     => 'string',
						'pattern'  => '^[a-f0-9]{32}$',
						'required' => true,
					),
					'cursor' => array(
						'type'     => 'string',
						'pattern'  => '^[A-Za-z0-9_=+/-]{1,256}$',
						'required' => true,
					),
				),
				'schema'              => array( $this, 'page_schema' ),
			)
		);
	}

	/**
	 * Anyone may read what the page already offers; each client within its budget.
	 *
	 * @return true|\WP_Error
	 */
	public function within_limit() {
		return $this->rate->refusal() ?? true;
	}

	/**
	 * The next page of NFTs.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_page( \WP_REST_Request $request ) {
		$page = $this->gallery->page( (string) $request['feed'], (string) $request['cursor'] );
		if ( is_wp_error( $page ) ) {
			$status = (int) ( $page->get_error_data()['status'] ?? 0 );
			return 404 === $status ? $page : new \WP_Error( 'shopwright_feed_unavailable', __( 'OpenSea could not be reached; try again later.', 'shopwright' ), array( 'status' => 502 ) );
		}
		return rest_ensure_response(
			array(
				'items' => $this->gallery->public_items( $page ),
				'next'  => $page['next'],
			)
		);
	}

	/**
	 * The answer's shape.
	 *
	 * @return array<string, mixed>
	 */
	public function page_schema(): array {
		$text = array(
			'type'        => 'string',
			'description' => __( 'Plain text, to be shown as text.', 'shopwright' ),
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-nft-gallery-page',
			'type'       => 'object',
			'properties' => array(
				'items' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'         => array( 'type' => 'string' ),
							'name'       => $text,
							'collection' => $text,
							'url'        => array(
								'type'        => 'string',
								'description' => __( 'The NFT\'s page on OpenSea, or empty.', 'shopwright' ),
							),
							'image'      => array(
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
					'description' => __( 'The cursor of the page after this one; empty on the last page.', 'shopwright' ),
				),
			),
		);
	}
}
