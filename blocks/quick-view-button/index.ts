/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { Edit } from './edit';

// block.json is the single source of truth; a JSON import is typed loosely, so it is narrowed here.
const configuration = metadata as unknown as BlockConfiguration<
	Record< string, never >
>;

registerBlockType( configuration, { edit: Edit } );
