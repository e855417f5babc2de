/**
 * The details panel beside the suggestions: the chosen product's card from GET /search/details,
 * its stock, and an add to cart with a quantity (details-cart.ts). Wide screens with a fine
 * pointer only, never for history or no results; inside a wide box, beside a narrower one when
 * there is room, under its list otherwise (the list keeps the box's width). Details are asked for once per product and kept for the page's life.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../src/utils/is-record';
import { blockParts } from '../../src/utils/dom';
import type { Fetcher } from './client';
import { sanitizeHtml } from './markup';
import { idsUrl } from './prices';
import { BLOCK } from './render-suggestions';
import { createDetailsCart, type DetailsCartOptions } from './details-cart';
import { isEmptyResult, isProduct } from './suggestion';
import type { Suggestion } from './suggestion';

export const DETAILS_MIN_WINDOW_WIDTH = 768;
/**
 * From this width on, the box holds the list and the panel side by side; a narrower box keeps
 * its list as wide as itself and puts the panel beside it, outside, or under the list when the
 * window has no room on either side.
 */
export const DETAILS_BREAKPOINT = 550;
/** The panel's width; style.scss uses the same. */
export const DETAILS_WIDTH = 300;
export const EQUALISE_FROM_HEIGHT = 340;
/** The list's height, for the panel under it (style.scss). */
const LIST_HEIGHT = '--shopwright-search-list-height';
export const SUGGESTIONS_MAX_HEIGHT = 600;

export type DetailsItem = { objectID: number; html: string; price: string };

export type Environment = {
	/** window.innerWidth. */
	width: number;
	/** A touch screen is the main pointer, or nothing can hover. */
	isTouch: boolean;
};

export function readEnvironment( win: Window ): Environment {
	const matches = ( query: string ) =>
		typeof win.matchMedia === 'function' && win.matchMedia( query ).matches;
	return {
		width: win.innerWidth,
		isTouch: matches( '(pointer: coarse)' ) || matches( '(hover: none)' ),
	};
}

/**
 * Whether the panel may show beside these suggestions.
 *
 * @param environment The window.
 * @param mode        What the list shows: results, history or nothing.
 * @param suggestions The listed suggestions.
 */
export function canShowDetails(
	environment: Environment,
	mode: string,
	suggestions: Suggestion[]
): boolean {
	return (
		environment.width >= DETAILS_MIN_WINDOW_WIDTH &&
		! environment.isTouch &&
		mode === 'results' &&
		! isEmptyResult( suggestions ) &&
		suggestions.some( isProduct )
	);
}

/**
 * The items of a details answer, { items: [ { objectID, html, price } ] }; null for any other.
 *
 * @param body The parsed body.
 */
export function parseDetails( body: unknown ): DetailsItem[] | null {
	if ( ! isRecord( body ) || ! Array.isArray( body.items ) ) {
		return null;
	}
	return body.items.flatMap( ( item ) =>
		isRecord( item ) &&
		typeof item.objectID === 'number' &&
		typeof item.html === 'string'
			? [
					{
						objectID: item.objectID,
						html: item.html,
						price: typeof item.price === 'string' ? item.price : '',
					},
				]
			: []
	);
}

/** The add to cart's options (its controls go in the panel), and the panel's own. */
export type DetailsPanelOptions = Omit< DetailsCartOptions, 'actions' > & {
	/** The listbox; the panel goes right after it. */
	list: HTMLElement;
	url: string;
	fetcher: Fetcher;
	/** Escape inside the panel. */
	onEscape: () => void;
};

export type DetailsPanel = {
	/** Shows the product's details; other suggestions leave the panel as it is. */
	show: ( suggestion: Suggestion ) => void;
	hide: () => void;
	isVisible: () => boolean;
	/** Gives the list and the panel the same height when either is tall. */
	equalise: () => void;
	destroy: () => void;
};

