/**
 * The URL policy of every script: where the browser may be sent, which addresses a request may
 * carry the shopper's cookies to, and which images may be shown. URLs come from the server, from
 * responses and from the browser's storage, so each is checked here before it is used.
 *
 * (Links written into markup that came from the shop, such as a variation's description, follow
 * the separate protocol list in src/frontend/storefront/sanitize-url.ts.)
 */

function parse( url: unknown, origin: string ): URL | null {
	if ( typeof url !== 'string' || url.trim() === '' ) {
		return null;
	}
	try {
		return new URL( url, origin );
	} catch {
		return null;
	}
}

function isHttp( url: URL ): boolean {
	return url.protocol === 'https:' || url.protocol === 'http:';
}

/**
 * For navigations and credentialed requests: the absolute URL when it is http(s) on the page's
 * own origin, otherwise null. Never javascript:, data:, another site, or a protocol-relative
 * "//elsewhere".
 *
 * @param url    The URL, absolute or relative to the origin.
 * @param origin The page's origin, such as https://shop.test.
 */
export function sameOriginUrl(
	url: unknown,
	origin: string = window.location.origin
): string | null {
	const parsed = parse( url, origin );
	return parsed && isHttp( parsed ) && parsed.origin === origin
		? parsed.href
		: null;
}

/**
 * For images only (a product photo may come from a CDN): the absolute URL when it is http(s) on
 * any host, otherwise null. Never a navigation target.
 *
 * @param url    The URL, absolute or relative to the origin.
 * @param origin The page's origin.
 */
export function imageUrl(
	url: unknown,
	origin: string = window.location.origin
): string | null {
	const parsed = parse( url, origin );
	return parsed && isHttp( parsed ) ? parsed.href : null;
}
