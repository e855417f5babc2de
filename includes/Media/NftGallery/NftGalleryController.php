<?php
/**
 * The NFT gallery block's REST route.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\NftGallery;

use Shopwright\Media\Feeds\FeedController;
use Shopwright\Media\Feeds\FeedRate;
use Shopwright\Media\Feeds\PagedFeed;

defined( 'ABSPATH' ) || exit;

/**
 * GET shopwright/v1/nft-gallery/<feed>/page?cursor=…: the next page of NFTs ("Load more"), public
 * and rate-limited per client, as every feed's page route (see FeedController): plain text
 * fields, this site's image copies, never HTML from OpenSea, never the key.
 */
final class NftGalleryController extends FeedController {

	protected const ROUTE          = 'nft-gallery';
	protected const CURSOR         = 'cursor';
	protected const CURSOR_PATTERN = '^[A-Za-z0-9_=+/-]{1,256}$';

	/**
	 * Keeps the service and the limit.
	 *
	 * @param NftGallery $gallery The feeds.
	 * @param FeedRate   $rate    The per-client limit.
	 */
	public function __construct( private NftGallery $gallery, FeedRate $rate ) {
		parent::__construct( $rate );
	}

	/**
	 * The feeds this route reads.
	 */
	protected function feeds(): PagedFeed {
		return $this->gallery;
	}

	/**
	 * A page's NFTs.
	 *
	 * @param string                                                               $key  Feed key.
	 * @param array{items: list<array<string, mixed>>, next: string, fetched: int} $page The page.
	 * @return list<array<string, mixed>>
	 */
	protected function public_items( string $key, array $page ): array {
		return $this->gallery->public_items( $page );
	}

	/**
	 * What the visitor reads when OpenSea cannot be reached.
	 */
	protected function unavailable_message(): string {
		return __( 'OpenSea could not be reached; try again later.', 'shopwright' );
	}

	/**
	 * An NFT's shape.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return array(
			'id'         => array( 'type' => 'string' ),
			'name'       => self::text_schema(),
			'collection' => self::text_schema(),
			'url'        => array(
				'type'        => 'string',
				'description' => __( 'The NFT\'s page on OpenSea, or empty.', 'shopwright' ),
			),
			'image'      => self::image_schema(),
		);
	}
}
