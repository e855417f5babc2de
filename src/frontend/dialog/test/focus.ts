/**
 * Internal dependencies
 */
import { cycleFocus, focusables, inertOthers } from '../focus';

function setUp(): HTMLElement {
	document.body.innerHTML = `
		<header id="header"><a id="home" href="/">Home</a></header>
		<div id="dialog" tabindex="-1">
			<button id="close" type="button">Close</button>
			<a id="no-href">Not a link</a>
			<a id="link" href="/cart/">Cart</a>
			<input id="hidden-input" type="hidden" />
			<input id="quantity" />
			<button id="hidden-button" type="button" hidden>Hidden</button>
			<div hidden><button id="in-hidden" type="button">In hidden</button></div>
			<div inert><button id="in-inert" type="button">In inert</button></div>
			<button id="disabled" type="button" disabled>Disabled</button>
			<button id="skipped" type="button" tabindex="-1">Skipped</button>
			<details><summary id="summary">More</summary><p>Text</p></details>
			<div id="editable" contenteditable="true">Note</div>
			<div id="not-editable" contenteditable="false">Fixed</div>
			<video id="video" controls></video>
			<video id="silent"></video>
			<iframe id="frame" title="Map"></iframe>
			<span id="custom" tabindex="0">Custom</span>
		</div>
		<footer id="footer"><a id="about" href="/about/">About</a></footer>`;
	return document.getElementById( 'dialog' )!;
}

function tab( container: HTMLElement, shiftKey = false ): KeyboardEvent {
	const event = new KeyboardEvent( 'keydown', {
		key: 'Tab',
		shiftKey,
		cancelable: true,
	} );
	cycleFocus( event, container );
	return event;
}

const focused = () => document.body.ownerDocument.activeElement?.id;

describe( 'focusables', () => {
	it( 'lists what Tab reaches, in order, and nothing else', () => {
		expect(
			focusables( setUp() ).map( ( element ) => element.id )
		).toEqual( [
			'close',
			'link',
			'quantity',
			'summary',
			'editable',
			'video',
			'frame',
			'custom',
		] );
	} );
} );

describe( 'cycleFocus', () => {
	it( 'goes from the last to the first and back', () => {
		const dialog = setUp();
		document.getElementById( 'custom' )?.focus();
		expect( tab( dialog ).defaultPrevented ).toBe( true );
		expect( focused() ).toBe( 'close' );
		expect( tab( dialog, true ).defaultPrevented ).toBe( true );
		expect( focused() ).toBe( 'custom' );
	} );

	it( 'lets the browser move between elements in between', () => {
		const dialog = setUp();
		document.getElementById( 'link' )?.focus();
		expect( tab( dialog ).defaultPrevented ).toBe( false );
		expect( tab( dialog, true ).defaultPrevented ).toBe( false );
	} );

	it( 'brings focus from outside back in, and from the dialog itself to the last on Shift+Tab', () => {
		const dialog = setUp();
		document.getElementById( 'about' )?.focus();
		tab( dialog );
		expect( focused() ).toBe( 'close' );
		dialog.focus();
		tab( dialog, true );
		expect( focused() ).toBe( 'custom' );
	} );

	it( 'keeps the focus on a dialog with nothing to reach', () => {
		document.body.innerHTML =
			'<div id="empty" tabindex="-1"><p>Done</p></div>';
		const dialog = document.getElementById( 'empty' )!;
		expect( tab( dialog ).defaultPrevented ).toBe( true );
		expect( focused() ).toBe( 'empty' );
	} );
} );

describe( 'inertOthers', () => {
	it( 'makes the rest of the page inert, and undoes only what it did', () => {
		const dialog = setUp();
		document.getElementById( 'footer' )?.setAttribute( 'inert', '' );
		const undo = inertOthers( dialog );
		expect(
			document.getElementById( 'header' )?.hasAttribute( 'inert' )
		).toBe( true );
		expect( dialog.hasAttribute( 'inert' ) ).toBe( false );
		undo();
		expect(
			document.getElementById( 'header' )?.hasAttribute( 'inert' )
		).toBe( false );
		expect(
			document.getElementById( 'footer' )?.hasAttribute( 'inert' )
		).toBe( true );
	} );
} );
