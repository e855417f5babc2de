/**
 * Whether an address can be a PDF block's document: absolute http(s), written plainly. The
 * server checks it again, with the hosts the owner allows; this only spares the editor a
 * block that would print nothing.
 *
 * @param url The address as typed.
 */
export function isHttpUrl( url: string ): boolean {
	// Browsers drop tabs and new lines, so "java\tscript:" would be javascript:.
	if ( url === '' || /[\u0000-\u0020\u007f]/.test( url ) ) {
		return false;
	}
	try {
		const parsed = new URL( url );
		return parsed.protocol === 'http:' || parsed.protocol === 'https:';
	} catch {
		return false;
	}
}
