/**
 * Internal dependencies
 */
import { DEFAULT_INTERVAL, setupSlides } from '../slides';

function markup( autoplay = true ): string {
	const slide = ( n: number ) =>
		`<div class="wp-block-shopwright-slide${ n === 1 ? ' is-active' : '' }" id="s${ n }" role="group" aria-label="${ n } of 3"><a href="#${ n }">Shop ${ n }</a></div>`;
	return `
<section class="wp-block-shopwright-slides" data-interval="7000" data-autoplay="${ autoplay }" data-label-pause="Pause the slides" data-label-play="Play the slides">
	<div class="wp-block-shopwright-slides__track" aria-live="polite">${ slide( 1 ) }${ slide( 2 ) }${ slide( 3 ) }</div>
	<div class="wp-block-shopwright-slides__controls" hidden>
		<button type="button" class="wp-block-shopwright-slides__pause">Pause the slides</button>
		<button type="button" class="wp-block-shopwright-slides__previous">Previous slide</button>
		<button type="button" class="wp-block-shopwright-slides__dot" aria-current="true">Slide 1</button>
		<button type="button" class="wp-block-shopwright-slides__dot">Slide 2</button>
		<button type="button" class="wp-block-shopwright-slides__dot">Slide 3</button>
		<button type="button" class="wp-block-shopwright-slides__next">Next slide</button>
	</div>
</section>
<button id="outside">Outside</button>`;
}

function motion( reduce: boolean ) {
	Object.defineProperty( window, 'matchMedia', {
		configurable: true,
		value: ( query: string ) => ( {
			matches: reduce && query.includes( 'reduce' ),
		} ),
	} );
}

const root = () =>
	document.querySelector( '.wp-block-shopwright-slides' ) as HTMLElement;
const shown = () =>
	document.querySelector( '.wp-block-shopwright-slide.is-active' )?.id;
const button = ( name: string ) =>
	document.querySelector(
		`.wp-block-shopwright-slides__${ name }`
	) as HTMLButtonElement;
const track = () =>
	document.querySelector(
		'.wp-block-shopwright-slides__track'
	) as HTMLElement;

describe( 'slides', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		motion( false );
		document.body.innerHTML = markup();
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	test( 'turns every 7000 ms, with only the slide shown reachable and changes not announced', () => {
		setupSlides( root() );
		expect( button( 'pause' ).closest( 'div' )?.hidden ).toBe( false );
		expect( shown() ).toBe( 's1' );
		expect( ( document.getElementById( 's2' ) as HTMLElement ).inert ).toBe(
			true
		);
		expect( track().getAttribute( 'aria-live' ) ).toBe( 'off' );
		jest.advanceTimersByTime( DEFAULT_INTERVAL - 1 );
		expect( shown() ).toBe( 's1' );
		jest.advanceTimersByTime( 1 );
		expect( shown() ).toBe( 's2' );
		expect( ( document.getElementById( 's1' ) as HTMLElement ).inert ).toBe(
			true
		);
		jest.advanceTimersByTime( DEFAULT_INTERVAL * 2 );
		expect( shown() ).toBe( 's1' );
	} );

	test( 'the pause button stops and restarts the turning, and says which it does', () => {
		setupSlides( root() );
		button( 'pause' ).click();
		expect( button( 'pause' ).textContent ).toBe( 'Play the slides' );
		expect( button( 'pause' ).getAttribute( 'aria-pressed' ) ).toBe(
			'true'
		);
		expect( track().getAttribute( 'aria-live' ) ).toBe( 'polite' );
		jest.advanceTimersByTime( DEFAULT_INTERVAL * 3 );
		expect( shown() ).toBe( 's1' );
		button( 'pause' ).click();
		expect( button( 'pause' ).textContent ).toBe( 'Pause the slides' );
		jest.advanceTimersByTime( DEFAULT_INTERVAL );
		expect( shown() ).toBe( 's2' );
	} );

	test( 'arrows and dots move, wrapping around, and mark the current dot', () => {
		setupSlides( root() );
		button( 'previous' ).click();
		expect( shown() ).toBe( 's3' );
		button( 'next' ).click();
		expect( shown() ).toBe( 's1' );
		const dots = document.querySelectorAll< HTMLButtonElement >(
			'.wp-block-shopwright-slides__dot'
		);
		dots[ 1 ].click();
		expect( shown() ).toBe( 's2' );
		expect( dots[ 1 ].getAttribute( 'aria-current' ) ).toBe( 'true' );
		expect( dots[ 0 ].hasAttribute( 'aria-current' ) ).toBe( false );
	} );

	test( 'focus inside holds the turning; leaving lets it go on', () => {
		setupSlides( root() );
		button( 'next' ).focus();
		jest.advanceTimersByTime( DEFAULT_INTERVAL * 2 );
		expect( shown() ).toBe( 's1' );
		( document.getElementById( 'outside' ) as HTMLElement ).focus();
		jest.advanceTimersByTime( DEFAULT_INTERVAL );
		expect( shown() ).toBe( 's2' );
	} );

	test( 'with reduced motion nothing turns by itself', () => {
		motion( true );
		setupSlides( root() );
		expect( button( 'pause' ).textContent ).toBe( 'Play the slides' );
		jest.advanceTimersByTime( DEFAULT_INTERVAL * 3 );
		expect( shown() ).toBe( 's1' );
		button( 'next' ).click();
		expect( shown() ).toBe( 's2' );
	} );

	test( 'an owner can switch the turning off', () => {
		document.body.innerHTML = markup( false );
		setupSlides( root() );
		jest.advanceTimersByTime( DEFAULT_INTERVAL * 3 );
		expect( shown() ).toBe( 's1' );
	} );

	test( 'teardown clears the timer and listeners and gives the slides back', () => {
		const teardown = setupSlides( root() );
		teardown();
		expect( jest.getTimerCount() ).toBe( 0 );
		button( 'next' ).click();
		expect( shown() ).toBe( 's1' );
		expect( ( document.getElementById( 's2' ) as HTMLElement ).inert ).toBe(
			false
		);
		expect( root().classList.contains( 'is-ready' ) ).toBe( false );
	} );

	test( 'a single slide gets no controls', () => {
		document.body.innerHTML =
			'<section class="wp-block-shopwright-slides"><div class="wp-block-shopwright-slides__track"><div class="wp-block-shopwright-slide is-active"></div></div></section>';
		setupSlides( root() );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );
