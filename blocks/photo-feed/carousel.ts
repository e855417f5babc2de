/**
 * The photo feed's one carousel, used twice: by the feed itself in its carousel layout (the
 * block's number of posts in view, one fewer on a narrow screen, going round only when the
 * block says so) and by an album in the popup (one image at a time, always going round). Both
 * take the block's gap between slides, slide at its transition speed (at once with reduced
 * motion), and show Previous and Next only when the block turns arrows on; the Left and Right
 * keys move it either way. With autoplay on (never with reduced motion) it moves on by itself
 * at the block's speed, pausing while the pointer or focus is in it, and a Pause button stops
 * it for good. Slides out of view are inert, and a status line says what shows. Its words come
 * from the caller, so the feed's script needs no translation library.
 */

/**
 * Internal dependencies
 */
import {
	NARROW_BELOW,
	loops,
	slidesInView,
	type CarouselOptions,
	type CarouselPlace,
} from './constants';

export const CAROUSEL = 'shopwright-photo-carousel';

export type CarouselSlide = { src: string; width: number; height: number };

export type CarouselWindow = Pick<
	Window,
	'setInterval' | 'clearInterval' | 'matchMedia'
>;

export type CarouselLabels = {
	/** The status line, from the first and last slide in view (from 1) and how many there are. */
	status: ( first: number, last: number, count: number ) => string;
	/** The viewport's name when it takes the focus (without arrows). */
	viewport: string;
	pause: string;
	play: string;
};

/** The carousel's elements, built by the popup or printed by the server for the feed. */
export type CarouselParts = {
	element: HTMLElement;
	viewport: HTMLElement;
	track: HTMLElement;
	prev: HTMLButtonElement;
	next: HTMLButtonElement;
	pause: HTMLButtonElement;
	status: HTMLElement;
};

export type Carousel = {
	element: HTMLElement;
	/** The first slide in view, from 0. */
	index: () => number;
	/** How many slides show at once. */
	inView: () => number;
	go: ( index: number ) => void;
	next: () => void;
	prev: () => void;
	isPlaying: () => boolean;
	destroy: () => void;
};

/**
 * The first slide in view after a step of one either way: past the last place it goes round
 * when the carousel loops, and stops otherwise.
 *
 * @param index  The first slide in view now.
 * @param step   1 or -1.
 * @param count  How many slides there are.
 * @param inView How many show at once.
 * @param loop   Whether it goes round.
 */
export function stepTo(
	index: number,
	step: number,
	count: number,
	inView: number,
	loop: boolean
): number {
	const last = Math.max( 0, count - inView );
	const to = index + step;
	if ( to > last ) {
		return loop ? 0 : last;
	}
	if ( to < 0 ) {
		return loop ? last : 0;
	}
	return to;
}

const focusable = 'a[href], button:not([disabled]), [tabindex]';

/**
 * Makes a carousel of parts already in the page.
 *
 * @param parts    Its elements.
 * @param slidesOf The slides to go through (the ones shown, in order).
 * @param options  The block's options.
 * @param place    Where it is.
 * @param labels   Its words.
 * @param win      The window (timers, media queries).
 */
