/**
 * Internal dependencies
 */
import { sameOriginUrl } from '../same-origin';

const ORIGIN = 'https://shop.test';

describe( 'sameOriginUrl', () => {
	it.each( [
		[ '/cart/', 'https://shop.test/cart/' ],
		[
			'https://shop.test/product/a/?x=1#y',
			'https://shop.test/product/a/?x=1#y',
		],
		[ 'product/a', 'https://shop.test/product/a' ],
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
		'',
		'   ',
		null,
		5,
	] )( 'refuses %p', ( url ) => {
		expect( sameOriginUrl( url, ORIGIN ) ).toBeNull();
	} );
} );
