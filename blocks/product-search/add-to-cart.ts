/**
 * The details panel's add to cart: a real form that posts to the product page (WooCommerce's
 * form handler adds the product there), sent instead through wc-ajax=add_to_cart so the shopper
 * stays in the search. When WooCommerce refuses with a product_url, the shopper goes there.
 */

/**
 * Internal dependencies
 */
import { CART_EVENTS } from '../../src/frontend/storefront/event-names';
import { isRecord } from '../../src/utils/is-record';
import type { FetchResponse } from './client';
import { sameOriginUrl } from '../../src/utils/urls';

/** Sends form data by POST; replaceable in tests. */
export type Poster = (
	url: string,
	body: URLSearchParams
) => Promise< FetchResponse >;

export type AddToCartResult =
	| { kind: 'added'; fragments: Record< string, string >; cartHash: string }
	/** WooCommerce refused (a variable product without a choice, no stock …). */
	| { kind: 'refused'; productUrl: string }
	/** No usable answer: the form can still be sent the ordinary way. */
	| { kind: 'failed' };

export function defaultPoster(
	url: string,
	body: URLSearchParams
): Promise< FetchResponse > {
	return window.fetch( url, {
		method: 'POST',
		body,
		credentials: 'same-origin',
		headers: { Accept: 'application/json' },
	} );
}

/**
 * Reads WooCommerce's add_to_cart answer: { fragments, cart_hash } or { error, product_url }.
 *
 * @param body The parsed body.
 */
export function readCartResponse( body: unknown ): AddToCartResult {
	if ( ! isRecord( body ) ) {
		return { kind: 'failed' };
	}
	if ( body.error ) {
		const url =
			typeof body.product_url === 'string' ? body.product_url : '';
		return { kind: 'refused', productUrl: sameOriginUrl( url ) ?? '' };
	}
	const fragments: Record< string, string > = {};
	if ( isRecord( body.fragments ) ) {
		for ( const [ selector, html ] of Object.entries( body.fragments ) ) {
			if ( typeof html === 'string' ) {
				fragments[ selector ] = html;
			}
		}
	}
	return {
		kind: 'added',
		fragments,
		cartHash: typeof body.cart_hash === 'string' ? body.cart_hash : '',
	};
}

/**
 * Adds a product to the cart through wc-ajax.
 *
 * @param poster    How to POST.
 * @param wcAjaxUrl WooCommerce's wc-ajax URL, with %%endpoint%%.
 * @param productId The product or variation id.
 * @param quantity  How many.
 */
export async function addToCart(
	poster: Poster,
	wcAjaxUrl: string,
	productId: number,
	quantity: number
): Promise< AddToCartResult > {
	try {
		const response = await poster(
			wcAjaxUrl.replace( '%%endpoint%%', 'add_to_cart' ),
			new URLSearchParams( {
				product_id: String( productId ),
				quantity: String( quantity ),
			} )
		);
		return response.ok
			? readCartResponse( await response.json() )
			: { kind: 'failed' };
	} catch {
		return { kind: 'failed' };
	}
}

type JQueryLike = ( target: Element ) => {
	trigger: ( event: string, data: unknown[] ) => void;
};

function getJQuery( win: Window ): JQueryLike | null {
	const candidate: unknown = Reflect.get( win, 'jQuery' );
	// Only called as WooCommerce's own scripts call it: $( document.body ).trigger( … ).
	return typeof candidate === 'function' ? ( candidate as JQueryLike ) : null;
}

/**
 * Tells the page's cart widgets: WooCommerce's classic scripts listen for jQuery's added_to_cart
 * (and replace their fragments), and WooCommerce's blocks translate that event into
 * wc-blocks_added_to_cart, which is sent directly where there is no jQuery, together with
 * Shopwright's own cart event, which the mini cart block and the storefront script listen for
 * (where jQuery is, the storefront script passes jQuery's event on as its own).
 *
 * @param doc    The document.
 * @param result The added result.
 */
export function announceAdded(
	doc: Document,
	result: Extract< AddToCartResult, { kind: 'added' } >
): void {
	const win = doc.defaultView;
	const jQuery = win ? getJQuery( win ) : null;
	if ( jQuery ) {
		jQuery( doc.body ).trigger( 'added_to_cart', [
			result.fragments,
			result.cartHash,
			null,
		] );
		return;
	}
	doc.body.dispatchEvent(
		new CustomEvent( 'wc-blocks_added_to_cart', {
			bubbles: true,
			cancelable: true,
		} )
	);
	doc.body.dispatchEvent(
		new CustomEvent( CART_EVENTS.added_to_cart, {
			bubbles: true,
			detail: {
				fragments: result.fragments,
				cartHash: result.cartHash,
				source: 'search',
			},
		} )
	);
}
