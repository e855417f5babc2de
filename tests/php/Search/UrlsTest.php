<?php
/**
 * Addresses as the index stores them and as the light endpoint gives them back.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Search;

use Shopwright\Search\Urls;
use Shopwright\Tests\TestCase;

/**
 * The index keeps the site's own addresses as paths, so a site moved to another domain (or
 * served on two) still links to itself; any other address is kept whole and never turned into
 * one of the site's.
 */
final class UrlsTest extends TestCase {

	private const HOME = 'https://shop.test';

	public function test_the_sites_own_addresses_are_stored_as_paths_and_come_back_whole(): void {
		foreach ( array( '/product/mug/', '/?p=12', '/' ) as $path ) {
			$stored = Urls::relative( self::HOME . ( '/' === $path ? '' : $path ), self::HOME . '/' );
			$this->assertSame( $path, $stored );
			$this->assertSame( self::HOME . $path, Urls::absolute( $stored, self::HOME ) );
		}
		$this->assertSame( 'https://new.test/product/mug/', Urls::absolute( '/product/mug/', 'https://new.test/' ), 'A moved site links to itself.' );
	}

	public function test_other_hosts_stay_as_they_are_even_when_they_start_like_the_site(): void {
		foreach ( array( 'https://shop.test.evil.example/x', 'https://cdn.example/p.jpg', 'http://shop.test/x' ) as $url ) {
			$this->assertSame( $url, Urls::relative( $url, self::HOME ) );
			$this->assertSame( $url, Urls::absolute( $url, self::HOME ) );
		}
	}

	public function test_a_protocol_relative_address_is_never_put_under_the_site(): void {
		$this->assertSame( '//evil.example/x', Urls::absolute( '//evil.example/x', self::HOME ) );
	}

	public function test_without_a_home_url_nothing_is_shortened(): void {
		$this->assertSame( 'https://shop.test/a/', Urls::relative( 'https://shop.test/a/', '' ) );
	}
}
