/**
 * Internal dependencies
 */
import { initQuantity, QUANTITY_DEBOUNCE } from '../quantity';

const CONFIG = {
	decreaseLabel: 'Decrease quantity',
	increaseLabel: 'Increase quantity',
};

let cleanups: Array< () => void > = [];

function init() {
	cleanups.push( initQuantity( document.body, CONFIG ) );
	return cleanups[ cleanups.length - 1 ];
}

function field( attributes: string, wrapper = '' ) {
	document.body.innerHTML = `${ wrapper }<div class="quantity"><input type="number" class="input-text qty text" ${ attributes } /></div>`;
	const cleanup = init();
	const input = document.querySelector( 'input' )!;
	const click = ( name: string ) =>
		document
			.querySelector< HTMLButtonElement >(
				`button[aria-label="${ name }"]`
			)!
			.click();
	return {
		cleanup,
		input,
		plus: () => click( CONFIG.increaseLabel ),
		minus: () => click( CONFIG.decreaseLabel ),
	};
}

beforeEach( () => jest.useFakeTimers() );
afterEach( () => {
	cleanups.forEach( ( cleanup ) => cleanup() );
	cleanups = [];
	jest.useRealTimers();
} );

describe( 'initQuantity', () => {
	it( 'adds labelled buttons around the input', () => {
		const { input } = field( 'value="1"' );
		expect(
			input.previousElementSibling?.getAttribute( 'aria-label' )
		).toBe( 'Decrease quantity' );
		expect( input.nextElementSibling?.getAttribute( 'aria-label' ) ).toBe(
			'Increase quantity'
		);
	} );

	it( 'uses the buttons already in the markup', () => {
		document.body.innerHTML =
			'<div class="quantity"><button type="button" class="minus">-</button><input class="qty" value="2" /><button type="button" class="plus">+</button></div>';
		init();
		expect( document.querySelectorAll( 'button' ) ).toHaveLength( 2 );
		document.querySelector< HTMLButtonElement >( '.plus' )!.click();
		expect( document.querySelector( 'input' )!.value ).toBe( '3' );
	} );

	it( 'adds no buttons to hidden or read-only inputs', () => {
		document.body.innerHTML =
			'<div class="quantity"><input type="hidden" class="qty" value="1" /></div><div class="quantity"><input class="qty" readonly value="1" /></div>';
		init();
		expect( document.querySelectorAll( 'button' ) ).toHaveLength( 0 );
	} );

	it( 'steps by the step and stops at max', () => {
		const { input, plus } = field( 'value="2" step="2" max="5" min="1"' );
		plus();
		expect( input.value ).toBe( '4' );
		plus();
		expect( input.value ).toBe( '5' );
	} );

	it( 'stops at min', () => {
		const { input, minus } = field( 'value="4" step="2" min="3"' );
		minus();
		expect( input.value ).toBe( '3' );
		minus();
		expect( input.value ).toBe( '3' );
	} );

	it.each( [ 'step="0"', 'step="-2"', 'step="abc"', '' ] )(
		'steps by 1 when the step is %p',
		( step ) => {
			const { input, plus } = field( `value="1" ${ step }` );
			plus();
			expect( input.value ).toBe( '2' );
		}
	);

	it( 'keeps decimal steps exact', () => {
		const { input, plus } = field( 'value="0.1" step="0.1" min="0"' );
		plus();
		plus();
		expect( input.value ).toBe( '0.3' );
	} );

	it( 'does not go below 1 for a simple product without a min', () => {
		const { input, minus } = field( 'value="1"' );
		minus();
		expect( input.value ).toBe( '1' );
	} );

	it( 'goes down to 0 for a grouped product child', () => {
		document.body.innerHTML =
			'<table class="woocommerce-grouped-product-list"><tr><td><div class="quantity"><input class="qty" value="1" /></div></td></tr></table>';
		init();
		document
			.querySelector< HTMLButtonElement >(
				'.shopwright-quantity__button--minus'
			)!
			.click();
		expect( document.querySelector( 'input' )!.value ).toBe( '0' );
	} );

	it( 'never goes below zero, even with a negative min', () => {
		const { input, minus } = field( 'value="0" min="-5"' );
		minus();
		expect( input.value ).toBe( '0' );
	} );

	it( 'treats a garbage value as zero', () => {
		const { input, plus } = field( 'value="abc" min="0"' );
		plus();
		expect( input.value ).toBe( '1' );
	} );

	it( 'dispatches one change event 250 ms after the last click', () => {
		const { input, plus } = field( 'value="1"' );
		const onChange = jest.fn();
		input.addEventListener( 'change', onChange );
		plus();
		jest.advanceTimersByTime( QUANTITY_DEBOUNCE - 1 );
		plus();
		jest.advanceTimersByTime( QUANTITY_DEBOUNCE - 1 );
		expect( onChange ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( onChange ).toHaveBeenCalledTimes( 1 );
		expect( input.value ).toBe( '3' );
	} );

	it( 'sends no change event when the value cannot move', () => {
		const { input, plus } = field( 'value="5" max="5"' );
		const onChange = jest.fn();
		input.addEventListener( 'change', onChange );
		plus();
		jest.runAllTimers();
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'raises a value below min outside the cart, on load and on change', () => {
		const { input } = field( 'value="1" min="3"' );
		expect( input.value ).toBe( '3' );
		input.value = '2';
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( input.value ).toBe( '3' );
	} );

	it( 'leaves cart quantities alone', () => {
		document.body.innerHTML =
			'<table><tr><td class="product-quantity"><div class="quantity"><input class="qty" value="0" min="1" /></div></td></tr></table>';
		init();
		expect( document.querySelector( 'input' )!.value ).toBe( '0' );
	} );

	it( 'cleans up: buttons removed, pending change dropped', () => {
		const { input, plus, cleanup } = field( 'value="1"' );
		const onChange = jest.fn();
		input.addEventListener( 'change', onChange );
		plus();
		cleanup();
		jest.runAllTimers();
		expect( onChange ).not.toHaveBeenCalled();
		expect( document.querySelectorAll( 'button' ) ).toHaveLength( 0 );
	} );
} );
