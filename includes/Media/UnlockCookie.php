<?php
/**
 * The cookie that keeps a locked block open for a visitor.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

defined( 'ABSPATH' ) || exit;

/**
 * One cookie per post and block: its expiry and a MAC over the post, the block, the password
 * version and that expiry, keyed with the site's secret salt. The browser cannot make one, move
 * one to another block, or keep one past a password change or its expiry. HttpOnly (no script
 * reads it), Secure on https, SameSite=Lax (sent when the visitor follows a link back).
 */
final class UnlockCookie {

	public const PREFIX = 'shopwright_unlock_';

	/**
	 * The cookie's name for a block.
	 *
	 * @param int    $post_id The post.
	 * @param string $lock_id The block's lock id (already valid: letters, digits, - and _).
	 */
	public static function name( int $post_id, string $lock_id ): string {
		return self::PREFIX . $post_id . '_' . $lock_id;
	}

	/**
	 * The cookie's value.
	 *
	 * @param int    $post_id The post.
	 * @param string $lock_id The block's lock id.
	 * @param string $version The password version it opens.
	 * @param int    $expires Expiry, a Unix time.
	 */
	public static function value( int $post_id, string $lock_id, string $version, int $expires ): string {
		return $expires . '.' . self::mac( $post_id, $lock_id, $version, $expires );
	}

	/**
	 * Whether a cookie value opens this block at this password version.
	 *
	 * @param mixed    $value   The cookie as the browser sent it.
	 * @param int      $post_id The post.
	 * @param string   $lock_id The block's lock id.
	 * @param string   $version The current password version.
	 * @param int|null $now     Current time, for tests.
	 */
	public static function opens( $value, int $post_id, string $lock_id, string $version, ?int $now = null ): bool {
		if ( ! is_string( $value ) || 1 !== preg_match( '/^(\d{1,12})\.([a-f0-9]{64})$/', $value, $parts ) ) {
			return false;
		}
		$expires = (int) $parts[1];
		if ( $expires <= ( $now ?? time() ) ) {
			return false;
		}
		return hash_equals( self::mac( $post_id, $lock_id, $version, $expires ), $parts[2] );
	}

	/**
	 * Whether this request carries an unlock cookie for the block that opens it now.
	 *
	 * @param int    $post_id The post.
	 * @param string $lock_id The block's lock id.
	 * @param string $version The current password version.
	 */
	public static function in_request( int $post_id, string $lock_id, string $version ): bool {
		$name = self::name( $post_id, $lock_id );
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Matched against a strict pattern and a MAC in opens().
		return isset( $_COOKIE[ $name ] ) && self::opens( wp_unslash( $_COOKIE[ $name ] ), $post_id, $lock_id, $version );
	}

	/**
	 * Whether the request carries any unlock cookie at all: then no page of the answer may be
	 * kept by a cache, which would hand the unlocked page to the next visitor.
	 *
	 * @param array<string, mixed> $cookies $_COOKIE.
	 */
	public static function any( array $cookies ): bool {
		foreach ( array_keys( $cookies ) as $name ) {
			if ( str_starts_with( (string) $name, self::PREFIX ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The Set-Cookie header's value.
	 *
	 * @param int    $post_id The post.
	 * @param string $lock_id The block's lock id.
	 * @param string $version The password version it opens.
	 * @param int    $expires Expiry, a Unix time.
	 * @param bool   $secure  Whether the site is served over https.
	 */
	public static function header( int $post_id, string $lock_id, string $version, int $expires, bool $secure ): string {
		$path = defined( 'COOKIEPATH' ) && '' !== COOKIEPATH ? COOKIEPATH : '/';
		return sprintf(
			'%s=%s; Expires=%s; Max-Age=%d; Path=%s; HttpOnly; SameSite=Lax%s',
			self::name( $post_id, $lock_id ),
			self::value( $post_id, $lock_id, $version, $expires ),
			gmdate( 'D, d M Y H:i:s', $expires ) . ' GMT',
			max( 0, $expires - time() ),
			$path,
			$secure ? '; Secure' : ''
		);
	}

	/**
	 * The MAC.
	 *
	 * @param int    $post_id The post.
	 * @param string $lock_id The block's lock id.
	 * @param string $version The password version.
	 * @param int    $expires Expiry.
	 */
	private static function mac( int $post_id, string $lock_id, string $version, int $expires ): string {
		return hash_hmac( 'sha256', 'shopwright-unlock|' . $post_id . '|' . $lock_id . '|' . $version . '|' . $expires, wp_salt( 'auth' ) );
	}
}
