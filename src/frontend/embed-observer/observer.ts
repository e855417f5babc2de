/**
 * One MutationObserver for every Shopwright block on the page. Each block's view script registers
 * a selector and a setup function; the setup runs once for every matching element, those in the
 * page now and those added later (the editor's preview, a pattern inserted, the next page of an
 * infinite scroll, content swapped in by AJAX navigation, a block just unlocked). A setup may
 * return a teardown, which runs when its element leaves the document, so that a block removed
 * by a theme's navigation leaves no listener or timer behind.
 */

export type EmbedTeardown = () => void;

/**
 * Sets one element up. A function it returns is the element's teardown; anything else is ignored,
 * so setups written before teardowns existed (an arrow that returns what it pushed) still fit.
 */
export type EmbedSetup = ( element: HTMLElement ) => unknown;

export interface EmbedObserver {
	/**
	 * Sets up every element matching the selector, now and whenever one is added.
	 *
	 * @param selector The blocks' selector.
	 * @param setup    Called once per element; what it returns is called once the element is
	 *                 removed from the document.
	 */
	register: ( selector: string, setup: EmbedSetup ) => void;
}

type Registration = {
	selector: string;
	setup: EmbedSetup;
	/** Elements set up and still in the document, with their teardown (or null). */
	live: Map< HTMLElement, EmbedTeardown | null >;
};

function report( error: unknown ): void {
	// One broken block must not keep the others from working.
	// eslint-disable-next-line no-console
	console.error( error );
}

/**
 * @param doc The document to watch.
 */
export function createEmbedObserver( doc: Document = document ): EmbedObserver {
	const registrations: Registration[] = [];
	let observer: MutationObserver | null = null;

	const matching = ( selector: string, root: ParentNode ): Element[] => {
		try {
			return [
				...( root instanceof Element && root.matches( selector )
					? [ root ]
					: [] ),
				...root.querySelectorAll( selector ),
			];
		} catch ( error ) {
			// An invalid selector matches nothing.
			report( error );
			return [];
		}
	};

	const visit = ( registration: Registration, root: ParentNode ) => {
		for ( const element of matching( registration.selector, root ) ) {
			if (
				! ( element instanceof HTMLElement ) ||
				registration.live.has( element )
			) {
				continue;
			}
			registration.live.set( element, null );
			try {
				const teardown = registration.setup( element );
				if ( typeof teardown === 'function' ) {
					// Called with no arguments, its result unused (see sweep()).
					registration.live.set( element, teardown as EmbedTeardown );
				}
			} catch ( error ) {
				report( error );
			}
		}
	};

	/**
	 * Tears down the elements that left the document. An element only moved (removed and put
	 * back before the observer hears of it) is still connected, and is left as it is.
	 *
	 * @param registration The registration to check.
	 */
	const sweep = ( registration: Registration ) => {
		registration.live.forEach( ( teardown, element ) => {
			if ( element.isConnected ) {
				return;
			}
			registration.live.delete( element );
			try {
				teardown?.();
			} catch ( error ) {
				report( error );
			}
		} );
	};

	const onMutations = ( mutations: MutationRecord[] ) => {
		let removed = false;
		for ( const mutation of mutations ) {
			removed ||= mutation.removedNodes.length > 0;
			mutation.addedNodes.forEach( ( node ) => {
				if ( node instanceof Element && node.isConnected ) {
					registrations.forEach( ( registration ) =>
						visit( registration, node )
					);
				}
			} );
		}
		if ( removed ) {
			registrations.forEach( sweep );
		}
	};

	const start = () => {
		if ( observer ) {
			return;
		}
		observer = new MutationObserver( onMutations );
		observer.observe( doc.documentElement, {
			childList: true,
			subtree: true,
		} );
	};

	return {
		register( selector, setup ) {
			const registration: Registration = {
				selector,
				setup,
				live: new Map(),
			};
			registrations.push( registration );
			const first = () => {
				visit( registration, doc );
				start();
			};
			if ( doc.readyState === 'loading' ) {
				doc.addEventListener( 'DOMContentLoaded', first, {
					once: true,
				} );
			} else {
				first();
			}
		},
	};
}

/**
 * The page's one observer, on `window.shopwright.embeds`: created by the
 * `shopwright-embed-observer` script (or, in tests, by the first module that asks).
 *
 * @param win The window.
 */
export function pageEmbedObserver( win: Window = window ): EmbedObserver {
	const namespace: Record< string, unknown > =
		Reflect.get( win, 'shopwright' ) ?? {};
	Reflect.set( win, 'shopwright', namespace );
	// Set only here, always to what createEmbedObserver returns.
	namespace.embeds ??= createEmbedObserver( win.document );
	return namespace.embeds as EmbedObserver;
}
