/**
 * Internal dependencies
 */
import {
	setupCarousel,
	turn,
	visibleCount,
	type CarouselWindow,
} from '../carousel';
import { renderBlock } from './helpers/markup';

function fakeWindow( width: number, reducedMotion = false ) {
	const listeners: Record< string, () => void > = {};
	let interval: ( () => void ) | null = null;
	const win = {
		innerWidth: width,
		setInterval: jest.fn( ( callback: () => void ) => {
			interval = callback;
			return 7;
		} ),
		clearInterval: jest.fn(),
		addEventListener: ( type: string, listener: () => void ) => {
			listeners[ type ] = listener;
		},
		removeEventListener: jest.fn(),
		matchMedia: () => ( { matches: reducedMotion } ),
	};
	return {
		// The members setupCarousel uses, with the types it needs.
		win: win as unknown as CarouselWindow & { innerWidth: number },
		tick: () => interval?.(),
		resize: ( to: number ) => {
			win.innerWidth = to;
			listeners.resize?.();
		},
		clearInterval: win.clearInterval,
	};
}

const visibleTitles = ( root: HTMLElement ) =>
	Array.from( root.querySelectorAll< HTMLElement >( 'li' ) )
		.filter( ( item ) => ! item.inert )
		.map( ( item ) => item.textContent?.trim() );

const click = ( root: HTMLElement, name: string ) =>
	root
		.querySelector< HTMLButtonElement >(
			`.wp-block-shopwright-video-channel__${ name }`
		)
		?.click();

describe( 'visibleCount', () => {
	it( 'shows 3 from 1024 px, 2 from 768 px, else 1', () => {
		expect( visibleCount( 1440 ) ).toBe( 3 );
		expect( visibleCount( 1024 ) ).toBe( 3 );
		expect( visibleCount( 1023 ) ).toBe( 2 );
		expect( visibleCount( 768 ) ).toBe( 2 );
		expect( visibleCount( 767 ) ).toBe( 1 );
	} );
} );

describe( 'turn', () => {
	it( 'wraps past the last page to the first and before the first to the last', () => {
		expect( turn( 0, 1, 3 ) ).toBe( 1 );
		expect( turn( 2, 1, 3 ) ).toBe( 0 );
		expect( turn( 0, -1, 3 ) ).toBe( 2 );
		expect( turn( 0, 1, 0 ) ).toBe( 0 );
	} );
} );

describe( 'setupCarousel', () => {
	it( 'shows pages of three on a wide screen; next and previous wrap; the rest is inert', () => {
		const root = renderBlock( 7, 'carousel' );
		const { win } = fakeWindow( 1200 );
		setupCarousel( root, win );
		expect(
			root.querySelector< HTMLElement >(
				'.wp-block-shopwright-video-channel__controls'
			)?.hidden
		).toBe( false );
		expect( visibleTitles( root ) ).toEqual( [
			'Video 1',
			'Video 2',
			'Video 3',
		] );
		click( root, 'next' );
		expect( visibleTitles( root ) ).toEqual( [
			'Video 4',
			'Video 5',
			'Video 6',
		] );
		click( root, 'next' );
		expect( visibleTitles( root ) ).toEqual( [ 'Video 7' ] );
		expect(
			root.querySelector( '.wp-block-shopwright-video-channel__status' )
				?.textContent
		).toBe( '7–7 / 7' );
		click( root, 'next' );
		expect( visibleTitles( root ) ).toEqual( [
			'Video 1',
			'Video 2',
			'Video 3',
		] );
		click( root, 'prev' );
		expect( visibleTitles( root ) ).toEqual( [ 'Video 7' ] );
	} );

	it( 'shows two from 768 px and one below, keeping the first video in view on resize', () => {
		const root = renderBlock( 6, 'carousel' );
		const fake = fakeWindow( 800 );
		setupCarousel( root, fake.win );
		click( root, 'next' );
		expect( visibleTitles( root ) ).toEqual( [ 'Video 3', 'Video 4' ] );
		fake.resize( 500 );
		expect( visibleTitles( root ) ).toEqual( [ 'Video 3' ] );
	} );

	it( 'hides the buttons when everything fits on one page', () => {
		const root = renderBlock( 2, 'carousel' );
		setupCarousel( root, fakeWindow( 1200 ).win );
		expect(
			root.querySelector< HTMLElement >(
				'.wp-block-shopwright-video-channel__controls'
			)?.hidden
		).toBe( true );
	} );

	it( 'turns every 3 seconds only with autoplay on, not while pointed at, and stops with Pause', () => {
		const root = renderBlock( 6, 'carousel' );
		root.dataset.autoplay = 'true';
		const fake = fakeWindow( 1200 );
		const teardown = setupCarousel( root, fake.win );
		expect( fake.win.setInterval ).toHaveBeenCalledWith(
			expect.any( Function ),
			3000
		);
		fake.tick();
		expect( visibleTitles( root )[ 0 ] ).toBe( 'Video 4' );
		root.dispatchEvent( new Event( 'pointerenter' ) );
		fake.tick();
		expect( visibleTitles( root )[ 0 ] ).toBe( 'Video 4' );
		root.dispatchEvent( new Event( 'pointerleave' ) );
		click( root, 'pause' );
		expect(
			root
				.querySelector( '.wp-block-shopwright-video-channel__pause' )
				?.getAttribute( 'aria-pressed' )
		).toBe( 'true' );
		fake.tick();
		expect( visibleTitles( root )[ 0 ] ).toBe( 'Video 4' );
		teardown();
		expect( fake.clearInterval ).toHaveBeenCalledWith( 7 );
	} );

	it( 'never turns by itself when autoplay is off or motion is reduced', () => {
		const off = renderBlock( 6, 'carousel' );
		const fake = fakeWindow( 1200 );
		setupCarousel( off, fake.win );
		expect( fake.win.setInterval ).not.toHaveBeenCalled();

		const reduced = renderBlock( 6, 'carousel' );
		reduced.dataset.autoplay = 'true';
		const still = fakeWindow( 1200, true );
		setupCarousel( reduced, still.win );
		still.tick();
		expect( visibleTitles( reduced )[ 0 ] ).toBe( 'Video 1' );
	} );

	it( 'removes its listeners on teardown', () => {
		const root = renderBlock( 6, 'carousel' );
		const teardown = setupCarousel( root, fakeWindow( 1200 ).win );
		teardown();
		click( root, 'next' );
		expect( visibleTitles( root )[ 0 ] ).toBe( 'Video 1' );
	} );
} );
