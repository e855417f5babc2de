/**
 * Internal dependencies
 */
import { isRecord } from '../utils/is-record';

/**
 * WooCommerce's Store API (`/wc/store/v1`), the part of it the cart uses: types for the fields
 * read from its cart response, and one request function built on `fetch`.
 *
 * Not @wordpress/api-fetch: that handle weighs about 25 KB with its dependencies and would be
 * the heaviest thing on a storefront page; its middlewares (the REST nonce, the root URL) do not
 * apply to the Store API, which has its own `Nonce` and `Cart-Token` headers, read and sent here.
 */

/** The currency fields every Store API price object carries. */
export interface StoreApiCurrency {
	currency_code: string;
	currency_symbol: string;
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_prefix: string;
	currency_suffix: string;
}

export interface StoreApiImage {
	id: number;
	src: string;
	thumbnail: string;
	alt: string;
}

/** Amounts are strings of whole minor units ("1999" is 19.99 in a two-decimal currency). */
export interface StoreApiCartItem {
	key: string;
	id: number;
	quantity: number;
	name: string;
	permalink: string;
	images: StoreApiImage[];
	variation: Array< { attribute: string; value: string } >;
	quantity_limits: {
		minimum: number;
		maximum: number;
		multiple_of: number;
		editable: boolean;
	};
	prices: StoreApiCurrency & {
		price: string;
		regular_price: string;
		sale_price: string;
	};
	totals: StoreApiCurrency & {
		line_subtotal: string;
		line_subtotal_tax: string;
		line_total: string;
		line_total_tax: string;
	};
}

export interface StoreApiCart {
	items: StoreApiCartItem[];
	items_count: number;
	totals: StoreApiCurrency & {
		total_items: string;
		total_items_tax: string;
		total_price: string;
		total_tax: string;
	};
}

/** The Store API's error body; network and parsing failures are given the same shape here. */
export interface StoreApiError {
	code: string;
	message: string;
	/** Errors of cart routes may carry the cart as it now is. */
	data: { status: number; cart?: unknown };
}

/** Codes of the failures this module reports itself, for which no server message exists. */
export const CLIENT_ERRORS = {
	network: 'shopwright_network_error',
	timeout: 'shopwright_timeout',
	invalidResponse: 'shopwright_invalid_response',
} as const;

export const REQUEST_TIMEOUT = 15000;

/** The session headers: sent with each request, and refreshed by each response. */
export interface StoreApiSession {
	nonce: string;
	cartToken: string;
}

export type StoreApiResponse = StoreApiSession & {
	/** `Cart-Hash`, the value WooCommerce also puts in its woocommerce_cart_hash cookie. */
	cartHash: string | null;
};

/** A success carries the parsed body, unchecked: only the caller knows what the route returns. */
export type StoreApiResult =
	| ( StoreApiResponse & { ok: true; data: unknown } )
	| ( StoreApiResponse & { ok: false; error: StoreApiError } );

/** What a request needs from `fetch`, so that tests can hand in a fake. */
export type StoreApiFetch = (
	input: string,
	init: RequestInit
) => Promise< {
	ok: boolean;
	status: number;
	headers: { get: ( name: string ) => string | null };
	json: () => Promise< unknown >;
} >;

export interface StoreApiRequest {
	/** The Store API root, such as https://shop.test/wp-json/wc/store/v1. */
	root: string;
	/** A route under the root, such as `/cart/add-item`. */
	path: string;
	method?: 'GET' | 'POST';
	body?: Record< string, unknown >;
	session: StoreApiSession;
	fetch?: StoreApiFetch;
	timeout?: number;
}

/**
 * The URL of a route under the root, with pretty permalinks (`/wp-json/wc/store/v1`) or without
 * them (`/?rest_route=/wc/store/v1`).
 *
 * @param root The Store API root.
 * @param path The route.
 */
