/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { Edit, type NftGalleryAttributes } from './edit';
import './style.scss';

// block.json is the single source of truth; a JSON import is typed loosely, so it is narrowed
// here, once.
const configuration =
	metadata as unknown as BlockConfiguration< NftGalleryAttributes >;

registerBlockType( configuration, {
	edit: Edit,
} );
