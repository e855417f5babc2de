/**
 * The drawer as a modal dialog: focus moved in on opening and kept inside, Escape and a click
 * on the overlay close it, focus goes back to where it was, and the page behind does not
 * scroll.
 */

/**
 * Internal dependencies
 */
import { cycleFocus } from '../../../src/frontend/dialog/focus';

export const OPEN_CLASS = 'is-open';
export const SCROLL_LOCK_CLASS = 'has-shopwright-mini-cart-open';

export interface Modal {
	open: () => void;
	close: () => void;
	isOpen: () => boolean;
	destroy: () => void;
}

export interface ModalCallbacks {
	onOpen?: () => void;
	onClose?: () => void;
}

/**
 * @param container The element shown and hidden: the overlay and the panel inside it.
 * @param panel     The dialog itself; a click outside it closes.
 * @param callbacks Told when it opens and closes.
 */
export function createModal(
	container: HTMLElement,
	panel: HTMLElement,
	callbacks: ModalCallbacks = {}
): Modal {
	const doc = container.ownerDocument;
	let returnFocus: HTMLElement | null = null;
	let open = false;

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close();
		} else if ( event.key === 'Tab' ) {
			cycleFocus( event, panel );
		}
	};

	const onClick = ( event: MouseEvent ) => {
		if (
			event.target instanceof Node &&
			! panel.contains( event.target )
		) {
			close();
		}
	};

	function show() {
		if ( open ) {
			return;
		}
		open = true;
		const active = doc.activeElement;
		returnFocus = active instanceof HTMLElement ? active : null;
		container.hidden = false;
		container.classList.add( OPEN_CLASS );
		doc.documentElement.classList.add( SCROLL_LOCK_CLASS );
		doc.addEventListener( 'keydown', onKeyDown );
		if ( ! panel.hasAttribute( 'tabindex' ) ) {
			panel.tabIndex = -1;
		}
		// The panel, not its first control: a screen reader then reads the dialog's name first.
		panel.focus();
		callbacks.onOpen?.();
	}

	function close() {
		if ( ! open ) {
			return;
		}
		open = false;
		container.hidden = true;
		container.classList.remove( OPEN_CLASS );
		doc.documentElement.classList.remove( SCROLL_LOCK_CLASS );
		doc.removeEventListener( 'keydown', onKeyDown );
		returnFocus?.focus();
		returnFocus = null;
		callbacks.onClose?.();
	}

	container.addEventListener( 'click', onClick );

	return {
		open: show,
		close,
		isOpen: () => open,
		destroy() {
			close();
			container.removeEventListener( 'click', onClick );
		},
	};
}
