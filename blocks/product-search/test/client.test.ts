/**
 * Internal dependencies
 */
import { buildUrl, createSearchClient } from '../client';
import type { FetchResponse, Fetcher, SearchClientOptions } from '../client';
import type { Suggestion } from '../suggestion';

const ENDPOINT =
	'https://shop.test/wp-content/plugins/shopwright/includes/Search/endpoint.php';
const REST = 'https://shop.test/?rest_route=/shopwright/v1/search';

const SHIRT: Suggestion = {
	type: 'product',
	value: 'Blue shirt',
	url: 'https://shop.test/product/blue-shirt/',
	post_id: 12,
};
const NO_RESULTS: Suggestion = { type: 'no-results', value: 'No results' };

function json( body: unknown, status = 200 ): FetchResponse {
	return {
		ok: status >= 200 && status < 300,
		status,
		json: () => Promise.resolve( body ),
	};
}

type Call = { url: string; signal: AbortSignal };

/**
 * A fetch that answers from `answer` and records each call.
 *
 * @param answer Gives the response (or throws) for a URL.
 */
function fakeFetch( answer: ( url: string ) => Promise< FetchResponse > ): {
	fetcher: Fetcher;
	calls: Call[];
} {
	const calls: Call[] = [];
	const fetcher: Fetcher = ( url, init ) => {
		calls.push( { url, signal: init.signal } );
		return answer( url );
	};
	return { fetcher, calls };
}

function client(
	fetcher: Fetcher,
	onResults: SearchClientOptions[ 'onResults' ],
	options: Partial< SearchClientOptions > = {}
) {
	return createSearchClient( {
		endpointUrl: ENDPOINT,
		restUrl: REST,
		minChars: 3,
		debounceMs: 400,
		preventBadQueries: true,
		fetcher,
		onResults,
		...options,
	} );
}

async function settle(): Promise< void > {
	// Lets the awaited fetch and json() promises resolve.
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
}

