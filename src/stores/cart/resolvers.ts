/**
 * Internal dependencies
 */
import { fetchCart } from './thunks';

/**
 * Loads the cart the first time `getCart` is resolved; never when the store is created.
 */
export function getCart() {
	return fetchCart();
}
