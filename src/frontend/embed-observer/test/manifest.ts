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
	it( 'reads waiting scripts with their scripts and the strategy', () => {
		const manifest = parseManifest(
			JSON.stringify( {
				strategy: 'idle',
				chunks: [
					{ handle: 'cart', selector: '.cart', scripts: [ script ] },
				],
			} )
		);
		expect( manifest ).toEqual( {
			strategy: 'idle',
			chunks: [
				{
					handle: 'cart',
					selector: '.cart',
					near: null,
					hold: true,
					styles: [],
					scripts: [ script ],
				},
			],
		} );
	} );

	it( 'gives null for a missing, empty or malformed manifest', () => {
		expect( parseManifest( null ) ).toBeNull();
		expect( parseManifest( '' ) ).toBeNull();
		expect( parseManifest( '{"chunks": [' ) ).toBeNull();
		expect( parseManifest( '[]' ) ).toBeNull();
		expect( parseManifest( '{"chunks": "all"}' ) ).toBeNull();
	} );

	it( 'falls back to intent for an unknown strategy', () => {
		expect(
			parseManifest( '{"strategy": "eager", "chunks": []}' )?.strategy
		).toBe( 'intent' );
	} );

	it( 'drops an entry with a bad field, and keeps the others', () => {
		const good = {
			handle: 'a',
			selector: '.a',
			near: '200px',
			scripts: [ script ],
		};
		const manifest = parseManifest(
			JSON.stringify( {
				chunks: [
					good,
					{ handle: 'b', selector: '', scripts: [] },
					{ handle: 'c', selector: '.c', scripts: 'x' },
					{ handle: 'd', selector: '.d', scripts: [ { src: 'x' } ] },
					null,
				],
			} )
		);
		expect( manifest?.chunks ).toEqual( [
			{ ...good, hold: true, styles: [] },
		] );
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
					chunks: [
						{
							handle: 'x',
							selector: '.x',
							scripts: [ { ...script, src } ],
						},
					],
				} )
			);
			expect( manifest?.chunks ).toEqual( [] );
		}
	} );

	it( 'keeps stylesheet URLs of the page or http(s) only', () => {
		const manifest = parseManifest(
			JSON.stringify( {
				chunks: [
					{
						handle: 'drawer',
						selector: '.cart',
						styles: [
							'/wp-content/plugins/shopwright/build/frontend/mini-cart-drawer.css?ver=1',
							'javascript:alert(1)',
							'https://cdn.example/drawer.css',
							7,
						],
						scripts: [ script ],
					},
				],
			} )
		);
		expect( manifest?.chunks[ 0 ].styles ).toEqual( [
			'/wp-content/plugins/shopwright/build/frontend/mini-cart-drawer.css?ver=1',
			'https://cdn.example/drawer.css',
		] );
	} );

	it( 'accepts inline-only entries and fills missing inline code', () => {
		const manifest = parseManifest(
			JSON.stringify( {
				chunks: [
					{
						handle: 'x',
						selector: '.x',
						scripts: [ { handle: 'alias', src: null } ],
					},
				],
			} )
		);
		expect( manifest?.chunks[ 0 ].scripts ).toEqual( [
			{ handle: 'alias', src: null, before: '', after: '' },
		] );
	} );

	it( 'keeps a nearness in plain pixels; any other means on intent only', () => {
		const manifest = parseManifest(
			JSON.stringify( {
				chunks: [
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
		expect( manifest?.chunks[ 0 ].near ).toBe( '300px' );
		expect( manifest?.chunks[ 1 ].near ).toBeNull();
	} );

	it( 'holds early clicks unless an entry says false', () => {
		const manifest = parseManifest(
			JSON.stringify( {
				chunks: [
					{ handle: 'a', selector: '.a', scripts: [ script ] },
					{
						handle: 'b',
						selector: '.b',
						hold: false,
						scripts: [ script ],
					},
					{
						handle: 'c',
						selector: '.c',
						hold: 'no',
						scripts: [ script ],
					},
				],
			} )
		);
		expect( manifest?.chunks.map( ( chunk ) => chunk.hold ) ).toEqual( [
			true,
			false,
			true,
		] );
	} );
} );
