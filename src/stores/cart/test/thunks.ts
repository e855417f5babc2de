/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '..';
import { cart, cartItem } from './fixtures/cart';

const ROOT = 'https://shop.test/wp-json/wc/store/v1';

type Answer = {
	status?: number;
	body?: unknown;
	headers?: Record< string, string >;
	notJson?: boolean;
};

type Call = {
	url: string;
	init: RequestInit;
	headers: Record< string, string >;
	body: unknown;
	answer: ( answer: Answer ) => void;
	fail: () => void;
};

let calls: Call[] = [];

function answerWith( { status = 200, body, headers = {}, notJson }: Answer ) {
	const lower = Object.fromEntries(
		Object.entries( headers ).map( ( [ k, v ] ) => [ k.toLowerCase(), v ] )
	);
	return {
		ok: status >= 200 && status < 300,
		status,
		headers: {
			get: ( name: string ) => lower[ name.toLowerCase() ] ?? null,
		},
		json: () =>
			notJson
				? Promise.reject( new SyntaxError( 'Unexpected token <' ) )
				: Promise.resolve( body ),
	};
}

const fetchMock = jest.fn(
	( url: string, init: RequestInit ) =>
		new Promise( ( resolve, reject ) => {
			calls.push( {
				url,
				init,
				headers: { ...( init.headers as Record< string, string > ) }, // Always a plain object here.
				body:
					typeof init.body === 'string'
						? JSON.parse( init.body )
						: undefined,
				answer: ( answer ) => resolve( answerWith( answer ) ),
				fail: () => reject( new TypeError( 'Failed to fetch' ) ),
			} );
		} )
);

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

function createCartRegistry( nonce = 'page-nonce' ) {
	const registry = createRegistry();
	registry.register( store );
	registry.dispatch( store ).initializeCart( { root: ROOT, nonce } );
	return registry;
}

async function loadCart(
	registry: ReturnType< typeof createCartRegistry >,
	answer: Answer
) {
	const loading = registry.resolveSelect( store ).getCart();
	await flush();
	calls[ calls.length - 1 ].answer( answer );
	await loading;
}

const FULL = cart( [ cartItem( 'a' ), cartItem( 'b', { quantity: 2 } ) ] );

beforeEach( () => {
	calls = [];
	fetchMock.mockClear();
	window.fetch = fetchMock as unknown as typeof window.fetch; // jsdom has no fetch; this fake answers what the tests need.
} );

