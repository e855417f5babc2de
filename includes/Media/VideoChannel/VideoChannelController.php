<?php
/**
 * The video channel block's REST routes.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\VideoChannel;

use Shopwright\Media\Feeds\FeedController;
use Shopwright\Media\Feeds\FeedRate;
use Shopwright\Media\Feeds\PagedFeed;

defined( 'ABSPATH' ) || exit;

/**
 * Public reads, rate-limited per client:
 * - GET shopwright/v1/video-channel/<feed>/page?token=…: the next page of videos ("Load more"),
 *   as every feed's page route (see FeedController);
 * - GET shopwright/v1/video-channel/<feed>/description?video=…: a video's description, for the
 *   popup, read from the held pages only.
 *
 * Both answer plain text fields (titles, descriptions), which the browser sets as text: never
 * HTML from YouTube, never the key.
 */
final class VideoChannelController extends FeedController {

	protected const ROUTE          = 'video-channel';
	protected const CURSOR         = 'token';
	protected const CURSOR_PATTERN = '^[A-Za-z0-9_-]{1,128}$';

	/**
	 * Keeps the service and the limit.
	 *
	 * @param VideoChannel $channel The feeds.
	 * @param FeedRate     $rate    The per-client limit.
	 */
	public function __construct( private VideoChannel $channel, FeedRate $rate ) {
		parent::__construct( $rate );
	}

	/**
	 * The routes: the page, and a video's description.
	 */
	public function register_routes(): void {
		parent::register_routes();
		register_rest_route(
			self::ROUTE_NAMESPACE,
			'/video-channel/(?P<feed>[a-f0-9]{32})/description',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_description' ),
				'permission_callback' => array( $this, 'within_limit' ),
				'args'                => array(
					'feed'  => self::feed_arg(),
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
	 * The feeds this route reads.
	 */
	protected function feeds(): PagedFeed {
		return $this->channel;
	}

	/**
	 * A page's videos.
	 *
	 * @param string                                                               $key  Feed key.
	 * @param array{items: list<array<string, mixed>>, next: string, fetched: int} $page The page.
	 * @return list<array<string, mixed>>
	 */
	protected function public_items( string $key, array $page ): array {
		return $this->channel->public_items( $page );
	}

	/**
	 * What the visitor reads when YouTube cannot be reached.
	 */
	protected function unavailable_message(): string {
		return __( 'YouTube could not be reached; try again later.', 'shopwright' );
	}

	/**
	 * What the answer's "next" says.
	 */
	protected function next_description(): string {
		return __( 'The token of the page after this one; empty on the last page.', 'shopwright' );
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
	 * A video's shape.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return array(
			'id'    => array( 'type' => 'string' ),
			'title' => self::text_schema(),
			'url'   => array(
				'type'   => 'string',
				'format' => 'uri',
			),
			'thumb' => self::image_schema(),
		);
	}
}
