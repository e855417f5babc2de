<?php
/**
 * Shared start of the site set-up scripts: fakes the request WordPress expects on the command line.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

/**
 * Prepares $_SERVER for loading WordPress from the command line.
 *
 * @param string $url Site URL.
 */
function shopwright_cli_request( string $url ): void {
	$parts                     = parse_url( $url );
	$host                      = ( $parts['host'] ?? 'localhost' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	$_SERVER['HTTP_HOST']      = $host;
	$_SERVER['SERVER_NAME']    = $parts['host'] ?? 'localhost';
	$_SERVER['SERVER_PORT']    = (string) ( $parts['port'] ?? 80 );
	$_SERVER['REQUEST_URI']    = '/';
	$_SERVER['REQUEST_METHOD'] = 'GET';
	$_SERVER['REMOTE_ADDR']    = '127.0.0.1';
	$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
}

/**
 * Prints a line of progress.
 *
 * @param string $message What happened.
 */
function shopwright_cli_log( string $message ): void {
	fwrite( STDERR, "[shopwright] $message\n" );
}

/**
 * WooCommerce's Product Collection block with four products by title, each drawn by the given
 * product template blocks: the grid the demo pages and the page-weight benchmark show.
 *
 * @param int    $query_id The block's query id (unique on its page).
 * @param string $template Block markup of one product card.
 */
function shopwright_product_collection_markup( int $query_id, string $template ): string {
	$collection = array(
		'queryId'       => $query_id,
		'query'         => array(
			'perPage'                  => 4,
			'pages'                    => 1,
			'offset'                   => 0,
			'postType'                 => 'product',
			'order'                    => 'asc',
			'orderBy'                  => 'title',
			'search'                   => '',
			'exclude'                  => array(),
			'inherit'                  => false,
			'taxQuery'                 => array(),
			'isProductCollectionBlock' => true,
		),
		'tagName'       => 'div',
		'displayLayout' => array(
			'type'    => 'flex',
			'columns' => 4,
		),
	);
	return '<!-- wp:woocommerce/product-collection ' . wp_json_encode( $collection ) . " -->\n"
		. "<div class=\"wp-block-woocommerce-product-collection\"><!-- wp:woocommerce/product-template -->\n"
		. $template
		. "<!-- /wp:woocommerce/product-template --></div>\n<!-- /wp:woocommerce/product-collection -->\n";
}
