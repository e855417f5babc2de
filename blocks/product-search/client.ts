/**
 * Asking the server for suggestions: debounced, one request at a time, cached per URL, and never
 * letting an older answer overwrite a newer one.
 */

/**
 * Internal dependencies
 */
import { isEmptyResult, parseSuggestions } from './suggestion';
import type { Suggestion } from './suggestion';

/** The part of a fetch() Response the client reads. */
export type FetchResponse = Pick< Response, 'ok' | 'status' | 'json' >;

export type Fetcher = (
	url: string,
	init: { signal: AbortSignal; headers: Record< string, string > }
) => Promise< FetchResponse >;

export type SearchClientOptions = {
	/** The light endpoint (includes/Search/endpoint.php); empty to use the REST route only. */
	endpointUrl: string;
	/** GET /shopwright/v1/search, used when the light endpoint is off, not ready or unreachable. */
	restUrl: string;
	minChars: number;
	debounceMs: number;
	/** Skip queries that extend one which matched nothing (typing on cannot make it match). */
	preventBadQueries: boolean;
	onResults: ( query: string, suggestions: Suggestion[] ) => void;
	fetcher?: Fetcher;
};

export type SearchClient = {
	/** Schedules a search for the text; below the minimum length it only cancels. */
	search: ( text: string ) => void;
	/** Drops the scheduled search and aborts the one in flight. */
	cancel: () => void;
	/** Whether the trimmed text is long enough to be sent. */
	isLongEnough: ( text: string ) => boolean;
};

/** Statuses of the light endpoint that mean "ask the REST route instead". */
const FALLBACK_STATUSES = [ 404, 503 ];

class FallbackNeeded extends Error {}

export function buildUrl( base: string, query: string ): string {
	const separator = base.includes( '?' ) ? '&' : '?';
	return `${ base }${ separator }s=${ encodeURIComponent( query ) }`;
}

function defaultFetcher(
	url: string,
	init: { signal: AbortSignal; headers: Record< string, string > }
): Promise< FetchResponse > {
	return window.fetch( url, { ...init, credentials: 'omit' } );
}

export function createSearchClient(
	options: SearchClientOptions
): SearchClient {
	const fetcher = options.fetcher ?? defaultFetcher;
	const cache = new Map< string, Suggestion[] >();
	const badQueries: Array< { prefix: string; suggestions: Suggestion[] } > =
		[];
	let useRest = options.endpointUrl === '';
	let timer: ReturnType< typeof setTimeout > | undefined;
	let controller: AbortController | undefined;
	// Every search gets a number; only the latest one may paint.
	let latest = 0;

	function isLongEnough( text: string ): boolean {
		return text.trim().length >= options.minChars;
	}

	function cancel(): void {
		latest++;
		clearTimeout( timer );
		timer = undefined;
		controller?.abort();
		controller = undefined;
	}

	async function request(
		base: string,
		query: string,
		signal: AbortSignal,
		isEndpoint: boolean
	): Promise< Suggestion[] > {
		let response: FetchResponse;
		try {
			response = await fetcher( buildUrl( base, query ), {
				signal,
				headers: { Accept: 'application/json' },
			} );
		} catch ( error ) {
			if ( isEndpoint && ! signal.aborted ) {
				throw new FallbackNeeded();
			}
			throw error;
		}
		if ( isEndpoint && FALLBACK_STATUSES.includes( response.status ) ) {
			throw new FallbackNeeded();
		}
		if ( ! response.ok ) {
			throw new Error( `Search answered ${ response.status }` );
		}
		const suggestions = parseSuggestions( await response.json() );
		if ( suggestions === null ) {
			throw new Error( 'Search answered an unexpected body' );
		}
		return suggestions;
	}

	async function send( query: string, id: number ): Promise< void > {
		controller?.abort();
		const current = new AbortController();
		controller = current;
		let suggestions: Suggestion[];
		try {
			if ( useRest ) {
				suggestions = await request(
					options.restUrl,
					query,
					current.signal,
					false
				);
			} else {
				try {
					suggestions = await request(
						options.endpointUrl,
						query,
						current.signal,
						true
					);
				} catch ( error ) {
					if ( ! ( error instanceof FallbackNeeded ) ) {
						throw error;
					}
					// The endpoint is off or unreachable here: the REST route from now on.
					useRest = true;
					suggestions = await request(
						options.restUrl,
						query,
						current.signal,
						false
					);
				}
			}
		} catch {
			// A failed search shows no message: the box stays as it was.
			return;
		} finally {
			if ( controller === current ) {
				controller = undefined;
			}
		}
		cache.set(
			buildUrl( options.endpointUrl || options.restUrl, query ),
			suggestions
		);
		if ( isEmptyResult( suggestions ) ) {
			badQueries.push( { prefix: query.toLowerCase(), suggestions } );
		}
		if ( id === latest ) {
			options.onResults( query, suggestions );
		}
	}

	function search( text: string ): void {
		cancel();
		const query = text.trim();
		if ( ! isLongEnough( query ) ) {
			return;
		}
		const id = latest;
		const cached = cache.get(
			buildUrl( options.endpointUrl || options.restUrl, query )
		);
		if ( cached ) {
			options.onResults( query, cached );
			return;
		}
		const lower = query.toLowerCase();
		const bad = options.preventBadQueries
			? badQueries.find( ( { prefix } ) => lower.startsWith( prefix ) )
			: undefined;
		if ( bad !== undefined ) {
			options.onResults( query, bad.suggestions );
			return;
		}
		timer = setTimeout( () => {
			timer = undefined;
			void send( query, id );
		}, options.debounceMs );
	}

	return { search, cancel, isLongEnough };
}
