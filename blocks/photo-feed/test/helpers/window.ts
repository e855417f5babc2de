/**
 * A window for the carousel tests: real timers (Jest's fake ones when a test asks), and media
 * queries that match as the test says.
 */

/**
 * Internal dependencies
 */
import type { CarouselWindow } from '../../carousel';

/**
 * @param reduced Whether the visitor asks for reduced motion.
 * @param narrow  Whether the screen is narrower than 768 pixels.
 */
export function carouselWindow(
	reduced = false,
	narrow = false
): CarouselWindow {
	return {
		setInterval: window.setInterval.bind( window ),
		clearInterval: window.clearInterval.bind( window ),
		matchMedia: ( query: string ) =>
			( {
				matches:
					( reduced && query.includes( 'reduce' ) ) ||
					( narrow && query === '(max-width: 767px)' ),
			} ) as MediaQueryList, // The one member the carousel reads.
	};
}
