/**
 * Internal dependencies
 */
import { createRequestQueue } from '../request-queue';

function deferred() {
	let resolve = () => {};
	const promise = new Promise< void >( ( res ) => {
		resolve = res;
	} );
	return { promise, resolve };
}

describe( 'createRequestQueue', () => {
	it( 'runs one task at a time, in order', async () => {
		const queue = createRequestQueue();
		const first = deferred();
		const second = deferred();
		const started: string[] = [];
		void queue.add( () => {
			started.push( 'first' );
			return first.promise;
		} );
		const last = queue.add( () => {
			started.push( 'second' );
			return second.promise;
		} );
		await Promise.resolve();
		expect( started ).toEqual( [ 'first' ] );

		first.resolve();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( started ).toEqual( [ 'first', 'second' ] );
		second.resolve();
		await expect( last ).resolves.toBeUndefined();
	} );

	it( 'goes on after a task that fails or throws', async () => {
		const queue = createRequestQueue();
		const ran = jest.fn( () => Promise.resolve() );
		void queue.add( () => Promise.reject( new Error( 'network' ) ) );
		void queue.add( () => {
			throw new Error( 'bug' );
		} );
		await queue.add( ran );
		expect( ran ).toHaveBeenCalledTimes( 1 );
	} );
} );
