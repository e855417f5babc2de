/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { Edit, type ProductSliderAttributes } from './edit';
import './style.scss';
import './editor.scss';
import './slider/slider.scss';

// block.json is the single source of truth for the title, category and attributes; a JSON
// import is typed loosely, so it is narrowed here, once.
const configuration =
	metadata as unknown as BlockConfiguration< ProductSliderAttributes >;

registerBlockType( configuration, {
	edit: Edit,
} );
