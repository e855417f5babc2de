/**
 * Typed wrappers for the popup routes of `shopwright/v1`: the switch of the list of popups and
 * each popup's totals. The types mirror the schemas of PopupSwitchController and
 * PopupStatsController: change them in the same commit.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../utils/is-record';

export type PopupSwitchResult = {
	id: number;
	enabled: boolean;
	/** What changed, in a sentence for screen readers. */
	message: string;
};

export type PopupTotals = {
	id: number;
	/** How many days the counts cover, today included. */
	days: number;
	shown: number;
	closed: number;
	clicked: number;
};

const unexpected = () =>
	__( 'The site sent an unexpected answer.', 'shopwright' );

/**
 * The message of a failed request: api-fetch rejects with the REST error's body.
 *
 * @param error What the request rejected with.
 */
export function errorMessage( error: unknown ): string {
	return isRecord( error ) && typeof error.message === 'string'
		? error.message
		: unexpected();
}

const isCount = ( value: unknown ): value is number =>
	typeof value === 'number' && Number.isInteger( value ) && value >= 0;

function isSwitchResult( value: unknown ): value is PopupSwitchResult {
	return (
		isRecord( value ) &&
		isCount( value.id ) &&
		typeof value.enabled === 'boolean' &&
		typeof value.message === 'string'
	);
}

function isTotals( value: unknown ): value is PopupTotals {
	return (
		isRecord( value ) &&
		[ 'id', 'days', 'shown', 'closed', 'clicked' ].every( ( key ) =>
			isCount( value[ key ] )
		)
	);
}

/**
 * Switches a popup on or off.
 *
 * @param id      The popup.
 * @param enabled Its new state.
 */
export async function switchPopup(
	id: number,
	enabled: boolean
): Promise< PopupSwitchResult > {
	const result: unknown = await apiFetch( {
		path: `/shopwright/v1/popups/${ id }/switch`,
		method: 'POST',
		data: { enabled },
	} );
	if ( ! isSwitchResult( result ) ) {
		throw new Error( unexpected() );
	}
	return result;
}

/**
 * A popup's shown, closed and clicked counts of the last days.
 *
 * @param id The popup.
 */
export async function fetchPopupTotals( id: number ): Promise< PopupTotals > {
	const result: unknown = await apiFetch( {
		path: `/shopwright/v1/popups/${ id }/stats`,
	} );
	if ( ! isTotals( result ) ) {
		throw new Error( unexpected() );
	}
	return result;
}
