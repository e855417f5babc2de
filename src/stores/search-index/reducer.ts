/**
 * Internal dependencies
 */
import type { SearchIndexStatus } from '../../api/search-index';
import type { SearchIndexAction } from './actions';

export interface SearchIndexState {
	/** The status as the server last gave it; null until loaded. */
	status: SearchIndexStatus | null;
	/** The message of the last failed request, until one succeeds. */
	error: string | null;
	/** Whether a status request is in flight (polls never overlap). */
	isRefreshing: boolean;
	/** Whether the request that starts a rebuild is in flight. */
	isStarting: boolean;
}

export const DEFAULT_STATE: SearchIndexState = {
	status: null,
	error: null,
	isRefreshing: false,
	isStarting: false,
};

export function reducer(
	state: SearchIndexState = DEFAULT_STATE,
	action: SearchIndexAction
): SearchIndexState {
	switch ( action.type ) {
		case 'RECEIVE_STATUS':
			return { ...state, status: action.status, error: null };

		case 'RECEIVE_ERROR':
			return { ...state, error: action.message };

		case 'SET_IS_REFRESHING':
			return { ...state, isRefreshing: action.isRefreshing };

		case 'SET_IS_STARTING':
			return { ...state, isStarting: action.isStarting };

		default:
			return state;
	}
}
