<?php
/**
 * REST routes of the search: suggestions and the details panel.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Settings\Settings;
use Shopwright\Settings\SettingsController;

defined( 'ABSPATH' ) || exit;

/**
 * GET /shopwright/v1/search?s= (the documented fallback of endpoint.php, same answers) and
 * GET /shopwright/v1/search/details?ids[]= for the details panel.
 */
final class SearchController {

	public const ROUTE = '/search';

	/**
	 * The markup fields an extender may add to a suggestion (see suggestion_markup()).
	 */
	public const MARKUP_FIELDS = array( 'title_before', 'title_after', 'content_before', 'content_after', 'meta_before', 'meta_after' );

	/**
	 * Keeps the settings and the module (for its snapshot).
	 *
	 * @param Settings     $settings The settings.
	 * @param SearchModule $module   The search module.
	 */
	public function __construct( private Settings $settings, private SearchModule $module ) {}

	/**
	 * Adds the routes on rest_api_init.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			SettingsController::NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'search' ),
					'permission_callback' => array( $this, 'public_permission' ),
					'args'                => array(
						's' => array(
							'description' => __( 'The search text.', 'shopwright' ),
							'type'        => 'string',
							'required'    => true,
							'maxLength'   => (int) $this->settings->get( 'search', 'max_query_length' ),
						),
					),
				),
				'schema' => array( $this, 'get_search_schema' ),
			)
		);
		register_rest_route(
			SettingsController::NAMESPACE,
			self::ROUTE . '/details',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'details' ),
					'permission_callback' => array( $this, 'public_permission' ),
					'args'                => array(
						'ids' => IdList::argument( __( 'Product ids, as the suggestions gave them.', 'shopwright' ), (int) $this->settings->get( 'search', 'details_max_items' ), true ) + array( 'required' => true ),
					),
				),
				'schema' => array( $this, 'get_details_schema' ),
			)
		);
	}

	/**
	 * Anyone may search: the routes answer only from the index, which holds nothing but
	 * published, visible, non-password-protected objects (re-checked against the posts table on
	 * every answer), and the rate limit and length cap bound what an anonymous caller can ask.
	 */
	public function public_permission(): bool {
		return true;
	}

	/**
	 * Suggestions for a query.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function search( \WP_REST_Request $request ): \WP_REST_Response {
		$refusal = SearchService::language_refusal( $request->get_param( 'l' ) );
		if ( null !== $refusal ) {
			return $this->error_response( $refusal );
		}
		$snapshot = $this->module->snapshot();
		$service  = new SearchService( $GLOBALS['wpdb'], $snapshot, \Closure::fromCallable( array( $this, 'vendors' ) ) );
		$result   = $service->handle( (string) $request->get_param( 's' ), RestRateLimit::client( $snapshot ) );
		if ( 200 !== $result['status'] ) {
			return $this->error_response( $result );
		}
		if ( has_filter( 'shopwright_search_suggestion_markup' ) ) {
			$result['body']['suggestions'] = array_map( array( $this, 'suggestion_markup' ), $result['body']['suggestions'] );
		}
		$response = new \WP_REST_Response( $result['body'], 200 );
		foreach ( $result['headers'] as $name => $value ) {
			$response->header( $name, $value );
		}
		return $response;
	}

	/**
	 * A suggestion with the markup an extender puts before or after its title, its content
	 * (title and the lines under it) and its meta (price, badges, stock), each kept through
	 * wp_kses_post(). Headlines and the notices are left alone.
	 *
	 * @param array<string, mixed> $suggestion One suggestion.
	 * @return array<string, mixed>
	 */
	public function suggestion_markup( array $suggestion ): array {
		if ( ! in_array( $suggestion['type'] ?? '', array( 'product', 'product_variation', 'taxonomy', 'vendor', 'post' ), true ) ) {
			return $suggestion;
		}
		/**
		 * Markup to show in a search suggestion, before or after its title, its content or its
		 * meta.
		 *
		 * Return an array with any of the keys `title_before`, `title_after`, `content_before`,
		 * `content_after`, `meta_before` and `meta_after`; each value is markup, kept through
		 * wp_kses_post() here and copied through the search box's own allowlist of elements
		 * (text, emphasis, spans, small images, links into the shop) in the browser. Other keys
		 * are dropped. Add-to-cart forms, scripts and styles never reach the page.
		 *
		 * Like `shopwright_search_vendors`, this runs only in the REST route GET
		 * /shopwright/v1/search: while a callback is hooked, the search block asks that route
		 * instead of the fast endpoint, which loads no plugins.
		 *
		 * @param array<string, string> $markup     Markup so far (none).
		 * @param array<string, mixed>  $suggestion The suggestion as the search box gets it
		 *                                          (type, value, url, post_id, price …).
		 */
		$markup = apply_filters( 'shopwright_search_suggestion_markup', array(), $suggestion );
		if ( ! is_array( $markup ) ) {
			return $suggestion;
		}
		foreach ( self::MARKUP_FIELDS as $field ) {
			$value = $markup[ $field ] ?? null;
			$html  = is_string( $value ) ? trim( wp_kses_post( $value ) ) : '';
			if ( '' !== $html ) {
				$suggestion[ $field ] = $html;
			}
		}
		return $suggestion;
	}

