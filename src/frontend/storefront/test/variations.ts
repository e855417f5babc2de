/**
 * Internal dependencies
 */
import {
	FOUND_EVENT,
	RESET_EVENT,
	initVariations,
	parseVariations,
	type VariationsDependencies,
} from '../variations';

const CONFIG = {
	wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
	selectionNeededText: 'Please select some product options.',
	unavailableText: 'Sorry, this product is unavailable.',
};

const IMAGE = {
	src: 'red.jpg',
	src_w: 600,
	src_h: 400,
	srcset: 'red.jpg 600w',
	sizes: '(max-width: 600px) 100vw',
	title: 'Red',
	caption: 'A red shirt',
	alt: 'Red shirt',
	full_src: 'red-full.jpg',
	full_src_w: 1200,
	full_src_h: 800,
	gallery_thumbnail_src: 'red-thumb.jpg',
	image_id: 42,
};

const RED = {
	variation_id: 11,
	attributes: { attribute_pa_color: 'red', attribute_size: '' },
	is_purchasable: true,
	is_in_stock: true,
	variation_is_visible: true,
	price_html: '<span class="price">$10</span>',
	availability_html: '<p class="stock in-stock">In stock</p>',
	variation_description: '<p>Bright</p>',
	image: IMAGE,
};
const BLUE = {
	...RED,
	variation_id: 12,
	attributes: { attribute_pa_color: 'blue', attribute_size: 'L' },
	is_in_stock: false,
	image: { src: '' },
};

