/**
 * A fetch standing in for the Store API: every request waits until the test answers it.
 */

export type Answer = {
	status?: number;
	body?: unknown;
	headers?: Record< string, string >;
};

export type Call = {
	url: string;
	method: string;
	body: unknown;
	answer: ( answer: Answer ) => void;
};

export function installFakeFetch() {
	const calls: Call[] = [];
	const fetch = jest.fn(
		( url: string, init: RequestInit ) =>
			new Promise( ( resolve ) => {
				calls.push( {
					url,
					method: init.method ?? 'GET',
					body:
						typeof init.body === 'string'
							? JSON.parse( init.body )
							: undefined,
					answer: ( { status = 200, body, headers = {} } ) =>
						resolve( {
							ok: status >= 200 && status < 300,
							status,
							headers: {
								get: ( name: string ) =>
									headers[ name ] ?? null,
							},
							json: () => Promise.resolve( body ),
						} ),
				} );
			} )
	);
	window.fetch = fetch as unknown as typeof window.fetch; // jsdom has no fetch; this fake answers what the tests need.
	return { fetch, calls };
}

export const flush = () =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