	/**
	 * Vendors to suggest for a query, from a multi-vendor plugin, checked.
	 *
	 * @param string $query The search text, trimmed.
	 * @return list<array<string, string>>
	 */
	public function vendors( string $query ): array {
		if ( ! has_filter( 'shopwright_search_vendors' ) ) {
			return array();
		}
		/**
		 * Vendors (sellers' shops) to suggest for a search, for a multi-vendor plugin to supply.
		 *
		 * Each vendor is an array with `value` (the shop's name, plain text), `url` (where
		 * choosing the suggestion goes) and optionally `vendor_url` (the vendor's page; `url`
		 * when missing) and `shop_city`. Other keys are dropped, texts are made plain, addresses
		 * must be http(s) or a path on this site, and at most the "Categories, tags, brands and
		 * vendors shown" setting are shown, in the order given. The search text may be anything a
		 * visitor typed (it is length-checked and rate-limited, nothing more): use it only
		 * through prepared queries.
		 *
		 * Vendors are suggested by the REST route GET /shopwright/v1/search only: the fast
		 * endpoint (includes/Search/endpoint.php) runs WordPress with SHORTINIT, without plugins.
		 * So while a callback is hooked here, the search block is given no fast endpoint address
		 * (SearchModule::endpoint_url() returns '') and asks the REST route, and the fast
		 * endpoint, if a page cached earlier still calls it, answers 404
		 * `shopwright_search_use_rest`, on which the block falls back to the REST route.
		 *
		 * @param array<int, mixed> $vendors Vendors so far (none).
		 * @param string            $query   The search text, trimmed.
		 */
		$vendors = apply_filters( 'shopwright_search_vendors', array(), $query );
		$out     = array();
		foreach ( is_array( $vendors ) ? $vendors : array() as $vendor ) {
			$vendor = is_array( $vendor ) ? $this->vendor( $vendor ) : null;
			if ( null !== $vendor ) {
				$out[] = $vendor;
			}
		}
		return $out;
	}

	/**
	 * One vendor from the filter, checked, or null when it has no name or no usable address.
	 *
	 * @param array<mixed> $vendor Vendor as a plugin gave it.
	 * @return array<string, string>|null
	 */
	private function vendor( array $vendor ): ?array {
		$text  = static fn( $value ): string => is_string( $value ) || is_int( $value ) ? sanitize_text_field( (string) $value ) : '';
		$link  = static fn( $value ): string => is_string( $value ) && preg_match( '#^(https?://|/(?!/))#i', $value ) ? esc_url_raw( $value, array( 'http', 'https' ) ) : '';
		$name  = $text( $vendor['value'] ?? ( $vendor['name'] ?? '' ) );
		$url   = $link( $vendor['url'] ?? '' );
		$page  = $link( $vendor['vendor_url'] ?? '' );
		$city  = $text( $vendor['shop_city'] ?? '' );
		$found = array(
			'value'      => $name,
			'url'        => $url,
			'vendor_url' => '' === $page ? $url : $page,
		);
		if ( '' !== $city ) {
			$found['shop_city'] = $city;
		}
		return '' === $name || '' === $url ? null : $found;
	}

