/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * The slides are stored in the post as usual; the block's own markup comes from render.php.
 */
export function Save() {
	return <InnerBlocks.Content />;
}
