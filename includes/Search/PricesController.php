<?php
/**
 * REST route of current prices, for suggestions shown on pages served from a cache.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Settings\Settings;
use Shopwright\Settings\SettingsController;

defined( 'ABSPATH' ) || exit;

/**
 * GET /shopwright/v1/search/prices?ids[]= answers { success: true, data: [ { id, price } ] }, the
 * price markup WooCommerce prints now for each product or variation asked for. Public but
 * rate-limited like the search, and answered only while the owner has dynamic prices on.
 */
final class PricesController {

	public const ROUTE = '/search/prices';

	/**
	 * Most ids a request may name: the most suggestions (30) and details-panel products (10) a
	 * search box can show, with room to spare. Longer lists are refused, not cut.
	 */
	public const MAX_IDS = 50;

	/**
	 * Keeps the settings and the module (for its snapshot).
	 *
	 * @param Settings     $settings The settings.
	 * @param SearchModule $module   The search module.
	 */
	public function __construct( private Settings $settings, private SearchModule $module ) {}

	/**
	 * Adds the route on rest_api_init.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			SettingsController::NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'public_permission' ),
					'args'                => array(
						// Each id is checked in get_items(), which answers shopwright_invalid_ids
						// rather than the REST API's generic rest_invalid_param.
						'ids' => IdList::argument( __( 'Product or variation ids, at most as many as a search box can show at once.', 'shopwright' ), self::MAX_IDS, false ),
					),
				),
				'schema' => array( $this, 'get_item_schema' ),
			)
		);
	}

	/**
	 * Anyone may ask: prices are public on the product pages, the products asked for are
	 * checked one by one, the list is capped and the rate limit bounds the rest.
	 */
	public function public_permission(): bool {
		return true;
	}

	/**
	 * The current price markup of the published, visible products and variations asked for.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( \WP_REST_Request $request ) {
		if ( true !== $this->settings->get( 'search', 'dynamic_prices' ) ) {
			return new \WP_Error( 'shopwright_dynamic_prices_off', __( 'Current prices are not offered on this site.', 'shopwright' ), array( 'status' => 404 ) );
		}
		$snapshot = $this->module->snapshot();
		$refusal  = RestRateLimit::refusal( new SearchService( $GLOBALS['wpdb'], $snapshot ), $snapshot );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$ids = self::parse_ids( $request->get_param( 'ids' ), (int) $this->settings->get( 'search', 'max_results' ) );
		if ( null === $ids ) {
			return new \WP_Error( 'shopwright_invalid_ids', __( 'ids must be a list of product ids.', 'shopwright' ), array( 'status' => 400 ) );
		}
		_prime_post_caches( $ids, false, true );
		$data = array();
		foreach ( $ids as $id ) {
			$product = $this->visible_product( $id );
			if ( null !== $product ) {
				$data[] = array(
					'id'    => $id,
					'price' => (string) $product->get_price_html(),
				);
			}
		}
		$response = new \WP_REST_Response(
			array(
				'success' => true,
				'data'    => $data,
			),
			200
		);
		// Prices may depend on the shopper or the moment: the answer is never shared or kept.
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The ids of a request: a list of positive integers (numbers, or strings of digits), without
	 * repeats, cut to $max. Null for anything else: a missing or empty list, a scalar, a nested
	 * list, a negative, fractional, padded or out-of-range number.
	 *
	 * @param mixed $raw The ids parameter as sent.
	 * @param int   $max Most ids kept.
	 * @return list<int>|null
	 */
	public static function parse_ids( $raw, int $max ): ?array {
		if ( ! is_array( $raw ) || array() === $raw ) {
			return null;
		}
		$ids = array();
		foreach ( $raw as $value ) {
			if ( is_string( $value ) && 1 === preg_match( '/^[1-9][0-9]{0,18}$/', $value ) ) {
				$value = filter_var( $value, FILTER_VALIDATE_INT );
			}
			if ( ! is_int( $value ) || $value < 1 ) {
				return null;
			}
			$ids[ $value ] = true;
		}
		return array_slice( array_keys( $ids ), 0, max( 1, $max ) );
	}

	/**
	 * The product, or variation, when it and its parent product are published, not behind a
	 * password and not hidden from the catalogue.
	 *
	 * @param int $id Post id.
	 */
	private function visible_product( int $id ): ?\WC_Product {
		$product = function_exists( 'wc_get_product' ) ? wc_get_product( $id ) : null;
		if ( ! $product instanceof \WC_Product || 'publish' !== $product->get_status() ) {
			return null;
		}
		$owner = $product;
		if ( $product instanceof \WC_Product_Variation ) {
			$owner = wc_get_product( $product->get_parent_id() );
			if ( ! $owner instanceof \WC_Product || 'publish' !== $owner->get_status() ) {
				return null;
			}
		}
		if ( 'hidden' === $owner->get_catalog_visibility() || '' !== (string) get_post_field( 'post_password', $owner->get_id() ) ) {
			return null;
		}
		return $product;
	}

	/**
	 * Schema of the response.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'shopwright-search-prices',
			'type'       => 'object',
			'properties' => array(
				'success' => array( 'type' => 'boolean' ),
				'data'    => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'    => array( 'type' => 'integer' ),
							'price' => array(
								'type'        => 'string',
								'description' => __( 'Price markup, as WooCommerce prints it.', 'shopwright' ),
							),
						),
					),
				),
			),
		);
	}
}