beforeEach( () => {
	jest.useFakeTimers();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'buildUrl', () => {
	it( 'adds the encoded query with the right separator', () => {
		expect( buildUrl( ENDPOINT, 'a&b c' ) ).toBe(
			`${ ENDPOINT }?s=a%26b%20c`
		);
		expect( buildUrl( REST, 'tee' ) ).toBe( `${ REST }&s=tee` );
	} );
} );

describe( 'createSearchClient', () => {
	it( 'sends nothing until the trimmed query reaches the minimum length', () => {
		const { fetcher, calls } = fakeFetch( () =>
			Promise.resolve( json( { suggestions: [] } ) )
		);
		const search = client( fetcher, jest.fn() );
		search.search( '  ab  ' );
		jest.advanceTimersByTime( 1000 );
		expect( calls ).toHaveLength( 0 );
		expect( search.isLongEnough( ' abc ' ) ).toBe( true );
	} );

	it( 'waits for the debounce and sends only the last query', async () => {
		const { fetcher, calls } = fakeFetch( () =>
			Promise.resolve( json( { suggestions: [ SHIRT ] } ) )
		);
		const onResults = jest.fn();
		const search = client( fetcher, onResults );
		search.search( 'shi' );
		jest.advanceTimersByTime( 200 );
		search.search( 'shir' );
		jest.advanceTimersByTime( 399 );
		expect( calls ).toHaveLength( 0 );
		jest.advanceTimersByTime( 1 );
		expect( calls.map( ( call ) => call.url ) ).toEqual( [
			`${ ENDPOINT }?s=shir`,
		] );
		await settle();
		expect( onResults ).toHaveBeenCalledWith( 'shir', [ SHIRT ] );
	} );

	it( 'aborts the superseded request and never paints its late answer', async () => {
		const resolvers: Array< ( response: FetchResponse ) => void > = [];
		const { fetcher, calls } = fakeFetch(
			() => new Promise( ( resolve ) => resolvers.push( resolve ) )
		);
		const onResults = jest.fn();
		const search = client( fetcher, onResults );
		search.search( 'shirt' );
		jest.advanceTimersByTime( 400 );
		search.search( 'shirts' );
		jest.advanceTimersByTime( 400 );
		expect( calls[ 0 ].signal.aborted ).toBe( true );
		expect( calls[ 1 ].signal.aborted ).toBe( false );
		resolvers[ 1 ]( json( { suggestions: [ SHIRT ] } ) );
		await settle();
		resolvers[ 0 ]( json( { suggestions: [ NO_RESULTS ] } ) );
		await settle();
		expect( onResults ).toHaveBeenCalledTimes( 1 );
		expect( onResults ).toHaveBeenCalledWith( 'shirts', [ SHIRT ] );
	} );

	it( 'answers a repeated query from its cache without a request', async () => {
		const { fetcher, calls } = fakeFetch( () =>
			Promise.resolve( json( { suggestions: [ SHIRT ] } ) )
		);
		const onResults = jest.fn();
		const search = client( fetcher, onResults );
		search.search( 'shirt' );
		jest.advanceTimersByTime( 400 );
		await settle();
		search.search( 'shirt ' );
		expect( calls ).toHaveLength( 1 );
		expect( onResults ).toHaveBeenCalledTimes( 2 );
		expect( onResults ).toHaveBeenLastCalledWith( 'shirt', [ SHIRT ] );
	} );

	it( 'does not send a query that extends one which found nothing', async () => {
		const { fetcher, calls } = fakeFetch( () =>
			Promise.resolve( json( { suggestions: [ NO_RESULTS ] } ) )
		);
		const onResults = jest.fn();
		const search = client( fetcher, onResults );
		search.search( 'xyz' );
		jest.advanceTimersByTime( 400 );
		await settle();
		search.search( 'XYZZY' );
		jest.advanceTimersByTime( 400 );
		expect( calls ).toHaveLength( 1 );
		expect( onResults ).toHaveBeenLastCalledWith( 'XYZZY', [ NO_RESULTS ] );
	} );

	it( 'sends such a query when bad-query prevention is off', async () => {
		const { fetcher, calls } = fakeFetch( () =>
			Promise.resolve( json( { suggestions: [ NO_RESULTS ] } ) )
		);
		const search = client( fetcher, jest.fn(), {
			preventBadQueries: false,
		} );
		search.search( 'xyz' );
		jest.advanceTimersByTime( 400 );
		await settle();
		search.search( 'xyzzy' );
		jest.advanceTimersByTime( 400 );
		expect( calls ).toHaveLength( 2 );
	} );

	it.each( [ 404, 503 ] )(
		'falls back to the REST route when the endpoint answers %d, and stays there',
		async ( status ) => {
			const { fetcher, calls } = fakeFetch( ( url ) =>
				Promise.resolve(
					url.startsWith( ENDPOINT )
						? json( { code: 'off' }, status )
						: json( { suggestions: [ SHIRT ] } )
				)
			);
			const onResults = jest.fn();
			const search = client( fetcher, onResults );
			search.search( 'shirt' );
			jest.advanceTimersByTime( 400 );
			await settle();
			expect( calls.map( ( call ) => call.url ) ).toEqual( [
				`${ ENDPOINT }?s=shirt`,
				`${ REST }&s=shirt`,
			] );
			expect( onResults ).toHaveBeenCalledWith( 'shirt', [ SHIRT ] );
			search.search( 'blue' );
			jest.advanceTimersByTime( 400 );
			await settle();
			expect( calls[ 2 ].url ).toBe( `${ REST }&s=blue` );
		}
	);

	it( 'falls back to the REST route on a network error', async () => {
		const { fetcher, calls } = fakeFetch( ( url ) =>
			url.startsWith( ENDPOINT )
				? Promise.reject( new TypeError( 'Failed to fetch' ) )
				: Promise.resolve(
						json( JSON.stringify( { suggestions: [ SHIRT ] } ) )
					)
		);
		const onResults = jest.fn();
		const search = client( fetcher, onResults );
		search.search( 'shirt' );
		jest.advanceTimersByTime( 400 );
		await settle();
		expect( calls ).toHaveLength( 2 );
		expect( onResults ).toHaveBeenCalledWith( 'shirt', [ SHIRT ] );
	} );

	it( 'swallows other failures and paints nothing', async () => {
		const { fetcher, calls } = fakeFetch( () =>
			Promise.resolve( json( { code: 'shopwright_rate_limited' }, 429 ) )
		);
		const onResults = jest.fn();
		const search = client( fetcher, onResults );
		search.search( 'shirt' );
		jest.advanceTimersByTime( 400 );
		await settle();
		expect( calls ).toHaveLength( 1 );
		expect( onResults ).not.toHaveBeenCalled();
	} );

	it( 'swallows a failure of the REST route too', async () => {
		const { fetcher } = fakeFetch( () =>
			Promise.reject( new TypeError( 'offline' ) )
		);
		const onResults = jest.fn();
		const search = client( fetcher, onResults );
		search.search( 'shirt' );
		jest.advanceTimersByTime( 400 );
		await settle();
		expect( onResults ).not.toHaveBeenCalled();
	} );

	it( 'cancel() drops the scheduled search', () => {
		const { fetcher, calls } = fakeFetch( () =>
			Promise.resolve( json( { suggestions: [] } ) )
		);
		const search = client( fetcher, jest.fn() );
		search.search( 'shirt' );
		search.cancel();
		jest.advanceTimersByTime( 1000 );
		expect( calls ).toHaveLength( 0 );
	} );
} );
