/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	HIDE_EVENT,
	SHOW_EVENT,
	startPopups,
	type PopupsRuntime,
} from '../runtime';
import { createPopupStorage, popupKey, type PopupStorage } from '../storage';
import { store } from '../../../stores/popups';
import type { PopupConfig, PopupsPageConfig } from '../../../types/popups';
import {
	click,
	getRoot,
	makeConfig,
	makePopup,
	memoryStore,
	popupMarkup,
} from './helpers/fixtures';
import { uncaughtErrors } from '../../storefront/test/helpers/uncaught';

const DAY = 86400 * 1000;

let local = memoryStore();
let session = memoryStore();
let storage: PopupStorage;
const runtimes: PopupsRuntime[] = [];

/**
 * One page load: the server's markup for the popups, then the runtime.
 * @param popups
 * @param overrides
 * @param extraMarkup
 */
function load(
	popups: PopupConfig[],
	overrides: Partial< PopupsPageConfig > = {},
	extraMarkup = ''
) {
	runtimes.splice( 0 ).forEach( ( runtime ) => runtime.stop() );
	document.body.innerHTML =
		'<main><a href="/shop" class="promo" id="promo">Sale</a><button class="cta" id="cta">Deal</button>' +
		extraMarkup +
		'</main>' +
		popups.map( ( { id } ) => popupMarkup( id ) ).join( '' );
	const runtime = startPopups( makeConfig( popups, overrides ), {
		storage,
		environment: { referrer: '', viewportWidth: 1280 },
	} );
	runtimes.push( runtime );
	return runtime;
}

const isShown = ( id: number ) => ! getRoot( id ).hidden;
const status = ( id: number ) => select( store ).getPopupStatus( id );
const stored = ( id: number, name: string ) =>
	local.data.get( popupKey( id, name ) );

function link( href: string, inside?: HTMLElement ) {
	const anchor = document.createElement( 'a' );
	anchor.href = href;
	anchor.textContent = 'Link';
	( inside ?? document.body ).appendChild( anchor );
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	anchor.dispatchEvent( event );
	return event;
}

beforeEach( () => {
	jest.useFakeTimers();
	jest.setSystemTime( new Date( '2025-06-15T12:00:00Z' ) );
	local = memoryStore();
	session = memoryStore();
	storage = createPopupStorage( local, session );
} );

afterEach( () => {
	runtimes.splice( 0 ).forEach( ( runtime ) => runtime.stop() );
	jest.useRealTimers();
} );

describe( 'the popup flow', () => {
	it( 'shows a popup when its trigger fires, and runs through its states', () => {
		load( [ makePopup( 1, { triggers: { page_load: { delay: 2 } } } ) ] );
		expect( status( 1 ) ).toBe( 'armed' );
		expect( isShown( 1 ) ).toBe( false );
		jest.advanceTimersByTime( 2000 );
		expect( isShown( 1 ) ).toBe( true );
		expect( status( 1 ) ).toBe( 'open' );
		expect( select( store ).hasPopped() ).toBe( true );

		click( getRoot( 1 ).querySelector( '.shopwright-popup__close' ) );
		expect( status( 1 ) ).toBe( 'closed' );
	} );

	it( 'lets the first trigger destroy the others: once per load', () => {
		load( [
			makePopup( 1, {
				triggers: { page_load: { delay: 5 }, click: { times: 1 } },
			} ),
		] );
		click( document.getElementById( 'cta' ) );
		expect( isShown( 1 ) ).toBe( true );
		click( getRoot( 1 ).querySelector( '.shopwright-popup__close' ) );
		jest.advanceTimersByTime( 10000 );
		click( document.getElementById( 'cta' ) );
		expect( isShown( 1 ) ).toBe( false );
	} );

	it( 'never shows a popup with no trigger by itself', () => {
		load( [ makePopup( 1 ) ] );
		jest.advanceTimersByTime( 60000 );
		expect( isShown( 1 ) ).toBe( false );
		expect( status( 1 ) ).toBe( 'idle' );
	} );

	it( 'does not arm a popup whose timing fails', () => {
		load( [
			makePopup( 1, {
				timing: { devices: { devices: [ 'mobile' ] } },
				triggers: { page_load: { delay: 0 } },
			} ),
		] );
		jest.advanceTimersByTime( 1000 );
		expect( isShown( 1 ) ).toBe( false );
		expect( status( 1 ) ).toBe( 'idle' );
	} );

	it( 'shows on the Nth page view since the popup was first seen', () => {
		const popup = makePopup( 1, {
			timing: { page_views: { views: 3 } },
			triggers: { page_load: { delay: 0 } },
		} );
		// Page views before the popup existed do not count.
		load( [] );
		load( [] );
		for ( const expected of [ false, false, true ] ) {
			load( [ popup ] );
			jest.advanceTimersByTime( 0 );
			expect( isShown( 1 ) ).toBe( expected );
		}
	} );

	it( 'shows in the Nth session since the popup was first seen', () => {
		const popup = makePopup( 1, {
			timing: { sessions: { sessions: 2 } },
			triggers: { page_load: { delay: 0 } },
		} );
		load( [ popup ] );
		load( [ popup ] );
		jest.advanceTimersByTime( 0 );
		expect( isShown( 1 ) ).toBe( false );
		session.data.clear();
		load( [ popup ] );
		jest.advanceTimersByTime( 0 );
		expect( isShown( 1 ) ).toBe( true );
	} );

	it( 'ignores popups without their element, and elements without config', () => {
		document.body.innerHTML = popupMarkup( 9 );
		const runtime = startPopups(
			makeConfig( [
				makePopup( 1, { triggers: { page_load: { delay: 0 } } } ),
			] ),
			{ storage }
		);
		runtimes.push( runtime );
		jest.advanceTimersByTime( 0 );
		expect( getRoot( 9 ).hidden ).toBe( true );
		expect( select( store ).getPopups() ).toEqual( [] );
		runtime.open( 1 );
		runtime.open( 9 );
		expect( getRoot( 9 ).hidden ).toBe( true );
	} );

	it( 'tells the page when a popup shows and hides', () => {
		const shown = jest.fn();
		const hidden = jest.fn();
		document.addEventListener( SHOW_EVENT, shown );
		document.addEventListener( HIDE_EVENT, hidden );
		const runtime = load( [ makePopup( 4 ) ] );
		runtime.open( 4 );
		runtime.close( 4 );
		const detail = ( mock: jest.Mock ) =>
			mock.mock.calls[ 0 ][ 0 ] instanceof CustomEvent
				? mock.mock.calls[ 0 ][ 0 ].detail
				: null;
		expect( detail( shown ) ).toEqual( { id: 4 } );
		expect( detail( hidden ) ).toEqual( { id: 4 } );
		document.removeEventListener( SHOW_EVENT, shown );
		document.removeEventListener( HIDE_EVENT, hidden );
	} );
} );

