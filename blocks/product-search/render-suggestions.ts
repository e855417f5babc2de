/**
 * Builds the listbox options with createElement and textContent only: suggestion texts come
 * from the catalogue and the query from the shopper, and neither is ever parsed as markup.
 */

/**
 * Internal dependencies
 */
import { isSafeUrl, isSelectable } from './suggestion';
import type { Suggestion } from './suggestion';
import type { Display, Labels } from './config';

export const BLOCK = 'wp-block-shopwright-product-search';

export type RenderOptions = {
	listId: string;
	query: string;
	display: Display;
	labels: Labels;
};

type Segment = { text: string; isMatch: boolean };

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/**
 * The text cut into matched and unmatched pieces, matching each word of the query anywhere,
 * without regard to case.
 *
 * @param text  The text to show.
 * @param query What the shopper typed.
 */
export function splitMatches( text: string, query: string ): Segment[] {
	const words = query
		.trim()
		.split( /\s+/ )
		.filter( ( word ) => word !== '' )
		// Longest first, so "shirt" wins over "s" at the same place.
		.sort( ( a, b ) => b.length - a.length )
		.map( escapeRegExp );
	if ( words.length === 0 || text === '' ) {
		return [ { text, isMatch: false } ];
	}
	const pattern = new RegExp( `(${ words.join( '|' ) })`, 'gi' );
	// With one capture group, split() puts the matches at the odd positions.
	return text
		.split( pattern )
		.map( ( part, index ) => ( { text: part, isMatch: index % 2 === 1 } ) )
		.filter( ( segment ) => segment.text !== '' );
}

function element< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	className: string,
	text?: string
): HTMLElementTagNameMap[ K ] {
	const node = doc.createElement( tag );
	node.className = `${ BLOCK }__${ className }`;
	if ( text !== undefined ) {
		node.textContent = text;
	}
	return node;
}

/**
 * The text with the matched words in <mark> elements.
 *
 * @param doc   The document.
 * @param text  The text.
 * @param query What the shopper typed.
 */
export function highlight(
	doc: Document,
	text: string,
	query: string
): DocumentFragment {
	const fragment = doc.createDocumentFragment();
	for ( const segment of splitMatches( text, query ) ) {
		if ( segment.isMatch ) {
			const mark = doc.createElement( 'mark' );
			mark.textContent = segment.text;
			fragment.append( mark );
		} else {
			fragment.append( doc.createTextNode( segment.text ) );
		}
	}
	return fragment;
}

function fillProduct(
	item: HTMLLIElement,
	suggestion: Suggestion,
	{ query, display, labels }: RenderOptions
): void {
	const doc = item.ownerDocument;
	if (
		display.image &&
		suggestion.image_src &&
		isSafeUrl( suggestion.image_src )
	) {
		const image = element( doc, 'img', 'image' );
		image.src = suggestion.image_src;
		image.alt = '';
		image.loading = 'lazy';
		item.append( image );
		item.classList.add( 'has-image' );
	}
	const content = element( doc, 'span', 'content' );
	const title = element( doc, 'span', 'title' );
	title.append( highlight( doc, suggestion.value, query ) );
	content.append( title );
	if ( display.sku && suggestion.sku ) {
		const sku = element( doc, 'span', 'sku', `${ labels.sku } ` );
		sku.append( highlight( doc, suggestion.sku, query ) );
		content.append( sku );
	}
	if ( display.description && suggestion.desc ) {
		content.append(
			element( doc, 'span', 'description', suggestion.desc )
		);
	}
	item.append( content );

	const meta = element( doc, 'span', 'meta' );
	if ( display.price && suggestion.price_plain ) {
		meta.append( element( doc, 'span', 'price', suggestion.price_plain ) );
		// The server marks a sale by striking the regular price through.
		if ( suggestion.price?.includes( '<del' ) ) {
			const sale = element( doc, 'span', 'badge', labels.sale );
			sale.classList.add( 'is-sale' );
			meta.append( sale );
		}
	}
	if ( display.stock && suggestion.in_stock !== undefined ) {
		const stock = element(
			doc,
			'span',
			'stock',
			suggestion.in_stock ? labels.inStock : labels.outOfStock
		);
		stock.classList.add(
			suggestion.in_stock ? 'is-in-stock' : 'is-out-of-stock'
		);
		meta.append( stock );
	}
	if ( meta.childNodes.length > 0 ) {
		item.append( meta );
	}
}

function fillItem(
	item: HTMLLIElement,
	suggestion: Suggestion,
	options: RenderOptions
): void {
	const doc = item.ownerDocument;
	switch ( suggestion.type ) {
		case 'headline':
		case 'headline-v2':
			item.textContent = suggestion.value;
			return;
		case 'no-results':
			item.textContent = options.labels.noResults;
			return;
		case 'more_products':
			item.textContent = options.labels.moreProducts.replace(
				'%d',
				String( suggestion.total ?? '' )
			);
			return;
		case 'history-search':
			item.append( element( doc, 'span', 'title', suggestion.value ) );
			return;
		default:
			fillProduct( item, suggestion, options );
	}
}

export function optionId( listId: string, index: number ): string {
	return `${ listId }-option-${ index }`;
}

/**
 * Replaces the listbox's options with the suggestions.
 *
 * @param list        The listbox.
 * @param suggestions The suggestions, in order.
 * @param options     Query, display switches and texts.
 * @return The options, one per suggestion, at the same index.
 */
export function renderSuggestions(
	list: HTMLElement,
	suggestions: Suggestion[],
	options: RenderOptions
): HTMLLIElement[] {
	const doc = list.ownerDocument;
	const items = suggestions.map( ( suggestion, index ) => {
		const item = doc.createElement( 'li' );
		item.id = optionId( options.listId, index );
		item.className = `${ BLOCK }__suggestion is-type-${ suggestion.type.replace(
			/[^a-z0-9-]/gi,
			'-'
		) }`;
		item.setAttribute( 'role', 'option' );
		item.setAttribute( 'aria-selected', 'false' );
		if ( ! isSelectable( suggestion ) ) {
			item.setAttribute( 'aria-disabled', 'true' );
		}
		fillItem( item, suggestion, options );
		return item;
	} );
	list.replaceChildren( ...items );
	return items;
}
