<?php
/**
 * The attribution cookie, read on the server.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Attribution;

use Shopwright\Attribution\AttributionCookie;
use Shopwright\Tests\TestCase;

/**
 * The server reads what the browser wrote, and nothing a visitor forges gets past it unclean.
 */
final class AttributionCookieTest extends TestCase {

	/**
	 * A touch as the script writes it, with some values replaced.
	 *
	 * @param array<string, string> $values Values to replace.
	 * @return list<string>
	 */
	private static function touch( array $values = array() ): array {
		$touch = array_fill_keys( AttributionCookie::TOUCH_FIELDS, '(none)' );
		$touch = array_merge(
			$touch,
			array(
				'source_type' => 'typein',
				'utm_source'  => '(direct)',
				'click_id'    => '',
			),
			$values
		);
		return array_map( 'rawurlencode', array_values( $touch ) );
	}

	/**
	 * A whole cookie value.
	 *
	 * @param array<string, string> $first Values of the first touch.
	 * @param array<string, string> $last  Values of the last touch.
	 */
	private static function cookie( array $first = array(), array $last = array() ): string {
		return implode( '|', array_merge( array( '1', '4', '123456' ), self::touch( $first ), self::touch( $last ) ) );
	}

	public function test_reads_both_touches_and_the_visit_count(): void {
		$record = AttributionCookie::decode(
			self::cookie(
				array(
					'source_type' => 'referral',
					'utm_source'  => 'blog.example',
					'utm_medium'  => 'referral',
				),
				array(
					'source_type'  => 'utm',
					'utm_source'   => 'news|letter',
					'utm_campaign' => '50% off',
					'click_id'     => 'gclid:abc',
				)
			)
		);
		$this->assertNotNull( $record );
		$this->assertSame( 4, $record['visits'] );
		$this->assertSame( 'referral', $record['first']['source_type'] );
		$this->assertSame( 'blog.example', $record['first']['utm_source'] );
		$this->assertSame( 'news|letter', $record['last']['utm_source'] );
		$this->assertSame( '50% off', $record['last']['utm_campaign'] );
		$this->assertSame( 'gclid:abc', $record['last']['click_id'] );
	}

	public function test_an_empty_last_touch_is_the_first(): void {
		$first  = self::touch(
			array(
				'source_type' => 'utm',
				'utm_source'  => 'newsletter',
			)
		);
		$record = AttributionCookie::decode( implode( '|', array_merge( array( '1', '1', '100000' ), $first, array_fill( 0, count( $first ), '' ) ) ) );
		$this->assertNotNull( $record );
		$this->assertSame( 'newsletter', $record['last']['utm_source'] );
		$this->assertSame( $record['first'], $record['last'] );
	}

	public function test_hostile_values_are_stored_as_plain_capped_text(): void {
		$record = AttributionCookie::decode(
			self::cookie(
				array(
					'utm_source'   => '<script>alert(1)</script>shop',
					'utm_campaign' => str_repeat( 'x', 3000 ),
					'utm_term'     => "a\x01b\x7Fc\nd",
					'utm_content'  => "\xC3\x28invalid",
				)
			)
		);
		$this->assertNotNull( $record );
		$this->assertSame( 'shop', $record['first']['utm_source'] );
		$this->assertSame( AttributionCookie::MAX_VALUE, mb_strlen( $record['first']['utm_campaign'] ) );
		$this->assertSame( 'abc d', $record['first']['utm_term'] );
		$this->assertSame( '', $record['first']['utm_content'] );
	}

	public function test_bidirectional_and_invisible_format_characters_are_removed(): void {
		$controls = array(
			"\u{061C}",
			"\u{200E}",
			"\u{200F}",
			"\u{202A}",
			"\u{202B}",
			"\u{202C}",
			"\u{202D}",
			"\u{202E}",
			"\u{2066}",
			"\u{2067}",
			"\u{2068}",
			"\u{2069}",
			"\u{200B}",
			"\u{2060}",
			"\u{FEFF}",
			"\u{00AD}",
			"\u{2028}",
			"\u{2029}",
			"\u{0085}",
			"\u{009B}",
			"\u{E0041}",
		);
		$record   = AttributionCookie::decode(
			self::cookie(
				array(
					// Shown as "spring-gpj.exe" would read "spring-exe.jpg" with the override kept.
					'utm_campaign' => "spring-\u{202E}gpj.exe",
					'utm_source'   => implode( 'x', $controls ),
					'utm_term'     => "<scr\u{200B}ipt>alert(1)</scr\u{200B}ipt>shoes",
					// Joiners some scripts and emoji need are kept.
					'utm_content'  => "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645} \u{1F469}\u{200D}\u{1F4BB}",
				)
			)
		);

		$this->assertNotNull( $record );
		$this->assertSame( 'spring-gpj.exe', $record['first']['utm_campaign'] );
		$this->assertSame( str_repeat( 'x', count( $controls ) - 1 ), $record['first']['utm_source'] );
		$this->assertSame( 'shoes', $record['first']['utm_term'], 'An invisible character cannot smuggle a tag past the markup check.' );
		$this->assertSame( "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645} \u{1F469}\u{200D}\u{1F4BB}", $record['first']['utm_content'] );
		foreach ( array( 'utm_campaign', 'utm_source', 'utm_term' ) as $field ) {
			$this->assertSame( 0, preg_match( '/[\p{Cc}\p{Cf}]/u', $record['first'][ $field ] ), $field );
		}
	}

	public function test_anything_of_another_shape_is_ignored_whole(): void {
		$good = self::cookie();
		foreach (
			array(
				'missing'        => null,
				'empty'          => '',
				'other version'  => '2' . substr( $good, 1 ),
				'a field more'   => $good . '|x',
				'a field less'   => substr( $good, 0, (int) strrpos( $good, '|' ) ),
				'bad visits'     => str_replace( '|4|', '|-4|', $good ),
				'bad promo'      => str_replace( '123456', '99', $good ),
				'unknown type'   => self::cookie( array( 'source_type' => 'admin' ) ),
				'oversized'      => $good . str_repeat( 'x', AttributionCookie::MAX_COOKIE ),
				'not one at all' => 'typ=typein|||',
			) as $case => $text
		) {
			$this->assertNull( AttributionCookie::decode( $text ), $case );
		}
	}

	public function test_the_value_is_read_from_the_cookie_header_as_sent(): void {
		$value = self::cookie( array(), array( 'utm_source' => 'a|b' ) );
		$this->assertStringContainsString( '%7C', $value );
		$this->assertSame( $value, AttributionCookie::from_header( 'x=1; shopwright_attribution=' . $value . '; shopwright_attribution_session=1|a|b|c' ) );
		$this->assertNull( AttributionCookie::from_header( 'shopwright_attribution_session=1' ) );
		$this->assertNull( AttributionCookie::from_header( '' ) );
	}
}
