/**
 * The combobox's key logic (WAI-ARIA 1.2 combobox with a listbox popup), free of the DOM.
 */

/**
 * Internal dependencies
 */
import { isSelectable } from './suggestion';
import type { Suggestion } from './suggestion';

export const KEY = {
	ESC: 'Escape',
	TAB: 'Tab',
	RETURN: 'Enter',
	LEFT: 'ArrowLeft',
	UP: 'ArrowUp',
	RIGHT: 'ArrowRight',
	DOWN: 'ArrowDown',
} as const;

export type Direction = 1 | -1;

/**
 * The option after (or before) `current`, skipping what cannot be chosen and wrapping around;
 * -1 when nothing can be chosen. From no option (-1), Down goes to the first, Up to the last.
 *
 * @param suggestions The listed suggestions.
 * @param current     Index of the active option, or -1.
 * @param direction   1 for down, -1 for up.
 */
export function moveActive(
	suggestions: Suggestion[],
	current: number,
	direction: Direction
): number {
	const count = suggestions.length;
	if ( count === 0 ) {
		return -1;
	}
	let index = current < 0 && direction === -1 ? count : current;
	for ( let step = 0; step < count; step++ ) {
		index = ( index + direction + count ) % count;
		if ( isSelectable( suggestions[ index ] ) ) {
			return index;
		}
	}
	return -1;
}

/**
 * The completion shown behind the typed text: the first choosable suggestion's text, when it
 * starts with what was typed; '' otherwise.
 *
 * @param typed       What is in the input.
 * @param suggestions The listed suggestions.
 */
export function inlineHint( typed: string, suggestions: Suggestion[] ): string {
	const first = suggestions.find( isSelectable );
	if (
		! first ||
		typed === '' ||
		first.type === 'more_products' ||
		first.value.length <= typed.length ||
		! first.value.toLowerCase().startsWith( typed.toLowerCase() )
	) {
		return '';
	}
	// Keep the shopper's own letters and case; add only the rest.
	return typed + first.value.slice( typed.length );
}

/**
 * Whether a suggestion, once chosen, submits the search form rather than opening a page.
 *
 * @param suggestion The suggestion.
 */
export function submitsForm( suggestion: Suggestion ): boolean {
	return (
		suggestion.type === 'more_products' ||
		suggestion.type === 'history-search'
	);
}

/**
 * Whether Enter should open the suggestion in a new tab (Ctrl on Windows/Linux, Cmd on macOS).
 *
 * @param event The key event.
 */
export function wantsNewTab(
	event: Pick< KeyboardEvent, 'ctrlKey' | 'metaKey' >
): boolean {
	return event.ctrlKey || event.metaKey;
}
