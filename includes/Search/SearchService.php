<?php
/**
 * One search request, answered the same way by the REST route and the fast endpoint.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

/**
 * Checks the length cap and the rate limit, then searches and shapes the suggestions.
 * Pure PHP on top of $wpdb, so the fast endpoint can run it without loading WordPress.
 */
final class SearchService {

	/**
	 * Keeps the database and the configuration snapshot.
	 *
	 * @param \wpdb                $db     Database.
	 * @param array<string, mixed> $config The search snapshot (SearchModule::snapshot()).
	 */
	public function __construct( private \wpdb $db, private array $config ) {}

	/**
	 * Answers a query.
	 *
	 * @param string $query  The query as sent.
	 * @param string $client The client's address, for the rate limit.
	 * @return array{status: int, headers: array<string, string>, body: array<string, mixed>}
	 */
	public function handle( string $query, string $client ): array {
		$max = (int) ( $this->config['max_query_length'] ?? 100 );
		if ( mb_strlen( $query, 'UTF-8' ) > $max ) {
			return self::error( 400, 'shopwright_query_too_long', sprintf( 'The search text may be at most %d characters long.', $max ) );
		}
		$wait = $this->limiter()->hit( $client );
		if ( $wait > 0 ) {
			$error                           = self::error( 429, 'shopwright_rate_limited', 'Too many searches; try again shortly.' );
			$error['headers']['Retry-After'] = (string) $wait;
			return $error;
		}
		$query = trim( $query );
		if ( mb_strlen( $query, 'UTF-8' ) < (int) ( $this->config['min_chars'] ?? 3 ) ) {
			return array(
				'status'  => 200,
				'headers' => array( 'Cache-Control' => 'public, max-age=300' ),
				'body'    => array( 'suggestions' => array() ),
			);
		}
		$engine = $this->engine();
		$rows   = $engine->rows( $engine->search( $query, (int) ( $this->config['max_results'] ?? 10 ) ) );
		return array(
			'status'  => 200,
			// Short-lived and shared: results only change when the catalogue does, and every
			// visitor gets the same answer for the same text.
			'headers' => array( 'Cache-Control' => 'public, max-age=60, stale-while-revalidate=60' ),
			'body'    => array( 'suggestions' => ( new Suggestions( $this->config ) )->from_rows( $rows ) ),
		);
	}

	/**
	 * The engine with the owner's weights.
	 */
	public function engine(): SearchEngine {
		$weights = array();
		foreach ( array_keys( Indexer::FIELDS ) as $field ) {
			$weights[ $field ] = (int) ( $this->config['weights'][ $field ] ?? 0 );
		}
		return new SearchEngine( $this->db, $this->db->prefix, $weights );
	}

	/**
	 * The rate limiter with the owner's limit.
	 */
	public function limiter(): RateLimiter {
		return new RateLimiter( $this->db, $this->db->prefix . 'shopwright_search_rate', (int) ( $this->config['rate_limit'] ?? 0 ) );
	}

	/**
	 * The client address: REMOTE_ADDR, or a proxy header only when the site said to trust it.
	 *
	 * @param array<string, mixed> $server $_SERVER.
	 * @param string               $header Trusted header name ("HTTP_X_FORWARDED_FOR"), or ''.
	 */
	public static function client( array $server, string $header ): string {
		if ( '' !== $header && isset( $server[ $header ] ) && is_string( $server[ $header ] ) ) {
			$first = trim( explode( ',', $server[ $header ] )[0] );
			if ( false !== filter_var( $first, FILTER_VALIDATE_IP ) ) {
				return $first;
			}
		}
		$remote = isset( $server['REMOTE_ADDR'] ) && is_string( $server['REMOTE_ADDR'] ) ? $server['REMOTE_ADDR'] : '';
		return false !== filter_var( $remote, FILTER_VALIDATE_IP ) ? $remote : 'unknown';
	}

	/**
	 * An error answer in the REST API's error shape.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $code    Error code.
	 * @param string $message Message.
	 * @return array{status: int, headers: array<string, string>, body: array<string, mixed>}
	 */
	public static function error( int $status, string $code, string $message ): array {
		return array(
			'status'  => $status,
			'headers' => array( 'Cache-Control' => 'no-store' ),
			'body'    => array(
				'code'    => $code,
				'message' => $message,
				'data'    => array( 'status' => $status ),
			),
		);
	}
}
