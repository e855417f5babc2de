/**
 * Internal dependencies
 */
import { hasTotal, readBlocksData } from '../blocks';
import { ShopperCart, type StoreCart } from '../cart';
import {
	pageDataLayer,
	selectedRate,
	shopperPlacement,
	type DataLayer,
} from '../shopper-placement';
import { expressConfig, pageServices, penCart } from './fixtures';

const CONFIG = expressConfig();

/**
 * The Store API cart of two Brass Pens.
 *
 * @param total    Its total, in cents.
 * @param selected The selected rate.
 * @param city     The shipping address's city.
 */
const cart = ( total: string, selected: string, city: string ): StoreCart =>
	penCart( { city, selected, quantity: 2, total } );

/**
 * A fetch that answers from a queue and keeps what was asked.
 *
 * @param answers The answers, in order.
 */
function recordingFetch( answers: StoreCart[] ) {
	const calls: Array< {
		url: string;
		headers: Record< string, string >;
		body: unknown;
		credentials?: RequestCredentials;
	} > = [];
	const fetch = async ( url: string, init: RequestInit ) => {
		calls.push( {
			url,
			// The cart always sends a plain object of headers.
			headers: init.headers as Record< string, string >,
			body: init.body ? JSON.parse( String( init.body ) ) : undefined,
			credentials: init.credentials,
		} );
		const answer = answers.shift() ?? {};
		return {
			ok: true,
			headers: new Headers( { Nonce: `nonce-${ calls.length + 1 }` } ),
			json: async () => answer,
		} as unknown as Response; // Only the parts the cart reads.
	};
	return { calls, fetch };
}

