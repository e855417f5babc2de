/**
 * Internal dependencies
 */
import { albumSlides, createPhotoPopup } from '../popup';
import { renderBlock } from '../../test/helpers/markup';

const win = {
	setInterval: window.setInterval.bind( window ),
	clearInterval: window.clearInterval.bind( window ),
	setTimeout: window.setTimeout.bind( window ),
	clearTimeout: window.clearTimeout.bind( window ),
	matchMedia: () => ( { matches: false } ) as unknown as MediaQueryList, // The one member read.
};

const link = ( root: HTMLElement, index: number ) => {
	const found = root.querySelectorAll< HTMLAnchorElement >( 'a' )[ index ];
	if ( ! found ) {
		throw new Error( `No post ${ index }.` );
	}
	return found;
};

describe( 'albumSlides', () => {
	it( 'keeps only images with web addresses', () => {
		expect(
			albumSlides(
				JSON.stringify( [
					{ image: { src: 'https://a/1.jpg', width: 1, height: 1 } },
					{
						image: {
							src: 'javascript:alert(1)',
							width: 1,
							height: 1,
						},
					},
					{ image: null },
					'x',
				] )
			)
		).toEqual( [ { src: 'https://a/1.jpg', width: 1, height: 1 } ] );
		expect( albumSlides( '{' ) ).toEqual( [] );
		expect( albumSlides( '{"a":1}' ) ).toEqual( [] );
	} );
} );

describe( 'the photo popup', () => {
	it( 'opens on a post with its image, caption as text, date and link, Close focused; Escape closes and returns the focus', () => {
		const root = renderBlock( [
			[ 'IMAGE', '&lt;b&gt;Brass&lt;/b&gt; pens' ],
			[ 'VIDEO', 'Binding' ],
		] );
		const popup = createPhotoPopup( document, win );
		const first = link( root, 0 );
		first.focus();
		popup.open( root, first );
		const dialog =
			document.querySelector< HTMLElement >( '[role="dialog"]' );
		expect( dialog?.getAttribute( 'aria-modal' ) ).toBe( 'true' );
		const title = document.getElementById(
			dialog?.getAttribute( 'aria-labelledby' ) ?? ''
		);
		expect( title?.textContent ).toBe( '<b>Brass</b> pens' );
		expect( dialog?.querySelector( 'b' ) ).toBeNull();
		expect( dialog?.textContent ).toContain(
			'<b>Brass</b> pens, in full.'
		);
		expect( dialog?.textContent ).toContain( 'March 1, 2026' );
		expect( dialog?.querySelector( 'img' )?.getAttribute( 'src' ) ).toBe(
			'https://shop.test/u/0.jpg'
		);
		const away = dialog?.querySelector( 'a' );
		expect( away?.textContent ).toBe( 'View on Instagram' );
		expect( away?.getAttribute( 'href' ) ).toBe(
			'https://www.instagram.com/p/Post0/'
		);
		expect( root.ownerDocument.activeElement?.textContent ).toBe( 'Close' );
		expect( root.closest( '[inert]' ) ).not.toBeNull();

		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
		expect( root.ownerDocument.activeElement ).toBe( first );
		expect( root.closest( '[inert]' ) ).toBeNull();
	} );

	it( 'keeps Tab inside, and closes on Close or a click on the backdrop', () => {
		const root = renderBlock();
		const popup = createPhotoPopup( document, win );
		popup.open( root, link( root, 1 ) );
		expect(
			document.querySelector( '[role="dialog"] a' )?.textContent
		).toBe( 'Watch the video on Instagram' );
		const away =
			document.querySelector< HTMLElement >( '[role="dialog"] a' );
		away?.focus();
		const tab = new KeyboardEvent( 'keydown', {
			key: 'Tab',
			bubbles: true,
			cancelable: true,
		} );
		document.dispatchEvent( tab );
		expect( tab.defaultPrevented ).toBe( true );
		expect( root.ownerDocument.activeElement?.textContent ).toBe( 'Close' );

		( root.ownerDocument.activeElement as HTMLElement ).click(); // The Close button, just checked.
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();

		popup.open( root, link( root, 0 ) );
		document
			.querySelector( '.shopwright-photo-popup' )
			?.dispatchEvent( new MouseEvent( 'click', { bubbles: true } ) );
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
		expect( root.ownerDocument.activeElement ).toBe( link( root, 0 ) );
	} );

	it( 'shows an album in a carousel with the block’s options, one image at a time', () => {
		const root = renderBlock(
			undefined,
			'',
			'{&quot;arrows&quot;:false,&quot;autoplay&quot;:false,&quot;autoplaySpeed&quot;:3000,&quot;transitionSpeed&quot;:250}'
		);
		const popup = createPhotoPopup( document, win );
		popup.open( root, link( root, 2 ) );
		const dialog =
			document.querySelector< HTMLElement >( '[role="dialog"]' );
		const carousel = dialog?.querySelector(
			'[aria-roledescription="carousel"]'
		);
		expect( carousel ).not.toBeNull();
		const slides = dialog?.querySelectorAll< HTMLElement >(
			'[aria-roledescription="slide"]'
		);
		expect( slides ).toHaveLength( 3 );
		expect(
			Array.from( slides ?? [] ).map( ( slide ) => slide.inert )
		).toEqual( [ false, true, true ] );
		expect(
			dialog?.querySelector< HTMLButtonElement >(
				'.shopwright-photo-carousel__next'
			)?.hidden
		).toBe( true );
		expect(
			dialog?.querySelector< HTMLElement >(
				'.shopwright-photo-carousel__track'
			)?.style.transition
		).toBe( 'transform 250ms ease' );
		popup.close();
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
	} );
} );
