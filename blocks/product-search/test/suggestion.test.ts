/**
 * Internal dependencies
 */
import { isEmptyResult, isSelectable, parseSuggestions } from '../suggestion';

describe( 'parseSuggestions', () => {
	it( 'keeps well-formed suggestions and only the fields it knows', () => {
		expect(
			parseSuggestions( {
				suggestions: [
					{
						type: 'product',
						value: 'Tee',
						post_id: 4,
						in_stock: true,
						onclick: 'x',
					},
					{ type: 'product' },
					'text',
					{ type: 'post', value: 'News', post_id: '5' },
				],
			} )
		).toEqual( [
			{ type: 'product', value: 'Tee', post_id: 4, in_stock: true },
			{ type: 'post', value: 'News' },
		] );
	} );

	it( 'reads the featured and taxable flags and the markup fields, when of the right type', () => {
		expect(
			parseSuggestions( {
				suggestions: [
					{
						type: 'product',
						value: 'Lamp',
						featured: true,
						taxable: 'yes',
						title_after: '<em>new</em>',
						meta_before: 5,
						after_title: '<b>unknown</b>',
					},
				],
			} )
		).toEqual( [
			{
				type: 'product',
				value: 'Lamp',
				featured: true,
				title_after: '<em>new</em>',
			},
		] );
	} );

	it( 'reads a body sent as a JSON string', () => {
		expect(
			parseSuggestions(
				'{"suggestions":[{"type":"no-results","value":"No results"}]}'
			)
		).toEqual( [ { type: 'no-results', value: 'No results' } ] );
	} );

	it.each( [ null, 'nope', {}, { suggestions: 'x' } ] )(
		'gives null for %p',
		( body ) => {
			expect( parseSuggestions( body ) ).toBeNull();
		}
	);
} );

describe( 'helpers', () => {
	it( 'tells an empty result', () => {
		expect( isEmptyResult( [] ) ).toBe( true );
		expect( isEmptyResult( [ { type: 'no-results', value: '' } ] ) ).toBe(
			true
		);
		expect( isEmptyResult( [ { type: 'product', value: 'Tee' } ] ) ).toBe(
			false
		);
	} );

	it( 'never selects headlines or the no-results item', () => {
		expect( isSelectable( { type: 'headline', value: 'Products' } ) ).toBe(
			false
		);
		expect( isSelectable( { type: 'no-results', value: '' } ) ).toBe(
			false
		);
		expect( isSelectable( { type: 'history-search', value: 'tee' } ) ).toBe(
			true
		);
	} );
} );
