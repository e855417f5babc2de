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
