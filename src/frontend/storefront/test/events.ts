/**
 * WordPress dependencies
 */
import {
	addAction,
	addFilter,
	removeAction,
	removeFilter,
} from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { CART_EVENTS, FRAGMENT_REFRESH_EVENT } from '../event-names';
import {
	emitCartEvent,
	initEvents,
	readCartEventDetail,
	readFragments,
	shouldSendAddToCart,
} from '../events';

/**
 * A jQuery stand-in: records triggers on the body and runs handlers bound with on(), passing
 * (event, ...args) as jQuery does.
 */
function fakeJQuery() {
	const triggered: Array< { name: string; args: unknown[] } > = [];
	const handlers = new Map<
		string,
		Array< ( ...args: unknown[] ) => void >
	>();
	let handlerResult: unknown;
	const wrap = ( target: unknown ) => ( {
		target,
		get: ( index: number ) => ( index === 0 ? target : undefined ),
		trigger( name: string, args: unknown[] = [] ) {
			triggered.push( { name, args } );
			( handlers.get( name ) ?? [] ).forEach( ( handler ) =>
				handler( { type: name }, ...args )
			);
		},
		triggerHandler( name: string, args: unknown[] = [] ) {
			triggered.push( { name, args } );
			return handlerResult;
		},
		on( events: string, handler: ( ...args: unknown[] ) => void ) {
			events
				.split( ' ' )
				.forEach( ( name ) =>
					handlers.set( name, [
						...( handlers.get( name ) ?? [] ),
						handler,
					] )
				);
		},
		off( events: string, handler: ( ...args: unknown[] ) => void ) {
			events.split( ' ' ).forEach( ( name ) =>
				handlers.set(
					name,
					( handlers.get( name ) ?? [] ).filter(
						( h ) => h !== handler
					)
				)
			);
		},
	} );
	const jQuery = jest.fn( wrap );
	return {
		jQuery,
		triggered,
		setHandlerResult: ( value: unknown ) => ( handlerResult = value ),
	};
}

function setJQuery( value: unknown ) {
	( window as { jQuery?: unknown } ).jQuery = value;
}

describe( 'emitCartEvent', () => {
	let button: HTMLButtonElement;

	beforeEach( () => {
		document.body.innerHTML =
			'<button class="add_to_cart_button"></button>';
		button = document.querySelector( 'button' )!;
		setJQuery( undefined );
	} );

	afterEach( () => {
		removeAction( 'shopwright.added_to_cart', 'test' );
		setJQuery( undefined );
	} );

	it( 'runs the hook and dispatches the DOM event with the same detail', () => {
		const hook = jest.fn();
		const listener = jest.fn();
		addAction( 'shopwright.added_to_cart', 'test', hook );
		document.addEventListener( CART_EVENTS.added_to_cart, listener );
		const detail = { button, fragments: { a: '<a></a>' }, cartHash: 'h' };

		emitCartEvent( 'added_to_cart', detail );

		expect( hook ).toHaveBeenCalledWith( detail );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( listener.mock.calls[ 0 ][ 0 ].detail ).toBe( detail );
		expect( listener.mock.calls[ 0 ][ 0 ].target ).toBe( document.body );
		document.removeEventListener( CART_EVENTS.added_to_cart, listener );
	} );

	it( "reports a hook that throws, and still sends the DOM event and jQuery's", () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		const fake = fakeJQuery();
		setJQuery( fake.jQuery );
		addAction( 'shopwright.added_to_cart', 'test', () => {
			throw new Error( 'broken theme' );
		} );
		const listener = jest.fn();
		document.addEventListener( CART_EVENTS.added_to_cart, listener );

		expect( () =>
			emitCartEvent( 'added_to_cart', { fragments: {}, cartHash: '' } )
		).not.toThrow();
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( fake.triggered.map( ( { name } ) => name ) ).toEqual( [
			'added_to_cart',
		] );
		expect( error ).toHaveBeenCalledWith( new Error( 'broken theme' ) );
		error.mockRestore();
		document.removeEventListener( CART_EVENTS.added_to_cart, listener );
	} );

	it( 'never fails for want of jQuery', () => {
		expect( () => emitCartEvent( 'wc_fragments_loaded' ) ).not.toThrow();
	} );

	it( "triggers WooCommerce's jQuery event on the body with WooCommerce's arguments", () => {
		const fake = fakeJQuery();
		setJQuery( fake.jQuery );

		emitCartEvent( 'added_to_cart', {
			button,
			fragments: { a: 'b' },
			cartHash: 'hash',
		} );
		emitCartEvent( 'adding_to_cart', {
			button,
			data: { product_id: '5' },
		} );
		emitCartEvent( 'wc_cart_button_updated', { button } );
		emitCartEvent( 'wc_fragments_refreshed' );

		expect( fake.triggered ).toEqual( [
			{
				name: 'added_to_cart',
				args: [
					{ a: 'b' },
					'hash',
					expect.objectContaining( { target: button } ),
				],
			},
			{
				name: 'adding_to_cart',
				args: [
					expect.objectContaining( { target: button } ),
					{ product_id: '5' },
				],
			},
			{
				name: 'wc_cart_button_updated',
				args: [ expect.objectContaining( { target: button } ) ],
			},
			{ name: 'wc_fragments_refreshed', args: [] },
		] );
		expect( fake.jQuery ).toHaveBeenCalledWith( document.body );
	} );

	it( 'keeps from jQuery a cart change without the fragments its handlers expect', () => {
		const fake = fakeJQuery();
		setJQuery( fake.jQuery );
		const listener = jest.fn();
		document.addEventListener( CART_EVENTS.removed_from_cart, listener );

		emitCartEvent( 'removed_from_cart', { source: 'mini-cart' } );

		expect( fake.triggered ).toEqual( [] );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		document.removeEventListener( CART_EVENTS.removed_from_cart, listener );
	} );
} );

