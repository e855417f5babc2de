<?php
/**
 * Which provider addresses the server may fetch.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\Feeds;

defined( 'ABSPATH' ) || exit;

/**
 * Refuses any address that could reach the site's own network: a host written as an IP address
 * in any form a resolver accepts (dotted, one decimal number, octal, hexadecimal, IPv6, IPv4
 * inside IPv6), and a name that resolves to a private, loopback, link-local or reserved
 * address. Only https on the default port is fetched, and only from the provider's own hosts.
 */
final class AddressGuard {

	/**
	 * How a host name becomes addresses: by default the system resolver.
	 *
	 * @var callable(string): list<string>
	 */
	private $resolver;

	/**
	 * Keeps the resolver.
	 *
	 * @param callable(string): list<string>|null $resolver Host name to IP addresses; null for DNS.
	 */
	public function __construct( ?callable $resolver = null ) {
		$this->resolver = $resolver ?? array( self::class, 'resolve' );
	}

	/**
	 * Why the address may not be fetched, or null when it may.
	 *
	 * @param string   $url   The address.
	 * @param string[] $hosts The provider's hosts.
	 */
	public function refusal( string $url, array $hosts ): ?string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || 'https' !== strtolower( (string) ( $parts['scheme'] ?? '' ) ) ) {
			return __( 'Only https addresses are fetched.', 'shopwright' );
		}
		if ( isset( $parts['user'] ) || isset( $parts['pass'] ) || ( isset( $parts['port'] ) && 443 !== (int) $parts['port'] ) ) {
			return __( 'Addresses with a user name or another port are refused.', 'shopwright' );
		}
		$host = strtolower( rtrim( (string) ( $parts['host'] ?? '' ), '.' ) );
		if ( '' === $host ) {
			return __( 'The address has no host.', 'shopwright' );
		}
		if ( null !== self::literal_ip( $host ) ) {
			return __( 'Addresses written as an IP address are refused.', 'shopwright' );
		}
		if ( ! in_array( $host, $hosts, true ) ) {
			/* translators: %s: a host name. */
			return sprintf( __( '%s is not one of the provider\'s hosts.', 'shopwright' ), $host );
		}
		$addresses = ( $this->resolver )( $host );
		if ( array() === $addresses ) {
			/* translators: %s: a host name. */
			return sprintf( __( '%s could not be resolved.', 'shopwright' ), $host );
		}
		foreach ( $addresses as $address ) {
			if ( ! self::is_public( $address ) ) {
				/* translators: %s: a host name. */
				return sprintf( __( '%s points into a private network.', 'shopwright' ), $host );
			}
		}
		return null;
	}

	/**
	 * The IP address a host spells, in any form, or null for a name.
	 *
	 * @param string $host A lower-case host, IPv6 possibly in brackets.
	 */
	public static function literal_ip( string $host ): ?string {
		$bare = trim( $host, '[]' );
		if ( false !== filter_var( $bare, FILTER_VALIDATE_IP ) ) {
			return $bare;
		}
		// inet_aton forms: one to four parts, each decimal, octal (leading 0) or hex (0x).
		$parts = explode( '.', $host );
		if ( count( $parts ) > 4 ) {
			return null;
		}
		$numbers = array();
		foreach ( $parts as $part ) {
			if ( 1 === preg_match( '/^0x[0-9a-f]*$/', $part ) ) {
				$numbers[] = (int) hexdec( substr( $part, 2 ) );
			} elseif ( 1 === preg_match( '/^0[0-7]+$/', $part ) ) {
				$numbers[] = (int) octdec( $part );
			} elseif ( 1 === preg_match( '/^\d+$/', $part ) ) {
				$numbers[] = (int) $part;
			} else {
				return null;
			}
		}
		$last  = array_pop( $numbers );
		$value = 0;
		foreach ( $numbers as $index => $number ) {
			if ( $number > 255 ) {
				return '0.0.0.0';
			}
			$value += $number << ( 24 - 8 * $index );
		}
		$value += (int) $last;
		// Too large for any form: still a number, so never a name; refused as unspecified.
		return $value > 0xFFFFFFFF ? '0.0.0.0' : (string) long2ip( $value );
	}

	/**
	 * Whether an IP address is on the public internet.
	 *
	 * @param string $address An IPv4 or IPv6 address.
	 */
	public static function is_public( string $address ): bool {
		if ( false === filter_var( $address, FILTER_VALIDATE_IP ) ) {
			return false;
		}
		$packed = (string) inet_pton( $address );
		// IPv4 mapped into (::ffff:0:0/96) or compatible with (::/96) IPv6: judge the IPv4 part.
		if ( 16 === strlen( $packed ) && ( str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) || str_starts_with( $packed, str_repeat( "\0", 12 ) ) ) && "\0\0\0\0" !== substr( $packed, 12 ) && "\0\0\0\1" !== substr( $packed, 12 ) ) {
			return self::is_public( (string) inet_ntop( substr( $packed, 12 ) ) );
		}
		if ( false === filter_var( $address, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE ) ) {
			return false;
		}
		$blocked = array( '100.64.0.0/10', '192.0.0.0/24', '198.18.0.0/15', '::/128', '::1/128', 'fc00::/7', 'fe80::/10', 'fec0::/10', '64:ff9b::/96', '2001:db8::/32', 'ff00::/8' );
		foreach ( $blocked as $range ) {
			if ( self::in_range( $packed, $range ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether a packed address lies in a CIDR range of its own family.
	 *
	 * @param string $packed The address, packed.
	 * @param string $range  A CIDR range.
	 */
	private static function in_range( string $packed, string $range ): bool {
		$parts = explode( '/', $range );
		$base  = (string) inet_pton( $parts[0] );
		$bits  = (int) $parts[1];
		if ( strlen( $base ) !== strlen( $packed ) ) {
			return false;
		}
		$bytes = intdiv( $bits, 8 );
		if ( substr( $packed, 0, $bytes ) !== substr( $base, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xFF << ( 8 - $rest ) ) & 0xFF;
		return ( ord( $packed[ $bytes ] ) & $mask ) === ( ord( $base[ $bytes ] ) & $mask );
	}

	/**
	 * The host's IPv4 and IPv6 addresses from DNS.
	 *
	 * @param string $host A host name.
	 * @return list<string>
	 */
	public static function resolve( string $host ): array {
		/**
		 * Answers a provider host's lookup without DNS (a site whose resolver differs from the
		 * HTTP library's, recorded answers in tests). The addresses are still checked: a
		 * private one is refused all the same.
		 *
		 * @param list<string>|null $addresses Null to ask DNS.
		 * @param string            $host      The host name.
		 */
		$answered = apply_filters( 'shopwright_media_resolve_host', null, $host );
		if ( is_array( $answered ) ) {
			return array_values( array_filter( $answered, 'is_string' ) );
		}
		$addresses = gethostbynamel( $host );
		$addresses = is_array( $addresses ) ? $addresses : array();
		$records   = function_exists( 'dns_get_record' ) ? @dns_get_record( $host, DNS_AAAA ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- A failed lookup is an empty answer.
		foreach ( is_array( $records ) ? $records : array() as $record ) {
			if ( isset( $record['ipv6'] ) ) {
				$addresses[] = (string) $record['ipv6'];
			}
		}
		return array_values( array_unique( $addresses ) );
	}
}
