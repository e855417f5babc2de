/**
 * What makes the mobile overlay modal: Tab and Shift+Tab cycle inside it, focus that lands
 * outside is brought back, the rest of the page is inert (out of reach of the keyboard, the
 * pointer and assistive technology) and the page behind does not scroll.
 */

/**
 * Internal dependencies
 */
import {
	cycleFocus,
	focusables,
	inertOthers,
} from '../../src/frontend/dialog/focus';

function lockScroll( doc: Document ): () => void {
	const html = doc.documentElement;
	const previous = html.style.overflow;
	html.style.overflow = 'hidden';
	return () => {
		html.style.overflow = previous;
	};
}

/**
 * Traps focus in the container until the returned function is called.
 *
 * @param container The modal content.
 */
export function trapFocus( container: HTMLElement ): () => void {
	const doc = container.ownerDocument;

	function onKeyDown( event: KeyboardEvent ): void {
		if ( event.key === 'Tab' && ! event.defaultPrevented ) {
			cycleFocus( event, container );
		}
	}

	function onFocusIn( event: FocusEvent ): void {
		const target = event.target;
		if ( target instanceof Node && ! container.contains( target ) ) {
			focusables( container )[ 0 ]?.focus();
		}
	}

	const undoInert = inertOthers( container );
	const unlockScroll = lockScroll( doc );
	container.addEventListener( 'keydown', onKeyDown );
	doc.addEventListener( 'focusin', onFocusIn );
	return () => {
		container.removeEventListener( 'keydown', onKeyDown );
		doc.removeEventListener( 'focusin', onFocusIn );
		undoInert();
		unlockScroll();
	};
}
