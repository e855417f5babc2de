/**
 * Internal dependencies
 */
import type { StoreApiCart } from '../../../api/store-api';
import { createPublicRegistry } from '../../data/registry';
import {
	CART_STORE,
	COUNT_FRAGMENT,
	connectCartStore,
	readCount,
	type CartSelectors,
} from '../cart-store';
import { emitCartEvent } from '../events';

function countFragment( count: number ) {
	return {
		'div.widget_shopping_cart_content': '<div>…</div>',
		[ COUNT_FRAGMENT ]: `<span data-shopwright-cart-count="${ count }" hidden></span>`,
	};
}

function setUp( cookie = '' ) {
	document.cookie = 'woocommerce_items_in_cart=; max-age=0';
	if ( cookie ) {
		document.cookie = cookie;
	}
	const registry = createPublicRegistry( window );
	const actions = connectCartStore( document, registry );
	const cart = () => registry.select( CART_STORE ) as CartSelectors;
	return { registry, actions, cart };
}

describe( 'readCount', () => {
	it( 'reads the count from its fragment, and nothing from anything else', () => {
		expect( readCount( countFragment( 12 ) ) ).toBe( 12 );
		expect( readCount( {} ) ).toBeNull();
		expect( readCount( undefined ) ).toBeNull();
		expect(
			readCount( {
				[ COUNT_FRAGMENT ]: '<span data-shopwright-cart-count="-1">',
			} )
		).toBeNull();
	} );
} );

describe( 'connectCartStore', () => {
	it( 'knows a visitor without a cart has nothing in it, and does not guess for one who has', () => {
		expect( setUp().cart().getItemsCount() ).toBe( 0 );
		expect(
			setUp( 'woocommerce_items_in_cart=1' ).cart().getItemsCount()
		).toBeNull();
	} );

	it( 'follows an add from any script: the count its answer carries, and what was added', () => {
		const { registry, cart } = setUp();
		const heard = jest.fn();
		registry.subscribe( heard, CART_STORE );

		emitCartEvent( 'added_to_cart', {
			data: { product_id: '42', quantity: '3' },
			fragments: countFragment( 3 ),
			source: 'search',
		} );

		expect( cart().getItemsCount() ).toBe( 3 );
		expect( cart().getLastAdded() ).toEqual( {
			productId: 42,
			quantity: 3,
			source: 'search',
		} );
		expect( heard ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'names the product of another script’s add by its button', () => {
		const { cart } = setUp();
		const button = document.createElement( 'a' );
		button.dataset.product_id = '9';
		emitCartEvent( 'added_to_cart', {
			button,
			fragments: countFragment( 1 ),
			source: 'jquery',
		} );
		expect( cart().getLastAdded() ).toEqual( {
			productId: 9,
			quantity: 1,
			source: 'jquery',
		} );
	} );

	it( 'tells of a second add of the same product as a new add', () => {
		const { cart } = setUp();
		const add = () =>
			emitCartEvent( 'added_to_cart', {
				data: { product_id: '42', quantity: '1' },
				fragments: countFragment( 1 ),
			} );
		add();
		const first = cart().getLastAdded();
		add();
		expect( cart().getLastAdded() ).not.toBe( first );
	} );

	it( 'follows removals and refreshed fragments, and keeps the count when an answer has none', () => {
		const { cart } = setUp( 'woocommerce_items_in_cart=1' );
		emitCartEvent( 'wc_fragments_refreshed', {
			fragments: countFragment( 5 ),
		} );
		expect( cart().getItemsCount() ).toBe( 5 );
		emitCartEvent( 'removed_from_cart', {
			fragments: countFragment( 4 ),
		} );
		expect( cart().getItemsCount() ).toBe( 4 );
		emitCartEvent( 'removed_from_cart', { fragments: {} } );
		expect( cart().getItemsCount() ).toBe( 4 );
	} );

	it( 'takes the Store API cart the drawer loaded', () => {
		const { actions, cart } = setUp( 'woocommerce_items_in_cart=1' );
		const storeCart = {
			items: [],
			items_count: 7,
		} as unknown as StoreApiCart;
		actions.receiveCart( storeCart );
		expect( cart().getItemsCount() ).toBe( 7 );
		expect( cart().getCart() ).toBe( storeCart );
	} );

	it( 'is one store per page: a second bundle finds the first one’s', () => {
		const registry = createPublicRegistry( window );
		const first = connectCartStore( document, registry );
		expect( connectCartStore( document, registry ) ).toBe( first );
	} );
} );
