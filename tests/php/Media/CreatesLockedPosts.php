<?php
/**
 * Posts with a locked-content block, for the media tests.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Tests\Media;

use Shopwright\Media\ContentLocks;
use Shopwright\Media\UnlockCookie;

/**
 * A page with public words and a locked block of secret ones.
 */
trait CreatesLockedPosts {

	/**
	 * Words only the password opens.
	 *
	 * @var string
	 */
	private static string $secret = 'Zebrafish recipe kept secret';

	/**
	 * Words anyone may read.
	 *
	 * @var string
	 */
	private static string $public = 'Welcome to the members page';

	/**
	 * The block's lock id.
	 *
	 * @var string
	 */
	private static string $lock_id = 'test-lock-0001';

	/**
	 * A published page holding the locked block, its password set.
	 *
	 * @param string $password The block's password ('' for none).
	 * @param string $status   Post status.
	 * @param bool   $locked   The block's "locked" mark.
	 */
	private function locked_page( string $password = 'open-sesame', string $status = 'publish', bool $locked = true ): int {
		$attrs = wp_json_encode(
			array(
				'lockId' => self::$lock_id,
				'locked' => $locked,
			)
		);
		$id    = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => $status,
				'post_title'   => 'Members',
				'post_content' => "<!-- wp:paragraph -->\n<p>" . self::$public . "</p>\n<!-- /wp:paragraph -->\n\n"
					. "<!-- wp:shopwright/locked-content $attrs -->\n<!-- wp:paragraph -->\n<p>" . self::$secret . "</p>\n<!-- /wp:paragraph -->\n<!-- /wp:shopwright/locked-content -->\n",
			)
		);
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		if ( '' !== $password ) {
			( new ContentLocks() )->set_password( $id, self::$lock_id, $password );
		}
		return $id;
	}

	/**
	 * The page's content as its page shows it, with the cookies given.
	 *
	 * @param int                  $post_id The page.
	 * @param array<string, mixed> $cookies $_COOKIE for the request.
	 */
	private function page_html( int $post_id, array $cookies = array() ): string {
		$previous_cookies = $_COOKIE;
		$_COOKIE          = $cookies;
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Rendering as the page's loop does; restored below.
		$GLOBALS['post'] = get_post( $post_id );
		setup_postdata( $GLOBALS['post'] );
		$html    = (string) apply_filters( 'the_content', get_post_field( 'post_content', $post_id ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, as the page applies it.
		$_COOKIE = $previous_cookies;
		wp_reset_postdata();
		return $html;
	}

	/**
	 * The unlock cookie in an answer, as the browser would send it back.
	 *
	 * @param \WP_REST_Response $response The unlock answer.
	 * @return array<string, string>
	 */
	private function cookie_from( \WP_REST_Response $response ): array {
		$header = (string) ( $response->get_headers()['Set-Cookie'] ?? '' );
		$this->assertStringStartsWith( UnlockCookie::PREFIX, $header );
		list( $pair )         = explode( ';', $header, 2 );
		list( $name, $value ) = explode( '=', $pair, 2 );
		return array( $name => $value );
	}
}
