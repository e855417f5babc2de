/**
 * Internal dependencies
 */
import { parseManifest } from '../manifest';

const script = {
	handle: 'wp-element',
	src: 'http://shop.test/wp-includes/js/dist/element.min.js?ver=1',
	before: '',
	after: '',
};

describe( 'parseManifest', () => {
	it( 'reads groups with their scripts and the strategy', () => {
		const manifest = parseManifest(
			JSON.stringify( {
				strategy: 'idle',
				groups: [
					{ handle: 'cart', selector: '.cart', scripts: [ script ] },
				],
			} )
		);
		expect( manifest ).toEqual( {
			strategy: 'idle',
			groups: [
				{ handle: 'cart', selector: '.cart', scripts: [ script ] },
			],
		} );
	} );

	it( 'gives null for a missing, empty or malformed manifest', () => {
		expect( parseManifest( null ) ).toBeNull();
		expect( parseManifest( '' ) ).toBeNull();
		expect( parseManifest( '{"groups": [' ) ).toBeNull();
		expect( parseManifest( '[]' ) ).toBeNull();
		expect( parseManifest( '{"groups": "all"}' ) ).toBeNull();
	} );

	it( 'falls back to intent for an unknown strategy', () => {
		expect(
			parseManifest( '{"strategy": "eager", "groups": []}' )?.strategy
		).toBe( 'intent' );
	} );

	it( 'drops a group with a bad field, and keeps the others', () => {
		const good = { handle: 'a', selector: '.a', scripts: [ script ] };
		const manifest = parseManifest(
			JSON.stringify( {
				groups: [
					good,
					{ handle: 'b', selector: '', scripts: [] },
					{ handle: 'c', selector: '.c', scripts: 'x' },
					{ handle: 'd', selector: '.d', scripts: [ { src: 'x' } ] },
					null,
				],
			} )
		);
		expect( manifest?.groups ).toEqual( [ good ] );
	} );

	it( 'refuses script URLs that are not http(s) or same-origin paths', () => {
		for ( const src of [
			'javascript:alert(1)',
			'data:text/javascript,alert(1)',
			'blob:http://shop.test/1',
			'relative/path.js',
		] ) {
			const manifest = parseManifest(
				JSON.stringify( {
					groups: [
						{
							handle: 'x',
							selector: '.x',
							scripts: [ { ...script, src } ],
						},
					],
				} )
			);
			expect( manifest?.groups ).toEqual( [] );
		}
	} );

	it( 'accepts inline-only entries and fills missing inline code', () => {
		const manifest = parseManifest(
			JSON.stringify( {
				groups: [
					{
						handle: 'x',
						selector: '.x',
						scripts: [ { handle: 'alias', src: null } ],
					},
				],
			} )
		);
		expect( manifest?.groups[ 0 ].scripts ).toEqual( [
			{ handle: 'alias', src: null, before: '', after: '' },
		] );
	} );

	it( 'keeps a nearness in plain pixels and drops any other', () => {
		const manifest = parseManifest(
			JSON.stringify( {
				groups: [
					{
						handle: 'slider',
						selector: '.slider',
						near: '300px',
						scripts: [ script ],
					},
					{
						handle: 'other',
						selector: '.other',
						near: '10px; 0',
						scripts: [ script ],
					},
				],
			} )
		);
		expect( manifest?.groups[ 0 ].near ).toBe( '300px' );
		expect( manifest?.groups[ 1 ] ).not.toHaveProperty( 'near' );
	} );
} );
