/**
 * The carousel's accessibility: slides named "n of m", hidden slides inert, named arrows and
 * dots, and autoplay that a pause button, focus, hover and reduced motion all stop.
 */

/**
 * External dependencies
 */
// React comes with @wordpress/element, which does not re-export `act()`.
// eslint-disable-next-line import/no-extraneous-dependencies
import { act } from 'react';

/**
 * Internal dependencies
 */
import { render, type Rendered } from '../../../src/admin/test/helpers/render';
import { syncCarousel } from '../slider/a11y';
import { ProductSlider } from '../slider/product-slider';
import { DEFAULT_SETTINGS, type SliderSettings } from '../slider/settings';

const SLIDES = Array.from(
	{ length: 10 },
	( _, index ) =>
		`<div class="card"><a href="/product/${ index + 1 }/">Product ${
			index + 1
		}</a></div>`
);

let rendered: Rendered | null = null;

beforeAll( () => {
	// jsdom has neither; react-slick asks for both. A wide window: the desktop columns.
	Object.defineProperty( window, 'matchMedia', {
		configurable: true,
		value: ( query: string ) => ( {
			matches: false,
			media: query,
			addListener: () => undefined,
			removeListener: () => undefined,
			addEventListener: () => undefined,
			removeEventListener: () => undefined,
		} ),
	} );
	Object.defineProperty( window, 'innerWidth', {
		configurable: true,
		value: 1280,
	} );
} );

afterEach( () => {
	rendered?.unmount();
	rendered = null;
	jest.useRealTimers();
} );

function show(
	settings: Partial< SliderSettings > = {},
	reducedMotion = false
): HTMLElement {
	rendered = render(
		<ProductSlider
			slides={ SLIDES }
			settings={ { ...DEFAULT_SETTINGS, ...settings } }
			reducedMotion={ reducedMotion }
		/>
	);
	return rendered.container;
}

function activeLabels( container: HTMLElement ): string[] {
	return Array.from(
		container.querySelectorAll(
			'.slick-slide:not([inert]) [role="group"]'
		),
		( group ) => group.getAttribute( 'aria-label' ) ?? ''
	);
}

function pauseButton( container: HTMLElement ): HTMLButtonElement | null {
	return container.querySelector(
		'.wp-block-shopwright-product-slider__pause'
	);
}

