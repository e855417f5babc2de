/**
 * One search box: the combobox over the server-rendered form, its history, voice and layouts.
 */

/**
 * Internal dependencies
 */
import type { CartClient } from '../../src/frontend/storefront/cart-client';
import { sameOriginUrl } from '../../src/utils/urls';
import { createSearchClient } from './client';
import type { Fetcher } from './client';
import { parseConfig } from './config';
import {
	canShowDetails,
	createDetailsPanel,
	readEnvironment,
} from './details-panel';
import type { Environment } from './details-panel';
import {
	addSearch,
	addViewed,
	clearHistory,
	getSearches,
	getStorage,
	getViewed,
	historySuggestions,
} from './history';
import {
	KEY,
	inlineHint,
	moveActive,
	submitsForm,
	wantsNewTab,
} from './keyboard';
import { createLayers } from './layers';
import { createListbox } from './listbox';
import { createPriceClient } from './prices';
import { BLOCK } from './render-suggestions';
import { isProduct, isSelectable } from './suggestion';
import type { Suggestion } from './suggestion';
import { attachVoice, getRecognition } from './voice';

export type SearchBoxDependencies = {
	/** GET requests: suggestions, details and prices. */
	fetcher?: Fetcher;
	/** The page's cart client (the shared one by default). */
	cart?: () => CartClient;
	/** Window width and pointer, read each time the details panel might show. */
	environment?: () => Environment;
	storage?: ReturnType< typeof getStorage >;
	navigate?: ( url: string ) => void;
	openInNewTab?: ( url: string ) => void;
	speechWindow?: object;
	userAgent?: string;
};

export type SearchBox = {
	destroy: () => void;
};

/** Resize handling waits this long after the last resize event. */
const RESIZE_DELAY_MS = 100;

const COUNTED_TYPES = [
	'headline',
	'headline-v2',
	'no-results',
	'more_products',
];