const attr = ( value: unknown ) =>
	JSON.stringify( value ).replace( /&/g, '&amp;' ).replace( /"/g, '&quot;' );

function render( variations: string ) {
	document.body.innerHTML = `
	<div class="product">
		<div class="woocommerce-product-gallery images">
			<div class="woocommerce-product-gallery__image" data-thumb="thumb.jpg">
				<a href="full.jpg"><img class="wp-post-image" src="main.jpg" alt="Shirt" width="300" data-large_image="full.jpg" /></a>
			</div>
			<ol class="flex-control-nav"><li><img src="thumb.jpg" /></li></ol>
		</div>
		<form class="variations_form cart" data-product_id="10" data-product_variations="${ variations }">
			<table class="variations"><tbody>
				<tr><td><select id="pa_color" name="attribute_pa_color">
					<option value="">Choose</option><option value="red">Red</option><option value="blue">Blue</option><option value="green">Green</option>
				</select></td></tr>
				<tr><td><select id="size" name="attribute_size">
					<option value="">Choose</option><option value="S">S</option><option value="L">L</option><option value="&lt;img src=x onerror=alert(1)&gt;">bad</option>
				</select><a class="reset_variations" href="#">Clear</a></td></tr>
			</tbody></table>
			<div class="single_variation_wrap">
				<div class="woocommerce-variation single_variation"></div>
				<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="2" min="1" step="1" /></div>
				<button type="submit" class="single_add_to_cart_button button">Add to cart</button>
				<input type="hidden" name="variation_id" class="variation_id" value="0" />
			</div>
		</form>
		<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">SHIRT</span></span></div>
		<table class="woocommerce-product-attributes shop_attributes"><tbody>
			<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th>Weight</th><td class="woocommerce-product-attributes-item__value">N/A</td></tr>
			<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th>Dimensions</th><td class="woocommerce-product-attributes-item__value">N/A</td></tr>
		</tbody></table>
	</div>`;
}

const $ = < T extends Element = HTMLElement >( selector: string ) =>
	document.querySelector< T >( selector )!;
const button = () => $( '.single_add_to_cart_button' );
const img = () => $( '.wp-post-image' );

function choose( name: string, value: string ) {
	const select = $< HTMLSelectElement >( `select[name="${ name }"]` );
	select.value = value;
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

let cleanup = () => {};
let consoleError: jest.SpyInstance;
beforeEach( () => {
	consoleError = jest
		.spyOn( console, 'error' )
		.mockImplementation( () => {} );
} );
afterEach( () => consoleError.mockRestore() );
function init(
	variations: string,
	deps: Partial< VariationsDependencies > = {}
) {
	render( variations );
	const fetch = jest.fn();
	cleanup = initVariations( document.body, CONFIG, {
		fetch,
		...deps,
	} );
	return { fetch };
}
afterEach( () => cleanup() );

describe( 'parseVariations', () => {
	it.each( [
		[ 'malformed JSON', '[{' ],
		[ 'an object', '{}' ],
		[ 'nothing', null ],
		[ 'a string', '"x"' ],
	] )( 'gives an empty list for %s', ( _, text ) => {
		expect( parseVariations( text ) ).toEqual( [] );
	} );

	it( 'drops malformed variations', () => {
		expect(
			parseVariations(
				JSON.stringify( [
					RED,
					{ variation_id: '3', attributes: {} },
					{ variation_id: 4, attributes: { a: 1 } },
					null,
				] )
			)
		).toEqual( [ RED ] );
	} );

	it( 'gives false for server lookups', () => {
		expect( parseVariations( 'false' ) ).toBe( false );
	} );
} );

describe( 'initVariations with inline variations', () => {
	it( 'needs a selection first and, pressed, says so and goes to the first option left to choose', () => {
		init( attr( [ RED, BLUE ] ) );
		expect( button().classList.value.split( ' ' ) ).toEqual(
			expect.arrayContaining( [
				'disabled',
				'wc-variation-selection-needed',
			] )
		);
		// Operable, so assistive technology lets it be pressed and hears why it does nothing.
		expect( button().hasAttribute( 'aria-disabled' ) ).toBe( false );
		expect( button().hasAttribute( 'disabled' ) ).toBe( false );
		expect( $( '.reset_variations' ).style.visibility ).toBe( 'hidden' );
		choose( 'attribute_pa_color', 'red' );
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		button().dispatchEvent( click );
		expect( click.defaultPrevented ).toBe( true );
		const notice = $( '.shopwright-variation-notice' );
		expect( notice.textContent ).toBe( CONFIG.selectionNeededText );
		expect( document.body.ownerDocument.activeElement ).toBe(
			$( '#size' )
		);
		expect( $( '#size' ).getAttribute( 'aria-describedby' ) ).toBe(
			notice.id
		);
		// A choice takes the message and the description away.
		choose( 'attribute_size', 'S' );
		expect( document.querySelector( '.shopwright-variation-notice' ) ).toBe(
			null
		);
		expect( $( '#size' ).hasAttribute( 'aria-describedby' ) ).toBe( false );
	} );

	it( 'stays disabled while one attribute is missing', () => {
		init( attr( [ RED ] ) );
		choose( 'attribute_pa_color', 'red' );
		expect( button().classList.value.split( ' ' ) ).toEqual(
			expect.arrayContaining( [ 'wc-variation-selection-needed' ] )
		);
		expect( $( '.reset_variations' ).style.visibility ).toBe( 'visible' );
	} );

	it( 'shows a matching variation ("any" size) and enables add to cart', () => {
		init( attr( [ RED, BLUE ] ) );
		const found = jest.fn();
		$( 'form' ).addEventListener( FOUND_EVENT, found );
		choose( 'attribute_pa_color', 'red' );
		choose( 'attribute_size', 'S' );
		expect( button().classList.contains( 'disabled' ) ).toBe( false );
		expect( $< HTMLInputElement >( 'input.variation_id' ).value ).toBe(
			'11'
		);
		expect( $( '.woocommerce-variation-price' ).innerHTML ).toBe(
			RED.price_html
		);
		expect(
			$( '.woocommerce-variation-availability' ).textContent
		).toContain( 'In stock' );
		expect(
			$( '.woocommerce-variation-description' ).textContent
		).toContain( 'Bright' );
		$( 'form' ).addEventListener( 'submit', ( event ) =>
			event.preventDefault()
		);
		expect( found.mock.calls[ 0 ][ 0 ].detail.variation.variation_id ).toBe(
			11
		);
		button().click();
		expect( document.querySelector( '.shopwright-variation-notice' ) ).toBe(
			null
		);
	} );

	it( 'never inserts the chosen values as markup', () => {
		init( attr( [ RED ] ) );
		choose( 'attribute_pa_color', 'red' );
		choose( 'attribute_size', '<img src=x onerror=alert(1)>' );
		expect( document.querySelectorAll( 'img[src="x"]' ) ).toHaveLength( 0 );
	} );

	it( 'marks an out-of-stock match unavailable', () => {
		init( attr( [ RED, BLUE ] ) );
		choose( 'attribute_pa_color', 'blue' );
		choose( 'attribute_size', 'L' );
		expect( button().classList.value.split( ' ' ) ).toEqual(
			expect.arrayContaining( [
				'disabled',
				'wc-variation-is-unavailable',
			] )
		);
		button().click();
		expect( $( '.shopwright-variation-notice' ).textContent ).toBe(
			CONFIG.unavailableText
		);
		expect( document.body.ownerDocument.activeElement ).toBe(
			$( '#pa_color' )
		);
		expect( $( '#pa_color' ).getAttribute( 'aria-describedby' ) ).toBe(
			$( '.shopwright-variation-notice' ).id
		);
	} );

	it.each( [
		[ 'not purchasable', { is_purchasable: false } ],
		[ 'hidden', { variation_is_visible: false } ],
		[ 'stock unknown', { is_in_stock: 'yes' } ],
	] )( 'marks a variation %s unavailable', ( _, change ) => {
		init( attr( [ { ...RED, ...change } ] ) );
		choose( 'attribute_pa_color', 'red' );
		choose( 'attribute_size', 'S' );
		expect( button().classList.value.split( ' ' ) ).toEqual(
			expect.arrayContaining( [ 'wc-variation-is-unavailable' ] )
		);
	} );

	it( 'marks a combination without a variation unavailable', () => {
		const reset = jest.fn();
		init( attr( [ RED, BLUE ] ) );
		$( 'form' ).addEventListener( RESET_EVENT, reset );
		choose( 'attribute_pa_color', 'green' );
		choose( 'attribute_size', 'S' );
		expect( button().classList.value.split( ' ' ) ).toEqual(
			expect.arrayContaining( [ 'wc-variation-is-unavailable' ] )
		);
		expect( $( '.woocommerce-variation' ).textContent ).toContain(
			CONFIG.unavailableText
		);
		expect( $< HTMLInputElement >( 'input.variation_id' ).value ).toBe(
			''
		);
		expect( reset ).toHaveBeenCalled();
	} );

	it.each( [ '[{', 'null', '' ] )(
		'keeps add to cart disabled with malformed data %p',
		( data ) => {
			init( data );
			expect( button().classList.value.split( ' ' ) ).toEqual(
				expect.arrayContaining( [ 'wc-variation-selection-needed' ] )
			);
			choose( 'attribute_pa_color', 'red' );
			choose( 'attribute_size', 'S' );
			expect( button().classList.value.split( ' ' ) ).toEqual(
				expect.arrayContaining( [ 'disabled' ] )
			);
		}
	);

	it( 'swaps every image field and restores the originals', () => {
		init( attr( [ RED, BLUE ] ) );
		choose( 'attribute_pa_color', 'red' );
		choose( 'attribute_size', 'S' );
		expect( img().getAttribute( 'src' ) ).toBe( 'red.jpg' );
		expect( img().getAttribute( 'srcset' ) ).toBe( 'red.jpg 600w' );
		expect( img().getAttribute( 'sizes' ) ).toBe( IMAGE.sizes );
		expect( img().getAttribute( 'title' ) ).toBe( 'Red' );
		expect( img().getAttribute( 'data-caption' ) ).toBe( 'A red shirt' );
		expect( img().getAttribute( 'alt' ) ).toBe( 'Red shirt' );
		expect( img().getAttribute( 'width' ) ).toBe( '600' );
		expect( img().getAttribute( 'data-large_image' ) ).toBe(
			'red-full.jpg'
		);
		expect( img().getAttribute( 'data-large_image_width' ) ).toBe( '1200' );
		expect( img().getAttribute( 'data-large_image_height' ) ).toBe( '800' );
		expect(
			$( '.woocommerce-product-gallery__image a' ).getAttribute( 'href' )
		).toBe( 'red-full.jpg' );
		expect( $( '.flex-control-nav img' ).getAttribute( 'src' ) ).toBe(
			'red-thumb.jpg'
		);
		expect( $( 'form' ).getAttribute( 'data-current-image' ) ).toBe( '42' );

		choose( 'attribute_pa_color', 'blue' );
		choose( 'attribute_size', 'L' );
		expect( img().getAttribute( 'src' ) ).toBe( 'main.jpg' );
		expect( img().getAttribute( 'alt' ) ).toBe( 'Shirt' );
		expect( img().getAttribute( 'width' ) ).toBe( '300' );
		expect( img().getAttribute( 'srcset' ) ).toBeNull();
		expect( img().getAttribute( 'title' ) ).toBeNull();
		expect(
			$( '.woocommerce-product-gallery__image a' ).getAttribute( 'href' )
		).toBe( 'full.jpg' );
		expect( $( '.flex-control-nav img' ).getAttribute( 'src' ) ).toBe(
			'thumb.jpg'
		);
		expect( $( 'form' ).getAttribute( 'data-current-image' ) ).toBeNull();
	} );

	it( 'never puts a script link on the image', () => {
		init(
			attr( [
				{
					...RED,
					image: { ...IMAGE, full_src: 'javascript:alert(1)' },
				},
			] )
		);
		choose( 'attribute_pa_color', 'red' );
		choose( 'attribute_size', 'S' );
		expect(
			$( '.woocommerce-product-gallery__image a' ).getAttribute( 'href' )
		).toBe( '#' );
		expect( consoleError ).toHaveBeenCalledWith( 'Error sanitizing URL' );
	} );

	it( 'clears the choice with the reset link', () => {
		init( attr( [ RED ] ) );
		choose( 'attribute_pa_color', 'red' );
		choose( 'attribute_size', 'S' );
		$( '.reset_variations' ).click();
		expect( $< HTMLSelectElement >( '#pa_color' ).value ).toBe( '' );
		expect( button().classList.value.split( ' ' ) ).toEqual(
			expect.arrayContaining( [ 'wc-variation-selection-needed' ] )
		);
		expect( img().getAttribute( 'src' ) ).toBe( 'main.jpg' );
		expect( $( '.reset_variations' ).style.visibility ).toBe( 'hidden' );
		expect( document.body.ownerDocument.activeElement ).toBe(
			$( '#pa_color' )
		);
	} );
} );

describe( 'initVariations and the product’s details', () => {
	const MEASURED = {
		...RED,
		sku: 'SHIRT-RED',
		weight: '100',
		weight_html: '100 kg',
		dimensions: { length: '10', width: '20', height: '3' },
		dimensions_html: '10 &times; 20 &times; 3 cm',
		min_qty: 1,
		max_qty: 4,
		is_sold_individually: 'no',
	};
	const PLAIN = {
		...BLUE,
		attributes: { attribute_pa_color: 'green', attribute_size: '' },
		is_in_stock: true,
		sku: '',
		weight: '',
		weight_html: 'N/A',
		dimensions: { length: '', width: '', height: '' },
		dimensions_html: 'N/A',
		min_qty: 3,
		max_qty: '',
		is_sold_individually: 'no',
	};
	const details = () => [
		$( '.sku' ).textContent,
		$( '.woocommerce-product-attributes-item--weight td' ).textContent,
		$( '.woocommerce-product-attributes-item--dimensions td' ).textContent,
	];
	const quantity = () => $< HTMLInputElement >( 'input.qty' );
	const limits = () => [
		quantity().getAttribute( 'min' ),
		quantity().getAttribute( 'max' ),
		quantity().value,
		$( '.quantity' ).style.display,
	];

	it( 'shows the variation’s SKU, weight and dimensions, and the product’s again when cleared', () => {
		init( attr( [ MEASURED, PLAIN ] ) );
		choose( 'attribute_pa_color', 'red' );
		choose( 'attribute_size', 'S' );
		expect( details() ).toEqual( [
			'SHIRT-RED',
			'100 kg',
			'10 × 20 × 3 cm',
		] );
		// A variation without its own keeps the product's.
		choose( 'attribute_pa_color', 'green' );
		expect( details() ).toEqual( [ 'SHIRT', 'N/A', 'N/A' ] );
		choose( 'attribute_pa_color', 'red' );
		$( '.reset_variations' ).click();
		expect( details() ).toEqual( [ 'SHIRT', 'N/A', 'N/A' ] );
	} );

	it( 'never inserts a formatted weight as markup', () => {
		init(
			attr( [
				{
					...MEASURED,
					weight_html: '<img src=x onerror=alert(1)>1 kg',
				},
			] )
		);
		choose( 'attribute_pa_color', 'red' );
		choose( 'attribute_size', 'S' );
		expect( document.querySelectorAll( 'img[src="x"]' ) ).toHaveLength( 0 );
		expect( details()[ 1 ] ).toBe( '1 kg' );
	} );

	it( 'gives the quantity the variation’s limits, within them, and the page’s back when cleared', () => {
		init( attr( [ MEASURED, PLAIN ] ) );
		const changes = jest.fn();
		quantity().addEventListener( 'change', changes );
		choose( 'attribute_pa_color', 'green' );
		choose( 'attribute_size', 'S' );
		// Raised to the minimum of three.
		expect( limits() ).toEqual( [ '3', null, '3', '' ] );
		choose( 'attribute_pa_color', 'red' );
		expect( limits() ).toEqual( [ '1', '4', '3', '' ] );
		quantity().value = '9';
		choose( 'attribute_pa_color', '' );
		choose( 'attribute_pa_color', 'red' );
		// Lowered to the four in stock.
		expect( limits() ).toEqual( [ '1', '4', '4', '' ] );
		$( '.reset_variations' ).click();
		expect( limits() ).toEqual( [ '1', null, '4', '' ] );
		expect( changes ).toHaveBeenCalled();
	} );

	it( 'hides the quantity of a variation sold one at a time, and shows it again when cleared', () => {
		init( attr( [ { ...MEASURED, is_sold_individually: 'yes' } ] ) );
		choose( 'attribute_pa_color', 'red' );
		choose( 'attribute_size', 'S' );
		expect( limits() ).toEqual( [ '1', null, '1', 'none' ] );
		$( '.reset_variations' ).click();
		expect( limits() ).toEqual( [ '1', null, '1', '' ] );
	} );
} );

describe( 'initVariations with server lookups', () => {
	const answer = ( data: unknown, ok = true ) =>
		Promise.resolve( { ok, json: () => Promise.resolve( data ) } );
	const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

	it( 'posts the choice to get_variation and shows the answer', async () => {
		const fetch = jest.fn( () => answer( RED ) );
		init( 'false', { fetch } );
		choose( 'attribute_pa_color', 'red' );
		expect( fetch ).not.toHaveBeenCalled();
		choose( 'attribute_size', 'S' );
		await flush();
		const [ url, options ] = fetch.mock.calls[ 0 ] as unknown as [
			// The arguments the module passed.
			string,
			RequestInit,
		];
		expect( url ).toBe( '/?wc-ajax=get_variation' );
		expect( options.method ).toBe( 'POST' );
		expect( String( options.body ) ).toBe(
			'attribute_pa_color=red&attribute_size=S&product_id=10'
		);
		expect( button().classList.contains( 'disabled' ) ).toBe( false );
		expect( img().getAttribute( 'src' ) ).toBe( 'red.jpg' );
	} );

	it.each( [
		[ 'an empty answer', () => answer( false ) ],
		[ 'a malformed answer', () => answer( { variation_id: 'x' } ) ],
		[ 'an HTTP error', () => answer( RED, false ) ],
		[ 'a network error', () => Promise.reject( new Error( 'offline' ) ) ],
	] )( 'treats %s as no match', async ( _, fetch ) => {
		init( 'false', { fetch } );
		choose( 'attribute_pa_color', 'red' );
		choose( 'attribute_size', 'S' );
		await flush();
		expect( button().classList.value.split( ' ' ) ).toEqual(
			expect.arrayContaining( [ 'wc-variation-is-unavailable' ] )
		);
	} );

	it( 'aborts a lookup made stale by a later choice', async () => {
		const signals: AbortSignal[] = [];
		const fetch = jest.fn( ( _url: string, options?: RequestInit ) => {
			signals.push( options!.signal! );
			return answer( RED );
		} );
		init( 'false', { fetch } );
		choose( 'attribute_pa_color', 'red' );
		choose( 'attribute_size', 'S' );
		choose( 'attribute_size', '' );
		await flush();
		expect( signals[ 0 ].aborted ).toBe( true );
		expect( button().classList.value.split( ' ' ) ).toEqual(
			expect.arrayContaining( [ 'wc-variation-selection-needed' ] )
		);
	} );
} );
