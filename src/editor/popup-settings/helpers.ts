/**
 * Internal dependencies
 */
import { TIMING_DEFAULTS, TRIGGER_DEFAULTS } from './defaults';
import type { LocationRule, Timing, Triggers } from '../../types/popups';

/**
 * A copy of a record with one optional entry set, or removed when the value is
 * undefined: a display condition or trigger is active only while its key is
 * present.
 *
 * @param record The record.
 * @param key    The entry's key.
 * @param value  Its new value, or undefined to remove it.
 */
export function withEntry< T extends object, K extends keyof T >(
	record: T,
	key: K,
	value: T[ K ] | undefined
): T {
	const next = { ...record };
	if ( value === undefined ) {
		delete next[ key ];
	} else {
		next[ key ] = value;
	}
	return next;
}

/**
 * Switches a display condition on, with its starting values, or off.
 *
 * @param timing  The display conditions.
 * @param key     The condition.
 * @param enabled Whether it applies.
 */
export function toggleTiming< K extends keyof Timing >(
	timing: Timing,
	key: K,
	enabled: boolean
): Timing {
	return withEntry(
		timing,
		key,
		enabled ? TIMING_DEFAULTS[ key ] : undefined
	);
}

/**
 * Switches a trigger on, with its starting values, or off.
 *
 * @param triggers The triggers.
 * @param key      The trigger.
 * @param enabled  Whether it applies.
 */
export function toggleTrigger< K extends keyof Triggers >(
	triggers: Triggers,
	key: K,
	enabled: boolean
): Triggers {
	return withEntry(
		triggers,
		key,
		enabled ? TRIGGER_DEFAULTS[ key ] : undefined
	);
}

/**
 * The ids typed into a comma-separated list: positive whole numbers, each
 * once, in the order typed; anything else is skipped.
 *
 * @param raw The text typed.
 */
export function parseIdList( raw: string ): number[] {
	const ids: number[] = [];
	for ( const part of raw.split( /[\s,]+/ ) ) {
		if ( ! /^\d+$/.test( part ) ) {
			continue;
		}
		const id = Number( part );
		if ( id > 0 && Number.isSafeInteger( id ) && ! ids.includes( id ) ) {
			ids.push( id );
		}
	}
	return ids;
}

/**
 * Ids as the list field shows them.
 *
 * @param ids The ids.
 */
export function formatIdList( ids: readonly number[] ): string {
	return ids.join( ', ' );
}

export type Bounds = {
	min: number;
	max: number;
	/** Whole numbers only (counts); otherwise fractions are kept (seconds). */
	integer?: boolean;
};

/**
 * The number typed into a number field, brought within its bounds; undefined
 * while the field holds no number (cleared, or a lone minus sign), so the
 * stored value stays until one is typed.
 *
 * @param raw    The field's text.
 * @param bounds The smallest and largest values allowed.
 */
export function parseBoundedNumber(
	raw: string,
	bounds: Bounds
): number | undefined {
	const trimmed = raw.trim();
	if ( trimmed === '' ) {
		return undefined;
	}
	const parsed = Number( trimmed );
	if ( ! Number.isFinite( parsed ) ) {
		return undefined;
	}
	const value = bounds.integer ? Math.round( parsed ) : parsed;
	return Math.min( bounds.max, Math.max( bounds.min, value ) );
}

/**
 * A list of chosen values with one value added or removed, kept in the order
 * of the choices.
 *
 * @param chosen  The values chosen so far.
 * @param value   The value checked or unchecked.
 * @param checked Whether it is now chosen.
 * @param order   Every choice, in display order.
 */
export function toggleChoice< T >(
	chosen: readonly T[],
	value: T,
	checked: boolean,
	order: readonly T[]
): T[] {
	return order.filter( ( candidate ) =>
		candidate === value ? checked : chosen.includes( candidate )
	);
}

/**
 * A `datetime-local` field's value as the "YYYY-MM-DDTHH:MM" wall time the
 * schema accepts (the field may add seconds); anything else is no date.
 *
 * @param raw The field's value.
 */
export function toWallTime( raw: string ): string {
	const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.exec( raw );
	return match ? match[ 0 ] : '';
}

/**
 * A rule of another kind, keeping the post type or taxonomy already chosen
 * where the new kind has one.
 *
 * @param kind     The new kind.
 * @param previous The rule it replaces.
 */
export function ruleOfKind(
	kind: LocationRule[ 'kind' ],
	previous?: LocationRule
): LocationRule {
	const postType =
		previous && 'post_type' in previous ? previous.post_type : 'post';
	switch ( kind ) {
		case 'singular':
			return { kind, post_type: postType, ids: [] };
		case 'post_type_archive':
			return { kind, post_type: postType };
		case 'taxonomy':
			return {
				kind,
				taxonomy:
					previous?.kind === 'taxonomy'
						? previous.taxonomy
						: 'category',
				terms: [],
			};
		case 'front_page':
			return { kind };
		case 'entire_site':
			return { kind };
	}
}

/**
 * A list with the item at an index replaced.
 *
 * @param list  The list.
 * @param index The index.
 * @param item  The new item.
 */
export function replaceAt< T >(
	list: readonly T[],
	index: number,
	item: T
): T[] {
	return list.map( ( current, at ) => ( at === index ? item : current ) );
}

/**
 * A list without the item at an index.
 *
 * @param list  The list.
 * @param index The index.
 */
export function removeAt< T >( list: readonly T[], index: number ): T[] {
	return list.filter( ( _item, at ) => at !== index );
}

/**
 * Class names as typed, less the characters a class name cannot have here
 * (the server refuses them), at most 200 characters.
 *
 * @param raw The text typed.
 */
export function cleanClassNames( raw: string ): string {
	return raw.replace( /[^A-Za-z0-9_ -]/g, '' ).slice( 0, 200 );
}
