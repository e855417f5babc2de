/**
 * The product gallery without jQuery, FlexSlider or PhotoSwipe: the gallery is
 * faded in (WooCommerce prints it transparent for its slider to take over) and,
 * when it has several images, one is shown at a time with a row of thumbnail
 * buttons under it. Each image keeps WooCommerce's link to its full size, which
 * is the lightbox a shopper gets without a script.
 *
 * WooCommerce's stylesheets lay the images after the first out as a grid of
 * quarter-width tiles (what a shopper sees without a script), and their display
 * rule outweighs the `hidden` attribute. The class added here is what the
 * storefront's inline styles key on to show one image, full width, at a time.
 */

/**
 * Internal dependencies
 */
import type { Cleanup } from './types';

export interface GalleryConfig {
	/** "Show image %d", for the thumbnail buttons. */
	thumbnailLabel: string;
}

const SLIDE = '.woocommerce-product-gallery__image';
export const GALLERY_CLASS = 'shopwright-gallery';

function label( template: string, position: number ) {
	return ( template || '%d' ).replace( '%d', String( position ) );
}

function thumbnailButton(
	doc: Document,
	slide: HTMLElement,
	position: number,
	config: GalleryConfig
) {
	const item = doc.createElement( 'li' );
	const button = doc.createElement( 'button' );
	button.type = 'button';
	button.setAttribute(
		'aria-label',
		label( config.thumbnailLabel, position )
	);
	button.style.cssText =
		'display:block;width:100%;padding:0;border:0;background:none;cursor:pointer';
	const image = doc.createElement( 'img' );
	image.src = slide.getAttribute( 'data-thumb' ) ?? '';
	image.alt = '';
	const srcset = slide.getAttribute( 'data-thumb-srcset' );
	if ( srcset ) {
		image.setAttribute( 'srcset', srcset );
		image.setAttribute(
			'sizes',
			slide.getAttribute( 'data-thumb-sizes' ) ?? '100px'
		);
	}
	button.append( image );
	item.append( button );
	return { item, button, image };
}

function initGallery( gallery: HTMLElement, config: GalleryConfig ): Cleanup {
	gallery.style.opacity = '1';
	const slides = Array.from(
		gallery.querySelectorAll< HTMLElement >( SLIDE )
	).filter( ( slide ) => slide.getAttribute( 'data-thumb' ) );
	if ( slides.length < 2 ) {
		return () => {};
	}
	const doc = gallery.ownerDocument;
	const list = doc.createElement( 'ol' );
	list.className = 'flex-control-nav flex-control-thumbs';
	gallery.classList.add( GALLERY_CLASS );
	const thumbs = slides.map( ( slide, index ) =>
		thumbnailButton( doc, slide, index + 1, config )
	);

	const show = ( active: number ) => {
		slides.forEach( ( slide, index ) => {
			slide.hidden = index !== active;
		} );
		thumbs.forEach( ( { button, image }, index ) => {
			button.setAttribute( 'aria-pressed', String( index === active ) );
			image.classList.toggle( 'flex-active', index === active );
		} );
	};
	thumbs.forEach( ( { item, button }, index ) => {
		button.addEventListener( 'click', () => show( index ) );
		list.append( item );
	} );
	gallery.append( list );
	show( 0 );

	// A chosen variation puts its image in the first slide: show that slide.
	const form = gallery
		.closest( '.product' )
		?.querySelector( 'form.variations_form' );
	// (Not a change of its quantity: that leaves the image the shopper is looking at.)
	const reset = ( event: Event ) => {
		if (
			event.target instanceof Element &&
			event.target.matches( 'select[name^="attribute_"]' )
		) {
			show( 0 );
		}
	};
	form?.addEventListener( 'change', reset );

	return () => {
		form?.removeEventListener( 'change', reset );
		list.remove();
		gallery.classList.remove( GALLERY_CLASS );
		slides.forEach( ( slide ) => ( slide.hidden = false ) );
	};
}

/**
 * Starts every product gallery on the page.
 *
 * @param root   The page or part of it.
 * @param config Labels.
 */
export function initGalleries(
	root: ParentNode,
	config: GalleryConfig
): Cleanup {
	const cleanups = Array.from(
		root.querySelectorAll< HTMLElement >( '.woocommerce-product-gallery' )
	).map( ( gallery ) => initGallery( gallery, config ) );
	return () => cleanups.forEach( ( cleanup ) => cleanup() );
}
