/**
 * Internal dependencies
 */
import { POST_TYPE } from './constants';
import { isRecord } from '../../utils/is-record';
import type { Choice } from './components/checkbox-group';

function hasSlugAndName(
	value: unknown
): value is Record< string, unknown > & { slug: string; name: string } {
	return (
		isRecord( value ) &&
		typeof value.slug === 'string' &&
		typeof value.name === 'string'
	);
}

/**
 * The post types a location rule can name, from the REST API's post types
 * (edit context): those visitors can view, less media and popups themselves.
 *
 * @param types The post types, or null while loading.
 */
export function toPostTypeChoices( types: unknown ): Choice< string >[] {
	if ( ! Array.isArray( types ) ) {
		return [];
	}
	return types
		.filter( hasSlugAndName )
		.filter(
			( type ) =>
				type.viewable === true &&
				type.slug !== 'attachment' &&
				type.slug !== POST_TYPE
		)
		.map( ( type ) => ( { value: type.slug, label: type.name } ) );
}

/**
 * The taxonomies whose term archives visitors can view.
 *
 * @param taxonomies The taxonomies, or null while loading.
 */
export function toTaxonomyChoices( taxonomies: unknown ): Choice< string >[] {
	if ( ! Array.isArray( taxonomies ) ) {
		return [];
	}
	return taxonomies
		.filter( hasSlugAndName )
		.filter(
			( taxonomy ) =>
				isRecord( taxonomy.visibility ) &&
				taxonomy.visibility.publicly_queryable === true
		)
		.map( ( taxonomy ) => ( {
			value: taxonomy.slug,
			label: taxonomy.name,
		} ) );
}

/**
 * The choices with the current value added, labelled by itself, when the site
 * no longer has it (a plugin was switched off), so the select still shows it.
 *
 * @param choices The choices.
 * @param current The value saved.
 */
export function withCurrentChoice(
	choices: Choice< string >[],
	current: string
): Choice< string >[] {
	return current === '' ||
		choices.some( ( choice ) => choice.value === current )
		? choices
		: [ ...choices, { value: current, label: current } ];
}

/**
 * The choices with each chosen value the site no longer has added, labelled by
 * itself, so it can still be seen and unchecked.
 *
 * @param choices The choices.
 * @param chosen  The values saved.
 */
export function withCurrentChoices(
	choices: Choice< string >[],
	chosen: readonly string[]
): Choice< string >[] {
	return chosen.reduce( withCurrentChoice, choices );
}
