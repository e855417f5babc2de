/**
 * AJAX add to cart for the buttons of product lists (shop, categories, related products), as
 * WooCommerce's add-to-cart script does it, without jQuery: requests queued and sent one at a
 * time, the button's loading then added state, a "View cart" link, the owner's redirect to the
 * cart, the fragments of the answer, and an announcement for screen readers.
 *
 * Buttons without a product id are left alone: their link adds the product (or opens it) the
 * way it would without any script.
 */

/**
 * Internal dependencies
 */
import { publishAdded, type CartClient } from './cart-client';
import { CART_EVENTS } from './event-names';
import {
	emitCartEvent,
	readCartEventDetail,
	type CartEventDetail,
	type Fragments,
} from './events';
import { applyFragments } from './fragments';
import type { Announcer } from './live-region';
import type { RequestQueue } from './request-queue';
import type { Cleanup, Fetch, Timers } from './types';

export { ADD_TO_CART_TIMEOUT } from './cart-client';

export const ADD_TO_CART_BUTTONS =
	'.add_to_cart_button.ajax_add_to_cart:not(.wc-interactive)';

export interface AddToCartConfig {
	wcAjaxUrl: string;
	/** The cart page; empty when unknown (no link, no redirect). */
	cartUrl: string;
	isCart: boolean;
	cartRedirectAfterAdd: boolean;
	viewCartText: string;
	/** Announced when the button carries no data-success_message of its own. */
	addedText: string;
	failedText: string;
}

export interface CartRequestDependencies {
	/** The page's cart client: every add goes through it. */
	client: CartClient;
	fetch: Fetch;
	timers: Timers;
	/** The client's queue, which removals share. */
	queue: RequestQueue;
	announcer: Announcer;
	navigate: ( url: string ) => void;
	/** The page's origin: the only one the browser is sent to. */
	origin: string;
}

/**
 * The button's data attributes, as WooCommerce sends them (data-product_id → product_id).
 *
 * @param button The add to cart button.
 */
export function buttonData( button: HTMLElement ): Record< string, string > {
	return Object.fromEntries(
		Object.entries( button.dataset ).filter(
			( entry ): entry is [ string, string ] =>
				typeof entry[ 1 ] === 'string'
		)
	);
}

/**
 * @param doc    The page.
 * @param config The endpoint, the cart page and the texts.
 * @param deps   fetch, timers, the shared queue and announcer, navigation and the origin.
 */
export function initAddToCart(
	doc: Document,
	config: AddToCartConfig,
	deps: CartRequestDependencies
): Cleanup {
	// "View cart" beside an added product's button: the Product Button block's, waiting hidden,
	// or else one link of our own.
	function showViewCart( button: HTMLElement ) {
		const waiting = button.parentElement?.querySelector< HTMLElement >(
			':scope > .shopwright-view-cart[hidden]'
		);
		if ( waiting ) {
			waiting.hidden = false;
			return;
		}
		if (
			! config.cartUrl ||
			button.parentElement?.querySelector( '.added_to_cart' )
		) {
			return;
		}
		const link = doc.createElement( 'a' );
		link.href = config.cartUrl;
		link.className = 'added_to_cart wc-forward';
		link.title = config.viewCartText;
		link.textContent = config.viewCartText;
		button.after( link );
	}

	function updateButton( button: HTMLElement, fragments?: Fragments ) {
		button.classList.remove( 'loading' );
		if ( fragments ) {
			button.classList.add( 'added' );
			if ( ! config.isCart ) {
				showViewCart( button );
			}
		}
		emitCartEvent( 'wc_cart_button_updated', { button } );
	}

	/**
	 * What WooCommerce does to the button, the page and the live region once a product is
	 * added or removed, whoever sent the request.
	 *
	 * @param detail   The cart change.
	 * @param added    Whether a product was added (a removal leaves the button alone).
	 * @param fallback Announced when the button has no data-success_message.
	 */
	function showChange(
		detail: CartEventDetail,
		added: boolean,
		fallback = ''
	) {
		const { button, fragments } = detail;
		if ( button && added ) {
			updateButton( button, fragments );
		}
		if ( fragments ) {
			applyFragments( doc, fragments );
			emitCartEvent( 'wc_fragments_loaded', { source: detail.source } );
		}
		deps.announcer.announce( button?.dataset.success_message || fallback );
	}

	const fail = ( button: HTMLElement ) => {
		button.classList.remove( 'loading' );
		deps.announcer.error( config.failedText );
	};

	async function send( button: HTMLElement, data: Record< string, string > ) {
		const result = await deps.client.add( {
			data,
			button,
			source: 'add-to-cart',
		} );
		if ( result.kind === 'vetoed' ) {
			button.classList.remove( 'loading' );
			return;
		}
		if ( result.kind === 'refused' && result.productUrl ) {
			// WooCommerce sends the shopper to the product when it needs a choice (a variation,
			// a quantity): only ever to this site.
			deps.navigate( result.productUrl );
			return;
		}
		if ( result.kind !== 'added' ) {
			fail( button );
			return;
		}
		if ( config.cartRedirectAfterAdd && config.cartUrl ) {
			deps.navigate( config.cartUrl );
			return;
		}
		updateButton( button, result.fragments );
		publishAdded( doc, {
			button,
			data,
			fragments: result.fragments,
			cartHash: result.cartHash,
			source: 'add-to-cart',
		} );
		deps.announcer.announce(
			button.dataset.success_message || config.addedText
		);
	}

	const onClick = ( event: Event ) => {
		const button =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( ADD_TO_CART_BUTTONS )
				: null;
		if ( ! button?.getAttribute( 'data-product_id' ) ) {
			return;
		}
		event.preventDefault();
		deps.announcer.reset();
		button.classList.remove( 'added' );
		button.classList.add( 'loading' );
		void send( button, buttonData( button ) );
	};

	// Another script's jQuery added_to_cart/removed_from_cart, brought in by events.ts: do what
	// WooCommerce's own script (not on the page any more) did for it.
	const onForeignChange = ( event: Event ) => {
		const detail = readCartEventDetail( event );
		if ( detail.source === 'jquery' ) {
			showChange( detail, event.type === CART_EVENTS.added_to_cart );
		}
	};

	doc.addEventListener( 'click', onClick );
	doc.addEventListener( CART_EVENTS.added_to_cart, onForeignChange );
	doc.addEventListener( CART_EVENTS.removed_from_cart, onForeignChange );
	return () => {
		doc.removeEventListener( 'click', onClick );
		doc.removeEventListener( CART_EVENTS.added_to_cart, onForeignChange );
		doc.removeEventListener(
			CART_EVENTS.removed_from_cart,
			onForeignChange
		);
	};
}
