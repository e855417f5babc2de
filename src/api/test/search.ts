/**
 * Internal dependencies
 */
import {
	isPricesResponse,
	isSearchResponse,
	isSuggestion,
	type Suggestion,
} from '../search';

const grouped: Suggestion[] = [
	{ type: 'headline', value: 'Products' },
	{
		type: 'product',
		value: 'Stoneware Mug',
		url: 'https://example.com/product/mug/',
		post_id: 15,
		post_type: 'product',
		price: '<span>16</span>',
		in_stock: true,
	},
	{
		type: 'product_variation',
		value: 'Scarf – Red',
		url: 'https://example.com/product/scarf/',
		post_id: 20,
		variation_id: 21,
		post_type: 'product',
		sku: 'SCARF-RED',
		in_stock: false,
	},
	{ type: 'more_products', value: 'See all products… (42)', total: 42 },
	{ type: 'headline', value: 'Categories' },
	{
		type: 'taxonomy',
		value: 'Mugs',
		url: 'https://example.com/product-category/kitchen/mugs/',
		term_id: 7,
		taxonomy: 'product_cat',
		breadcrumbs: 'Kitchen',
	},
	{
		type: 'taxonomy',
		value: 'Gifts',
		url: 'https://example.com/product-tag/gifts/',
		term_id: 8,
		taxonomy: 'product_tag',
	},
	{
		type: 'vendor',
		value: 'Mooncalf Stall',
		url: 'https://example.com/store/mooncalf/',
		vendor_url: 'https://example.com/store/mooncalf/',
		shop_city: 'Leeds',
	},
	{
		type: 'post',
		value: 'Caring for stoneware',
		url: 'https://example.com/caring/',
		post_id: 3,
		post_type: 'page',
	},
];

describe( 'isSearchResponse', () => {
	it( 'accepts every kind of suggestion the server sends', () => {
		expect( isSearchResponse( { suggestions: grouped } ) ).toBe( true );
		expect(
			isSearchResponse( {
				suggestions: [ { type: 'no-results', value: 'No results' } ],
			} )
		).toBe( true );
	} );

	it( 'refuses a body that is not a list of suggestions', () => {
		expect( isSearchResponse( null ) ).toBe( false );
		expect( isSearchResponse( { suggestions: 'x' } ) ).toBe( false );
		expect(
			isSearchResponse( { suggestions: [ ...grouped, { type: 'x' } ] } )
		).toBe( false );
	} );
} );

describe( 'isSuggestion', () => {
	it( 'refuses suggestions without the fields their type requires', () => {
		expect(
			isSuggestion( { type: 'more_products', value: 'See all' } )
		).toBe( false );
		expect(
			isSuggestion( {
				type: 'taxonomy',
				value: 'Mugs',
				url: '/mugs/',
				term_id: 7,
				taxonomy: 'category',
			} )
		).toBe( false );
		expect(
			isSuggestion( {
				type: 'product_variation',
				value: 'Scarf',
				url: '/scarf/',
				post_id: 20,
				post_type: 'product',
				in_stock: true,
			} )
		).toBe( false );
		expect(
			isSuggestion( {
				type: 'vendor',
				value: 'Stall',
				url: '/store/',
			} )
		).toBe( false );
	} );
} );

describe( 'isPricesResponse', () => {
	it( 'accepts ids with price markup', () => {
		expect(
			isPricesResponse( {
				success: true,
				data: [ { id: 15, price: '<span>16</span>' } ],
			} )
		).toBe( true );
	} );

	it( 'refuses anything else', () => {
		expect( isPricesResponse( { success: false, data: [] } ) ).toBe(
			false
		);
		expect(
			isPricesResponse( {
				success: true,
				data: [ { id: '15', price: '' } ],
			} )
		).toBe( false );
	} );
} );
