/**
 * Internal dependencies
 */
import type { SearchIndexStatus } from '../../api/search-index';

export function receiveStatus( status: SearchIndexStatus ) {
	return {
		type: 'RECEIVE_STATUS',
		status,
	} as const;
}

export function receiveError( message: string ) {
	return {
		type: 'RECEIVE_ERROR',
		message,
	} as const;
}

export function setIsRefreshing( isRefreshing: boolean ) {
	return {
		type: 'SET_IS_REFRESHING',
		isRefreshing,
	} as const;
}

export function setIsStarting( isStarting: boolean ) {
	return {
		type: 'SET_IS_STARTING',
		isStarting,
	} as const;
}

export type SearchIndexAction = ReturnType<
	| typeof receiveStatus
	| typeof receiveError
	| typeof setIsRefreshing
	| typeof setIsStarting
>;
