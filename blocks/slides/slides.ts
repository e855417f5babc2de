/**
 * The slides' script: arrows, dots and automatic turning for the server's stacked slides, as the
 * WAI-ARIA carousel pattern describes it. Turning stops while the pointer is over the slides or
 * keyboard focus is inside them, and for good with the pause button; visitors who ask for reduced
 * motion get no automatic turning and no fade. Only the slide shown can be reached (the others
 * are inert), and a screen reader hears the new slide only when the visitor moved it.
 */

const BLOCK = 'wp-block-shopwright-slides';

/** The slide interval when the block says none (milliseconds). */
export const DEFAULT_INTERVAL = 7000;

/** How long the fade between slides takes, in the stylesheet (milliseconds). */
export const ANIMATION = 600;

function prefersReducedMotion( win: Window ): boolean {
	return (
		typeof win.matchMedia === 'function' &&
		win.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * Enhances one slides block; returns its teardown.
 *
 * @param root The block's element.
 * @param win  The window.
 */
export function setupSlides(
	root: HTMLElement,
	win: Window = window
): () => void {
	const track = root.querySelector< HTMLElement >( `.${ BLOCK }__track` );
	const slides = track
		? Array.from( track.children ).filter(
				( child ): child is HTMLElement =>
					child instanceof HTMLElement &&
					child.classList.contains( 'wp-block-shopwright-slide' )
			)
		: [];
	const controls = root.querySelector< HTMLElement >(
		`.${ BLOCK }__controls`
	);
	const pause = root.querySelector< HTMLButtonElement >(
		`.${ BLOCK }__pause`
	);
	const previous = root.querySelector< HTMLButtonElement >(
		`.${ BLOCK }__previous`
	);
	const next = root.querySelector< HTMLButtonElement >( `.${ BLOCK }__next` );
	if (
		! track ||
		! controls ||
		! pause ||
		! previous ||
		! next ||
		slides.length < 2
	) {
		return () => undefined;
	}
	const dots = Array.from(
		root.querySelectorAll< HTMLButtonElement >( `.${ BLOCK }__dot` )
	);

	const parsed = Number( root.dataset.interval );
	const interval =
		Number.isFinite( parsed ) && parsed >= 1000 ? parsed : DEFAULT_INTERVAL;
	let index = Math.max(
		0,
		slides.findIndex( ( slide ) => slide.classList.contains( 'is-active' ) )
	);
	let rotating =
		root.dataset.autoplay !== 'false' && ! prefersReducedMotion( win );
	let hovered = false;
	let focused = false;
	let timer: ReturnType< typeof setTimeout > | undefined;

	const show = ( target: number ) => {
		index = ( target + slides.length ) % slides.length;
		slides.forEach( ( slide, position ) => {
			const active = position === index;
			slide.classList.toggle( 'is-active', active );
			slide.inert = ! active;
		} );
		dots.forEach( ( dot, position ) => {
			if ( position === index ) {
				dot.setAttribute( 'aria-current', 'true' );
			} else {
				dot.removeAttribute( 'aria-current' );
			}
		} );
	};

	const schedule = () => {
		clearTimeout( timer );
		timer = undefined;
		if ( rotating && ! hovered && ! focused ) {
			timer = setTimeout( () => {
				show( index + 1 );
				schedule();
			}, interval );
		}
	};

	const setRotating = ( on: boolean ) => {
		rotating = on;
		pause.textContent =
			( on ? root.dataset.labelPause : root.dataset.labelPlay ) ?? '';
		pause.setAttribute( 'aria-pressed', on ? 'false' : 'true' );
		// Announce slide changes only when the visitor makes them.
		track.setAttribute( 'aria-live', on ? 'off' : 'polite' );
		schedule();
	};

	const listeners: Array< [ EventTarget, string, EventListener ] > = [
		[ pause, 'click', () => setRotating( ! rotating ) ],
		[ previous, 'click', () => show( index - 1 ) ],
		[ next, 'click', () => show( index + 1 ) ],
		[
			root,
			'focusin',
			() => {
				focused = true;
				schedule();
			},
		],
		[
			root,
			'focusout',
			( event ) => {
				const to = ( event as FocusEvent ).relatedTarget;
				focused = to instanceof Node && root.contains( to );
				schedule();
			},
		],
		[
			root,
			'pointerenter',
			() => {
				hovered = true;
				schedule();
			},
		],
		[
			root,
			'pointerleave',
			() => {
				hovered = false;
				schedule();
			},
		],
		...dots.map(
			( dot, position ): [ EventTarget, string, EventListener ] => [
				dot,
				'click',
				() => show( position ),
			]
		),
	];
	listeners.forEach( ( [ target, type, listener ] ) =>
		target.addEventListener( type, listener )
	);

	show( index );
	controls.hidden = false;
	root.classList.add( 'is-ready' );
	// The script may arrive while focus is already inside (the visitor tabbed in first).
	focused = root.contains( root.ownerDocument.activeElement );
	setRotating( rotating );

	return () => {
		clearTimeout( timer );
		listeners.forEach( ( [ target, type, listener ] ) =>
			target.removeEventListener( type, listener )
		);
		slides.forEach( ( slide ) => {
			slide.inert = false;
		} );
		controls.hidden = true;
		root.classList.remove( 'is-ready' );
	};
}
