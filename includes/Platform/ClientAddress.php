<?php
/**
 * Which address a request comes from, when proxies stand between the shopper and the site.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Platform;

defined( 'ABSPATH' ) || exit;

/**
 * The rate limit counts requests per address, so the address must be one the client cannot
 * choose. REMOTE_ADDR is the peer that opened the connection. A forwarding header is believed
 * only when that peer is a proxy the owner named, and then only for what the proxies appended:
 * the list is read from the right, past the owner's proxies, to the first address none of them
 * is; whatever a client wrote on the left of it is never reached. Pure PHP, so the light
 * endpoint can use it without loading WordPress.
 */
final class ClientAddress {

	/**
	 * Forwarding headers an owner may name, as sent and as PHP keys them in $_SERVER.
	 */
	public const HEADERS = array(
		'X-Forwarded-For'  => 'HTTP_X_FORWARDED_FOR',
		'X-Real-IP'        => 'HTTP_X_REAL_IP',
		'CF-Connecting-IP' => 'HTTP_CF_CONNECTING_IP',
		'True-Client-IP'   => 'HTTP_TRUE_CLIENT_IP',
		'Forwarded'        => 'HTTP_FORWARDED',
	);

	/**
	 * Most addresses and ranges an owner may name.
	 */
	public const MAX_RANGES = 50;

	/**
	 * The address to count a request against.
	 *
	 * @param array<string, mixed> $server  $_SERVER.
	 * @param string               $header  $_SERVER key of the forwarding header the proxies set, or ''.
	 * @param string[]             $proxies The owner's proxies: addresses and CIDR ranges, already valid.
	 */
	public static function resolve( array $server, string $header, array $proxies ): string {
		$remote = self::valid_ip( $server['REMOTE_ADDR'] ?? null ) ?? 'unknown';
		if ( '' === $header || array() === $proxies || 'unknown' === $remote || ! self::in_ranges( $remote, $proxies ) ) {
			return $remote;
		}
		$value = $server[ $header ] ?? null;
		if ( ! is_string( $value ) || '' === trim( $value ) ) {
			return $remote;
		}
		$hops = self::hops( $value, 'HTTP_FORWARDED' === $header );
		for ( $i = count( $hops ) - 1; $i >= 0; $i-- ) {
			$hop = self::valid_ip( $hops[ $i ] );
			if ( null === $hop ) {
				// Not an address: the proxy passed on what it was given. The nearest address we
				// can vouch for is the one that handed it over.
				return count( $hops ) - 1 === $i ? $remote : (string) self::valid_ip( $hops[ $i + 1 ] );
			}
			if ( 0 === $i || ! self::in_ranges( $hop, $proxies ) ) {
				return $hop;
			}
		}
		return $remote;
	}

	/**
	 * Whether a request looks as if it came through a proxy the owner has not named: from a
	 * private or loopback peer, carrying a forwarding header. Then every shopper shares that
	 * peer's rate limit. Returns the header's name, or null.
	 *
	 * @param array<string, mixed> $server  $_SERVER.
	 * @param string[]             $proxies The owner's proxies.
	 */
	public static function unnamed_proxy_header( array $server, array $proxies ): ?string {
		$remote = self::valid_ip( $server['REMOTE_ADDR'] ?? null );
		if ( null === $remote || ! self::is_private( $remote ) || self::in_ranges( $remote, $proxies ) ) {
			return null;
		}
		foreach ( self::HEADERS as $name => $key ) {
			if ( isset( $server[ $key ] ) && is_string( $server[ $key ] ) && '' !== trim( $server[ $key ] ) ) {
				return $name;
			}
		}
		return null;
	}

	/**
	 * The owner's list of proxies (addresses and CIDR ranges, separated by commas, spaces or new
	 * lines), normalised; null when an entry is not an address or range, or there are too many.
	 *
	 * @param string $text The list as typed.
	 * @return list<string>|null
	 */
	public static function parse_ranges( string $text ): ?array {
		$entries = preg_split( '/[\s,]+/', trim( $text ), -1, PREG_SPLIT_NO_EMPTY );
		if ( false === $entries || count( $entries ) > self::MAX_RANGES ) {
			return null;
		}
		$ranges = array();
		foreach ( $entries as $entry ) {
			$parts = explode( '/', $entry );
			$ip    = self::valid_ip( $parts[0] );
			if ( null === $ip || count( $parts ) > 2 ) {
				return null;
			}
			$bits = str_contains( $ip, ':' ) ? 128 : 32;
			if ( 2 === count( $parts ) && ( 1 !== preg_match( '/^\d{1,3}$/', $parts[1] ) || (int) $parts[1] > $bits ) ) {
				return null;
			}
			$ranges[] = $ip . '/' . ( 2 === count( $parts ) ? (int) $parts[1] : $bits );
		}
		return array_values( array_unique( $ranges ) );
	}

	/**
	 * Whether an address lies in one of the ranges.
	 *
	 * @param string   $ip     A valid address.
	 * @param string[] $ranges Ranges from parse_ranges().
	 */
	public static function in_ranges( string $ip, array $ranges ): bool {
		$packed = inet_pton( $ip );
		if ( false === $packed ) {
			return false;
		}
		foreach ( $ranges as $range ) {
			list( $base, $bits ) = array_pad( explode( '/', $range ), 2, '' );
			$network             = inet_pton( $base );
			if ( false === $network || strlen( $network ) !== strlen( $packed ) ) {
				continue;
			}
			$bits  = '' === $bits ? strlen( $packed ) * 8 : (int) $bits;
			$bytes = intdiv( $bits, 8 );
			if ( substr( $packed, 0, $bytes ) !== substr( $network, 0, $bytes ) ) {
				continue;
			}
			$rest = $bits % 8;
			if ( 0 === $rest || ( ( ord( $packed[ $bytes ] ) ^ ord( $network[ $bytes ] ) ) & ( 0xFF << ( 8 - $rest ) ) & 0xFF ) === 0 ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether an address is private or loopback: where a proxy in front of the site would be.
	 *
	 * @param string $ip A valid address.
	 */
	public static function is_private( string $ip ): bool {
		return false === filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE );
	}

	/**
	 * The entries of a forwarding header, left to right.
	 *
	 * @param string $value     The header.
	 * @param bool   $forwarded Whether it is the standard Forwarded header (for="…" pairs).
	 * @return list<string>
	 */
	private static function hops( string $value, bool $forwarded ): array {
		$hops = array();
		foreach ( explode( ',', $value ) as $element ) {
			$hop = trim( $element );
			if ( $forwarded ) {
				$hop = 1 === preg_match( '/(?:^|;)\s*for\s*=\s*"?([^";]*)"?/i', $hop, $match ) ? $match[1] : '';
			}
			$hops[] = self::without_port( trim( $hop ) );
		}
		return $hops;
	}

	/**
	 * An address without the port some proxies add ("203.0.113.9:4711", "[2001:db8::1]:443").
	 *
	 * @param string $hop One entry.
	 */
	private static function without_port( string $hop ): string {
		if ( 1 === preg_match( '/^\[([^\]]+)\](?::\d+)?$/', $hop, $match ) ) {
			return $match[1];
		}
		if ( 1 === preg_match( '/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/', $hop, $match ) ) {
			return $match[1];
		}
		return $hop;
	}

	/**
	 * The value when it is an IP address, else null.
	 *
	 * @param mixed $value Anything.
	 */
	private static function valid_ip( $value ): ?string {
		return is_string( $value ) && false !== filter_var( $value, FILTER_VALIDATE_IP ) ? $value : null;
	}
}
