<?php
/**
 * The passwords of locked-content blocks.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

defined( 'ABSPATH' ) || exit;

/**
 * Each locked block's password hash, kept in a protected meta field of its post under the
 * block's lock id, never in the block's attributes: post content reaches the block editor, the
 * REST API's edit context and revisions, and a hash there would reach browsers with it. Meta whose
 * key starts with an underscore is not shown by the REST API or the custom fields box.
 *
 * Beside the hash sits a version, new with every change of password; unlock cookies name the
 * version they were given for, so a new password shuts out everyone who had the old one.
 */
final class ContentLocks {

	public const META_PREFIX = '_shopwright_lock_';

	/**
	 * How a lock id looks: what the editor generates (a UUID), or anything as plain.
	 */
	public const ID_PATTERN = '/^[A-Za-z0-9_-]{8,64}$/';

	/**
	 * The longest password accepted, in bytes: hashing is slow on purpose, so a megabyte of
	 * "password" must not reach it.
	 */
	public const MAX_PASSWORD_BYTES = 200;

	/**
	 * Whether a lock id is well formed.
	 *
	 * @param string $lock_id The block's lock id.
	 */
	public static function is_valid_id( string $lock_id ): bool {
		return 1 === preg_match( self::ID_PATTERN, $lock_id );
	}

	/**
	 * The lock of a block: its hash and version, or null when the block has no password.
	 *
	 * @param int    $post_id The post holding the block.
	 * @param string $lock_id The block's lock id.
	 * @return array{hash: string, version: string}|null
	 */
	public function get( int $post_id, string $lock_id ): ?array {
		if ( $post_id <= 0 || ! self::is_valid_id( $lock_id ) ) {
			return null;
		}
		$lock = get_post_meta( $post_id, self::META_PREFIX . $lock_id, true );
		if ( ! is_array( $lock ) || ! is_string( $lock['hash'] ?? null ) || ! is_string( $lock['version'] ?? null ) || '' === $lock['hash'] ) {
			return null;
		}
		return array(
			'hash'    => $lock['hash'],
			'version' => $lock['version'],
		);
	}

	/**
	 * Sets a block's password, or removes it when the password is empty.
	 *
	 * @param int    $post_id  The post holding the block.
	 * @param string $lock_id  The block's lock id.
	 * @param string $password The new password, as typed.
	 * @return bool Whether the block is now locked.
	 */
	public function set_password( int $post_id, string $lock_id, string $password ): bool {
		$key = self::META_PREFIX . $lock_id;
		if ( '' === $password ) {
			delete_post_meta( $post_id, $key );
			return false;
		}
		update_post_meta(
			$post_id,
			$key,
			array(
				'hash'    => wp_hash_password( $password ),
				'version' => bin2hex( random_bytes( 8 ) ),
			)
		);
		return true;
	}

	/**
	 * Whether the password opens the block's lock. A block without a password has nothing to
	 * open, so no password is right for it.
	 *
	 * @param int    $post_id  The post holding the block.
	 * @param string $lock_id  The block's lock id.
	 * @param string $password The password, as typed.
	 */
	public function check( int $post_id, string $lock_id, string $password ): bool {
		$lock = $this->get( $post_id, $lock_id );
		if ( null === $lock || '' === $password ) {
			return false;
		}
		return wp_check_password( $password, $lock['hash'] );
	}
}
