<?php
/**
 * Locked content read straight from stored post content.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

defined( 'ABSPATH' ) || exit;

/**
 * Removes locked-content blocks from raw post content, for code that reads post_content without
 * rendering it (a search index, a description cut from the start of a post). Pure PHP, so the
 * light search endpoint can use it without loading WordPress.
 *
 * Every locked block goes, whether or not it has a password: text only a renderer can judge is
 * never handed to code that does not render. A block whose end was cut off (the start of a post,
 * read with a length limit) takes the rest of the text with it.
 */
final class LockedMarkup {

	public const BLOCK = 'shopwright/locked-content';

	/**
	 * The content without its locked blocks.
	 *
	 * @param string $content Post content as stored.
	 */
	public static function strip( string $content ): string {
		$opener = '<!-- wp:' . self::BLOCK;
		$closer = '<!-- /wp:' . self::BLOCK . ' -->';
		$start  = strpos( $content, $opener );
		while ( false !== $start ) {
			$end = self::block_end( $content, $start, $opener, $closer );
			if ( null === $end ) {
				return substr( $content, 0, $start );
			}
			$content = substr( $content, 0, $start ) . substr( $content, $end );
			$start   = strpos( $content, $opener, $start );
		}
		return $content;
	}

	/**
	 * Where the block that opens at $start ends (just past its closer), or null when it does not
	 * end in this text. Locked blocks inside locked blocks are counted, so the outer one's closer
	 * is the one found.
	 *
	 * @param string $content The content.
	 * @param int    $start   Offset of the opener.
	 * @param string $opener  The opener's start.
	 * @param string $closer  The closer.
	 */
	private static function block_end( string $content, int $start, string $opener, string $closer ): ?int {
		$comment_end = strpos( $content, '-->', $start );
		if ( false === $comment_end ) {
			return null;
		}
		if ( '/-->' === substr( $content, $comment_end - 1, 4 ) ) {
			return $comment_end + 3; // Self-closing: a block with an embed address and no inner blocks.
		}
		$depth  = 1;
		$offset = $comment_end + 3;
		while ( $depth > 0 ) {
			$next_open  = strpos( $content, $opener, $offset );
			$next_close = strpos( $content, $closer, $offset );
			if ( false === $next_close ) {
				return null;
			}
			if ( false !== $next_open && $next_open < $next_close ) {
				$inner_end = strpos( $content, '-->', $next_open );
				if ( false === $inner_end ) {
					return null;
				}
				if ( '/-->' !== substr( $content, $inner_end - 1, 4 ) ) {
					++$depth;
				}
				$offset = $inner_end + 3;
				continue;
			}
			--$depth;
			$offset = $next_close + strlen( $closer );
		}
		return $offset;
	}
}
