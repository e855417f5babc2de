/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	createPublicRegistry,
	pageRegistry,
	type PublicStore,
} from '../registry';
import { createState } from '../state';

function counterStore() {
	const state = createState( { count: 0 } );
	const store: PublicStore<
		{ getCount: () => number },
		{ increment: () => void }
	> = {
		getSelectors: () => ( { getCount: () => state.get().count } ),
		getActions: () => ( {
			increment: () => state.set( { count: state.get().count + 1 } ),
		} ),
		subscribe: state.subscribe,
	};
	return store;
}

type CounterSelectors = { getCount: () => number };
type CounterActions = { increment: () => void };

afterEach( () => {
	Reflect.deleteProperty( window, 'shopwright' );
	Reflect.deleteProperty( window, 'wp' );
} );

describe( 'createPublicRegistry', () => {
	it( 'selects, dispatches and tells the listeners of the store that changed', () => {
		const registry = createPublicRegistry( window );
		registry.register( 'test/counter', counterStore() );
		const heard = jest.fn();
		const stop = registry.subscribe( heard, 'test/counter' );

		( registry.dispatch( 'test/counter' ) as CounterActions ).increment();

		expect(
			( registry.select( 'test/counter' ) as CounterSelectors ).getCount()
		).toBe( 1 );
		expect( heard ).toHaveBeenCalledTimes( 1 );
		stop();
		( registry.dispatch( 'test/counter' ) as CounterActions ).increment();
		expect( heard ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'answers undefined for a store no script registered', () => {
		const registry = createPublicRegistry( window );
		expect( registry.select( 'test/missing' ) ).toBeUndefined();
		expect( registry.dispatch( 'test/missing' ) ).toBeUndefined();
	} );

	it( 'lets a reader subscribe before the store exists, and hears it from then on', () => {
		const registry = createPublicRegistry( window );
		const heard = jest.fn();
		registry.subscribe( heard, 'test/counter' );
		registry.register( 'test/other', counterStore() );
		expect( heard ).not.toHaveBeenCalled();
		registry.register( 'test/counter', counterStore() );
		expect( heard ).toHaveBeenCalledTimes( 1 );

		( registry.dispatch( 'test/counter' ) as CounterActions ).increment();
		( registry.dispatch( 'test/other' ) as CounterActions ).increment();

		expect( heard ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps the first store registered under a name', () => {
		const registry = createPublicRegistry( window );
		const first = counterStore();
		expect( registry.register( 'test/counter', first ) ).toBe( first );
		expect( registry.register( 'test/counter', counterStore() ) ).toBe(
			first
		);
	} );

	it( 'registers each store into wp.data when it is on the page: the same state, the same changes', () => {
		const data = createRegistry();
		Reflect.set( window, 'wp', { data } );
		const registry = createPublicRegistry( window );
		registry.register( 'test/counter', counterStore() );
		const heard = jest.fn();
		data.subscribe( heard, 'test/counter' );

		( data.dispatch( 'test/counter' ) as CounterActions ).increment();

		expect(
			( registry.select( 'test/counter' ) as CounterSelectors ).getCount()
		).toBe( 1 );
		expect(
			( data.select( 'test/counter' ) as CounterSelectors ).getCount()
		).toBe( 1 );
		expect( heard ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'pageRegistry', () => {
	it( 'is one registry per page, on window.shopwright.data, whichever bundle asks first', () => {
		const registry = pageRegistry( window );
		registry.register( 'test/counter', counterStore() );

		(
			pageRegistry( window ).dispatch( 'test/counter' ) as CounterActions
		 ).increment();

		const published = Reflect.get( window, 'shopwright' ).data;
		expect( published.select( 'test/counter' ).getCount() ).toBe( 1 );
		expect( Object.keys( published ).sort() ).toEqual( [
			'dispatch',
			'register',
			'select',
			'subscribe',
		] );
	} );
} );

describe( 'createState', () => {
	it( 'tells its listeners once per change, and not when nothing changed', () => {
		const state = createState( { a: 1, b: 'x' } );
		const heard = jest.fn();
		state.subscribe( heard );
		state.set( { a: 1 } );
		state.set( { a: 2, b: 'x' } );
		expect( heard ).toHaveBeenCalledTimes( 1 );
		expect( state.get() ).toEqual( { a: 2, b: 'x' } );
	} );
} );
