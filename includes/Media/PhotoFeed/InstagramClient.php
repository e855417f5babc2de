<?php
/**
 * The Instagram API (Instagram login, business and creator accounts), as far as a photo feed
 * block needs it.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\PhotoFeed;

use Shopwright\Media\Feeds\ProviderHttp;

defined( 'ABSPATH' ) || exit;

/**
 * Two reads with the owner's access token: the connected account (its name and type), and one
 * page of its posts. Every answer is checked against the shape the API documents before
 * anything in it is kept; the token stays in this class and the request, and never in an error.
 */
final class InstagramClient {

	public const API_HOST = 'graph.instagram.com';
	public const API_BASE = 'https://graph.instagram.com/v21.0/';

	/**
	 * Media fields asked for; like and comment counts are answered for business and creator
	 * accounts only, and may be missing.
	 */
	public const FIELDS = 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp,like_count,comments_count,children{id,media_type,media_url,thumbnail_url}';

	/**
	 * The error code the API gives an expired, revoked or wrong token (type OAuthException).
	 */
	public const EXPIRED_TOKEN = 190;

	public const TYPES          = array( 'IMAGE', 'VIDEO', 'CAROUSEL_ALBUM' );
	public const CAPTION_LENGTH = 2200;
	public const NAME_LENGTH    = 100;
	public const MAX_CHILDREN   = 10;
	public const MAX_PER_PAGE   = 24;

	/**
	 * Keeps the HTTP layer and the owner's token.
	 *
	 * @param ProviderHttp              $http  The provider HTTP layer.
	 * @param string|\Closure(): string $token The owner's access token, or what reads it (read at
	 *                                          each request, so a newly saved token is used at once).
	 */
	public function __construct( private ProviderHttp $http, string|\Closure $token ) {
		$this->read_token = is_string( $token ) ? static fn(): string => $token : $token;
	}

	/**
	 * What reads the owner's token.
	 *
	 * @var \Closure(): string
	 */
	private \Closure $read_token;

	/**
	 * The token of the request under way.
	 *
	 * @var string
	 */
	private string $token = '';

	/**
	 * Whether a host may serve the posts' images: Instagram's and Facebook's content servers.
	 *
	 * @param string $host A lower-case host name.
	 */
	public static function is_image_host( string $host ): bool {
		return 1 === preg_match( '/^scontent[a-z0-9.-]*\.(?:cdninstagram\.com|fbcdn\.net)$/', $host ) && ! str_contains( $host, '..' );
	}

	/**
	 * The connected account: its id, user name, display name, type and profile picture (only from
	 * Instagram's content servers; empty otherwise).
	 *
	 * @return array{id: string, username: string, name: string, type: string, picture: string}|\WP_Error
	 */
	public function account() {
		$data = $this->call(
			'me',
			array( 'fields' => 'user_id,username,name,account_type,profile_picture_url' ),
			array(
				'type'       => 'object',
				'required'   => array( 'username' ),
				'properties' => array(
					'user_id'             => array(
						'type'    => 'string',
						'pattern' => '^[0-9]{1,32}$',
					),
					'username'            => array(
						'type'    => 'string',
						'pattern' => '^[A-Za-z0-9._]{1,30}$',
					),
					'account_type'        => array( 'type' => 'string' ),
					'name'                => array( 'type' => 'string' ),
					'profile_picture_url' => array( 'type' => 'string' ),
				),
			)
		);
		if ( is_wp_error( $data ) ) {
			return $data;
		}
		return array(
			'id'       => (string) ( $data['user_id'] ?? '' ),
			'username' => (string) $data['username'],
			// No bidirectional override or other invisible format character can dress the name up.
			'name'     => mb_substr( (string) preg_replace( '/(?![\x{200C}\x{200D}])[\p{Cf}\x{2028}\x{2029}]/u', '', self::text( (string) ( $data['name'] ?? '' ) ) ), 0, self::NAME_LENGTH ),
			'type'     => in_array( $data['account_type'] ?? '', array( 'BUSINESS', 'MEDIA_CREATOR' ), true ) ? (string) $data['account_type'] : 'PERSONAL',
			'picture'  => self::image( array( 'media_url' => $data['profile_picture_url'] ?? '' ) ),
		);
	}

