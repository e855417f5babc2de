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
export type { SearchIndexState } from './reducer';

export const store = createReduxStore( STORE_KEY, {
	reducer,
	actions: { ...actions, ...thunks },
	selectors,
	resolvers,
} );

register( store );

declare module '@wordpress/data' {
	function select(
		storeNameOrDescriptor: typeof STORE_KEY
	): CurriedSelectorsOf< typeof store >;
	function dispatch(
		storeNameOrDescriptor: typeof STORE_KEY
	): ActionCreatorsOf< typeof store >;
}
