/**
 * Turns each server-rendered product slider on the page into the carousel. Loaded by the intent
 * loader when a slider nears the viewport or the shopper reaches for one, never before.
 *
 * The carousel lays itself out unseen over the server row and replaces it in one step, with the
 * slider's height held at the row's, so that nothing around it moves.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ProductSlider } from './product-slider';
import { parseSettings } from './settings';
import './slider.scss';

const BLOCK = 'wp-block-shopwright-product-slider';

function prefersReducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * @param root One slider's server markup.
 */
export function hydrate( root: HTMLElement ): void {
	const track = root.querySelector< HTMLElement >( `.${ BLOCK }__track` );
	if ( ! track || root.dataset.carousel ) {
		return;
	}
	const slides = Array.from( track.children, ( slide ) => slide.innerHTML );
	if ( slides.length === 0 ) {
		return;
	}
	root.dataset.carousel = 'pending';
	// The row's height, held until the window is resized: the carousel rounds its slides to
	// whole pixels, so its square images can come out a fraction taller or shorter than the
	// row's, and nothing below the slider may move when it takes over.
	root.style.height = `${ root.getBoundingClientRect().height }px`;
	window.addEventListener(
		'resize',
		() => {
			root.style.height = '';
		},
		{ once: true }
	);

	const mount = document.createElement( 'div' );
	mount.className = `${ BLOCK }__mount is-pending`;
	root.appendChild( mount );

	const onReady = () => {
		const hadFocus = track.contains( root.ownerDocument.activeElement );
		track.remove();
		mount.classList.remove( 'is-pending' );
		root.dataset.carousel = 'ready';
		root.setAttribute(
			'aria-roledescription',
			__( 'carousel', 'shopwright' )
		);
		if ( hadFocus ) {
			// The card the shopper was on went with the row; keep them in the slider.
			mount.querySelector< HTMLElement >( '.slick-arrow, a' )?.focus();
		}
	};

	createRoot( mount ).render(
		<ProductSlider
			slides={ slides }
			settings={ parseSettings( root.dataset.settings ) }
			reducedMotion={ prefersReducedMotion() }
			onReady={ onReady }
		/>
	);
}

document
	.querySelectorAll< HTMLElement >( `.${ BLOCK }[data-settings]` )
	.forEach( hydrate );
