<?php
/**
 * Apple Pay's domain association file, served at its well-known address.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\ExpressCheckout;

defined( 'ABSPATH' ) || exit;

/**
 * Apple asks for a file at /.well-known/apple-developer-merchantid-domain-association before it
 * lets a domain show Apple Pay; Stripe gives the owner that file. The owner pastes its text in
 * the payment method's settings, and while Apple Pay is on this class answers the address with
 * it, as plain text. With Apple Pay off or no file saved, it stays out of the way and the address
 * is WordPress's ordinary 404.
 */
final class ApplePayDomain {

	/**
	 * The address Apple reads, under the site's root.
	 */
	public const PATH = '.well-known/apple-developer-merchantid-domain-association';

	/**
	 * Stripe's file is about 10 KB of hexadecimal text; anything far larger is not it.
	 */
	public const MAX_BYTES = 32768;

	/**
	 * The gateway setting holding the file.
	 */
	public const FIELD = 'apple_pay_domain_file';

	/**
	 * Keeps how to reach the gateway.
	 *
	 * @param \Closure $gateway Returns the gateway, or null.
	 */
	public function __construct( private \Closure $gateway ) {}

	/**
	 * Answers the address early, before WordPress looks for a post, and checks the file sent
	 * through WooCommerce's REST API for payment gateways.
	 */
	public function register(): void {
		add_action( 'parse_request', array( $this, 'maybe_serve' ), 0 );
		add_filter( 'rest_request_before_callbacks', array( $this, 'check_rest_settings' ), 10, 3 );
	}

	/**
	 * The file's text as saved, or the reason it cannot be.
	 *
	 * @param mixed $value The text the owner sent.
	 * @return string The text, trimmed.
	 * @throws \InvalidArgumentException When it is not plain text of a sensible size.
	 */
	public static function validate( $value ): string {
		if ( null === $value ) {
			return '';
		}
		if ( ! is_string( $value ) ) {
			throw new \InvalidArgumentException( __( 'The Apple Pay domain file must be text.', 'shopwright' ) );
		}
		$text = trim( str_replace( "\r\n", "\n", $value ) );
		if ( strlen( $text ) > self::MAX_BYTES ) {
			throw new \InvalidArgumentException(
				/* translators: %d: the largest size in kilobytes. */
				sprintf( __( 'The Apple Pay domain file is larger than %d KB: paste the file Stripe gives you, nothing else. The saved file was kept.', 'shopwright' ), (int) ( self::MAX_BYTES / 1024 ) )
			);
		}
		// Stripe's file is letters and digits; plain printable text and line breaks are allowed,
		// markup characters and control bytes are not.
		if ( 1 !== preg_match( '/^[\x20-\x7E\n\t]*$/', $text ) || false !== strpbrk( $text, '<>&' ) ) {
			throw new \InvalidArgumentException( __( 'The Apple Pay domain file holds characters Stripe’s file never has (markup, control or non-ASCII characters): paste the file’s text as it is. The saved file was kept.', 'shopwright' ) );
		}
		return $text;
	}

	/**
	 * The text to serve, or '' when nothing is: Apple Pay off, or no file saved.
	 */
	public function file(): string {
		$gateway = ( $this->gateway )();
		if ( ! $gateway instanceof Gateway || ! $gateway->offers_apple_pay() ) {
			return '';
		}
		try {
			return self::validate( $gateway->get_option( self::FIELD, '' ) );
		} catch ( \InvalidArgumentException $error ) {
			unset( $error );
			return '';
		}
	}

	/**
	 * What to answer for a request, or null to leave it to WordPress.
	 *
	 * @param string $method        The request method.
	 * @param string $path          The request's path, without its query.
	 * @param string $if_none_match The If-None-Match header.
	 * @return array{status: int, headers: array<string, string>, body: string}|null
	 */
	public function answer( string $method, string $path, string $if_none_match = '' ): ?array {
		$home = trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		if ( ! in_array( $method, array( 'GET', 'HEAD' ), true ) || $home . self::PATH !== $path ) {
			return null;
		}
		$file = $this->file();
		if ( '' === $file ) {
			return null;
		}
		$etag    = '"' . substr( hash( 'sha256', $file ), 0, 32 ) . '"';
		$headers = array(
			'Content-Type'           => 'text/plain; charset=utf-8',
			'X-Content-Type-Options' => 'nosniff',
			// Caches keep it but ask again each time, so a replaced file is seen at once.
			'Cache-Control'          => 'public, no-cache',
			'ETag'                   => $etag,
		);
		if ( trim( $if_none_match ) === $etag ) {
			return array(
				'status'  => 304,
				'headers' => $headers,
				'body'    => '',
			);
		}
		return array(
			'status'  => 200,
			'headers' => $headers + array( 'Content-Length' => (string) strlen( $file ) ),
			'body'    => 'HEAD' === $method ? '' : $file,
		);
	}

	/**
	 * Sends the file when the request is for it, and ends the request.
	 */
	public function maybe_serve(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		$uri    = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		$match  = isset( $_SERVER['HTTP_IF_NONE_MATCH'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_IF_NONE_MATCH'] ) ) : '';
		$answer = $this->answer( $method, (string) wp_parse_url( $uri, PHP_URL_PATH ), $match );
		if ( null === $answer ) {
			return;
		}
		// No page cache may store a copy under its own rules.
		if ( ! defined( 'DONOTCACHEPAGE' ) ) {
			define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- The constant page caches read.
		}
		status_header( $answer['status'] );
		foreach ( $answer['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		// Plain text with nosniff: the owner's file as Apple expects it, byte for byte.
		echo $answer['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		exit;
	}

	/**
	 * WooCommerce's REST API for payment gateways saves a textarea through its own sanitising,
	 * which would let anything through; the file sent there is checked as the form checks it,
	 * and a bad one is refused with the reason before anything is saved.
	 *
	 * @param mixed $response The answer so far.
	 * @param mixed $handler  The route's handler.
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public function check_rest_settings( $response, $handler, $request ) {
		unset( $handler );
		if ( ! $request instanceof \WP_REST_Request || 'GET' === $request->get_method()
			|| 1 !== preg_match( '#^/wc/v[0-9]+/payment_gateways/' . Gateway::ID . '$#', $request->get_route() ) ) {
			return $response;
		}
		$settings = $request->get_param( 'settings' );
		if ( ! is_array( $settings ) || ! array_key_exists( self::FIELD, $settings ) ) {
			return $response;
		}
		try {
			self::validate( $settings[ self::FIELD ] );
		} catch ( \InvalidArgumentException $error ) {
			return new \WP_Error( 'shopwright_apple_pay_domain_file', $error->getMessage(), array( 'status' => 400 ) );
		}
		return $response;
	}
}
