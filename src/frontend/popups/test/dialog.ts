/**
 * Internal dependencies
 */
import { createDialog, SCROLL_LOCK_CLASS, type Dialog } from '../dialog';
import type { PopupSettings } from '../../../types/popups';
import {
	click,
	focused,
	getRoot,
	makeSettings,
	popupMarkup,
	press,
} from './helpers/fixtures';

const CONTENT =
	'<a href="/terms" id="first">Terms</a><input aria-label="Email" id="email"><button type="submit" id="last">Subscribe</button>';

const dialogs: Dialog[] = [];

function setup( settings: Partial< PopupSettings > = {}, id = 1 ) {
	const root = getRoot( id );
	const callbacks = {
		onOpen: jest.fn(),
		onClose: jest.fn(),
		onClosed: jest.fn(),
	};
	const dialog = createDialog( root, makeSettings( settings ), callbacks );
	dialogs.push( dialog );
	const part = ( name: string ) => {
		const element = root.querySelector( `.shopwright-popup__${ name }` );
		if ( ! ( element instanceof HTMLElement ) ) {
			throw new Error( `No ${ name }` );
		}
		return element;
	};
	return {
		root,
		dialog,
		callbacks,
		box: part( 'dialog' ),
		closeButton: part( 'close' ),
		overlay: part( 'overlay' ),
	};
}

function setViewport( width: number ) {
	Object.defineProperty( window, 'innerWidth', {
		value: width,
		configurable: true,
	} );
}

function prefersReducedMotion( matches: boolean ) {
	Object.defineProperty( window, 'matchMedia', {
		configurable: true,
		writable: true,
		value: ( query: string ) => ( {
			matches: matches && query.includes( 'reduce' ),
			media: query,
		} ),
	} );
}

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML =
		'<button id="opener">Open</button>' +
		popupMarkup( 1, CONTENT ) +
		popupMarkup( 2 );
	document.getElementById( 'opener' )?.focus();
	setViewport( 1280 );
	prefersReducedMotion( false );
} );

afterEach( () => {
	dialogs.splice( 0 ).forEach( ( dialog ) => dialog.destroy() );
	jest.useRealTimers();
} );

