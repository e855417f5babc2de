/**
 * Internal dependencies
 */
import {
	countVisit,
	createPopupStorage,
	loadPopupCounters,
	popupKey,
	safeStorage,
	savePopupCounters,
} from '../storage';
import { EMPTY_POPUP_COUNTERS } from '../../../stores/popups/reducer';
import { memoryStore } from './helpers/fixtures';

const isNumber = ( value: unknown ): value is number =>
	typeof value === 'number';

function setup() {
	const local = memoryStore();
	const session = memoryStore();
	let now = 1_000_000;
	const storage = createPopupStorage( local, session, () => now );
	return {
		local,
		session,
		storage,
		advance( ms: number ) {
			now += ms;
		},
	};
}

const live = { editMode: false, preview: null, hasPopups: true };

describe( 'createPopupStorage', () => {
	it( 'reads back what it wrote', () => {
		const { storage, local } = setup();
		storage.write( 'shopwright_popups_x', 3 );
		expect( storage.read( 'shopwright_popups_x', isNumber ) ).toBe( 3 );
		expect(
			JSON.parse( local.data.get( 'shopwright_popups_x' ) ?? '' )
		).toEqual( {
			value: 3,
		} );
	} );

	it( 'treats a value past its lifetime as absent, and removes it', () => {
		const { storage, local, advance } = setup();
		storage.write( 'k', 1, { lifetime: 60 } );
		advance( 59 * 1000 );
		expect( storage.read( 'k', isNumber ) ).toBe( 1 );
		advance( 1000 );
		expect( storage.read( 'k', isNumber ) ).toBeNull();
		expect( local.data.has( 'k' ) ).toBe( false );
	} );

	it( 'keeps session values in the session storage', () => {
		const { storage, local, session } = setup();
		storage.write( 'k', 1, { session: true } );
		expect( session.data.has( 'k' ) ).toBe( true );
		expect( local.data.has( 'k' ) ).toBe( false );
		expect( storage.read( 'k', isNumber, true ) ).toBe( 1 );
		expect( storage.read( 'k', isNumber ) ).toBeNull();
	} );

	it.each( [
		[ 'not JSON', '{oops' ],
		[ 'a bare value from another script', '7' ],
		[ 'a wrong type', '{"value":"7"}' ],
		[ 'a wrong expiry', '{"value":7,"expires":"never"}' ],
		[ 'no value', '{"expires":99999999999999}' ],
	] )( 'resets %s', ( _, raw ) => {
		const { storage, local } = setup();
		local.data.set( 'k', raw );
		expect( storage.read( 'k', isNumber ) ).toBeNull();
		expect( local.data.has( 'k' ) ).toBe( false );
	} );
} );

describe( 'safeStorage', () => {
	const throwing = (): Storage => {
		throw new DOMException( 'The operation is insecure.', 'SecurityError' );
	};

	it( 'falls back to memory when the storage cannot be reached', () => {
		const store = safeStorage( throwing );
		expect( store.getItem( 'k' ) ).toBeNull();
		store.setItem( 'k', 'v' );
		expect( store.getItem( 'k' ) ).toBe( 'v' );
		store.removeItem( 'k' );
		expect( store.getItem( 'k' ) ).toBeNull();
	} );

	it( 'falls back to memory when writing throws (private mode, quota)', () => {
		const broken = {
			...memoryStore(),
			setItem() {
				throw new DOMException( 'Quota', 'QuotaExceededError' );
			},
		};
		// The probe write fails, so nothing is trusted to the real storage.
		const store = safeStorage( () => broken );
		store.setItem( 'k', 'v' );
		expect( store.getItem( 'k' ) ).toBe( 'v' );
	} );

	it( 'keeps what was written when the storage starts failing mid-page', () => {
		const real = memoryStore();
		let fail = false;
		const flaky = {
			getItem: ( key: string ) => {
				if ( fail ) {
					throw new Error( 'gone' );
				}
				return real.getItem( key );
			},
			setItem: ( key: string, value: string ) =>
				real.setItem( key, value ),
			removeItem: ( key: string ) => real.removeItem( key ),
		};
		const store = safeStorage( () => flaky );
		store.setItem( 'k', 'v' );
		fail = true;
		expect( store.getItem( 'k' ) ).toBe( 'v' );
	} );

	it( 'uses the real storage when it works', () => {
		window.localStorage.clear();
		const store = safeStorage( () => window.localStorage );
		store.setItem( 'k', 'v' );
		expect( window.localStorage.getItem( 'k' ) ).toBe( 'v' );
		window.localStorage.clear();
	} );
} );

describe( 'countVisit', () => {
	it( 'counts each page load, and a session only once', () => {
		const { storage } = setup();
		expect( countVisit( storage, live ) ).toEqual( {
			pageViews: 1,
			sessions: 1,
		} );
		expect( countVisit( storage, live ) ).toEqual( {
			pageViews: 2,
			sessions: 1,
		} );
	} );

	it( 'counts a new session when the session flag is gone', () => {
		const { storage, session } = setup();
		countVisit( storage, live );
		session.data.clear();
		expect( countVisit( storage, live ) ).toEqual( {
			pageViews: 2,
			sessions: 2,
		} );
	} );

	it.each( [
		[ 'in the editor', { ...live, editMode: true } ],
		[ 'in a preview', { ...live, preview: 12 } ],
		[ 'on a site without popups', { ...live, hasPopups: false } ],
	] )( 'counts nothing %s', ( _, config ) => {
		const { storage, session } = setup();
		countVisit( storage, live );
		expect( countVisit( storage, config ) ).toEqual( {
			pageViews: 1,
			sessions: 1,
		} );
		session.data.clear();
		expect( countVisit( storage, config ) ).toEqual( {
			pageViews: 1,
			sessions: 1,
		} );
	} );

	it( 'starts again from a corrupted count', () => {
		const { storage, local } = setup();
		local.data.set( 'shopwright_popups_pageViews', '{"value":-5}' );
		expect( countVisit( storage, live ).pageViews ).toBe( 1 );
	} );
} );

describe( 'popup counters', () => {
	it( 'round-trips under keys prefixed with the popup id', () => {
		const { storage, local, session } = setup();
		const counters = {
			disabled: true,
			timesShown: 4,
			shows: [ 900_000, 950_000 ],
			sessionShows: 2,
			initialPageViews: 3,
			initialSessions: 1,
			impressions: 6,
		};
		savePopupCounters( storage, 42, counters );
		expect( loadPopupCounters( storage, 42 ) ).toEqual( counters );
		expect( loadPopupCounters( storage, 43 ) ).toEqual(
			EMPTY_POPUP_COUNTERS
		);
		const keys = [ ...local.data.keys(), ...session.data.keys() ];
		expect( keys.length ).toBeGreaterThan( 0 );
		for ( const key of keys ) {
			expect( key.startsWith( 'shopwright_popup_42_' ) ).toBe( true );
		}
		expect( session.data.has( popupKey( 42, 'sessionShows' ) ) ).toBe(
			true
		);
	} );

	it( 'resets a wrong-typed counter on its own', () => {
		const { storage, local } = setup();
		savePopupCounters( storage, 7, {
			...EMPTY_POPUP_COUNTERS,
			impressions: 3,
			timesShown: 2,
		} );
		local.data.set( popupKey( 7, 'times' ), '{"value":"lots"}' );
		local.data.set( popupKey( 7, 'disabled' ), '{"value":"yes"}' );
		expect( loadPopupCounters( storage, 7 ) ).toMatchObject( {
			timesShown: 0,
			disabled: false,
			impressions: 3,
		} );
	} );
} );
