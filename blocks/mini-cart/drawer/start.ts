/**
 * Starts the drawer of every mini cart on the page, once its script has loaded (on the shopper's
 * intent): sets the cart store up, loads the cart, keeps each block in step with the store and
 * the store in step with changes made elsewhere on the page.
 */

/**
 * Internal dependencies
 */
import { CART_EVENTS } from '../../../src/frontend/storefront/event-names';
import { readCartEventDetail } from '../../../src/frontend/storefront/events';
import { BLOCK_SELECTOR, READY_ATTRIBUTE } from '../constants';
import type { CartAccess } from './cart-access';
import { parseDrawerConfig } from './config';
import { createMiniCart, type MiniCart } from './mini-cart';

export interface StartOptions {
	/** The Store API nonce from the storefront config; may be empty. */
	nonce: string;
	/** Whether the shopper has a cart at all (WooCommerce's cart cookie). */
	hasCart: () => boolean;
}

/**
 * @param doc     The page.
 * @param cart    The cart store.
 * @param options The nonce and the cart cookie.
 * @return A function that stops everything.
 */
export function startMiniCarts(
	doc: Document,
	cart: CartAccess,
	options: StartOptions
): () => void {
	const miniCarts: MiniCart[] = [];
	let initialized = false;
	const opened = false;

	doc.querySelectorAll< HTMLElement >( BLOCK_SELECTOR ).forEach(
		( block ) => {
			const config = parseDrawerConfig( block.dataset.config );
			if ( ! config ) {
				// Without a usable Store API the link to the cart page is the mini cart (a click
				// the runtime held for the drawer then follows it).
				return;
			}
			if ( ! initialized ) {
				cart.dispatch().initializeCart( {
					root: config.storeApiRoot,
					nonce: options.nonce,
				} );
				initialized = true;
			}
			const miniCart = createMiniCart( block, config, cart );
			miniCarts.push( miniCart );
			// A click that came before the drawer is clicked again by the runtime, and opens it.
			block.setAttribute( READY_ATTRIBUTE, '' );
		}
	);

	if ( ! initialized ) {
		return () => {};
	}

	const unsubscribe = cart.subscribe( () =>
		miniCarts.forEach( ( miniCart ) => miniCart.render() )
	);
	// The script loads on intent, or when the browser is idle if the owner chose that: the
	// cart is fetched ahead of opening only when there is one, so that a visitor without a
	// cart costs the server nothing until the drawer opens.
	if ( options.hasCart() || opened ) {
		void cart.load();
	}

	const onCartChange = ( event: Event ) => {
		if ( readCartEventDetail( event ).source !== 'mini-cart' ) {
			void cart.dispatch().fetchCart();
		}
	};
	// Another tab changed the cart: the fragments script noticed, and says what the hash is now.
	const onFragmentsRefreshed = ( event: Event ) => {
		const { cartHash } = readCartEventDetail( event );
		if (
			typeof cartHash === 'string' &&
			cart.select().hasCartLoaded() &&
			cartHash !== cart.select().getCartHash()
		) {
			void cart.dispatch().fetchCart();
		}
	};
	doc.addEventListener( CART_EVENTS.added_to_cart, onCartChange );
	doc.addEventListener( CART_EVENTS.removed_from_cart, onCartChange );
	doc.addEventListener(
		CART_EVENTS.wc_fragments_refreshed,
		onFragmentsRefreshed
	);

	return () => {
		unsubscribe();
		doc.removeEventListener( CART_EVENTS.added_to_cart, onCartChange );
		doc.removeEventListener( CART_EVENTS.removed_from_cart, onCartChange );
		doc.removeEventListener(
			CART_EVENTS.wc_fragments_refreshed,
			onFragmentsRefreshed
		);
		miniCarts.forEach( ( miniCart ) => miniCart.destroy() );
	};
}
