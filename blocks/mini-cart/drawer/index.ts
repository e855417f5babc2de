/**
 * Entry of the mini cart drawer: script handle shopwright-mini-cart-drawer, built into
 * build/frontend/mini-cart-drawer.js by the storefront build, which bundles the few pieces of
 * the data layer it uses. It is not on the page at first: render.php hands it to the intent
 * loader, which loads it when the shopper reaches for a mini cart.
 */

/**
 * WordPress dependencies
 */
import { dispatch, resolveSelect, select, subscribe } from '@wordpress/data';

/**
 * External dependencies
 */
import * as publicData from '@shopwright/data';

/**
 * Internal dependencies
 */
import { connectCartStore } from '../../../src/frontend/storefront/cart-store';
import {
	CONFIG_ID,
	parseConfig,
} from '../../../src/frontend/storefront/config';
import {
	ITEMS_IN_CART_COOKIE,
	readCookie,
} from '../../../src/frontend/storefront/cookies';
import { store } from '../../../src/stores/cart';
import { startMiniCarts } from './start';
import './drawer.scss';

// The page's public cart store (the storefront script's, or this one where it does not run)
// gets every cart the drawer loads or changes.
const publicCart = connectCartStore( document, publicData );
let published: unknown = null;
subscribe( () => {
	const cart = select( store ).getLoadedCart();
	if ( cart && cart !== published ) {
		published = cart;
		publicCart.receiveCart( cart );
	}
}, store );

function boot() {
	const { storeApiNonce } = parseConfig(
		document.getElementById( CONFIG_ID )?.textContent ?? null
	);
	startMiniCarts(
		document,
		{
			select: () => select( store ),
			dispatch: () => dispatch( store ),
			load: () => resolveSelect( store ).getCart(),
			subscribe: ( listener ) => subscribe( listener, store ),
		},
		{
			nonce: storeApiNonce,
			hasCart: () =>
				Number( readCookie( document.cookie, ITEMS_IN_CART_COOKIE ) ) >
				0,
		}
	);
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', boot, { once: true } );
} else {
	boot();
}
