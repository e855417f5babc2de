/**
 * Internal dependencies
 */
import { initStorefront, parseConfig } from '../index';

const FULL = {
	wcAjaxUrl: '/?wc-ajax=%%endpoint%%&lang=fr',
	restNonce: 'abc',
	reviewRatingRequired: true,
	i18n: {
		decreaseQuantity: 'Decrease quantity',
		increaseQuantity: 'Increase quantity',
		selectionNeeded: 'Choose',
		unavailable: 'Unavailable',
		ratingRequired: 'Rate',
		passwordShow: 'Show',
		passwordHide: 'Hide',
		subMenu: 'Sub-menu',
	},
};

const EMPTY = parseConfig( null );

describe( 'parseConfig', () => {
	it( 'reads a valid config', () => {
		expect( parseConfig( JSON.stringify( FULL ) ) ).toEqual( FULL );
	} );

	it.each( [ null, '', '{', '[]', '"x"', 'null', '{"i18n": []}' ] )(
		'gives safe defaults for %p',
		( text ) => {
			expect( parseConfig( text ) ).toEqual( {
				wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
				restNonce: '',
				reviewRatingRequired: false,
				i18n: Object.fromEntries(
					Object.keys( FULL.i18n ).map( ( key ) => [ key, '' ] )
				),
			} );
		}
	);

	it( 'replaces each malformed field on its own', () => {
		const config = parseConfig(
			JSON.stringify( {
				...FULL,
				restNonce: 5,
				reviewRatingRequired: 'yes',
				i18n: { ...FULL.i18n, unavailable: { html: '<b>' } },
			} )
		);
		expect( config.restNonce ).toBe( '' );
		expect( config.reviewRatingRequired ).toBe( false );
		expect( config.i18n.unavailable ).toBe( '' );
		expect( config.i18n.selectionNeeded ).toBe( 'Choose' );
	} );

	it.each( [
		'https://evil.test/?wc-ajax=%%endpoint%%',
		'//evil.test/?wc-ajax=%%endpoint%%',
		'/\\evil.test/?wc-ajax=%%endpoint%%',
		'javascript:alert(1)//%%endpoint%%',
		'/?wc-ajax=get_variation',
	] )( 'keeps the ajax url on the site: %p', ( url ) => {
		expect(
			parseConfig( JSON.stringify( { wcAjaxUrl: url } ) ).wcAjaxUrl
		).toBe( EMPTY.wcAjaxUrl );
	} );
} );

describe( 'initStorefront', () => {
	it( 'starts the modules on the page and stops them', () => {
		document.body.innerHTML =
			'<div class="quantity"><input class="qty" value="1" /></div><form class="woocommerce-form"><input type="password" /></form>';
		const cleanup = initStorefront(
			document,
			parseConfig( JSON.stringify( FULL ) )
		);
		expect(
			document.querySelector( '[aria-label="Increase quantity"]' )
		).not.toBeNull();
		expect( document.querySelector( '[aria-pressed]' ) ).not.toBeNull();
		cleanup();
		expect( document.querySelectorAll( 'button' ) ).toHaveLength( 0 );
	} );
} );
