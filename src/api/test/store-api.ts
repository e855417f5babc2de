/**
 * Internal dependencies
 */
import {
	isStoreApiCart,
	isStoreApiError,
	storeApiFetch,
	storeApiUrl,
} from '../store-api';

describe( 'storeApiUrl', () => {
	it.each( [
		[
			'https://shop.test/wp-json/wc/store/v1',
			'https://shop.test/wp-json/wc/store/v1/cart',
		],
		[
			'https://shop.test/wp-json/wc/store/v1/',
			'https://shop.test/wp-json/wc/store/v1/cart',
		],
		[ '/wp-json/wc/store/v1', '/wp-json/wc/store/v1/cart' ],
		[
			'https://shop.test/?rest_route=/wc/store/v1',
			'https://shop.test/?rest_route=%2Fwc%2Fstore%2Fv1%2Fcart',
		],
		[
			'https://shop.test/fr/wp-json/wc/store/v1?lang=fr',
			'https://shop.test/fr/wp-json/wc/store/v1/cart?lang=fr',
		],
	] )( 'puts the route under %p', ( root, expected ) => {
		expect( storeApiUrl( root, '/cart' ) ).toBe( expected );
	} );
} );

describe( 'guards', () => {
	it( 'tell a Store API error', () => {
		expect(
			isStoreApiError( {
				code: 'c',
				message: 'm',
				data: { status: 400 },
			} )
		).toBe( true );
		expect( isStoreApiError( { code: 'c', message: 'm' } ) ).toBe( false );
		expect( isStoreApiError( '<html>' ) ).toBe( false );
	} );

	it( 'tell a cart', () => {
		expect(
			isStoreApiCart( {
				items: [
					{
						key: 'a',
						quantity: 1,
						name: 'A',
						prices: {},
						totals: {},
					},
				],
				items_count: 1,
				totals: { total_items: '100' },
			} )
		).toBe( true );
		expect(
			isStoreApiCart( {
				items: [ { key: 'a' } ],
				items_count: 1,
				totals: { total_items: '100' },
			} )
		).toBe( false );
		expect( isStoreApiCart( { items: [], items_count: 0 } ) ).toBe( false );
	} );
} );

describe( 'storeApiFetch', () => {
	it( 'gives back the headers of a failed answer too', async () => {
		const result = await storeApiFetch( {
			root: '/wp-json/wc/store/v1',
			path: '/cart/remove-item',
			body: { key: 'a' },
			session: { nonce: '', cartToken: '' },
			fetch: () =>
				Promise.resolve( {
					ok: false,
					status: 409,
					headers: {
						get: ( name: string ) =>
							name === 'Nonce' ? 'n9' : null,
					},
					json: () =>
						Promise.resolve( {
							code: 'woocommerce_rest_cart_invalid_key',
							message: 'Cart item no longer exists.',
							data: { status: 409 },
						} ),
				} ),
		} );

		expect( result ).toEqual( {
			ok: false,
			nonce: 'n9',
			cartToken: '',
			cartHash: null,
			error: {
				code: 'woocommerce_rest_cart_invalid_key',
				message: 'Cart item no longer exists.',
				data: { status: 409 },
			},
		} );
	} );
} );
