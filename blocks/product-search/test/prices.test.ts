/**
 * Internal dependencies
 */
import type { FetchResponse, Fetcher } from '../client';
import { DEFAULT_LABELS } from '../config';
import { createPriceClient, idsUrl, parsePrices } from '../prices';
import { renderSuggestions } from '../render-suggestions';
import type { Suggestion } from '../suggestion';

const URL = 'https://shop.test/prices';

const LIST: Suggestion[] = [
	{ type: 'headline', value: 'Products' },
	{ type: 'product', value: 'Tee', post_id: 11, price_plain: '24.00' },
	{
		type: 'product_variation',
		value: 'Hoodie - Blue, M',
		post_id: 27,
		variation_id: 30,
		price_plain: '54.00',
	},
	{ type: 'more_products', value: '', total: 9 },
];

function paint(): HTMLElement[] {
	const list = document.createElement( 'ul' );
	return renderSuggestions( list, LIST, {
		listId: 'l',
		query: 'zzz',
		display: {
			image: false,
			price: true,
			sku: false,
			description: false,
			stock: false,
		},
		labels: DEFAULT_LABELS,
	} );
}

const priceOf = ( item: HTMLElement ) =>
	item.querySelector( '.wp-block-shopwright-product-search__price' )
		?.textContent;

function answer( body: unknown, ok = true ): Promise< FetchResponse > {
	return Promise.resolve( {
		ok,
		status: ok ? 200 : 500,
		json: () => Promise.resolve( body ),
	} );
}

/**
 * A jest mock typed as a Fetcher.
 *
 * @param reply The answer for a URL.
 */
function fetcherMock(
	reply: ( url: string ) => Promise< FetchResponse >
): jest.Mock< ReturnType< Fetcher >, Parameters< Fetcher > > {
	return jest.fn< ReturnType< Fetcher >, Parameters< Fetcher > >( ( url ) =>
		reply( url )
	);
}

function client(
	fetcher: jest.Mock< ReturnType< Fetcher >, Parameters< Fetcher > >
) {
	return createPriceClient( {
		url: URL,
		fetcher,
		labels: DEFAULT_LABELS,
	} );
}

const FRESH = {
	success: true,
	data: [
		{ id: 11, price: '<span>$22.00</span>' },
		{
			id: 30,
			price: '<del>$54.00</del> <ins>$50.00</ins>',
		},
	],
};

describe( 'idsUrl and parsePrices', () => {
	it( 'puts one ids[] per id', () => {
		expect( idsUrl( URL, [ 1, 2 ] ) ).toBe(
			`${ URL }?ids%5B%5D=1&ids%5B%5D=2`
		);
		expect( idsUrl( '/?rest_route=/x', [ 3 ] ) ).toBe(
			'/?rest_route=/x&ids%5B%5D=3'
		);
	} );

	it( 'reads { success, data } and refuses anything else', () => {
		expect( parsePrices( FRESH )?.get( 30 ) ).toContain( '$50.00' );
		expect( parsePrices( { success: false, data: [] } ) ).toBeNull();
		expect( parsePrices( { data: [] } ) ).toBeNull();
		expect(
			parsePrices( { success: true, data: [ { id: '1', price: 2 } ] } )
				?.size
		).toBe( 0 );
	} );
} );

describe( 'createPriceClient', () => {
	it( 'asks once for the painted products and shows their prices in place', async () => {
		const fetcher = fetcherMock( () => answer( FRESH ) );
		const items = paint();
		await client( fetcher ).refresh( items );
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
		expect( fetcher ).toHaveBeenCalledWith(
			`${ URL }?ids%5B%5D=11&ids%5B%5D=30`,
			expect.objectContaining( { signal: expect.any( AbortSignal ) } )
		);
		expect( priceOf( items[ 1 ] ) ).toBe( '$22.00' );
		expect( priceOf( items[ 2 ] ) ).toBe( '$50.00' );
		expect( items[ 2 ].textContent ).toContain( 'Sale' );
	} );

	it( 'keeps the answer per set of products', async () => {
		const fetcher = fetcherMock( () => answer( FRESH ) );
		const prices = client( fetcher );
		await prices.refresh( paint() );
		const again = paint();
		await prices.refresh( again );
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
		expect( priceOf( again[ 1 ] ) ).toBe( '$22.00' );
		await prices.refresh( paint().slice( 0, 2 ) );
		expect( fetcher ).toHaveBeenCalledTimes( 2 );
		expect( fetcher ).toHaveBeenLastCalledWith(
			`${ URL }?ids%5B%5D=11`,
			expect.anything()
		);
	} );

	it.each( [
		[ 'a network error', () => Promise.reject( new Error( 'offline' ) ) ],
		[ 'an error status', () => answer( FRESH, false ) ],
		[ 'an unexpected body', () => answer( { success: false } ) ],
	] )( 'leaves the prices as they were on %s', async ( _name, reply ) => {
		const fetcher = fetcherMock( reply );
		const items = paint();
		await client( fetcher ).refresh( items );
		expect( priceOf( items[ 1 ] ) ).toBe( '24.00' );
		expect( priceOf( items[ 2 ] ) ).toBe( '54.00' );
	} );

	it( 'drops the answer for a list that has been painted over', async () => {
		let release: ( value: FetchResponse ) => void = () => undefined;
		const fetcher = jest
			.fn()
			.mockImplementationOnce(
				() =>
					new Promise< FetchResponse >( ( resolve ) => {
						release = resolve;
					} )
			)
			.mockImplementation( () => answer( { success: true, data: [] } ) );
		const prices = client( fetcher );
		const first = paint();
		const pending = prices.refresh( first );
		const signal: AbortSignal = fetcher.mock.calls[ 0 ][ 1 ].signal;
		await prices.refresh( paint().slice( 0, 2 ) );
		expect( signal.aborted ).toBe( true );
		release( {
			ok: true,
			status: 200,
			json: () => Promise.resolve( FRESH ),
		} );
		await pending;
		expect( priceOf( first[ 1 ] ) ).toBe( '24.00' );
	} );

	it( 'asks nothing when no product is listed', async () => {
		const fetcher = fetcherMock( () => answer( FRESH ) );
		await client( fetcher ).refresh( paint().slice( 3 ) );
		expect( fetcher ).not.toHaveBeenCalled();
	} );
} );
