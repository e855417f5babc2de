<?php
/**
 * The photo feed block's REST route.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\PhotoFeed;

use Shopwright\Media\Feeds\FeedController;
use Shopwright\Media\Feeds\FeedRate;
use Shopwright\Media\Feeds\PagedFeed;

defined( 'ABSPATH' ) || exit;

/**
 * GET shopwright/v1/photo-feed/<feed>/page?after=…: the next page of posts ("Load more"), public
 * and rate-limited per client, as every feed's page route (see FeedController): plain text
 * captions and dates, this site's image copies, never HTML from Instagram, never the token.
 */
final class PhotoFeedController extends FeedController {

	protected const ROUTE          = 'photo-feed';
	protected const CURSOR         = 'after';
	protected const CURSOR_PATTERN = '^[A-Za-z0-9_=-]{1,400}$';

	/**
	 * Keeps the service and the limit.
	 *
	 * @param PhotoFeed $feed The feeds.
	 * @param FeedRate  $rate The per-client limit.
	 */
	public function __construct( private PhotoFeed $feed, FeedRate $rate ) {
		parent::__construct( $rate );
	}

	/**
	 * The feeds this route reads.
	 */
	protected function feeds(): PagedFeed {
		return $this->feed;
	}

	/**
	 * A page's posts, with like and comment counts where the account shows them.
	 *
	 * @param string                                                               $key  Feed key.
	 * @param array{items: list<array<string, mixed>>, next: string, fetched: int} $page The page.
	 * @return list<array<string, mixed>>
	 */
	protected function public_items( string $key, array $page ): array {
		return $this->feed->public_items( $page, $this->feed->shows_counts( $key ) );
	}

	/**
	 * What the visitor reads when Instagram cannot be reached.
	 */
	protected function unavailable_message(): string {
		return __( 'Instagram could not be reached; try again later.', 'shopwright' );
	}

	/**
	 * A post's shape.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return array(
			'id'       => array( 'type' => 'string' ),
			'type'     => array(
				'type' => 'string',
				'enum' => InstagramClient::TYPES,
			),
			'caption'  => self::text_schema(),
			'url'      => array(
				'type'   => 'string',
				'format' => 'uri',
			),
			'date'     => array( 'type' => 'string' ),
			'likes'    => array( 'type' => array( 'integer', 'null' ) ),
			'comments' => array( 'type' => array( 'integer', 'null' ) ),
			'image'    => self::image_schema(),
			'children' => array(
				'type'  => 'array',
				'items' => array(
					'type'       => 'object',
					'properties' => array(
						'type'  => array( 'type' => 'string' ),
						'image' => self::image_schema(),
					),
				),
			),
		);
	}
}