describe( 'the shopper’s own cart', () => {
	it( 'sends the session’s cookies and the Store API nonce, renewed from each answer', async () => {
		const { calls, fetch } = recordingFetch( [
			cart( '6400', 'free_shipping:1', 'San Francisco' ),
			cart( '6400', 'free_shipping:1', 'San Francisco' ),
		] );
		const shopper = new ShopperCart( '/store/', fetch, 'nonce-1' );
		await shopper.call( 'cart', 'GET' );
		await shopper.call( 'cart/update-customer', 'POST', {} );
		expect( calls[ 0 ].credentials ).toBe( 'same-origin' );
		expect( calls[ 0 ].headers.Nonce ).toBe( 'nonce-1' );
		expect( calls[ 1 ].headers.Nonce ).toBe( 'nonce-2' );
		expect( calls[ 1 ].headers[ 'Cart-Token' ] ).toBeUndefined();
	} );

	it( 'opens the sheet with the cart’s lines and its rates, the selected one first', async () => {
		const { fetch } = recordingFetch( [
			cart( '6900', 'flat_rate:2', 'San Francisco' ),
		] );
		const placement = shopperPlacement(
			CONFIG,
			pageServices( fetch ),
			null
		);
		await placement.prepare();
		expect( placement.amount() ).toBe( 6900 );
		expect( placement.sheet() ).toEqual( {
			needsShipping: true,
			rates: [
				{ id: 'flat_rate:2', displayName: 'Flat rate', amount: 500 },
				{
					id: 'free_shipping:1',
					displayName: 'Free shipping',
					amount: 0,
				},
			],
			lines: [
				{ name: 'Brass Pen × 2', amount: 6400 },
				{ name: 'Shipping', amount: 500 },
			],
		} );
	} );

	it( 'puts the address and the rate back when the sheet closes', async () => {
		const before = cart( '6400', 'free_shipping:1', 'San Francisco' );
		const { calls, fetch } = recordingFetch( [
			before,
			before,
			cart( '6400', 'flat_rate:2', 'San Francisco' ),
			before,
		] );
		const received: unknown[] = [];
		const data: DataLayer = {
			subscribe: () => undefined,
			select: () => ( { getCartTotals: () => ( {} ) } ),
			dispatch: () => ( {
				receiveCart: ( next: unknown ) => received.push( next ),
			} ),
		};
		const restored: Array< [ unknown, string ] > = [];
		const placement = shopperPlacement(
			CONFIG,
			pageServices( fetch ),
			data,
			( address, rate ) => restored.push( [ address, rate ] )
		);
		await placement.prepare();
		const opened = placement.open();
		if ( ! opened ) {
			throw new Error(
				'The shopper’s cart placement always opens a cart.'
			);
		}
		await opened.building;
		await placement.cancel(
			opened.cart,
			cart( '6900', 'flat_rate:2', 'New York' )
		);
		expect( calls.slice( 2 ).map( ( call ) => call.url ) ).toEqual( [
			'/wp-json/wc/store/v1/cart/update-customer',
			'/wp-json/wc/store/v1/cart/select-shipping-rate',
		] );
		expect( calls[ 2 ].body ).toEqual( {
			shipping_address: { city: 'San Francisco', country: 'US' },
		} );
		expect( calls[ 3 ].body ).toEqual( {
			package_id: 0,
			rate_id: 'free_shipping:1',
		} );
		expect( received ).toEqual( [ before ] );
		expect( restored ).toEqual( [
			[ { city: 'San Francisco', country: 'US' }, 'free_shipping:1' ],
		] );
	} );

	it( 'follows the blocks’ cart store: a change of its totals reloads the cart, 250 ms later', async () => {
		jest.useFakeTimers();
		const { calls, fetch } = recordingFetch( [
			cart( '3200', 'free_shipping:1', 'San Francisco' ),
			cart( '6400', 'free_shipping:1', 'San Francisco' ),
		] );
		let totals = { total_price: '3200' };
		let listener: () => void = () => undefined;
		const data: DataLayer = {
			subscribe: ( next ) => ( listener = next ),
			select: () => ( { getCartTotals: () => totals } ),
			dispatch: () => ( {} ),
		};
		const placement = shopperPlacement(
			CONFIG,
			pageServices( fetch ),
			data
		);
		await placement.prepare();
		const refresh = jest.fn();
		placement.watch( refresh );
		listener();
		expect( calls ).toHaveLength( 1 );
		totals = { total_price: '6400' };
		listener();
		jest.advanceTimersByTime( 249 );
		// The cart's calls go through its queue: a promise callback later.
		await Promise.resolve();
		expect( calls ).toHaveLength( 1 );
		jest.advanceTimersByTime( 1 );
		await Promise.resolve();
		expect( calls ).toHaveLength( 2 );
		jest.useRealTimers();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( refresh ).toHaveBeenCalledTimes( 1 );
		expect( placement.amount() ).toBe( 6400 );
	} );

	it( 'finds the rate chosen in the first package', () => {
		expect( selectedRate( cart( '0', 'flat_rate:2', '' ) ) ).toBe(
			'flat_rate:2'
		);
		expect( selectedRate( null ) ).toBe( '' );
	} );

	it( 'uses the page’s data layer only when it has what the buttons call', () => {
		expect( pageDataLayer( {} ) ).toBeNull();
		expect(
			pageDataLayer( { wp: { data: { subscribe: 1 } } } )
		).toBeNull();
		const data = {
			subscribe: () => undefined,
			select: () => undefined,
			dispatch: () => undefined,
		};
		expect( pageDataLayer( { wp: { data } } ) ).toBe( data );
	} );
} );

describe( 'the blocks’ express payment method', () => {
	it( 'is registered only with the server’s data for this page', () => {
		const data = {
			show: true,
			sheetSrc: '/sheet.js',
			height: 48,
			title: 'Express checkout',
			config: { publishableKey: 'pk_test_x' },
		};
		expect( readBlocksData( data ) ).toEqual( data );
		expect( readBlocksData( { ...data, show: false } ) ).toBeNull();
		expect( readBlocksData( { ...data, height: '48' } ) ).toBeNull();
		expect( readBlocksData( null ) ).toBeNull();
	} );

	it( 'offers itself only when the cart has something to pay', () => {
		expect( hasTotal( { cartTotals: { total_price: '3200' } } ) ).toBe(
			true
		);
		expect( hasTotal( { cartTotals: { total_price: '0' } } ) ).toBe(
			false
		);
		expect( hasTotal( {} ) ).toBe( false );
	} );
} );
