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
import {
	ADD_TO_CART_TIMEOUT,
	createCartClient,
	publishAdded,
	sharedCartClient,
} from '../cart-client';
import { CART_EVENTS } from '../event-names';
import { fakeFetch, json, ORIGIN, settle } from './helpers/requests';

const URL = '/?wc-ajax=%%endpoint%%';

function button( id = '11' ): HTMLElement {
	document.body.innerHTML = `<button data-product_id="${ id }">Add</button><div class="widget_shopping_cart_content">Empty</div>`;
	return document.querySelector( 'button' )!;
}

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

describe( 'createCartClient', () => {
	it( 'sends one add at a time, in the order asked, whoever asks', async () => {
		const { fetch, calls } = fakeFetch();
		const client = createCartClient( URL, {
			fetch,
			timers: window,
			origin: ORIGIN,
		} );
		const grid = client.add( {
			data: { product_id: '11' },
			button: button(),
			source: 'add-to-cart',
		} );
		const search = client.add( {
			data: { product_id: '30', quantity: '2' },
			button: button( '30' ),
			source: 'search',
		} );
		await settle();
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].url ).toBe( '/?wc-ajax=add_to_cart' );

		calls[ 0 ].respond( json( { fragments: { a: 'b' }, cart_hash: 'h' } ) );
		await settle();
		expect( calls ).toHaveLength( 2 );
		expect( calls[ 1 ].body.get( 'product_id' ) ).toBe( '30' );
		calls[ 1 ].respond(
			json( { error: true, product_url: `${ ORIGIN }/p/30/` } )
		);

		await expect( grid ).resolves.toEqual( {
			kind: 'added',
			fragments: { a: 'b' },
			cartHash: 'h',
		} );
		await expect( search ).resolves.toEqual( {
			kind: 'refused',
			productUrl: `${ ORIGIN }/p/30/`,
		} );
	} );

	it( 'never sends the shopper to another site on a refusal', async () => {
		const { fetch, calls } = fakeFetch();
		const client = createCartClient( URL, {
			fetch,
			timers: window,
			origin: ORIGIN,
		} );
		const added = client.add( {
			data: { product_id: '11' },
			button: button(),
			source: 'search',
		} );
		await settle();
		calls[ 0 ].respond(
			json( { error: true, product_url: '//evil.test/p/' } )
		);
		await expect( added ).resolves.toEqual( {
			kind: 'refused',
			productUrl: null,
		} );
	} );

	it( 'gives up after its time limit, and the queue goes on', async () => {
		const { fetch, calls } = fakeFetch();
		const client = createCartClient( URL, {
			fetch,
			timers: window,
			origin: ORIGIN,
		} );
		const first = client.add( {
			data: { product_id: '11' },
			button: button(),
			source: 'search',
		} );
		const second = client.add( {
			data: { product_id: '12' },
			button: button( '12' ),
			source: 'search',
		} );
		await settle( ADD_TO_CART_TIMEOUT );
		await expect( first ).resolves.toEqual( { kind: 'failed' } );
		expect( calls ).toHaveLength( 2 );
		calls[ 1 ].respond( json( { fragments: {}, cart_hash: '' } ) );
		await expect( second ).resolves.toMatchObject( { kind: 'added' } );
	} );

	it( 'sends nothing when another script vetoes the add, and says it is coming otherwise', async () => {
		const { fetch } = fakeFetch();
		const client = createCartClient( URL, {
			fetch,
			timers: window,
			origin: ORIGIN,
		} );
		const adding = jest.fn();
		document.body.addEventListener( CART_EVENTS.adding_to_cart, adding );
		addFilter(
			'shopwright.should_send_add_to_cart',
			'test/veto',
			() => false
		);

		const vetoed = await client.add( {
			data: { product_id: '11' },
			button: button(),
			source: 'search',
		} );

		removeFilter( 'shopwright.should_send_add_to_cart', 'test/veto' );
		expect( vetoed ).toEqual( { kind: 'vetoed' } );
		expect( fetch ).not.toHaveBeenCalled();
		expect( adding ).not.toHaveBeenCalled();

		void client.add( {
			data: { product_id: '11' },
			button: button(),
			source: 'search',
		} );
		expect( adding ).toHaveBeenCalledTimes( 1 );
		document.body.removeEventListener( CART_EVENTS.adding_to_cart, adding );
	} );
} );

describe( 'sharedCartClient', () => {
	it( 'is one client per page, for every bundle that asks', () => {
		const first = sharedCartClient( URL );
		expect( sharedCartClient( URL ) ).toBe( first );
	} );
} );

describe( 'publishAdded', () => {
	it( 'replaces the fragments, then tells hooks, the DOM and WooCommerce blocks, without jQuery', () => {
		const pressed = button();
		const hook = jest.fn();
		const dom = jest.fn();
		const blocks = jest.fn();
		addAction( 'shopwright.added_to_cart', 'test/hook', hook );
		document.body.addEventListener( CART_EVENTS.added_to_cart, dom );
		document.body.addEventListener( 'wc-blocks_added_to_cart', blocks );

		publishAdded( document, {
			button: pressed,
			fragments: {
				'div.widget_shopping_cart_content':
					'<div class="widget_shopping_cart_content">1 item</div>',
			},
			cartHash: 'h',
			source: 'search',
		} );

		removeAction( 'shopwright.added_to_cart', 'test/hook' );
		expect(
			document.querySelector( '.widget_shopping_cart_content' )
				?.textContent
		).toBe( '1 item' );
		expect( hook ).toHaveBeenCalledWith(
			expect.objectContaining( { cartHash: 'h', source: 'search' } )
		);
		expect( dom ).toHaveBeenCalledTimes( 1 );
		expect( blocks ).toHaveBeenCalledTimes( 1 );
	} );
} );
