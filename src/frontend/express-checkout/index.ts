/**
 * The wallet buttons' first script, on every page that has a button container: it only watches
 * for a container to come near the viewport and then adds the buttons' script, which brings
 * Stripe.js. A page whose buttons are never scrolled near never loads either. If the script
 * cannot load, the reserved space is given back.
 */

export const CONTAINER_SELECTOR = '.shopwright-express[data-sheet-src]';
export const NEAR_MARGIN = '300px 0px';

/**
 * @param doc The page.
 * @param win The window, for IntersectionObserver.
 */
export function watchExpressButtons(
	doc: Document,
	win: Pick< typeof globalThis, 'IntersectionObserver' >
): void {
	const containers = Array.from(
		doc.querySelectorAll< HTMLElement >( CONTAINER_SELECTOR )
	);
	const src = containers[ 0 ]?.dataset.sheetSrc;
	if ( ! src ) {
		return;
	}
	let added = false;
	const add = () => {
		if ( added ) {
			return;
		}
		added = true;
		const script = doc.createElement( 'script' );
		script.src = src;
		script.async = true;
		script.addEventListener( 'error', () =>
			containers.forEach( ( container ) => ( container.hidden = true ) )
		);
		doc.head.append( script );
	};
	if ( typeof win.IntersectionObserver !== 'function' ) {
		add();
		return;
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
}

watchExpressButtons( document, window );
