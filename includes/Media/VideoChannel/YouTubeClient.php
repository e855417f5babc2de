<?php
/**
 * The YouTube Data API, as far as a video channel block needs it.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\VideoChannel;

use Shopwright\Media\Feeds\ProviderHttp;

defined( 'ABSPATH' ) || exit;

/**
 * Two reads, each costing one unit of the owner's daily quota: a channel's uploads playlist,
 * and one page of a playlist's videos. Every answer is checked against the shape the API
 * documents before anything in it is kept; the key stays in this class and the request.
 */
final class YouTubeClient {

	public const API_HOST   = 'www.googleapis.com';
	public const IMAGE_HOST = 'i.ytimg.com';
	public const API_BASE   = 'https://www.googleapis.com/youtube/v3/';

	/**
	 * Longest title and description kept, in characters.
	 */
	public const TITLE_LENGTH       = 200;
	public const DESCRIPTION_LENGTH = 2000;

	/**
	 * Titles YouTube gives the videos a visitor could not watch anyway.
	 */
	private const UNAVAILABLE = array( 'Private video', 'Deleted video' );

	/**
	 * Keeps the HTTP layer and the owner's key.
	 *
	 * @param ProviderHttp $http The provider HTTP layer.
	 * @param string       $key  The owner's API key.
	 */
	public function __construct( private ProviderHttp $http, private string $key ) {}

	/**
	 * A channel or playlist from what an editor typed: a channel or playlist address, or an id.
	 *
	 * @param string $source What the editor typed.
	 * @return array{type: 'channel'|'playlist', id: string}|null
	 */
	public static function parse_source( string $source ): ?array {
		$source = trim( $source );
		if ( 1 === preg_match( '#^(?:https?://(?:www\.|m\.)?youtube\.com/channel/)?(UC[A-Za-z0-9_-]{22})/?$#', $source, $match ) ) {
			return array(
				'type' => 'channel',
				'id'   => $match[1],
			);
		}
		if ( 1 === preg_match( '#^(?:https?://(?:www\.|m\.)?youtube\.com/(?:playlist|watch)\?(?:[^\#]*&)?list=)?((?:PL|UU|OL|FL|LL)[A-Za-z0-9_-]{10,64})(?:[&\#].*)?$#', $source, $match ) ) {
			return array(
				'type' => 'playlist',
				'id'   => $match[1],
			);
		}
		return null;
	}

