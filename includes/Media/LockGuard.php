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
		add_filter( 'posts_search', array( $this, 'guard_search' ) );
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
	 * Keeps WordPress's search from matching words inside locked blocks: otherwise searching for
	 * a guess would tell whether it is in there. The content of a post that holds a locked block
	 * is left out of the match, so such a post is found by its title and excerpt. Works in SQL,
	 * so queries for ids only (the REST API's search) are covered too.
	 *
	 * @param mixed $search The search's WHERE clause.
	 * @return mixed
	 */
	public function guard_search( $search ) {
		global $wpdb;
		if ( ! is_string( $search ) || '' === $search ) {
			return $search;
		}
		$column = $wpdb->posts . '.post_content LIKE ';
		$guard  = $wpdb->prepare( "{$wpdb->posts}.post_content NOT LIKE %s", '%' . $wpdb->esc_like( '<!-- wp:' . LockedMarkup::BLOCK ) . '%' );
		return (string) preg_replace( '/\(' . preg_quote( $column, '/' ) . "('(?:[^'\\\\]|\\\\.)*')\\)/", '(' . $column . '$1 AND ' . str_replace( '$', '\\$', $guard ) . ')', $search );
	}
}
