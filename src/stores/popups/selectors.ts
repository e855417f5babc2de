/**
 * Internal dependencies
 */
import type { PopupConfig } from '../../types/popups';
import { EMPTY_POPUP_COUNTERS } from './reducer';
import type {
	GlobalCounters,
	PopupCounters,
	PopupsState,
	PopupStatus,
} from './reducer';

export function getPopups( state: PopupsState ): PopupConfig[] {
	return state.popups;
}

export function getPopup(
	state: PopupsState,
	id: number
): PopupConfig | undefined {
	return state.popups.find( ( popup ) => popup.id === id );
}

export function getPopupStatus( state: PopupsState, id: number ): PopupStatus {
	return state.status[ id ] ?? 'idle';
}

export function isPopupOpen( state: PopupsState, id: number ): boolean {
	return state.status[ id ] === 'open';
}

/**
 * Whether a trigger has shown a popup in this page load.
 *
 * @param state Store state.
 */
export function hasPopped( state: PopupsState ): boolean {
	return state.popped !== null;
}

export function getPoppedPopup( state: PopupsState ): number | null {
	return state.popped;
}

export function getCounters( state: PopupsState ): GlobalCounters {
	return state.counters;
}

export function getPopupCounters(
	state: PopupsState,
	id: number
): PopupCounters {
	return state.popupCounters[ id ] ?? EMPTY_POPUP_COUNTERS;
}

export function isPopupDisabled( state: PopupsState, id: number ): boolean {
	return state.popupCounters[ id ]?.disabled ?? false;
}

export function getUser( state: PopupsState ): PopupsState[ 'user' ] {
	return state.user;
}

export function getPreview( state: PopupsState ): number | null {
	return state.preview;
}
