/**
 * One search box: the combobox over the server-rendered form, its history, voice and layouts.
 */

/**
 * Internal dependencies
 */
import { createSearchClient } from './client';
import type { Fetcher } from './client';
import { parseConfig } from './config';
import {
	addSearch,
	addViewed,
	clearHistory,
	getSearches,
	getStorage,
	getViewed,
} from './history';
import {
	KEY,
	inlineHint,
	moveActive,
	submitsForm,
	wantsNewTab,
} from './keyboard';
import { BLOCK, renderSuggestions } from './render-suggestions';
import { isSafeUrl, isSelectable } from './suggestion';
import type { Suggestion } from './suggestion';
import { createVoiceSearch, getRecognition } from './voice';
import type { VoiceState } from './voice';

export type SearchBoxDependencies = {
	fetcher?: Fetcher;
	storage?: ReturnType< typeof getStorage >;
	navigate?: ( url: string ) => void;
	openInNewTab?: ( url: string ) => void;
	speechWindow?: object;
	userAgent?: string;
};

export type SearchBox = {
	destroy: () => void;
};

type Mode = 'closed' | 'results' | 'history';

const COUNTED_TYPES = [
	'headline',
	'headline-v2',
	'no-results',
	'more_products',
];

function part< T extends HTMLElement >(
	root: HTMLElement,
	name: string,
	type: new () => T
): T | null {
	const found = root.querySelector( `.${ BLOCK }__${ name }` );
	return found instanceof type ? found : null;
}

type RequiredParts = {
	form: HTMLFormElement;
	input: HTMLInputElement;
	list: HTMLUListElement;
	status: HTMLElement;
};

/**
 * Enhances one block; null when its markup is not the one render.php prints.
 *
 * @param root The block's wrapper.
 * @param deps What the browser provides, replaceable in tests.
 */
export function initSearchBox(
	root: HTMLElement,
	deps: SearchBoxDependencies = {}
): SearchBox | null {
	const form = part( root, 'form', HTMLFormElement );
	const input = part( root, 'input', HTMLInputElement );
	const list = part( root, 'suggestions', HTMLUListElement );
	const status = part( root, 'status', HTMLElement );
	if ( ! form || ! input || ! list || ! status ) {
		return null;
	}
	return enhance( root, { form, input, list, status }, deps );
}

/**
 * Wires the combobox, history, voice and layout buttons of one block.
 *
 * @param root  The block's wrapper.
 * @param parts The elements the box cannot work without.
 * @param deps  What the browser provides, replaceable in tests.
 */
