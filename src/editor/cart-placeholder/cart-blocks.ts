/**
 * Whether a page's blocks hold a cart: WooCommerce's Cart block, or its classic cart shortcode
 * (in a shortcode block or as text in a paragraph, as older pages have it).
 */

type BlockLike = {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: BlockLike[];
};

const SHORTCODE = /\[woocommerce_cart[\s\]]/;

function holdsShortcode( block: BlockLike ): boolean {
	const text = block.attributes.text ?? block.attributes.content;
	return (
		[ 'core/shortcode', 'core/paragraph', 'core/html' ].includes(
			block.name
		) && SHORTCODE.test( String( text ?? '' ) )
	);
}

/**
 * @param blocks The editor's blocks.
 */
export function hasCart( blocks: BlockLike[] ): boolean {
	return blocks.some(
		( block ) =>
			block.name === 'woocommerce/cart' ||
			block.name === 'woocommerce/classic-shortcode' ||
			holdsShortcode( block ) ||
			hasCart( block.innerBlocks )
	);
}
