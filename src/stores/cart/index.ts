/**
 * The shopper's cart, read and changed through WooCommerce's Store API, with the session headers
 * that API needs. Creating the store sends nothing: the cart loads when `getCart` is first
 * resolved. Loaded on storefront pages after intent: imports nothing from @wordpress/data that
 * needs React.
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
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import * as thunks from './thunks';

export { STORE_KEY };
export type { CartState } from './reducer';
export type { PendingKind } from './actions';

export const store = createReduxStore( STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
	resolvers,
} );

register( store );

/*
 * @wordpress/data 10 has no `StoreRegistry` map to augment: the string key is typed by
 * overloading `select()` and `dispatch()` (see stores/settings).
 */
declare module '@wordpress/data' {
	function select(
		storeNameOrDescriptor: typeof STORE_KEY
	): CurriedSelectorsOf< typeof store >;
	function dispatch(
		storeNameOrDescriptor: typeof STORE_KEY
	): ActionCreatorsOf< typeof store >;
}
