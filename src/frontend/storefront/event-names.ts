/**
 * The names of the cart events, apart from the code that sends them so that a small script (the
 * mini cart's view script) can listen without importing @wordpress/hooks.
 *
 * Each moment WooCommerce marks with a jQuery event on document.body is sent three ways:
 * WooCommerce's own jQuery event (only when jQuery is on the page), a @wordpress/hooks action
 * `shopwright.<woocommerce name>`, and a DOM CustomEvent on document.body named below.
 */

export const CART_EVENTS = {
	adding_to_cart: 'shopwright:adding-to-cart',
	added_to_cart: 'shopwright:added-to-cart',
	removed_from_cart: 'shopwright:removed-from-cart',
	wc_cart_button_updated: 'shopwright:cart-button-updated',
	wc_fragments_loaded: 'shopwright:fragments-loaded',
	wc_fragments_refreshed: 'shopwright:fragments-refreshed',
	wc_fragments_ajax_error: 'shopwright:fragments-ajax-error',
} as const;

export type CartEventName = keyof typeof CART_EVENTS;

/**
 * Asks for fresh cart fragments: WooCommerce's `wc_fragment_refresh`, as a DOM event. Dispatch
 * it on document.body after changing the cart some other way (the Store API, say).
 */
export const FRAGMENT_REFRESH_EVENT = 'shopwright:fragment-refresh';

export function hookName( name: CartEventName ): string {
	return `shopwright.${ name }`;
}
