/**
 * The popup's carousel for an album: one image at a time, looping (Next on the last goes to the
 * first, Previous on the first to the last), sliding at the block's transition speed (at once
 * with reduced motion). Previous and Next buttons show only when the block turns arrows on; the
 * Left and Right keys move it either way. With autoplay on, it moves on by itself at the block's
 * speed, pausing while the pointer or focus is in it, and a Pause button stops it for good.
 * Images out of view are inert, and a status line says which image shows.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CarouselOptions } from './constants';

export const CAROUSEL = 'shopwright-photo-carousel';

export type CarouselSlide = { src: string; width: number; height: number };

export type CarouselWindow = Pick<
	Window,
	'setInterval' | 'clearInterval' | 'matchMedia'
>;

export type Carousel = {
	element: HTMLElement;
	index: () => number;
	go: ( index: number ) => void;
	next: () => void;
	prev: () => void;
	isPlaying: () => boolean;
	destroy: () => void;
};

function button( doc: Document, name: string, label: string ) {
	const element = doc.createElement( 'button' );
	element.type = 'button';
	element.className = `${ CAROUSEL }__${ name }`;
	element.textContent = label;
	return element;
}

/**
 * @param doc     The document.
 * @param slides  The album's images.
 * @param options The block's carousel options.
 * @param win     The window (timers, media queries).
 */
export function createCarousel(
	doc: Document,
	slides: CarouselSlide[],
	options: CarouselOptions,
	win: CarouselWindow
): Carousel {
	const reduced = win.matchMedia?.(
		'(prefers-reduced-motion: reduce)'
	).matches;
	const element = doc.createElement( 'div' );
	element.className = CAROUSEL;
	element.setAttribute( 'role', 'region' );
	element.setAttribute( 'aria-roledescription', 'carousel' );
	element.setAttribute( 'aria-label', __( 'Album', 'shopwright' ) );
	const viewport = doc.createElement( 'div' );
	viewport.className = `${ CAROUSEL }__viewport`;
	// Without arrows the keys are the way through: the images take the focus.
	if ( ! options.arrows ) {
		viewport.tabIndex = 0;
		viewport.setAttribute(
			'aria-label',
			__( 'Album images; Left and Right arrows turn them', 'shopwright' )
		);
	}
	const track = doc.createElement( 'div' );
	track.className = `${ CAROUSEL }__track`;
	track.style.transition = reduced
		? 'none'
		: `transform ${ options.transitionSpeed }ms ease`;
	const items = slides.map( ( slide, at ) => {
		const item = doc.createElement( 'div' );
		item.className = `${ CAROUSEL }__slide`;
		item.setAttribute( 'role', 'group' );
		item.setAttribute( 'aria-roledescription', 'slide' );
		item.setAttribute(
			'aria-label',
			/* translators: 1: image number, 2: how many images. */
			sprintf( __( '%1$d of %2$d', 'shopwright' ), at + 1, slides.length )
		);
		const img = doc.createElement( 'img' );
		img.src = slide.src;
		img.width = slide.width;
		img.height = slide.height;
		img.alt = '';
		item.append( img );
		return item;
	} );
	track.append( ...items );
	viewport.append( track );
	const controls = doc.createElement( 'div' );
	controls.className = `${ CAROUSEL }__controls`;
	const prev = button( doc, 'prev', __( 'Previous image', 'shopwright' ) );
	const next = button( doc, 'next', __( 'Next image', 'shopwright' ) );
	prev.hidden = ! options.arrows || slides.length < 2;
	next.hidden = prev.hidden;
	const status = doc.createElement( 'p' );
	status.className = `${ CAROUSEL }__status`;
	status.setAttribute( 'aria-live', 'polite' );
	controls.append( prev, next );
	const autoplay = options.autoplay && ! reduced && slides.length > 1;
	const pause = button( doc, 'pause', __( 'Pause slides', 'shopwright' ) );
	if ( autoplay ) {
		controls.append( pause );
	}
	element.append( viewport, controls, status );

	let index = 0;
	let timer = 0;
	let stopped = ! autoplay;
	let held = false;

	const go = ( to: number ) => {
		const count = items.length;
		if ( count === 0 ) {
			return;
		}
		index = ( ( to % count ) + count ) % count;
		track.style.transform = `translateX(${ -100 * index }%)`;
		items.forEach( ( item, at ) => {
			item.inert = at !== index;
			item.setAttribute( 'aria-hidden', String( at !== index ) );
		} );
		status.textContent = sprintf(
			/* translators: 1: image number, 2: how many images. */
			__( 'Image %1$d of %2$d', 'shopwright' ),
			index + 1,
			count
		);
	};
	const stopTimer = () => {
		win.clearInterval( timer );
		timer = 0;
	};
	const startTimer = () => {
		stopTimer();
		if ( ! stopped && ! held ) {
			timer = win.setInterval(
				() => go( index + 1 ),
				options.autoplaySpeed
			);
		}
	};
	const hold = ( value: boolean ) => () => {
		held = value;
		startTimer();
	};
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'ArrowRight' || event.key === 'ArrowLeft' ) {
			event.preventDefault();
			go( index + ( event.key === 'ArrowRight' ? 1 : -1 ) );
		}
	};
	const onEnter = hold( true );
	const onLeave = hold( false );
	prev.addEventListener( 'click', () => go( index - 1 ) );
	next.addEventListener( 'click', () => go( index + 1 ) );
	pause.addEventListener( 'click', () => {
		stopped = ! stopped;
		pause.textContent = stopped
			? __( 'Play slides', 'shopwright' )
			: __( 'Pause slides', 'shopwright' );
		startTimer();
	} );
	element.addEventListener( 'keydown', onKey );
	element.addEventListener( 'pointerenter', onEnter );
	element.addEventListener( 'pointerleave', onLeave );
	element.addEventListener( 'focusin', onEnter );
	element.addEventListener( 'focusout', onLeave );
	go( 0 );
	startTimer();

	return {
		element,
		index: () => index,
		go,
		next: () => go( index + 1 ),
		prev: () => go( index - 1 ),
		isPlaying: () => timer !== 0,
		destroy: () => {
			stopTimer();
			element.removeEventListener( 'keydown', onKey );
		},
	};
}