describe( 'initEvents', () => {
	afterEach( () => setJQuery( undefined ) );

	it( 'does nothing without jQuery', () => {
		expect( initEvents() ).toEqual( expect.any( Function ) );
	} );

	it( "brings another script's jQuery added_to_cart in as the DOM event and hook", () => {
		const fake = fakeJQuery();
		setJQuery( fake.jQuery );
		document.body.innerHTML = '<a class="button"></a>';
		const button = document.querySelector( 'a' )!;
		const listener = jest.fn();
		document.addEventListener( CART_EVENTS.added_to_cart, listener );
		const cleanup = initEvents();

		fake.jQuery( document.body ).trigger( 'added_to_cart', [
			{ '.x': '<i></i>' },
			'hash',
			fake.jQuery( button ),
		] );

		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( listener.mock.calls[ 0 ][ 0 ].detail ).toEqual( {
			fragments: { '.x': '<i></i>' },
			cartHash: 'hash',
			button,
			source: 'jquery',
		} );
		// Not sent back to jQuery.
		expect(
			fake.triggered.filter( ( { name } ) => name === 'added_to_cart' )
		).toHaveLength( 1 );
		cleanup();
		document.removeEventListener( CART_EVENTS.added_to_cart, listener );
	} );

	it( 'does not bring back its own jQuery events', () => {
		const fake = fakeJQuery();
		setJQuery( fake.jQuery );
		const listener = jest.fn();
		document.addEventListener( CART_EVENTS.added_to_cart, listener );
		const cleanup = initEvents();

		emitCartEvent( 'added_to_cart', { fragments: {}, cartHash: '' } );

		expect( listener ).toHaveBeenCalledTimes( 1 );
		cleanup();
		document.removeEventListener( CART_EVENTS.added_to_cart, listener );
	} );

	it( 'turns wc_fragment_refresh into the DOM refresh request', () => {
		const fake = fakeJQuery();
		setJQuery( fake.jQuery );
		const listener = jest.fn();
		document.addEventListener( FRAGMENT_REFRESH_EVENT, listener );
		const cleanup = initEvents();

		fake.jQuery( document.body ).trigger( 'wc_fragment_refresh' );
		fake.jQuery( document.body ).trigger( 'updated_wc_div' );
		cleanup();
		fake.jQuery( document.body ).trigger( 'wc_fragment_refresh' );

		expect( listener ).toHaveBeenCalledTimes( 2 );
		document.removeEventListener( FRAGMENT_REFRESH_EVENT, listener );
	} );
} );

describe( 'shouldSendAddToCart', () => {
	let button: HTMLButtonElement;

	beforeEach( () => {
		document.body.innerHTML = '<button></button>';
		button = document.querySelector( 'button' )!;
	} );

	afterEach( () => {
		setJQuery( undefined );
		removeFilter( 'shopwright.should_send_add_to_cart', 'test' );
	} );

	it( 'lets the request go by default', () => {
		expect( shouldSendAddToCart( button ) ).toBe( true );
	} );

	it( 'stops it when the hook filter says no', () => {
		addFilter( 'shopwright.should_send_add_to_cart', 'test', () => false );
		expect( shouldSendAddToCart( button ) ).toBe( false );
	} );

	it( "stops it when a jQuery handler returns false, as WooCommerce's script did", () => {
		const fake = fakeJQuery();
		setJQuery( fake.jQuery );
		fake.setHandlerResult( false );

		expect( shouldSendAddToCart( button ) ).toBe( false );
		expect( fake.triggered.map( ( { name } ) => name ) ).toEqual( [
			'should_send_ajax_request.adding_to_cart',
			'ajax_request_not_sent.adding_to_cart',
		] );
	} );
} );

describe( 'readCartEventDetail', () => {
	it( 'keeps the fields of the right types only', () => {
		document.body.innerHTML = '<button></button>';
		const button = document.querySelector( 'button' )!;
		const read = ( detail: unknown ) =>
			readCartEventDetail( new CustomEvent( 'x', { detail } ) );

		expect(
			read( {
				button,
				data: { product_id: '5' },
				fragments: { a: '<i></i>' },
				cartHash: 'h',
				source: 'jquery',
			} )
		).toEqual( {
			button,
			data: { product_id: '5' },
			fragments: { a: '<i></i>' },
			cartHash: 'h',
			source: 'jquery',
		} );
		expect(
			read( {
				button: '#id',
				data: [],
				fragments: { a: 1 },
				cartHash: 3,
			} )
		).toEqual( {
			button: undefined,
			data: undefined,
			fragments: undefined,
			cartHash: undefined,
			source: undefined,
		} );
		expect(
			readCartEventDetail( new Event( 'x' ) ).source
		).toBeUndefined();
	} );
} );

describe( 'readFragments', () => {
	it.each( [ null, [], 'x', { a: 1 }, { a: '<p></p>', b: null } ] )(
		'refuses %p',
		( value ) => {
			expect( readFragments( value ) ).toBeNull();
		}
	);

	it( 'reads a map of markup', () => {
		expect( readFragments( { a: '<p></p>' } ) ).toEqual( { a: '<p></p>' } );
	} );
} );