describe( 'avoid_multiple_popups', () => {
	const popups = [
		makePopup( 1, { triggers: { page_load: { delay: 1 } } } ),
		makePopup( 2, {
			avoid_multiple_popups: true,
			triggers: { page_load: { delay: 2 } },
		} ),
		makePopup( 3, { triggers: { page_load: { delay: 3 } } } ),
	];

	it( 'keeps a popup back once another one popped by a trigger', () => {
		load( popups );
		jest.advanceTimersByTime( 3000 );
		expect( isShown( 1 ) ).toBe( true );
		expect( isShown( 2 ) ).toBe( false );
		// Popups that do not avoid others still show.
		expect( isShown( 3 ) ).toBe( true );
	} );

	it( 'is not blocked by a popup opened through a link', () => {
		load( [ makePopup( 1 ), popups[ 1 ] ] );
		link( '#popup:open:1' );
		jest.advanceTimersByTime( 2000 );
		expect( isShown( 2 ) ).toBe( true );
	} );
} );

describe( 'the disable flag', () => {
	const popup = makePopup( 1, { triggers: { page_load: { delay: 0 } } } );

	it( 'is stored by a "don\'t show again" link and stops the triggers on later loads', () => {
		load( [ popup ] );
		jest.advanceTimersByTime( 0 );
		link( '#popup:close:dont-show-again', getRoot( 1 ) );
		expect( isShown( 1 ) ).toBe( false );
		expect( stored( 1, 'disabled' ) ).toBe( '{"value":true}' );

		load( [ popup ] );
		jest.advanceTimersByTime( 1000 );
		expect( isShown( 1 ) ).toBe( false );
		// A link still opens it.
		link( '#popup:open:1' );
		expect( isShown( 1 ) ).toBe( true );
	} );

	it( 'is ignored in a preview, which shows the popup at once and counts nothing', () => {
		local.data.set( popupKey( 1, 'disabled' ), '{"value":true}' );
		load(
			[
				popup,
				makePopup( 2, { triggers: { page_load: { delay: 0 } } } ),
			],
			{
				preview: 1,
			}
		);
		expect( isShown( 1 ) ).toBe( true );
		jest.advanceTimersByTime( 1000 );
		expect( isShown( 2 ) ).toBe( false );
		expect( [ ...local.data.keys() ] ).toEqual( [
			popupKey( 1, 'disabled' ),
		] );
		expect( session.data.size ).toBe( 0 );
	} );
} );

describe( 'editMode', () => {
	it( 'does nothing: no counting, no showing, no hiding', () => {
		document.body.innerHTML = popupMarkup( 1 );
		getRoot( 1 ).hidden = false;
		const runtime = startPopups(
			makeConfig(
				[ makePopup( 1, { triggers: { page_load: { delay: 0 } } } ) ],
				{ editMode: true }
			),
			{ storage }
		);
		jest.advanceTimersByTime( 1000 );
		link( '#popup:close', getRoot( 1 ) );
		expect( isShown( 1 ) ).toBe( true );
		expect( local.data.size ).toBe( 0 );
		runtime.stop();
	} );
} );

