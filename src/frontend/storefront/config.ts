/**
 * The storefront config the server prints as JSON in #shopwright-storefront-config, read
 * defensively: a missing or malformed field gets a safe default, so a broken config never stops
 * the page.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';
import { sameOriginUrl } from '../../utils/urls';

export const CONFIG_ID = 'shopwright-storefront-config';

export const DEFAULT_REQUEST_TIMEOUT = 5000;

/** WooCommerce's storage key prefixes: what the keys are when the page names none. */
export const DEFAULT_CART_HASH_KEY = 'wc_cart_hash_';
export const DEFAULT_FRAGMENT_NAME = 'wc_fragments_';

export interface StorefrontConfig {
	/** WooCommerce's `/?wc-ajax=%%endpoint%%`, relative to the site. */
	wcAjaxUrl: string;
	restNonce: string;
	reviewRatingRequired: boolean;
	/** False where WooCommerce's own scripts stay (the cart page): ours only adds what they lack. */
	replacesClassic: boolean;
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
	/** Local and session storage key of the cart hash: WooCommerce's cart_hash_key. */
	cartHashKey: string;
	/** Session storage key of the cached fragments: WooCommerce's fragment_name. */
	fragmentName: string;
	/** Milliseconds before a fragment refresh is given up: WooCommerce's request_timeout. */
	requestTimeout: number;
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
		galleryThumbnail: string;
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
	'galleryThumbnail',
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

function requestTimeout( value: unknown ): number {
	return typeof value === 'number' &&
		Number.isInteger( value ) &&
		value >= 1000 &&
		value <= 60000
		? value
		: DEFAULT_REQUEST_TIMEOUT;
}

/**
 * A storage key: any short printable text (WooCommerce lets filters name it).
 *
 * @param value    The printed key.
 * @param fallback The key when it is missing or unusable.
 */
function storageKey( value: unknown, fallback: string ): string {
	return typeof value === 'string' &&
		/^[^\u0000-\u001f]{1,200}$/.test( value )
		? value
		: fallback;
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
	const cartHashKey = storageKey( config.cartHashKey, DEFAULT_CART_HASH_KEY );
	const fragmentName = storageKey(
		config.fragmentName,
		DEFAULT_FRAGMENT_NAME
	);
	return {
		wcAjaxUrl: wcAjaxUrl( config.wcAjaxUrl ),
		restNonce: string( config.restNonce ),
		reviewRatingRequired: config.reviewRatingRequired === true,
		replacesClassic: config.replacesClassic !== false,
		cartUrl: sameOriginUrl( config.cartUrl, origin ) ?? '',
		isCart: config.isCart === true,
		// WooCommerce's own option is 'yes' or 'no'.
		cartRedirectAfterAdd:
			config.cartRedirectAfterAdd === true ||
			config.cartRedirectAfterAdd === 'yes',
		storeApiNonce: string( config.storeApiNonce ),
		fragmentsEnabled: config.fragmentsEnabled === true,
		cartHashKey,
		// One key for both would write the fragments over the hash.
		fragmentName:
			fragmentName === cartHashKey ? DEFAULT_FRAGMENT_NAME : fragmentName,
		requestTimeout: requestTimeout( config.requestTimeout ),
		i18n: Object.fromEntries(
			I18N_KEYS.map( ( key ) => [ key, string( i18n[ key ] ) ] )
		) as StorefrontConfig[ 'i18n' ], // Every key of the type is in I18N_KEYS.
	};
}
