/**
 * The one check every URL from the server or a response goes through before the browser is sent
 * there or a request carries the shopper's cookies to it.
 */

/**
 * The absolute URL when it is http(s) on the page's own origin, otherwise null: never
 * javascript:, data:, another site, or a protocol-relative "//elsewhere".
 *
 * @param url    The URL, absolute or relative to the origin.
 * @param origin The page's origin, such as https://shop.test.
 */
export function sameOriginUrl( url: unknown, origin: string ): string | null {
	if ( typeof url !== 'string' || url.trim() === '' ) {
		return null;
	}
	let parsed: URL;
	try {
		parsed = new URL( url, origin );
	} catch {
		return null;
	}
	return ( parsed.protocol === 'https:' || parsed.protocol === 'http:' ) &&
		parsed.origin === origin
		? parsed.href
		: null;
}
