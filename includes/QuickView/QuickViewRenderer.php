<?php
/**
 * Renders a product's quick view.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\QuickView;

defined( 'ABSPATH' ) || exit;

/**
 * Decides which products may be shown and renders them from a template chosen here, by the
 * product's own state: nothing a visitor sends can name a file.
 */
final class QuickViewRenderer {

	/**
	 * Every template the quick view can render, by name.
	 */
	public const TEMPLATES = array(
		'product'  => 'product.php',
		'password' => 'password.php',
	);

	/**
	 * The product when a shopper may see it in the catalogue: a published, visible product (not a
	 * variation, not hidden). Anything else, including ids that are not products, gives null, so
	 * every such id is answered alike.
	 *
	 * @param int $id Product id.
	 */
	public function public_product( int $id ): ?\WC_Product {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || 'product' !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		$product = wc_get_product( $post );
		if ( ! $product instanceof \WC_Product || ! in_array( $product->get_catalog_visibility(), array( 'visible', 'catalog' ), true ) ) {
			return null;
		}
		// The owner's "hide out of stock items" and other plugins' visibility rules.
		return $product->is_visible() ? $product : null;
	}

	/**
	 * The name of the template for the product: the password form while its password is needed.
	 *
	 * @param \WC_Product $product The product.
	 */
	public function template_for( \WC_Product $product ): string {
		return post_password_required( $product->get_id() ) ? 'password' : 'product';
	}

	/**
	 * The template file of a name from the fixed list.
	 *
	 * @param string $name A key of TEMPLATES.
	 * @throws \InvalidArgumentException For any other name.
	 */
	public function template_file( string $name ): string {
		if ( ! isset( self::TEMPLATES[ $name ] ) ) {
			throw new \InvalidArgumentException( 'Unknown quick view template.' );
		}
		return __DIR__ . '/templates/' . self::TEMPLATES[ $name ];
	}

	/**
	 * The quick view markup of a product, with WordPress's and WooCommerce's globals set for its
	 * template tags and restored afterwards.
	 *
	 * @param \WC_Product $product The product.
	 */
	public function render( \WC_Product $product ): string {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WooCommerce's template tags read the current post and product.
		global $post;
		$previous_post    = $post;
		$previous_product = $GLOBALS['product'] ?? null;
		$post             = get_post( $product->get_id() );
		setup_postdata( $post );
		$GLOBALS['product'] = $product;

		$template = $this->template_for( $product );
		ob_start();
		$this->include_template( $this->template_file( $template ), $product );
		$html = (string) ob_get_clean();

		$post               = $previous_post;
		$GLOBALS['product'] = $previous_product;
		if ( $previous_post instanceof \WP_Post ) {
			setup_postdata( $previous_post );
		}
		// phpcs:enable
		return $html;
	}

	/**
	 * Runs a template with only the product in its scope.
	 *
	 * @param string      $file    Template file from the fixed list.
	 * @param \WC_Product $product The product.
	 */
	private function include_template( string $file, \WC_Product $product ): void {
		// The template reads $product; nothing else of this class is in its scope.
		( static function ( string $shopwright_file, \WC_Product $product ): void {
			require $shopwright_file;
		} )( $file, $product );
	}
}
