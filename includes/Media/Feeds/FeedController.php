<?php
/**
 * What every media block's "Load more" route does the same way.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\Feeds;

defined( 'ABSPATH' ) || exit;

/**
 * GET shopwright/v1/<block>/<feed>/page?<cursor>=…: the next page of a feed, public and
 * rate-limited per client. It answers plain text fields and this site's image copies, which the
 * browser sets as text and attributes: never HTML from the provider, never a key or token. Only
 * feeds a rendered block created and cursors the server handed out are answered; anything else
 * is a 404 that stores nothing and asks the provider nothing, and a provider that fails is a 502.
 *
 * A block's controller says its route, its cursor's name and pattern, how a page's items are
 * shown and their schema; the rest is here.
 */
abstract class FeedController {

	public const ROUTE_NAMESPACE = 'shopwright/v1';

	/**
	 * The route's first segment, such as "photo-feed"; each block sets its own.
	 */
	protected const ROUTE = '';

	/**
	 * The cursor's query argument and pattern; each block sets its own.
	 */
	protected const CURSOR         = '';
	protected const CURSOR_PATTERN = '';

	/**
	 * Keeps the per-client limit.
	 *
	 * @param FeedRate $rate The per-client limit.
	 */
	public function __construct( protected FeedRate $rate ) {}

	/**
	 * The feeds this route reads.
	 */
	abstract protected function feeds(): PagedFeed;

	/**
	 * A page's items as the browser gets them.
	 *
	 * @param string                                                               $key  Feed key.
	 * @param array{items: list<array<string, mixed>>, next: string, fetched: int} $page The page.
	 * @return list<array<string, mixed>>
	 */
	abstract protected function public_items( string $key, array $page ): array;

	/**
	 * The schema of one item of the answer.
	 *
	 * @return array<string, mixed>
	 */
	abstract protected function item_schema(): array;

	/**
	 * What the visitor reads when the provider cannot be reached.
	 */
	abstract protected function unavailable_message(): string;

	/**
	 * What the answer's "next" says.
	 */
	protected function next_description(): string {
		return __( 'The cursor of the page after this one; empty on the last page.', 'shopwright' );
	}

	/**
	 * Adds the routes on rest_api_init.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * The page route.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::ROUTE_NAMESPACE,
			'/' . static::ROUTE . '/(?P<feed>[a-f0-9]{32})/page',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_page' ),
				'permission_callback' => array( $this, 'within_limit' ),
				'args'                => array(
					'feed'         => self::feed_arg(),
					static::CURSOR => array(
						'type'     => 'string',
						'pattern'  => static::CURSOR_PATTERN,
						'required' => true,
					),
				),
				'schema'              => array( $this, 'page_schema' ),
			)
		);
	}

	/**
	 * The feed key's argument.
	 *
	 * @return array{type: string, pattern: string, required: bool}
	 */
	protected static function feed_arg(): array {
		return array(
			'type'     => 'string',
			'pattern'  => '^[a-f0-9]{32}$',
			'required' => true,
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
	 * The next page.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_page( \WP_REST_Request $request ) {
		$key  = (string) $request['feed'];
		$page = $this->feeds()->page( $key, (string) $request[ static::CURSOR ] );
		if ( is_wp_error( $page ) ) {
			$status = (int) ( $page->get_error_data()['status'] ?? 0 );
			return 404 === $status ? $page : new \WP_Error( 'shopwright_feed_unavailable', $this->unavailable_message(), array( 'status' => 502 ) );
		}
		return rest_ensure_response(
			array(
				'items' => $this->public_items( $key, $page ),
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
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-' . static::ROUTE . '-page',
			'type'       => 'object',
			'properties' => array(
				'items' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => $this->item_schema(),
					),
				),
				'next'  => array(
					'type'        => 'string',
					'description' => $this->next_description(),
				),
			),
		);
	}

	/**
	 * The schema of an image copy, or null.
	 *
	 * @return array<string, mixed>
	 */
	protected static function image_schema(): array {
		return array(
			'type'       => array( 'object', 'null' ),
			'properties' => array(
				'src'    => array( 'type' => 'string' ),
				'width'  => array( 'type' => 'integer' ),
				'height' => array( 'type' => 'integer' ),
			),
		);
	}

	/**
	 * The schema of a plain text field.
	 *
	 * @return array<string, mixed>
	 */
	protected static function text_schema(): array {
		return array(
			'type'        => 'string',
			'description' => __( 'Plain text, to be shown as text.', 'shopwright' ),
		);
	}
}
