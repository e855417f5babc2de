/**
 * Internal dependencies
 */
import { postWcAjax } from '../wc-ajax';
import { fakeFetch, json, notJson, settle } from './helpers/requests';

describe( 'postWcAjax', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	function post( fields: Record< string, string > = {} ) {
		const requests = fakeFetch();
		const result = postWcAjax(
			'/shop/?wc-ajax=%%endpoint%%&lang=fr',
			'add_to_cart',
			fields,
			1000,
			{
				fetch: requests.fetch,
				timers: window,
			}
		);
		return { requests, result };
	}

	it( 'POSTs form fields with the cookies of the site to the endpoint', async () => {
		const { requests, result } = post( { product_id: '5', quantity: '2' } );
		await settle();
		requests.calls[ 0 ].respond( json( { fragments: {} } ) );

		await expect( result ).resolves.toEqual( {
			ok: true,
			data: { fragments: {} },
		} );
		expect( requests.calls[ 0 ].url ).toBe(
			'/shop/?wc-ajax=add_to_cart&lang=fr'
		);
		expect( requests.calls[ 0 ].init ).toMatchObject( {
			method: 'POST',
			credentials: 'same-origin',
		} );
		expect( requests.calls[ 0 ].body.toString() ).toBe(
			'product_id=5&quantity=2'
		);
	} );

	it.each( [
		[
			'network',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.fail(),
		],
		[
			'invalid',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.respond( notJson() ),
		],
		[
			'invalid',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.respond( json( '-1' ) ),
		],
		[
			'http',
			( call: ReturnType< typeof fakeFetch >[ 'calls' ][ 0 ] ) =>
				call.respond( json( {}, false ) ),
		],
	] )( 'gives %p for a failure, never throwing', async ( reason, answer ) => {
		const { requests, result } = post();
		await settle();
		answer( requests.calls[ 0 ] );
		await expect( result ).resolves.toEqual( { ok: false, reason } );
	} );

	it( 'gives up after the time limit', async () => {
		const { result } = post();
		await settle( 1000 );
		await expect( result ).resolves.toEqual( {
			ok: false,
			reason: 'timeout',
		} );
	} );
} );
