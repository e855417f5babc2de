/**
 * Internal dependencies
 */
import { DEFAULT_LABELS } from '../config';
import type { Display } from '../config';
import { renderSuggestions, splitMatches } from '../render-suggestions';
import type { Suggestion } from '../suggestion';

const ALL: Display = {
	image: true,
	price: true,
	sku: true,
	description: true,
	stock: true,
};

function render( suggestions: Suggestion[], query = 'shirt', display = ALL ) {
	const list = document.createElement( 'ul' );
	const items = renderSuggestions( list, suggestions, {
		listId: 'list-1',
		query,
		display,
		labels: { ...DEFAULT_LABELS, noResults: 'Nothing found' },
	} );
	return { list, items };
}

describe( 'splitMatches', () => {
	it( 'marks every word of the query, whatever its case', () => {
		expect( splitMatches( 'Blue Shirt blue', 'blue shirt' ) ).toEqual( [
			{ text: 'Blue', isMatch: true },
			{ text: ' ', isMatch: false },
			{ text: 'Shirt', isMatch: true },
			{ text: ' ', isMatch: false },
			{ text: 'blue', isMatch: true },
		] );
	} );

	it( 'treats regular expression characters in the query as text', () => {
		expect( splitMatches( 'Size (XL)', '(xl' ) ).toEqual( [
			{ text: 'Size ', isMatch: false },
			{ text: '(XL', isMatch: true },
			{ text: ')', isMatch: false },
		] );
	} );
} );

describe( 'renderSuggestions', () => {
	it( 'renders a product as an option with its details and the match in a mark', () => {
		const { list, items } = render( [
			{
				type: 'product',
				value: 'Blue shirt',
				url: 'https://shop.test/p/1/',
				post_id: 1,
				sku: 'SH-1',
				desc: 'Cotton',
				price: '<del>20</del> <ins>10</ins>',
				price_plain: '10.00',
				image_src: 'https://shop.test/shirt.jpg',
				in_stock: false,
			},
		] );
		const [ item ] = items;
		expect( item.id ).toBe( 'list-1-option-0' );
		expect( item.getAttribute( 'role' ) ).toBe( 'option' );
		expect( item.getAttribute( 'aria-selected' ) ).toBe( 'false' );
		expect( item.querySelector( 'mark' )?.textContent ).toBe( 'shirt' );
		expect( item.querySelector( 'img' )?.getAttribute( 'alt' ) ).toBe( '' );
		expect( item.textContent ).toContain( 'SKU: SH-1' );
		expect( item.textContent ).toContain( 'Cotton' );
		expect( item.textContent ).toContain( '10.00' );
		expect( item.textContent ).toContain( 'Sale' );
		expect( item.textContent ).toContain( 'Out of stock' );
		expect( list.children ).toHaveLength( 1 );
	} );

	it( 'leaves out what the display switches turn off', () => {
		const { items } = render(
			[
				{
					type: 'product',
					value: 'Shirt',
					sku: 'S1',
					price_plain: '5',
					image_src: 'https://shop.test/a.jpg',
				},
			],
			'shirt',
			{
				image: false,
				price: false,
				sku: false,
				description: false,
				stock: false,
			}
		);
		expect( items[ 0 ].querySelector( 'img' ) ).toBeNull();
		expect( items[ 0 ].textContent ).toBe( 'Shirt' );
	} );

	it( 'shows markup in texts as text, never as elements', () => {
		const { list } = render(
			[
				{
					type: 'product',
					value: '<img src=x onerror=alert(1)>shirt',
					desc: '<b>bold</b>',
				},
			],
			'<img'
		);
		expect( list.querySelector( 'b' ) ).toBeNull();
		expect( list.querySelectorAll( 'img' ) ).toHaveLength( 0 );
		expect( list.textContent ).toContain(
			'<img src=x onerror=alert(1)>shirt'
		);
	} );

	it( 'refuses an image with an unsafe address', () => {
		const { list } = render( [
			{ type: 'product', value: 'x', image_src: 'javascript:alert(1)' },
		] );
		expect( list.querySelector( 'img' ) ).toBeNull();
	} );

	it( 'renders headlines and no results as options that cannot be chosen', () => {
		const { items } = render( [
			{ type: 'headline', value: 'Products' },
			{ type: 'no-results', value: 'ignored server text' },
		] );
		expect( items[ 0 ].getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( items[ 1 ].getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( items[ 1 ].textContent ).toBe( 'Nothing found' );
	} );

	it( 'renders the more products item with the total', () => {
		const { items } = render( [
			{ type: 'more_products', value: '', total: 42 },
		] );
		expect( items[ 0 ].textContent ).toBe( 'See all products (42)' );
		expect( items[ 0 ].hasAttribute( 'aria-disabled' ) ).toBe( false );
	} );
} );
