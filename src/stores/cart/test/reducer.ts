/**
 * Internal dependencies
 */
import * as actions from '../actions';
import { DEFAULT_STATE, reducer } from '../reducer';
import { cart, cartItem } from './fixtures/cart';

const ERROR = { code: 'e', message: 'Nope', data: { status: 400 } };

describe( 'cart reducer', () => {
	it( 'starts empty, with no cart loaded', () => {
		expect( reducer( undefined, { type: '@@INIT' } as never ) ).toEqual(
			DEFAULT_STATE
		);
		expect( DEFAULT_STATE.cart ).toBeNull();
	} );

	it( 'keeps the Store API root and the page nonce', () => {
		const state = reducer(
			DEFAULT_STATE,
			actions.initializeCart( {
				root: '/wp-json/wc/store/v1',
				nonce: 'n1',
			} )
		);
		expect( state.root ).toBe( '/wp-json/wc/store/v1' );
		expect( state.nonce ).toBe( 'n1' );
	} );

	it( 'keeps a session value the answer did not carry', () => {
		const first = reducer(
			DEFAULT_STATE,
			actions.receiveSession( {
				nonce: 'n1',
				cartToken: 't1',
				cartHash: 'h1',
			} )
		);
		const second = reducer(
			first,
			actions.receiveSession( {
				nonce: '',
				cartToken: '',
				cartHash: null,
			} )
		);
		expect( second ).toMatchObject( {
			nonce: 'n1',
			cartToken: 't1',
			cartHash: 'h1',
		} );
		expect(
			reducer(
				second,
				actions.receiveSession( {
					nonce: 'n2',
					cartToken: 't2',
					cartHash: '',
				} )
			)
		).toMatchObject( { nonce: 'n2', cartToken: 't2', cartHash: '' } );
	} );

	it( 'marks items pending and settled', () => {
		const pending = reducer(
			DEFAULT_STATE,
			actions.setItemPending( 'a', 'remove' )
		);
		expect( pending.pendingItems ).toEqual( { a: 'remove' } );
		expect(
			reducer( pending, actions.setItemPending( 'a', null ) ).pendingItems
		).toEqual( {} );
	} );

	it( "keeps the cart's error and each item's apart, and clears them", () => {
		let state = reducer( DEFAULT_STATE, actions.receiveError( ERROR ) );
		state = reducer( state, actions.receiveError( ERROR, 'a' ) );
		expect( state.error ).toBe( ERROR );
		expect( state.itemErrors ).toEqual( { a: ERROR } );

		state = reducer( state, actions.clearError( 'a' ) );
		expect( state.itemErrors ).toEqual( {} );
		expect( state.error ).toBe( ERROR );
		expect( reducer( state, actions.clearError() ).error ).toBeNull();
	} );

	it( 'forgets the errors of items that left the cart', () => {
		let state = reducer(
			DEFAULT_STATE,
			actions.receiveError( ERROR, 'a' )
		);
		state = reducer( state, actions.receiveError( ERROR, 'b' ) );
		state = reducer(
			state,
			actions.receiveCart( cart( [ cartItem( 'b' ) ] ) )
		);
		expect( state.itemErrors ).toEqual( { b: ERROR } );
		expect( state.cart?.items[ 0 ].key ).toBe( 'b' );
	} );

	it( 'sets the loading and adding flags', () => {
		expect(
			reducer( DEFAULT_STATE, actions.setCartLoading( true ) ).isLoading
		).toBe( true );
		expect(
			reducer( DEFAULT_STATE, actions.setAddingItem( true ) ).isAdding
		).toBe( true );
	} );
} );
