/**
 * The editor's choices for the portfolio, from the REST API's records: the post types visitors can
 * view, the taxonomy that gives a post type its filters (the same rule as
 * Shopwright\Widgets\Portfolio::taxonomy() on the server), and that taxonomy's terms.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../src/utils/is-record';

export type Choice< T > = { value: T; label: string };

function records( value: unknown ): Array< Record< string, unknown > > {
	return Array.isArray( value ) ? value.filter( isRecord ) : [];
}

/**
 * @param types The post types (edit context), or null while loading.
 */
export function postTypeChoices( types: unknown ): Choice< string >[] {
	return records( types )
		.filter(
			( type ) =>
				type.viewable === true &&
				typeof type.slug === 'string' &&
				typeof type.name === 'string' &&
				type.slug !== 'attachment'
		)
		.map( ( type ) => ( {
			value: String( type.slug ),
			label: String( type.name ),
		} ) );
}

/**
 * The slug of the taxonomy whose terms are the filters: categories where the post type has them,
 * else its first public hierarchical taxonomy; null for none (or while loading).
 *
 * @param taxonomies The taxonomies of the post type (edit context).
 */
export function filterTaxonomy( taxonomies: unknown ): string | null {
	const list = records( taxonomies );
	if ( list.some( ( taxonomy ) => taxonomy.slug === 'category' ) ) {
		return 'category';
	}
	const found = list.find(
		( taxonomy ) =>
			taxonomy.hierarchical === true &&
			typeof taxonomy.slug === 'string' &&
			( ! isRecord( taxonomy.visibility ) ||
				taxonomy.visibility.public !== false )
	);
	return typeof found?.slug === 'string' ? found.slug : null;
}

/**
 * @param terms The taxonomy's terms, or null while loading.
 */
export function termChoices( terms: unknown ): Choice< number >[] {
	return records( terms )
		.filter(
			( term ) =>
				typeof term.id === 'number' && typeof term.name === 'string'
		)
		.map( ( term ) => ( {
			value: Number( term.id ),
			label: String( term.name ),
		} ) );
}

/**
 * The chosen term ids with one added or removed, in the order chosen.
 *
 * @param chosen  The ids chosen.
 * @param id      The id checked or unchecked.
 * @param checked Whether it was checked.
 */
export function toggleTerm(
	chosen: number[],
	id: number,
	checked: boolean
): number[] {
	const others = chosen.filter( ( other ) => other !== id );
	return checked ? [ ...others, id ] : others;
}
