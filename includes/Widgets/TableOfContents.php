<?php
/**
 * The headings a table of contents lists, and the anchors it gives them.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Widgets;

use Shopwright\Shared\LockedBlocks;
use Shopwright\Shared\LockedMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a post's heading blocks (nested ones included) on the server, and gives each heading
 * without an anchor one made from its text, unique in the post. The same list serves the table's
 * links and the headings' ids, so the two always agree, wherever the table sits on the page.
 *
 * A heading inside a locked-content block is listed only where that block shows its content, in
 * the same request: on the page of a visitor holding its unlock cookie (a page then sent as not
 * cacheable), never in REST answers, feeds, embeds or excerpts, never while the media module is
 * off. Anchors are made from the headings outside locked blocks first, so a public heading's
 * anchor is the same for everyone and says nothing about what a locked block holds.
 */
final class TableOfContents {

	public const BLOCK = 'shopwright/table-of-contents';

	/**
	 * Parsed blocks per post id and content.
	 *
	 * @var array<string, array<mixed>>
	 */
	private array $parsed = array();

	/**
	 * Headings per post id and per list of headings found (a page and a REST answer made in the
	 * same request may see different ones).
	 *
	 * @var array<string, list<array{level: int, text: string, id: string, html: string}>>
	 */
	private array $cache = array();

	/**
	 * Ids handed to rendered headings, per post and heading markup (identical headings in turn).
	 *
	 * @var array<int, array<string, int>>
	 */
	private array $handed = array();

	/**
	 * Keeps what says whether a locked block opens.
	 *
	 * @param LockedBlocks $locks Answers for the locked-content block's renderer, while it runs.
	 */
	public function __construct( private LockedBlocks $locks ) {}

	/**
	 * Adds missing anchors to the headings of posts that show a table of contents.
	 */
	public function register(): void {
		add_filter( 'the_content', array( $this, 'start_content' ), 8 );
		add_filter( 'render_block_core/heading', array( $this, 'add_anchor' ), 10, 2 );
	}

	/**
	 * A post's content is about to be rendered (its blocks run at priority 9): its headings are
	 * handed their anchors from the first again, so a second rendering in the same request (an
	 * excerpt made first, a guest's page after an unlocked one) anchors them all too.
	 *
	 * @param mixed $content The content.
	 * @return mixed
	 */
	public function start_content( $content ) {
		$post = get_post();
		if ( $post instanceof \WP_Post ) {
			unset( $this->handed[ $post->ID ] );
		}
		return $content;
	}

	/**
	 * The post's headings, in order, as this request may show them.
	 *
	 * @param \WP_Post $post The post.
	 * @return list<array{level: int, text: string, id: string, html: string}>
	 */
	public function headings( \WP_Post $post ): array {
		$source                    = $post->ID . '|' . md5( $post->post_content );
		$this->parsed[ $source ] ??= parse_blocks( $post->post_content );
		$found                     = array();
		$this->collect( $this->parsed[ $source ], $found, $post->ID, false );
		$key = $post->ID . '|' . md5( (string) wp_json_encode( $found ) );
		if ( isset( $this->cache[ $key ] ) ) {
			return $this->cache[ $key ];
		}
		$taken = array();
		$ids   = array();
		// Public headings first: their anchors never depend on what is locked.
		foreach ( array( false, true ) as $locked ) {
			foreach ( $found as $index => $heading ) {
				if ( $heading['locked'] !== $locked ) {
					continue;
				}
				$id = $heading['id'];
				if ( '' === $id ) {
					$base = sanitize_title( $heading['text'] );
					$base = '' === $base ? 'section' : $base;
					$id   = $base;
					for ( $n = 2; isset( $taken[ $id ] ); $n++ ) {
						$id = $base . '-' . $n;
					}
				}
				$taken[ $id ]  = true;
				$ids[ $index ] = $id;
			}
		}
		$headings = array();
		foreach ( $found as $index => $heading ) {
			$headings[] = array(
				'level' => $heading['level'],
				'text'  => $heading['text'],
				'id'    => $ids[ $index ],
				'html'  => $heading['html'],
			);
		}
		$this->cache[ $key ] = $headings;
		return $headings;
	}

	/**
	 * Walks blocks depth first, keeping headings with text. A locked-content block's inner blocks
	 * are walked only when the block shows them in this request.
	 *
	 * @param array<mixed>                                                                  $blocks  Parsed blocks.
	 * @param list<array{level: int, text: string, id: string, html: string, locked: bool}> $found   Headings so far.
	 * @param int                                                                           $post_id The post.
	 * @param bool                                                                          $locked  Whether these blocks sit in a locked block.
	 */
	private function collect( array $blocks, array &$found, int $post_id, bool $locked ): void {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$name = $block['blockName'] ?? null;
			if ( LockedMarkup::BLOCK === $name ) {
				if ( is_array( $block['innerBlocks'] ?? null ) && $this->lock_opens( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array(), $post_id ) ) {
					$this->collect( $block['innerBlocks'], $found, $post_id, true );
				}
				continue;
			}
			if ( 'core/heading' === $name ) {
				$html  = is_string( $block['innerHTML'] ?? null ) ? $block['innerHTML'] : '';
				$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
				$level = (int) ( $attrs['level'] ?? 2 );
				$text  = trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
				if ( '' !== $text && $level >= 1 && $level <= 6 ) {
					$found[] = array(
						'level'  => $level,
						'text'   => $text,
						'id'     => $this->existing_id( $html ),
						'html'   => $html,
						'locked' => $locked,
					);
				}
			}
			if ( is_array( $block['innerBlocks'] ?? null ) ) {
				$this->collect( $block['innerBlocks'], $found, $post_id, $locked );
			}
		}
	}

	/**
	 * Whether a locked-content block shows its inner blocks in this request. Only the block's own
	 * renderer knows (it answers through LockedBlocks); while it does not run (the media module
	 * off), the block is closed.
	 *
	 * @param array<mixed> $attributes The block's attributes, as stored.
	 * @param int          $post_id    The post holding it.
	 */
	private function lock_opens( array $attributes, int $post_id ): bool {
		$parent  = wp_is_post_revision( $post_id );
		$post_id = false === $parent ? $post_id : (int) $parent;
		return \WP_Block_Type_Registry::get_instance()->is_registered( LockedMarkup::BLOCK ) && $this->locks->opens( $attributes, $post_id );
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
