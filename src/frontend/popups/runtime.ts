/**
 * The popup flow on a storefront page: count the visit, check each popup's
 * timing conditions, arm its triggers, show it when one fires, and answer
 * open_selector clicks and popup links.
 */

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { PopupConfig, PopupsPageConfig } from '../../types/popups';
import { store } from '../../stores/popups';
import { checkTiming, type Environment } from './conditions';
import { createDialog, type Dialog } from './dialog';
import { clickedThrough, createEventQueue, type SendBatch } from './events';
import {
	countVisit,
	createDefaultStorage,
	loadPopupCounters,
	savePopupCounters,
	type PopupStorage,
} from './storage';
import { armTriggers, createTriggers } from './triggers';

export const SHOW_EVENT = 'shopwright:popup:show';
export const HIDE_EVENT = 'shopwright:popup:hide';

export type PageEnvironment = Omit<
	Environment,
	'counters' | 'popup' | 'user'
>;

export type RuntimeOptions = {
	storage?: PopupStorage;
	/** Replaces parts of what is read from the browser (for tests). */
	environment?: Partial< PageEnvironment >;
	/** How batches of shown, closed and clicked counts leave (for tests). */
	sendEvents?: SendBatch;
};

export type PopupsRuntime = {
	open: ( id: number ) => void;
	close: ( id: number ) => void;
	/** Removes every listener and timer; open popups stay as they are. */
	stop: () => void;
};

type Entry = {
	popup: PopupConfig;
	dialog: Dialog;
	disarm: () => void;
};

const LINK_ACTION =
	/^#popup:(?:open:(\d+)(:toggle)?|close(:dont-show-again)?)$/;

function pageEnvironment(): PageEnvironment {
	return {
		referrer: document.referrer,
		host: window.location.host,
		userAgent: window.navigator.userAgent,
		viewportWidth: window.innerWidth,
		now: Date.now(),
		elapsed: window.performance.now(),
	};
}

function matches( element: Element, selector: string ): Element | null {
	try {
		return selector ? element.closest( selector ) : null;
	} catch {
		return null;
	}
}

/**
 * Starts the popups of a page. Does nothing in the editor, which shows the
 * popups itself. Call once per page load: it counts the visit.
 *
 * @param config  The page's popups config.
 * @param options Storage and environment overrides.
 */
