/**
 * The keys of a search box: Up and Down through the options, Enter to open one (Ctrl or Cmd for
 * a new tab), Right to take the inline completion, Tab on to the Clear button or the details
 * panel, and Escape closing, in order, the list, the overlay, the typed text and the icon layout.
 */

/**
 * Internal dependencies
 */
import { KEY, moveActive, wantsNewTab } from './keyboard';
import type { Layers } from './layers';
import type { Listbox } from './listbox';

export type KeyParts = {
	input: HTMLInputElement;
	listbox: Listbox;
	layers: Layers;
	clearButton: HTMLButtonElement;
	/** Whether the details panel shows: Tab goes on into it. */
	detailsVisible: () => boolean;
	/** Drops the search on its way, if any. */
	cancelSearch: () => void;
	/** Asks for suggestions for what is typed (or shows the history). */
	update: () => void;
	choose: ( index: number, newTab: boolean ) => void;
};

/**
 * @param parts What the keys act on.
 * @return The input's keydown listener and the form's.
 */
export function createKeyHandlers( parts: KeyParts ) {
	const { input, listbox, layers } = parts;

	function onEscape( event: KeyboardEvent ): void {
		if ( listbox.mode() !== 'closed' ) {
			event.preventDefault();
			parts.cancelSearch();
			listbox.close();
		} else if ( layers.isOverlayOpen() ) {
			// In the full-screen overlay, Escape leaves it, as a dialog's Escape does.
			event.preventDefault();
			layers.closeTop();
		} else if ( input.value !== '' ) {
			event.preventDefault();
			input.value = '';
			parts.cancelSearch();
		} else if ( layers.closeTop() ) {
			event.preventDefault();
		}
	}

	function onKeyDown( event: KeyboardEvent ): void {
		const mode = listbox.mode();
		switch ( event.key ) {
			case KEY.DOWN:
			case KEY.UP:
				event.preventDefault();
				if ( mode === 'closed' ) {
					parts.update();
					return;
				}
				listbox.setActive(
					moveActive(
						listbox.suggestions(),
						listbox.active(),
						event.key === KEY.DOWN ? 1 : -1
					)
				);
				return;
			case KEY.RETURN:
				if ( mode !== 'closed' && listbox.active() >= 0 ) {
					event.preventDefault();
					parts.choose( listbox.active(), wantsNewTab( event ) );
					return;
				}
				listbox.close();
				return;
			case KEY.ESC:
				onEscape( event );
				return;
			case KEY.RIGHT: {
				const atEnd =
					input.selectionStart === input.value.length &&
					input.selectionEnd === input.value.length;
				if ( listbox.hint() !== '' && atEnd ) {
					event.preventDefault();
					input.value = listbox.hint();
					parts.update();
				}
				return;
			}
			case KEY.TAB:
				if ( mode === 'history' && ! event.shiftKey ) {
					// The Clear button is the one thing to reach from the history list.
					event.preventDefault();
					parts.clearButton.focus();
					return;
				}
				if ( parts.detailsVisible() && ! event.shiftKey ) {
					// Tab goes on into the details panel: its link, quantity and add to cart.
					return;
				}
				listbox.close();
		}
	}

	// Escape on the box's other controls (the overlay's close button, the submit button …).
	function onFormKeyDown( event: KeyboardEvent ): void {
		if (
			event.key === KEY.ESC &&
			event.target !== input &&
			! event.defaultPrevented &&
			layers.closeTop()
		) {
			event.preventDefault();
		}
	}

	return { onKeyDown, onFormKeyDown };
}
