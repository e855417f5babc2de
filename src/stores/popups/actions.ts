/**
 * Internal dependencies
 */
import type { PopupsState, PopupStatus } from './reducer';

/**
 * Replaces the whole state: the popups of this page and their stored counters.
 *
 * @param data Everything but the per-load status.
 */
export function initializePopups(
	data: Omit< PopupsState, 'status' | 'popped' >
) {
	return { type: 'INITIALIZE_POPUPS', data } as const;
}

export function setPopupStatus( id: number, status: PopupStatus ) {
	return { type: 'SET_POPUP_STATUS', id, status } as const;
}

/**
 * Records that a popup was shown by a trigger, which blocks popups that
 * avoid multiple popups for the rest of the page load.
 *
 * @param id Popup id.
 */
export function markPopped( id: number ) {
	return { type: 'MARK_POPPED', id } as const;
}

/**
 * Remembers the page-view and session counts the first time each popup is
 * seen, so that its page_views and sessions conditions count from there.
 */
export function observePopups() {
	return { type: 'OBSERVE_POPUPS' } as const;
}

/**
 * Counts one show for the times condition.
 *
 * @param id  Popup id.
 * @param now Milliseconds since the epoch.
 */
export function recordShow( id: number, now: number ) {
	return { type: 'RECORD_SHOW', id, now } as const;
}

export function recordImpression( id: number ) {
	return { type: 'RECORD_IMPRESSION', id } as const;
}

/**
 * "Don't show again": triggers no longer show the popup; links still do.
 *
 * @param id Popup id.
 */
export function disablePopup( id: number ) {
	return { type: 'DISABLE_POPUP', id } as const;
}

export type PopupsAction = ReturnType<
	| typeof initializePopups
	| typeof setPopupStatus
	| typeof markPopped
	| typeof observePopups
	| typeof recordShow
	| typeof recordImpression
	| typeof disablePopup
>;