export function storeApiUrl( root: string, path: string ): string {
	const url = new URL( root, 'http://placeholder.invalid' );
	const route = url.searchParams.get( 'rest_route' );
	if ( route !== null ) {
		url.searchParams.set( 'rest_route', route.replace( /\/$/, '' ) + path );
	} else {
		url.pathname = url.pathname.replace( /\/$/, '' ) + path;
	}
	return url.origin === 'http://placeholder.invalid'
		? url.href.slice( url.origin.length )
		: url.href;
}

export function isStoreApiError( value: unknown ): value is StoreApiError {
	return (
		isRecord( value ) &&
		typeof value.code === 'string' &&
		typeof value.message === 'string' &&
		isRecord( value.data ) &&
		typeof value.data.status === 'number'
	);
}

/**
 * Whether a body looks like a cart: enough to render one without checking every field again.
 *
 * @param value A parsed response body.
 */
export function isStoreApiCart( value: unknown ): value is StoreApiCart {
	return (
		isRecord( value ) &&
		Array.isArray( value.items ) &&
		value.items.every(
			( item ) =>
				isRecord( item ) &&
				typeof item.key === 'string' &&
				typeof item.quantity === 'number' &&
				typeof item.name === 'string' &&
				isRecord( item.prices ) &&
				isRecord( item.totals )
		) &&
		typeof value.items_count === 'number' &&
		isRecord( value.totals ) &&
		typeof value.totals.total_items === 'string'
	);
}

function clientError( code: string, status = 0 ): StoreApiError {
	return { code, message: '', data: { status } };
}

/**
 * One request and its answer, read into a result.
 *
 * @param fetch The fetch function.
 * @param url   The route's URL.
 * @param init  The request, with its abort signal.
 */
async function exchange(
	fetch: StoreApiFetch,
	url: string,
	init: RequestInit & { signal: AbortSignal }
): Promise< StoreApiResult > {
	const failure = ( code: string, status = 0 ) => ( {
		ok: false as const, // A literal, for the union's tag.
		error: clientError(
			init.signal.aborted ? CLIENT_ERRORS.timeout : code,
			status
		),
	} );
	let response;
	try {
		response = await fetch( url, init );
	} catch {
		return {
			nonce: '',
			cartToken: '',
			cartHash: null,
			...failure( CLIENT_ERRORS.network ),
		};
	}
	const received: StoreApiResponse = {
		nonce: response.headers.get( 'Nonce' ) ?? '',
		cartToken: response.headers.get( 'Cart-Token' ) ?? '',
		cartHash: response.headers.get( 'Cart-Hash' ),
	};
	let data: unknown;
	try {
		data = await response.json();
	} catch {
		return {
			...received,
			...failure( CLIENT_ERRORS.invalidResponse, response.status ),
		};
	}
	if ( ! response.ok ) {
		return isStoreApiError( data )
			? { ...received, ok: false, error: data }
			: {
					...received,
					...failure(
						CLIENT_ERRORS.invalidResponse,
						response.status
					),
				};
	}
	return { ...received, ok: true, data };
}

/**
 * Sends one Store API request. Never throws: a failure comes back as a Store API error, with one
 * of CLIENT_ERRORS as its code when the server gave none. The session headers of the answer
 * (empty when absent) come back with either outcome.
 *
 * @param request The route, body and session.
 */
export function storeApiFetch(
	request: StoreApiRequest
): Promise< StoreApiResult > {
	const {
		root,
		path,
		method = 'GET',
		body,
		session,
		fetch = ( input, init ) => window.fetch( input, init ),
		timeout = REQUEST_TIMEOUT,
	} = request;
	const headers: Record< string, string > = { Accept: 'application/json' };
	if ( session.nonce ) {
		headers.Nonce = session.nonce;
	}
	if ( session.cartToken ) {
		headers[ 'Cart-Token' ] = session.cartToken;
	}
	if ( body ) {
		headers[ 'Content-Type' ] = 'application/json';
	}
	const controller = new AbortController();
	const timer = setTimeout( () => controller.abort(), timeout );
	return exchange( fetch, storeApiUrl( root, path ), {
		method,
		headers,
		body: body ? JSON.stringify( body ) : undefined,
		credentials: 'same-origin',
		signal: controller.signal,
	} ).finally( () => clearTimeout( timer ) );
}