describe( 'times', () => {
	const limited = (
		count: '' | 'open' | 'close',
		period: '' | 'session' | 'day'
	) =>
		makePopup( 1, {
			timing: {
				times: {
					times_count: count,
					times_period: period,
					times_times: 1,
				},
			},
			triggers: { page_load: { delay: 0 } },
		} );

	function shownOnLoad( popup: PopupConfig ) {
		load( [ popup ] );
		jest.advanceTimersByTime( 0 );
		return isShown( popup.id );
	}

	it( 'counts on open: a popup left open still counts', () => {
		const popup = limited( 'open', '' );
		expect( shownOnLoad( popup ) ).toBe( true );
		expect( shownOnLoad( popup ) ).toBe( false );
	} );

	it( 'counts on close by default: a popup never closed does not count', () => {
		const popup = limited( '', '' );
		expect( shownOnLoad( popup ) ).toBe( true );
		expect( shownOnLoad( popup ) ).toBe( true );
		click( getRoot( 1 ).querySelector( '.shopwright-popup__close' ) );
		expect( shownOnLoad( popup ) ).toBe( false );
	} );

	it( 'limits shows per day', () => {
		const popup = limited( 'open', 'day' );
		expect( shownOnLoad( popup ) ).toBe( true );
		jest.advanceTimersByTime( DAY - 1000 );
		expect( shownOnLoad( popup ) ).toBe( false );
		jest.advanceTimersByTime( 1000 );
		expect( shownOnLoad( popup ) ).toBe( true );
	} );

	it( 'limits shows per session', () => {
		const popup = limited( 'close', 'session' );
		shownOnLoad( popup );
		runtimes[ 0 ].close( 1 );
		expect( shownOnLoad( popup ) ).toBe( false );
		session.data.clear();
		expect( shownOnLoad( popup ) ).toBe( true );
	} );

	it( 'counts an impression on every show, however it was opened', () => {
		const runtime = load( [ limited( 'open', '' ) ] );
		jest.advanceTimersByTime( 0 );
		runtime.close( 1 );
		link( '#popup:open:1' );
		expect( select( store ).getPopupCounters( 1 ).impressions ).toBe( 2 );
		expect( stored( 1, 'impressions' ) ).toBe( '{"value":2}' );
	} );
} );

describe( 'link actions', () => {
	it( 'opens a popup and keeps the link from navigating', () => {
		load( [ makePopup( 1 ), makePopup( 2 ) ] );
		const event = link( '#popup:open:2' );
		expect( event.defaultPrevented ).toBe( true );
		expect( isShown( 2 ) ).toBe( true );
		expect( isShown( 1 ) ).toBe( false );
	} );

	it( 'toggles a popup', () => {
		load( [ makePopup( 1 ) ] );
		link( '#popup:open:1:toggle' );
		expect( isShown( 1 ) ).toBe( true );
		link( '#popup:open:1:toggle' );
		expect( isShown( 1 ) ).toBe( false );
	} );

	it( 'closes the popup that contains the link', () => {
		load( [ makePopup( 1 ), makePopup( 2 ) ] );
		link( '#popup:open:1' );
		link( '#popup:open:2' );
		link( '#popup:close', getRoot( 1 ) );
		expect( isShown( 1 ) ).toBe( false );
		expect( isShown( 2 ) ).toBe( true );
	} );

	it( 'ignores unknown ids and links outside popups', () => {
		load( [ makePopup( 1 ) ] );
		expect(
			uncaughtErrors( () => {
				link( '#popup:open:99' );
				link( '#popup:close' );
				link( '#popup:open:abc' );
			} )
		).toEqual( [] );
		expect( isShown( 1 ) ).toBe( false );
	} );
} );

describe( 'open_selector', () => {
	it( 'opens the popup on a click on a matching element, or inside one', () => {
		load(
			[ makePopup( 1, { open_selector: '.cta, .banner' } ) ],
			{},
			'<div class="banner"><span id="inner">Win</span></div>'
		);
		click( document.getElementById( 'inner' ) );
		expect( isShown( 1 ) ).toBe( true );
	} );

	it( 'keeps a matching link from navigating', () => {
		load( [ makePopup( 1, { open_selector: '.promo' } ) ] );
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		document.getElementById( 'promo' )?.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		expect( isShown( 1 ) ).toBe( true );
	} );

	it( 'ignores an invalid selector', () => {
		load( [
			makePopup( 1, { open_selector: 'a[[' } ),
			makePopup( 2, { open_selector: '#cta' } ),
		] );
		expect(
			uncaughtErrors( () => click( document.getElementById( 'cta' ) ) )
		).toEqual( [] );
		expect( isShown( 1 ) ).toBe( false );
		expect( isShown( 2 ) ).toBe( true );
	} );

	it( 'stops listening when the runtime stops', () => {
		const runtime = load( [ makePopup( 1, { open_selector: '#cta' } ) ] );
		runtime.stop();
		click( document.getElementById( 'cta' ) );
		expect( isShown( 1 ) ).toBe( false );
	} );
} );
