/**
 * Internal dependencies
 */
import type { PopupConfig, PopupsPageConfig } from '../../types/popups';
import type { PopupsAction } from './actions';
import { PERIODS } from './constants';

export type PopupStatus = 'idle' | 'armed' | 'open' | 'closing' | 'closed';

export type GlobalCounters = { pageViews: number; sessions: number };

export type PopupCounters = {
	/** Set by "don't show again". */
	disabled: boolean;
	/** Every counted show, ever: the times condition without a period. */
	timesShown: number;
	/** When the recent counted shows happened (ms), for the day/week/month periods. */
	shows: number[];
	sessionShows: number;
	/** The counts when the popup was first seen; null until then. */
	initialPageViews: number | null;
	initialSessions: number | null;
	/** Every show, counted or not, however it was opened. */
	impressions: number;
};

export type PopupsState = {
	popups: PopupConfig[];
	status: Record< number, PopupStatus >;
	/** The popup that a trigger showed first in this page load. */
	popped: number | null;
	counters: GlobalCounters;
	popupCounters: Record< number, PopupCounters >;
	user: PopupsPageConfig[ 'user' ];
	preview: number | null;
};

export const EMPTY_POPUP_COUNTERS: PopupCounters = {
	disabled: false,
	timesShown: 0,
	shows: [],
	sessionShows: 0,
	initialPageViews: null,
	initialSessions: null,
	impressions: 0,
};

export const DEFAULT_STATE: PopupsState = {
	popups: [],
	status: {},
	popped: null,
	counters: { pageViews: 0, sessions: 0 },
	popupCounters: {},
	user: { loggedIn: false, roles: [] },
	preview: null,
};

function updateCounters(
	state: PopupsState,
	id: number,
	update: ( counters: PopupCounters ) => Partial< PopupCounters >
): PopupsState {
	const counters = state.popupCounters[ id ] ?? EMPTY_POPUP_COUNTERS;
	return {
		...state,
		popupCounters: {
			...state.popupCounters,
			[ id ]: { ...counters, ...update( counters ) },
		},
	};
}

/**
 * The first count seen, or the current one if the stored count is now lower
 * (storage was cleared), so the popup counts from a sane starting point.
 *
 * @param initial The stored first count.
 * @param current The current count.
 */
function observe( initial: number | null, current: number ): number {
	return initial === null || initial > current ? current : initial;
}

export function reducer(
	state: PopupsState = DEFAULT_STATE,
	action: PopupsAction
): PopupsState {
	switch ( action.type ) {
		case 'INITIALIZE_POPUPS':
			return { ...DEFAULT_STATE, ...action.data };

		case 'SET_POPUP_STATUS':
			return {
				...state,
				status: { ...state.status, [ action.id ]: action.status },
			};

		case 'MARK_POPPED':
			return state.popped === null
				? { ...state, popped: action.id }
				: state;

		case 'OBSERVE_POPUPS':
			return state.popups.reduce(
				( next, { id } ) =>
					updateCounters( next, id, ( counters ) => ( {
						initialPageViews: observe(
							counters.initialPageViews,
							state.counters.pageViews
						),
						initialSessions: observe(
							counters.initialSessions,
							state.counters.sessions
						),
					} ) ),
				state
			);

		case 'RECORD_SHOW': {
			// Shows older than the longest period can never count again.
			const oldest = action.now - PERIODS.month * 1000;
			return updateCounters( state, action.id, ( counters ) => ( {
				timesShown: counters.timesShown + 1,
				sessionShows: counters.sessionShows + 1,
				shows: [
					...counters.shows.filter( ( time ) => time > oldest ),
					action.now,
				],
			} ) );
		}

		case 'RECORD_IMPRESSION':
			return updateCounters( state, action.id, ( counters ) => ( {
				impressions: counters.impressions + 1,
			} ) );

		case 'DISABLE_POPUP':
			return updateCounters( state, action.id, () => ( {
				disabled: true,
			} ) );

		default:
			return state;
	}
}
