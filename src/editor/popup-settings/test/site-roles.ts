/**
 * Internal dependencies
 */
import { readSiteRoles } from '../site-roles';

describe( 'readSiteRoles', () => {
	it( 'reads the roles the server printed', () => {
		expect(
			readSiteRoles( {
				roles: [
					{ slug: 'editor', name: 'Editor' },
					{ slug: 'customer', name: 'Customer' },
				],
			} )
		).toEqual( [
			{ slug: 'editor', name: 'Editor' },
			{ slug: 'customer', name: 'Customer' },
		] );
	} );

	it( 'skips what is malformed, and reads nothing from nothing', () => {
		expect(
			readSiteRoles( { roles: [ { slug: 'editor' }, 'admin', null ] } )
		).toEqual( [] );
		expect( readSiteRoles( undefined ) ).toEqual( [] );
		expect( readSiteRoles( { roles: 'all' } ) ).toEqual( [] );
	} );
} );
