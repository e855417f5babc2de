/**
 * Turns each server-rendered product slider on the page into the carousel. Loaded by the blocks'
 * runtime only when the shopper reaches for a slider (a pointer over it or pressed on it, a touch,
 * focus inside it), never because one is in view or near it.
 *
 * The carousel lays itself out unseen over the server row and replaces it in one step, with the
 * slider's height held at the row's, so that nothing around it moves. It opens at the card the
 * shopper had scrolled or tabbed the row to meanwhile, and focus stays on the same control.
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

	const settings = parseSettings( root.dataset.settings );
	const cards = Array.from( track.children ) as HTMLElement[];
	const doc = root.ownerDocument;
	const focusable = ( slide: Element ) =>
		Array.from(
			slide.querySelectorAll< HTMLElement >(
				'a[href], button, input, select, textarea, [tabindex]'
			)
		);
	// The card holding focus or, failing that, the first one the row shows from its start.
	const startAt = () => {
		const focused = cards.findIndex( ( card ) =>
			card.contains( doc.activeElement )
		);
		if ( focused >= 0 ) {
			return focused;
		}
		const row = track.getBoundingClientRect();
		const first = cards.findIndex( ( card ) => {
			const box = card.getBoundingClientRect();
			return settings.rtl
				? box.right <= row.right + 1
				: box.left >= row.left - 1;
		} );
		return Math.max( 0, first );
	};
	const mount = document.createElement( 'div' );
	mount.className = `${ BLOCK }__mount is-pending`;
	root.appendChild( mount );

	const onReady = () => {
		// The control the shopper was on, as its card's nth focusable element.
		const card = cards.findIndex( ( item ) =>
			item.contains( doc.activeElement )
		);
		const control =
			card >= 0
				? focusable( cards[ card ] ).indexOf(
						doc.activeElement as HTMLElement
					)
				: -1;
		track.remove();
		mount.classList.remove( 'is-pending' );
		root.dataset.carousel = 'ready';
		root.setAttribute(
			'aria-roledescription',
			__( 'carousel', 'shopwright' )
		);
		if ( card >= 0 ) {
			// The card the shopper was on went with the row: the same control in the carousel's
			// copy of it, else the carousel's first control.
			const slide = mount.querySelector(
				`.slick-slide[data-index="${ card }"]`
			);
			(
				( slide && focusable( slide )[ Math.max( 0, control ) ] ) ??
				mount.querySelector< HTMLElement >( '.slick-arrow, a' )
			)?.focus();
		}
	};

	createRoot( mount ).render(
		<ProductSlider
			slides={ slides }
			settings={ settings }
			reducedMotion={ prefersReducedMotion() }
			onReady={ onReady }
			startAt={ startAt }
		/>
	);
}

document
	.querySelectorAll< HTMLElement >( `.${ BLOCK }[data-settings]` )
	.forEach( hydrate );