export function mountCarousel(
	parts: CarouselParts,
	slidesOf: () => HTMLElement[],
	options: CarouselOptions,
	place: CarouselPlace,
	labels: CarouselLabels,
	win: CarouselWindow
): Carousel {
	const { element, viewport, track, prev, next, pause, status } = parts;
	const doc = element.ownerDocument;
	const reduced = win.matchMedia?.(
		'(prefers-reduced-motion: reduce)'
	).matches;
	const narrow = win.matchMedia?.( `(max-width: ${ NARROW_BELOW - 1 }px)` );
	const loop = loops( options, place );
	const inView = () =>
		slidesInView( options, place, Boolean( narrow?.matches ) );
	// Without arrows the keys are the way through: the viewport takes the focus.
	if ( ! options.arrows ) {
		viewport.tabIndex = 0;
		viewport.setAttribute( 'aria-label', labels.viewport );
	}
	track.style.transition = reduced
		? 'none'
		: `transform ${ options.transitionSpeed }ms ease`;
	viewport.scrollLeft = 0;
	pause.textContent = labels.pause;

	let index = 0;
	let timer = 0;
	let stopped = true;
	let held = false;

	const go = ( to: number ) => {
		const slides = slidesOf();
		const count = slides.length;
		const shown = inView();
		index = Math.min( Math.max( 0, to ), Math.max( 0, count - shown ) );
		track.style.transform = `translateX(calc(${ -index } * (100% + ${ options.spacing }px) / ${ shown }))`;
		const active = doc.activeElement;
		let lost = false;
		slides.forEach( ( slide, at ) => {
			const out = at < index || at >= index + shown;
			lost ||= out && active !== null && slide.contains( active );
			slide.inert = out;
			slide.setAttribute( 'aria-hidden', String( out ) );
		} );
		// A focused slide that moved out of view hands the focus to the first one in view.
		if ( lost ) {
			(
				slides[ index ]?.querySelector< HTMLElement >( focusable ) ??
				viewport
			).focus();
		}
		prev.hidden = ! options.arrows || count <= shown;
		next.hidden = prev.hidden;
		prev.setAttribute( 'aria-disabled', String( ! loop && index === 0 ) );
		next.setAttribute(
			'aria-disabled',
			String( ! loop && index >= count - shown )
		);
		status.textContent =
			count > 0
				? labels.status(
						index + 1,
						Math.min( count, index + shown ),
						count
					)
				: '';
	};
	const move = ( step: number, round = loop ) =>
		go( stepTo( index, step, slidesOf().length, inView(), round ) );
	const stopTimer = () => {
		win.clearInterval( timer );
		timer = 0;
	};
	const startTimer = () => {
		stopTimer();
		if ( ! stopped && ! held ) {
			// Autoplay always comes back to the start, even without loop.
			timer = win.setInterval(
				() => move( 1, true ),
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
			move( event.key === 'ArrowRight' ? 1 : -1 );
		}
	};
	// Each click is marked handled, so that the blocks' runtime does not hold it and click it
	// again once the popup's script (which waits for the same block) has arrived.
	const onPrev = ( event?: Event ) => {
		event?.preventDefault();
		move( -1 );
	};
	const onNext = ( event?: Event ) => {
		event?.preventDefault();
		move( 1 );
	};
	const onPause = ( event?: Event ) => {
		event?.preventDefault();
		stopped = ! stopped;
		pause.textContent = stopped ? labels.play : labels.pause;
		startTimer();
	};
	const refresh = () => go( index );
	const onEnter = hold( true );
	const onLeave = hold( false );
	const listeners: Array< [ EventTarget, string, EventListener ] > = [
		[ prev, 'click', onPrev ],
		[ next, 'click', onNext ],
		[ pause, 'click', onPause ],
		[ element, 'keydown', onKey as EventListener ],
		[ element, 'pointerenter', onEnter ],
		[ element, 'pointerleave', onLeave ],
		[ element, 'focusin', onEnter ],
		[ element, 'focusout', onLeave ],
	];
	listeners.forEach( ( [ target, type, listener ] ) =>
		target.addEventListener( type, listener )
	);
	narrow?.addEventListener?.( 'change', refresh );
	// Slides shown or hidden (the tabs) or added ("Load more") are counted again.
	const watcher = new MutationObserver( refresh );
	watcher.observe( track, {
		childList: true,
		subtree: true,
		attributeFilter: [ 'hidden' ],
	} );
	go( 0 );
	stopped = ! options.autoplay || Boolean( reduced ) || slidesOf().length < 2;
	pause.hidden = stopped;
	startTimer();

	return {
		element,
		index: () => index,
		inView,
		go,
		next: onNext,
		prev: onPrev,
		isPlaying: () => timer !== 0,
		destroy: () => {
			stopTimer();
			watcher.disconnect();
			narrow?.removeEventListener?.( 'change', refresh );
			listeners.forEach( ( [ target, type, listener ] ) =>
				target.removeEventListener( type, listener )
			);
		},
	};
}

function part< K extends 'div' | 'p' | 'button' >(
	doc: Document,
	tag: K,
	name: string,
	text = ''
): HTMLElementTagNameMap[ K ] {
	const element = doc.createElement( tag );
	element.className = `${ CAROUSEL }__${ name }`;
	element.textContent = text;
	return element;
}

/**
 * An album's carousel for the popup: one image in view, going round.
 *
 * @param doc     The document.
 * @param slides  The album's images.
 * @param options The block's carousel options.
 * @param win     The window (timers, media queries).
 * @param words   The carousel's words, translated by the popup.
 */
export function createCarousel(
	doc: Document,
	slides: CarouselSlide[],
	options: CarouselOptions,
	win: CarouselWindow,
	words: CarouselLabels & {
		name: string;
		prev: string;
		next: string;
		slide: ( place: number, count: number ) => string;
	}
): Carousel {
	const element = part( doc, 'div', '' );
	element.className = CAROUSEL;
	element.setAttribute( 'role', 'region' );
	element.setAttribute( 'aria-roledescription', 'carousel' );
	element.setAttribute( 'aria-label', words.name );
	element.style.setProperty(
		'--shopwright-carousel-gap',
		`${ options.spacing }px`
	);
	const viewport = part( doc, 'div', 'viewport' );
	const track = part( doc, 'div', 'track' );
	const items = slides.map( ( slide, at ) => {
		const item = part( doc, 'div', 'slide' );
		item.setAttribute( 'role', 'group' );
		item.setAttribute( 'aria-roledescription', 'slide' );
		item.setAttribute( 'aria-label', words.slide( at + 1, slides.length ) );
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
	const controls = part( doc, 'div', 'controls' );
	const prev = part( doc, 'button', 'prev', words.prev );
	const next = part( doc, 'button', 'next', words.next );
	const pause = part( doc, 'button', 'pause' );
	[ prev, next, pause ].forEach( ( control ) => ( control.type = 'button' ) );
	const status = part( doc, 'p', 'status' );
	status.setAttribute( 'aria-live', 'polite' );
	controls.append( prev, next, pause );
	element.append( viewport, controls, status );
	return mountCarousel(
		{ element, viewport, track, prev, next, pause, status },
		() => items,
		options,
		'popup',
		words,
		win
	);
}
