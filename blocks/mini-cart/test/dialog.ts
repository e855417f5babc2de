/**
 * Internal dependencies
 */
import { createModal, OPEN_CLASS, SCROLL_LOCK_CLASS } from '../drawer/dialog';

/** The element with focus, read through a node's document as the lint rule asks. */
const focused = () => document.body.ownerDocument.activeElement;

function render() {
	document.body.innerHTML = `
		<button id="opener">Open</button>
		<div id="container" hidden>
			<div id="panel" role="dialog">
				<button id="first">First</button>
				<button id="hidden-one" hidden>Hidden</button>
				<a id="last" href="/cart/">Last</a>
			</div>
		</div>`;
	return {
		opener: document.getElementById( 'opener' )!,
		container: document.getElementById( 'container' )!,
		panel: document.getElementById( 'panel' )!,
		first: document.getElementById( 'first' )!,
		last: document.getElementById( 'last' )!,
	};
}

const press = ( key: string, shiftKey = false ) =>
	focused()!.dispatchEvent(
		new KeyboardEvent( 'keydown', {
			key,
			shiftKey,
			bubbles: true,
			cancelable: true,
		} )
	);

describe( 'createModal', () => {
	it( 'shows the container, focuses the panel, and tells', () => {
		const { opener, container, panel } = render();
		const onOpen = jest.fn();
		const modal = createModal( container, panel, { onOpen } );
		opener.focus();
		modal.open();

		expect( container.hidden ).toBe( false );
		expect( container.classList.contains( OPEN_CLASS ) ).toBe( true );
		expect( focused() ).toBe( panel );
		expect( panel.tabIndex ).toBe( -1 );
		expect( onOpen ).toHaveBeenCalledTimes( 1 );
		expect( modal.isOpen() ).toBe( true );
		modal.destroy();
	} );

	it( 'wraps Tab and Shift+Tab around the visible controls', () => {
		const { container, panel, first, last } = render();
		const modal = createModal( container, panel );
		modal.open();

		// From the panel itself, Shift+Tab would leave: it goes to the last control.
		press( 'Tab', true );
		expect( focused() ).toBe( last );
		press( 'Tab' );
		expect( focused() ).toBe( first );
		press( 'Tab', true );
		expect( focused() ).toBe( last );
		modal.destroy();
	} );

	it( 'closes on Escape, unlocks the page and gives focus back', () => {
		const { opener, container, panel } = render();
		const onClose = jest.fn();
		const modal = createModal( container, panel, { onClose } );
		opener.focus();
		modal.open();
		expect(
			document.documentElement.classList.contains( SCROLL_LOCK_CLASS )
		).toBe( true );
		press( 'Escape' );

		expect( container.hidden ).toBe( true );
		expect(
			document.documentElement.classList.contains( SCROLL_LOCK_CLASS )
		).toBe( false );
		expect( focused() ).toBe( opener );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
		// Closed: Escape does nothing more.
		press( 'Escape' );
		expect( onClose ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'closes on a click outside the panel only', () => {
		const { container, panel, first } = render();
		const modal = createModal( container, panel );
		modal.open();
		first.click();
		expect( modal.isOpen() ).toBe( true );
		container.click();
		expect( modal.isOpen() ).toBe( false );
	} );
} );
