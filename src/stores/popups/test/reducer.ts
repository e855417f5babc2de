/**
 * Internal dependencies
 */
import {
	disablePopup,
	initializePopups,
	markPopped,
	observePopups,
	recordImpression,
	recordShow,
	setPopupStatus,
} from '../actions';
import { PERIODS } from '../constants';
import {
	DEFAULT_STATE,
	EMPTY_POPUP_COUNTERS,
	reducer,
	type PopupsState,
} from '../reducer';
import { makePopup } from '../../../frontend/popups/test/helpers/fixtures';

function initialized( overrides: Partial< PopupsState > = {} ): PopupsState {
	return reducer(
		undefined,
		initializePopups( {
			popups: [ makePopup( 1 ), makePopup( 2 ) ],
			user: { loggedIn: false, roles: [] },
			preview: null,
			counters: { pageViews: 5, sessions: 2 },
			popupCounters: {
				1: {
					...EMPTY_POPUP_COUNTERS,
					initialPageViews: 3,
					initialSessions: 1,
				},
			},
			...overrides,
		} )
	);
}

describe( 'the popups reducer', () => {
	it( 'replaces everything on initialize, status and popped included', () => {
		let state = initialized();
		state = reducer( state, setPopupStatus( 1, 'open' ) );
		state = reducer( state, markPopped( 1 ) );
		state = reducer(
			state,
			initializePopups( {
				popups: [],
				user: DEFAULT_STATE.user,
				preview: null,
				counters: { pageViews: 0, sessions: 0 },
				popupCounters: {},
			} )
		);
		expect( state ).toEqual( DEFAULT_STATE );
	} );

	it( 'remembers the first popup that popped', () => {
		let state = reducer( initialized(), markPopped( 2 ) );
		state = reducer( state, markPopped( 1 ) );
		expect( state.popped ).toBe( 2 );
	} );

	it( 'records the counts when a popup is first seen, and keeps them after', () => {
		const state = reducer( initialized(), observePopups() );
		expect( state.popupCounters[ 1 ] ).toMatchObject( {
			initialPageViews: 3,
			initialSessions: 1,
		} );
		expect( state.popupCounters[ 2 ] ).toMatchObject( {
			initialPageViews: 5,
			initialSessions: 2,
		} );
	} );

	it( 'starts again when the stored first count is above the current one', () => {
		const state = reducer(
			initialized( { counters: { pageViews: 1, sessions: 1 } } ),
			observePopups()
		);
		expect( state.popupCounters[ 1 ] ).toMatchObject( {
			initialPageViews: 1,
			initialSessions: 1,
		} );
	} );

	it( 'counts a show in every way the times condition reads it', () => {
		const month = PERIODS.month * 1000;
		const now = 10 * month;
		let state = initialized( {
			popupCounters: {
				1: {
					...EMPTY_POPUP_COUNTERS,
					timesShown: 7,
					shows: [ now - month - 1, now - month + 1 ],
				},
			},
		} );
		state = reducer( state, recordShow( 1, now ) );
		expect( state.popupCounters[ 1 ] ).toMatchObject( {
			timesShown: 8,
			sessionShows: 1,
			// Shows older than the longest period are dropped.
			shows: [ now - month + 1, now ],
		} );
	} );

	it( 'counts impressions and stores the disable flag for one popup only', () => {
		let state = reducer( initialized(), recordImpression( 2 ) );
		state = reducer( state, disablePopup( 2 ) );
		expect( state.popupCounters[ 2 ] ).toMatchObject( {
			impressions: 1,
			disabled: true,
		} );
		expect( state.popupCounters[ 1 ].disabled ).toBe( false );
	} );
} );
