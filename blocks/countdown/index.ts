/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { Edit, type CountdownAttributes } from './edit';
import './style.scss';
import './editor.scss';

const EXAMPLE_LEAD_TIME = ( ( 3 * 24 + 4 ) * 60 + 15 ) * 60 * 1000;

// block.json is the single source of truth for the title, category and attributes. A JSON import
// is typed loosely (plain strings, not the literal unions the block types expect), so it is
// narrowed here, once.
const configuration =
	metadata as unknown as BlockConfiguration< CountdownAttributes >;

registerBlockType( configuration, {
	edit: Edit,
	example: {
		attributes: {
			// An end relative to now, so the inserter preview never shows an ended sale.
			endDate: new Date( Date.now() + EXAMPLE_LEAD_TIME ).toISOString(),
		},
	},
} );
