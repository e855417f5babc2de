/**
 * Internal dependencies
 */
import {
	CHUNK_FAILED_EVENT as FAILED_EVENT,
	CHUNK_LOADED_EVENT as LOADED_EVENT,
} from '../../../src/frontend/embed-observer/chunks';
import { setupFacade, type FacadeWindow } from '../facade';
import { renderBlock } from './helpers/markup';

function fakeWindow() {
	const timers: Array< () => void > = [];
	const win = {
		setTimeout: jest.fn( ( callback: () => void ) => {
			timers.push( callback );
			return timers.length;
		} ),
		clearTimeout: jest.fn(),
		location: { assign: jest.fn() },
	};
	// setupFacade reads these members and the popup global, which tests add.
	return { win: win as unknown as FacadeWindow, raw: win, timers };
}

const link = ( root: HTMLElement, index: number ) =>
	root.querySelectorAll< HTMLAnchorElement >( 'a[data-vid]' )[ index ];

describe( 'setupFacade', () => {
	it( 'opens the popup on the clicked video when its script is there', () => {
		const root = renderBlock( 3 );
		const { win, raw } = fakeWindow();
		const open = jest.fn();
		Object.assign( raw, {
			shopwright: { videoChannel: { open, loadMore: jest.fn() } },
		} );
		setupFacade( root, win );
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link( root, 1 ).querySelector( 'span' )?.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		expect( open ).toHaveBeenCalledWith( root, 'video000001' );
		expect( raw.location.assign ).not.toHaveBeenCalled();
	} );

	it( 'asks the runtime for the popup and opens it once it has loaded', () => {
		const root = renderBlock( 3 );
		const { win, raw } = fakeWindow();
		setupFacade( root, win );
		const pointed = jest.fn();
		document.addEventListener( 'pointerover', pointed );
		link( root, 2 ).click();
		expect( pointed ).toHaveBeenCalled();
		expect( link( root, 2 ).getAttribute( 'aria-busy' ) ).toBe( 'true' );

		const open = jest.fn();
		Object.assign( raw, {
			shopwright: { videoChannel: { open, loadMore: jest.fn() } },
		} );
		document.dispatchEvent(
			new CustomEvent( LOADED_EVENT, { detail: { handle: 'other' } } )
		);
		expect( open ).not.toHaveBeenCalled();
		document.dispatchEvent(
			new CustomEvent( LOADED_EVENT, {
				detail: { handle: 'shopwright-video-channel-popup' },
			} )
		);
		expect( open ).toHaveBeenCalledWith( root, 'video000002' );
		expect( link( root, 2 ).hasAttribute( 'aria-busy' ) ).toBe( false );
		document.removeEventListener( 'pointerover', pointed );
	} );

	it( 'goes to YouTube when the popup cannot load, or takes too long', () => {
		const root = renderBlock( 3 );
		const { win, raw, timers } = fakeWindow();
		setupFacade( root, win );
		link( root, 0 ).click();
		document.dispatchEvent(
			new CustomEvent( FAILED_EVENT, {
				detail: { handle: 'shopwright-video-channel-popup' },
			} )
		);
		expect( raw.location.assign ).toHaveBeenCalledWith(
			'https://www.youtube.com/watch?v=video000000'
		);

		link( root, 1 ).click();
		expect( raw.setTimeout ).toHaveBeenLastCalledWith(
			expect.any( Function ),
			5000
		);
		timers[ timers.length - 1 ]();
		expect( raw.location.assign ).toHaveBeenLastCalledWith(
			'https://www.youtube.com/watch?v=video000001'
		);
	} );

	it( 'leaves modified clicks to the browser', () => {
		const root = renderBlock( 1 );
		const { win } = fakeWindow();
		setupFacade( root, win );
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			ctrlKey: true,
		} );
		link( root, 0 ).dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
	} );

	it( 'loads the next page through the same script, or says it failed', () => {
		const root = renderBlock(
			2,
			'grid',
			'<button type="button" class="wp-block-shopwright-video-channel__more" data-token="x">Load more videos</button>'
		);
		const { win, raw } = fakeWindow();
		setupFacade( root, win );
		const more = root.querySelector< HTMLButtonElement >(
			'.wp-block-shopwright-video-channel__more'
		);
		more?.click();
		expect( more?.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		document.dispatchEvent(
			new CustomEvent( FAILED_EVENT, {
				detail: { handle: 'shopwright-video-channel-popup' },
			} )
		);
		expect(
			root.querySelector( '.wp-block-shopwright-video-channel__status' )
				?.textContent
		).toBe( 'Could not load.' );
		expect( raw.location.assign ).not.toHaveBeenCalled();

		const loadMore = jest.fn( () => Promise.resolve() );
		Object.assign( raw, {
			shopwright: { videoChannel: { open: jest.fn(), loadMore } },
		} );
		more?.click();
		expect( loadMore ).toHaveBeenCalledWith( root );
	} );
} );
