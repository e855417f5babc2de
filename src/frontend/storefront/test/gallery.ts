/**
 * Internal dependencies
 */
import { initGalleries } from '../gallery';

function page( images: number ) {
	const slides = Array.from(
		{ length: images },
		( _, index ) => `
		<div class="woocommerce-product-gallery__image" data-thumb="/thumb-${ index }.png" data-thumb-srcset="/thumb-${ index }.png 100w">
			<a href="/full-${ index }.png"><img class="${
				index === 0 ? 'wp-post-image' : ''
			}" src="/large-${ index }.png" alt="Picture ${ index }"></a>
		</div>`
	).join( '' );
	document.body.innerHTML = `
	<div class="product">
		<div class="woocommerce-product-gallery" style="opacity: 0">
			<div class="woocommerce-product-gallery__wrapper">${ slides }</div>
		</div>
		<form class="variations_form"><select name="attribute_colour"><option value="">-</option><option value="red">Red</option></select><input class="qty" name="quantity" value="1"></form>
	</div>`;
	return initGalleries( document, { thumbnailLabel: 'Show image %d' } );
}
const gallery = () =>
	document.querySelector< HTMLElement >( '.woocommerce-product-gallery' )!;
const slides = () =>
	Array.from(
		document.querySelectorAll< HTMLElement >(
			'.woocommerce-product-gallery__image'
		)
	);
const buttons = () =>
	Array.from(
		document.querySelectorAll< HTMLButtonElement >(
			'.flex-control-thumbs button'
		)
	);

describe( 'initGalleries', () => {
	it( 'fades in a single image and adds no thumbnails', () => {
		page( 1 );
		expect( gallery().style.opacity ).toBe( '1' );
		expect( buttons() ).toHaveLength( 0 );
		expect( slides()[ 0 ].hidden ).toBe( false );
	} );

	it( 'shows the first of several images with a labelled thumbnail button for each', () => {
		page( 3 );
		expect(
			buttons().map( ( b ) => b.getAttribute( 'aria-label' ) )
		).toEqual( [ 'Show image 1', 'Show image 2', 'Show image 3' ] );
		expect( slides().map( ( s ) => s.hidden ) ).toEqual( [
			false,
			true,
			true,
		] );
		expect( buttons()[ 0 ].getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		const thumb = buttons()[ 1 ].querySelector( 'img' )!;
		expect( thumb.getAttribute( 'src' ) ).toBe( '/thumb-1.png' );
		expect( thumb.getAttribute( 'srcset' ) ).toBe( '/thumb-1.png 100w' );
		// The button carries the name; the thumbnail repeats nothing.
		expect( thumb.alt ).toBe( '' );
	} );

	it( 'switches the image shown from a thumbnail, with the first image’s thumbnail where variations look for it', () => {
		page( 3 );
		buttons()[ 2 ].click();
		expect( slides().map( ( s ) => s.hidden ) ).toEqual( [
			true,
			true,
			false,
		] );
		expect( buttons()[ 2 ].getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( buttons()[ 0 ].getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect(
			document
				.querySelector( '.flex-control-nav li:first-child img' )
				?.getAttribute( 'src' )
		).toBe( '/thumb-0.png' );
	} );

	it( 'goes back to the first image when a variation is chosen, so its picture is seen', () => {
		page( 2 );
		buttons()[ 1 ].click();
		const select = document.querySelector( 'select' )!;
		select.value = 'red';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( slides()[ 0 ].hidden ).toBe( false );
		expect( slides()[ 1 ].hidden ).toBe( true );
	} );

	it( 'stays on the image shown when the quantity changes', () => {
		page( 2 );
		buttons()[ 1 ].click();
		document
			.querySelector( 'input.qty' )!
			.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( slides()[ 1 ].hidden ).toBe( false );
	} );

	it( 'marks the gallery it runs, which the storefront styles key on, and not a single image', () => {
		page( 1 );
		expect( gallery().classList.contains( 'shopwright-gallery' ) ).toBe(
			false
		);
		page( 3 );
		expect( gallery().classList.contains( 'shopwright-gallery' ) ).toBe(
			true
		);
	} );

	it( 'undoes everything on cleanup', () => {
		const cleanup = page( 2 );
		cleanup();
		expect( gallery().classList.contains( 'shopwright-gallery' ) ).toBe(
			false
		);
		expect( buttons() ).toHaveLength( 0 );
		expect( slides().every( ( s ) => ! s.hidden ) ).toBe( true );
	} );
} );
