<?php
/**
 * The OpenSea API (v2), as far as the NFT gallery block needs it.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\NftGallery;

use Shopwright\Media\Feeds\ProviderHttp;

defined( 'ABSPATH' ) || exit;

/**
 * One read: a page of a collection's NFTs (`/api/v2/collection/{slug}/nfts`) or of a wallet's
 * (`/api/v2/chain/{chain}/account/{address}/nfts`), with the `next` cursor for the page after.
 * The answer is checked against the documented shape before anything in it is kept; the key
 * goes in the `X-API-KEY` header of that request only.
 */
final class OpenSeaClient {

	public const API_HOST    = 'api.opensea.io';
	public const API_BASE    = 'https://api.opensea.io/api/v2/';
	public const IMAGE_HOSTS = array( 'i.seadn.io', 'i2c.seadn.io', 'raw2.seadn.io', 'openseauserdata.com' );

	/**
	 * Chains a wallet may be read on (OpenSea's names).
	 */
	public const CHAINS = array( 'ethereum', 'polygon', 'base', 'arbitrum', 'optimism', 'avalanche', 'klaytn', 'zora', 'blast', 'sei' );

	/**
	 * Longest name and collection kept, in characters.
	 */
	public const TEXT_LENGTH = 200;

	/**
	 * How the owner's key is read: at each request, so a key saved meanwhile is used at once.
	 *
	 * @var \Closure(): string
	 */
	private \Closure $read_key;

	/**
	 * The key of the request under way.
	 *
	 * @var string
	 */
	private string $key = '';

	/**
	 * Keeps the HTTP layer and how to read the owner's key.
	 *
	 * @param ProviderHttp              $http The provider HTTP layer.
	 * @param string|\Closure(): string $key  The owner's API key, or what reads it.
	 */
	public function __construct( private ProviderHttp $http, string|\Closure $key ) {
		$this->read_key = is_string( $key ) ? static fn(): string => $key : $key;
	}

	/**
	 * A collection or a wallet from the block's settings; null for anything else.
	 *
	 * @param mixed $type       'collection' or 'account'.
	 * @param mixed $collection A collection slug.
	 * @param mixed $chain      A chain name.
	 * @param mixed $address    A wallet address.
	 * @return array{type: 'collection', slug: string}|array{type: 'account', chain: string, address: string}|null
	 */
	public static function parse_source( $type, $collection, $chain, $address ): ?array {
		if ( 'account' === $type ) {
			if ( is_string( $chain ) && in_array( $chain, self::CHAINS, true ) && is_string( $address ) && 1 === preg_match( '/^0x[0-9a-fA-F]{40}$/', trim( $address ) ) ) {
				return array(
					'type'    => 'account',
					'chain'   => $chain,
					'address' => strtolower( trim( $address ) ),
				);
			}
			return null;
		}
		if ( is_string( $collection ) && 1 === preg_match( '/^[a-z0-9](?:[a-z0-9_-]{0,98}[a-z0-9])?$/', trim( $collection ) ) ) {
			return array(
				'type' => 'collection',
				'slug' => trim( $collection ),
			);
		}
		return null;
	}

	/**
	 * Why no call can be made at all (no key saved), known without asking OpenSea; null when
	 * calls can be made. Reads the key as the calls use it.
	 */
	public function setup_error(): ?\WP_Error {
		$this->key = ( $this->read_key )();
		return '' === $this->key ? new \WP_Error( 'shopwright_provider_no_key', __( 'No OpenSea API key is saved in Shopwright → Media embeds.', 'shopwright' ) ) : null;
	}

