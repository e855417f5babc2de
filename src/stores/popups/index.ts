/**
 * The popups of the current page: their settings, where each one is in its
 * show/hide cycle, and the counters their timing conditions read. Loaded on
 * storefront pages: imports nothing from @wordpress/data that needs React.
 */

/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';
import type { ActionCreatorsOf, CurriedSelectorsOf } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as actions from './actions';
import { STORE_KEY } from './constants';
import { reducer } from './reducer';
import * as selectors from './selectors';

export { STORE_KEY };
export type {
	GlobalCounters,
	PopupCounters,
	PopupsState,
	PopupStatus,
} from './reducer';

export const store = createReduxStore( STORE_KEY, {
	reducer,
	actions,
	selectors,
} );

register( store );

/*
 * @wordpress/data 10 has no `StoreRegistry` map to augment: the string key is
 * typed by overloading `select()` and `dispatch()` (see stores/settings).
 */
declare module '@wordpress/data' {
	function select(
		storeNameOrDescriptor: typeof STORE_KEY
	): CurriedSelectorsOf< typeof store >;
	function dispatch(
		storeNameOrDescriptor: typeof STORE_KEY
	): ActionCreatorsOf< typeof store >;
}
