<?php
/**
 * Which provider addresses the server may fetch.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\Feeds\AddressGuard;
use Shopwright\Media\Feeds\ProviderHttp;
use Shopwright\Tests\RecordedHttp;
use Shopwright\Tests\TestCase;

/**
 * Private, loopback and link-local addresses in every spelling are refused, and so is a public
 * address that redirects inward; only the provider's own hosts are fetched.
 */
final class AddressGuardTest extends TestCase {

	use RecordedHttp;

	private const HOSTS = array( 'www.googleapis.com', 'i.ytimg.com' );

	/**
	 * A guard whose DNS answers from a table.
	 *
	 * @param array<string, list<string>> $dns Host → addresses.
	 */
	private function guard( array $dns = array( 'www.googleapis.com' => array( '142.250.74.10' ) ) ): AddressGuard {
		return new AddressGuard( static fn( string $host ): array => $dns[ $host ] ?? array() );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function inward_addresses(): array {
		return array(
			'loopback'              => array( 'https://127.0.0.1/' ),
			'decimal loopback'      => array( 'https://2130706433/' ),
			'octal loopback'        => array( 'https://0177.0.0.1/' ),
			'hex loopback'          => array( 'https://0x7f.0.0.1/' ),
			'hex in one'            => array( 'https://0x7f000001/' ),
			'short form'            => array( 'https://127.1/' ),
			'private'               => array( 'https://10.0.0.5/' ),
			'link-local (metadata)' => array( 'https://169.254.169.254/latest/meta-data/' ),
			'IPv6 loopback'         => array( 'https://[::1]/' ),
			'IPv4 mapped into IPv6' => array( 'https://[::ffff:127.0.0.1]/' ),
			'IPv6 unique local'     => array( 'https://[fd00::1]/' ),
			'IPv6 link-local'       => array( 'https://[fe80::1]/' ),
			'zero'                  => array( 'https://0/' ),
			'plain http'            => array( 'http://www.googleapis.com/youtube/v3/' ),
			'other port'            => array( 'https://www.googleapis.com:8080/' ),
			'user name'             => array( 'https://user@www.googleapis.com/' ),
			'other host'            => array( 'https://example.com/' ),
			'look-alike host'       => array( 'https://www.googleapis.com.evil.example/' ),
		);
	}

	/**
	 * @dataProvider inward_addresses
	 *
	 * @param string $url The address.
	 */
	public function test_an_inward_or_foreign_address_is_refused( string $url ): void {
		$this->assertNotNull( $this->guard()->refusal( $url, self::HOSTS ) );
	}

	public function test_a_provider_host_that_resolves_inward_is_refused(): void {
		$guard = $this->guard(
			array(
				'www.googleapis.com' => array( '142.250.74.10', '192.168.1.2' ),
				'i.ytimg.com'        => array( '::ffff:10.0.0.1' ),
			)
		);
		$this->assertStringContainsString( 'private network', (string) $guard->refusal( 'https://www.googleapis.com/youtube/v3/', self::HOSTS ) );
		$this->assertStringContainsString( 'private network', (string) $guard->refusal( 'https://i.ytimg.com/vi/a/mqdefault.jpg', self::HOSTS ) );
		$this->assertNotNull( $guard->refusal( 'https://unresolved.example/', array( 'unresolved.example' ) ) );
	}

	public function test_the_provider_host_on_a_public_address_is_allowed(): void {
		$this->assertNull( $this->guard()->refusal( 'https://www.googleapis.com/youtube/v3/channels?id=x', self::HOSTS ) );
		$this->assertNull( $this->guard()->refusal( 'https://WWW.GOOGLEAPIS.COM./youtube/v3/', self::HOSTS ) );
	}

	public function test_every_spelling_of_an_ip_address_is_read_as_one(): void {
		$this->assertSame( '127.0.0.1', AddressGuard::literal_ip( '2130706433' ) );
		$this->assertSame( '127.0.0.1', AddressGuard::literal_ip( '0x7f.1' ) );
		$this->assertSame( '10.0.0.1', AddressGuard::literal_ip( '012.0.0.01' ) );
		$this->assertSame( '::1', AddressGuard::literal_ip( '[::1]' ) );
		$this->assertNull( AddressGuard::literal_ip( 'www.googleapis.com' ) );
		$this->assertFalse( AddressGuard::is_public( '100.64.0.1' ) );
		$this->assertFalse( AddressGuard::is_public( '::' ) );
		$this->assertTrue( AddressGuard::is_public( '2607:f8b0:4004:c07::64' ) );
	}

	public function test_a_public_address_redirecting_inward_is_refused_before_anything_goes_there(): void {
		$this->answer_from( null );
		$this->record( 'www.googleapis.com', '/youtube/v3/channels', 302, '', array( 'location' => 'https://169.254.169.254/latest/meta-data/' ) );
		$result = ( new ProviderHttp( $this->guard() ) )->get_json( 'https://www.googleapis.com/youtube/v3/channels', self::HOSTS );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'shopwright_provider_address', $result->get_error_code() );
		$this->assertSame( array( 'https://www.googleapis.com/youtube/v3/channels' ), $this->asked, 'Only the first address was asked.' );
		$this->assertSame( 0, $this->asked_args[0]['redirection'], 'With redirects off.' );
	}

	public function test_a_redirect_within_the_allowed_hosts_is_followed_and_checked(): void {
		$this->answer_from( null );
		$this->record( 'www.googleapis.com', '/first', 301, '', array( 'location' => '/second' ) );
		$this->record( 'www.googleapis.com', '/second', 200, '{"ok":true}' );
		$result = ( new ProviderHttp( $this->guard() ) )->get_json( 'https://www.googleapis.com/first', self::HOSTS );
		$this->assertSame( array( 'ok' => true ), $result );
		$this->assertSame( array( 'https://www.googleapis.com/first', 'https://www.googleapis.com/second' ), $this->asked );
	}
}
