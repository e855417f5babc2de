/**
 * Internal dependencies
 */
import { isRebuilding } from '../../api/search-index';
import type { SearchIndexStatus } from '../../api/search-index';
import type { SearchIndexState } from './reducer';

/**
 * The index status; null until loaded. Has a resolver: selecting it loads it.
 *
 * @param state Store state.
 */
export function getStatus( state: SearchIndexState ): SearchIndexStatus | null {
	return state.status;
}

export function getError( state: SearchIndexState ): string | null {
	return state.error;
}

export function isRefreshing( state: SearchIndexState ): boolean {
	return state.isRefreshing;
}

export function isStarting( state: SearchIndexState ): boolean {
	return state.isStarting;
}

/**
 * Whether a rebuild is under way, as far as the last status says.
 *
 * @param state Store state.
 */
export function isRunning( state: SearchIndexState ): boolean {
	return state.status !== null && isRebuilding( state.status );
}

/**
 * How far the rebuild under way is, 0 to 100; null when none is, or while it
 * waits for its first run and has nothing done.
 *
 * @param state Store state.
 */
export function getProgress( state: SearchIndexState ): number | null {
	const { status } = state;
	if ( status === null || ! isRebuilding( status ) || status.total <= 0 ) {
		return null;
	}
	if ( status.state === 'queued' && status.done === 0 ) {
		return null;
	}
	return Math.min( 100, Math.floor( ( status.done / status.total ) * 100 ) );
}
