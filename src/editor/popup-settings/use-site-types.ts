/**
 * WordPress dependencies
 */
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { toPostTypeChoices, toTaxonomyChoices } from './site-types';
import type { Choice } from './components/checkbox-group';

export type SiteTypes = {
	/** Post types whose posts visitors can view. */
	postTypes: Choice< string >[];
	/** Taxonomies whose term archives visitors can view. */
	taxonomies: Choice< string >[];
	isLoading: boolean;
};

/**
 * The post types and taxonomies a location rule can name, from core-data.
 */
export function useSiteTypes(): SiteTypes {
	const { postTypes, taxonomies } = useSelect( ( select ) => {
		const core = select( coreStore );
		const types: unknown = core.getPostTypes( { per_page: -1 } );
		const taxes: unknown = core.getTaxonomies( { per_page: -1 } );
		return { postTypes: types, taxonomies: taxes };
	}, [] );
	return {
		postTypes: toPostTypeChoices( postTypes ),
		taxonomies: toTaxonomyChoices( taxonomies ),
		isLoading: postTypes === null || taxonomies === null,
	};
}
