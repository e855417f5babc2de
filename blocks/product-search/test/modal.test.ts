/**
 * Internal dependencies
 */
import { trapFocus } from '../modal';

function setUp(): HTMLElement {
	document.body.innerHTML = `
		<header id="header"><a href="/">Home</a></header>
		<main id="main">
			<div id="box">
				<button id="opener" type="button">Open</button>
				<form id="overlay">
					<button id="close" type="button">Close</button>
					<input id="input" />
					<button id="voice" type="button" hidden>Voice</button>
					<button id="disabled" type="button" disabled>No</button>
					<button id="submit" type="submit">Search</button>
				</form>
			</div>
			<p id="text">Text</p>
		</main>
		<footer id="footer" inert>Footer</footer>`;
	const overlay = document.getElementById( 'overlay' );
	if ( ! overlay ) {
		throw new Error( 'No overlay' );
	}
	return overlay;
}

function tab( shiftKey = false ): KeyboardEvent {
	const event = new KeyboardEvent( 'keydown', {
		key: 'Tab',
		shiftKey,
		bubbles: true,
		cancelable: true,
	} );
	( focused() ?? document.body ).dispatchEvent( event );
	return event;
}

const byId = ( id: string ) => document.getElementById( id );
const focused = () => document.body.ownerDocument.activeElement;

describe( 'trapFocus', () => {
	it( 'cycles Tab and Shift+Tab inside the container', () => {
		const release = trapFocus( setUp() );
		byId( 'submit' )?.focus();
		expect( tab().defaultPrevented ).toBe( true );
		expect( focused()?.id ).toBe( 'close' );
		expect( tab( true ).defaultPrevented ).toBe( true );
		expect( focused()?.id ).toBe( 'submit' );
		// In between, the browser moves the focus itself.
		byId( 'input' )?.focus();
		expect( tab().defaultPrevented ).toBe( false );
		release();
		byId( 'submit' )?.focus();
		expect( tab().defaultPrevented ).toBe( false );
	} );

	it( 'brings back focus that lands outside', () => {
		const release = trapFocus( setUp() );
		byId( 'text' )?.setAttribute( 'tabindex', '-1' );
		byId( 'text' )?.focus();
		expect( focused()?.id ).toBe( 'close' );
		release();
	} );

	it( 'makes the rest of the page inert and still, and undoes only that', () => {
		const release = trapFocus( setUp() );
		const inert = Array.from(
			document.querySelectorAll( '[inert]' ),
			( element ) => element.id
		);
		expect( inert.sort() ).toEqual(
			[ 'footer', 'header', 'opener', 'text' ].sort()
		);
		expect( document.documentElement.style.overflow ).toBe( 'hidden' );
		release();
		expect(
			Array.from(
				document.querySelectorAll( '[inert]' ),
				( element ) => element.id
			)
		).toEqual( [ 'footer' ] );
		expect( document.documentElement.style.overflow ).toBe( '' );
	} );
} );
