/**
 * What react-slick leaves out of a WAI-ARIA carousel, added to its markup after each change:
 * slides out of view are inert (out of the tab order and hidden from screen readers), the dot of
 * the current view says so, and changes are announced only while the slides are not rotating.
 */

/**
 * @param root     The element holding one carousel.
 * @param rotating Whether the slides are moving by themselves.
 */
export function syncCarousel( root: HTMLElement, rotating: boolean ): void {
	root.querySelectorAll< HTMLElement >( '.slick-slide' ).forEach(
		( slide ) => {
			const hidden = ! slide.classList.contains( 'slick-active' );
			// react-slick hides them from screen readers but leaves their links focusable.
			slide.toggleAttribute( 'inert', hidden );
			slide.setAttribute( 'aria-hidden', hidden ? 'true' : 'false' );
		}
	);
	root.querySelector( '.slick-list' )?.setAttribute(
		'aria-live',
		rotating ? 'off' : 'polite'
	);
	root.querySelectorAll( '.slick-dots li' ).forEach( ( dot ) => {
		const button = dot.querySelector( 'button' );
		if ( dot.classList.contains( 'slick-active' ) ) {
			button?.setAttribute( 'aria-current', 'true' );
		} else {
			button?.removeAttribute( 'aria-current' );
		}
	} );
	root.querySelectorAll( '.slick-arrow' ).forEach( ( arrow ) => {
		arrow.setAttribute(
			'aria-disabled',
			arrow.classList.contains( 'slick-disabled' ) ? 'true' : 'false'
		);
	} );
}
