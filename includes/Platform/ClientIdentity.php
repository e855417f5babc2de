<?php
/**
 * The one answer to "who sent this request?" for every limit of the plugin.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Platform;

use Shopwright\Settings\Schema;
use Shopwright\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the owner's proxy settings (General: the header the proxies set and their addresses) and
 * resolves the current request's client address with ClientAddress: REMOTE_ADDR, or what a named
 * proxy forwarded. The search, popup events, media feeds, locked content and express checkout
 * all count requests against this address, so one set of proxy settings serves every limit and a
 * forwarding header from anyone else is never believed.
 */
final class ClientIdentity {

	/**
	 * The settings section and keys of the proxy settings.
	 */
	public const SECTION      = Schema::GENERAL;
	public const HEADER_KEY   = 'proxy_header';
	public const PROXIES_KEY  = 'trusted_proxies';
	public const OLD_SECTION  = 'search';
	public const SETTING_KEYS = array( self::HEADER_KEY, self::PROXIES_KEY );

	/**
	 * Keeps the settings.
	 *
	 * @param Settings $settings The plugin settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * The current request's client address (or another request's, given its $_SERVER).
	 *
	 * @param array<string, mixed>|null $server $_SERVER, or null for this request's.
	 */
	public function client( ?array $server = null ): string {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Only a valid IP address comes out of ClientAddress.
		return ClientAddress::resolve( $server ?? $_SERVER, $this->header(), $this->proxies() );
	}

	/**
	 * The $_SERVER key of the header the owner's proxies set with the visitor's address, or ''.
	 */
	public function header(): string {
		$name = (string) $this->settings->get( self::SECTION, self::HEADER_KEY );
		$key  = ClientAddress::HEADERS[ $name ] ?? '';
		/**
		 * The $_SERVER key of a header holding the visitor's address, set by the proxies named in
		 * the settings (like "HTTP_X_FORWARDED_FOR"). It is believed only for requests from those
		 * proxies; with none named, only REMOTE_ADDR is.
		 *
		 * @param string $key $_SERVER key, or '': by default the one chosen in the settings.
		 */
		$key = (string) apply_filters( 'shopwright_client_ip_header', $key );
		/**
		 * The same, under the name it had while only the product search read it.
		 *
		 * @param string $key $_SERVER key, or ''.
		 */
		$key = (string) apply_filters( 'shopwright_search_client_ip_header', $key );
		return 1 === preg_match( '/^HTTP_[A-Z0-9_]+$/', $key ) ? $key : '';
	}

	/**
	 * The owner's proxies: addresses and CIDR ranges.
	 *
	 * @return list<string>
	 */
	public function proxies(): array {
		return ClientAddress::parse_ranges( (string) $this->settings->get( self::SECTION, self::PROXIES_KEY ) ) ?? array();
	}

	/**
	 * The proxy settings' schema, for the General section.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function settings_schema(): array {
		return array(
			self::HEADER_KEY  => array(
				'type'        => 'string',
				'title'       => __( 'Header your proxy sets with the visitor\'s address', 'shopwright' ),
				'description' => __( 'Search, popup statistics, media feeds, locked content and express checkout limit requests per visitor address. Behind a proxy, load balancer or CDN every visitor arrives from the proxy\'s address and all share one budget, unless you name the proxy and its header here. The header is believed only for requests from the proxies listed below, and read from the right, so a visitor cannot choose an address of their own.', 'shopwright' ),
				'enum'        => array_merge( array( '' ), array_keys( ClientAddress::HEADERS ) ),
				'enumLabels'  => array_merge( array( '' => __( 'None: no proxy in front of the site', 'shopwright' ) ), array_combine( array_keys( ClientAddress::HEADERS ), array_keys( ClientAddress::HEADERS ) ) ),
				'default'     => '',
			),
			self::PROXIES_KEY => array(
				'type'        => 'string',
				'title'       => __( 'Your proxies\' addresses', 'shopwright' ),
				'description' => __( 'IP addresses or ranges (such as 10.0.0.0/8) of the proxies in front of the site, separated by commas.', 'shopwright' ),
				'format'      => Schema::FORMAT_IP_RANGES,
				'maxLength'   => 2000,
				'default'     => '',
			),
		);
	}
}
