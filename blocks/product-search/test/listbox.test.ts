/**
 * Internal dependencies
 */
import { DEFAULT_LABELS } from '../config';
import { historySuggestions } from '../history';
import { createListbox } from '../listbox';
import type { Suggestion } from '../suggestion';

const PRODUCTS: Suggestion[] = [
	{ type: 'headline', value: 'Products' },
	{ type: 'product', value: 'Blue shirt', url: '/p/1', post_id: 1 },
	{ type: 'product', value: 'Red shirt', url: '/p/2', post_id: 2 },
];

function setUp() {
	document.body.innerHTML = `<div class="box"><input /><span class="hint"></span><ul id="list-1" hidden></ul><button hidden>Clear</button></div>`;
	const root = document.querySelector< HTMLElement >( '.box' )!;
	const input = root.querySelector( 'input' )!;
	const callbacks = {
		onOpen: jest.fn(),
		onClose: jest.fn(),
		onActive: jest.fn(),
	};
	const listbox = createListbox(
		{
			root,
			input,
			list: root.querySelector( 'ul' )!,
			hint: root.querySelector( '.hint' ),
			clearButton: root.querySelector( 'button' )!,
		},
		{
			display: {
				image: false,
				price: false,
				sku: false,
				description: false,
				stock: false,
			},
			labels: DEFAULT_LABELS,
		},
		callbacks
	);
	return { root, input, listbox, callbacks };
}

describe( 'createListbox', () => {
	it( 'opens with the options, tells the input, and keeps the active option announced', () => {
		const { root, input, listbox, callbacks } = setUp();
		listbox.open( PRODUCTS, 'results', 'shirt' );

		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( root.classList.contains( 'has-suggestions' ) ).toBe( true );
		expect( callbacks.onOpen ).toHaveBeenCalledWith(
			'results',
			expect.any( Array )
		);
		listbox.setActive( 2 );
		const active = root.querySelector( '[aria-selected="true"]' );
		expect( active?.textContent ).toContain( 'Red shirt' );
		expect( input.getAttribute( 'aria-activedescendant' ) ).toBe(
			active?.id
		);
		expect( callbacks.onActive ).toHaveBeenLastCalledWith( PRODUCTS[ 2 ] );
		expect( listbox.active() ).toBe( 2 );
	} );

	it( 'closes: nothing expanded, nothing active, the hint cleared, the history button hidden', () => {
		const { root, input, listbox, callbacks } = setUp();
		listbox.open( [], 'history', '' );
		expect( root.querySelector( 'button' )?.hidden ).toBe( false );
		input.value = 'bl';
		listbox.setHint( 'blue shirt' );
		expect( root.querySelector( '.hint' )?.textContent ).toBe(
			'blue shirt'
		);

		listbox.close();

		expect( input.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( input.hasAttribute( 'aria-activedescendant' ) ).toBe( false );
		expect( root.querySelector( 'ul' )?.hidden ).toBe( true );
		expect( root.querySelector( 'button' )?.hidden ).toBe( true );
		expect( root.querySelector( '.hint' )?.textContent ).toBe( '' );
		expect( listbox.mode() ).toBe( 'closed' );
		expect( callbacks.onClose ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'historySuggestions', () => {
	it( 'lists recent searches, then viewed products, each under its headline', () => {
		expect(
			historySuggestions(
				[ 'mug' ],
				[ { post_id: 3, value: 'Mug', url: '/p/3' } ],
				{ searchHistory: 'Recent', recentlyViewed: 'Viewed' }
			)
		).toEqual( [
			{ type: 'headline', value: 'Recent' },
			{ type: 'history-search', value: 'mug' },
			{ type: 'headline', value: 'Viewed' },
			{ type: 'product', post_id: 3, value: 'Mug', url: '/p/3' },
		] );
		expect(
			historySuggestions( [], [], {
				searchHistory: 'Recent',
				recentlyViewed: 'Viewed',
			} )
		).toEqual( [] );
	} );
} );
