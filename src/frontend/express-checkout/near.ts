/**
 * Adds the wallet buttons' script once one of their containers comes within 300 pixels of the
 * viewport, at most once per page. If the script cannot load, the reserved space is given back.
 */

export const CONTAINER_SELECTOR = '.shopwright-express[data-sheet-src]';
export const NEAR_MARGIN = '300px 0px';

let added = false;

/**
 * Whether the script was added (for tests, which reset it).
 *
 * @param value A new state, for tests.
 */
export function scriptAdded( value?: boolean ): boolean {
	if ( value !== undefined ) {
		added = value;
	}
	return added;
}

/**
 * Watches containers and adds the script when one is near.
 *
 * @param containers The containers.
 * @param doc        Their page.
 * @param win        The window, for IntersectionObserver.
 * @return Stops watching.
 */
export function loadWhenNear(
	containers: HTMLElement[],
	doc: Document,
	win: Pick< typeof globalThis, 'IntersectionObserver' >
): () => void {
	const src = containers[ 0 ]?.dataset.sheetSrc;
	if ( ! src || added ) {
		return () => undefined;
	}
	const add = () => {
		if ( added ) {
			return;
		}
		added = true;
		const script = doc.createElement( 'script' );
		script.src = src;
		script.async = true;
		script.addEventListener( 'error', () =>
			doc
				.querySelectorAll< HTMLElement >( CONTAINER_SELECTOR )
				.forEach( ( container ) => ( container.hidden = true ) )
		);
		doc.head.append( script );
	};
	if ( typeof win.IntersectionObserver !== 'function' ) {
		add();
		return () => undefined;
	}
	const observer = new win.IntersectionObserver(
		( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				add();
			}
		},
		{ rootMargin: NEAR_MARGIN }
	);
	containers.forEach( ( container ) => observer.observe( container ) );
	return () => observer.disconnect();
}
