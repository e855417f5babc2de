/**
 * The storefront config the server prints as JSON in #shopwright-storefront-config, read
 * defensively: a missing or malformed field gets a safe default, so a broken config never stops
 * the page.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import { sameOriginUrl } from './same-origin';

export const CONFIG_ID = 'shopwright-storefront-config';

export const DEFAULT_FRAGMENTS_TIMEOUT = 5000;

export interface StorefrontConfig {
	/** WooCommerce's `/?wc-ajax=%%endpoint%%`, relative to the site. */
	wcAjaxUrl: string;
	restNonce: string;
	reviewRatingRequired: boolean;
	/** The cart page, on this site; empty when unknown. */
	cartUrl: string;
	/** Whether this page is the cart page. */
	isCart: boolean;
	/** The owner's "Redirect to the cart page after successful addition". */
	cartRedirectAfterAdd: boolean;
	/** The `wc_store_api` nonce, for the Store API's `Nonce` header. */
	storeApiNonce: string;
	/** Whether cart fragments are cached and refreshed on this page. */
	fragmentsEnabled: boolean;
	/** The suffix of WooCommerce's storage keys (wc_fragments_<key>, wc_cart_hash_<key>). */
	fragmentsHashKey: string;
	/** Milliseconds before a fragment refresh is given up. */
	fragmentsTimeout: number;
	i18n: {
		decreaseQuantity: string;
		increaseQuantity: string;
		selectionNeeded: string;
		unavailable: string;
		ratingRequired: string;
		passwordShow: string;
		passwordHide: string;
		subMenu: string;
		viewCart: string;
		addedToCart: string;
		addToCartFailed: string;
		removeFromCartFailed: string;
		cartItemDetails: string;
	};
}

const I18N_KEYS = [
	'decreaseQuantity',
	'increaseQuantity',
	'selectionNeeded',
	'unavailable',
	'ratingRequired',
	'passwordShow',
	'passwordHide',
	'subMenu',
	'viewCart',
	'addedToCart',
	'addToCartFailed',
	'removeFromCartFailed',
	'cartItemDetails',
] as const satisfies ReadonlyArray< keyof StorefrontConfig[ 'i18n' ] >;

const string = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

function wcAjaxUrl( value: unknown ): string {
	const url = string( value );
	// The endpoint must stay on the site and name its endpoint.
	return url.startsWith( '/' ) &&
		! /^\/[/\\]/.test( url ) &&
		url.includes( '%%endpoint%%' )
		? url
		: '/?wc-ajax=%%endpoint%%';
}

function fragmentsTimeout( value: unknown ): number {
	return typeof value === 'number' &&
		Number.isInteger( value ) &&
		value >= 1000 &&
		value <= 60000
		? value
		: DEFAULT_FRAGMENTS_TIMEOUT;
}

/**
 * Reads the config element's text.
 *
 * @param text   The JSON printed by the server.
 * @param origin The page's origin, which every URL must share.
 */
export function parseConfig(
	text: string | null,
	origin: string = window.location.origin
): StorefrontConfig {
	let data: unknown;
	try {
		data = JSON.parse( text ?? '' );
	} catch {
		data = null;
	}
	const config = isRecord( data ) ? data : {};
	const i18n = isRecord( config.i18n ) ? config.i18n : {};
	const hashKey = string( config.fragmentsHashKey );
	return {
		wcAjaxUrl: wcAjaxUrl( config.wcAjaxUrl ),
		restNonce: string( config.restNonce ),
		reviewRatingRequired: config.reviewRatingRequired === true,
		cartUrl: sameOriginUrl( config.cartUrl, origin ) ?? '',
		isCart: config.isCart === true,
		// WooCommerce's own option is 'yes' or 'no'.
		cartRedirectAfterAdd:
			config.cartRedirectAfterAdd === true ||
			config.cartRedirectAfterAdd === 'yes',
		storeApiNonce: string( config.storeApiNonce ),
		fragmentsEnabled: config.fragmentsEnabled === true,
		// It names storage keys: letters, digits, _ and - only.
		fragmentsHashKey: /^[\w-]{1,64}$/.test( hashKey ) ? hashKey : '',
		fragmentsTimeout: fragmentsTimeout( config.fragmentsTimeout ),
		i18n: Object.fromEntries(
			I18N_KEYS.map( ( key ) => [ key, string( i18n[ key ] ) ] )
		) as StorefrontConfig[ 'i18n' ], // Every key of the type is in I18N_KEYS.
	};
}
