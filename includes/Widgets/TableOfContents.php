<?php
/**
 * The headings a table of contents lists, and the anchors it gives them.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Widgets;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a post's heading blocks (nested ones included) on the server, and gives each heading
 * without an anchor one made from its text, unique in the post. The same list serves the table's
 * links and the headings' ids, so the two always agree, wherever the table sits on the page.
 */
final class TableOfContents {

	public const BLOCK = 'shopwright/table-of-contents';

	/**
	 * Headings per post id.
	 *
	 * @var array<int, list<array{level: int, text: string, id: string, html: string}>>
	 */
	private array $cache = array();

	/**
	 * Ids handed to rendered headings, per post and heading markup (identical headings in turn).
	 *
	 * @var array<int, array<string, int>>
	 */
	private array $handed = array();

	/**
	 * Adds missing anchors to the headings of posts that show a table of contents.
	 */
	public function register(): void {
		add_filter( 'render_block_core/heading', array( $this, 'add_anchor' ), 10, 2 );
	}

	/**
	 * The post's headings, in order.
	 *
	 * @param \WP_Post $post The post.
	 * @return list<array{level: int, text: string, id: string, html: string}>
	 */
	public function headings( \WP_Post $post ): array {
		if ( isset( $this->cache[ $post->ID ] ) ) {
			return $this->cache[ $post->ID ];
		}
		$found = array();
		$this->collect( parse_blocks( $post->post_content ), $found );
		$taken    = array();
		$headings = array();
		foreach ( $found as $heading ) {
			$id = $heading['id'];
			if ( '' === $id ) {
				$base = sanitize_title( $heading['text'] );
				$base = '' === $base ? 'section' : $base;
				$id   = $base;
				for ( $n = 2; isset( $taken[ $id ] ); $n++ ) {
					$id = $base . '-' . $n;
				}
			}
			$taken[ $id ] = true;
			$headings[]   = array_merge( $heading, array( 'id' => $id ) );
		}
		$this->cache[ $post->ID ] = $headings;
		return $headings;
	}

	/**
	 * Walks blocks depth first, keeping headings with text.
	 *
	 * @param array<mixed>                                                    $blocks Parsed blocks.
	 * @param list<array{level: int, text: string, id: string, html: string}> $found  Headings so far.
	 */
	private function collect( array $blocks, array &$found ): void {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			if ( 'core/heading' === ( $block['blockName'] ?? null ) ) {
				$html  = is_string( $block['innerHTML'] ?? null ) ? $block['innerHTML'] : '';
				$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
				$level = (int) ( $attrs['level'] ?? 2 );
				$text  = trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
				if ( '' !== $text && $level >= 1 && $level <= 6 ) {
					$found[] = array(
						'level' => $level,
						'text'  => $text,
						'id'    => $this->existing_id( $html ),
						'html'  => $html,
					);
				}
			}
			if ( is_array( $block['innerBlocks'] ?? null ) ) {
				$this->collect( $block['innerBlocks'], $found );
			}
		}
	}

	/**
	 * The id a heading's markup already has, or ''.
	 *
	 * @param string $html The heading's markup.
	 */
	private function existing_id( string $html ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag() ) {
			return '';
		}
		$id = $tags->get_attribute( 'id' );
		return is_string( $id ) ? $id : '';
	}

	/**
	 * Gives a heading of the current post its anchor, when the post shows a table of contents
	 * and the heading has none.
	 *
	 * @param mixed $html  The heading's rendered markup.
	 * @param mixed $block The parsed block.
	 * @return mixed
	 */
	public function add_anchor( $html, $block ) {
		$post = get_post();
		if ( ! is_string( $html ) || ! is_array( $block ) || ! $post instanceof \WP_Post || ! has_block( self::BLOCK, $post ) ) {
			return $html;
		}
		$source  = is_string( $block['innerHTML'] ?? null ) ? $block['innerHTML'] : '';
		$key     = md5( $source );
		$nth     = $this->handed[ $post->ID ][ $key ] ?? 0;
		$matches = array_values(
			array_filter(
				$this->headings( $post ),
				static fn( array $heading ): bool => $heading['html'] === $source
			)
		);
		if ( ! isset( $matches[ $nth ] ) ) {
			return $html;
		}
		$this->handed[ $post->ID ][ $key ] = $nth + 1;
		$tags                              = new \WP_HTML_Tag_Processor( $html );
		if ( $tags->next_tag() && null === $tags->get_attribute( 'id' ) ) {
			$tags->set_attribute( 'id', $matches[ $nth ]['id'] );
			return $tags->get_updated_html();
		}
		return $html;
	}

	/**
	 * The headings of the chosen levels as a tree: each item with the items under it.
	 *
	 * @param array<array{level: int, text: string, id: string, html: string}> $headings The headings.
	 * @param int[]                                                            $levels   Levels to show.
	 * @return list<array{text: string, id: string, children: array<mixed>}>
	 */
	public static function tree( array $headings, array $levels ): array {
		$shown    = array_values(
			array_filter(
				$headings,
				static fn( array $heading ): bool => in_array( $heading['level'], $levels, true )
			)
		);
		$position = 0;
		return self::branch( $shown, $position, 0 );
	}

	/**
	 * The items from $position on that sit deeper than $parent_level; moves $position past them.
	 *
	 * @param list<array{level: int, text: string, id: string, html: string}> $shown        Headings shown.
	 * @param int                                                             $position     Where to start.
	 * @param int                                                             $parent_level The parent's level (0 for the top).
	 * @return list<array{text: string, id: string, children: array<mixed>}>
	 */
	private static function branch( array $shown, int &$position, int $parent_level ): array {
		$items = array();
		$total = count( $shown );
		while ( $position < $total && $shown[ $position ]['level'] > $parent_level ) {
			$heading = $shown[ $position ];
			++$position;
			$items[] = array(
				'text'     => $heading['text'],
				'id'       => $heading['id'],
				'children' => self::branch( $shown, $position, $heading['level'] ),
			);
		}
		return $items;
	}

	/**
	 * The nested list's markup.
	 *
	 * @param array<mixed> $items Items from tree().
	 */
	public static function list_markup( array $items ): string {
		if ( array() === $items ) {
			return '';
		}
		$html = '<ol class="wp-block-shopwright-table-of-contents__list">';
		foreach ( $items as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$html .= sprintf(
				'<li class="wp-block-shopwright-table-of-contents__item"><a class="wp-block-shopwright-table-of-contents__link" href="#%s">%s</a>%s</li>',
				esc_attr( rawurlencode( (string) $item['id'] ) ),
				esc_html( (string) $item['text'] ),
				self::list_markup( is_array( $item['children'] ?? null ) ? $item['children'] : array() )
			);
		}
		return $html . '</ol>';
	}
}
