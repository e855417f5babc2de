/**
 * The popup counters, kept in the browser. Values are stored as JSON
 * `{ value, expires? }`; anything else found under our keys is reset. When
 * the browser refuses storage (private modes, disabled cookies), the counters
 * live in memory for the page load instead of breaking it.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import type { PopupsPageConfig } from '../../types/popups';
import { PERIODS } from '../../stores/popups/constants';
import type {
	GlobalCounters,
	PopupCounters,
} from '../../stores/popups/reducer';

export type KeyValueStore = Pick<
	Storage,
	'getItem' | 'setItem' | 'removeItem'
>;

type Guard< T > = ( value: unknown ) => value is T;

export type WriteOptions = {
	session?: boolean;
	/** Seconds after which the value is treated as absent. */
	lifetime?: number;
};

export type PopupStorage = {
	read: < T >(
		key: string,
		guard: Guard< T >,
		session?: boolean
	) => T | null;
	write: ( key: string, value: unknown, options?: WriteOptions ) => void;
};

export const GLOBAL_PREFIX = 'shopwright_popups_';

export function popupKey( id: number, name: string ): string {
	return `shopwright_popup_${ id }_${ name }`;
}

const PAGE_VIEWS = `${ GLOBAL_PREFIX }pageViews`;
const SESSIONS = `${ GLOBAL_PREFIX }sessions`;
const ACTIVE_SESSION = `${ GLOBAL_PREFIX }activeSession`;

/**
 * A storage that never throws. Every write is mirrored in memory, so when the
 * real storage fails the rest of the page load still sees what was written.
 *
 * @param get Returns the browser storage; may throw (Safari, sandboxed frames).
 */
export function safeStorage( get: () => KeyValueStore ): KeyValueStore {
	const memory = new Map< string, string >();
	let storage: KeyValueStore | null = null;
	try {
		storage = get();
		storage.setItem( `${ GLOBAL_PREFIX }probe`, '1' );
		storage.removeItem( `${ GLOBAL_PREFIX }probe` );
	} catch {
		storage = null;
	}
	function attempt< T >(
		run: ( store: KeyValueStore ) => T,
		fallback: T
	): T {
		try {
			return storage ? run( storage ) : fallback;
		} catch {
			storage = null;
			return fallback;
		}
	}
	return {
		getItem: ( key ) =>
			attempt(
				( store ) => store.getItem( key ),
				memory.get( key ) ?? null
			),
		setItem( key, value ) {
			memory.set( key, value );
			attempt( ( store ) => store.setItem( key, value ), undefined );
		},
		removeItem( key ) {
			memory.delete( key );
			attempt( ( store ) => store.removeItem( key ), undefined );
		},
	};
}

export function createPopupStorage(
	local: KeyValueStore,
	session: KeyValueStore,
	now: () => number = Date.now
): PopupStorage {
	return {
		read( key, guard, inSession = false ) {
			const store = inSession ? session : local;
			let entry: unknown;
			try {
				entry = JSON.parse( store.getItem( key ) ?? 'null' );
			} catch {
				entry = undefined;
			}
			if (
				isRecord( entry ) &&
				guard( entry.value ) &&
				( entry.expires === undefined ||
					( typeof entry.expires === 'number' &&
						entry.expires > now() ) )
			) {
				return entry.value;
			}
			if ( entry !== null ) {
				// Corrupted, foreign, wrong-typed or expired: start again.
				store.removeItem( key );
			}
			return null;
		},
		write( key, value, { session: inSession, lifetime } = {} ) {
			( inSession ? session : local ).setItem(
				key,
				JSON.stringify(
					lifetime === undefined
						? { value }
						: { value, expires: now() + lifetime * 1000 }
				)
			);
		},
	};
}

export function createDefaultStorage(): PopupStorage {
	return createPopupStorage(
		safeStorage( () => window.localStorage ),
		safeStorage( () => window.sessionStorage )
	);
}

const isCount = ( value: unknown ): value is number =>
	Number.isInteger( value ) && typeof value === 'number' && value >= 0;

const isTrue = ( value: unknown ): value is true => value === true;

const isTimes = ( value: unknown ): value is number[] =>
	Array.isArray( value ) &&
	value.every( ( time ) => typeof time === 'number' && time > 0 );

/**
 * Reads the page-view and session counts, first counting this page load (and
 * the session, if it is new) unless this is the editor, a preview or a site
 * without popups. Call once per page load.
 *
 * @param storage Where the counters are kept.
 * @param config  The page's config.
 */
export function countVisit(
	storage: PopupStorage,
	config: Pick< PopupsPageConfig, 'editMode' | 'preview' | 'hasPopups' >
): GlobalCounters {
	const counters = {
		pageViews: storage.read( PAGE_VIEWS, isCount ) ?? 0,
		sessions: storage.read( SESSIONS, isCount ) ?? 0,
	};
	if ( config.editMode || config.preview !== null || ! config.hasPopups ) {
		return counters;
	}
	counters.pageViews++;
	storage.write( PAGE_VIEWS, counters.pageViews );
	if ( ! storage.read( ACTIVE_SESSION, isTrue, true ) ) {
		counters.sessions++;
		storage.write( SESSIONS, counters.sessions );
		storage.write( ACTIVE_SESSION, true, { session: true } );
	}
	return counters;
}

export function loadPopupCounters(
	storage: PopupStorage,
	id: number
): PopupCounters {
	const read = < T >( name: string, guard: Guard< T >, session = false ) =>
		storage.read( popupKey( id, name ), guard, session );
	return {
		disabled: read( 'disabled', isTrue ) ?? false,
		timesShown: read( 'times', isCount ) ?? 0,
		shows: read( 'shows', isTimes ) ?? [],
		sessionShows: read( 'sessionShows', isCount, true ) ?? 0,
		initialPageViews: read( 'initialPageViews', isCount ),
		initialSessions: read( 'initialSessions', isCount ),
		impressions: read( 'impressions', isCount ) ?? 0,
	};
}

export function savePopupCounters(
	storage: PopupStorage,
	id: number,
	counters: PopupCounters
): void {
	const write = ( name: string, value: unknown, options?: WriteOptions ) =>
		storage.write( popupKey( id, name ), value, options );
	if ( counters.disabled ) {
		write( 'disabled', true );
	}
	write( 'times', counters.timesShown );
	// The list is pruned as it grows; the lifetime drops it once it is all stale.
	write( 'shows', counters.shows, { lifetime: PERIODS.month } );
	write( 'sessionShows', counters.sessionShows, { session: true } );
	if ( counters.initialPageViews !== null ) {
		write( 'initialPageViews', counters.initialPageViews );
	}
	if ( counters.initialSessions !== null ) {
		write( 'initialSessions', counters.initialSessions );
	}
	write( 'impressions', counters.impressions );
}
