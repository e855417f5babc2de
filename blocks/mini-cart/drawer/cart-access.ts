/**
 * The cart store as the drawer uses it: the default registry on the page, any registry in tests.
 */

/**
 * WordPress dependencies
 */
import type { ActionCreatorsOf, CurriedSelectorsOf } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { store } from '../../../src/stores/cart';

export interface CartAccess {
	select: () => CurriedSelectorsOf< typeof store >;
	dispatch: () => ActionCreatorsOf< typeof store >;
	/** Resolves once the cart is loaded (or failed to load): the first call loads it. */
	load: () => Promise< unknown >;
	subscribe: ( listener: () => void ) => () => void;
}
