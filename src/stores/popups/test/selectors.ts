/**
 * Internal dependencies
 */
import {
	EMPTY_POPUP_COUNTERS,
	DEFAULT_STATE,
	type PopupsState,
} from '../reducer';
import {
	getCounters,
	getPoppedPopup,
	getPopup,
	getPopupCounters,
	getPopupStatus,
	getPopups,
	getPreview,
	getUser,
	hasPopped,
	isPopupDisabled,
	isPopupOpen,
} from '../selectors';
import { makePopup } from '../../../frontend/popups/test/helpers/fixtures';

const state: PopupsState = {
	...DEFAULT_STATE,
	popups: [ makePopup( 1 ), makePopup( 2 ) ],
	status: { 1: 'open', 2: 'closing' },
	popped: 1,
	counters: { pageViews: 4, sessions: 2 },
	popupCounters: { 2: { ...EMPTY_POPUP_COUNTERS, disabled: true } },
	user: { loggedIn: true, roles: [ 'customer' ] },
	preview: 2,
};

describe( 'the popups selectors', () => {
	it( 'find popups by id', () => {
		expect( getPopups( state ) ).toHaveLength( 2 );
		expect( getPopup( state, 2 )?.title ).toBe( 'Popup 2' );
		expect( getPopup( state, 3 ) ).toBeUndefined();
	} );

	it( "report each popup's status, idle when unknown", () => {
		expect( getPopupStatus( state, 2 ) ).toBe( 'closing' );
		expect( getPopupStatus( state, 3 ) ).toBe( 'idle' );
		expect( isPopupOpen( state, 1 ) ).toBe( true );
		expect( isPopupOpen( state, 2 ) ).toBe( false );
	} );

	it( 'report whether a trigger popped a popup', () => {
		expect( hasPopped( state ) ).toBe( true );
		expect( getPoppedPopup( state ) ).toBe( 1 );
		expect( hasPopped( DEFAULT_STATE ) ).toBe( false );
	} );

	it( 'give counters, empty ones for a popup never seen', () => {
		expect( getCounters( state ) ).toEqual( { pageViews: 4, sessions: 2 } );
		expect( getPopupCounters( state, 1 ) ).toBe( EMPTY_POPUP_COUNTERS );
		expect( isPopupDisabled( state, 2 ) ).toBe( true );
		expect( isPopupDisabled( state, 1 ) ).toBe( false );
	} );

	it( 'give the user and the previewed popup', () => {
		expect( getUser( state ).roles ).toEqual( [ 'customer' ] );
		expect( getPreview( state ) ).toBe( 2 );
	} );
} );
