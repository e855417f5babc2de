/**
 * Internal dependencies
 */
import {
	SEARCHES_KEY,
	VIEWED_KEY,
	addSearch,
	addViewed,
	clearHistory,
	getSearches,
	getViewed,
} from '../history';

function product( id: number ) {
	return {
		type: 'product',
		post_id: id,
		value: `Product ${ id }`,
		url: `https://shop.test/product/${ id }/`,
		price: '<span>9.99</span>',
		price_plain: '9.99',
	};
}

beforeEach( () => {
	window.localStorage.clear();
} );

describe( 'recent searches', () => {
	it( 'keeps the five newest phrases, unique, newest first, under one key', () => {
		[ 'one', 'two', 'three', 'two', 'four', 'five', 'six' ].forEach(
			( phrase ) => addSearch( phrase )
		);
		expect( getSearches() ).toEqual( [
			'six',
			'five',
			'four',
			'two',
			'three',
		] );
		expect(
			JSON.parse( window.localStorage.getItem( SEARCHES_KEY ) ?? '' )
		).toHaveLength( 5 );
	} );

	it( 'ignores empty phrases and trims the others', () => {
		addSearch( '   ' );
		addSearch( ' shirt ' );
		expect( getSearches() ).toEqual( [ 'shirt' ] );
	} );

	it.each( [ '{not json', '{"a":1}', '[1, null, {"x":2}, "ok"]' ] )(
		'reads stored %s defensively',
		( stored ) => {
			window.localStorage.setItem( SEARCHES_KEY, stored );
			expect( getSearches() ).toEqual(
				stored.includes( 'ok' ) ? [ 'ok' ] : []
			);
		}
	);
} );

describe( 'recently viewed products', () => {
	it( 'keeps five products, unique by post_id, without their price', () => {
		[ 1, 2, 3, 2, 4, 5, 6 ].forEach( ( id ) => addViewed( product( id ) ) );
		const viewed = getViewed();
		expect( viewed.map( ( item ) => item.post_id ) ).toEqual( [
			6, 5, 4, 2, 3,
		] );
		expect( viewed[ 0 ] ).toEqual( {
			post_id: 6,
			value: 'Product 6',
			url: 'https://shop.test/product/6/',
		} );
		expect( window.localStorage.getItem( VIEWED_KEY ) ).not.toContain(
			'price'
		);
	} );

	it( 'drops stored entries of the wrong shape or with unsafe links', () => {
		window.localStorage.setItem(
			VIEWED_KEY,
			JSON.stringify( [
				{
					post_id: '7',
					value: 'String id',
					url: 'https://shop.test/7/',
				},
				{ post_id: 8, value: 'Script', url: 'javascript:alert(1)' },
				{ post_id: 9, value: 'Fine', url: 'https://shop.test/9/' },
				'text',
			] )
		);
		expect( getViewed() ).toEqual( [
			{ post_id: 9, value: 'Fine', url: 'https://shop.test/9/' },
		] );
	} );
} );

describe( 'clearHistory', () => {
	it( 'removes both lists', () => {
		addSearch( 'shirt' );
		addViewed( product( 1 ) );
		clearHistory();
		expect( getSearches() ).toEqual( [] );
		expect( getViewed() ).toEqual( [] );
		expect( window.localStorage.getItem( SEARCHES_KEY ) ).toBeNull();
	} );

	it( 'does nothing without storage', () => {
		expect( () => clearHistory( null ) ).not.toThrow();
		expect( getSearches( null ) ).toEqual( [] );
	} );
} );
