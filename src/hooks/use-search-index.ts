/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { SearchIndexStatus } from '../api/search-index';
import { store as searchIndexStore } from '../stores/search-index';
import { POLL_INTERVAL } from '../stores/search-index/constants';

export interface UseSearchIndexResult {
	data: SearchIndexStatus | null;
	error: string | null;
	isLoading: boolean;
	/** A rebuild is under way: the status is asked for every POLL_INTERVAL. */
	isRunning: boolean;
	/** Rebuild done so far, 0 to 100; null when unknown or none runs. */
	progress: number | null;
	/** The request that starts a rebuild is in flight. */
	isStarting: boolean;
	rebuild: () => void;
}

/**
 * The search index status, loaded once and polled while a rebuild runs.
 */
export function useSearchIndex(): UseSearchIndexResult {
	const { status, error, isRunning, progress, isStarting } = useSelect(
		( select ) => {
			const selectors = select( searchIndexStore );
			return {
				status: selectors.getStatus(),
				error: selectors.getError(),
				isRunning: selectors.isRunning(),
				progress: selectors.getProgress(),
				isStarting: selectors.isStarting(),
			};
		},
		[]
	);
	const { refreshStatus, rebuild } = useDispatch( searchIndexStore );

	useEffect( () => {
		if ( ! isRunning ) {
			return undefined;
		}
		const timer = setInterval( () => {
			refreshStatus();
		}, POLL_INTERVAL );
		return () => clearInterval( timer );
	}, [ isRunning, refreshStatus ] );

	return useMemo(
		() => ( {
			data: status,
			error,
			isLoading: status === null && error === null,
			isRunning,
			progress,
			isStarting,
			rebuild: () => {
				rebuild();
			},
		} ),
		[ status, error, isRunning, progress, isStarting, rebuild ]
	);
}
