<?php
/**
 * Locked content stays locked whatever the module's switch says.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

defined( 'ABSPATH' ) || exit;

/**
 * Hooked whether or not the media module is on. A block type that is not registered renders its
 * stored inner content as it is, so switching the module off would otherwise print every locked
 * block's content to everyone; and WordPress's search matches words in stored post content,
 * including words only a password opens.
 */
final class LockGuard {

	/**
	 * Hooks the guards.
	 */
	public function register(): void {
		add_filter( 'pre_render_block', array( $this, 'close_unregistered' ), 10, 2 );
		add_filter( 'posts_results', array( $this, 'filter_search_results' ), 10, 2 );
	}

	/**
	 * An empty rendering of a locked block while its type is not registered.
	 *
	 * @param string|null $pre_render The rendering so far (null: render normally).
	 * @param mixed       $parsed     The parsed block.
	 * @return string|null
	 */
	public function close_unregistered( $pre_render, $parsed ) {
		if ( is_array( $parsed ) && LockedMarkup::BLOCK === ( $parsed['blockName'] ?? null ) && ! \WP_Block_Type_Registry::get_instance()->is_registered( LockedMarkup::BLOCK ) ) {
			return '';
		}
		return $pre_render;
	}

	/**
	 * Drops from a search's results every post that matches only through words inside its locked
	 * blocks: otherwise searching for a guess would tell whether it is in there. (The count of
	 * results WordPress shows may then be a little high.)
	 *
	 * @param mixed $posts The posts found.
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public function filter_search_results( $posts, $query ) {
		if ( ! is_array( $posts ) || ! $query instanceof \WP_Query || '' === (string) $query->get( 's' ) ) {
			return $posts;
		}
		$terms = array_filter( array_map( 'strval', (array) $query->get( 'search_terms' ) ) );
		if ( array() === $terms ) {
			return $posts;
		}
		return array_values(
			array_filter(
				$posts,
				static function ( $found ) use ( $terms ): bool {
					// Queries for ids only (the REST API's search) get ids.
					$post = is_numeric( $found ) ? get_post( (int) $found ) : $found;
					if ( ! $post instanceof \WP_Post || ! str_contains( $post->post_content, '<!-- wp:' . LockedMarkup::BLOCK ) ) {
						return true;
					}
					$text = $post->post_title . ' ' . $post->post_excerpt . ' ' . LockedMarkup::strip( $post->post_content );
					foreach ( $terms as $term ) {
						$exclude = str_starts_with( $term, '-' );
						if ( ! $exclude && false === mb_stripos( $text, $term ) ) {
							return false;
						}
					}
					return true;
				}
			)
		);
	}
}
