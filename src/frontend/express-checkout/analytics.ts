/**
 * What the wallet buttons tell the shop about themselves: that they were shown (a wallet was
 * available) and that one was clicked, with which wallet and on which page. Nothing else leaves:
 * the payload is built from fixed lists, never from the sheet, the cart or the shopper, and a
 * burst of the same event within DEBOUNCE ms is sent once. Every report is sent so that it
 * outlives the page, since a confirm leaves the page for the order-received one within a second
 * or two of the click. A failed report never touches the payment.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';

export const DEBOUNCE = 1000;

export const BUTTON_EVENTS = [ 'buttons_shown', 'button_clicked' ] as const;
export const WALLETS = [ 'apple_pay', 'google_pay' ] as const;
export const EVENT_PAGES = [
	'product',
	'cart',
	'checkout',
	'pay_for_order',
] as const;
export const EVENT_UIS = [ 'block', 'classic' ] as const;

export type ButtonEvent = ( typeof BUTTON_EVENTS )[ number ];
export type Wallet = ( typeof WALLETS )[ number ];
export type EventPage = ( typeof EVENT_PAGES )[ number ];
export type EventUi = ( typeof EVENT_UIS )[ number ];

/** What the server puts in the container's configuration for reporting. */
export interface AnalyticsConfig {
	url: string;
	nonce: string;
	page: EventPage;
	ui: EventUi;
}

/** Exactly what one report sends. */
export interface EventPayload {
	event: ButtonEvent;
	wallet: Wallet;
	page: EventPage;
	ui: EventUi;
}

/** Reports one event of the buttons on this container's page. */
export type Report = ( event: ButtonEvent, wallet: string ) => void;

/** A report function that can also send what is waiting at once, as the page is left. */
export type Reporter = Report & { flush: () => void };

const isOneOf = < T extends string >(
	list: readonly T[],
	value: unknown
): value is T =>
	typeof value === 'string' &&
	( list as readonly string[] ).includes( value );

/**
 * The reporting configuration, or null when it is missing or not one the route would take.
 *
 * @param value The configuration's analytics entry.
 */
export function readAnalytics( value: unknown ): AnalyticsConfig | null {
	if (
		! isRecord( value ) ||
		typeof value.url !== 'string' ||
		value.url === '' ||
		typeof value.nonce !== 'string' ||
		! isOneOf( EVENT_PAGES, value.page ) ||
		! isOneOf( EVENT_UIS, value.ui )
	) {
		return null;
	}
	return {
		url: value.url,
		nonce: value.nonce,
		page: value.page,
		ui: value.ui,
	};
}

/**
 * The payload of one event: only allow-listed names and values; null for anything else.
 *
 * @param event  The event.
 * @param wallet The wallet, as Stripe names it.
 * @param config Where the buttons are.
 */
export function eventPayload(
	event: string,
	wallet: unknown,
	config: Pick< AnalyticsConfig, 'page' | 'ui' >
): EventPayload | null {
	if ( ! isOneOf( BUTTON_EVENTS, event ) || ! isOneOf( WALLETS, wallet ) ) {
		return null;
	}
	return { event, wallet, page: config.page, ui: config.ui };
}

export interface ReporterDeps {
	/** Sends one payload. */
	send: ( payload: EventPayload ) => Promise< unknown >;
	setTimeout: ( callback: () => void, ms: number ) => number;
	clearTimeout: ( id: number ) => void;
}

/**
 * A report function whose identical events, within DEBOUNCE ms of each other, become one send
 * once the burst is over; flush() sends the waiting ones at once (the page is being left: a
 * wallet's confirm leads to the order-received page).
 *
 * @param config Where the buttons are.
 * @param deps   How a payload leaves, and timers.
 */
export function createReporter(
	config: Pick< AnalyticsConfig, 'page' | 'ui' >,
	deps: ReporterDeps
): Reporter {
	const pending = new Map<
		string,
		{ timer: number; payload: EventPayload }
	>();
	const send = ( key: string ) => {
		const waiting = pending.get( key );
		if ( waiting ) {
			pending.delete( key );
			deps.send( waiting.payload ).catch( () => undefined );
		}
	};
	const report: Report = ( event, wallet ) => {
		const payload = eventPayload( event, wallet, config );
		if ( ! payload ) {
			return;
		}
		const key = `${ payload.event }|${ payload.wallet }`;
		const waiting = pending.get( key );
		if ( waiting ) {
			deps.clearTimeout( waiting.timer );
		}
		pending.set( key, {
			payload,
			timer: deps.setTimeout( () => send( key ), DEBOUNCE ),
		} );
	};
	return Object.assign( report, {
		flush: () =>
			Array.from( pending.entries() ).forEach( ( [ key, waiting ] ) => {
				deps.clearTimeout( waiting.timer );
				send( key );
			} ),
	} );
}

/**
 * Sends a payload to the events route with the page's REST nonce, through the same `fetch` the
 * buttons' Store API calls use (WordPress's api-fetch would more than double this script, which
 * loads without any of WordPress's scripts beside it); rejects on an answer that is not 2xx.
 *
 * Every report is a keepalive request, not only those sent as the page is left: the browser
 * cancels a page's ordinary requests when it leaves the page, and a report whose wait ended just
 * before a confirm's redirect would otherwise be cancelled on its way and, if the shop had not
 * received it yet, never counted. The answer is read to its end, which is when the browser
 * counts a keepalive request as done (it allows only a little of them in flight at once).
 *
 * @param config  The route and nonce.
 * @param payload The event.
 */
export async function sendEvent(
	config: Pick< AnalyticsConfig, 'url' | 'nonce' >,
	payload: EventPayload
): Promise< void > {
	const response = await window.fetch( config.url, {
		method: 'POST',
		credentials: 'same-origin',
		headers: {
			'Content-Type': 'application/json',
			'X-WP-Nonce': config.nonce,
		},
		body: JSON.stringify( payload ),
		keepalive: true,
	} );
	await response.text();
	if ( ! response.ok ) {
		throw new Error( `The events route answered ${ response.status }.` );
	}
}

/**
 * The report function of a container, or one that does nothing when the server gave no
 * configuration (an older page in a cache, or reporting unavailable).
 *
 * @param value  The configuration's analytics entry.
 * @param timers The page's timers.
 */
export function reporterFor(
	value: unknown,
	timers: Pick< ReporterDeps, 'setTimeout' | 'clearTimeout' >
): Reporter {
	const config = readAnalytics( value );
	if ( ! config ) {
		return Object.assign( () => undefined, { flush: () => undefined } );
	}
	return createReporter( config, {
		...timers,
		send: ( payload ) => sendEvent( config, payload ),
	} );
}
