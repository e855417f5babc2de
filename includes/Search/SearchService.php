<?php
/**
 * One search request, answered the same way by the REST route and the fast endpoint.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Search;

use Shopwright\Platform\ClientAddress;
use Shopwright\Platform\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the length cap and the rate limit, then searches and shapes the suggestions.
 * Pure PHP on top of $wpdb, so the fast endpoint can run it without loading WordPress.
 */
final class SearchService {

	/**
	 * Posts and pages always given room in the list; they also fill what the products leave.
	 */
	public const POSTS_MIN = 3;

	/**
	 * Keeps the database, the configuration snapshot and the source of vendors.
	 *
	 * @param \wpdb                                                $db      Database.
	 * @param array<string, mixed>                                 $config  The search snapshot (SearchModule::snapshot()).
	 * @param (\Closure(string): list<array<string, string>>)|null $vendors Vendors matching a query, already checked;
	 *                                                                     null where plugins are not loaded (the fast endpoint).
	 */
	public function __construct( private \wpdb $db, private array $config, private ?\Closure $vendors = null ) {}

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
		return array(
			'status'  => 200,
			// Short-lived and shared: results only change when the catalogue does, and every
			// visitor gets the same answer for the same text.
			'headers' => array( 'Cache-Control' => 'public, max-age=60, stale-while-revalidate=60' ),
			'body'    => array( 'suggestions' => $this->suggestions( $query ) ),
		);
	}

	/**
	 * The grouped suggestions for a query that passed the checks.
	 *
	 * @param string $query Trimmed query.
	 * @return list<array<string, mixed>>
	 */
	public function suggestions( string $query ): array {
		$engine    = $this->engine();
		$found     = $engine->find( $query, (int) ( $this->config['max_results'] ?? 10 ), self::POSTS_MIN );
		$max_terms = (int) ( $this->config['max_terms'] ?? 0 );
		$terms     = $max_terms > 0 ? $engine->terms( $query, $max_terms, array_map( 'strval', (array) ( $this->config['taxonomies'] ?? array() ) ) ) : array();
		$vendors   = $max_terms > 0 && null !== $this->vendors ? array_slice( ( $this->vendors )( $query ), 0, $max_terms ) : array();
		// A partial match offers "see all products" too: the results page lists the same matches.
		$total = $found['total'];
		// The products' rows and the posts' in one query, then told apart by id.
		$is_post = array_fill_keys( $found['posts'], true );
		$rows    = array(
			'products' => array(),
			'posts'    => array(),
		);
		foreach ( $engine->rows( array_merge( $found['products'], $found['posts'] ), ! empty( $this->config['show_description'] ) ) as $row ) {
			$rows[ isset( $is_post[ (int) $row['object_id'] ] ) ? 'posts' : 'products' ][] = $row;
		}
		// The tax label is the page's (the block's labels); a product says only whether it applies.
		$taxes            = ! empty( $this->config['show_price'] ) && ! empty( $this->config['tax_suffix'] );
		$rows['products'] = ( new ProductBadges( $this->db ) )->add( $rows['products'], $taxes );
		return ( new Suggestions( $this->config ) )->grouped( $rows['products'], $total, $terms, $vendors, $rows['posts'], $found['partial'] );
	}

	/**
	 * The engine with the owner's weights, or the one a plugin puts in its place through the
	 * `shopwright_search_backend` filter (in the REST route and the results page; the light
	 * endpoint loads no plugins, so the search block skips it while the filter has a callback).
	 *
	 * @param int $budget Posting entries read per round (see BlockScheduler::best_blocks()); PHP_INT_MAX reads every match at once.
	 */
	public function engine( int $budget = SearchEngine::ROUND_ENTRIES ): SearchBackend {
		$weights = array();
		foreach ( array_keys( Indexer::FIELDS ) as $field ) {
			$weights[ $field ] = (int) ( $this->config['weights'][ $field ] ?? 0 );
		}
		$engine = new SearchEngine( $this->db, $this->db->prefix, $weights, $budget );
		/**
		 * Filters the engine that answers product searches: return another SearchBackend to
		 * search elsewhere (an OpenSearch cluster, a hosted service).
		 *
		 * @param SearchBackend $engine  Shopwright's own engine over its index tables.
		 * @param array         $weights The owner's field weights, by index field.
		 */
		$backend = apply_filters( 'shopwright_search_backend', $engine, $weights );
		if ( $backend instanceof SearchBackend ) {
			return $backend;
		}
		_doing_it_wrong( 'shopwright_search_backend', esc_html__( 'The filter must return a Shopwright\Search\SearchBackend; Shopwright\'s own engine answers instead.', 'shopwright' ), '1.0.0' );
		return $engine;
	}

	/**
	 * The rate limiter with the owner's limit.
	 */
	public function limiter(): RateLimiter {
		return new RateLimiter( $this->db, $this->db->prefix . 'shopwright_search_rate', (int) ( $this->config['rate_limit'] ?? 0 ) );
	}

	/**
	 * The client address for the rate limit: REMOTE_ADDR, or what the owner's proxies forwarded
	 * when the request comes from one of them (see ClientAddress).
	 *
	 * @param array<string, mixed> $server   $_SERVER.
	 * @param array<string, mixed> $snapshot The search snapshot: its ip_header and trusted_proxies.
	 */
	public static function client( array $server, array $snapshot ): string {
		$proxies = array_values( array_filter( (array) ( $snapshot['trusted_proxies'] ?? array() ), 'is_string' ) );
		return ClientAddress::resolve( $server, (string) ( $snapshot['ip_header'] ?? '' ), $proxies );
	}

	/**
	 * The refusal of a language parameter (`l`): the index holds the published products of every
	 * language together, without their language, so no answer could keep to one language.
	 * Refused rather than ignored, so a caller expecting one language learns it would not get
	 * it. An empty `l` is no request for a language and passes.
	 *
	 * @param mixed $language The `l` parameter as sent, null when absent.
	 * @return array{status: int, headers: array<string, string>, body: array<string, mixed>}|null
	 */
	public static function language_refusal( $language ): ?array {
		if ( null === $language || '' === $language ) {
			return null;
		}
		return self::error( 400, 'shopwright_search_language_unsupported', 'The search does not choose a language: leave out the l parameter.' );
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
