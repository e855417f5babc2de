<?php
/**
 * Locked content stays locked whatever the module's switch says.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media;

use Shopwright\Shared\LockedMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * Hooked whether or not the media module is on. A block type that is not registered renders its
 * stored inner content as it is, so switching the module off would otherwise print every locked
 * block's content to everyone; WordPress's search matches words in stored post content,
 * including words only a password opens; the Latest Posts block, set to show each post in full,
 * prints the stored content of the posts it lists without rendering their blocks; and
 * WooCommerce's structured data on a product's page describes it with its stored description,
 * its tags stripped but its blocks never rendered.
 */
final class LockGuard {

	/**
	 * Meta holding a post's content without its locked blocks, for search: the MD5 of the content
	 * it was made from, a colon, then the text. Protected (underscore), so never in REST answers.
	 */
	public const SEARCH_META = '_shopwright_search_content';

	/**
	 * The same for the excerpt (a product's short description may hold a locked block too).
	 */
	public const SEARCH_EXCERPT_META = '_shopwright_search_excerpt';

	/**
	 * The columns search reads, and the meta holding each one's copy without locked blocks.
	 */
	private const SEARCHED = array(
		'post_content' => self::SEARCH_META,
		'post_excerpt' => self::SEARCH_EXCERPT_META,
	);

	/**
	 * Option set once every post saved before these copies existed has one.
	 */
	public const BACKFILL_OPTION = 'shopwright_lock_search_backfill';

	/**
	 * Posts given their copy per request while catching up.
	 */
	private const BACKFILL_BATCH = 50;

	/**
	 * Hooks the guards.
	 */
	public function register(): void {
		add_filter( 'pre_render_block', array( $this, 'close_unregistered' ), 10, 2 );
		// Late, so terms other plugins add to the search are covered too.
		add_filter( 'posts_search', array( $this, 'guard_search' ), PHP_INT_MAX );
		add_filter( 'posts_search_orderby', array( $this, 'guard_search' ), PHP_INT_MAX );
		add_filter( 'posts_pre_query', array( $this, 'guard_unfiltered_search' ), PHP_INT_MAX, 2 );
		add_action( 'wp_insert_post', array( $this, 'keep_search_content' ), 10, 2 );
		add_action( 'init', array( $this, 'backfill_search_content' ), 20 );
		// Before wp_trim_excerpt() (10): an excerpt that was only a locked block is made from the
		// content instead, which renders its blocks closed.
		add_filter( 'get_the_excerpt', array( $this, 'guard_excerpt' ), 1 );
		add_filter( 'register_block_type_args', array( $this, 'guard_latest_posts' ), 10, 2 );
		add_filter( 'woocommerce_structured_data_product', array( $this, 'guard_product_data' ), 10, 2 );
	}

	/**
	 * The product's structured data described without its locked blocks: WooCommerce takes the
	 * short description (or, empty, the description) as stored, and only strips its tags.
	 *
	 * @param mixed $markup  The product's structured data.
	 * @param mixed $product The product.
	 * @return mixed
	 */
	public function guard_product_data( $markup, $product = null ) {
		if ( ! is_array( $markup ) || ! $product instanceof \WC_Product ) {
			return $markup;
		}
		$short  = (string) $product->get_short_description();
		$source = (string) ( $short ? $short : $product->get_description() );
		if ( ! str_contains( $source, 'wp:' . LockedMarkup::BLOCK ) ) {
			return $markup;
		}
		$markup['description'] = wp_strip_all_tags( do_shortcode( LockedMarkup::strip( $source ) ) );
		return $markup;
	}

