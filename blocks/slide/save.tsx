/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * The slide's blocks are stored in the post as usual; its own markup comes from render.php.
 */
export function Save() {
	return <InnerBlocks.Content />;
}