describe( 'cart store', () => {
	it( 'sends nothing when it is created and set up', async () => {
		const registry = createCartRegistry();
		expect( registry.select( store ).getLoadedCart() ).toBeNull();
		expect( registry.select( store ).getItemsCount() ).toBe( 0 );
		await flush();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'loads the cart once when getCart is resolved, and keeps the session headers', async () => {
		const registry = createCartRegistry();
		await loadCart( registry, {
			body: FULL,
			headers: { Nonce: 'n2', 'Cart-Token': 'tok', 'Cart-Hash': 'h1' },
		} );
		await registry.resolveSelect( store ).getCart();

		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( calls[ 0 ].url ).toBe( `${ ROOT }/cart` );
		expect( calls[ 0 ].init ).toMatchObject( {
			method: 'GET',
			credentials: 'same-origin',
		} );
		expect( calls[ 0 ].headers ).toEqual( {
			Accept: 'application/json',
			Nonce: 'page-nonce',
		} );
		const select = registry.select( store );
		expect( select.getCart() ).toEqual( FULL );
		expect( select.getNonce() ).toBe( 'n2' );
		expect( select.getCartToken() ).toBe( 'tok' );
		expect( select.getCartHash() ).toBe( 'h1' );
		expect( select.isCartLoading() ).toBe( false );
	} );

	it( 'does not keep the cart token of an empty cart, whose session was never saved', async () => {
		const registry = createCartRegistry();
		await loadCart( registry, {
			body: cart(),
			headers: { Nonce: 'n2', 'Cart-Token': 'unsaved' },
		} );

		expect( registry.select( store ).getCartToken() ).toBe( '' );
		expect( registry.select( store ).getNonce() ).toBe( 'n2' );
	} );

	it( 'removes an item with the Nonce and Cart-Token headers, the item pending meanwhile', async () => {
		const registry = createCartRegistry();
		await loadCart( registry, {
			body: FULL,
			headers: { Nonce: 'n2', 'Cart-Token': 'tok' },
		} );
		const removing = registry.dispatch( store ).removeItem( 'a' );
		await flush();

		expect( registry.select( store ).isItemPending( 'a' ) ).toBe( true );
		expect( registry.select( store ).getItemPendingKind( 'a' ) ).toBe(
			'remove'
		);
		expect( calls[ 1 ].url ).toBe( `${ ROOT }/cart/remove-item` );
		expect( calls[ 1 ].init.method ).toBe( 'POST' );
		expect( calls[ 1 ].headers ).toEqual( {
			Accept: 'application/json',
			'Content-Type': 'application/json',
			Nonce: 'n2',
			'Cart-Token': 'tok',
		} );
		expect( calls[ 1 ].body ).toEqual( { key: 'a' } );

		const after = cart( [ cartItem( 'b', { quantity: 2 } ) ] );
		calls[ 1 ].answer( { body: after, headers: { Nonce: 'n3' } } );
		await expect( removing ).resolves.toBe( true );
		expect( registry.select( store ).isItemPending( 'a' ) ).toBe( false );
		expect( registry.select( store ).getCart() ).toEqual( after );
		expect( registry.select( store ).getNonce() ).toBe( 'n3' );
		expect( registry.select( store ).getCartToken() ).toBe( 'tok' );
	} );

	it( 'updates a quantity through update-item', async () => {
		const registry = createCartRegistry();
		await loadCart( registry, { body: FULL } );
		const updating = registry
			.dispatch( store )
			.updateItemQuantity( 'b', 3 );
		await flush();

		expect( registry.select( store ).getItemPendingKind( 'b' ) ).toBe(
			'update'
		);
		expect( calls[ 1 ].url ).toBe( `${ ROOT }/cart/update-item` );
		expect( calls[ 1 ].body ).toEqual( { key: 'b', quantity: 3 } );
		calls[ 1 ].answer( { body: FULL } );
		await expect( updating ).resolves.toBe( true );
	} );

	it( 'adds an item through add-item', async () => {
		const registry = createCartRegistry();
		const adding = registry
			.dispatch( store )
			.addItem( 12, 2, [ { attribute: 'pa_color', value: 'red' } ] );
		await flush();

		expect( registry.select( store ).isAddingItem() ).toBe( true );
		expect( calls[ 0 ].url ).toBe( `${ ROOT }/cart/add-item` );
		expect( calls[ 0 ].headers.Nonce ).toBe( 'page-nonce' );
		expect( calls[ 0 ].body ).toEqual( {
			id: 12,
			quantity: 2,
			variation: [ { attribute: 'pa_color', value: 'red' } ],
		} );
		calls[ 0 ].answer( {
			status: 201,
			body: FULL,
			headers: { 'Cart-Token': 'tok' },
		} );
		await expect( adding ).resolves.toBe( true );
		expect( registry.select( store ).isAddingItem() ).toBe( false );
		expect( registry.select( store ).getCartToken() ).toBe( 'tok' );
	} );

	it( 'keeps a Store API error on its item, and the cart the error carries', async () => {
		const registry = createCartRegistry();
		await loadCart( registry, { body: FULL } );
		const updating = registry
			.dispatch( store )
			.updateItemQuantity( 'b', 99 );
		await flush();
		const error = {
			code: 'woocommerce_rest_cart_invalid_quantity',
			message: 'Only 5 left in stock.',
			data: {
				status: 400,
				cart: cart( [ cartItem( 'b', { quantity: 5 } ) ] ),
			},
		};
		calls[ 1 ].answer( { status: 400, body: error } );

		await expect( updating ).resolves.toBe( false );
		const select = registry.select( store );
		expect( select.getItemError( 'b' ) ).toEqual( error );
		expect( select.getCartError() ).toBeNull();
		expect( select.getCartItem( 'b' )?.quantity ).toBe( 5 );
		expect( select.isItemPending( 'b' ) ).toBe( false );
	} );

	it.each( [
		[ 'shopwright_network_error', ( call: Call ) => call.fail() ],
		[
			'shopwright_invalid_response',
			( call: Call ) => call.answer( { notJson: true } ),
		],
		[
			'shopwright_invalid_response',
			( call: Call ) => call.answer( { status: 502, body: '<html>' } ),
		],
		[
			'shopwright_invalid_response',
			( call: Call ) => call.answer( { body: { items: 'no' } } ),
		],
	] )( 'keeps %s as the error of a failed load', async ( code, answer ) => {
		const registry = createCartRegistry();
		const loading = registry.dispatch( store ).fetchCart();
		await flush();
		answer( calls[ 0 ] );

		await expect( loading ).resolves.toBe( false );
		expect( registry.select( store ).getCartError()?.code ).toBe( code );
		expect( registry.select( store ).isCartLoading() ).toBe( false );
	} );

	it( 'gives up after 15 seconds', async () => {
		jest.useFakeTimers();
		try {
			const registry = createCartRegistry();
			fetchMock.mockImplementationOnce(
				( _url, init ) =>
					new Promise( ( _resolve, reject ) =>
						init.signal?.addEventListener( 'abort', () =>
							reject(
								new DOMException( 'Aborted', 'AbortError' )
							)
						)
					)
			);
			const loading = registry.dispatch( store ).fetchCart();
			await jest.advanceTimersByTimeAsync( 15000 );
			await expect( loading ).resolves.toBe( false );
			expect( registry.select( store ).getCartError()?.code ).toBe(
				'shopwright_timeout'
			);
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'sends a write once more with the fresh nonce of a nonce error', async () => {
		const registry = createCartRegistry( 'stale' );
		const removing = registry.dispatch( store ).removeItem( 'a' );
		await flush();
		calls[ 0 ].answer( {
			status: 403,
			body: {
				code: 'woocommerce_rest_invalid_nonce',
				message: 'Nonce is invalid.',
				data: { status: 403 },
			},
			headers: { Nonce: 'fresh' },
		} );
		await flush();

		expect( calls ).toHaveLength( 2 );
		expect( calls[ 1 ].headers.Nonce ).toBe( 'fresh' );
		calls[ 1 ].answer( { body: cart() } );
		await expect( removing ).resolves.toBe( true );
		expect( registry.select( store ).getItemError( 'a' ) ).toBeNull();
	} );

	it( 'does not loop on a nonce error that brings no new nonce', async () => {
		const registry = createCartRegistry( 'stale' );
		const removing = registry.dispatch( store ).removeItem( 'a' );
		await flush();
		calls[ 0 ].answer( {
			status: 403,
			body: {
				code: 'woocommerce_rest_invalid_nonce',
				message: 'No.',
				data: { status: 403 },
			},
			headers: { Nonce: 'stale' },
		} );

		await expect( removing ).resolves.toBe( false );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'sends requests one at a time, so a slow answer never overwrites a later one', async () => {
		const registry = createCartRegistry();
		const first = registry.dispatch( store ).updateItemQuantity( 'a', 2 );
		const second = registry.dispatch( store ).removeItem( 'b' );
		await flush();
		expect( calls ).toHaveLength( 1 );
		expect( registry.select( store ).isItemPending( 'b' ) ).toBe( true );

		calls[ 0 ].answer( { body: FULL } );
		await flush();
		expect( calls ).toHaveLength( 2 );
		const last = cart( [ cartItem( 'a', { quantity: 2 } ) ] );
		calls[ 1 ].answer( { body: last } );
		await Promise.all( [ first, second ] );
		expect( registry.select( store ).getCart() ).toEqual( last );
	} );

	it( 'finds the routes of a site without pretty permalinks', async () => {
		const registry = createRegistry();
		registry.register( store );
		registry.dispatch( store ).initializeCart( {
			root: 'https://shop.test/?rest_route=/wc/store/v1',
			nonce: '',
		} );
		void registry.dispatch( store ).removeItem( 'a' );
		await flush();

		expect( calls[ 0 ].url ).toBe(
			'https://shop.test/?rest_route=%2Fwc%2Fstore%2Fv1%2Fcart%2Fremove-item'
		);
		expect( calls[ 0 ].headers.Nonce ).toBeUndefined();
	} );
} );
