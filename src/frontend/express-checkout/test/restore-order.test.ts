/**
 * Closing the wallet sheet on the cart and checkout pages: WooCommerce saves the whole session
 * when each request ends, so the calls that put the cart back must start only after every call
 * of the sheet has been answered, and what they put back is the cart as the sheet found it.
 */

/**
 * Internal dependencies
 */
import type { ButtonDeps } from '../buttons';
import { CallQueue, ShopperCart, type StoreCart } from '../cart';
import { shopperPlacement } from '../shopper-placement';
import { expressConfig, pageServices, penCart } from './fixtures';

const CONFIG = expressConfig( { storeApi: '/store/' } );

/**
 * The Store API cart of one Brass Pen with one address and a chosen rate.
 *
 * @param city     The shipping address's city.
 * @param selected The selected rate.
 */
const cart = ( city: string, selected: string ): StoreCart =>
	penCart( { city, selected } );

interface Held {
	path: string;
	body: unknown;
	answer: ( data: unknown ) => void;
}

/**
 * A server that holds each request until the test answers it, and logs when each one was sent
 * and when its answer had been read in full.
 */
function heldServer() {
	const held: Held[] = [];
	const log: string[] = [];
	const fetch: ButtonDeps[ 'fetch' ] = ( url, init ) =>
		new Promise( ( resolve ) => {
			const path = url.replace( '/store/', '' );
			log.push( `sent ${ path }` );
			held.push( {
				path,
				body: init.body ? JSON.parse( String( init.body ) ) : undefined,
				answer: ( data ) =>
					resolve( {
						ok: true,
						headers: new Headers(),
						json: async () => {
							log.push( `read ${ path }` );
							return data;
						},
					} as unknown as Response ), // Only the parts the cart reads.
			} );
		} );
	return { held, log, fetch };
}

/** Lets every queued promise callback run. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'the order of the cart’s calls', () => {
	it( 'starts a call only once the call before it has been answered in full, failed or not', async () => {
		const queue = new CallQueue();
		const order: string[] = [];
		let finishFirst: () => void = () => undefined;
		const first = queue.add(
			() =>
				new Promise< void >( ( _resolve, reject ) => {
					order.push( 'first started' );
					finishFirst = () => {
						order.push( 'first failed' );
						reject( new Error( 'refused' ) );
					};
				} )
		);
		const second = queue.add( async () => {
			order.push( 'second started' );
			return 'done';
		} );
		await settle();
		expect( order ).toEqual( [ 'first started' ] );
		finishFirst();
		await expect( first ).rejects.toThrow( 'refused' );
		await expect( second ).resolves.toBe( 'done' );
		expect( order ).toEqual( [
			'first started',
			'first failed',
			'second started',
		] );
	} );

	it( 'queues the calls of every button container on the page as one: they share the shopper’s session', async () => {
		const { held, log, fetch } = heldServer();
		const one = new ShopperCart( '/store/', fetch, 'n' );
		const other = new ShopperCart( '/store/', fetch, 'n' );
		const write = one.call( 'cart/update-customer', 'POST', {} );
		const read = other.call( 'cart', 'GET' );
		await settle();
		expect( log ).toEqual( [ 'sent cart/update-customer' ] );
		held[ 0 ].answer( cart( 'New York', 'flat_rate:2' ) );
		await write;
		await settle();
		held[ 1 ].answer( cart( 'New York', 'flat_rate:2' ) );
		await read;
		expect( log ).toEqual( [
			'sent cart/update-customer',
			'read cart/update-customer',
			'sent cart',
			'read cart',
		] );
	} );

	it( 'puts the cart back only after the sheet’s address change still under way has been answered', async () => {
		const { held, log, fetch } = heldServer();
		const placement = shopperPlacement(
			CONFIG,
			pageServices( fetch ),
			null
		);
		const loading = placement.prepare();
		await settle();
		held[ 0 ].answer( cart( 'San Francisco', 'free_shipping:1' ) );
		await loading;

		const opened = placement.open();
		if ( ! opened ) {
			throw new Error(
				'The shopper’s cart placement always opens a cart.'
			);
		}
		await settle();
		held[ 1 ].answer( cart( 'San Francisco', 'free_shipping:1' ) );
		await opened.building;

		// The sheet's last address change is on its way when the shopper closes the sheet.
		const change = opened.cart.call< StoreCart >(
			'cart/update-customer',
			'POST',
			{ shipping_address: { city: 'Boston', country: 'US' } }
		);
		await settle();
		const closing = placement.cancel(
			opened.cart,
			cart( 'New York', 'flat_rate:2' )
		);
		await settle();
		expect( held.map( ( call ) => call.path ) ).toEqual( [
			'cart',
			'cart',
			'cart/update-customer',
		] );

		held[ 2 ].answer( cart( 'Boston', 'flat_rate:2' ) );
		await change;
		await settle();
		held[ 3 ].answer( cart( 'San Francisco', 'flat_rate:2' ) );
		await settle();
		held[ 4 ].answer( cart( 'San Francisco', 'free_shipping:1' ) );
		await closing;

		expect( log.slice( 4 ) ).toEqual( [
			'sent cart/update-customer',
			'read cart/update-customer',
			'sent cart/update-customer',
			'read cart/update-customer',
			'sent cart/select-shipping-rate',
			'read cart/select-shipping-rate',
		] );
		expect( held[ 3 ].body ).toEqual( {
			shipping_address: { city: 'San Francisco', country: 'US' },
		} );
		expect( held[ 4 ].body ).toEqual( {
			package_id: 0,
			rate_id: 'free_shipping:1',
		} );
		expect( placement.amount() ).toBe( 3200 );
	} );

	it( 'puts back the cart as the sheet found it when it opened, not as an older reload saw it', async () => {
		const { held, fetch } = heldServer();
		const placement = shopperPlacement(
			CONFIG,
			pageServices( fetch ),
			null
		);
		const loading = placement.prepare();
		await settle();
		held[ 0 ].answer( cart( 'San Francisco', 'free_shipping:1' ) );
		await loading;

		// Meanwhile the shopper chose the flat rate in the page's own cart, then opened the sheet.
		const opened = placement.open();
		if ( ! opened ) {
			throw new Error(
				'The shopper’s cart placement always opens a cart.'
			);
		}
		await settle();
		held[ 1 ].answer( cart( 'San Francisco', 'flat_rate:2' ) );
		await opened.building;

		const closing = placement.cancel(
			opened.cart,
			cart( 'New York', 'free_shipping:1' )
		);
		await settle();
		held[ 2 ].answer( cart( 'San Francisco', 'free_shipping:1' ) );
		await settle();
		held[ 3 ].answer( cart( 'San Francisco', 'flat_rate:2' ) );
		await closing;
		expect( held.slice( 2 ).map( ( call ) => call.body ) ).toEqual( [
			{ shipping_address: { city: 'San Francisco', country: 'US' } },
			{ package_id: 0, rate_id: 'flat_rate:2' },
		] );
		expect( placement.amount() ).toBe( 3700 );
	} );
} );
