/**
 * Internal dependencies
 */
import {
	DEFAULT_CART_HASH_KEY,
	DEFAULT_FRAGMENT_NAME,
	DEFAULT_REQUEST_TIMEOUT,
	parseConfig,
} from '../config';

const ORIGIN = 'https://shop.test';

const FULL = {
	wcAjaxUrl: '/?wc-ajax=%%endpoint%%&lang=fr',
	restNonce: 'abc',
	reviewRatingRequired: true,
	replacesClassic: true,
	cartUrl: 'https://shop.test/cart/',
	isCart: true,
	cartRedirectAfterAdd: true,
	storeApiNonce: 'store-nonce',
	fragmentsEnabled: true,
	cartHashKey: 'wc_cart_hash_0123abcdef',
	fragmentName: 'wc_fragments_0123abcdef',
	requestTimeout: 8000,
	i18n: {
		decreaseQuantity: 'Decrease quantity',
		increaseQuantity: 'Increase quantity',
		selectionNeeded: 'Choose',
		unavailable: 'Unavailable',
		ratingRequired: 'Rate',
		passwordShow: 'Show',
		passwordHide: 'Hide',
		subMenu: 'Sub-menu',
		viewCart: 'View cart',
		addedToCart: 'Added to your cart.',
		addToCartFailed: 'Could not add.',
		removeFromCartFailed: 'Could not remove.',
		cartItemDetails: 'Details',
		galleryThumbnail: 'Show image %d',
	},
};

const parse = ( value: unknown ) =>
	parseConfig( JSON.stringify( value ), ORIGIN );

const EMPTY = parseConfig( null, ORIGIN );

describe( 'parseConfig', () => {
	it( 'reads a valid config', () => {
		expect( parse( FULL ) ).toEqual( FULL );
	} );

	it.each( [ null, '', '{', '[]', '"x"', 'null', '{"i18n": []}' ] )(
		'gives safe defaults for %p',
		( text ) => {
			expect( parseConfig( text, ORIGIN ) ).toEqual( {
				wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
				restNonce: '',
				reviewRatingRequired: false,
				replacesClassic: true,
				cartUrl: '',
				isCart: false,
				cartRedirectAfterAdd: false,
				storeApiNonce: '',
				fragmentsEnabled: false,
				cartHashKey: DEFAULT_CART_HASH_KEY,
				fragmentName: DEFAULT_FRAGMENT_NAME,
				requestTimeout: DEFAULT_REQUEST_TIMEOUT,
				i18n: Object.fromEntries(
					Object.keys( FULL.i18n ).map( ( key ) => [ key, '' ] )
				),
			} );
		}
	);

	it( 'replaces each malformed field on its own', () => {
		const config = parse( {
			...FULL,
			restNonce: 5,
			reviewRatingRequired: 'yes',
			isCart: 1,
			fragmentsEnabled: 'true',
			storeApiNonce: [ 'x' ],
			i18n: { ...FULL.i18n, unavailable: { html: '<b>' } },
		} );
		expect( config.restNonce ).toBe( '' );
		expect( config.reviewRatingRequired ).toBe( false );
		expect( config.isCart ).toBe( false );
		expect( config.fragmentsEnabled ).toBe( false );
		expect( config.storeApiNonce ).toBe( '' );
		expect( config.i18n.unavailable ).toBe( '' );
		expect( config.i18n.selectionNeeded ).toBe( 'Choose' );
		expect( config.cartUrl ).toBe( FULL.cartUrl );
	} );

	it( "accepts WooCommerce's 'yes' for the redirect to the cart", () => {
		expect(
			parse( { cartRedirectAfterAdd: 'yes' } ).cartRedirectAfterAdd
		).toBe( true );
		expect(
			parse( { cartRedirectAfterAdd: 'no' } ).cartRedirectAfterAdd
		).toBe( false );
	} );

	it.each( [
		'https://evil.test/?wc-ajax=%%endpoint%%',
		'//evil.test/?wc-ajax=%%endpoint%%',
		'/\\evil.test/?wc-ajax=%%endpoint%%',
		'javascript:alert(1)//%%endpoint%%',
		'/?wc-ajax=get_variation',
	] )( 'keeps the ajax url on the site: %p', ( url ) => {
		expect( parse( { wcAjaxUrl: url } ).wcAjaxUrl ).toBe( EMPTY.wcAjaxUrl );
	} );

	it( 'makes a relative cart url absolute on the site', () => {
		expect( parse( { cartUrl: '/cart/' } ).cartUrl ).toBe(
			'https://shop.test/cart/'
		);
	} );

	it.each( [
		'https://evil.test/cart/',
		'//evil.test/cart/',
		'http://shop.test/cart/',
		'javascript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'',
		42,
	] )( 'refuses a cart url elsewhere: %p', ( url ) => {
		expect( parse( { cartUrl: url } ).cartUrl ).toBe( '' );
	} );

	it.each( [ '', 'line\nbreak', 'x'.repeat( 201 ), 7, null ] )(
		"uses WooCommerce's key prefixes for storage keys that cannot be: %p",
		( key ) => {
			const config = parse( { cartHashKey: key, fragmentName: key } );
			expect( config.cartHashKey ).toBe( DEFAULT_CART_HASH_KEY );
			expect( config.fragmentName ).toBe( DEFAULT_FRAGMENT_NAME );
		}
	);

	it( 'keeps keys a filter renamed', () => {
		const config = parse( {
			cartHashKey: 'my theme hash',
			fragmentName: 'my theme fragments',
		} );
		expect( config.cartHashKey ).toBe( 'my theme hash' );
		expect( config.fragmentName ).toBe( 'my theme fragments' );
	} );

	it( 'never gives the fragments and the hash one key', () => {
		const config = parse( { cartHashKey: 'same', fragmentName: 'same' } );
		expect( config.cartHashKey ).toBe( 'same' );
		expect( config.fragmentName ).toBe( DEFAULT_FRAGMENT_NAME );
	} );

	it.each( [ 999, 60001, 1.5, '5000', -1 ] )(
		'keeps the fragments timeout between 1 and 60 seconds: %p',
		( timeout ) => {
			expect( parse( { requestTimeout: timeout } ).requestTimeout ).toBe(
				DEFAULT_REQUEST_TIMEOUT
			);
		}
	);
} );