	/**
	 * One page of the account's posts, newest first.
	 *
	 * @param string $after    The cursor after the previous page; empty for the first page.
	 * @param int    $per_page Posts per page.
	 * @return array{items: list<array{id: string, type: string, caption: string, permalink: string, date: string, likes: int|null, comments: int|null, image: string, children: list<array{type: string, image: string}>}>, next: string}|\WP_Error
	 */
	public function media_page( string $after, int $per_page ) {
		$query = array(
			'fields' => self::FIELDS,
			'limit'  => (string) max( 1, min( self::MAX_PER_PAGE, $per_page ) ),
		);
		if ( '' !== $after ) {
			$query['after'] = $after;
		}
		$data = $this->call( 'me/media', $query, self::page_schema() );
		if ( is_wp_error( $data ) ) {
			return $data;
		}
		$items = array();
		foreach ( $data['data'] as $media ) {
			$item = self::item( $media );
			if ( null !== $item ) {
				$items[] = $item;
			}
		}
		// Only the cursor is kept: the "next" address carries the token.
		$paging = is_array( $data['paging'] ?? null ) ? $data['paging'] : array();
		$next   = isset( $paging['next'] ) && is_array( $paging['cursors'] ?? null ) ? (string) ( $paging['cursors']['after'] ?? '' ) : '';
		return array(
			'items' => $items,
			'next'  => 1 === preg_match( '/^[A-Za-z0-9_=-]{1,400}$/', $next ) ? $next : '',
		);
	}

	/**
	 * A post as the feed keeps it, or null for one a visitor could not be shown.
	 *
	 * @param array<string, mixed> $media A validated media object.
	 * @return array{id: string, type: string, caption: string, permalink: string, date: string, likes: int|null, comments: int|null, image: string, children: list<array{type: string, image: string}>}|null
	 */
	private static function item( array $media ): ?array {
		$permalink = (string) ( $media['permalink'] ?? '' );
		// Only an Instagram post address is ever a link (a copyrighted post has none).
		if ( 1 !== preg_match( '#^https://www\.instagram\.com/(?:p|reel|tv)/[A-Za-z0-9_-]{1,64}/?$#', $permalink ) ) {
			return null;
		}
		$children = array();
		if ( 'CAROUSEL_ALBUM' === $media['media_type'] && is_array( $media['children'] ?? null ) ) {
			foreach ( array_slice( (array) $media['children']['data'], 0, self::MAX_CHILDREN ) as $child ) {
				$children[] = array(
					'type'  => (string) $child['media_type'],
					'image' => self::image( $child ),
				);
			}
		}
		$time = strtotime( (string) ( $media['timestamp'] ?? '' ) );
		return array(
			'id'        => (string) $media['id'],
			'type'      => (string) $media['media_type'],
			'caption'   => self::text( (string) ( $media['caption'] ?? '' ) ),
			'permalink' => $permalink,
			'date'      => false === $time ? '' : gmdate( 'Y-m-d', $time ),
			'likes'     => is_int( $media['like_count'] ?? null ) ? max( 0, $media['like_count'] ) : null,
			'comments'  => is_int( $media['comments_count'] ?? null ) ? max( 0, $media['comments_count'] ) : null,
			'image'     => self::image( $media ),
			'children'  => $children,
		);
	}

	/**
	 * The still image of a post: the photo, or a video's cover; only from Instagram's servers.
	 *
	 * @param array<string, mixed> $media A media object.
	 */
	private static function image( array $media ): string {
		$url  = (string) ( 'VIDEO' === ( $media['media_type'] ?? '' ) ? ( $media['thumbnail_url'] ?? '' ) : ( $media['media_url'] ?? '' ) );
		$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
		return str_starts_with( $url, 'https://' ) && self::is_image_host( $host ) ? $url : '';
	}

