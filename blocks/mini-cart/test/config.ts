/**
 * Internal dependencies
 */
import { parseDrawerConfig } from '../drawer/config';
import { DRAWER_CONFIG } from './helpers/markup';

const ORIGIN = window.location.origin;
const parse = ( value: unknown ) =>
	parseDrawerConfig( JSON.stringify( value ), ORIGIN );

describe( 'parseDrawerConfig', () => {
	it( 'reads a valid config', () => {
		expect( parse( DRAWER_CONFIG ) ).toEqual( DRAWER_CONFIG );
	} );

	it.each( [ undefined, '', '{', '[]', 'null' ] )(
		'gives null for %p',
		( text ) => {
			expect( parseDrawerConfig( text, ORIGIN ) ).toBeNull();
		}
	);

	it.each( [
		'https://evil.test/wp-json/wc/store/v1',
		'//evil.test/wp-json/wc/store/v1',
		'javascript:alert(1)',
		'',
	] )(
		'gives null when the Store API, which gets the cookies and nonce, is at %p',
		( storeApiRoot ) => {
			expect( parse( { ...DRAWER_CONFIG, storeApiRoot } ) ).toBeNull();
		}
	);

	it( 'empties links off the site and malformed texts on their own', () => {
		const config = parse( {
			...DRAWER_CONFIG,
			cartUrl: 'https://evil.test/cart/',
			checkoutUrl: 'javascript:alert(1)',
			pricesIncludeTax: 'yes',
			i18n: { ...DRAWER_CONFIG.i18n, title: { html: '<b>' } },
		} );
		expect( config?.cartUrl ).toBe( '' );
		expect( config?.checkoutUrl ).toBe( '' );
		expect( config?.pricesIncludeTax ).toBe( false );
		expect( config?.i18n.title ).toBe( '' );
		expect( config?.i18n.close ).toBe( 'Close the cart' );
	} );
} );
