<?php
/**
 * Recorded provider answers in place of the network, for the tests.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests;

/**
 * Answers every HTTP request WordPress would send with what the test recorded, and notes each
 * request; nothing touches the network.
 *
 * - answer_from() serves a provider's recordings: a function of the requested address (one of
 *   tests/fixtures/<provider>/recorded.php), asked for what no recorded route answers.
 * - record() answers one host and path (any query) with a status, body and headers, before the
 *   recordings; the latest recording of a route wins.
 * - $failure makes the provider's hosts answer a failure instead: an HTTP status and body (a 5xx,
 *   a quota error, malformed JSON) or a WP_Error (a timeout, a refused connection). The helpers
 *   fail_with_timeout(), fail_with_status() and fail_with_malformed_json() set the usual ones.
 * - $asked lists the addresses asked, in order, and $asked_args what each was sent with.
 *
 * An address neither recorded nor answered by the recordings gets an error, never the network.
 */
trait RecordedHttp {

	/**
	 * Addresses asked, in order.
	 *
	 * @var list<string>
	 */
	private array $asked = array();

	/**
	 * The request arguments of each address asked, in the same order.
	 *
	 * @var list<array<string, mixed>>
	 */
	private array $asked_args = array();

	/**
	 * What the failing hosts answer instead of the recordings: an HTTP status and body, or an
	 * error; null for the recordings.
	 *
	 * @var array{0: int, 1: string}|\WP_Error|null
	 */
	private $failure = null;

	/**
	 * Answers recorded by host and path ("host/path"), each a status, body and headers.
	 *
	 * @var array<string, array{status: int, body: string, headers: array<string, string>}>
	 */
	private array $recorded_routes = array();

	/**
	 * Answers the requests from now on: recorded routes first, then the provider's recordings;
	 * a failure, while one is set, for the failing hosts.
	 *
	 * @param callable|null $recordings   The provider's recordings (address, arguments → answer), or
	 *                                    null for recorded routes only.
	 * @param string[]      $failing      Hosts a failure stands for (a suffix match, such as
	 *                                    "googleapis.com"); empty for every host.
	 * @param string        $failure_type The content type a failure answers with.
	 */
	private function answer_from( ?callable $recordings, array $failing = array(), string $failure_type = 'application/json' ): void {
		add_filter(
			'pre_http_request',
			function ( $pre, array $args, string $url ) use ( $recordings, $failing, $failure_type ) {
				unset( $pre );
				$this->asked[]      = $url;
				$this->asked_args[] = $args;
				$host               = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
				if ( null !== $this->failure && self::host_in( $host, $failing ) ) {
					return is_wp_error( $this->failure ) ? $this->failure : self::http_answer( $this->failure[0], $this->failure[1], array( 'content-type' => $failure_type ) );
				}
				$route = $host . (string) wp_parse_url( $url, PHP_URL_PATH );
				if ( isset( $this->recorded_routes[ $route ] ) ) {
					$recorded = $this->recorded_routes[ $route ];
					return self::http_answer( $recorded['status'], $recorded['body'], $recorded['headers'] );
				}
				if ( null !== $recordings ) {
					return $recordings( $url, $args );
				}
				return new \WP_Error( 'shopwright_no_network', 'Nothing leaves this machine: ' . $url . ' was not recorded.' );
			},
			10,
			3
		);
	}

	/**
	 * Records the answer of one host and path, whatever the query.
	 *
	 * @param string                $host    Host, such as graph.instagram.com.
	 * @param string                $path    Path, such as /v21.0/me.
	 * @param int                   $status  HTTP status.
	 * @param string                $body    Body.
	 * @param array<string, string> $headers Headers; a JSON content type when none is given.
	 */
	private function record( string $host, string $path, int $status, string $body, array $headers = array() ): void {
		$this->recorded_routes[ strtolower( $host ) . $path ] = array(
			'status'  => $status,
			'body'    => $body,
			'headers' => array() === $headers ? array( 'content-type' => 'application/json' ) : $headers,
		);
	}

	/**
	 * The failing hosts time out, as cURL reports it.
	 */
	private function fail_with_timeout(): void {
		$this->failure = new \WP_Error( 'http_request_failed', 'cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received' );
	}

	/**
	 * The failing hosts answer with this status (a 5xx, a quota or token error).
	 *
	 * @param int    $status HTTP status.
	 * @param string $body   Body.
	 */
	private function fail_with_status( int $status, string $body = '' ): void {
		$this->failure = array( $status, $body );
	}

	/**
	 * The failing hosts answer 200 with JSON cut short.
	 */
	private function fail_with_malformed_json(): void {
		$this->failure = array( 200, '{"data":[{"id":"1",' );
	}

	/**
	 * Whether a host is one of these (or below one); every host when none are named.
	 *
	 * @param string   $host  Host.
	 * @param string[] $hosts Hosts.
	 */
	private static function host_in( string $host, array $hosts ): bool {
		if ( array() === $hosts ) {
			return true;
		}
		foreach ( $hosts as $suffix ) {
			if ( $host === $suffix || str_ends_with( $host, '.' . $suffix ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * An answer as WordPress's HTTP API returns it.
	 *
	 * @param int                   $status  HTTP status.
	 * @param string                $body    Body.
	 * @param array<string, string> $headers Headers.
	 * @return array{headers: array<string, string>, body: string, response: array{code: int, message: string}, cookies: array<int, mixed>, filename: null}
	 */
	private static function http_answer( int $status, string $body, array $headers ): array {
		return array(
			'headers'  => $headers,
			'body'     => $body,
			'response' => array(
				'code'    => $status,
				'message' => get_status_header_desc( $status ),
			),
			'cookies'  => array(),
			'filename' => null,
		);
	}
}