export function startPopups(
	config: PopupsPageConfig,
	options: RuntimeOptions = {}
): PopupsRuntime {
	if ( config.editMode ) {
		return { open() {}, close() {}, stop() {} };
	}
	const storage = options.storage ?? createDefaultStorage();
	const isCounting = config.preview === null;
	const entries = new Map< number, Entry >();
	const actions = dispatch( store );
	const state = () => select( store );

	const persist = ( id: number ) => {
		if ( isCounting ) {
			savePopupCounters( storage, id, state().getPopupCounters( id ) );
		}
	};
	const notify = ( type: string, id: number ) =>
		document.dispatchEvent( new CustomEvent( type, { detail: { id } } ) );
	const countShow = ( id: number, isOpening: boolean ) => {
		const count =
			entries.get( id )?.popup.settings.timing.times?.times_count;
		if ( isCounting && ( count === 'open' ) === isOpening ) {
			actions.recordShow( id, Date.now() );
		}
	};

	const events =
		isCounting && config.eventsUrl
			? createEventQueue( config.eventsUrl, storage, options.sendEvents )
			: null;
	// Popups clicked through since they last opened: one click through per opening.
	const clicked = new Set< number >();

	const counters = countVisit( storage, config );
	const found = config.popups.flatMap( ( popup ) => {
		const root = document.getElementById(
			`shopwright-popup-${ popup.id }`
		);
		return root?.dataset.popupId === String( popup.id )
			? [ { popup, root } ]
			: [];
	} );
	actions.initializePopups( {
		popups: found.map( ( { popup } ) => popup ),
		user: config.user,
		preview: config.preview,
		counters,
		popupCounters: Object.fromEntries(
			found.map( ( { popup } ) => [
				popup.id,
				loadPopupCounters( storage, popup.id ),
			] )
		),
	} );

	for ( const { popup, root } of found ) {
		const { id } = popup;
		const dialog = createDialog( root, popup.settings, {
			onOpen() {
				actions.setPopupStatus( id, 'open' );
				if ( isCounting ) {
					actions.recordImpression( id );
				}
				clicked.delete( id );
				events?.record( id, 'shown' );
				countShow( id, true );
				persist( id );
				notify( SHOW_EVENT, id );
			},
			onClose() {
				actions.setPopupStatus( id, 'closing' );
				events?.record( id, 'closed' );
				countShow( id, false );
				persist( id );
				notify( HIDE_EVENT, id );
			},
			onClosed() {
				actions.setPopupStatus( id, 'closed' );
			},
		} );
		entries.set( id, { popup, dialog, disarm() {} } );
	}

	if ( isCounting ) {
		actions.observePopups();
		entries.forEach( ( _, id ) => persist( id ) );
	}

	function showByTrigger( id: number ) {
		const entry = entries.get( id );
		if (
			! entry ||
			entry.dialog.isOpen() ||
			state().isPopupDisabled( id ) ||
			( entry.popup.settings.avoid_multiple_popups &&
				state().hasPopped() )
		) {
			return;
		}
		actions.markPopped( id );
		entry.dialog.open();
	}

	const environment = { ...pageEnvironment(), ...options.environment };
	entries.forEach( ( entry, id ) => {
		if (
			! isCounting ||
			state().isPopupDisabled( id ) ||
			! checkTiming( entry.popup.settings.timing, {
				...environment,
				counters,
				popup: state().getPopupCounters( id ),
				user: config.user,
			} )
		) {
			return;
		}
		const triggers = createTriggers( entry.popup.settings.triggers );
		if ( triggers.length > 0 ) {
			actions.setPopupStatus( id, 'armed' );
			entry.disarm = armTriggers( triggers, () => showByTrigger( id ) );
		}
	} );

	const open = ( id: number ) => entries.get( id )?.dialog.open();
	const close = ( id: number ) => entries.get( id )?.dialog.close();

	function runLinkAction( link: Element, hash: string ): boolean {
		const action = LINK_ACTION.exec( hash );
		if ( ! action ) {
			return false;
		}
		const [ , openId, toggle, dontShowAgain ] = action;
		if ( openId ) {
			const id = Number( openId );
			if ( toggle && entries.get( id )?.dialog.isOpen() ) {
				close( id );
			} else {
				open( id );
			}
			return true;
		}
		const root = link.closest( '.shopwright-popup[data-popup-id]' );
		const id = Number( root?.getAttribute( 'data-popup-id' ) );
		if ( entries.has( id ) ) {
			if ( dontShowAgain ) {
				actions.disablePopup( id );
				persist( id );
			}
			close( id );
		}
		return true;
	}

	function onClick( event: MouseEvent ) {
		const target = event.target;
		if ( ! ( target instanceof Element ) ) {
			return;
		}
		const link = target.closest( 'a[href]' );
		if (
			link instanceof HTMLAnchorElement &&
			runLinkAction( link, link.hash )
		) {
			event.preventDefault();
			return;
		}
		const through = clickedThrough( target );
		if (
			through !== null &&
			! clicked.has( through ) &&
			entries.get( through )?.dialog.isOpen()
		) {
			clicked.add( through );
			events?.record( through, 'clicked' );
		}
		entries.forEach( ( { popup }, id ) => {
			if ( matches( target, popup.settings.open_selector ) ) {
				if ( link ) {
					event.preventDefault();
				}
				open( id );
			}
		} );
	}

	document.addEventListener( 'click', onClick );

	if ( config.preview !== null ) {
		open( config.preview );
	}

	return {
		open,
		close,
		stop() {
			document.removeEventListener( 'click', onClick );
			events?.stop();
			entries.forEach( ( { dialog, disarm } ) => {
				disarm();
				dialog.destroy();
			} );
		},
	};
}
