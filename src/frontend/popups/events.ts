/**
 * What shoppers do with popups, counted for the site's owners: shown, closed
 * and clicked through. Counts wait in session storage and leave together in
 * one small beacon when the page is hidden (a link followed, a tab switched,
 * the window closed), so the server gets at most one request per page view,
 * and counts a page could not send go with the next page's. Nothing names
 * the shopper: a popup id, an event and a count.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import type { PopupStorage } from './storage';

export type PopupEvent = 'shown' | 'closed' | 'clicked';

/** What the server takes in one batch (PopupStatsController::MAX_EVENTS). */
export const MAX_EVENTS = 20;
/** What it counts of one popup's event in one batch (MAX_COUNT). */
export const MAX_COUNT = 3;

export const EVENTS_KEY = 'shopwright_popups_events';

/** Controls whose click counts as a click through, in a popup's content. */
const CLICK_THROUGH =
	'a[href], button, input[type="submit"], input[type="image"]';

/** `<popup id>:<event>` → count. */
type Batch = Record< string, number >;

/** Sends a batch without holding up the page; false when the browser refused it. */
export type SendBatch = ( url: string, body: URLSearchParams ) => boolean;

export type EventQueue = {
	record: ( id: number, event: PopupEvent ) => void;
	/** Sends what waits, if anything; called when the page is hidden. */
	flush: () => void;
	stop: () => void;
};

const isBatch = ( value: unknown ): value is Batch =>
	isRecord( value ) &&
	Object.values( value ).every(
		( count ) =>
			typeof count === 'number' && Number.isInteger( count ) && count > 0
	);

function beacon( url: string, body: URLSearchParams ): boolean {
	return (
		typeof navigator.sendBeacon === 'function' &&
		navigator.sendBeacon( url, body )
	);
}

/**
 * The popup whose content holds a clicked link or button, or null.
 *
 * @param target The clicked element.
 */
export function clickedThrough( target: Element ): number | null {
	const content = target.closest( '.shopwright-popup__content' );
	const control = target.closest( CLICK_THROUGH );
	const id = Number(
		content?.closest( '.shopwright-popup' )?.getAttribute( 'data-popup-id' )
	);
	return content && control && content.contains( control ) && id > 0
		? id
		: null;
}

/**
 * Starts counting. Counts beyond what the server takes in one batch are
 * dropped rather than sent to be refused.
 *
 * @param url     The events route.
 * @param storage Where the batch waits (session storage).
 * @param send    How it leaves: navigator.sendBeacon by default.
 */
export function createEventQueue(
	url: string,
	storage: PopupStorage,
	send: SendBatch = beacon
): EventQueue {
	const read = () => storage.read( EVENTS_KEY, isBatch, true ) ?? {};

	function flush() {
		const entries = Object.entries( read() );
		const body = new URLSearchParams();
		entries.forEach( ( [ key, count ], index ) => {
			const [ popup, event ] = key.split( ':' );
			body.append( `events[${ index }][popup]`, popup );
			body.append( `events[${ index }][event]`, event );
			body.append( `events[${ index }][count]`, String( count ) );
		} );
		if ( entries.length > 0 && send( url, body ) ) {
			storage.write( EVENTS_KEY, {}, { session: true } );
		}
	}

	const onVisibilityChange = () => {
		if ( document.visibilityState === 'hidden' ) {
			flush();
		}
	};
	document.addEventListener( 'visibilitychange', onVisibilityChange );
	window.addEventListener( 'pagehide', flush );

	return {
		record( id, event ) {
			const batch = read();
			const key = `${ id }:${ event }`;
			if (
				batch[ key ] === undefined &&
				Object.keys( batch ).length >= MAX_EVENTS
			) {
				return;
			}
			batch[ key ] = Math.min( MAX_COUNT, ( batch[ key ] ?? 0 ) + 1 );
			storage.write( EVENTS_KEY, batch, { session: true } );
		},
		flush,
		stop() {
			document.removeEventListener(
				'visibilitychange',
				onVisibilityChange
			);
			window.removeEventListener( 'pagehide', flush );
		},
	};
}
