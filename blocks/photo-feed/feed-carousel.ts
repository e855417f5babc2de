/**
 * The feed's carousel layout: the server prints the posts in one row with the block's number in
 * view (one fewer on a narrow screen), which scrolls sideways before the script runs; the script
 * turns it into the carousel, with the words the server translated on the block's data
 * attributes. Posts the tabs hide are skipped, and posts "Load more" adds join the row.
 */

/**
 * Internal dependencies
 */
import { BLOCK, carouselOptions } from './constants';
import { mountCarousel, type CarouselWindow } from './carousel';

/**
 * A template with its numbers filled in ("%1$d to %2$d of %3$d").
 *
 * @param template The translated template.
 * @param numbers  The numbers, in order.
 */
export function fill( template: string, ...numbers: number[] ): string {
	return numbers.reduce(
		( text, value, at ) =>
			text.replace( `%${ at + 1 }$d`, String( value ) ),
		template
	);
}

/**
 * @param root The block.
 * @param win  The window (timers, media queries).
 * @return Teardown.
 */
export function setupFeedCarousel(
	root: HTMLElement,
	win: CarouselWindow
): () => void {
	const find = < T extends HTMLElement >( name: string ) =>
		root.querySelector< T >( `.${ BLOCK }__${ name }` );
	const element = find( 'carousel' );
	const viewport = find( 'viewport' );
	const track = find( 'items' );
	const prev = find< HTMLButtonElement >( 'prev' );
	const next = find< HTMLButtonElement >( 'next' );
	const pause = find< HTMLButtonElement >( 'pause' );
	const status = find( 'carousel-status' );
	if (
		! root.classList.contains( 'is-carousel' ) ||
		! element ||
		! viewport ||
		! track ||
		! prev ||
		! next ||
		! pause ||
		! status
	) {
		return () => {};
	}
	const words = root.dataset;
	const carousel = mountCarousel(
		{ element, viewport, track, prev, next, pause, status },
		() =>
			Array.from(
				track.querySelectorAll< HTMLElement >( `.${ BLOCK }__item` )
			).filter( ( item ) => ! item.hidden ),
		carouselOptions( root.dataset.carousel ),
		'feed',
		{
			status: ( first, last, count ) =>
				fill(
					words.carouselStatus ?? '%1$d–%2$d / %3$d',
					first,
					last,
					count
				),
			viewport: words.carouselKeys ?? '',
			pause: words.carouselPause ?? '',
			play: words.carouselPlay ?? '',
		},
		win
	);
	root.classList.add( 'has-carousel' );
	return () => {
		carousel.destroy();
		root.classList.remove( 'has-carousel' );
	};
}