export function createDetailsPanel(
	options: DetailsPanelOptions
): DetailsPanel {
	const { root, list, labels } = options;
	const doc = root.ownerDocument;
	const element = blockParts( doc, BLOCK );
	const panel = element( 'div', 'details' );
	panel.hidden = true;
	const loader = element( 'div', 'details-loader' );
	loader.setAttribute( 'aria-hidden', 'true' );
	loader.hidden = true;
	const card = element( 'div', 'details-card' );
	const actions = element( 'div', 'details-actions' );
	panel.append( loader, card, actions );
	list.after( panel );

	const cart = createDetailsCart( { ...options, actions } );

	// Details by product id; null when the route does not know the product.
	const cache = new Map< number, DetailsItem | null >();
	let controller: AbortController | undefined;
	let shown = '';
	let token = 0;

	async function load(
		id: number,
		signal: AbortSignal
	): Promise< DetailsItem | null | undefined > {
		try {
			const response = await options.fetcher(
				idsUrl( options.url, [ id ] ),
				{
					signal,
					headers: { Accept: 'application/json' },
				}
			);
			const items = response.ok
				? parseDetails( await response.json() )
				: null;
			if ( items === null ) {
				return undefined;
			}
			const item = items.find( ( one ) => one.objectID === id ) ?? null;
			cache.set( id, item );
			return item;
		} catch {
			return undefined;
		}
	}

	function equalise(): void {
		list.style.minHeight = '';
		panel.style.minHeight = '';
		root.style.removeProperty( LIST_HEIGHT );
		if ( panel.hidden || list.hidden ) {
			return;
		}
		// Under the list: its top is the list's foot (style.scss), no heights to match.
		if ( root.classList.contains( 'has-details-below' ) ) {
			root.style.setProperty( LIST_HEIGHT, `${ list.offsetHeight }px` );
			return;
		}
		const tallest = Math.max( list.offsetHeight, panel.offsetHeight );
		if ( tallest > EQUALISE_FROM_HEIGHT ) {
			const height = `${ Math.min( tallest, SUGGESTIONS_MAX_HEIGHT ) }px`;
			list.style.minHeight = height;
			panel.style.minHeight = height;
		}
	}

	function hide(): void {
		token++;
		controller?.abort();
		controller = undefined;
		shown = '';
		panel.hidden = true;
		loader.hidden = true;
		panel.classList.remove( 'is-loading' );
		card.replaceChildren();
		actions.replaceChildren();
		cart.clear();
		root.classList.remove(
			'has-details',
			'has-details-inside',
			'has-details-flipped',
			'has-details-below'
		);
		equalise();
	}

	function paint( suggestion: Suggestion, item: DetailsItem ): void {
		card.replaceChildren( sanitizeHtml( doc, item.html ) );
		card.querySelectorAll( 'img' ).forEach( ( image ) =>
			image.addEventListener( 'load', equalise, { once: true } )
		);
		actions.replaceChildren();
		cart.clear();
		if ( suggestion.in_stock !== undefined ) {
			const stock = element(
				'p',
				'details-stock',
				suggestion.in_stock ? labels.inStock : labels.outOfStock
			);
			stock.classList.add(
				suggestion.in_stock ? 'is-in-stock' : 'is-out-of-stock'
			);
			actions.append( stock );
		}
		cart.show(
			suggestion,
			suggestion.variation_id ?? suggestion.post_id ?? item.objectID
		);
		equalise();
	}

	function place(): void {
		const box = list.parentElement?.getBoundingClientRect();
		const width = doc.defaultView?.innerWidth ?? 0;
		const fitsRight = !! box && box.right + DETAILS_WIDTH <= width;
		const fitsLeft = !! box && box.left >= DETAILS_WIDTH;
		// A wide box holds the panel; a narrow one with no room on either side of it keeps its
		// list's width (names would wrap beside the panel) and has the panel under the list.
		const inside = ! box || box.width >= DETAILS_BREAKPOINT;
		const below = ! inside && ! ( fitsRight || fitsLeft );
		root.classList.toggle( 'has-details-inside', inside );
		root.classList.toggle( 'has-details-below', below );
		root.classList.toggle(
			'has-details-flipped',
			! inside && ! below && ! fitsRight
		);
	}

	async function show( suggestion: Suggestion ): Promise< void > {
		const id = suggestion.post_id;
		if ( ! isProduct( suggestion ) || id === undefined ) {
			return;
		}
		const key = `${ id }:${ suggestion.variation_id ?? '' }`;
		if ( key === shown && ! panel.hidden ) {
			return;
		}
		shown = key;
		const mine = ++token;
		controller?.abort();
		controller = undefined;
		panel.hidden = false;
		root.classList.add( 'has-details' );
		place();
		const cached = cache.get( id );
		if ( cached !== undefined ) {
			loader.hidden = true;
			panel.classList.remove( 'is-loading' );
			if ( cached === null ) {
				hide();
			} else {
				paint( suggestion, cached );
			}
			return;
		}
		card.replaceChildren();
		actions.replaceChildren();
		loader.hidden = false;
		panel.classList.add( 'is-loading' );
		const current = new AbortController();
		controller = current;
		const item = await load( id, current.signal );
		if ( mine !== token ) {
			return;
		}
		controller = undefined;
		loader.hidden = true;
		panel.classList.remove( 'is-loading' );
		if ( item ) {
			paint( suggestion, item );
		} else {
			// A failed details request hides the loader and clears the panel.
			hide();
		}
	}

	function onKeyDown( event: KeyboardEvent ): void {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			options.onEscape();
		}
	}

	// Pressing the card's text or picture must not take the focus out of the box and close it.
	function onMouseDown( event: MouseEvent ): void {
		const target = event.target instanceof Element ? event.target : null;
		if ( ! target?.closest( 'a, button, input, label' ) ) {
			event.preventDefault();
		}
	}

	panel.addEventListener( 'keydown', onKeyDown );
	panel.addEventListener( 'mousedown', onMouseDown );

	return {
		show: ( suggestion ) => void show( suggestion ),
		hide,
		isVisible: () => ! panel.hidden,
		equalise,
		destroy() {
			hide();
			cart.destroy();
			panel.removeEventListener( 'keydown', onKeyDown );
			panel.removeEventListener( 'mousedown', onMouseDown );
			panel.remove();
		},
	};
}
