/**
 * Internal dependencies
 */
import type { StoreApiCart, StoreApiError } from '../../api/store-api';

export type PendingKind = 'remove' | 'update';

/**
 * Where the Store API is, and the nonce the page was printed with. Sends nothing.
 *
 * @param config       The Store API root URL and the page's nonce.
 * @param config.root  The Store API root, such as https://shop.test/wp-json/wc/store/v1.
 * @param config.nonce The `wc_store_api` nonce printed in the page; may be empty.
 */
export function initializeCart( config: { root: string; nonce: string } ) {
	return { type: 'INITIALIZE_CART', ...config } as const;
}

export function receiveCart( cart: StoreApiCart ) {
	return { type: 'RECEIVE_CART', cart } as const;
}

/**
 * The session headers of a Store API answer. An empty value keeps the one the store has.
 *
 * @param session           The headers.
 * @param session.nonce     `Nonce`.
 * @param session.cartToken `Cart-Token`.
 * @param session.cartHash  `Cart-Hash`.
 */
export function receiveSession( session: {
	nonce: string;
	cartToken: string;
	cartHash: string | null;
} ) {
	return { type: 'RECEIVE_SESSION', ...session } as const;
}

export function setCartLoading( isLoading: boolean ) {
	return { type: 'SET_CART_LOADING', isLoading } as const;
}

export function setAddingItem( isAdding: boolean ) {
	return { type: 'SET_ADDING_ITEM', isAdding } as const;
}

/**
 * Marks one cart item as waiting for the server, or (null) as settled.
 *
 * @param key     The cart item key.
 * @param pending What is being done to it, or null.
 */
export function setItemPending( key: string, pending: PendingKind | null ) {
	return { type: 'SET_ITEM_PENDING', key, pending } as const;
}

/**
 * Keeps the error of a failed request: the cart's, or one item's when `key` is given.
 *
 * @param error The Store API error.
 * @param key   The cart item key the request was about.
 */
export function receiveError( error: StoreApiError, key?: string ) {
	return { type: 'RECEIVE_ERROR', error, key } as const;
}

/**
 * Forgets the cart's error, or one item's when `key` is given.
 *
 * @param key The cart item key.
 */
export function clearError( key?: string ) {
	return { type: 'CLEAR_ERROR', key } as const;
}

export type CartAction = ReturnType<
	| typeof initializeCart
	| typeof receiveCart
	| typeof receiveSession
	| typeof setCartLoading
	| typeof setAddingItem
	| typeof setItemPending
	| typeof receiveError
	| typeof clearError
>;
