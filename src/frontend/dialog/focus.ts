/**
 * Keyboard focus in modal dialogs: the mini cart drawer, the search box's mobile overlay and
 * popups share one idea of what Tab can reach, one Tab cycle, and one way to make the rest of
 * the page inert. Small and free of dependencies: it is in every storefront bundle that opens
 * a dialog.
 */

const FOCUSABLE = [
	'a[href]',
	'area[href]',
	'button',
	'input:not([type="hidden"])',
	'select',
	'textarea',
	'iframe',
	'object',
	'embed',
	'summary',
	'audio[controls]',
	'video[controls]',
	'[contenteditable]:not([contenteditable="false"])',
	'[tabindex]',
].join( ',' );

/**
 * The elements Tab can reach inside the container, in document order: not disabled, not taken
 * out of the tab order by a negative tabindex, not hidden or inert, and (where there is layout)
 * rendered.
 *
 * @param container The element.
 */
export function focusables( container: HTMLElement ): HTMLElement[] {
	// Without layout (jsdom), nothing has client rects: only the attributes are checked.
	const measured = container.getClientRects().length > 0;
	return Array.from(
		container.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter(
		( element ) =>
			// Every element the selector names is reachable by nature, unless its tabindex takes
			// it out (browsers disagree on the tabIndex of some, such as contenteditable).
			! element.matches( '[tabindex^="-"]' ) &&
			! element.matches( ':disabled' ) &&
			element.closest( '[hidden], [inert]' ) === null &&
			( ! measured || element.getClientRects().length > 0 )
	);
}

/**
 * Keeps Tab and Shift+Tab inside the container: past the last element to the first and back,
 * and from anywhere outside it into it. With nothing to reach, the container keeps the focus.
 *
 * @param event     A Tab keydown.
 * @param container The dialog.
 */
export function cycleFocus(
	event: KeyboardEvent,
	container: HTMLElement
): void {
	const items = focusables( container );
	const active = container.ownerDocument.activeElement;
	const outside = ! active || ! container.contains( active );
	const first = items[ 0 ];
	const last = items[ items.length - 1 ];
	let next: HTMLElement | undefined;
	if ( ! first || ! last ) {
		next = container;
	} else if ( event.shiftKey ) {
		next =
			outside || active === container || active === first
				? last
				: undefined;
	} else {
		next = outside || active === last ? first : undefined;
	}
	if ( next ) {
		event.preventDefault();
		next.focus();
	}
}

/**
 * Makes everything on the page but the container inert: each sibling of the container and of
 * each of its ancestors, up to the body.
 *
 * @param container The element that stays usable.
 * @return Undoes it, leaving alone what was inert before.
 */
export function inertOthers( container: HTMLElement ): () => void {
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
