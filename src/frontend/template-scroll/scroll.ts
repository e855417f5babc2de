/**
 * Scrolls an archive page to the template its address names (`?template-id=<id>`), so that the
 * element's top sits at the middle of the viewport: smoothly, or at once for visitors who ask for
 * reduced motion. The id must be a letter followed by letters, digits, hyphens or underscores; it
 * names an element id, or else a class (a post card's `post-42`).
 */

/** The query parameter (TemplateScroll::PARAM in PHP). */
export const PARAM = 'template-id';

/** What an id may look like (TemplateScroll::PATTERN in PHP). */
export const SAFE_ID = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;

/**
 * The id the address asks for, or null when there is none or it is not a safe one.
 *
 * @param search The address's query string.
 */
export function requestedId( search: string ): string | null {
	const value = new URLSearchParams( search ).get( PARAM );
	return value !== null && SAFE_ID.test( value ) ? value : null;
}

/**
 * The element of that id, or else the first with that class.
 *
 * @param doc The document.
 * @param id  A safe id.
 */
export function findTemplate( doc: Document, id: string ): HTMLElement | null {
	const element =
		doc.getElementById( id ) ?? doc.getElementsByClassName( id ).item( 0 );
	return element instanceof HTMLElement ? element : null;
}

/**
 * Where the page must scroll to for the element's top to be at the middle of the viewport.
 *
 * @param element The element.
 * @param win     The window.
 */
export function middleOf( element: HTMLElement, win: Window ): number {
	const top =
		win.scrollY + element.getBoundingClientRect().top - win.innerHeight / 2;
	return Math.max( 0, Math.round( top ) );
}

/**
 * Scrolls to the template the address names; says whether there was one.
 *
 * @param win The window.
 */
export function scrollToTemplate( win: Window = window ): boolean {
	const id = requestedId( win.location.search );
	const element = id === null ? null : findTemplate( win.document, id );
	if ( ! element ) {
		return false;
	}
	const reduce =
		typeof win.matchMedia === 'function' &&
		win.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
	win.scrollTo( {
		top: middleOf( element, win ),
		behavior: reduce ? 'auto' : 'smooth',
	} );
	return true;
}
