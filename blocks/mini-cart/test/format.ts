/**
 * Internal dependencies
 */
import { CURRENCY } from '../../../src/stores/cart/test/fixtures/cart';
import {
	addAmounts,
	decodeEntities,
	fill,
	formatPrice,
	httpUrl,
} from '../drawer/format';

const DOLLARS = {
	...CURRENCY,
	currency_prefix: '$',
	currency_suffix: '',
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
};

describe( 'formatPrice', () => {
	it.each( [
		[ '1250', DOLLARS, '$12.50' ],
		[ '5', DOLLARS, '$0.05' ],
		[ '0', DOLLARS, '$0.00' ],
		[ '123456789', DOLLARS, '$1,234,567.89' ],
		[ '-1999', DOLLARS, '-$19.99' ],
		[ '1234500', CURRENCY, '12.345,00 €' ],
		[ '1500', { ...CURRENCY, currency_minor_unit: 0 }, '1.500 €' ],
	] )( 'writes %p as %p', ( minor, currency, expected ) => {
		expect( formatPrice( minor, currency ) ).toBe( expected );
	} );

	it( 'gives nothing for an amount that is not whole minor units', () => {
		expect( formatPrice( '12.5', DOLLARS ) ).toBe( '' );
		expect( formatPrice( 'abc', DOLLARS ) ).toBe( '' );
	} );

	it( 'adds amounts without floating point', () => {
		expect( addAmounts( '1250', '250' ) ).toBe( '1500' );
		expect( addAmounts( '10', 'x' ) ).toBe( '10' );
	} );
} );

describe( 'fill', () => {
	it( 'fills %s and %d in order, and numbered ones by position', () => {
		expect( fill( 'Remove %s from the cart', 'Shirt' ) ).toBe(
			'Remove Shirt from the cart'
		);
		expect( fill( '%2$d × %1$s', 'Shirt', 3 ) ).toBe( '3 × Shirt' );
		expect( fill( '100%% of %s', 'it' ) ).toBe( '100% of it' );
		expect( fill( 'Missing %s' ) ).toBe( 'Missing %s' );
	} );
} );

describe( 'decodeEntities', () => {
	it( 'gives the text of a name with entities or tags, running nothing', () => {
		expect( decodeEntities( 'Tee &#8211; Blue &amp; Red' ) ).toBe(
			'Tee – Blue & Red'
		);
		expect( decodeEntities( '<img src=x onerror=alert(1)>Hat' ) ).toBe(
			'Hat'
		);
		expect( decodeEntities( 'Plain' ) ).toBe( 'Plain' );
		expect(
			decodeEntities( '&lt;b&gt;Hat&lt;/b&gt; &amp; <i>x</i>' )
		).toBe( '<b>Hat</b> & x' );
	} );
} );

describe( 'httpUrl', () => {
	it( 'keeps http(s) links only', () => {
		expect( httpUrl( 'https://cdn.test/a.jpg' ) ).toBe(
			'https://cdn.test/a.jpg'
		);
		expect( httpUrl( 'javascript:alert(1)' ) ).toBe( '' );
		expect( httpUrl( 'data:image/png;base64,AAA' ) ).toBe( '' );
		expect( httpUrl( 42 ) ).toBe( '' );
	} );
} );
