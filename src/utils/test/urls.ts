/**
 * Internal dependencies
 */
import { imageUrl, sameOriginUrl } from '../urls';

const ORIGIN = 'https://shop.test';

describe( 'sameOriginUrl', () => {
	it.each( [
		[ '/cart/', 'https://shop.test/cart/' ],
		[
			'https://shop.test/product/a/?x=1#y',
			'https://shop.test/product/a/?x=1#y',
		],
		[ 'product/a', 'https://shop.test/product/a' ],
		// A same-scheme URL without slashes is a path on this site, as browsers read it.
		[ 'https:evil.test', 'https://shop.test/evil.test' ],
	] )( 'keeps %p', ( url, expected ) => {
		expect( sameOriginUrl( url, ORIGIN ) ).toBe( expected );
	} );

	it.each( [
		'https://evil.test/',
		'//evil.test/',
		'/\\evil.test/',
		'http://shop.test/',
		'https://shop.test:8443/',
		'javascript:alert(1)',
		'java\tscript:alert(1)',
		'data:text/html,x',
		'\njavascript:alert(1)',
		'  //evil.test',
		'https://evil.test@shop.test.evil.test/',
		'',
		'   ',
		null,
		5,
	] )( 'refuses %p', ( url ) => {
		expect( sameOriginUrl( url, ORIGIN ) ).toBeNull();
	} );
} );

describe( 'sameOriginUrl on the page', () => {
	it( 'compares with the page it runs on by default', () => {
		expect( sameOriginUrl( '/shop/' ) ).toBe( 'https://shop.test/shop/' );
		expect( sameOriginUrl( 'https://evil.test/' ) ).toBeNull();
	} );
} );

describe( 'imageUrl', () => {
	it.each( [
		[ 'https://cdn.example/photo.jpg', 'https://cdn.example/photo.jpg' ],
		[ '/wp-content/a.png', 'https://shop.test/wp-content/a.png' ],
		[ '//cdn.example/b.png', 'https://cdn.example/b.png' ],
	] )( 'keeps the image %p', ( url, expected ) => {
		expect( imageUrl( url, ORIGIN ) ).toBe( expected );
	} );

	it.each( [ 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', '', null ] )(
		'refuses %p',
		( url ) => {
			expect( imageUrl( url, ORIGIN ) ).toBeNull();
		}
	);
} );
