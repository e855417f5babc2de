<?php
/**
 * Locked content read straight from stored post content.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Shared;

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
	 * A block delimiter, as WordPress's block parser reads one: an opener, a closer or a
	 * self-closing block, with any whitespace the parser allows.
	 */
	private const DELIMITER = '/<!--\s+(?P<closer>\/)?wp:(?P<namespace>[a-z][a-z0-9_-]*\/)?(?P<name>[a-z][a-z0-9_-]*)\s+(?P<attrs>{(?:(?:[^}]+|}+(?=})|(?!}\s+\/?-->).)*+)?}\s+)?(?P<void>\/)?-->/s';

	/**
	 * The content without its locked blocks.
	 *
	 * Blocks are matched as the block parser matches them: a closer ends whichever block is open
	 * innermost, whatever name it carries, so a locked block ends where the parser ends it, not
	 * at the first closer that names it. A locked block whose end is not in the text (cut off, or
	 * never closed, which the parser also reads to the end) takes the rest of the text with it.
	 *
	 * @param string $content Post content as stored.
	 */
	public static function strip( string $content ): string {
		if ( ! str_contains( $content, 'wp:' . self::BLOCK ) ) {
			return $content;
		}
		$kept   = '';
		$copied = 0;
		$open   = array();
		$start  = null;
		$depth  = 0;
		$offset = 0;
		while ( 1 === preg_match( self::DELIMITER, $content, $match, PREG_OFFSET_CAPTURE | PREG_UNMATCHED_AS_NULL, $offset ) ) {
			$at     = (int) $match[0][1];
			$offset = $at + strlen( (string) $match[0][0] );
			$space  = (string) $match['namespace'][0];
			$name   = ( '' !== $space ? $space : 'core/' ) . $match['name'][0];
			$closer = '' !== (string) $match['closer'][0];
			$void   = '' !== (string) $match['void'][0];
			if ( $void ) {
				if ( null === $start && self::BLOCK === $name ) {
					$kept  .= substr( $content, $copied, $at - $copied );
					$copied = $offset;
				}
				continue;
			}
			if ( $closer ) {
				// A closer with nothing open: the parser gives up on blocks there; stripping on
				// removes at least what it would.
				if ( array() === $open ) {
					continue;
				}
				array_pop( $open );
				if ( null !== $start && count( $open ) === $depth ) {
					$kept  .= substr( $content, $copied, $start - $copied );
					$copied = $offset;
					$start  = null;
				}
				continue;
			}
			if ( null === $start && self::BLOCK === $name ) {
				$start = $at;
				$depth = count( $open );
			}
			$open[] = $name;
		}
		return $kept . substr( $content, $copied, null === $start ? null : $start - $copied );
	}
}
