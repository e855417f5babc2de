<?php
/**
 * Which address the rate limits count a request against.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Platform;

use Shopwright\Platform\ClientAddress;
use Shopwright\Search\SearchService;
use Shopwright\Tests\TestCase;

/**
 * A client must not be able to choose its own address, behind any proxy set-up.
 */
final class ClientAddressTest extends TestCase {

	private const PROXY = '10.0.0.5';

	/**
	 * The address for a request from REMOTE_ADDR with this X-Forwarded-For.
	 *
	 * @param string   $remote  REMOTE_ADDR.
	 * @param string   $xff     X-Forwarded-For, or '' for none.
	 * @param string[] $proxies The owner's proxies.
	 */
	private function address( string $remote, string $xff, array $proxies = array( '10.0.0.0/8' ) ): string {
		$server = array( 'REMOTE_ADDR' => $remote );
		if ( '' !== $xff ) {
			$server['HTTP_X_FORWARDED_FOR'] = $xff;
		}
		return SearchService::client(
			$server,
			array(
				'ip_header'       => 'HTTP_X_FORWARDED_FOR',
				'trusted_proxies' => $proxies,
			)
		);
	}

	public function test_behind_an_appending_proxy_a_spoofed_entry_gets_no_budget_of_its_own(): void {
		// The client wrote "1.2.3.4"; the proxy appended the address it saw.
		$this->assertSame( '203.0.113.7', $this->address( self::PROXY, '1.2.3.4, 203.0.113.7' ) );
		$this->assertSame( '203.0.113.7', $this->address( self::PROXY, '9.9.9.9, 8.8.8.8, 203.0.113.7' ) );
		$this->assertSame( '203.0.113.7', $this->address( self::PROXY, '203.0.113.7' ) );
	}

	public function test_with_two_proxies_the_address_the_outer_one_saw_counts(): void {
		// CDN 10.1.1.1 saw the client 203.0.113.7; the load balancer 10.0.0.5 saw the CDN.
		$this->assertSame( '203.0.113.7', $this->address( self::PROXY, '6.6.6.6, 203.0.113.7, 10.1.1.1' ) );
	}

	public function test_the_header_is_ignored_unless_the_request_comes_from_a_named_proxy(): void {
		$this->assertSame( '198.51.100.20', $this->address( '198.51.100.20', '1.2.3.4' ), 'A client talking to the site directly cannot pick an address.' );
		$this->assertSame( self::PROXY, $this->address( self::PROXY, '1.2.3.4', array() ), 'With no proxy named, the peer is the client.' );
	}

	public function test_garbage_in_the_header_never_becomes_a_fresh_budget(): void {
		$this->assertSame( self::PROXY, $this->address( self::PROXY, 'not-an-ip' ) );
		$this->assertSame( '203.0.113.7', $this->address( self::PROXY, 'evil, 203.0.113.7' ), 'Only the part the proxy appended is read.' );
		$this->assertSame( self::PROXY, $this->address( self::PROXY, '' ) );
	}

	public function test_ports_and_the_forwarded_header_are_understood(): void {
		$this->assertSame( '203.0.113.7', $this->address( self::PROXY, '1.2.3.4, 203.0.113.7:51000' ) );
		$this->assertSame( '2001:db8::7', $this->address( self::PROXY, '[2001:db8::7]:443' ) );
		$this->assertSame(
			'203.0.113.7',
			ClientAddress::resolve(
				array(
					'REMOTE_ADDR'    => self::PROXY,
					'HTTP_FORWARDED' => 'for=1.2.3.4, for="203.0.113.7";proto=https',
				),
				'HTTP_FORWARDED',
				array( '10.0.0.0/8' )
			)
		);
	}

	public function test_an_unusable_remote_address_is_unknown(): void {
		$this->assertSame( 'unknown', SearchService::client( array( 'REMOTE_ADDR' => '<script>' ), array() ) );
		$this->assertSame( 'unknown', SearchService::client( array(), array() ) );
	}

	public function test_owner_lists_are_parsed_strictly(): void {
		$this->assertSame( array( '10.0.0.0/8', '192.0.2.1/32', '2001:db8::/32' ), ClientAddress::parse_ranges( "10.0.0.0/8, 192.0.2.1\n2001:db8::/32" ) );
		$this->assertSame( array(), ClientAddress::parse_ranges( '  ' ) );
		foreach ( array( '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/8', 'example.com', '10.0.0.1/-1', '::1/129' ) as $bad ) {
			$this->assertNull( ClientAddress::parse_ranges( $bad ), $bad );
		}
		$this->assertNull( ClientAddress::parse_ranges( implode( ',', array_fill( 0, ClientAddress::MAX_RANGES + 1, '10.0.0.1' ) ) ) );
	}

	public function test_ranges_match_by_prefix(): void {
		$this->assertTrue( ClientAddress::in_ranges( '10.200.3.4', array( '10.0.0.0/8' ) ) );
		$this->assertTrue( ClientAddress::in_ranges( '172.31.255.1', array( '172.16.0.0/12' ) ) );
		$this->assertFalse( ClientAddress::in_ranges( '172.32.0.1', array( '172.16.0.0/12' ) ) );
		$this->assertTrue( ClientAddress::in_ranges( '192.0.2.1', array( '192.0.2.1/32' ) ) );
		$this->assertFalse( ClientAddress::in_ranges( '192.0.2.2', array( '192.0.2.1/32' ) ) );
		$this->assertTrue( ClientAddress::in_ranges( '2001:db8:1::5', array( '2001:db8::/32' ) ) );
		$this->assertFalse( ClientAddress::in_ranges( '10.0.0.1', array( '2001:db8::/32' ) ), 'IPv4 never matches an IPv6 range.' );
	}

	public function test_a_proxy_the_owner_has_not_named_is_noticed(): void {
		$proxied = array(
			'REMOTE_ADDR'          => '10.0.0.5',
			'HTTP_X_FORWARDED_FOR' => '203.0.113.7',
		);
		$this->assertSame( 'X-Forwarded-For', ClientAddress::unnamed_proxy_header( $proxied, array() ) );
		$this->assertSame(
			'X-Real-IP',
			ClientAddress::unnamed_proxy_header(
				array(
					'REMOTE_ADDR'    => '127.0.0.1',
					'HTTP_X_REAL_IP' => '203.0.113.7',
				),
				array()
			)
		);
		$this->assertNull( ClientAddress::unnamed_proxy_header( $proxied, array( '10.0.0.0/8' ) ), 'Named: nothing to tell.' );
		$this->assertNull( ClientAddress::unnamed_proxy_header( array( 'REMOTE_ADDR' => '10.0.0.5' ), array() ), 'No forwarding header: a local visitor.' );
		$this->assertNull(
			ClientAddress::unnamed_proxy_header(
				array(
					'REMOTE_ADDR'          => '198.51.100.20',
					'HTTP_X_FORWARDED_FOR' => '1.2.3.4',
				),
				array()
			),
			'A public peer that sends the header is a client, not a proxy in front of the site.'
		);
	}
}