	/**
	 * One page of NFTs.
	 *
	 * @param array{type: string, slug?: string, chain?: string, address?: string} $source What parse_source() returned.
	 * @param string                                                               $cursor The cursor; empty for the first page.
	 * @param int                                                                  $limit  NFTs per page (1 to 50).
	 * @return array{items: list<array{id: string, name: string, collection: string, image: string, url: string}>, next: string}|\WP_Error
	 */
	public function page( array $source, string $cursor, int $limit ) {
		$missing = $this->setup_error();
		if ( null !== $missing ) {
			return $missing;
		}
		$path  = 'account' === $source['type']
			? 'chain/' . rawurlencode( (string) ( $source['chain'] ?? '' ) ) . '/account/' . rawurlencode( (string) ( $source['address'] ?? '' ) ) . '/nfts'
			: 'collection/' . rawurlencode( (string) ( $source['slug'] ?? '' ) ) . '/nfts';
		$query = array( 'limit' => (string) max( 1, min( 50, $limit ) ) );
		if ( '' !== $cursor ) {
			$query['next'] = $cursor;
		}
		$data = $this->http->get_json( self::API_BASE . $path . '?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 ), array( self::API_HOST ), 1048576, array( 'X-API-KEY' => $this->key ) );
		if ( is_wp_error( $data ) ) {
			// An error message never carries the key, whatever the HTTP library put in it.
			return new \WP_Error( $data->get_error_code(), str_replace( $this->key, '…', $data->get_error_message() ) );
		}
		if ( is_wp_error( rest_validate_value_from_schema( $data, self::page_schema(), 'opensea' ) ) ) {
			return new \WP_Error( 'shopwright_provider_invalid', __( 'OpenSea answered in a shape this version does not understand.', 'shopwright' ) );
		}
		$items = array();
		foreach ( $data['nfts'] as $nft ) {
			if ( true === ( $nft['is_disabled'] ?? false ) || true === ( $nft['is_nsfw'] ?? false ) ) {
				continue;
			}
			$items[] = array(
				'id'         => (string) $nft['identifier'],
				'name'       => self::text( (string) ( $nft['name'] ?? '' ) ),
				'collection' => self::text( (string) ( $nft['collection'] ?? '' ) ),
				'image'      => self::image( $nft['display_image_url'] ?? $nft['image_url'] ?? '' ),
				'url'        => self::opensea_url( $nft['opensea_url'] ?? '' ),
			);
		}
		return array(
			'items' => $items,
			'next'  => (string) ( $data['next'] ?? '' ),
		);
	}

	/**
	 * The documented shape of a list-NFTs answer, as far as it is read.
	 *
	 * @return array<string, mixed>
	 */
	private static function page_schema(): array {
		$text = array( 'type' => array( 'string', 'null' ) );
		return array(
			'type'       => 'object',
			'required'   => array( 'nfts' ),
			'properties' => array(
				'next' => array(
					'type'    => array( 'string', 'null' ),
					'pattern' => '^[A-Za-z0-9_=+/-]{0,256}$',
				),
				'nfts' => array(
					'type'     => 'array',
					'maxItems' => 50,
					'items'    => array(
						'type'       => 'object',
						'required'   => array( 'identifier' ),
						'properties' => array(
							'identifier'        => array(
								'type'    => 'string',
								'pattern' => '^[0-9]{1,80}$',
							),
							'collection'        => $text,
							'name'              => $text,
							'image_url'         => $text,
							'display_image_url' => $text,
							'opensea_url'       => $text,
							'is_disabled'       => array( 'type' => 'boolean' ),
							'is_nsfw'           => array( 'type' => 'boolean' ),
						),
					),
				),
			),
		);
	}

	/**
	 * An image address, when it is https on one of OpenSea's image hosts; else empty.
	 *
	 * @param mixed $url The answer's image address.
	 */
	private static function image( $url ): string {
		if ( ! is_string( $url ) || 1 !== preg_match( '#^https://([a-z0-9.-]+)/[^\s"<>\\\\]*$#', $url, $match ) ) {
			return '';
		}
		return in_array( $match[1], self::IMAGE_HOSTS, true ) ? $url : '';
	}

	/**
	 * The NFT's OpenSea page, when it is one; else empty.
	 *
	 * @param mixed $url The answer's address.
	 */
	private static function opensea_url( $url ): string {
		return is_string( $url ) && 1 === preg_match( '#^https://opensea\.io/(?:assets|item)/[a-z0-9_-]+/0x[0-9a-fA-F]{40}/[0-9]{1,80}$#', $url ) ? $url : '';
	}

	/**
	 * Provider text as plain text: no control characters, at most so long. Markup stays as
	 * characters; it is escaped wherever it is shown.
	 *
	 * @param string $text The text.
	 */
	private static function text( string $text ): string {
		$text = (string) preg_replace( '/[\x00-\x1F\x7F]/u', '', wp_check_invalid_utf8( $text, true ) );
		return mb_substr( trim( $text ), 0, self::TEXT_LENGTH );
	}
}
