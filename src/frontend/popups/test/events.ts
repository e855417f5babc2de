/**
 * Internal dependencies
 */
import {
	EVENTS_KEY,
	MAX_COUNT,
	MAX_EVENTS,
	createEventQueue,
	type EventQueue,
} from '../events';
import { startPopups, type PopupsRuntime } from '../runtime';
import { createPopupStorage, type PopupStorage } from '../storage';
import {
	click,
	getRoot,
	makeConfig,
	makePopup,
	memoryStore,
	popupMarkup,
} from './helpers/fixtures';

const URL = 'https://shop.example/wp-json/shopwright/v1/popup-events';

let session = memoryStore();
let storage: PopupStorage;
let sent: Array< Record< string, string > >;
let accept: boolean;
const stops: Array< EventQueue | PopupsRuntime > = [];

function send( url: string, body: URLSearchParams ): boolean {
	expect( url ).toBe( URL );
	sent.push( Object.fromEntries( body ) );
	return accept;
}

function queue(): EventQueue {
	const created = createEventQueue( URL, storage, send );
	stops.push( created );
	return created;
}

function setVisibility( state: DocumentVisibilityState ) {
	Object.defineProperty( document, 'visibilityState', {
		configurable: true,
		get: () => state,
	} );
	document.dispatchEvent( new Event( 'visibilitychange' ) );
}

const hidePage = () => window.dispatchEvent( new Event( 'pagehide' ) );

beforeEach( () => {
	session = memoryStore();
	storage = createPopupStorage( memoryStore(), session );
	sent = [];
	accept = true;
} );

afterEach( () => {
	stops.splice( 0 ).forEach( ( stoppable ) => stoppable.stop() );
	setVisibility( 'visible' );
} );

describe( 'the batch of popup events', () => {
	it( 'gathers the page’s events and sends them in one request when the page is hidden', () => {
		const events = queue();
		events.record( 7, 'shown' );
		events.record( 7, 'closed' );
		events.record( 7, 'shown' );
		events.record( 9, 'clicked' );
		expect( sent ).toEqual( [] );

		hidePage();
		expect( sent ).toEqual( [
			{
				'events[0][popup]': '7',
				'events[0][event]': 'shown',
				'events[0][count]': '2',
				'events[1][popup]': '7',
				'events[1][event]': 'closed',
				'events[1][count]': '1',
				'events[2][popup]': '9',
				'events[2][event]': 'clicked',
				'events[2][count]': '1',
			},
		] );

		hidePage();
		expect( sent ).toHaveLength( 1 );
	} );

	it( 'sends when the tab is hidden, not when it comes back', () => {
		const events = queue();
		events.record( 7, 'shown' );
		setVisibility( 'visible' );
		expect( sent ).toEqual( [] );
		setVisibility( 'hidden' );
		expect( sent ).toHaveLength( 1 );
	} );

	it( 'sends nothing when nothing happened', () => {
		queue();
		hidePage();
		setVisibility( 'hidden' );
		expect( sent ).toEqual( [] );
	} );

	it( 'keeps a batch the browser refused, and the next page sends it with its own', () => {
		accept = false;
		queue().record( 7, 'shown' );
		hidePage();
		expect( sent ).toHaveLength( 1 );

		// The next page of the session: a new queue on the same session storage.
		stops.splice( 0 ).forEach( ( stoppable ) => stoppable.stop() );
		accept = true;
		const next = queue();
		next.record( 7, 'shown' );
		next.record( 7, 'clicked' );
		hidePage();
		expect( sent[ 1 ] ).toEqual( {
			'events[0][popup]': '7',
			'events[0][event]': 'shown',
			'events[0][count]': '2',
			'events[1][popup]': '7',
			'events[1][event]': 'clicked',
			'events[1][count]': '1',
		} );
		expect( JSON.parse( session.data.get( EVENTS_KEY ) ?? '' ) ).toEqual( {
			value: {},
		} );
	} );

	it( 'stays within what the server accepts in one batch', () => {
		const events = queue();
		for ( let i = 0; i < MAX_COUNT + 4; i++ ) {
			events.record( 1, 'shown' );
		}
		for ( let id = 2; id < MAX_EVENTS + 5; id++ ) {
			events.record( id, 'shown' );
		}
		hidePage();
		const body = sent[ 0 ];
		expect( body[ 'events[0][count]' ] ).toBe( String( MAX_COUNT ) );
		expect( Object.keys( body ) ).toHaveLength( MAX_EVENTS * 3 );
	} );

	it( 'starts again from a corrupted batch', () => {
		session.data.set( EVENTS_KEY, '{"value":{"7:shown":"many"}}' );
		const events = queue();
		events.record( 7, 'closed' );
		hidePage();
		expect( sent ).toEqual( [
			{
				'events[0][popup]': '7',
				'events[0][event]': 'closed',
				'events[0][count]': '1',
			},
		] );
	} );
} );

describe( 'what the runtime counts', () => {
	function load( eventsUrl: string | null, preview: number | null = null ) {
		document.body.innerHTML = popupMarkup(
			3,
			'<p>Ten percent off.</p><a href="#shop" class="offer">Shop now</a><a href="#popup:close">No thanks</a>'
		);
		const runtime = startPopups(
			makeConfig( [ makePopup( 3 ) ], { eventsUrl, preview } ),
			{ storage, sendEvents: send }
		);
		stops.push( runtime );
		return runtime;
	}
	const offer = () => getRoot( 3 ).querySelector( '.offer' );

	it( 'counts shown, closed and one click through per opening', () => {
		const runtime = load( URL );
		runtime.open( 3 );
		click( offer() );
		click( offer() );
		click( getRoot( 3 ).querySelector( '.shopwright-popup__close' ) );
		runtime.open( 3 );
		click( getRoot( 3 ).querySelector( 'a[href="#popup:close"]' ) );
		click( offer() );
		hidePage();
		expect( sent ).toEqual( [
			{
				'events[0][popup]': '3',
				'events[0][event]': 'shown',
				'events[0][count]': '2',
				'events[1][popup]': '3',
				'events[1][event]': 'clicked',
				'events[1][count]': '1',
				'events[2][popup]': '3',
				'events[2][event]': 'closed',
				'events[2][count]': '2',
			},
		] );
	} );

	it( 'counts nothing in a preview', () => {
		const runtime = load( URL, 3 );
		click( offer() );
		runtime.close( 3 );
		hidePage();
		expect( sent ).toEqual( [] );
	} );

	it( 'counts nothing without a route', () => {
		const runtime = load( null );
		runtime.open( 3 );
		hidePage();
		expect( sent ).toEqual( [] );
	} );
} );
