/**
 * The state behind a public store: small enough for any bundle that owns a store.
 */

type Listener = () => void;

/**
 * A store over one state object, for the public stores: `set` replaces part of the state and
 * tells the listeners, once per change.
 *
 * @param initial The first state.
 */
export function createState< State extends object >( initial: State ) {
	let state = initial;
	const listeners = new Set< Listener >();
	return {
		get: () => state,
		set( patch: Partial< State > ) {
			const next = { ...state, ...patch };
			if (
				Object.keys( next ).some(
					( key ) =>
						! Object.is(
							Reflect.get( next, key ),
							Reflect.get( state, key )
						)
				)
			) {
				state = next;
				listeners.forEach( ( listener ) => listener() );
			}
		},
		subscribe( listener: Listener ) {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
}