	/**
	 * Details-panel items: each published, visible product's card markup and price.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function details( \WP_REST_Request $request ): \WP_REST_Response {
		$snapshot = $this->module->snapshot();
		$service  = new SearchService( $GLOBALS['wpdb'], $snapshot );
		$refusal  = RestRateLimit::refusal( $service, $snapshot );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$ids   = array_slice( array_values( array_unique( array_map( 'intval', (array) $request->get_param( 'ids' ) ) ) ), 0, (int) $this->settings->get( 'search', 'details_max_items' ) );
		$rows  = $service->engine()->rows( $ids );
		$shape = new Suggestions( $snapshot + array( 'show_price' => true ) );
		$items = array();
		foreach ( $rows as $row ) {
			if ( 'product' !== $row['type'] ) {
				continue;
			}
			$price   = null === $row['price_min'] ? '' : $shape->price_html( $row );
			$items[] = array(
				'objectID' => (int) $row['object_id'],
				'html'     => $this->card( $row, $price, (string) ( $snapshot['home'] ?? '' ) ),
				'price'    => $price,
			);
		}
		$response = new \WP_REST_Response( array( 'items' => $items ), 200 );
		$response->header( 'Cache-Control', 'public, max-age=60' );
		return $response;
	}

	/**
	 * Schema of the search response.
	 *
	 * @return array<string, mixed>
	 */
	public function get_search_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-search',
			'type'       => 'object',
			'properties' => array(
				'suggestions' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'type'         => array(
								'type' => 'string',
								'enum' => array( 'product', 'product_variation', 'taxonomy', 'vendor', 'post', 'headline', 'more_products', 'no-results', 'partial-match' ),
							),
							'value'        => array( 'type' => 'string' ),
							'url'          => array(
								'type'   => 'string',
								'format' => 'uri',
							),
							'post_id'      => array( 'type' => 'integer' ),
							'variation_id' => array( 'type' => 'integer' ),
							'post_type'    => array( 'type' => 'string' ),
							'sku'          => array( 'type' => 'string' ),
							'price'        => array(
								'type'        => 'string',
								'description' => __( 'Price markup, as WooCommerce prints it.', 'shopwright' ),
							),
							'price_plain'  => array( 'type' => 'string' ),
							'image_src'    => array( 'type' => 'string' ),
							'desc'         => array( 'type' => 'string' ),
							'breadcrumbs'  => array(
								'type'        => 'string',
								'description' => __( 'A product\'s categories, or the names of a category\'s parents from the top, joined by " › ".', 'shopwright' ),
							),
							'in_stock'     => array( 'type' => 'boolean' ),
							'featured'     => array(
								'type'        => 'boolean',
								'description' => __( 'On a featured product (or a variation of one); absent otherwise.', 'shopwright' ),
							),
							'taxable'      => array(
								'type'        => 'boolean',
								'description' => __( 'On a price the store\'s tax label applies to; absent otherwise.', 'shopwright' ),
							),
							'term_id'      => array( 'type' => 'integer' ),
							'taxonomy'     => array(
								'type' => 'string',
								'enum' => TermIndexer::TAXONOMIES,
							),
							'vendor_url'   => array( 'type' => 'string' ),
							'shop_city'    => array( 'type' => 'string' ),
							'total'        => array(
								'type'        => 'integer',
								'description' => __( 'Products and variations matched, counted up to 1000.', 'shopwright' ),
							),
						) + array_fill_keys(
							self::MARKUP_FIELDS,
							array(
								'type'        => 'string',
								'description' => __( 'Markup from the shopwright_search_suggestion_markup filter.', 'shopwright' ),
							)
						),
					),
				),
			),
		);
	}

	/**
	 * Schema of the details response.
	 *
	 * @return array<string, mixed>
	 */
	public function get_details_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-search-details',
			'type'       => 'object',
			'properties' => array(
				'items' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'objectID' => array( 'type' => 'integer' ),
							'html'     => array( 'type' => 'string' ),
							'price'    => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
	}

	/**
	 * A small product card for the details panel, escaped here.
	 *
	 * @param array<string, string|null> $row   Index row.
	 * @param string                     $price Price markup built from numbers only.
	 * @param string                     $home  Home URL, for the addresses stored relative to it.
	 */
	private function card( array $row, string $price, string $home ): string {
		$html = '<div class="wp-block-shopwright-search__details-item">';
		if ( '' !== (string) $row['image'] ) {
			$html .= '<img src="' . esc_url( Urls::absolute( (string) $row['image'], $home ) ) . '" alt="" loading="lazy" />';
		}
		$html .= '<a class="wp-block-shopwright-search__details-title" href="' . esc_url( Urls::absolute( (string) $row['url'], $home ) ) . '">' . esc_html( (string) $row['title'] ) . '</a>';
		if ( '' !== $price ) {
			$html .= '<div class="wp-block-shopwright-search__details-price">' . wp_kses_post( $price ) . '</div>';
		}
		if ( '' !== (string) $row['description'] ) {
			$html .= '<p class="wp-block-shopwright-search__details-desc">' . esc_html( (string) $row['description'] ) . '</p>';
		}
		return $html . '</div>';
	}

	/**
	 * An error from the service as a REST error response, with Retry-After on 429.
	 *
	 * @param array<string, mixed> $result Service result.
	 */
	private function error_response( array $result ): \WP_REST_Response {
		$status   = (int) $result['status'];
		$messages = array(
			'shopwright_rate_limited'   => __( 'Too many searches; try again shortly.', 'shopwright' ),
			'shopwright_query_too_long' => __( 'The search text is too long.', 'shopwright' ),
		);
		$code     = (string) $result['body']['code'];
		$response = rest_convert_error_to_response( new \WP_Error( $code, $messages[ $code ] ?? $code, array( 'status' => $status ) ) );
		$response->header( 'Cache-Control', 'no-store' );
		$wait = (int) ( $result['headers']['Retry-After'] ?? 0 );
		if ( $wait > 0 ) {
			$response->header( 'Retry-After', (string) $wait );
		}
		return $response;
	}
}
