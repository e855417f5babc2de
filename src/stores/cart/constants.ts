export const STORE_KEY = 'shopwright/cart';

/**
 * Store API errors that mean the `Nonce` header was stale or missing: the answer brings a fresh
 * nonce, and the request is sent once more with it.
 */
export const NONCE_ERRORS: ReadonlySet< string > = new Set( [
	'woocommerce_rest_invalid_nonce',
	'woocommerce_rest_missing_nonce',
] );
