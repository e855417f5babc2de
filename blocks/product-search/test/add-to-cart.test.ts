/**
 * Internal dependencies
 */
import { addToCart, announceAdded, readCartResponse } from '../add-to-cart';
import type { Poster } from '../add-to-cart';
import type { FetchResponse } from '../client';

function answer( body: unknown, ok = true ): Promise< FetchResponse > {
	return Promise.resolve( {
		ok,
		status: ok ? 200 : 500,
		json: () => Promise.resolve( body ),
	} );
}

describe( 'readCartResponse', () => {
	it( 'reads the fragments and cart hash of a success', () => {
		expect(
			readCartResponse( {
				fragments: { 'div.widget': '<div>1 item</div>', bad: 3 },
				cart_hash: 'abc',
			} )
		).toEqual( {
			kind: 'added',
			fragments: { 'div.widget': '<div>1 item</div>' },
			cartHash: 'abc',
		} );
	} );

	it( 'reads a refusal and its product page, when that page is safe', () => {
		expect(
			readCartResponse( {
				error: true,
				product_url: 'https://shop.test/p/hoodie/',
			} )
		).toEqual( {
			kind: 'refused',
			productUrl: 'https://shop.test/p/hoodie/',
		} );
		expect(
			readCartResponse( { error: true, product_url: 'javascript:x' } )
		).toEqual( { kind: 'refused', productUrl: '' } );
	} );

	it( 'calls anything else a failure', () => {
		expect( readCartResponse( null ) ).toEqual( { kind: 'failed' } );
		expect( readCartResponse( '0' ) ).toEqual( { kind: 'failed' } );
	} );
} );

describe( 'addToCart', () => {
	it( 'posts the product and quantity to wc-ajax=add_to_cart', async () => {
		const poster = jest.fn< ReturnType< Poster >, Parameters< Poster > >(
			() => answer( { fragments: {}, cart_hash: 'h' } )
		);
		const result = await addToCart(
			poster,
			'/?wc-ajax=%%endpoint%%',
			30,
			2
		);
		expect( result.kind ).toBe( 'added' );
		const [ url, body ] = poster.mock.calls[ 0 ];
		expect( url ).toBe( '/?wc-ajax=add_to_cart' );
		expect( body.get( 'product_id' ) ).toBe( '30' );
		expect( body.get( 'quantity' ) ).toBe( '2' );
	} );

	it( 'fails on a network error or an error status', async () => {
		expect(
			await addToCart(
				() => Promise.reject( new Error( 'offline' ) ),
				'/?wc-ajax=%%endpoint%%',
				1,
				1
			)
		).toEqual( { kind: 'failed' } );
		expect(
			await addToCart(
				() => answer( {}, false ),
				'/?wc-ajax=%%endpoint%%',
				1,
				1
			)
		).toEqual( { kind: 'failed' } );
	} );
} );

describe( 'announceAdded', () => {
	afterEach( () => {
		Reflect.deleteProperty( window, 'jQuery' );
	} );

	it( 'sends wc-blocks_added_to_cart where there is no jQuery', () => {
		const listener = jest.fn();
		document.body.addEventListener( 'wc-blocks_added_to_cart', listener );
		announceAdded( document, {
			kind: 'added',
			fragments: {},
			cartHash: '',
		} );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		document.body.removeEventListener(
			'wc-blocks_added_to_cart',
			listener
		);
	} );

	it( 'tells the mini cart through Shopwright’s cart event where there is no jQuery', () => {
		const listener = jest.fn();
		document.addEventListener( 'shopwright:added-to-cart', listener );
		announceAdded( document, {
			kind: 'added',
			fragments: { a: 'b' },
			cartHash: 'h',
		} );
		document.removeEventListener( 'shopwright:added-to-cart', listener );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( listener.mock.calls[ 0 ][ 0 ].detail ).toEqual( {
			fragments: { a: 'b' },
			cartHash: 'h',
			source: 'search',
		} );
	} );

	it( "triggers jQuery's added_to_cart with the fragments where jQuery is", () => {
		const trigger = jest.fn();
		const jQuery = jest.fn( () => ( { trigger } ) );
		Reflect.set( window, 'jQuery', jQuery );
		announceAdded( document, {
			kind: 'added',
			fragments: { a: 'b' },
			cartHash: 'h',
		} );
		expect( jQuery ).toHaveBeenCalledWith( document.body );
		expect( trigger ).toHaveBeenCalledWith( 'added_to_cart', [
			{ a: 'b' },
			'h',
			null,
		] );
	} );
} );
