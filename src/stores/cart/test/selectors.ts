/**
 * Internal dependencies
 */
import { DEFAULT_STATE, type CartState } from '../reducer';
import * as selectors from '../selectors';
import { cart, cartItem } from './fixtures/cart';

const ERROR = { code: 'e', message: 'Nope', data: { status: 400 } };

const LOADED: CartState = {
	...DEFAULT_STATE,
	root: '/r',
	nonce: 'n',
	cartToken: 't',
	cartHash: 'h',
	cart: cart( [ cartItem( 'a', { quantity: 2 } ), cartItem( 'b' ) ] ),
	pendingItems: { b: 'update' },
	itemErrors: { a: ERROR },
};

describe( 'cart selectors', () => {
	it( 'give empty values before the cart is loaded', () => {
		expect( selectors.getCart( DEFAULT_STATE ) ).toBeNull();
		expect( selectors.getLoadedCart( DEFAULT_STATE ) ).toBeNull();
		expect( selectors.hasCartLoaded( DEFAULT_STATE ) ).toBe( false );
		expect( selectors.getCartItems( DEFAULT_STATE ) ).toEqual( [] );
		expect( selectors.getCartItems( DEFAULT_STATE ) ).toBe(
			selectors.getCartItems( { ...DEFAULT_STATE } )
		);
		expect( selectors.getItemsCount( DEFAULT_STATE ) ).toBe( 0 );
	} );

	it( 'read the loaded cart', () => {
		expect( selectors.hasCartLoaded( LOADED ) ).toBe( true );
		expect( selectors.getLoadedCart( LOADED ) ).toBe( LOADED.cart );
		expect( selectors.getItemsCount( LOADED ) ).toBe( 3 );
		expect(
			selectors.getCartItems( LOADED ).map( ( i ) => i.key )
		).toEqual( [ 'a', 'b' ] );
		expect( selectors.getCartItem( LOADED, 'b' )?.name ).toBe(
			'Product b'
		);
		expect( selectors.getCartItem( LOADED, 'z' ) ).toBeUndefined();
	} );

	it( 'tell which items wait for the server, and why', () => {
		expect( selectors.isItemPending( LOADED, 'b' ) ).toBe( true );
		expect( selectors.isItemPending( LOADED, 'a' ) ).toBe( false );
		expect( selectors.getItemPendingKind( LOADED, 'b' ) ).toBe( 'update' );
		expect( selectors.getItemPendingKind( LOADED, 'a' ) ).toBeNull();
	} );

	it( 'give the errors and the session', () => {
		expect( selectors.getItemError( LOADED, 'a' ) ).toBe( ERROR );
		expect( selectors.getItemError( LOADED, 'b' ) ).toBeNull();
		expect( selectors.getCartError( LOADED ) ).toBeNull();
		expect( selectors.getStoreApiRoot( LOADED ) ).toBe( '/r' );
		expect( selectors.getNonce( LOADED ) ).toBe( 'n' );
		expect( selectors.getCartToken( LOADED ) ).toBe( 't' );
		expect( selectors.getCartHash( LOADED ) ).toBe( 'h' );
	} );
} );