	/**
	 * The documented shape of a media page, as far as it is read.
	 *
	 * @return array<string, mixed>
	 */
	private static function page_schema(): array {
		$type  = array(
			'type' => 'string',
			'enum' => self::TYPES,
		);
		$id    = array(
			'type'    => 'string',
			'pattern' => '^[0-9]{1,32}$',
		);
		$child = array(
			'type'       => 'object',
			'required'   => array( 'id', 'media_type' ),
			'properties' => array(
				'id'            => $id,
				'media_type'    => $type,
				'media_url'     => array( 'type' => 'string' ),
				'thumbnail_url' => array( 'type' => 'string' ),
			),
		);
		return array(
			'type'       => 'object',
			'required'   => array( 'data' ),
			'properties' => array(
				'data'   => array(
					'type'     => 'array',
					'maxItems' => 100,
					'items'    => array(
						'type'       => 'object',
						'required'   => array( 'id', 'media_type' ),
						'properties' => array(
							'id'             => $id,
							'media_type'     => $type,
							'caption'        => array( 'type' => 'string' ),
							'media_url'      => array( 'type' => 'string' ),
							'thumbnail_url'  => array( 'type' => 'string' ),
							'permalink'      => array( 'type' => 'string' ),
							'timestamp'      => array( 'type' => 'string' ),
							'like_count'     => array( 'type' => 'integer' ),
							'comments_count' => array( 'type' => 'integer' ),
							'children'       => array(
								'type'       => 'object',
								'required'   => array( 'data' ),
								'properties' => array(
									'data' => array(
										'type'     => 'array',
										'maxItems' => 20,
										'items'    => $child,
									),
								),
							),
						),
					),
				),
				'paging' => array(
					'type'       => 'object',
					'properties' => array(
						'cursors' => array(
							'type'       => 'object',
							'properties' => array(
								'after'  => array( 'type' => 'string' ),
								'before' => array( 'type' => 'string' ),
							),
						),
						'next'    => array( 'type' => 'string' ),
					),
				),
			),
		);
	}

	/**
	 * Provider text as plain text: no control characters, at most so long. Markup stays as
	 * characters; it is escaped wherever it is shown.
	 *
	 * @param string $text The text.
	 */
	private static function text( string $text ): string {
		$text = (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', wp_check_invalid_utf8( $text, true ) );
		return mb_substr( trim( $text ), 0, self::CAPTION_LENGTH );
	}

	/**
	 * Why no call can be made at all (no account connected), known without asking Instagram;
	 * null when calls can be made. Reads the token as the calls use it.
	 */
	public function setup_error(): ?\WP_Error {
		$this->token = ( $this->read_token )();
		return '' === $this->token ? new \WP_Error( 'shopwright_provider_no_key', __( 'No Instagram account is connected in Shopwright → Media embeds.', 'shopwright' ) ) : null;
	}

	/**
	 * One API call, its answer checked against the schema; the API's own errors become the
	 * owner's reason (an expired token says what to do).
	 *
	 * @param string                $path   The path after the version (me, me/media).
	 * @param array<string, string> $query  The query, without the token.
	 * @param array<string, mixed>  $schema The answer's expected shape.
	 * @return array<string, mixed>|\WP_Error
	 */
	private function call( string $path, array $query, array $schema ) {
		$missing = $this->setup_error();
		if ( null !== $missing ) {
			return $missing;
		}
		$url      = self::API_BASE . $path . '?' . http_build_query( $query + array( 'access_token' => $this->token ), '', '&', PHP_QUERY_RFC3986 );
		$response = $this->http->get( $url, array( self::API_HOST ), 2097152 );
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( $response->get_error_code(), $this->without_token( $response->get_error_message() ) );
		}
		$data  = json_decode( $response['body'], true );
		$error = is_array( $data ) && is_array( $data['error'] ?? null ) ? $data['error'] : null;
		if ( null !== $error || $response['status'] >= 400 ) {
			if ( null !== $error && self::EXPIRED_TOKEN === ( $error['code'] ?? null ) ) {
				return new \WP_Error( 'shopwright_provider_token_expired', __( 'Instagram no longer accepts the access token (it expired or was revoked). Create a new token and save it in Shopwright → Media embeds.', 'shopwright' ) );
			}
			$message = null !== $error && is_string( $error['message'] ?? null ) ? mb_substr( wp_strip_all_tags( $error['message'] ), 0, 300 ) : '';
			return new \WP_Error(
				'shopwright_provider_refused',
				$this->without_token(
					'' !== $message
						/* translators: 1: HTTP status code, 2: the provider's message. */
						? sprintf( __( 'Instagram refused the request (%1$d): %2$s', 'shopwright' ), $response['status'], $message )
						/* translators: %d: HTTP status code. */
						: sprintf( __( 'Instagram refused the request (%d).', 'shopwright' ), $response['status'] )
				)
			);
		}
		if ( ! is_array( $data ) || array_is_list( $data ) || is_wp_error( rest_validate_value_from_schema( $data, $schema, 'instagram' ) ) ) {
			return new \WP_Error( 'shopwright_provider_invalid', __( 'Instagram answered in a shape this version does not understand.', 'shopwright' ) );
		}
		return $data;
	}

	/**
	 * A message with the token taken out, whatever put it there.
	 *
	 * @param string $message The message.
	 */
	private function without_token( string $message ): string {
		return str_replace( array( $this->token, rawurlencode( $this->token ) ), '…', $message );
	}
}
