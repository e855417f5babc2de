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
	root.querySelectorAll< HTMLAnchorElement >( 'a' )[ index ];

describe( 'the photo feed’s click catcher', () => {
	it( 'opens the popup on the clicked post when its script is there', () => {
		const root = renderBlock();
		const { win, raw } = fakeWindow();
		const open = jest.fn();
		Object.assign( raw, {
			shopwright: { photoFeed: { open, loadMore: jest.fn() } },
		} );
		setupFacade( root, win );
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		link( root, 1 ).querySelector( 'img' )?.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		expect( open ).toHaveBeenCalledWith( root, link( root, 1 ) );
		expect( raw.location.assign ).not.toHaveBeenCalled();
	} );

	it( 'asks the runtime for the popup and opens it once it has loaded', () => {
		const root = renderBlock();
		const { win, raw } = fakeWindow();
		setupFacade( root, win );
		const pointed = jest.fn();
		document.addEventListener( 'pointerover', pointed );
		link( root, 2 ).click();
		expect( pointed ).toHaveBeenCalled();
		expect( link( root, 2 ).getAttribute( 'aria-busy' ) ).toBe( 'true' );
		const open = jest.fn();
		Object.assign( raw, {
			shopwright: { photoFeed: { open, loadMore: jest.fn() } },
		} );
		document.dispatchEvent(
			new CustomEvent( LOADED_EVENT, {
				detail: { handle: 'shopwright-photo-feed-popup' },
			} )
		);
		expect( open ).toHaveBeenCalledWith( root, link( root, 2 ) );
		expect( link( root, 2 ).hasAttribute( 'aria-busy' ) ).toBe( false );
		document.removeEventListener( 'pointerover', pointed );
	} );

	it( 'goes to Instagram when the popup cannot load, or takes too long; modified clicks are the browser’s', () => {
		const root = renderBlock();
		const { win, raw, timers } = fakeWindow();
		setupFacade( root, win );
		link( root, 0 ).click();
		document.dispatchEvent(
			new CustomEvent( FAILED_EVENT, {
				detail: { handle: 'shopwright-photo-feed-popup' },
			} )
		);
		expect( raw.location.assign ).toHaveBeenCalledWith(
			'https://www.instagram.com/p/Post0/'
		);
		link( root, 1 ).click();
		timers[ timers.length - 1 ]();
		expect( raw.location.assign ).toHaveBeenLastCalledWith(
			'https://www.instagram.com/p/Post1/'
		);
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			ctrlKey: true,
		} );
		link( root, 2 ).dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( false );
	} );

	it( 'loads the next page through the same script, or says it failed', () => {
		const root = renderBlock();
		const { win, raw } = fakeWindow();
		setupFacade( root, win );
		const more = root.querySelector< HTMLButtonElement >(
			'.wp-block-shopwright-photo-feed__more'
		);
		more?.click();
		document.dispatchEvent(
			new CustomEvent( FAILED_EVENT, {
				detail: { handle: 'shopwright-photo-feed-popup' },
			} )
		);
		expect(
			root.querySelector( '.wp-block-shopwright-photo-feed__status' )
				?.textContent
		).toBe( 'Could not load.' );
		const loadMore = jest.fn( () => Promise.resolve() );
		Object.assign( raw, {
			shopwright: { photoFeed: { open: jest.fn(), loadMore } },
		} );
		more?.click();
		expect( loadMore ).toHaveBeenCalledWith( root );
	} );
} );