	/**
	 * The playlist of a channel's uploads.
	 *
	 * @param string $channel_id A channel id.
	 * @return string|\WP_Error
	 */
	public function uploads_playlist( string $channel_id ) {
		$data = $this->call(
			'channels',
			array(
				'part' => 'contentDetails',
				'id'   => $channel_id,
			),
			array(
				'type'       => 'object',
				'required'   => array( 'items' ),
				'properties' => array(
					'items' => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'required'   => array( 'contentDetails' ),
							'properties' => array(
								'contentDetails' => array(
									'type'       => 'object',
									'required'   => array( 'relatedPlaylists' ),
									'properties' => array(
										'relatedPlaylists' => array(
											'type'       => 'object',
											'required'   => array( 'uploads' ),
											'properties' => array(
												'uploads' => array(
													'type' => 'string',
													'pattern' => '^[A-Za-z0-9_-]{10,64}$',
												),
											),
										),
									),
								),
							),
						),
					),
				),
			)
		);
		if ( is_wp_error( $data ) ) {
			return $data;
		}
		if ( array() === $data['items'] ) {
			return new \WP_Error( 'shopwright_provider_not_found', __( 'YouTube knows no channel with this id.', 'shopwright' ) );
		}
		return (string) $data['items'][0]['contentDetails']['relatedPlaylists']['uploads'];
	}

	/**
	 * One page of a playlist's videos.
	 *
	 * @param string $playlist_id A playlist id.
	 * @param string $token       The page token; empty for the first page.
	 * @param int    $per_page    Videos per page (1 to 50).
	 * @return array{items: list<array{id: string, title: string, description: string, published: string, thumb: string}>, next: string}|\WP_Error
	 */
	public function playlist_page( string $playlist_id, string $token, int $per_page ) {
		$query = array(
			'part'       => 'snippet',
			'playlistId' => $playlist_id,
			'maxResults' => (string) max( 1, min( 50, $per_page ) ),
		);
		if ( '' !== $token ) {
			$query['pageToken'] = $token;
		}
		$data = $this->call( 'playlistItems', $query, self::page_schema() );
		if ( is_wp_error( $data ) ) {
			return $data;
		}
		$items = array();
		foreach ( $data['items'] as $item ) {
			$snippet = $item['snippet'];
			if ( in_array( $snippet['title'], self::UNAVAILABLE, true ) ) {
				continue;
			}
			$items[] = array(
				'id'          => (string) $snippet['resourceId']['videoId'],
				'title'       => self::text( (string) $snippet['title'], self::TITLE_LENGTH ),
				'description' => self::text( (string) ( $snippet['description'] ?? '' ), self::DESCRIPTION_LENGTH ),
				'published'   => is_string( $snippet['publishedAt'] ?? null ) && false !== strtotime( $snippet['publishedAt'] ) ? gmdate( 'Y-m-d', (int) strtotime( $snippet['publishedAt'] ) ) : '',
				'thumb'       => self::thumbnail( $snippet['thumbnails'] ?? array() ),
			);
		}
		return array(
			'items' => $items,
			'next'  => (string) ( $data['nextPageToken'] ?? '' ),
		);
	}

	/**
	 * The documented shape of a playlistItems answer, as far as it is read.
	 *
	 * @return array<string, mixed>
	 */
	private static function page_schema(): array {
		$thumbnail = array(
			'type'       => 'object',
			'required'   => array( 'url' ),
			'properties' => array(
				'url'    => array( 'type' => 'string' ),
				'width'  => array( 'type' => 'integer' ),
				'height' => array( 'type' => 'integer' ),
			),
		);
		return array(
			'type'       => 'object',
			'required'   => array( 'items' ),
			'properties' => array(
				'nextPageToken' => array(
					'type'    => 'string',
					'pattern' => '^[A-Za-z0-9_-]{1,128}$',
				),
				'items'         => array(
					'type'     => 'array',
					'maxItems' => 50,
					'items'    => array(
						'type'       => 'object',
						'required'   => array( 'snippet' ),
						'properties' => array(
							'snippet' => array(
								'type'       => 'object',
								'required'   => array( 'title', 'resourceId' ),
								'properties' => array(
									'title'       => array( 'type' => 'string' ),
									'description' => array( 'type' => 'string' ),
									'publishedAt' => array( 'type' => 'string' ),
									'thumbnails'  => array(
										'type'       => 'object',
										'properties' => array(
											'medium' => $thumbnail,
											'high'   => $thumbnail,
										),
									),
									'resourceId'  => array(
										'type'       => 'object',
										'required'   => array( 'videoId' ),
										'properties' => array(
											'videoId' => array(
												'type'    => 'string',
												'pattern' => '^[A-Za-z0-9_-]{11}$',
											),
										),
									),
								),
							),
						),
					),
				),
			),
		);
	}

	/**
	 * The medium thumbnail's address, when it is an https image on YouTube's image host.
	 *
	 * @param mixed $thumbnails The snippet's thumbnails.
	 */
	private static function thumbnail( $thumbnails ): string {
		$url = is_array( $thumbnails ) && is_array( $thumbnails['medium'] ?? null ) ? (string) $thumbnails['medium']['url'] : '';
		return str_starts_with( $url, 'https://' . self::IMAGE_HOST . '/' ) ? $url : '';
	}

	/**
	 * Provider text as plain text: no control characters, at most so long. Markup stays as
	 * characters; it is escaped wherever it is shown.
	 *
	 * @param string $text   The text.
	 * @param int    $length Longest kept.
	 */
	private static function text( string $text, int $length ): string {
		$text = (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', wp_check_invalid_utf8( $text, true ) );
		return mb_substr( trim( $text ), 0, $length );
	}

	/**
	 * Why no call can be made at all (no key saved), known without asking YouTube; null when
	 * calls can be made.
	 */
	public function setup_error(): ?\WP_Error {
		return '' === $this->key ? new \WP_Error( 'shopwright_provider_no_key', __( 'No YouTube API key is saved in Shopwright → Media embeds.', 'shopwright' ) ) : null;
	}

	/**
	 * One API call, its answer checked against the schema.
	 *
	 * @param string                $resource The resource (channels, playlistItems).
	 * @param array<string, string> $query    The query, without the key.
	 * @param array<string, mixed>  $schema   The answer's expected shape.
	 * @return array<string, mixed>|\WP_Error
	 */
	private function call( string $resource, array $query, array $schema ) {
		$missing = $this->setup_error();
		if ( null !== $missing ) {
			return $missing;
		}
		$url  = self::API_BASE . $resource . '?' . http_build_query( $query + array( 'key' => $this->key ), '', '&', PHP_QUERY_RFC3986 );
		$data = $this->http->get_json( $url, array( self::API_HOST ) );
		if ( is_wp_error( $data ) ) {
			// An error message never carries the key, whatever the HTTP library put in it.
			return new \WP_Error( $data->get_error_code(), str_replace( $this->key, '…', $data->get_error_message() ) );
		}
		$valid = rest_validate_value_from_schema( $data, $schema, 'youtube' );
		if ( is_wp_error( $valid ) ) {
			return new \WP_Error( 'shopwright_provider_invalid', __( 'YouTube answered in a shape this version does not understand.', 'shopwright' ) );
		}
		return $data;
	}
}
