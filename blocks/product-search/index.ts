/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { Edit, type ProductSearchAttributes } from './edit';
import './style.scss';
import './editor.scss';

// block.json is the single source of truth for the title, category and attributes. A JSON import
// is typed loosely (plain strings, not the literal unions the block types expect), so it is
// narrowed here, once.
const configuration =
	metadata as unknown as BlockConfiguration< ProductSearchAttributes >;

registerBlockType( configuration, {
	edit: Edit,
	example: {
		attributes: {
			layout: 'full',
		},
	},
} );
