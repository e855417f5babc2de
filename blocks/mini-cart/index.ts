/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { Edit, type MiniCartAttributes } from './edit';
import './style.scss';

// block.json is the single source of truth; a JSON import is typed loosely (plain strings, not
// the literal unions the block types expect), so it is narrowed here, once.
const configuration =
	metadata as unknown as BlockConfiguration< MiniCartAttributes >;

registerBlockType( configuration, { edit: Edit } );