function enhance(
	root: HTMLElement,
	parts: RequiredParts,
	deps: SearchBoxDependencies
): SearchBox {
	const { form, input, list, status } = parts;
	const hint = part( root, 'hint', HTMLElement );
	const toggle = part( root, 'toggle', HTMLButtonElement );
	const overlayOpen = part( root, 'overlay-open', HTMLButtonElement );
	const overlayClose = part( root, 'overlay-close', HTMLButtonElement );
	const voiceButton = part( root, 'voice', HTMLButtonElement );

	const config = parseConfig( root.dataset.config );
	const storage = deps.storage === undefined ? getStorage() : deps.storage;
	const navigate =
		deps.navigate ?? ( ( url: string ) => window.location.assign( url ) );
	const openInNewTab =
		deps.openInNewTab ??
		( ( url: string ) => {
			window.open( url, '_blank', 'noopener' );
		} );
	const doc = root.ownerDocument;

	let mode: Mode = 'closed';
	let suggestions: Suggestion[] = [];
	let items: HTMLLIElement[] = [];
	let active = -1;
	let hintText = '';

	const clearButton = doc.createElement( 'button' );
	clearButton.type = 'button';
	clearButton.className = `${ BLOCK }__clear-history`;
	clearButton.textContent = config.labels.clear;
	clearButton.hidden = true;
	list.after( clearButton );

	function announce( message: string ): void {
		status.textContent = message;
	}

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
	}

	function close(): void {
		setActive( -1 );
		mode = 'closed';
		list.hidden = true;
		clearButton.hidden = true;
		input.setAttribute( 'aria-expanded', 'false' );
		root.classList.remove( 'has-suggestions' );
		setHint( '' );
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
	}

	function showResults( query: string, next: Suggestion[] ): void {
		// The shopper may have typed on or left while the answer travelled.
		if ( input.value.trim() !== query || doc.activeElement !== input ) {
			return;
		}
		if ( next.length === 0 ) {
			close();
			return;
		}
		open( next, 'results', query );
		setHint( inlineHint( input.value, next ) );
		const count = next.filter(
			( item ) => ! COUNTED_TYPES.includes( item.type )
		).length;
		if ( count === 0 ) {
			announce( config.labels.noResults );
		} else {
			announce(
				count === 1
					? config.labels.oneResult
					: config.labels.results.replace( '%d', String( count ) )
			);
		}
	}

	function showHistory(): void {
		const searches = config.history ? getSearches( storage ) : [];
		const viewed = config.history ? getViewed( storage ) : [];
		if ( searches.length === 0 && viewed.length === 0 ) {
			close();
			return;
		}
		const next: Suggestion[] = [];
		if ( searches.length > 0 ) {
			next.push(
				{ type: 'headline', value: config.labels.searchHistory },
				...searches.map( ( value ) => ( {
					type: 'history-search',
					value,
				} ) )
			);
		}
		if ( viewed.length > 0 ) {
			next.push(
				{ type: 'headline', value: config.labels.recentlyViewed },
				...viewed.map( ( product ) => ( {
					type: 'product',
					...product,
				} ) )
			);
		}
		open( next, 'history', '' );
	}

	const client = createSearchClient( {
		endpointUrl: config.endpointUrl,
		restUrl: config.restUrl,
		minChars: config.minChars,
		debounceMs: config.debounceMs,
		preventBadQueries: config.preventBadQueries,
		fetcher: deps.fetcher,
		onResults: showResults,
	} );

	function update(): void {
		setHint( '' );
		if ( input.value.trim() === '' ) {
			client.cancel();
			showHistory();
		} else if ( client.isLongEnough( input.value ) ) {
			client.search( input.value );
		} else {
			client.cancel();
			close();
		}
	}

	function submit(): void {
		if ( typeof form.requestSubmit === 'function' ) {
			form.requestSubmit();
		} else {
			form.submit();
		}
	}

	function choose( index: number, newTab: boolean ): void {
		const suggestion = suggestions[ index ];
		if ( ! suggestion || ! isSelectable( suggestion ) ) {
			return;
		}
		if ( submitsForm( suggestion ) ) {
			if ( suggestion.type === 'history-search' ) {
				input.value = suggestion.value;
			}
			close();
			submit();
			return;
		}
		if ( ! suggestion.url || ! isSafeUrl( suggestion.url ) ) {
			return;
		}
		if (
			suggestion.post_type === 'product' ||
			suggestion.type === 'product'
		) {
			addViewed( suggestion, storage );
		}
		close();
		if ( newTab ) {
			openInNewTab( suggestion.url );
		} else {
			navigate( suggestion.url );
		}
	}

	function setExpanded(
		button: HTMLButtonElement | null,
		className: string,
		isOpen: boolean
	): void {
		root.classList.toggle( className, isOpen );
		button?.setAttribute( 'aria-expanded', isOpen ? 'true' : 'false' );
		if ( isOpen ) {
			input.focus();
		} else {
			close();
			button?.focus();
		}
	}

	function closeLayers(): boolean {
		if ( root.classList.contains( 'is-overlay-open' ) ) {
			setExpanded( overlayOpen, 'is-overlay-open', false );
			return true;
		}
		if ( root.classList.contains( 'is-open' ) ) {
			setExpanded( toggle, 'is-open', false );
			return true;
		}
		return false;
	}

	function onEscape( event: KeyboardEvent ): void {
		if ( mode !== 'closed' ) {
			event.preventDefault();
			client.cancel();
			close();
		} else if ( input.value !== '' ) {
			event.preventDefault();
			input.value = '';
			client.cancel();
		} else if ( closeLayers() ) {
			event.preventDefault();
		}
	}

	function onKeyDown( event: KeyboardEvent ): void {
		switch ( event.key ) {
			case KEY.DOWN:
			case KEY.UP:
				event.preventDefault();
				if ( mode === 'closed' ) {
					update();
					return;
				}
				setActive(
					moveActive(
						suggestions,
						active,
						event.key === KEY.DOWN ? 1 : -1
					)
				);
				return;
			case KEY.RETURN:
				if ( mode !== 'closed' && active >= 0 ) {
					event.preventDefault();
					choose( active, wantsNewTab( event ) );
					return;
				}
				close();
				return;
			case KEY.ESC:
				onEscape( event );
				return;
			case KEY.RIGHT: {
				const atEnd =
					input.selectionStart === input.value.length &&
					input.selectionEnd === input.value.length;
				if ( hintText !== '' && atEnd ) {
					event.preventDefault();
					input.value = hintText;
					update();
				}
				return;
			}
			case KEY.TAB:
				if ( mode === 'history' && ! event.shiftKey ) {
					// The Clear button is the one thing to reach from the history list.
					event.preventDefault();
					clearButton.focus();
					return;
				}
				close();
		}
	}

	function onFocusOut( event: FocusEvent ): void {
		const next = event.relatedTarget;
		if ( ! ( next instanceof Node ) || ! root.contains( next ) ) {
			client.cancel();
			close();
		}
	}

	function onFocus(): void {
		if ( input.value.trim() === '' ) {
			showHistory();
		}
	}

	function onListClick( event: MouseEvent ): void {
		const target = event.target instanceof Element ? event.target : null;
		const item = target?.closest( '[role="option"]' );
		const index =
			item instanceof HTMLLIElement ? items.indexOf( item ) : -1;
		if ( index >= 0 ) {
			choose( index, wantsNewTab( event ) );
		}
	}

	function onSubmit( event: SubmitEvent ): void {
		if ( input.value.trim() === '' ) {
			event.preventDefault();
			input.focus();
			return;
		}
		if ( config.history ) {
			addSearch( input.value, storage );
		}
	}

	function onClear(): void {
		clearHistory( storage );
		close();
		input.focus();
	}

	// Keeps the focus in the input while an option is pressed, so blur does not close the list.
	function keepFocus( event: MouseEvent ): void {
		event.preventDefault();
	}

	const onToggle = () =>
		setExpanded(
			toggle,
			'is-open',
			! root.classList.contains( 'is-open' )
		);
	const onOverlayOpen = () =>
		setExpanded( overlayOpen, 'is-overlay-open', true );
	const onOverlayClose = () =>
		setExpanded( overlayOpen, 'is-overlay-open', false );

	let voice: ReturnType< typeof createVoiceSearch > | null = null;
	const Recognition = config.voice
		? getRecognition(
				deps.speechWindow ?? window,
				deps.userAgent ?? window.navigator.userAgent
			)
		: null;
	if ( voiceButton && Recognition ) {
		const showVoiceState = ( state: VoiceState ) => {
			voiceButton.hidden = state === 'off';
			voiceButton.dataset.state = state;
			voiceButton.setAttribute(
				'aria-pressed',
				state === 'active' ? 'true' : 'false'
			);
			root.classList.toggle( 'is-listening', state === 'active' );
		};
		voice = createVoiceSearch( {
			Recognition,
			lang: doc.documentElement.lang || 'en-US',
			onStateChange: showVoiceState,
			onTranscript: ( transcript ) => {
				input.value = transcript;
				input.focus();
				update();
			},
		} );
		showVoiceState( voice.getState() );
	}
	const onVoice = () => voice?.toggle();

	const removers: Array< () => void > = [];
	function on< K extends keyof HTMLElementEventMap >(
		target: HTMLElement | null,
		type: K,
		listener: ( event: HTMLElementEventMap[ K ] ) => void
	): void {
		if ( target ) {
			target.addEventListener( type, listener );
			removers.push( () => target.removeEventListener( type, listener ) );
		}
	}

	on( input, 'input', update );
	on( input, 'focus', onFocus );
	on( input, 'keydown', onKeyDown );
	on( root, 'focusout', onFocusOut );
	on( list, 'mousedown', keepFocus );
	on( list, 'click', onListClick );
	on( clearButton, 'mousedown', keepFocus );
	on( clearButton, 'click', onClear );
	on( form, 'submit', onSubmit );
	on( toggle, 'click', onToggle );
	on( overlayOpen, 'click', onOverlayOpen );
	on( overlayClose, 'click', onOverlayClose );
	if ( voice ) {
		on( voiceButton, 'click', onVoice );
	}
	root.classList.add( 'is-enhanced' );

	return {
		destroy() {
			client.cancel();
			removers.forEach( ( remove ) => remove() );
			clearButton.remove();
			root.classList.remove( 'is-enhanced' );
		},
	};
}
