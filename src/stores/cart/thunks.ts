/**
 * WordPress dependencies
 */
import type {
	ReduxStoreConfig,
	StoreDescriptor,
	ThunkArgs,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	CLIENT_ERRORS,
	isStoreApiCart,
	storeApiFetch,
	type StoreApiError,
	type StoreApiResult,
} from '../../api/store-api';
import type * as actions from './actions';
import { NONCE_ERRORS } from './constants';
import type { CartState } from './reducer';
import type * as selectors from './selectors';

/**
 * The store as thunks see it. Built from the action and selector modules rather than from
 * `store` in index.ts, whose type depends on these thunks.
 */
type CartStoreDescriptor = StoreDescriptor<
	ReduxStoreConfig< CartState, typeof actions, typeof selectors >
>;

export type CartThunkArgs = ThunkArgs< CartStoreDescriptor >;

/**
 * The last request of each registry: requests are sent one at a time, so that a slow answer
 * never overwrites the cart of a later one, and two writes never race on the server's session.
 */
const queues = new WeakMap< object, Promise< unknown > >();

function enqueue< T >( registry: object, task: () => Promise< T > ) {
	const previous = queues.get( registry ) ?? Promise.resolve();
	const next = previous.then( task, task );
	queues.set( registry, next );
	return next;
}

const INVALID_RESPONSE: StoreApiError = {
	code: CLIENT_ERRORS.invalidResponse,
	message: '',
	data: { status: 200 },
};

/**
 * Keeps what an answer says about the session and the cart.
 *
 * @param args          Thunk arguments.
 * @param args.dispatch
 * @param result        The answer.
 */
function receive( { dispatch }: CartThunkArgs, result: StoreApiResult ) {
	const cart = result.ok ? result.data : result.error.data.cart;
	const hasCart = isStoreApiCart( cart );
	dispatch.receiveSession( {
		nonce: result.nonce,
		// A token for an empty cart names a session the server never saved: a guest's cookie
		// would not point to it, so a cart filled through it would be lost to every other page.
		cartToken: hasCart && cart.items_count > 0 ? result.cartToken : '',
		cartHash: result.cartHash,
	} );
	if ( hasCart ) {
		dispatch.receiveCart( cart );
	}
}

/**
 * Sends one request in the registry's queue with the session headers, keeps the answer's, and
 * sends it once more when the only problem was a stale nonce.
 *
 * @param args Thunk arguments.
 * @param path The route under the Store API root.
 * @param body The JSON body of a write; none for a read.
 */
function send(
	args: CartThunkArgs,
	path: string,
	body?: Record< string, unknown >
): Promise< StoreApiResult > {
	const { select, registry } = args;
	const request = ( nonce: string ) =>
		storeApiFetch( {
			root: select.getStoreApiRoot(),
			path,
			method: body ? 'POST' : 'GET',
			body,
			session: { nonce, cartToken: select.getCartToken() },
		} );
	return enqueue( registry, async () => {
		const sent = select.getNonce();
		let result = await request( sent );
		receive( args, result );
		if (
			! result.ok &&
			NONCE_ERRORS.has( result.error.code ) &&
			result.nonce &&
			result.nonce !== sent
		) {
			result = await request( result.nonce );
			receive( args, result );
		}
		return result;
	} );
}

/**
 * The error of an answer, or null when it carried a cart.
 *
 * @param result The answer.
 */
function errorOf( result: StoreApiResult ): StoreApiError | null {
	if ( ! result.ok ) {
		return result.error;
	}
	return isStoreApiCart( result.data ) ? null : INVALID_RESPONSE;
}

/**
 * Loads the cart (GET /cart). Resolves to whether it worked; a failure is kept as the cart's
 * error.
 */
export function fetchCart() {
	return async ( args: CartThunkArgs ): Promise< boolean > => {
		const { dispatch } = args;
		dispatch.setCartLoading( true );
		try {
			const error = errorOf( await send( args, '/cart' ) );
			if ( error ) {
				dispatch.receiveError( error );
				return false;
			}
			dispatch.clearError();
			return true;
		} finally {
			dispatch.setCartLoading( false );
		}
	};
}

/**
 * Adds a product (POST /cart/add-item).
 *
 * @param id        Product or variation id.
 * @param quantity  How many.
 * @param variation The chosen attributes of a variation, such as `{ attribute: 'pa_color', value: 'red' }`.
 */
export function addItem(
	id: number,
	quantity = 1,
	variation: Array< { attribute: string; value: string } > = []
) {
	return async ( args: CartThunkArgs ): Promise< boolean > => {
		const { dispatch } = args;
		dispatch.setAddingItem( true );
		try {
			const body: Record< string, unknown > = { id, quantity };
			if ( variation.length > 0 ) {
				body.variation = variation;
			}
			const error = errorOf( await send( args, '/cart/add-item', body ) );
			if ( error ) {
				dispatch.receiveError( error );
				return false;
			}
			dispatch.clearError();
			return true;
		} finally {
			dispatch.setAddingItem( false );
		}
	};
}

/**
 * Sends a write about one item, with the item marked pending until the answer.
 *
 * @param args    Thunk arguments.
 * @param key     The cart item key.
 * @param pending What is being done.
 * @param path    The route.
 * @param body    The JSON body.
 */
async function writeItem(
	args: CartThunkArgs,
	key: string,
	pending: actions.PendingKind,
	path: string,
	body: Record< string, unknown >
): Promise< boolean > {
	const { dispatch } = args;
	dispatch.setItemPending( key, pending );
	try {
		const error = errorOf( await send( args, path, body ) );
		if ( error ) {
			dispatch.receiveError( error, key );
			return false;
		}
		dispatch.clearError( key );
		return true;
	} finally {
		dispatch.setItemPending( key, null );
	}
}

/**
 * Removes an item (POST /cart/remove-item).
 *
 * @param key The cart item key.
 */
export function removeItem( key: string ) {
	return ( args: CartThunkArgs ) =>
		writeItem( args, key, 'remove', '/cart/remove-item', { key } );
}

/**
 * Changes an item's quantity (POST /cart/update-item).
 *
 * @param key      The cart item key.
 * @param quantity The new quantity.
 */
export function updateItemQuantity( key: string, quantity: number ) {
	return ( args: CartThunkArgs ) =>
		writeItem( args, key, 'update', '/cart/update-item', {
			key,
			quantity,
		} );
}
