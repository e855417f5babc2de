/**
 * The two ways a search box folds away: the icon layout (a button that opens the box in place,
 * class is-open) and the full-screen overlay below a breakpoint (class is-overlay-open, a modal
 * that keeps the focus inside the form). Opening either puts the focus in the input; folding
 * either closes the suggestions and, unless the shopper moved on, returns the focus to its button.
 */

/**
 * Internal dependencies
 */
import { trapFocus } from './modal';

export type LayerParts = {
	root: HTMLElement;
	form: HTMLFormElement;
	input: HTMLInputElement;
	toggle: HTMLButtonElement | null;
	overlayOpen: HTMLButtonElement | null;
};

export type Layers = {
	/** Opens or folds the icon layout. */
	toggle: () => void;
	openOverlay: () => void;
	/** Folds the overlay; the focus goes back to its opener unless told not to. */
	closeOverlay: ( returnFocus?: boolean ) => void;
	/** Folds the icon layout without moving the focus (the shopper has moved on). */
	foldQuietly: () => void;
	/** Folds whichever is open, the overlay first; false when none was. */
	closeTop: () => boolean;
	isOverlayOpen: () => boolean;
	isOpen: () => boolean;
	destroy: () => void;
};

/**
 * @param parts  The elements.
 * @param onFold Closes the suggestions when a layer folds.
 */
export function createLayers( parts: LayerParts, onFold: () => void ): Layers {
	const { root, form, input, toggle, overlayOpen } = parts;
	let releaseTrap: ( () => void ) | null = null;

	function setExpanded(
		button: HTMLButtonElement | null,
		className: string,
		isOpen: boolean,
		returnFocus = true
	): void {
		root.classList.toggle( className, isOpen );
		button?.setAttribute( 'aria-expanded', isOpen ? 'true' : 'false' );
		if ( className === 'is-overlay-open' ) {
			// The opener is outside the overlay, so the trap goes before the focus returns.
			releaseTrap?.();
			releaseTrap = isOpen ? trapFocus( form ) : null;
		}
		if ( isOpen ) {
			input.focus();
		} else {
			onFold();
			if ( returnFocus ) {
				button?.focus();
			}
		}
	}

	const isOverlayOpen = () => root.classList.contains( 'is-overlay-open' );
	const isOpen = () => root.classList.contains( 'is-open' );

	return {
		toggle: () => setExpanded( toggle, 'is-open', ! isOpen() ),
		openOverlay: () => setExpanded( overlayOpen, 'is-overlay-open', true ),
		closeOverlay: ( returnFocus = true ) =>
			setExpanded( overlayOpen, 'is-overlay-open', false, returnFocus ),
		foldQuietly: () => setExpanded( toggle, 'is-open', false, false ),
		closeTop() {
			if ( isOverlayOpen() ) {
				setExpanded( overlayOpen, 'is-overlay-open', false );
				return true;
			}
			if ( isOpen() ) {
				setExpanded( toggle, 'is-open', false );
				return true;
			}
			return false;
		},
		isOverlayOpen,
		isOpen,
		destroy: () => releaseTrap?.(),
	};
}
