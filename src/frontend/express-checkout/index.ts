/**
 * The wallet buttons' first script, on every page that has a button container: it only watches
 * for a container to come near the viewport and then adds the buttons' script, which brings
 * Stripe.js. A page whose buttons are never scrolled near never loads either. If the script
 * cannot load, the reserved space is given back.
 */

/**
 * Internal dependencies
 */
import { CONTAINER_SELECTOR, loadWhenNear, scriptAdded } from './near';

export { CONTAINER_SELECTOR, NEAR_MARGIN } from './near';

/**
 * @param doc The page.
 * @param win The window, for IntersectionObserver.
 */
export function watchExpressButtons(
	doc: Document,
	win: Pick< typeof globalThis, 'IntersectionObserver' >
): void {
	const watch = () =>
		loadWhenNear(
			Array.from(
				doc.querySelectorAll< HTMLElement >( CONTAINER_SELECTOR )
			),
			doc,
			win
		);
	if ( typeof MutationObserver !== 'function' ) {
		watch();
		return;
	}
	let stop = watch();
	// WooCommerce's classic cart prints its totals, and the container in them, afresh after
	// each update: a new container is watched in place of the old one.
	const mutations = new MutationObserver( ( records ) => {
		if ( scriptAdded() ) {
			mutations.disconnect();
			return;
		}
		const fresh = records.some( ( record ) =>
			Array.from( record.addedNodes ).some(
				( node ) =>
					node instanceof Element &&
					( node.matches( CONTAINER_SELECTOR ) ||
						node.querySelector( CONTAINER_SELECTOR ) !== null )
			)
		);
		if ( fresh ) {
			stop();
			stop = watch();
		}
	} );
	mutations.observe( doc.body, { childList: true, subtree: true } );
}

watchExpressButtons( document, window );
