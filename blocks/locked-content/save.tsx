/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * The inner blocks are stored in the post as usual (the server renders the block and decides
 * whether they show); the block's own markup is rendered by render.php.
 */
export function Save() {
	return <InnerBlocks.Content />;
}
