/**
 * A new lock id: what ties a block to its password on the server. A UUID where the browser
 * makes one (secure contexts), else random hex of the same strength.
 *
 * @param cryptoApi The Web Crypto API.
 */
export function newLockId( cryptoApi: Crypto = crypto ): string {
	if ( typeof cryptoApi.randomUUID === 'function' ) {
		return cryptoApi.randomUUID();
	}
	const bytes = cryptoApi.getRandomValues( new Uint8Array( 16 ) );
	return Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}
