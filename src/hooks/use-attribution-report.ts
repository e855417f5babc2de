/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchAttributionReport } from '../api/attribution-report';
import type { AttributionReport } from '../api/attribution-report';
import { getErrorMessage } from '../api/settings';

export interface UseAttributionReportResult {
	data: AttributionReport | null;
	error: string | null;
	isLoading: boolean;
}

interface State {
	/** The range the state belongs to, `from|to`. */
	key: string;
	data: AttributionReport | null;
	error: string | null;
}

/**
 * The order-origin report for a range, fetched whenever the range changes;
 * null asks for nothing (a custom range still being typed). An answer for a
 * range that is no longer asked for is dropped, and its request aborted.
 *
 * @param from First day, YYYY-MM-DD, or null.
 * @param to   Last day, YYYY-MM-DD, or null.
 */
export function useAttributionReport(
	from: string | null,
	to: string | null
): UseAttributionReportResult {
	const key = from !== null && to !== null ? `${ from }|${ to }` : '';
	const [ state, setState ] = useState< State >( {
		key: '',
		data: null,
		error: null,
	} );

	useEffect( () => {
		if ( from === null || to === null ) {
			return undefined;
		}
		const controller = new AbortController();
		fetchAttributionReport( from, to, controller.signal ).then(
			( data ) => {
				setState( { key: `${ from }|${ to }`, data, error: null } );
			},
			( error: unknown ) => {
				if ( controller.signal.aborted ) {
					return;
				}
				setState( {
					key: `${ from }|${ to }`,
					data: null,
					error: getErrorMessage(
						error,
						__( 'The report could not be loaded.', 'shopwright' )
					),
				} );
			}
		);
		return () => controller.abort();
	}, [ from, to ] );

	if ( key === '' ) {
		return { data: null, error: null, isLoading: false };
	}
	if ( state.key !== key ) {
		return { data: null, error: null, isLoading: true };
	}
	return { data: state.data, error: state.error, isLoading: false };
}
