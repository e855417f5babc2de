/**
 * The carousel layout: pages of 1, 2 or 3 videos by viewport width, Next and Previous wrapping
 * around, and an optional autoplay that stops while the visitor points at or tabs into it, and
 * for good with the Pause button or a reduced-motion preference. Videos off the page are inert,
 * so Tab never lands on something hidden.
 */

/**
 * Internal dependencies
 */
import { AUTOPLAY_INTERVAL, BLOCK, BREAKPOINTS } from './constants';

/**
 * How many videos a page shows at this viewport width.
 *
 * @param width Viewport width in CSS pixels.
 */
export function visibleCount( width: number ): number {
	return (
		BREAKPOINTS.find( ( point ) => width >= point.minWidth )?.visible ?? 1
	);
}

/**
 * The page after (step 1) or before (step -1) this one, wrapping around.
 *
 * @param page  Current page.
 * @param step  1 or -1.
 * @param pages How many pages there are.
 */
export function turn( page: number, step: number, pages: number ): number {
	return pages > 0 ? ( ( ( page + step ) % pages ) + pages ) % pages : 0;
}

export type CarouselWindow = Pick<
	Window,
	| 'innerWidth'
	| 'setInterval'
	| 'clearInterval'
	| 'addEventListener'
	| 'removeEventListener'
	| 'matchMedia'
>;

/**
 * @param root The block.
 * @param win  The window (width, timers, motion preference).
 * @return Teardown.
 */
export function setupCarousel(
	root: HTMLElement,
	win: CarouselWindow
): () => void {
	const list = root.querySelector< HTMLElement >( `.${ BLOCK }__items` );
	const controls = root.querySelector< HTMLElement >(
		`.${ BLOCK }__controls`
	);
	const prev = root.querySelector< HTMLButtonElement >( `.${ BLOCK }__prev` );
	const next = root.querySelector< HTMLButtonElement >( `.${ BLOCK }__next` );
	if ( ! list || ! controls || ! prev || ! next ) {
		return () => undefined;
	}
	const pause = root.querySelector< HTMLButtonElement >(
		`.${ BLOCK }__pause`
	);
	const status = root.querySelector< HTMLElement >( `.${ BLOCK }__status` );
	const items = () =>
		Array.from(
			list.querySelectorAll< HTMLElement >( `.${ BLOCK }__item` )
		);
	let page = 0;
	let visible = visibleCount( win.innerWidth );
	let timer: number | undefined;
	let held = false;
	let stopped =
		win.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches === true;

	const show = ( announce: boolean ) => {
		const all = items();
		const pages = Math.ceil( all.length / visible );
		page = Math.min( page, Math.max( 0, pages - 1 ) );
		root.style.setProperty( '--shopwright-video-visible', `${ visible }` );
		list.style.transform = `translateX(-${ page * 100 }%)`;
		const first = page * visible;
		all.forEach( ( item, index ) => {
			const off = index < first || index >= first + visible;
			item.inert = off;
		} );
		controls.hidden = pages < 2;
		if ( announce && status ) {
			status.textContent = `${ first + 1 }–${ Math.min(
				first + visible,
				all.length
			) } / ${ all.length }`;
		}
	};
	const go = ( step: number, announce = true ) => {
		page = turn( page, step, Math.ceil( items().length / visible ) );
		show( announce );
	};
	// Each click is marked handled, so that the blocks' runtime does not hold it and click it
	// again once the popup's script (which waits for the same block) has arrived.
	const onPrev = ( event?: Event ) => {
		event?.preventDefault();
		go( -1 );
	};
	const onNext = ( event?: Event ) => {
		event?.preventDefault();
		go( 1 );
	};
	const onResize = () => {
		const now = visibleCount( win.innerWidth );
		if ( now !== visible ) {
			// Keep the first video of the page in view.
			page = Math.floor( ( page * visible ) / now );
			visible = now;
			show( false );
		}
	};
	const hold = () => {
		held = true;
	};
	const release = ( event: Event ) => {
		if (
			event instanceof FocusEvent &&
			event.relatedTarget instanceof Node &&
			root.contains( event.relatedTarget )
		) {
			return;
		}
		held = false;
	};
	const onPause = ( event?: Event ) => {
		event?.preventDefault();
		stopped = ! stopped;
		pause?.setAttribute( 'aria-pressed', stopped ? 'true' : 'false' );
	};

	prev.addEventListener( 'click', onPrev );
	next.addEventListener( 'click', onNext );
	pause?.addEventListener( 'click', onPause );
	win.addEventListener( 'resize', onResize );
	root.addEventListener( 'pointerenter', hold );
	root.addEventListener( 'pointerleave', release );
	root.addEventListener( 'focusin', hold );
	root.addEventListener( 'focusout', release );
	root.classList.add( 'is-paged' );
	if ( root.dataset.autoplay === 'true' ) {
		pause?.setAttribute( 'aria-pressed', stopped ? 'true' : 'false' );
		timer = win.setInterval( () => {
			if ( ! held && ! stopped ) {
				go( 1, false );
			}
		}, AUTOPLAY_INTERVAL );
	}
	show( false );

	return () => {
		prev.removeEventListener( 'click', onPrev );
		next.removeEventListener( 'click', onNext );
		pause?.removeEventListener( 'click', onPause );
		win.removeEventListener( 'resize', onResize );
		root.removeEventListener( 'pointerenter', hold );
		root.removeEventListener( 'pointerleave', release );
		root.removeEventListener( 'focusin', hold );
		root.removeEventListener( 'focusout', release );
		if ( timer !== undefined ) {
			win.clearInterval( timer );
		}
	};
}
