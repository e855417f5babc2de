/**
 * Internal dependencies
 */
import type { StoreApiCart, StoreApiError } from '../../api/store-api';
import type { CartAction, PendingKind } from './actions';

export interface CartState {
	/** The Store API root URL; empty until initializeCart. */
	root: string;
	/** The `Nonce` header to send with the next write. */
	nonce: string;
	/** The `Cart-Token` header to send; empty until the server gave one for a saved cart. */
	cartToken: string;
	/** The last `Cart-Hash` the server gave; null until a response carried one. */
	cartHash: string | null;
	/** The cart as the server last returned it; null until loaded. */
	cart: StoreApiCart | null;
	isLoading: boolean;
	isAdding: boolean;
	/** Items waiting for the server, by cart item key. */
	pendingItems: Record< string, PendingKind >;
	/** The last failure of a request about the whole cart. */
	error: StoreApiError | null;
	/** The last failure of a request about one item, by cart item key. */
	itemErrors: Record< string, StoreApiError >;
}

export const DEFAULT_STATE: CartState = {
	root: '',
	nonce: '',
	cartToken: '',
	cartHash: null,
	cart: null,
	isLoading: false,
	isAdding: false,
	pendingItems: {},
	error: null,
	itemErrors: {},
};

function without< T >( map: Record< string, T >, key: string ) {
	if ( ! Object.hasOwn( map, key ) ) {
		return map;
	}
	const rest = { ...map };
	delete rest[ key ];
	return rest;
}

export function reducer(
	state: CartState = DEFAULT_STATE,
	action: CartAction
): CartState {
	switch ( action.type ) {
		case 'INITIALIZE_CART':
			return {
				...state,
				root: action.root,
				nonce: action.nonce || state.nonce,
			};

		case 'RECEIVE_CART': {
			// Errors of items that are gone can never be shown again.
			const keys = new Set(
				action.cart.items.map( ( item ) => item.key )
			);
			return {
				...state,
				cart: action.cart,
				itemErrors: Object.fromEntries(
					Object.entries( state.itemErrors ).filter( ( [ key ] ) =>
						keys.has( key )
					)
				),
			};
		}

		case 'RECEIVE_SESSION':
			return {
				...state,
				nonce: action.nonce || state.nonce,
				cartToken: action.cartToken || state.cartToken,
				cartHash: action.cartHash ?? state.cartHash,
			};

		case 'SET_CART_LOADING':
			return { ...state, isLoading: action.isLoading };

		case 'SET_ADDING_ITEM':
			return { ...state, isAdding: action.isAdding };

		case 'SET_ITEM_PENDING':
			return {
				...state,
				pendingItems:
					action.pending === null
						? without( state.pendingItems, action.key )
						: {
								...state.pendingItems,
								[ action.key ]: action.pending,
							},
			};

		case 'RECEIVE_ERROR':
			return action.key === undefined
				? { ...state, error: action.error }
				: {
						...state,
						itemErrors: {
							...state.itemErrors,
							[ action.key ]: action.error,
						},
					};

		case 'CLEAR_ERROR':
			return action.key === undefined
				? { ...state, error: null }
				: {
						...state,
						itemErrors: without( state.itemErrors, action.key ),
					};

		default:
			return state;
	}
}
