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
} from './history';
import {
	KEY,
	inlineHint,
	moveActive,
	submitsForm,
	wantsNewTab,
} from './keyboard';
import { trapFocus } from './modal';
import { createPriceClient } from './prices';
import { BLOCK, renderSuggestions } from './render-suggestions';
import { isProduct, isSelectable } from './suggestion';
import type { Suggestion } from './suggestion';
import { createVoiceSearch, getRecognition } from './voice';
import type { VoiceState } from './voice';

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

type Mode = 'closed' | 'results' | 'history';

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
	const win = doc.defaultView ?? window;
	const environment = deps.environment ?? ( () => readEnvironment( win ) );
	const dataFetcher = deps.fetcher ?? sameOriginFetcher;

	let mode: Mode = 'closed';
	let suggestions: Suggestion[] = [];
	let items: HTMLElement[] = [];
	let active = -1;
	let hintText = '';
	// The last answer and its query: the form's submit reads it after the list has closed.
	let answered: { query: string; suggestions: Suggestion[] } | null = null;
	// Set while a suggestion submits the form on purpose (more_products, a recent search).
	let submittingChoice = false;
	let releaseTrap: ( () => void ) | null = null;
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
						close();
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
			! root.classList.contains( 'is-overlay-open' ) &&
			canShowDetails( environment(), mode, suggestions )
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
		const product =
			( active >= 0 && isProduct( suggestions[ active ] )
				? suggestions[ active ]
				: undefined ) ?? suggestions.find( isProduct );
		if ( product ) {
			details.show( product );
		}
		details.equalise();
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
		if ( isProduct( suggestions[ index ] ) && detailsAllowed() ) {
			details?.show( suggestions[ index ] );
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
		details?.hide();
		prices?.cancel();
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
		syncDetails();
		if ( nextMode === 'results' ) {
			void prices?.refresh( items );
		} else {
			prices?.cancel();
		}
	}

	function showResults( query: string, next: Suggestion[] ): void {
		// The shopper may have typed on or left while the answer travelled.
		if ( input.value.trim() !== query || doc.activeElement !== input ) {
			return;
		}
		answered = { query, suggestions: next };
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
		close();
		if ( newTab ) {
			openInNewTab( target );
		} else {
			navigate( target );
		}
	}

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
			close();
			if ( returnFocus ) {
				button?.focus();
			}
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
		} else if ( root.classList.contains( 'is-overlay-open' ) ) {
			// In the full-screen overlay, Escape leaves it, as a dialog's Escape does.
			event.preventDefault();
			closeLayers();
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
				if ( details?.isVisible() && ! event.shiftKey ) {
					// Tab goes on into the details panel: its link, quantity and add to cart.
					return;
				}
				close();
		}
	}

	// Escape on the box's other controls (the overlay's close button, the submit button …).
	function onFormKeyDown( event: KeyboardEvent ): void {
		if (
			event.key === KEY.ESC &&
			event.target !== input &&
			! event.defaultPrevented &&
			closeLayers()
		) {
			event.preventDefault();
		}
	}

	function onFocusOut( event: FocusEvent ): void {
		const next = event.relatedTarget;
		if ( ! ( next instanceof Node ) || ! root.contains( next ) ) {
			client.cancel();
			close();
			if (
				next instanceof Node &&
				root.classList.contains( 'is-open' )
			) {
				// The icon layout folds up once the shopper has moved on elsewhere on the page.
				setExpanded( toggle, 'is-open', false, false );
			}
		}
	}

	function onFocus(): void {
		if ( input.value.trim() === '' ) {
			showHistory();
		}
	}

	function optionIndex( event: Event ): number {
		const target = event.target instanceof Element ? event.target : null;
		const item = target?.closest( '[role="option"]' );
		return item instanceof HTMLElement ? items.indexOf( item ) : -1;
	}

	function onListHover( event: MouseEvent ): void {
		const suggestion = suggestions[ optionIndex( event ) ];
		if ( suggestion && isProduct( suggestion ) && detailsAllowed() ) {
			details?.show( suggestion );
		}
	}

	function onResize(): void {
		clearTimeout( resizeTimer );
		resizeTimer = setTimeout( () => {
			if (
				root.classList.contains( 'is-overlay-open' ) &&
				config.overlayBreakpoint > 0 &&
				win.innerWidth >= config.overlayBreakpoint
			) {
				// Too wide for the overlay now: the box is back in the page, focus stays in it.
				setExpanded( overlayOpen, 'is-overlay-open', false, false );
			}
			if ( mode === 'results' ) {
				syncDetails();
			}
		}, RESIZE_DELAY_MS );
	}

	function onListClick( event: MouseEvent ): void {
		const index = optionIndex( event );
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
			close();
			navigate( variation.url );
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
	on( list, 'mouseover', onListHover );
	on( form, 'keydown', onFormKeyDown );
	on( clearButton, 'mousedown', keepFocus );
	on( clearButton, 'click', onClear );
	on( form, 'submit', onSubmit );
	on( toggle, 'click', onToggle );
	on( overlayOpen, 'click', onOverlayOpen );
	on( overlayClose, 'click', onOverlayClose );
	if ( voice ) {
		on( voiceButton, 'click', onVoice );
	}
	win.addEventListener( 'resize', onResize );
	root.classList.add( 'is-enhanced' );

	return {
		destroy() {
			client.cancel();
			clearTimeout( resizeTimer );
			win.removeEventListener( 'resize', onResize );
			releaseTrap?.();
			removers.forEach( ( remove ) => remove() );
			details?.destroy();
			prices?.cancel();
			clearButton.remove();
			root.classList.remove( 'is-enhanced' );
		},
	};
}
