/**
 * The suggestions list of one search box: what it shows (results, history or nothing), which
 * option is active, and the inline hint after the typed text. It keeps the input's ARIA state in
 * step (aria-expanded, aria-activedescendant); what the box does around it (the details panel,
 * prices) hangs on its callbacks.
 */

/**
 * Internal dependencies
 */
import type { SearchConfig } from './config';
import { BLOCK, renderSuggestions } from './render-suggestions';
import type { Suggestion } from './suggestion';

export type Mode = 'closed' | 'results' | 'history';

export type ListboxParts = {
	root: HTMLElement;
	input: HTMLInputElement;
	list: HTMLUListElement;
	hint: HTMLElement | null;
	/** Shown under the history only. */
	clearButton: HTMLButtonElement;
};

export type ListboxCallbacks = {
	/** After the list opened with these options. */
	onOpen: ( mode: Mode, items: HTMLElement[] ) => void;
	/** After it closed. */
	onClose: () => void;
	/** After an option became active (not for -1). */
	onActive: ( suggestion: Suggestion | undefined ) => void;
};

export type Listbox = {
	open: ( next: Suggestion[], mode: Mode, query: string ) => void;
	close: () => void;
	setActive: ( index: number ) => void;
	setHint: ( text: string ) => void;
	/** The index of the option an event happened in, or -1. */
	optionIndex: ( event: Event ) => number;
	mode: () => Mode;
	suggestions: () => Suggestion[];
	active: () => number;
	hint: () => string;
};

/**
 * @param parts     The elements.
 * @param config    What the options display and their labels.
 * @param callbacks What the box does when the list changes.
 */
export function createListbox(
	parts: ListboxParts,
	config: Pick< SearchConfig, 'display' | 'labels' >,
	callbacks: ListboxCallbacks
): Listbox {
	const { root, input, list, hint, clearButton } = parts;
	const doc = root.ownerDocument;
	let mode: Mode = 'closed';
	let suggestions: Suggestion[] = [];
	let items: HTMLElement[] = [];
	let active = -1;
	let hintText = '';

	function setHint( text: string ): void {
		hintText = text;
		if ( ! hint ) {
			return;
		}
		const typed = doc.createElement( 'span' );
		typed.className = `${ BLOCK }__hint-typed`;
		typed.textContent = text.slice( 0, input.value.length );
		hint.replaceChildren(
			...( text === ''
				? []
				: [
						typed,
						doc.createTextNode( text.slice( input.value.length ) ),
					] )
		);
	}

	function setActive( index: number ): void {
		items[ active ]?.setAttribute( 'aria-selected', 'false' );
		items[ active ]?.classList.remove( 'is-active' );
		active = index;
		const item = items[ index ];
		if ( ! item ) {
			input.removeAttribute( 'aria-activedescendant' );
			return;
		}
		item.setAttribute( 'aria-selected', 'true' );
		item.classList.add( 'is-active' );
		input.setAttribute( 'aria-activedescendant', item.id );
		if ( typeof item.scrollIntoView === 'function' ) {
			item.scrollIntoView( { block: 'nearest' } );
		}
		callbacks.onActive( suggestions[ index ] );
	}

	function close(): void {
		setActive( -1 );
		mode = 'closed';
		list.hidden = true;
		clearButton.hidden = true;
		input.setAttribute( 'aria-expanded', 'false' );
		root.classList.remove( 'has-suggestions' );
		setHint( '' );
		callbacks.onClose();
	}

	function open( next: Suggestion[], nextMode: Mode, query: string ): void {
		setActive( -1 );
		suggestions = next;
		mode = nextMode;
		items = renderSuggestions( list, next, {
			listId: list.id,
			query,
			display: config.display,
			labels: config.labels,
		} );
		list.hidden = false;
		clearButton.hidden = nextMode !== 'history';
		input.setAttribute( 'aria-expanded', 'true' );
		root.classList.add( 'has-suggestions' );
		callbacks.onOpen( nextMode, items );
	}

	return {
		open,
		close,
		setActive,
		setHint,
		optionIndex( event ) {
			const target =
				event.target instanceof Element ? event.target : null;
			const item = target?.closest( '[role="option"]' );
			return item instanceof HTMLElement ? items.indexOf( item ) : -1;
		},
		mode: () => mode,
		suggestions: () => suggestions,
		active: () => active,
		hint: () => hintText,
	};
}
