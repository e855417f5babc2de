/**
 * The page's public stores: `shopwright/cart` and `shopwright/popups`, one of each per page,
 * readable by themes and other plugins without React or WordPress's data layer on the page.
 *
 * The `shopwright-data` script puts one registry on `window.shopwright.data`; each Shopwright
 * bundle that owns a store depends on that script and registers its store there. When WordPress's
 * `wp.data` is on the page anyway (the block editor, WooCommerce's blocks, another plugin), each
 * store is also registered into it, so `wp.data.select( 'shopwright/cart' )` and `useSelect`
 * read the same store. Nothing here loads `wp-data`.
 */

/** A store as `wp.data` registers a custom one: selectors, actions and change listeners. */
export interface PublicStore<
	Selectors extends object = Record< string, unknown >,
	Actions extends object = Record< string, unknown >,
> {
	getSelectors: () => Selectors;
	getActions: () => Actions;
	subscribe: ( listener: () => void ) => () => void;
}

export interface PublicRegistry {
	/** The store's selectors, bound to its current state; undefined for an unknown store. */
	select: ( name: string ) => object | undefined;
	/** The store's actions; undefined for an unknown store. */
	dispatch: ( name: string ) => object | undefined;
	/**
	 * Calls the listener when the named store is registered and after each of its changes, or,
	 * without a name, for every store. Works before the store exists. Gives back the function
	 * that stops it.
	 */
	subscribe: ( listener: () => void, name?: string ) => () => void;
	/** Adds a store; the first one registered under a name stays, and is given back. */
	register: < S extends PublicStore< object, object > >(
		name: string,
		store: S
	) => S;
}

/** `wp.data`, as much of it as is used. */
interface WordPressData {
	register: ( descriptor: {
		name: string;
		instantiate: () => PublicStore< object, object > & {
			getResolveSelectors: () => object;
		};
	} ) => void;
}

/**
 * A registry of its own, for tests; pages use `pageRegistry()`.
 *
 * @param win The window whose `wp.data`, when there, receives the stores too.
 */
export function createPublicRegistry( win: Window = window ): PublicRegistry {
	const stores = new Map< string, PublicStore< object, object > >();
	// Each is told the name of the store that changed, or was registered.
	const listeners = new Set< ( name: string ) => void >();

	return {
		select: ( name ) => stores.get( name )?.getSelectors(),
		dispatch: ( name ) => stores.get( name )?.getActions(),
		subscribe( listener, name ) {
			const filtered = ( changed: string ) =>
				( name === undefined || name === changed ) && listener();
			listeners.add( filtered );
			return () => listeners.delete( filtered );
		},
		register( name, store ) {
			const notify = () =>
				listeners.forEach( ( listener ) => listener( name ) );
			if ( ! stores.has( name ) ) {
				stores.set( name, store );
				store.subscribe( notify );
				// Stores register from deferred scripts: wp.data, printed as a blocking script
				// wherever it is on the page, is there by then.
				const data: WordPressData | undefined = Reflect.get(
					win,
					'wp'
				)?.data;
				try {
					// wp.data decorates the object it is given: a fresh one.
					data?.register( {
						name,
						instantiate: () => ( {
							...store,
							getResolveSelectors: store.getSelectors,
						} ),
					} );
				} catch {
					// Not the data layer we know, or a store of that name already in it: ours
					// stays readable here.
				}
				notify();
			}
			return stores.get( name ) as typeof store;
		},
	};
}

/**
 * The page's one registry, on `window.shopwright.data`: created by the `shopwright-data` script
 * (or, in tests, by the first module that asks).
 *
 * @param win The window.
 */
export function pageRegistry( win: Window = window ): PublicRegistry {
	const namespace: Record< string, unknown > =
		Reflect.get( win, 'shopwright' ) ?? {};
	Reflect.set( win, 'shopwright', namespace );
	namespace.data ??= createPublicRegistry( win );
	return namespace.data as PublicRegistry;
}
