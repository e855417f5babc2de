<?php
/**
 * The old name of Shared\LockedMarkup.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

use Shopwright\Shared\LockedMarkup as SharedLockedMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * Kept only while includes/Search/SearchEngine.php, which is being split, still imports it; the
 * architecture test fails once nothing does, so that this file goes then.
 *
 * @deprecated Use Shopwright\Shared\LockedMarkup.
 */
final class LockedMarkup {

	public const BLOCK = SharedLockedMarkup::BLOCK;

	/**
	 * The content without its locked blocks.
	 *
	 * @param string $content Post content as stored.
	 */
	public static function strip( string $content ): string {
		return SharedLockedMarkup::strip( $content );
	}
}
