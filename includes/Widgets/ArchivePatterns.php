<?php
/**
 * Three layouts for the Query Loop, offered as its patterns.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Widgets;

defined( 'ABSPATH' ) || exit;

/**
 * The archive layouts a page builder's posts widget offers, as core Query Loop patterns in the
 * **Shopwright** category: **Cards** (a grid of bordered cards: image, title, date, excerpt),
 * **Classic** (one post under the other: title, date, image, excerpt) and **Full content** (each
 * post whole). They are plain core blocks: no script, no stylesheet, nothing of ours on the page.
 * Each one inherits the query of the template it is placed in (an archive shows its own posts),
 * and a loop already on the page can switch to another of them from its toolbar ("Replace").
 */
final class ArchivePatterns {

	public const CATEGORY = 'shopwright';
	public const NAMES    = array( 'shopwright/posts-cards', 'shopwright/posts-classic', 'shopwright/posts-full-content' );

	/**
	 * Registers the category and the patterns; called on init.
	 */
	public function register(): void {
		if ( ! function_exists( 'register_block_pattern' ) ) {
			return;
		}
		$registry = \WP_Block_Pattern_Categories_Registry::get_instance();
		if ( ! $registry->is_registered( self::CATEGORY ) ) {
			register_block_pattern_category( self::CATEGORY, array( 'label' => __( 'Shopwright', 'shopwright' ) ) );
		}
		$common = array(
			'categories'    => array( self::CATEGORY, 'query' ),
			'blockTypes'    => array( 'core/query' ),
			'templateTypes' => array( 'archive', 'category', 'tag', 'author', 'date', 'home', 'index', 'search' ),
		);
		register_block_pattern(
			self::NAMES[0],
			$common + array(
				'title'       => __( 'Posts: cards', 'shopwright' ),
				'description' => __( 'A grid of cards, each with the featured image, title, date and excerpt.', 'shopwright' ),
				'content'     => self::query(
					'{"type":"grid","columnCount":3}',
					'<!-- wp:group {"className":"shopwright-post-card","style":{"border":{"width":"1px","radius":"6px"},"spacing":{"padding":{"top":"0","right":"0","bottom":"var:preset|spacing|30","left":"0"},"blockGap":"0.5rem"}},"borderColor":"contrast","layout":{"type":"flex","orientation":"vertical","justifyContent":"stretch"}} -->'
					. '<div class="wp-block-group shopwright-post-card has-border-color has-contrast-border-color" style="border-width:1px;border-radius:6px;padding-top:0;padding-right:0;padding-bottom:var(--wp--preset--spacing--30);padding-left:0">'
					. '<!-- wp:post-featured-image {"isLink":true,"aspectRatio":"4/3","style":{"border":{"radius":{"topLeft":"6px","topRight":"6px"}}}} /-->'
					. '<!-- wp:group {"style":{"spacing":{"padding":{"right":"var:preset|spacing|30","left":"var:preset|spacing|30"},"blockGap":"0.5rem"}},"layout":{"type":"flex","orientation":"vertical"}} -->'
					. '<div class="wp-block-group" style="padding-right:var(--wp--preset--spacing--30);padding-left:var(--wp--preset--spacing--30)">'
					. '<!-- wp:post-title {"level":3,"isLink":true} /-->'
					. '<!-- wp:post-date {"fontSize":"small"} /-->'
					. '<!-- wp:post-excerpt {"excerptLength":25} /-->'
					. '</div><!-- /wp:group -->'
					. '</div><!-- /wp:group -->'
				),
			)
		);
		register_block_pattern(
			self::NAMES[1],
			$common + array(
				'title'       => __( 'Posts: classic', 'shopwright' ),
				'description' => __( 'One post under the other: title, date, featured image and excerpt with a link to read on.', 'shopwright' ),
				'content'     => self::query(
					'{"type":"default"}',
					'<!-- wp:post-title {"isLink":true} /-->'
					. '<!-- wp:post-date /-->'
					. '<!-- wp:post-featured-image {"isLink":true} /-->'
					. '<!-- wp:post-excerpt ' . serialize_block_attributes( array( 'moreText' => __( 'Read more', 'shopwright' ) ) ) . ' /-->'
					. '<!-- wp:separator {"className":"is-style-wide"} --><hr class="wp-block-separator has-alpha-channel-opacity is-style-wide"/><!-- /wp:separator -->'
				),
			)
		);
		register_block_pattern(
			self::NAMES[2],
			$common + array(
				'title'       => __( 'Posts: full content', 'shopwright' ),
				'description' => __( 'Each post whole: title, date, featured image and its full content.', 'shopwright' ),
				'content'     => self::query(
					'{"type":"default"}',
					'<!-- wp:post-title {"isLink":true} /-->'
					. '<!-- wp:post-date /-->'
					. '<!-- wp:post-featured-image /-->'
					. '<!-- wp:post-content {"layout":{"type":"constrained"}} /-->'
					. '<!-- wp:separator {"className":"is-style-wide"} --><hr class="wp-block-separator has-alpha-channel-opacity is-style-wide"/><!-- /wp:separator -->'
				),
			)
		);
	}

	/**
	 * A Query Loop that inherits the template's query, with pagination and a line for no posts.
	 *
	 * @param string $layout The post template's layout, as JSON.
	 * @param string $post   The blocks of one post.
	 */
	private static function query( string $layout, string $post ): string {
		$none = esc_html__( 'No posts were found.', 'shopwright' );
		return '<!-- wp:query {"query":{"perPage":10,"pages":0,"offset":0,"postType":"post","order":"desc","orderBy":"date","inherit":true},"layout":{"type":"default"}} -->'
			. '<div class="wp-block-query">'
			. '<!-- wp:post-template {"layout":' . $layout . '} -->' . $post . '<!-- /wp:post-template -->'
			. '<!-- wp:query-pagination {"layout":{"type":"flex","justifyContent":"space-between"}} --><!-- wp:query-pagination-previous /--><!-- wp:query-pagination-numbers /--><!-- wp:query-pagination-next /--><!-- /wp:query-pagination -->'
			. '<!-- wp:query-no-results --><!-- wp:paragraph --><p>' . $none . '</p><!-- /wp:paragraph --><!-- /wp:query-no-results -->'
			. '</div><!-- /wp:query -->';
	}
}
