/**
 * Internal dependencies
 */
import { readCookie } from '../cookies';

describe( 'readCookie', () => {
	const cookies =
		'a=1; woocommerce_cart_hash=abc%20def; woocommerce_items_in_cart=2; bad=%E0%A4%A';

	it( 'reads one cookie, decoded', () => {
		expect( readCookie( cookies, 'woocommerce_cart_hash' ) ).toBe(
			'abc def'
		);
		expect( readCookie( cookies, 'woocommerce_items_in_cart' ) ).toBe(
			'2'
		);
	} );

	it( 'gives undefined for a cookie that is not set, or only a prefix of one', () => {
		expect( readCookie( cookies, 'woocommerce_cart' ) ).toBeUndefined();
		expect( readCookie( '', 'a' ) ).toBeUndefined();
	} );

	it( 'keeps a value that cannot be decoded as it is', () => {
		expect( readCookie( cookies, 'bad' ) ).toBe( '%E0%A4%A' );
	} );
} );
