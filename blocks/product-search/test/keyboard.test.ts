/**
 * Internal dependencies
 */
import { inlineHint, moveActive, submitsForm, wantsNewTab } from '../keyboard';
import type { Suggestion } from '../suggestion';

const LIST: Suggestion[] = [
	{ type: 'headline', value: 'Products' },
	{ type: 'product', value: 'Blue shirt' },
	{ type: 'headline', value: 'Posts' },
	{ type: 'post', value: 'Shirt care' },
	{ type: 'more_products', value: '', total: 12 },
];

describe( 'moveActive', () => {
	it( 'moves down skipping headlines and wraps to the first option', () => {
		expect( moveActive( LIST, -1, 1 ) ).toBe( 1 );
		expect( moveActive( LIST, 1, 1 ) ).toBe( 3 );
		expect( moveActive( LIST, 3, 1 ) ).toBe( 4 );
		expect( moveActive( LIST, 4, 1 ) ).toBe( 1 );
	} );

	it( 'moves up skipping headlines and wraps to the last option', () => {
		expect( moveActive( LIST, -1, -1 ) ).toBe( 4 );
		expect( moveActive( LIST, 3, -1 ) ).toBe( 1 );
		expect( moveActive( LIST, 1, -1 ) ).toBe( 4 );
	} );

	it( 'finds nothing in a list with no choosable option', () => {
		expect(
			moveActive( [ { type: 'no-results', value: 'No results' } ], -1, 1 )
		).toBe( -1 );
		expect( moveActive( [], -1, 1 ) ).toBe( -1 );
	} );
} );

describe( 'inlineHint', () => {
	it( 'completes the typed text with the first option, keeping the typed case', () => {
		expect( inlineHint( 'BLU', LIST ) ).toBe( 'BLUe shirt' );
	} );

	it( 'gives nothing when the first option does not start with the text', () => {
		expect( inlineHint( 'shirt', LIST ) ).toBe( '' );
		expect( inlineHint( '', LIST ) ).toBe( '' );
		expect( inlineHint( 'blue shirt', LIST ) ).toBe( '' );
	} );
} );

describe( 'submitsForm and wantsNewTab', () => {
	it( 'knows which suggestions submit the form', () => {
		expect( submitsForm( { type: 'more_products', value: '' } ) ).toBe(
			true
		);
		expect( submitsForm( { type: 'history-search', value: 'tee' } ) ).toBe(
			true
		);
		expect( submitsForm( { type: 'product', value: 'tee' } ) ).toBe(
			false
		);
	} );

	it( 'opens a new tab with Ctrl or Cmd', () => {
		expect( wantsNewTab( { ctrlKey: true, metaKey: false } ) ).toBe( true );
		expect( wantsNewTab( { ctrlKey: false, metaKey: true } ) ).toBe( true );
		expect( wantsNewTab( { ctrlKey: false, metaKey: false } ) ).toBe(
			false
		);
	} );
} );
