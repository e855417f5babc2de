/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { Edit, type SlideAttributes } from './edit';
import { Save } from './save';

// block.json is the single source of truth; a JSON import is typed loosely, so it is narrowed once.
const configuration =
	metadata as unknown as BlockConfiguration< SlideAttributes >;

registerBlockType( configuration, { edit: Edit, save: Save } );
