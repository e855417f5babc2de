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

	it( 'reads the details panel, cart, prices and overlay settings', () => {
		const config = parseConfig(
			JSON.stringify( {
				detailsPanel: true,
				detailsUrl:
					'https://shop.test/wp-json/shopwright/v1/search/details',
				wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
				cartUrl: 'https://shop.test/cart/',
				redirectAfterAdd: true,
				pricesUrl: '/prices',
				dynamicPrices: true,
				goToFirstVariation: true,
				overlayBreakpoint: 768,
			} )
		);
		expect( config ).toMatchObject( {
			detailsPanel: true,
			detailsUrl:
				'https://shop.test/wp-json/shopwright/v1/search/details',
			wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
			cartUrl: 'https://shop.test/cart/',
			redirectAfterAdd: true,
			pricesUrl: '/prices',
			dynamicPrices: true,
			goToFirstVariation: true,
			overlayBreakpoint: 768,
		} );
	} );

	it( 'keeps those off, and refuses addresses it must not call', () => {
		const config = parseConfig(
			JSON.stringify( {
				detailsUrl: 'javascript:alert(1)',
				pricesUrl: 'data:text/html,x',
				wcAjaxUrl: '/?wc-ajax=add_to_cart',
			} )
		);
		expect( config ).toMatchObject( {
			detailsPanel: false,
			detailsUrl: '',
			pricesUrl: '',
			wcAjaxUrl: '',
			dynamicPrices: false,
			goToFirstVariation: false,
			overlayBreakpoint: 0,
		} );
	} );
} );
