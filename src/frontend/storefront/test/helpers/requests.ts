/**
 * A fetch whose answers the test gives one by one, and the dependencies the cart request modules
 * share. No network: every request waits until the test answers it.
 */

/**
 * Internal dependencies
 */
import type { CartRequestDependencies } from '../../add-to-cart';
import { createAnnouncer } from '../../live-region';
import { createCartClient } from '../../cart-client';

export const ORIGIN = window.location.origin;

export type FakeResponse = { ok: boolean; json: () => Promise< unknown > };

export type Call = {
	url: string;
	body: URLSearchParams;
	init: RequestInit;
	respond: ( response: FakeResponse ) => void;
	fail: ( error?: unknown ) => void;
};

export const json = ( data: unknown, ok = true ): FakeResponse => ( {
	ok,
	json: () => Promise.resolve( data ),
} );

export const notJson = (): FakeResponse => ( {
	ok: true,
	json: () => Promise.reject( new SyntaxError( 'Unexpected token <' ) ),
} );

export function fakeFetch() {
	const calls: Call[] = [];
	const fetch = jest.fn(
		( url: string, init: RequestInit = {} ) =>
			new Promise< FakeResponse >( ( resolve, reject ) => {
				init.signal?.addEventListener( 'abort', () =>
					reject( new DOMException( 'Aborted', 'AbortError' ) )
				);
				calls.push( {
					url,
					init,
					body: new URLSearchParams(
						init.body instanceof URLSearchParams ? init.body : ''
					),
					respond: resolve,
					fail: ( error = new TypeError( 'Failed to fetch' ) ) =>
						reject( error ),
				} );
			} )
	);
	return { fetch, calls };
}

export function requestDependencies(
	fetch: CartRequestDependencies[ 'fetch' ]
): CartRequestDependencies & { navigate: jest.Mock } {
	const client = createCartClient( '/?wc-ajax=%%endpoint%%', {
		fetch,
		timers: window,
		origin: ORIGIN,
	} );
	return {
		client,
		fetch,
		timers: window,
		queue: client.queue,
		announcer: createAnnouncer( document, window ),
		navigate: jest.fn(),
		origin: ORIGIN,
	};
}

/**
 * Lets the promise chains of the modules run, and timers up to `ms` fire.
 * @param ms
 */
export const settle = ( ms = 0 ) => jest.advanceTimersByTimeAsync( ms );
