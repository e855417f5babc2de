/**
 * Internal dependencies
 */
import { createCarousel, stepTo, type CarouselLabels } from '../carousel';
import {
	CAROUSEL_DEFAULTS,
	carouselOptions,
	loops,
	slidesInView,
	type CarouselOptions,
} from '../constants';
import { carouselWindow } from './helpers/window';

const slides = [ 'a', 'b', 'c' ].map( ( name ) => ( {
	src: `https://shop.test/u/${ name }.jpg`,
	width: 640,
	height: 640,
} ) );

const words: CarouselLabels & {
	name: string;
	prev: string;
	next: string;
	slide: ( place: number, count: number ) => string;
} = {
	name: 'Album',
	prev: 'Previous image',
	next: 'Next image',
	pause: 'Pause slides',
	play: 'Play slides',
	viewport: 'Album images',
	slide: ( place, count ) => `${ place } of ${ count }`,
	status: ( first, _last, count ) => `Image ${ first } of ${ count }`,
};

const album = (
	options: Partial< CarouselOptions > = {},
	win = carouselWindow()
) =>
	createCarousel(
		document,
		slides,
		{ ...CAROUSEL_DEFAULTS, ...options },
		win,
		words
	);

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
				'{"slideshow":5,"spacing":0,"loop":false,"arrows":false,"autoplay":true,"autoplaySpeed":5000,"transitionSpeed":0}'
			)
		).toEqual( {
			slideshow: 5,
			spacing: 0,
			loop: false,
			arrows: false,
			autoplay: true,
			autoplaySpeed: 5000,
			transitionSpeed: 0,
		} );
		expect(
			carouselOptions(
				'{"slideshow":99,"spacing":-4,"loop":"no","arrows":"yes","autoplaySpeed":1,"transitionSpeed":1e9}'
			)
		).toEqual( {
			slideshow: 6,
			spacing: 0,
			loop: true,
			arrows: true,
			autoplay: false,
			autoplaySpeed: 1000,
			transitionSpeed: 2000,
		} );
	} );
} );

describe( 'the carousel rules', () => {
	it( 'shows one slide in the popup, the block’s number in the feed, and one fewer below 768 pixels', () => {
		expect( slidesInView( { slideshow: 4 }, 'popup', false ) ).toBe( 1 );
		expect( slidesInView( { slideshow: 4 }, 'popup', true ) ).toBe( 1 );
		expect( slidesInView( { slideshow: 4 }, 'feed', false ) ).toBe( 4 );
		expect( slidesInView( { slideshow: 4 }, 'feed', true ) ).toBe( 3 );
		expect( slidesInView( { slideshow: 1 }, 'feed', true ) ).toBe( 1 );
	} );

	it( 'always goes round in the popup, and in the feed only when the block says so', () => {
		expect( loops( { loop: false }, 'popup' ) ).toBe( true );
		expect( loops( { loop: false }, 'feed' ) ).toBe( false );
		expect( loops( { loop: true }, 'feed' ) ).toBe( true );
	} );

	it( 'steps one slide at a time, going round or stopping at the ends', () => {
		// Five slides, three in view: the first in view is 0, 1 or 2.
		expect( stepTo( 1, 1, 5, 3, false ) ).toBe( 2 );
		expect( stepTo( 2, 1, 5, 3, false ) ).toBe( 2 );
		expect( stepTo( 2, 1, 5, 3, true ) ).toBe( 0 );
		expect( stepTo( 0, -1, 5, 3, false ) ).toBe( 0 );
		expect( stepTo( 0, -1, 5, 3, true ) ).toBe( 2 );
		// Fewer slides than room: nowhere to go.
		expect( stepTo( 0, 1, 2, 3, true ) ).toBe( 0 );
	} );
} );

describe( 'the album carousel in the popup', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'shows one image at a time and loops both ways, even with loop off', () => {
		const carousel = album( { loop: false, spacing: 12 } );
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
		expect( visible( element ) ).toBe( 1 );
		const track = element.querySelector< HTMLElement >(
			'.shopwright-photo-carousel__track'
		);
		// One slide's width and the block's gap per step.
		expect( track?.style.transform ).toBe(
			'translateX(calc(-1 * (100% + 12px) / 1))'
		);
		expect(
			element.style.getPropertyValue( '--shopwright-carousel-gap' )
		).toBe( '12px' );
		expect( track?.style.transition ).toBe( 'transform 400ms ease' );
		expect(
			element
				.querySelectorAll( '.shopwright-photo-carousel__slide' )[ 0 ]
				.getAttribute( 'aria-hidden' )
		).toBe( 'true' );
	} );

	it( 'shows Previous and Next only when arrows are on; the arrow keys turn it either way', () => {
		const { element } = album( { arrows: false } );
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

		const withArrows = album().element;
		expect( control( withArrows, 'prev' )?.hidden ).toBe( false );
		expect(
			withArrows
				.querySelector( '.shopwright-photo-carousel__viewport' )
				?.hasAttribute( 'tabindex' )
		).toBe( false );
	} );

	it( 'with autoplay, moves on at its speed, holds while pointed at, and stops for good on Pause', () => {
		jest.useFakeTimers();
		const carousel = album( { autoplay: true, autoplaySpeed: 2000 } );
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
		expect( pause?.hidden ).toBe( false );
		expect( pause?.textContent ).toBe( 'Pause slides' );
		pause?.click();
		expect( pause?.textContent ).toBe( 'Play slides' );
		jest.advanceTimersByTime( 10000 );
		expect( visible( element ) ).toBe( 0 );
		expect( carousel.isPlaying() ).toBe( false );
	} );

	it( 'is still and instant with reduced motion: autoplay does not start', () => {
		jest.useFakeTimers();
		const carousel = album( { autoplay: true }, carouselWindow( true ) );
		const { element } = carousel;
		expect( control( element, 'pause' )?.hidden ).toBe( true );
		expect(
			element.querySelector< HTMLElement >(
				'.shopwright-photo-carousel__track'
			)?.style.transition
		).toBe( 'none' );
		jest.advanceTimersByTime( 10000 );
		expect( visible( element ) ).toBe( 0 );
		expect( carousel.isPlaying() ).toBe( false );
	} );
} );
