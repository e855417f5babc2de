/**
 * POSTs to WooCommerce's wc-ajax endpoints (add_to_cart, remove_from_cart,
 * get_refreshed_fragments) and reads the JSON answer, with a time limit.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import type { Fetch, Timers } from './types';

export type WcAjaxFailure = 'network' | 'timeout' | 'http' | 'invalid';

export type WcAjaxResult =
	| { ok: true; data: Record< string, unknown > }
	| { ok: false; reason: WcAjaxFailure };

async function send(
	fetch: Fetch,
	url: string,
	fields: Record< string, string >,
	signal: AbortSignal
): Promise< WcAjaxResult > {
	const response = await fetch( url, {
		method: 'POST',
		body: new URLSearchParams( fields ),
		credentials: 'same-origin',
		headers: { Accept: 'application/json' },
		signal,
	} );
	if ( ! response.ok ) {
		return { ok: false, reason: 'http' };
	}
	const data: unknown = await response.json();
	return isRecord( data )
		? { ok: true, data }
		: { ok: false, reason: 'invalid' };
}

function failure( error: unknown, signal: AbortSignal ): WcAjaxResult {
	if ( signal.aborted ) {
		return { ok: false, reason: 'timeout' };
	}
	// json() rejects with a SyntaxError on an answer that is not JSON.
	return {
		ok: false,
		reason: error instanceof SyntaxError ? 'invalid' : 'network',
	};
}

export interface WcAjaxDependencies {
	fetch: Fetch;
	timers: Timers;
}

/**
 * Never throws: a network failure, a timeout, an HTTP error or an answer that is not a JSON
 * object comes back as `{ ok: false, reason }`.
 *
 * @param wcAjaxUrl The `%%endpoint%%` URL from the config.
 * @param endpoint  The wc-ajax endpoint.
 * @param fields    The form fields.
 * @param timeout   Milliseconds before giving up.
 * @param deps      fetch and timers.
 */
export function postWcAjax(
	wcAjaxUrl: string,
	endpoint: string,
	fields: Record< string, string >,
	timeout: number,
	deps: WcAjaxDependencies
): Promise< WcAjaxResult > {
	const controller = new AbortController();
	const timer = deps.timers.setTimeout( () => controller.abort(), timeout );
	return send(
		deps.fetch,
		wcAjaxUrl.replace( '%%endpoint%%', encodeURIComponent( endpoint ) ),
		fields,
		controller.signal
	)
		.catch( ( error: unknown ) => failure( error, controller.signal ) )
		.finally( () => deps.timers.clearTimeout( timer ) );
}