	/**
	 * Wraps the Latest Posts block's render: while it runs, the markup it passes through
	 * wp_kses_post() (each listed post's stored content, in "full post" mode) loses its locked
	 * blocks first. Only during that render: kses also runs when posts are saved, where locked
	 * blocks must stay.
	 *
	 * @param mixed $args The block type's arguments.
	 * @param mixed $name The block type's name.
	 * @return mixed
	 */
	public function guard_latest_posts( $args, $name ) {
		if ( 'core/latest-posts' !== $name || ! is_array( $args ) || ! is_callable( $args['render_callback'] ?? null ) ) {
			return $args;
		}
		$render                  = $args['render_callback'];
		$args['render_callback'] = static function ( ...$params ) use ( $render ) {
			$strip = static fn( $content ) => is_string( $content ) ? LockedMarkup::strip( $content ) : $content;
			add_filter( 'pre_kses', $strip, PHP_INT_MAX );
			try {
				return $render( ...$params );
			} finally {
				remove_filter( 'pre_kses', $strip, PHP_INT_MAX );
			}
		};
		return $args;
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
	 * Keeps WordPress's search from seeing words inside locked blocks: otherwise searching for a
	 * guess, or leaving it out with "-guess", or the order of the results would tell whether it is
	 * in there. Every reading of the post content (and excerpt) in the search's WHERE clause and
	 * its ORDER BY reads, for a post whose field holds a locked block, that field without those
	 * blocks instead (kept in meta when the post is saved; an empty text while that copy is
	 * missing or older than the field). So a post is found, or left out, by its public words, as
	 * if the locked words were not there. Works in SQL, so queries for ids only are covered too.
	 *
	 * @param mixed $search The search's WHERE clause, or its ORDER BY.
	 * @return mixed
	 */
	public function guard_search( $search ) {
		if ( ! is_string( $search ) || '' === $search ) {
			return $search;
		}
		return self::public_content( $search );
	}

	/**
	 * The same guard for a search that skips the query filters (suppress_filters, as the
	 * editor's link search and get_posts() ask): its finished SQL is WordPress's own, so every
	 * reading of the post content in it belongs to the search.
	 *
	 * @param mixed $posts The posts, when a filter already found them.
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public function guard_unfiltered_search( $posts, $query = null ) {
		if ( null !== $posts || ! $query instanceof \WP_Query || empty( $query->query_vars['suppress_filters'] ) || empty( $query->query_vars['s'] ) || ! is_string( $query->request ) ) {
			return $posts;
		}
		$query->request = self::public_content( $query->request );
		return $posts;
	}

	/**
	 * SQL with every reading of the posts table's content and excerpt, outside string literals,
	 * replaced by what search may see of them.
	 *
	 * @param string $sql A clause or a query.
	 */
	public static function public_content( string $sql ): string {
		global $wpdb;
		$column = '/(?:`?' . preg_quote( $wpdb->posts, '/' ) . '`?\.)`?(post_content|post_excerpt)`?(?![\w`])/';
		if ( 1 !== preg_match( $column, $sql ) ) {
			return $sql;
		}
		$public = array();
		foreach ( self::SEARCHED as $name => $meta ) {
			$public[ $name ] = $wpdb->prepare(
				"(CASE WHEN {$wpdb->posts}.{$name} LIKE %s THEN COALESCE((SELECT SUBSTRING(shopwright_search.meta_value, 34) FROM {$wpdb->postmeta} AS shopwright_search WHERE shopwright_search.post_id = {$wpdb->posts}.ID AND shopwright_search.meta_key = %s AND LEFT(shopwright_search.meta_value, 33) = CONCAT(MD5({$wpdb->posts}.{$name}), ':') LIMIT 1), '') ELSE {$wpdb->posts}.{$name} END)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The column names are this class's own constants.
				'%' . $wpdb->esc_like( 'wp:' . LockedMarkup::BLOCK ) . '%',
				$meta
			);
		}
		// Literals ('...' with backslash or doubled-quote escapes) are kept as they are: a search
		// term may spell a column's name.
		$parts = preg_split( "/('(?:[^'\\\\]|\\\\.|'')*')/s", $sql, -1, PREG_SPLIT_DELIM_CAPTURE );
		if ( ! is_array( $parts ) ) {
			return $sql;
		}
		foreach ( $parts as $index => $part ) {
			if ( 0 === $index % 2 ) {
				$parts[ $index ] = (string) preg_replace_callback( $column, static fn( array $found ): string => $public[ $found[1] ], $part );
			}
		}
		return implode( '', $parts );
	}

	/**
	 * Catches up on posts holding locked blocks saved before their copy for search was kept, a
	 * batch per request until none is left: until then, search sees none of their content.
	 */
	public function backfill_search_content(): void {
		global $wpdb;
		$done = get_option( self::BACKFILL_OPTION, '0' );
		if ( 'done' === $done ) {
			return;
		}
		$like = '%' . $wpdb->esc_like( 'wp:' . LockedMarkup::BLOCK ) . '%';
		// Onwards from the last post looked at, so a post whose copy cannot be made is not
		// taken again and again.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A one-off catch-up over posts no cache holds as a set.
		$ids  = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} AS p WHERE p.ID > %d AND p.post_type <> 'revision' AND (
					( p.post_content LIKE %s AND NOT EXISTS ( SELECT 1 FROM {$wpdb->postmeta} AS m WHERE m.post_id = p.ID AND m.meta_key = %s AND LEFT( m.meta_value, 33 ) = CONCAT( MD5( p.post_content ), ':' ) ) )
					OR ( p.post_excerpt LIKE %s AND NOT EXISTS ( SELECT 1 FROM {$wpdb->postmeta} AS m WHERE m.post_id = p.ID AND m.meta_key = %s AND LEFT( m.meta_value, 33 ) = CONCAT( MD5( p.post_excerpt ), ':' ) ) )
				) ORDER BY p.ID LIMIT %d",
				(int) $done,
				$like,
				self::SEARCH_META,
				$like,
				self::SEARCH_EXCERPT_META,
				self::BACKFILL_BATCH
			)
		);
		$last = (int) $done;
		foreach ( $ids as $id ) {
			$post = get_post( (int) $id );
			if ( $post instanceof \WP_Post ) {
				$this->keep_search_content( $post->ID, $post );
			}
			$last = max( $last, (int) $id );
		}
		update_option( self::BACKFILL_OPTION, count( $ids ) < self::BACKFILL_BATCH ? 'done' : (string) $last, true );
	}

	/**
	 * Keeps a saved post's content and excerpt without their locked blocks, for search; forgets
	 * each copy once its field holds none. Revisions are left out: their meta would land on their
	 * post.
	 *
	 * @param mixed $post_id The post's id.
	 * @param mixed $post    The post.
	 */
	public function keep_search_content( $post_id, $post ): void {
		if ( ! $post instanceof \WP_Post || wp_is_post_revision( $post ) ) {
			return;
		}
		foreach ( self::SEARCHED as $name => $meta ) {
			$text = (string) $post->{$name};
			if ( ! str_contains( strtolower( $text ), 'wp:' . LockedMarkup::BLOCK ) ) {
				delete_post_meta( (int) $post_id, $meta );
				continue;
			}
			update_post_meta( (int) $post_id, $meta, wp_slash( md5( $text ) . ':' . LockedMarkup::strip( $text ) ) );
		}
	}

	/**
	 * A manual excerpt without its locked blocks. WordPress prints a manual excerpt (REST
	 * answers, feeds, archives, embeds) without rendering its blocks, so a locked block typed into
	 * one, as into a product's short description, would print its inner content to everyone.
	 *
	 * @param mixed $excerpt The excerpt.
	 * @return mixed
	 */
	public function guard_excerpt( $excerpt ) {
		return is_string( $excerpt ) ? LockedMarkup::strip( $excerpt ) : $excerpt;
	}
}