// Details and prices may depend on who is asking (customer prices, taxes by location), so their
// requests carry the site's cookies; suggestions do not.
const sameOriginFetcher: Fetcher = ( url, init ) =>
	window.fetch( url, { ...init, credentials: 'same-origin' } );

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
 * Wires the combobox, history, voice and layout buttons of one block. The list itself
 * (listbox.ts), the folding layouts (layers.ts), voice (voice.ts) and the details panel
 * (details-panel.ts) are parts of their own; this is what ties them to the input and the form.
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
	const win = doc.defaultView ?? window;
	const environment = deps.environment ?? ( () => readEnvironment( win ) );
	const dataFetcher = deps.fetcher ?? sameOriginFetcher;

	// The last answer and its query: the form's submit reads it after the list has closed.
	let answered: { query: string; suggestions: Suggestion[] } | null = null;
	// Set while a suggestion submits the form on purpose (more_products, a recent search).
	let submittingChoice = false;
	let resizeTimer: ReturnType< typeof setTimeout > | undefined;

	const clearButton = doc.createElement( 'button' );
	clearButton.type = 'button';
	clearButton.className = `${ BLOCK }__clear-history`;
	clearButton.textContent = config.labels.clear;
	clearButton.hidden = true;
	list.after( clearButton );

	function announce( message: string ): void {
		status.textContent = message;
	}

	const details =
		config.detailsPanel && config.detailsUrl !== ''
			? createDetailsPanel( {
					root,
					list,
					idBase: list.id,
					url: config.detailsUrl,
					fetcher: dataFetcher,
					cart: deps.cart,
					wcAjaxUrl: config.wcAjaxUrl,
					cartUrl: config.cartUrl,
					redirectAfterAdd: config.redirectAfterAdd,
					labels: config.labels,
					announce,
					navigate,
					onEscape: () => {
						listbox.close();
						input.focus();
					},
				} )
			: null;

	const prices =
		config.dynamicPrices && config.display.price && config.pricesUrl !== ''
			? createPriceClient( {
					url: config.pricesUrl,
					fetcher: dataFetcher,
					labels: config.labels,
				} )
			: null;

	function detailsAllowed(): boolean {
		return (
			details !== null &&
			! layers.isOverlayOpen() &&
			canShowDetails(
				environment(),
				listbox.mode(),
				listbox.suggestions()
			)
		);
	}

	/**
	 * Shows the details of the active product, else of the first one, or hides the panel where it
	 * may not show.
	 */
	function syncDetails(): void {
		if ( ! details ) {
			return;
		}
		if ( ! detailsAllowed() ) {
			details.hide();
			return;
		}
		const suggestions = listbox.suggestions();
		const active: Suggestion | undefined = suggestions[ listbox.active() ];
		const product =
			( active && isProduct( active ) ? active : undefined ) ??
			suggestions.find( isProduct );
		if ( product ) {
			details.show( product );
		}
		details.equalise();
	}

	const listbox = createListbox(
		{
			root,
			input,
			list,
			hint: part( root, 'hint', HTMLElement ),
			clearButton,
		},
		config,
		{
			onOpen( mode, items ) {
				syncDetails();
				if ( mode === 'results' ) {
					void prices?.refresh( items );
				} else {
					prices?.cancel();
				}
			},
			onClose() {
				details?.hide();
				prices?.cancel();
			},
			onActive( suggestion ) {
				if (
					suggestion &&
					isProduct( suggestion ) &&
					detailsAllowed()
				) {
					details?.show( suggestion );
				}
			},
		}
	);
	const layers = createLayers(
		{ root, form, input, toggle, overlayOpen },
		() => listbox.close()
	);

	function showResults( query: string, next: Suggestion[] ): void {
		// The shopper may have typed on or left while the answer travelled.
		if ( input.value.trim() !== query || doc.activeElement !== input ) {
			return;
		}
		answered = { query, suggestions: next };
		if ( next.length === 0 ) {
			listbox.close();
			return;
		}
		listbox.open( next, 'results', query );
		listbox.setHint( inlineHint( input.value, next ) );
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
		const next = config.history
			? historySuggestions(
					getSearches( storage ),
					getViewed( storage ),
					config.labels
				)
			: [];
		if ( next.length === 0 ) {
			listbox.close();
		} else {
			listbox.open( next, 'history', '' );
		}
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
		listbox.setHint( '' );
		if ( input.value.trim() === '' ) {
			client.cancel();
			showHistory();
		} else if ( client.isLongEnough( input.value ) ) {
			client.search( input.value );
		} else {
			client.cancel();
			listbox.close();
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
		const suggestion = listbox.suggestions()[ index ];
		if ( ! suggestion || ! isSelectable( suggestion ) ) {
			return;
		}
		if ( submitsForm( suggestion ) ) {
			if ( suggestion.type === 'history-search' ) {
				input.value = suggestion.value;
			}
			listbox.close();
			submittingChoice = true;
			try {
				submit();
			} finally {
				submittingChoice = false;
			}
			return;
		}
		const target = sameOriginUrl( suggestion.url );
		if ( target === null ) {
			return;
		}
		if (
			suggestion.post_type === 'product' ||
			suggestion.type === 'product'
		) {
			addViewed( suggestion, storage );
		}
		listbox.close();
		if ( newTab ) {
			openInNewTab( target );
		} else {
			navigate( target );
		}
	}

	function onEscape( event: KeyboardEvent ): void {
		if ( listbox.mode() !== 'closed' ) {
			event.preventDefault();
			client.cancel();
			listbox.close();
		} else if ( layers.isOverlayOpen() ) {
			// In the full-screen overlay, Escape leaves it, as a dialog's Escape does.
			event.preventDefault();
			layers.closeTop();
		} else if ( input.value !== '' ) {
			event.preventDefault();
			input.value = '';
			client.cancel();
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
					update();
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
					choose( listbox.active(), wantsNewTab( event ) );
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
				if ( details?.isVisible() && ! event.shiftKey ) {
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

	function onFocusOut( event: FocusEvent ): void {
		const next = event.relatedTarget;
		if ( ! ( next instanceof Node ) || ! root.contains( next ) ) {
			client.cancel();
			listbox.close();
			if ( next instanceof Node && layers.isOpen() ) {
				// The icon layout folds up once the shopper has moved on elsewhere on the page.
				layers.foldQuietly();
			}
		}
	}

	function onFocus(): void {
		if ( input.value.trim() === '' ) {
			showHistory();
		}
	}

	function onListHover( event: MouseEvent ): void {
		const suggestion =
			listbox.suggestions()[ listbox.optionIndex( event ) ];
		if ( suggestion && isProduct( suggestion ) && detailsAllowed() ) {
			details?.show( suggestion );
		}
	}

	function onResize(): void {
		clearTimeout( resizeTimer );
		resizeTimer = setTimeout( () => {
			if (
				layers.isOverlayOpen() &&
				config.overlayBreakpoint > 0 &&
				win.innerWidth >= config.overlayBreakpoint
			) {
				// Too wide for the overlay now: the box is back in the page, focus stays in it.
				layers.closeOverlay( false );
			}
			if ( listbox.mode() === 'results' ) {
				syncDetails();
			}
		}, RESIZE_DELAY_MS );
	}

	function onListClick( event: MouseEvent ): void {
		const index = listbox.optionIndex( event );
		if ( index >= 0 ) {
			choose( index, wantsNewTab( event ) );
		}
	}

	/**
	 * With go-to-first-variation on, a search whose best answer is one variation (its
	 * SKU, typically) opens that variation rather than the results page.
	 */
	function firstVariation(): Suggestion | undefined {
		if (
			! config.goToFirstVariation ||
			submittingChoice ||
			answered?.query !== input.value.trim()
		) {
			return undefined;
		}
		const first = answered.suggestions.find( isSelectable );
		return first?.type === 'product_variation' &&
			sameOriginUrl( first.url ) !== null
			? first
			: undefined;
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
		const variation = firstVariation();
		if ( variation?.url ) {
			event.preventDefault();
			addViewed( variation, storage );
			listbox.close();
			navigate( variation.url );
		}
	}

	function onClear(): void {
		clearHistory( storage );
		listbox.close();
		input.focus();
	}

	// Keeps the focus in the input while an option is pressed, so blur does not close the list.
	function keepFocus( event: MouseEvent ): void {
		event.preventDefault();
	}

	const Recognition = config.voice
		? getRecognition(
				deps.speechWindow ?? window,
				deps.userAgent ?? window.navigator.userAgent
			)
		: null;
	const voice =
		voiceButton && Recognition
			? attachVoice( voiceButton, root, Recognition, ( transcript ) => {
					input.value = transcript;
					input.focus();
					update();
				} )
			: null;

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
	on( list, 'mouseover', onListHover );
	on( form, 'keydown', onFormKeyDown );
	on( clearButton, 'mousedown', keepFocus );
	on( clearButton, 'click', onClear );
	on( form, 'submit', onSubmit );
	on( toggle, 'click', layers.toggle );
	on( overlayOpen, 'click', layers.openOverlay );
	on( overlayClose, 'click', () => layers.closeOverlay() );
	if ( voice ) {
		on( voiceButton, 'click', () => voice.toggle() );
	}
	win.addEventListener( 'resize', onResize );
	root.classList.add( 'is-enhanced' );

	return {
		destroy() {
			client.cancel();
			clearTimeout( resizeTimer );
			win.removeEventListener( 'resize', onResize );
			layers.destroy();
			removers.forEach( ( remove ) => remove() );
			details?.destroy();
			prices?.cancel();
			clearButton.remove();
			root.classList.remove( 'is-enhanced' );
		},
	};
}