describe( 'showing and hiding', () => {
	it( 'shows the element and hides it again, keeping it in the page', () => {
		const { root, dialog, callbacks } = setup();
		dialog.open();
		expect( root.hidden ).toBe( false );
		expect( root.classList.contains( 'is-open' ) ).toBe( true );
		expect( dialog.isOpen() ).toBe( true );
		expect( callbacks.onOpen ).toHaveBeenCalledTimes( 1 );

		dialog.close();
		expect( root.hidden ).toBe( true );
		expect( root.classList.contains( 'is-open' ) ).toBe( false );
		expect( callbacks.onClose ).toHaveBeenCalledTimes( 1 );
		expect( callbacks.onClosed ).toHaveBeenCalledTimes( 1 );
		expect( document.getElementById( 'shopwright-popup-1' ) ).toBe( root );

		dialog.open();
		expect( root.hidden ).toBe( false );
		expect( callbacks.onOpen ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'ignores opening an open popup and closing a closed one', () => {
		const { dialog, callbacks } = setup();
		dialog.close();
		dialog.open();
		dialog.open();
		expect( callbacks.onOpen ).toHaveBeenCalledTimes( 1 );
		expect( callbacks.onClose ).not.toHaveBeenCalled();
	} );
} );

describe( 'animations', () => {
	const animated = {
		entrance_animation: {
			desktop: 'zoom' as const,
			tablet: 'slide-up' as const,
			mobile: 'fade' as const,
		},
		entrance_animation_duration: 0.8,
		exit_animation: 'slide-down' as const,
	};

	it( 'plays the entrance animation for the current device for its duration', () => {
		const { root, dialog } = setup( animated );
		dialog.open();
		expect( root.classList.contains( 'is-entering' ) ).toBe( true );
		expect( root.classList.contains( 'has-animation-zoom' ) ).toBe( true );
		expect(
			root.style.getPropertyValue( '--shopwright-popup-duration' )
		).toBe( '0.8s' );
		jest.advanceTimersByTime( 800 );
		expect( root.classList.contains( 'is-entering' ) ).toBe( false );
		expect( root.classList.contains( 'has-animation-zoom' ) ).toBe( false );
	} );

	it.each( [
		[ 375, 'has-animation-fade' ],
		[ 800, 'has-animation-slide-up' ],
	] )( 'at %i px uses %s', ( width, className ) => {
		setViewport( width );
		const { root, dialog } = setup( animated );
		dialog.open();
		expect( root.classList.contains( className ) ).toBe( true );
	} );

	it( 'plays the exit animation before hiding', () => {
		const { root, dialog, callbacks } = setup( animated );
		dialog.open();
		jest.advanceTimersByTime( 800 );
		dialog.close();
		expect( root.hidden ).toBe( false );
		expect( root.classList.contains( 'is-leaving' ) ).toBe( true );
		expect( root.classList.contains( 'has-animation-slide-down' ) ).toBe(
			true
		);
		expect( callbacks.onClose ).toHaveBeenCalledTimes( 1 );
		expect( callbacks.onClosed ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 800 );
		expect( root.hidden ).toBe( true );
		expect( root.classList.contains( 'is-leaving' ) ).toBe( false );
		expect( callbacks.onClosed ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows again at once when opened while leaving', () => {
		const { root, dialog, callbacks } = setup( animated );
		dialog.open();
		dialog.close();
		dialog.open();
		expect( root.classList.contains( 'is-leaving' ) ).toBe( false );
		jest.advanceTimersByTime( 5000 );
		expect( root.hidden ).toBe( false );
		expect( callbacks.onClosed ).not.toHaveBeenCalled();
	} );

	it( 'does not animate for "none" or when the visitor prefers reduced motion', () => {
		const { root, dialog } = setup( {
			...animated,
			entrance_animation: {
				desktop: 'none',
				tablet: 'none',
				mobile: 'none',
			},
		} );
		dialog.open();
		expect( root.className ).not.toMatch( /is-entering|has-animation/ );

		prefersReducedMotion( true );
		const second = setup( animated, 2 );
		second.dialog.open();
		expect( second.root.className ).not.toMatch(
			/is-entering|has-animation/
		);
		second.dialog.close();
		expect( second.root.hidden ).toBe( true );
	} );
} );

describe( 'closing', () => {
	it( 'closes with the close button', () => {
		const { root, dialog, closeButton } = setup();
		dialog.open();
		click( closeButton );
		expect( root.hidden ).toBe( true );
	} );

	it( 'closes on Escape unless told not to', () => {
		const first = setup();
		first.dialog.open();
		press( 'Escape' );
		expect( first.dialog.isOpen() ).toBe( false );

		const second = setup( { prevent_close_on_esc_key: true }, 2 );
		second.dialog.open();
		press( 'Escape' );
		expect( second.dialog.isOpen() ).toBe( true );
	} );

	it( 'closes only the topmost popup on Escape', () => {
		const first = setup();
		const second = setup( {}, 2 );
		first.dialog.open();
		second.dialog.open();
		press( 'Escape' );
		expect( second.dialog.isOpen() ).toBe( false );
		expect( first.dialog.isOpen() ).toBe( true );
		press( 'Escape' );
		expect( first.dialog.isOpen() ).toBe( false );
	} );

	it( 'closes on a background click, not on a click inside', () => {
		const { dialog, overlay, box } = setup();
		dialog.open();
		click( box.querySelector( '#email' ) );
		expect( dialog.isOpen() ).toBe( true );
		click( overlay );
		expect( dialog.isOpen() ).toBe( false );
	} );

	it( 'stays open on a background click when told to', () => {
		const { dialog, overlay } = setup( {
			prevent_close_on_background_click: true,
		} );
		dialog.open();
		click( overlay );
		expect( dialog.isOpen() ).toBe( true );
	} );

	it( 'hides the close button for the close delay', () => {
		const { dialog, closeButton } = setup( { close_button_delay: 3 } );
		dialog.open();
		expect( closeButton.hidden ).toBe( true );
		jest.advanceTimersByTime( 2999 );
		expect( closeButton.hidden ).toBe( true );
		jest.advanceTimersByTime( 1 );
		expect( closeButton.hidden ).toBe( false );
	} );

	it( 'closes by itself after close_automatically seconds', () => {
		const { dialog, root } = setup( { close_automatically: 4 } );
		dialog.open();
		jest.advanceTimersByTime( 3999 );
		expect( dialog.isOpen() ).toBe( true );
		jest.advanceTimersByTime( 1 );
		expect( dialog.isOpen() ).toBe( false );
		expect( root.hidden ).toBe( true );
	} );

	it( 'never closes by itself when close_automatically is 0', () => {
		const { dialog } = setup();
		dialog.open();
		jest.advanceTimersByTime( 60 * 60 * 1000 );
		expect( dialog.isOpen() ).toBe( true );
	} );
} );

describe( 'page scroll', () => {
	const html = document.documentElement;

	it( 'is locked while a popup with prevent_scroll is open', () => {
		const { dialog } = setup( { prevent_scroll: true } );
		dialog.open();
		expect( html.classList.contains( SCROLL_LOCK_CLASS ) ).toBe( true );
		dialog.close();
		expect( html.classList.contains( SCROLL_LOCK_CLASS ) ).toBe( false );
	} );

	it( 'stays locked until the last locking popup closes', () => {
		const first = setup( { prevent_scroll: true } );
		const second = setup( { prevent_scroll: true }, 2 );
		first.dialog.open();
		second.dialog.open();
		first.dialog.close();
		expect( html.classList.contains( SCROLL_LOCK_CLASS ) ).toBe( true );
		second.dialog.close();
		expect( html.classList.contains( SCROLL_LOCK_CLASS ) ).toBe( false );
	} );

	it( 'is not locked without prevent_scroll', () => {
		const { dialog } = setup();
		dialog.open();
		expect( html.classList.contains( SCROLL_LOCK_CLASS ) ).toBe( false );
	} );
} );

describe( 'keyboard navigation', () => {
	const byId = ( id: string ) => document.getElementById( id );

	it( 'moves focus into the dialog and back to the opener on close', () => {
		const { dialog, box } = setup( { a11y_navigation: true } );
		dialog.open();
		expect( focused() ).toBe( box );
		dialog.close();
		expect( focused() ).toBe( byId( 'opener' ) );
	} );

	it( 'keeps Tab and Shift+Tab inside the dialog', () => {
		const { dialog, box, closeButton } = setup( {
			a11y_navigation: true,
		} );
		dialog.open();

		// From the dialog itself, Shift+Tab goes to the last control.
		let event = press( 'Tab', true );
		expect( event.defaultPrevented ).toBe( true );
		expect( focused() ).toBe( byId( 'last' ) );

		event = press( 'Tab' );
		expect( event.defaultPrevented ).toBe( true );
		expect( focused() ).toBe( closeButton );

		event = press( 'Tab', true );
		expect( focused() ).toBe( byId( 'last' ) );

		// In the middle, the browser moves focus itself.
		byId( 'email' )?.focus();
		event = press( 'Tab' );
		expect( event.defaultPrevented ).toBe( false );

		// Focus that got out is brought back.
		byId( 'opener' )?.focus();
		press( 'Tab' );
		expect( box.contains( focused() ) ).toBe( true );
	} );

	it( 'skips the close button while it is hidden', () => {
		const { dialog } = setup( {
			a11y_navigation: true,
			close_button_delay: 5,
		} );
		dialog.open();
		byId( 'last' )?.focus();
		press( 'Tab' );
		expect( focused() ).toBe( byId( 'first' ) );
	} );

	it( 'leaves focus alone without a11y_navigation', () => {
		const { dialog } = setup();
		dialog.open();
		expect( focused() ).toBe( byId( 'opener' ) );
		byId( 'last' )?.focus();
		const event = press( 'Tab' );
		expect( event.defaultPrevented ).toBe( false );
	} );

	it( 'returns focus when the visitor had moved into the popup anyway', () => {
		const { dialog } = setup();
		dialog.open();
		byId( 'email' )?.focus();
		dialog.close();
		expect( focused() ).toBe( byId( 'opener' ) );
	} );
} );

describe( 'destroy', () => {
	it( 'removes the listeners and releases the scroll lock', () => {
		const { dialog, closeButton } = setup( { prevent_scroll: true } );
		dialog.open();
		dialog.destroy();
		expect(
			document.documentElement.classList.contains( SCROLL_LOCK_CLASS )
		).toBe( false );
		press( 'Escape' );
		click( closeButton );
		expect( dialog.isOpen() ).toBe( true );
	} );
} );
