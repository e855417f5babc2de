/**
 * Internal dependencies
 */
import { ACCORDION_DURATION, initAccordion } from '../accordion';

let reduced = false;
let cleanup = () => {};
function init() {
	document.body.innerHTML = `
	<div class="shopwright-accordion">
		<h3><button type="button" aria-controls="faq-1">Shipping?</button></h3>
		<div id="faq-1">Two days.</div>
		<h3><button type="button" data-shopwright-accordion="faq-2" aria-expanded="true">Returns?</button></h3>
		<div id="faq-2">Thirty days.</div>
	</div>
	<button type="button" data-shopwright-accordion="nowhere">Orphan</button>`;
	cleanup = initAccordion( document.body, {
		timers: window,
		prefersReducedMotion: () => reduced,
	} );
}
const header = ( index: number ) =>
	document.querySelectorAll< HTMLButtonElement >( 'button' )[ index ];
const panel = ( id: string ) => document.getElementById( id )!;

beforeEach( () => {
	jest.useFakeTimers();
	reduced = false;
} );
afterEach( () => {
	cleanup();
	jest.useRealTimers();
} );

describe( 'initAccordion', () => {
	it( 'starts collapsed unless marked expanded', () => {
		init();
		expect( header( 0 ).getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( panel( 'faq-1' ).hidden ).toBe( true );
		expect( header( 1 ).getAttribute( 'aria-controls' ) ).toBe( 'faq-2' );
		expect( panel( 'faq-2' ).hidden ).toBe( false );
	} );

	it( 'expands over 500 ms', () => {
		init();
		header( 0 ).click();
		expect( header( 0 ).getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( panel( 'faq-1' ).hidden ).toBe( false );
		expect( panel( 'faq-1' ).style.transition ).toBe( 'height 500ms ease' );
		expect( panel( 'faq-1' ).classList.contains( 'is-animating' ) ).toBe(
			true
		);
		jest.advanceTimersByTime( ACCORDION_DURATION );
		expect( panel( 'faq-1' ).style.height ).toBe( '' );
		expect( panel( 'faq-1' ).classList.contains( 'is-animating' ) ).toBe(
			false
		);
	} );

	it( 'collapses, hiding the panel only when the transition ends', () => {
		init();
		header( 1 ).click();
		expect( header( 1 ).getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( panel( 'faq-2' ).style.height ).toBe( '0px' );
		jest.advanceTimersByTime( ACCORDION_DURATION - 1 );
		expect( panel( 'faq-2' ).hidden ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( panel( 'faq-2' ).hidden ).toBe( true );
	} );

	it( 'settles on the last state when clicked twice quickly', () => {
		init();
		header( 0 ).click();
		header( 0 ).click();
		jest.runAllTimers();
		expect( panel( 'faq-1' ).hidden ).toBe( true );
		expect( header( 0 ).getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'switches at once with reduced motion', () => {
		reduced = true;
		init();
		header( 0 ).click();
		expect( panel( 'faq-1' ).hidden ).toBe( false );
		expect( panel( 'faq-1' ).style.transition ).toBe( '' );
	} );

	it( 'ignores a header without a panel', () => {
		init();
		header( 2 ).click();
		expect( header( 2 ).hasAttribute( 'aria-expanded' ) ).toBe( false );
	} );
} );
