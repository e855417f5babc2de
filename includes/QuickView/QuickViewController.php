<?php
/**
 * REST route: a product's quick view.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\QuickView;

defined( 'ABSPATH' ) || exit;

/**
 * GET /shopwright/v1/quick-view/<id>: the rendered quick view of a product a shopper may see.
 *
 * Public, like the product page it stands for. Every id that is not such a product (a draft, a
 * private, pending, scheduled or trashed product, one hidden from the catalogue, a variation,
 * another post type, nothing at all) gets the same 404 that says nothing about it.
 */
final class QuickViewController {

	public const NAMESPACE = 'shopwright/v1';
	public const ROUTE     = '/quick-view/(?P<id>[^/]+)';

	/**
	 * The largest id accepted: the largest integer a browser's JSON keeps exact.
	 */
	public const MAX_ID = 9007199254740991;

	/**
	 * Seconds a page cache may keep an answer that holds nothing personal.
	 */
	public const CACHE_SECONDS = 300;

	/**
	 * Keeps the renderer.
	 *
	 * @param QuickViewRenderer $renderer Decides what is shown and renders it.
	 */
	public function __construct( private QuickViewRenderer $renderer ) {}

	/**
	 * Hooks the route.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => array( $this, 'can_read' ),
				'args'                => array(
					'id' => array(
						'description'       => __( 'Product id.', 'shopwright' ),
						'type'              => 'string',
						'required'          => true,
						'validate_callback' => array( $this, 'validate_id' ),
					),
				),
			)
		);
	}

	/**
	 * A positive whole number, written plainly (no sign, no leading zero, no exponent), up to MAX_ID.
	 *
	 * @param mixed $value The id as sent.
	 * @return true|\WP_Error
	 */
	public function validate_id( $value ) {
		$text = is_int( $value ) ? (string) $value : $value;
		if ( ! is_string( $text ) || 1 !== preg_match( '/^[1-9][0-9]{0,15}$/', $text ) || (int) $text > self::MAX_ID ) {
			return new \WP_Error(
				'shopwright_invalid_product_id',
				__( 'The product id must be a positive whole number.', 'shopwright' ),
				array( 'status' => 400 )
			);
		}
		return true;
	}

	/**
	 * Anyone may read a product the catalogue shows; for anything else the answer is a 404.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function can_read( \WP_REST_Request $request ) {
		return null === $this->renderer->public_product( (int) $request->get_param( 'id' ) ) ? $this->not_found() : true;
	}

	/**
	 * The quick view: the product's id, its name (to label the dialog) and the markup.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( \WP_REST_Request $request ) {
		$product = $this->renderer->public_product( (int) $request->get_param( 'id' ) );
		if ( null === $product ) {
			return $this->not_found();
		}
		$locked   = 'password' === $this->renderer->template_for( $product );
		$response = new \WP_REST_Response(
			array(
				'id'    => $product->get_id(),
				// Behind a password even the name stays hidden, as on the product page's title.
				'title' => $locked ? __( 'Protected product', 'shopwright' ) : wp_strip_all_tags( $product->get_name() ),
				'html'  => $this->renderer->render( $product ),
			)
		);
		$response->header( 'Cache-Control', $this->is_cacheable( $product ) ? 'public, max-age=' . self::CACHE_SECONDS : 'private, no-store' );
		return $response;
	}

	/**
	 * Whether the answer is the same for every visitor: nobody logged in (prices and stock may
	 * depend on the customer), and no password involved (once entered, the product shows only to
	 * whoever holds the cookie).
	 *
	 * @param \WC_Product $product The product.
	 */
	private function is_cacheable( \WC_Product $product ): bool {
		$post      = get_post( $product->get_id() );
		$cacheable = ! is_user_logged_in() && $post instanceof \WP_Post && '' === $post->post_password;
		/**
		 * Filters whether a quick view answer may be kept by a page cache (for instance false when
		 * prices depend on the visitor's location).
		 *
		 * @param bool        $cacheable Whether it holds nothing personal.
		 * @param \WC_Product $product   The product.
		 */
		return (bool) apply_filters( 'shopwright_quick_view_cacheable', $cacheable, $product );
	}

	/**
	 * The one answer for every id that is not a public product.
	 */
	private function not_found(): \WP_Error {
		return new \WP_Error(
			'shopwright_product_not_found',
			__( 'No product was found.', 'shopwright' ),
			array( 'status' => 404 )
		);
	}
}
