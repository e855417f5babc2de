/** WooCommerce's cookies, as its server sets them. */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
/** The store notice's dismissal: this prefix, then the notice's id. */
export const STORE_NOTICE_COOKIE_PREFIX = 'store_notice';

/**
 * Reads one cookie from a `document.cookie` string; undefined when it is not set.
 *
 * @param cookies The cookie string.
 * @param name    The cookie's name.
 */
export function readCookie(
	cookies: string,
	name: string
): string | undefined {
	for ( const part of cookies.split( ';' ) ) {
		const at = part.indexOf( '=' );
		if ( at > 0 && part.slice( 0, at ).trim() === name ) {
			const value = part.slice( at + 1 ).trim();
			try {
				return decodeURIComponent( value );
			} catch {
				return value;
			}
		}
	}
	return undefined;
}
