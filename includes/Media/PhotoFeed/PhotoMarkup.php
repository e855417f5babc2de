<?php
/**
 * One post of the photo feed, as the server prints it.
 *
 * @package Shopwright
 */

declare( strict_types = 1 );

namespace Shopwright\Media\PhotoFeed;

defined( 'ABSPATH' ) || exit;

/**
 * A post is a link to its Instagram page (so it works without script) around this site's copy
 * of its image, with width and height (nothing moves as it loads), and a name made of its kind
 * and the start of its caption. What the popup shows beyond it (the whole caption, an album's
 * images, the counts) rides on data attributes, escaped. The "Load more" script builds the same
 * markup from the route's answer.
 */
final class PhotoMarkup {

	public const BLOCK = 'wp-block-shopwright-photo-feed';

	/**
	 * Longest caption start in a post's name, in characters.
	 */
	public const EXCERPT = 100;

	/**
	 * Prints a post.
	 *
	 * @param array{id: string, type: string, caption: string, url: string, date: string, likes: int|null, comments: int|null, image: array{src: string, width: int, height: int}|null, children: list<array{type: string, image: array{src: string, width: int, height: int}|null}>} $item A public item.
	 */
	public static function item( array $item ): void {
		$block   = self::BLOCK;
		$kinds   = array(
			'VIDEO'          => __( 'Video', 'shopwright' ),
			'CAROUSEL_ALBUM' => __( 'Album', 'shopwright' ),
		);
		$kind    = $kinds[ $item['type'] ] ?? '';
		$excerpt = mb_strlen( $item['caption'] ) > self::EXCERPT ? rtrim( mb_substr( $item['caption'], 0, self::EXCERPT ) ) . '…' : $item['caption'];
		$name    = '' !== $excerpt ? $excerpt : sprintf(
			/* translators: %s: the post's date. */
			__( 'Post of %s', 'shopwright' ),
			$item['date']
		);
		$counts   = array();
		$counted  = null !== $item['likes'] || null !== $item['comments'];
		$children = array_values( array_filter( $item['children'], static fn( array $child ): bool => null !== $child['image'] ) );
		if ( null !== $item['likes'] ) {
			/* translators: %s: number of likes. */
			$counts[] = sprintf( _n( '%s like', '%s likes', $item['likes'], 'shopwright' ), number_format_i18n( $item['likes'] ) );
		}
		if ( null !== $item['comments'] ) {
			/* translators: %s: number of comments. */
			$counts[] = sprintf( _n( '%s comment', '%s comments', $item['comments'], 'shopwright' ), number_format_i18n( $item['comments'] ) );
		}
		?>
		<li class="<?php echo esc_attr( $block ); ?>__item" data-type="<?php echo esc_attr( $item['type'] ); ?>">
			<a class="<?php echo esc_attr( $block ); ?>__link" href="<?php echo esc_url( $item['url'] ); ?>" data-id="<?php echo esc_attr( $item['id'] ); ?>" data-caption="<?php echo esc_attr( $item['caption'] ); ?>" data-date="<?php echo esc_attr( $item['date'] ); ?>"<?php echo $counted ? ' data-counts="' . esc_attr( implode( ', ', $counts ) ) . '"' : ''; ?><?php echo array() !== $children ? ' data-children="' . esc_attr( (string) wp_json_encode( $children ) ) . '"' : ''; ?>>
				<span class="<?php echo esc_attr( $block ); ?>__media">
					<?php if ( null !== $item['image'] ) : ?>
						<img src="<?php echo esc_url( $item['image']['src'] ); ?>" width="<?php echo (int) $item['image']['width']; ?>" height="<?php echo (int) $item['image']['height']; ?>" alt="" loading="lazy" decoding="async">
					<?php endif; ?>
				</span>
				<span class="<?php echo esc_attr( $block ); ?>__name screen-reader-text"><?php echo esc_html( '' !== $kind ? $kind . ': ' . $name : $name ); ?></span>
				<?php if ( '' !== $kind ) : ?>
					<span class="<?php echo esc_attr( $block ); ?>__kind" aria-hidden="true"><?php echo esc_html( $kind ); ?></span>
				<?php endif; ?>
				<?php if ( $counted ) : ?>
					<span class="<?php echo esc_attr( $block ); ?>__counts"><?php echo esc_html( implode( ', ', $counts ) ); ?></span>
				<?php endif; ?>
			</a>
		</li>
		<?php
	}
}
