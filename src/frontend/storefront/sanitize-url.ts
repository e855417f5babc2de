/**
 * Keeps a link only when it cannot run script: a relative path, a hash or one
 * of the protocols WordPress allows in content.
 */

const ALLOWED_PROTOCOLS = new Set( [
	'http',
	'https',
	'ftp',
	'ftps',
	'mailto',
	'news',
	'irc',
	'irc6',
	'ircs',
	'gopher',
	'nntp',
	'feed',
	'telnet',
	'mms',
	'rtsp',
	'sms',
	'svn',
	'tel',
	'fax',
	'xmpp',
	'webcal',
	'urn',
] );

const NAMED_ENTITIES: Record< string, string > = {
	colon: ':',
	tab: '',
	newline: '',
	sol: '/',
	bsol: '\\',
	amp: '&',
};

// Browsers ignore these inside a scheme ("java\tscript:"), and markup may
// hide a colon as an entity, so the check runs on what a browser would read.
function normalize( url: string ): string {
	return url
		.replace(
			/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi,
			( match, hex?: string, dec?: string, name?: string ) => {
				if ( hex || dec ) {
					const code = hex ? parseInt( hex, 16 ) : Number( dec );
					return code <= 0x10ffff ? String.fromCodePoint( code ) : '';
				}
				return NAMED_ENTITIES[ ( name ?? '' ).toLowerCase() ] ?? match;
			}
		)
		.replace(
			/[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g,
			''
		)
		.replace( /\\/g, '/' )
		.toLowerCase();
}

/**
 * Gives the link back unchanged when it is safe, '#' (and an error in the
 * console) when it is not.
 *
 * @param url The link to check.
 */
export function sanitizeUrl( url: string ): string {
	const clean = normalize( url );
	const scheme = /^([a-z][a-z0-9+.-]*):/.exec( clean );
	const safe = scheme
		? ALLOWED_PROTOCOLS.has( scheme[ 1 ] )
		: // "//host" leaves the site with the page's protocol: not a relative path.
			! clean.startsWith( '//' );
	if ( safe ) {
		return url.trim();
	}
	// eslint-disable-next-line no-console
	console.error( 'Error sanitizing URL' );
	return '#';
}
