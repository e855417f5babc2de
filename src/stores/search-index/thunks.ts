/**
 * WordPress dependencies
 */
import type {
	ReduxStoreConfig,
	StoreDescriptor,
	ThunkArgs,
} from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fetchSearchIndexStatus,
	startSearchIndexRebuild,
} from '../../api/search-index';
import { getErrorMessage } from '../../api/settings';
import type * as actions from './actions';
import type { SearchIndexState } from './reducer';
import type * as selectors from './selectors';

/**
 * The store as thunks see it, built from the action and selector modules
 * rather than from `store` in index.ts, whose type depends on these thunks.
 */
type SearchIndexStoreDescriptor = StoreDescriptor<
	ReduxStoreConfig< SearchIndexState, typeof actions, typeof selectors >
>;

export type SearchIndexThunkArgs = ThunkArgs< SearchIndexStoreDescriptor >;

/**
 * Asks for the status, unless a request for it is already in flight.
 */
export function refreshStatus() {
	return async ( { dispatch, select }: SearchIndexThunkArgs ) => {
		if ( select.isRefreshing() ) {
			return;
		}
		dispatch.setIsRefreshing( true );
		try {
			dispatch.receiveStatus( await fetchSearchIndexStatus() );
		} catch ( error ) {
			dispatch.receiveError(
				getErrorMessage(
					error,
					__( 'The index status could not be loaded.', 'shopwright' )
				)
			);
		} finally {
			dispatch.setIsRefreshing( false );
		}
	};
}

/**
 * Starts a rebuild, unless one is under way or being started.
 */
export function rebuild() {
	return async ( { dispatch, select }: SearchIndexThunkArgs ) => {
		if ( select.isStarting() || select.isRunning() ) {
			return;
		}
		dispatch.setIsStarting( true );
		try {
			dispatch.receiveStatus( await startSearchIndexRebuild() );
		} catch ( error ) {
			dispatch.receiveError(
				getErrorMessage(
					error,
					__( 'The rebuild could not be started.', 'shopwright' )
				)
			);
		} finally {
			dispatch.setIsStarting( false );
		}
	};
}
