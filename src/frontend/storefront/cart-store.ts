/**
 * `shopwright/cart`, the page's public cart store: what themes and other plugins read about the
 * shopper's cart without asking the server anything.
 *
 * It follows the cart events every add and removal sends, whichever script made them: each
 * answer's fragments carry the number of items (the server adds one fragment for it), and the
 * mini cart drawer hands over the Store API cart whenever it loads or changes it. A page whose
 * visitor has no cart knows it from WooCommerce's cookie: the count is 0 at once.
 */

/**
 * Internal dependencies
 */
import type { StoreApiCart } from '../../api/store-api';
import { STORE_KEY as CART_STORE } from '../../stores/cart/constants';
import type { PublicRegistry } from '../data/registry';
import { createState } from '../data/state';
import { ITEMS_IN_CART_COOKIE, readCookie } from './cookies';
import { CART_EVENTS } from './event-names';
import { readCartEventDetail } from './events';

export { CART_STORE };

/** The fragment the server adds to every cart answer: its markup carries the count. */
export const COUNT_FRAGMENT = '[data-shopwright-cart-count]';
const COUNT_PATTERN = /data-shopwright-cart-count="(\d+)"/;

export interface AddedItem {
	productId: number;
	quantity: number;
	/** Who added it: 'add-to-cart', 'search', 'mini-cart', 'jquery' … */
	source: string;
}

export interface CartSummary {
	/** Units in the cart (two of one product count two); null while the page cannot know. */
	itemsCount: number | null;
	/** The Store API cart, when a script on the page has loaded it; null otherwise. */
	cart: StoreApiCart | null;
	/** The last add this page saw, null before one: a new object for every add. */
	lastAdded: AddedItem | null;
}

export interface CartSelectors {
	getItemsCount: () => number | null;
	getCart: () => StoreApiCart | null;
	getLastAdded: () => AddedItem | null;
}

export interface CartActions {
	/** Tells the page the cart changed through the Store API: its answer's cart. */
	receiveCart: ( cart: StoreApiCart ) => void;
}

/**
 * The number of items a cart answer's fragments carry.
 *
 * @param fragments The answer's fragments.
 */
export function readCount(
	fragments: Record< string, string > | undefined
): number | null {
	const match = COUNT_PATTERN.exec( fragments?.[ COUNT_FRAGMENT ] ?? '' );
	return match ? Number( match[ 1 ] ) : null;
}

/**
 * Creates the cart store, or finds the one another bundle registered, and keeps it current.
 *
 * @param doc      The page.
 * @param registry The page's public registry.
 */
export function connectCartStore( doc: Document, registry: PublicRegistry ) {
	const existing = registry.dispatch( CART_STORE );
	if ( existing ) {
		return existing as CartActions;
	}
	const state = createState< CartSummary >( {
		itemsCount:
			Number( readCookie( doc.cookie, ITEMS_IN_CART_COOKIE ) ) > 0
				? null
				: 0,
		cart: null,
		lastAdded: null,
	} );
	const selectors: CartSelectors = {
		getItemsCount: () => state.get().itemsCount,
		getCart: () => state.get().cart,
		getLastAdded: () => state.get().lastAdded,
	};
	const actions: CartActions = {
		receiveCart: ( cart ) =>
			state.set( { cart, itemsCount: cart.items_count } ),
	};
	registry.register( CART_STORE, {
		getSelectors: () => selectors,
		getActions: () => actions,
		subscribe: state.subscribe,
	} );

	const counted = ( event: Event ) => {
		const itemsCount = readCount( readCartEventDetail( event ).fragments );
		return itemsCount === null ? {} : { itemsCount };
	};
	const on = ( type: string, listener: ( event: Event ) => void ) =>
		doc.addEventListener( type, listener );
	on( CART_EVENTS.added_to_cart, ( event ) => {
		const { data = {}, button, source = '' } = readCartEventDetail( event );
		state.set( {
			...counted( event ),
			lastAdded: {
				// Another script's jQuery event names no fields: its button does.
				productId:
					Number(
						data.product_id ??
							data[ 'add-to-cart' ] ??
							button?.dataset.product_id
					) || 0,
				quantity: Number( data.quantity ) || 1,
				source,
			},
		} );
	} );
	[
		CART_EVENTS.removed_from_cart,
		CART_EVENTS.wc_fragments_refreshed,
		CART_EVENTS.wc_fragments_loaded,
	].forEach( ( type ) =>
		on( type, ( event ) => state.set( counted( event ) ) )
	);
	return actions;
}
