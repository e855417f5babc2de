/**
 * One MutationObserver for every embed block on the page. Each block's view script registers a
 * selector and a setup function; the setup runs once for every matching element, those in the
 * page now and those added later (the editor's preview, a pattern inserted, the next page of an
 * infinite scroll, content swapped in by AJAX navigation, a block just unlocked).
 */

export type EmbedSetup = ( element: HTMLElement ) => void;

export interface EmbedObserver {
	/**
	 * Sets up every element matching the selector, now and whenever one is added.
	 *
	 * @param selector The blocks' selector.
	 * @param setup    Called once per element.
	 */
	register: ( selector: string, setup: EmbedSetup ) => void;
}

type Registration = {
	selector: string;
	setup: EmbedSetup;
	done: WeakSet< Element >;
};

/**
 * @param doc The document to watch.
 */
export function createEmbedObserver( doc: Document = document ): EmbedObserver {
	const registrations: Registration[] = [];
	let observer: MutationObserver | null = null;

	const visit = ( registration: Registration, root: ParentNode ) => {
		const found: Element[] = [];
		if (
			root instanceof Element &&
			root.matches( registration.selector )
		) {
			found.push( root );
		}
		found.push(
			...Array.from( root.querySelectorAll( registration.selector ) )
		);
		for ( const element of found ) {
			if (
				element instanceof HTMLElement &&
				! registration.done.has( element )
			) {
				registration.done.add( element );
				try {
					registration.setup( element );
				} catch ( error ) {
					// One broken block must not keep the others from working.
					// eslint-disable-next-line no-console
					console.error( error );
				}
			}
		}
	};

	const onMutations = ( mutations: MutationRecord[] ) => {
		for ( const mutation of mutations ) {
			mutation.addedNodes.forEach( ( node ) => {
				if ( node instanceof Element ) {
					registrations.forEach( ( registration ) =>
						visit( registration, node )
					);
				}
			} );
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
			const registration = {
				selector,
				setup,
				done: new WeakSet< Element >(),
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
