/**
 * One search box: the combobox over the server-rendered form, its history, voice and layouts.
 */

/**
 * Internal dependencies
 */
import type { CartClient } from '../../src/frontend/storefront/cart-client';
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
	clearHistory,
	getSearches,
	getStorage,
	getViewed,
	historySuggestions,
} from './history';
import { inlineHint, wantsNewTab } from './keyboard';
import { createKeyHandlers } from './input-keys';
import { createLayers } from './layers';
import { createListbox } from './listbox';
import { createNavigation } from './navigation';
import { createPriceClient } from './prices';
import { BLOCK } from './render-suggestions';
import { isProduct, partialMatchText } from './suggestion';
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
	'partial-match',
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
	const navigation = createNavigation( {
		form,
		input,
		listbox,
		config,
		storage,
		navigate,
		openInNewTab,
	} );
	const { choose } = navigation;

	function showResults( query: string, next: Suggestion[] ): void {
		// The shopper may have typed on or left while the answer travelled.
		if ( input.value.trim() !== query || doc.activeElement !== input ) {
			return;
		}
		navigation.answered( query, next );
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
			// Said before the count when no result holds every word typed.
			const partial = partialMatchText(
				next,
				query,
				config.labels.partialMatch
			);
			announce(
				( partial ? `${ partial } ` : '' ) +
					( count === 1
						? config.labels.oneResult
						: config.labels.results.replace(
								'%d',
								String( count )
							) )
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

	const { onKeyDown, onFormKeyDown } = createKeyHandlers( {
		input,
		listbox,
		layers,
		clearButton,
		detailsVisible: () => details?.isVisible() ?? false,
		cancelSearch: () => client.cancel(),
		update,
		choose,
	} );

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
	on( form, 'submit', navigation.onSubmit );
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