describe( 'the product carousel', () => {
	it( 'names each slide "n of m" and keeps the hidden ones out of reach', () => {
		const container = show();
		const groups = container.querySelectorAll(
			'[role="group"][aria-roledescription="slide"]'
		);
		expect( groups ).toHaveLength( 10 );
		expect( groups[ 0 ].getAttribute( 'aria-label' ) ).toBe( '1 of 10' );
		expect( groups[ 9 ].getAttribute( 'aria-label' ) ).toBe( '10 of 10' );

		expect( activeLabels( container ) ).toEqual( [
			'1 of 10',
			'2 of 10',
			'3 of 10',
			'4 of 10',
		] );
		const hidden = container.querySelectorAll( '.slick-slide[inert]' );
		expect( hidden ).toHaveLength( 6 );
		hidden.forEach( ( slide ) =>
			expect( slide.getAttribute( 'aria-hidden' ) ).toBe( 'true' )
		);
	} );

	it( 'has named arrows and dots, the current dot marked, and moves on an arrow', () => {
		const container = show();
		const previous = container.querySelector(
			'button[aria-label="Previous products"]'
		);
		const next = container.querySelector< HTMLButtonElement >(
			'button[aria-label="Next products"]'
		);
		expect( previous?.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		expect( next?.getAttribute( 'aria-disabled' ) ).toBe( 'false' );
		const dots = container.querySelectorAll( '.slick-dots button' );
		expect( dots ).toHaveLength( 3 );
		expect( dots[ 0 ].textContent ).toBe( 'Show slide group 1' );
		expect( dots[ 0 ].getAttribute( 'aria-current' ) ).toBe( 'true' );

		jest.useFakeTimers();
		act( () => next?.click() );
		act( () => {
			jest.runOnlyPendingTimers();
		} );
		expect( activeLabels( container )[ 0 ] ).toBe( '5 of 10' );
		expect(
			container
				.querySelectorAll( '.slick-dots button' )[ 1 ]
				.getAttribute( 'aria-current' )
		).toBe( 'true' );
	} );

	it( 'without autoplay has no pause button and announces changes politely', () => {
		const container = show();
		expect( pauseButton( container ) ).toBeNull();
		expect(
			container
				.querySelector( '.slick-list' )
				?.getAttribute( 'aria-live' )
		).toBe( 'polite' );
	} );

	describe( 'with autoplay', () => {
		function playing( settings: Partial< SliderSettings > = {} ) {
			jest.useFakeTimers();
			const container = show( {
				autoplay: true,
				autoplaySpeed: 3000,
				...settings,
			} );
			const wait = ( ms: number ) =>
				act( () => {
					jest.advanceTimersByTime( ms );
				} );
			return { container, wait };
		}

		it( 'moves on after the autoplay speed, silently, with a pause button first', () => {
			const { container, wait } = playing();
			const button = pauseButton( container );
			expect(
				button?.querySelector( '.screen-reader-text' )?.textContent
			).toBe( 'Pause slides' );
			expect( container.querySelector( 'button, a' ) === button ).toBe(
				true
			);
			expect(
				container
					.querySelector( '.slick-list' )
					?.getAttribute( 'aria-live' )
			).toBe( 'off' );

			wait( 2900 );
			expect( activeLabels( container )[ 0 ] ).toBe( '1 of 10' );
			wait( 200 + 400 );
			expect( activeLabels( container )[ 0 ] ).toBe( '5 of 10' );
		} );

		it( 'stops on the pause button and starts again on it', () => {
			const { container, wait } = playing();
			const button = pauseButton( container );
			act( () => button?.click() );
			expect(
				button?.querySelector( '.screen-reader-text' )?.textContent
			).toBe( 'Play slides' );
			wait( 10000 );
			expect( activeLabels( container )[ 0 ] ).toBe( '1 of 10' );

			act( () => button?.click() );
			expect(
				button?.querySelector( '.screen-reader-text' )?.textContent
			).toBe( 'Pause slides' );
			wait( 3500 );
			expect( activeLabels( container )[ 0 ] ).toBe( '5 of 10' );
		} );

		it( 'stops for good when focus enters a slide', () => {
			const { container, wait } = playing();
			act( () => {
				container.querySelector< HTMLElement >( '.card a' )?.focus();
			} );
			expect(
				pauseButton( container )?.querySelector( '.screen-reader-text' )
					?.textContent
			).toBe( 'Play slides' );
			wait( 10000 );
			expect( activeLabels( container )[ 0 ] ).toBe( '1 of 10' );
		} );

		it( 'pauses while hovered and goes on after', () => {
			const { container, wait } = playing();
			const carousel = container.querySelector(
				'.wp-block-shopwright-product-slider__carousel'
			);
			act( () => {
				carousel?.dispatchEvent(
					new MouseEvent( 'mouseover', { bubbles: true } )
				);
			} );
			wait( 10000 );
			expect( activeLabels( container )[ 0 ] ).toBe( '1 of 10' );
			act( () => {
				carousel?.dispatchEvent(
					new MouseEvent( 'mouseout', {
						bubbles: true,
						relatedTarget: document.body,
					} )
				);
			} );
			wait( 3500 );
			expect( activeLabels( container )[ 0 ] ).toBe( '5 of 10' );
		} );

		it( 'goes on while hovered when pause on hover is off', () => {
			const { container, wait } = playing( { pauseOnHover: false } );
			act( () => {
				container
					.querySelector(
						'.wp-block-shopwright-product-slider__carousel'
					)
					?.dispatchEvent(
						new MouseEvent( 'mouseover', { bubbles: true } )
					);
			} );
			wait( 3500 );
			expect( activeLabels( container )[ 0 ] ).toBe( '5 of 10' );
		} );

		it( 'never moves by itself for a shopper who asks for reduced motion', () => {
			jest.useFakeTimers();
			const container = show( { autoplay: true }, true );
			expect( pauseButton( container ) ).toBeNull();
			act( () => {
				jest.advanceTimersByTime( 10000 );
			} );
			expect( activeLabels( container )[ 0 ] ).toBe( '1 of 10' );
		} );
	} );
} );

describe( 'syncCarousel', () => {
	it( 'makes slides out of view inert and the others reachable again', () => {
		document.body.innerHTML = `
			<div id="root">
				<div class="slick-list"><div class="slick-track">
					<div class="slick-slide slick-active" inert aria-hidden="true"><a href="#a">A</a></div>
					<div class="slick-slide"><a href="#b">B</a></div>
				</div></div>
				<ul class="slick-dots"><li class="slick-active"><button>1</button></li><li><button aria-current="true">2</button></li></ul>
			</div>`;
		const root = document.getElementById( 'root' ) as HTMLElement;
		syncCarousel( root, true );
		const slides = root.querySelectorAll( '.slick-slide' );
		expect( slides[ 0 ].hasAttribute( 'inert' ) ).toBe( false );
		expect( slides[ 0 ].getAttribute( 'aria-hidden' ) ).toBe( 'false' );
		expect( slides[ 1 ].hasAttribute( 'inert' ) ).toBe( true );
		const dots = root.querySelectorAll( '.slick-dots button' );
		expect( dots[ 0 ].getAttribute( 'aria-current' ) ).toBe( 'true' );
		expect( dots[ 1 ].hasAttribute( 'aria-current' ) ).toBe( false );
		expect(
			root.querySelector( '.slick-list' )?.getAttribute( 'aria-live' )
		).toBe( 'off' );
	} );
} );
