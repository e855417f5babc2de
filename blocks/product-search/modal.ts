/**
 * What makes the mobile overlay modal: Tab and Shift+Tab cycle inside it, focus that lands
 * outside is brought back, the rest of the page is inert (out of reach of the keyboard, the
 * pointer and assistive technology) and the page behind does not scroll.
 */

const FOCUSABLE =
	'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';

/**
 * The elements Tab can reach inside the container, in document order.
 *
 * @param container The element.
 */
export function focusables( container: HTMLElement ): HTMLElement[] {
	// Without layout (jsdom), nothing has client rects: only the hidden attribute is checked.
	const measured = container.getClientRects().length > 0;
	return Array.from(
		container.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( element ) =>
			element.tabIndex >= 0 &&
			! element.matches( ':disabled' ) &&
			element.closest( '[hidden], [inert]' ) === null &&
			( ! measured || element.getClientRects().length > 0 )
	);
}

/**
 * Makes everything on the page but the container inert: each sibling of the container and of
 * each of its ancestors, up to the body.
 *
 * @param container The element that stays usable.
 * @return Undoes it, leaving alone what was inert before.
 */
function inertOthers( container: HTMLElement ): () => void {
	const changed: Element[] = [];
	const body = container.ownerDocument.body;
	let node: HTMLElement = container;
	while ( node !== body && node.parentElement ) {
		for ( const sibling of Array.from( node.parentElement.children ) ) {
			if (
				sibling !== node &&
				! sibling.hasAttribute( 'inert' ) &&
				! [ 'SCRIPT', 'STYLE', 'TEMPLATE' ].includes( sibling.tagName )
			) {
				sibling.setAttribute( 'inert', '' );
				changed.push( sibling );
			}
		}
		node = node.parentElement;
	}
	return () =>
		changed.forEach( ( element ) => element.removeAttribute( 'inert' ) );
}

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
		if ( event.key !== 'Tab' || event.defaultPrevented ) {
			return;
		}
		const reachable = focusables( container );
		const first = reachable[ 0 ];
		const last = reachable[ reachable.length - 1 ];
		if ( ! first || ! last ) {
			event.preventDefault();
			return;
		}
		const active = doc.activeElement;
		if ( event.shiftKey && ( active === first || active === container ) ) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && active === last ) {
			event.preventDefault();
			first.focus();
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
