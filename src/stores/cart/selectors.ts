/**
 * Internal dependencies
 */
import type {
	StoreApiCart,
	StoreApiCartItem,
	StoreApiError,
} from '../../api/store-api';
import type { PendingKind } from './actions';
import type { CartState } from './reducer';

const NO_ITEMS: StoreApiCartItem[] = [];

/**
 * The cart as the server last returned it; null until loaded. Has a resolver: selecting it
 * through `resolveSelect` (or from a subscriber) loads the cart once.
 *
 * @param state Store state.
 */
export function getCart( state: CartState ): StoreApiCart | null {
	return state.cart;
}

/**
 * The cart as the server last returned it, null until loaded; unlike getCart, selecting it never
 * starts loading, for code that must not cause a request (a render, say).
 *
 * @param state Store state.
 */
export function getLoadedCart( state: CartState ): StoreApiCart | null {
	return state.cart;
}

export function getCartItems( state: CartState ): StoreApiCartItem[] {
	return state.cart?.items ?? NO_ITEMS;
}

export function getCartItem(
	state: CartState,
	key: string
): StoreApiCartItem | undefined {
	return state.cart?.items.find( ( item ) => item.key === key );
}

/**
 * The number of units in the cart (two of one product count two); 0 until loaded.
 *
 * @param state Store state.
 */
export function getItemsCount( state: CartState ): number {
	return state.cart?.items_count ?? 0;
}

export function hasCartLoaded( state: CartState ): boolean {
	return state.cart !== null;
}

export function isCartLoading( state: CartState ): boolean {
	return state.isLoading;
}

export function isAddingItem( state: CartState ): boolean {
	return state.isAdding;
}

export function isItemPending( state: CartState, key: string ): boolean {
	return Object.hasOwn( state.pendingItems, key );
}

export function getItemPendingKind(
	state: CartState,
	key: string
): PendingKind | null {
	return state.pendingItems[ key ] ?? null;
}

export function getCartError( state: CartState ): StoreApiError | null {
	return state.error;
}

export function getItemError(
	state: CartState,
	key: string
): StoreApiError | null {
	return state.itemErrors[ key ] ?? null;
}

export function getStoreApiRoot( state: CartState ): string {
	return state.root;
}

export function getNonce( state: CartState ): string {
	return state.nonce;
}

export function getCartToken( state: CartState ): string {
	return state.cartToken;
}

export function getCartHash( state: CartState ): string | null {
	return state.cartHash;
}
