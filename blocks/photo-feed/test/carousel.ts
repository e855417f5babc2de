/**
 * Internal dependencies
 */
import { createCarousel, type CarouselWindow } from '../carousel';
import { CAROUSEL_DEFAULTS, carouselOptions } from '../constants';

const slides = [ 'a', 'b', 'c' ].map( ( name ) => ( {
	src: `https://shop.test/u/${ name }.jpg`,
	width: 640,
	height: 640,
} ) );

function fakeWindow( reduced = false ): CarouselWindow {
	return {
		setInterval: window.setInterval.bind( window ),
		clearInterval: window.clearInterval.bind( window ),
		matchMedia: ( query: string ) =>
			( {
				matches: reduced && query.includes( 'reduce' ),
			} ) as MediaQueryList, // The one member the carousel reads.
	};
}

const visible = ( element: HTMLElement ) =>
	Array.from(
		element.querySelectorAll< HTMLElement >(
			'.shopwright-photo-carousel__slide'
		)
	).findIndex( ( slide ) => ! slide.inert );
const control = ( element: HTMLElement, name: string ) =>
	element.querySelector< HTMLButtonElement >(
		`.shopwright-photo-carousel__${ name }`
	);

describe( 'carouselOptions', () => {
	it( 'reads the block’s options, with defaults for anything missing or damaged', () => {
		expect( carouselOptions( undefined ) ).toEqual( CAROUSEL_DEFAULTS );
		expect( carouselOptions( '{' ) ).toEqual( CAROUSEL_DEFAULTS );
		expect(
			carouselOptions(
				'{"arrows":false,"autoplay":true,"autoplaySpeed":5000,"transitionSpeed":0}'
			)
		).toEqual( {
			arrows: false,
			autoplay: true,
			autoplaySpeed: 5000,
			transitionSpeed: 0,
		} );
		expect(
			carouselOptions(
				'{"arrows":"yes","autoplaySpeed":1,"transitionSpeed":1e9}'
			)
		).toEqual( {
			arrows: true,
			autoplay: false,
			autoplaySpeed: 1000,
			transitionSpeed: 2000,
		} );
	} );
} );

describe( 'the album carousel', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'shows one image at a time and loops both ways', () => {
		const carousel = createCarousel(
			document,
			slides,
			CAROUSEL_DEFAULTS,
			fakeWindow()
		);
		const { element } = carousel;
		document.body.append( element );
		expect( visible( element ) ).toBe( 0 );
		expect(
			element.querySelector( '.shopwright-photo-carousel__status' )
				?.textContent
		).toBe( 'Image 1 of 3' );
		control( element, 'prev' )?.click();
		expect( visible( element ) ).toBe( 2 );
		control( element, 'next' )?.click();
		expect( visible( element ) ).toBe( 0 );
		control( element, 'next' )?.click();
		control( element, 'next' )?.click();
		control( element, 'next' )?.click();
		expect( visible( element ) ).toBe( 0 );
		expect(
			element.querySelector< HTMLElement >(
				'.shopwright-photo-carousel__track'
			)?.style.transform
		).toBe( 'translateX(0%)' );
		carousel.go( 1 );
		expect(
			element.querySelector< HTMLElement >(
				'.shopwright-photo-carousel__track'
			)?.style.transition
		).toBe( 'transform 400ms ease' );
		expect(
			element
				.querySelectorAll( '.shopwright-photo-carousel__slide' )[ 0 ]
				.getAttribute( 'aria-hidden' )
		).toBe( 'true' );
	} );

	it( 'shows Previous and Next only when arrows are on; the arrow keys turn it either way', () => {
		const { element } = createCarousel(
			document,
			slides,
			{ ...CAROUSEL_DEFAULTS, arrows: false },
			fakeWindow()
		);
		expect( control( element, 'prev' )?.hidden ).toBe( true );
		expect( control( element, 'next' )?.hidden ).toBe( true );
		const viewport = element.querySelector< HTMLElement >(
			'.shopwright-photo-carousel__viewport'
		);
		expect( viewport?.tabIndex ).toBe( 0 );
		viewport?.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowRight', bubbles: true } )
		);
		expect( visible( element ) ).toBe( 1 );
		viewport?.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowLeft', bubbles: true } )
		);
		viewport?.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowLeft', bubbles: true } )
		);
		expect( visible( element ) ).toBe( 2 );

		const withArrows = createCarousel(
			document,
			slides,
			CAROUSEL_DEFAULTS,
			fakeWindow()
		).element;
		expect( control( withArrows, 'prev' )?.hidden ).toBe( false );
		expect(
			withArrows
				.querySelector( '.shopwright-photo-carousel__viewport' )
				?.hasAttribute( 'tabindex' )
		).toBe( false );
	} );

	it( 'with autoplay, moves on at its speed, holds while pointed at, and stops for good on Pause', () => {
		jest.useFakeTimers();
		const carousel = createCarousel(
			document,
			slides,
			{ ...CAROUSEL_DEFAULTS, autoplay: true, autoplaySpeed: 2000 },
			fakeWindow()
		);
		const { element } = carousel;
		jest.advanceTimersByTime( 1999 );
		expect( visible( element ) ).toBe( 0 );
		jest.advanceTimersByTime( 1 );
		expect( visible( element ) ).toBe( 1 );
		element.dispatchEvent( new Event( 'pointerenter' ) );
		jest.advanceTimersByTime( 10000 );
		expect( visible( element ) ).toBe( 1 );
		element.dispatchEvent( new Event( 'pointerleave' ) );
		jest.advanceTimersByTime( 4000 );
		expect( visible( element ) ).toBe( 0 );
		const pause = control( element, 'pause' );
		expect( pause?.textContent ).toBe( 'Pause slides' );
		pause?.click();
		expect( pause?.textContent ).toBe( 'Play slides' );
		jest.advanceTimersByTime( 10000 );
		expect( visible( element ) ).toBe( 0 );
		expect( carousel.isPlaying() ).toBe( false );
	} );

	it( 'is still and instant with reduced motion, and has no autoplay', () => {
		jest.useFakeTimers();
		const { element } = createCarousel(
			document,
			slides,
			{ ...CAROUSEL_DEFAULTS, autoplay: true },
			fakeWindow( true )
		);
		expect( control( element, 'pause' ) ).toBeNull();
		expect(
			element.querySelector< HTMLElement >(
				'.shopwright-photo-carousel__track'
			)?.style.transition
		).toBe( 'none' );
		jest.advanceTimersByTime( 10000 );
		expect( visible( element ) ).toBe( 0 );
	} );
} );
