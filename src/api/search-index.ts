/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isRecord } from '../utils/is-record';
import type { RestError } from './settings';

/**
 * Typed wrappers for `/shopwright/v1/search/index` (administrators only),
 * mirroring the schema of includes/Search/IndexController.php: change them in
 * the same commit.
 */

export const SEARCH_INDEX_PATH = '/shopwright/v1/search/index';

export const SEARCH_INDEX_STATES = [
	'idle',
	'queued',
	'running',
	'done',
	'failed',
] as const;

/**
 * idle: never rebuilt; queued or running: a rebuild is under way; done or
 * failed: how the last one ended.
 */
export type SearchIndexState = ( typeof SEARCH_INDEX_STATES )[ number ];

export interface SearchIndexStatus {
	state: SearchIndexState;
	/** Products, posts and terms the current or last rebuild has gone through. */
	done: number;
	/** Products, posts and terms it goes through in all. */
	total: number;
	/** When the current or last rebuild started, Unix time; 0 for never. */
	started: number;
	/** When the last complete rebuild finished, Unix time; 0 for never. */
	finished: number;
	/** Seconds the last complete rebuild worked. */
	seconds: number;
}

function isCount( value: unknown ): value is number {
	return typeof value === 'number' && Number.isFinite( value ) && value >= 0;
}

export function isSearchIndexStatus(
	value: unknown
): value is SearchIndexStatus {
	return (
		isRecord( value ) &&
		SEARCH_INDEX_STATES.some( ( state ) => state === value.state ) &&
		isCount( value.done ) &&
		isCount( value.total ) &&
		isCount( value.started ) &&
		isCount( value.finished ) &&
		isCount( value.seconds )
	);
}

/**
 * Whether a rebuild is under way (waiting for its first run, or running).
 *
 * @param status The index status.
 */
export function isRebuilding( status: SearchIndexStatus ): boolean {
	return status.state === 'queued' || status.state === 'running';
}

function toStatus( value: unknown ): SearchIndexStatus {
	if ( ! isSearchIndexStatus( value ) ) {
		const error: RestError = {
			code: 'shopwright_invalid_response',
			message: __(
				'The server sent the index status in an unexpected format.',
				'shopwright'
			),
		};
		throw error;
	}
	return value;
}

export async function fetchSearchIndexStatus(): Promise< SearchIndexStatus > {
	return toStatus( await apiFetch< unknown >( { path: SEARCH_INDEX_PATH } ) );
}

/**
 * Starts a rebuild in the background; answers the status it starts from.
 */
export async function startSearchIndexRebuild(): Promise< SearchIndexStatus > {
	return toStatus(
		await apiFetch< unknown >( { path: SEARCH_INDEX_PATH, method: 'POST' } )
	);
}
