/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { Edit, type PortfolioAttributes } from './edit';
import './style.scss';

// block.json is the single source of truth; a JSON import is typed loosely, so it is narrowed once.
const configuration =
	metadata as unknown as BlockConfiguration< PortfolioAttributes >;

registerBlockType( configuration, { edit: Edit } );
