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
