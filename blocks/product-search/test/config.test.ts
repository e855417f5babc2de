/**
 * Internal dependencies
 */
import { DEFAULT_LABELS, parseConfig } from '../config';

describe( 'parseConfig', () => {
	it( 'reads the configuration render.php prints', () => {
		const config = parseConfig(
			JSON.stringify( {
				endpointUrl: 'https://shop.test/endpoint.php',
				restUrl: 'https://shop.test/wp-json/shopwright/v1/search',
				minChars: 2,
				debounceMs: 250,
				history: false,
				display: { sku: true, price: false },
				labels: { noResults: 'Rien' },
			} )
		);
		expect( config ).toMatchObject( {
			endpointUrl: 'https://shop.test/endpoint.php',
			minChars: 2,
			debounceMs: 250,
			history: false,
			voice: true,
			display: { image: true, price: false, sku: true, stock: false },
		} );
		expect( config.labels.noResults ).toBe( 'Rien' );
		expect( config.labels.clear ).toBe( DEFAULT_LABELS.clear );
	} );

	it.each( [
		undefined,
		'',
		'{broken',
		'[]',
		'{"minChars":"3","debounceMs":-1}',
	] )( 'falls back to the defaults for %p', ( json ) => {
		const config = parseConfig( json );
		expect( config.minChars ).toBe( 3 );
		expect( config.debounceMs ).toBe( 400 );
		expect( config.labels ).toEqual( DEFAULT_LABELS );
	} );
} );
