/**
 * The dialog's gallery: a main slider whose slides fade into one another (instantly when the
 * shopper prefers reduced motion, by the stylesheet), with arrows, and a strip of thumbnails that
 * shows four at a time and keeps the current one in view.
 */

/**
 * Internal dependencies
 */
import { FOUND_EVENT, RESET_EVENT } from '../storefront/variations';
import type { Cleanup } from '../storefront/types';

/** Thumbnails visible at once; the strip scrolls for more. */
export const THUMBNAILS_SHOWN = 4;

export interface Slider {
	go: ( index: number ) => void;
	current: () => number;
	destroy: Cleanup;
}

/**
 * @param root The product markup of the dialog.
 */
export function createSlider( root: HTMLElement ): Slider {
	const slides = Array.from(
		root.querySelectorAll< HTMLElement >( '.shopwright-quick-view__slide' )
	);
	const thumbs = Array.from(
		root.querySelectorAll< HTMLButtonElement >(
			'.shopwright-quick-view__thumb'
		)
	);
	let index = Math.max(
		0,
		slides.findIndex( ( slide ) => slide.classList.contains( 'is-active' ) )
	);

	const go = ( next: number ) => {
		if ( slides.length === 0 ) {
			return;
		}
		index = ( next + slides.length ) % slides.length;
		slides.forEach( ( slide, position ) => {
			const active = position === index;
			slide.classList.toggle( 'is-active', active );
			slide.hidden = ! active;
		} );
		thumbs.forEach( ( thumb, position ) => {
			if ( position === index ) {
				thumb.setAttribute( 'aria-current', 'true' );
			} else {
				thumb.removeAttribute( 'aria-current' );
			}
		} );
		const strip = thumbs[ index ]?.closest( 'ol' );
		const item = thumbs[ index ]?.closest( 'li' );
		if ( strip && item ) {
			// Scroll the strip, not the page: four thumbnails show, the current among them.
			const first = Math.max(
				0,
				Math.min( index, thumbs.length - THUMBNAILS_SHOWN )
			);
			strip.scrollLeft = first * item.offsetWidth;
		}
	};

	const onClick = ( event: Event ) => {
		const control =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( '[data-slide]' )
				: null;
		if ( ! control || ! root.contains( control ) ) {
			return;
		}
		const target = control.dataset.slide;
		if ( target === 'previous' ) {
			go( index - 1 );
		} else if ( target === 'next' ) {
			go( index + 1 );
		} else {
			go( Number( target ) );
		}
	};
	// The variation form swapped the first slide's image: show it.
	const onVariation = () => go( 0 );

	root.addEventListener( 'click', onClick );
	root.addEventListener( FOUND_EVENT, onVariation );
	root.addEventListener( RESET_EVENT, onVariation );
	return {
		go,
		current: () => index,
		destroy() {
			root.removeEventListener( 'click', onClick );
			root.removeEventListener( FOUND_EVENT, onVariation );
			root.removeEventListener( RESET_EVENT, onVariation );
		},
	};
}
