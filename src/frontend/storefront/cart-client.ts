/**
 * The one client every add to cart goes through: product grids, the product page, the search
 * box's details panel, the mini cart. It lets other scripts veto the add, says it is coming,
 * sends it through WooCommerce's wc-ajax add_to_cart with a time limit, in one queue per page
 * (whichever bundle starts it first, the others find it on `window`), and, once the caller has
 * shown the shopper the result, tells the page: fragments, hooks, DOM and jQuery events.
 */

/**
 * Internal dependencies
 */
import { sameOriginUrl } from '../../utils/urls';
import {
	emitCartEvent,
	getJQuery,
	readFragments,
	shouldSendAddToCart,
	type CartEventDetail,
	type Fragments,
} from './events';
import { applyFragments } from './fragments';
import { createRequestQueue, type RequestQueue } from './request-queue';
import type { Fetch, Timers } from './types';
import { postWcAjax } from './wc-ajax';

export const ADD_TO_CART_TIMEOUT = 15000;

export type AddToCartResult =
	| { kind: 'added'; fragments: Fragments; cartHash: string }
	/** WooCommerce said no; where it wants the shopper to go (a product to choose), if anywhere. */
	| { kind: 'refused'; productUrl: string | null }
	/** Another script's veto: nothing was sent. */
	| { kind: 'vetoed' }
	/** No usable answer (network, time limit, an error status, not JSON, no fragments). */
	| { kind: 'failed' };

export interface AddRequest {
	/** The fields WooCommerce reads: product_id, quantity, and any others. */
	data: Record< string, string >;
	/** The button the shopper pressed: the one vetoes and events name. */
	button: HTMLElement;
	/** Who asked, passed on in the events: 'add-to-cart', 'search' … */
	source: string;
}

export interface CartClient {
	add: ( request: AddRequest ) => Promise< AddToCartResult >;
	/** The page's cart queue, for other cart requests (removals) that change the same session. */
	queue: RequestQueue;
}

export interface CartClientDependencies {
	fetch: Fetch;
	timers: Timers;
	/** The page's origin: the only one a refusal may send the shopper to. */
	origin: string;
}

/**
 * Reads WooCommerce's add_to_cart answer.
 *
 * @param data   The parsed answer.
 * @param origin The page's origin.
 */
export function readAddAnswer(
	data: Record< string, unknown >,
	origin: string
): AddToCartResult {
	if ( data.error ) {
		return {
			kind: 'refused',
			productUrl: sameOriginUrl( data.product_url, origin ),
		};
	}
	const fragments = readFragments( data.fragments );
	// WooCommerce answers a product it added with the fragments that show it.
	return fragments
		? {
				kind: 'added',
				fragments,
				cartHash:
					typeof data.cart_hash === 'string' ? data.cart_hash : '',
			}
		: { kind: 'failed' };
}

/**
 * A client with a queue of its own.
 *
 * @param wcAjaxUrl WooCommerce's wc-ajax URL, with %%endpoint%%.
 * @param deps      fetch, timers and the origin.
 */
export function createCartClient(
	wcAjaxUrl: string,
	deps: CartClientDependencies
): CartClient {
	const queue = createRequestQueue();
	return {
		queue,
		async add( { data, button, source } ) {
			if ( ! shouldSendAddToCart( button ) ) {
				return { kind: 'vetoed' };
			}
			emitCartEvent( 'adding_to_cart', { button, data, source } );
			let result: AddToCartResult = { kind: 'failed' };
			await queue.add( async () => {
				const answer = await postWcAjax(
					wcAjaxUrl,
					'add_to_cart',
					data,
					ADD_TO_CART_TIMEOUT,
					deps
				);
				result = answer.ok
					? readAddAnswer( answer.data, deps.origin )
					: { kind: 'failed' };
			} );
			return result;
		},
	};
}

const SHARED = Symbol.for( 'shopwright.cartClient' );

/**
 * The page's one cart client: the storefront script and the search block are separate bundles,
 * so the first to ask creates it and keeps it on `window` for the other.
 *
 * @param wcAjaxUrl WooCommerce's wc-ajax URL, with %%endpoint%%.
 * @param deps      fetch, timers and the origin.
 */
export function sharedCartClient(
	wcAjaxUrl: string,
	deps: CartClientDependencies = {
		fetch: ( input, init ) => window.fetch( input, init ),
		timers: window,
		origin: window.location.origin,
	}
): CartClient {
	const existing: unknown = Reflect.get( window, SHARED );
	if ( isCartClient( existing ) ) {
		return existing;
	}
	const client = createCartClient( wcAjaxUrl, deps );
	Reflect.set( window, SHARED, client );
	return client;
}

function isCartClient( value: unknown ): value is CartClient {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof Reflect.get( value, 'add' ) === 'function' &&
		typeof Reflect.get( value, 'queue' ) === 'object'
	);
}

/**
 * Tells the page a product was added, once the caller has shown it: replaces the fragments,
 * then sends WooCommerce's wc_fragments_loaded and added_to_cart (hook, DOM event, and jQuery
 * event where jQuery is), and WooCommerce blocks' own event where no jQuery would carry it.
 *
 * @param doc    The page.
 * @param detail The button, fragments, cart hash and source.
 */
export function publishAdded( doc: Document, detail: CartEventDetail ): void {
	if ( detail.fragments ) {
		applyFragments( doc, detail.fragments );
		emitCartEvent( 'wc_fragments_loaded', { source: detail.source } );
	}
	emitCartEvent( 'added_to_cart', detail );
	if ( ! getJQuery() ) {
		// WooCommerce's blocks translate jQuery's added_to_cart themselves when jQuery is there.
		doc.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_added_to_cart', {
				bubbles: true,
				cancelable: true,
			} )
		);
	}
}
