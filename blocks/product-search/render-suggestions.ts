/**
 * Builds the listbox options with createElement and textContent only: suggestion texts come
 * from the catalogue and the query from the shopper, and neither is ever parsed as markup.
 * Headlines become the labels of option groups (the APG grouped listbox).
 */

/**
 * Internal dependencies
 */
import { priceText, sanitizeHtml } from './markup';
import { blockParts } from '../../src/utils/dom';
import { imageUrl } from '../../src/utils/urls';
import { isProduct, isSelectable, partialMatchSentence } from './suggestion';
import type { MarkupField, Suggestion } from './suggestion';
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
	name: string,
	text?: string
): HTMLElementTagNameMap[ K ] {
	return blockParts( doc, BLOCK )( tag, name, text );
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

/**
 * An extender's markup from the suggestion, copied through the allowlist (links keep only their
 * text), in its own span; null when the suggestion has none there.
 *
 * @param doc        The document.
 * @param suggestion The suggestion.
 * @param field      Which markup.
 */
function extra(
	doc: Document,
	suggestion: Suggestion,
	field: MarkupField
): HTMLElement | null {
	const html = suggestion[ field ];
	if ( ! html ) {
		return null;
	}
	const wrapper = element( doc, 'span', 'extra' );
	wrapper.classList.add( `is-${ field.replace( '_', '-' ) }` );
	wrapper.append( sanitizeHtml( doc, html ) );
	// The whole option is the link to choose: a link inside it would be a second control in one.
	wrapper
		.querySelectorAll( 'a' )
		.forEach( ( link ) => link.replaceWith( ...link.childNodes ) );
	return wrapper.childNodes.length > 0 ? wrapper : null;
}

/**
 * A part of the option (its title or its content) into its parent, with the extender's markup
 * before and after it.
 *
 * @param parent     Where the part goes.
 * @param part       The title or the content.
 * @param suggestion The suggestion.
 * @param place      Which part it is, naming the markup around it.
 */
function appendWithExtras(
	parent: HTMLElement,
	part: HTMLElement,
	suggestion: Suggestion,
	place: 'title' | 'content'
): void {
	const doc = parent.ownerDocument;
	for ( const piece of [
		extra( doc, suggestion, `${ place }_before` ),
		part,
		extra( doc, suggestion, `${ place }_after` ),
	] ) {
		if ( piece ) {
			parent.append( piece );
		}
	}
}

/**
 * The title, highlighted where it matches what the shopper typed.
 *
 * @param doc        The document.
 * @param suggestion The suggestion.
 * @param query      What the shopper typed.
 */
function titleOf(
	doc: Document,
	suggestion: Suggestion,
	query: string
): HTMLElement {
	const title = element( doc, 'span', 'title' );
	title.append( highlight( doc, suggestion.value, query ) );
	return title;
}

/**
 * The extender's markup at the start and end of the meta, which is made when there is some.
 *
 * @param item       The option.
 * @param meta       The meta, or null when the option has none.
 * @param suggestion The suggestion.
 */
function addMetaExtras(
	item: HTMLElement,
	meta: HTMLElement | null,
	suggestion: Suggestion
): void {
	const doc = item.ownerDocument;
	const before = extra( doc, suggestion, 'meta_before' );
	const after = extra( doc, suggestion, 'meta_after' );
	if ( ! before && ! after ) {
		return;
	}
	const box = meta ?? element( doc, 'span', 'meta' );
	if ( before ) {
		box.prepend( before );
	}
	if ( after ) {
		box.append( after );
	}
	if ( ! meta ) {
		item.append( box );
	}
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
		imageUrl( suggestion.image_src ) !== null
	) {
		const image = element( doc, 'img', 'image' );
		image.src = suggestion.image_src;
		image.alt = '';
		image.loading = 'lazy';
		item.append( image );
		item.classList.add( 'has-image' );
	}
	const content = element( doc, 'span', 'content' );
	appendWithExtras(
		content,
		titleOf( doc, suggestion, query ),
		suggestion,
		'title'
	);
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
	if ( suggestion.vendor ) {
		content.append(
			element(
				doc,
				'span',
				'vendor',
				`${ labels.soldBy } ${ suggestion.vendor }`
			)
		);
	}
	appendWithExtras( item, content, suggestion, 'content' );

	const meta = element( doc, 'span', 'meta' );
	item.append( meta );
	if ( display.price ) {
		const price = suggestion.price
			? priceText( suggestion.price )
			: { text: suggestion.price_plain ?? '', isSale: false };
		if ( price.text !== '' ) {
			setPrice(
				item,
				price.text,
				price.isSale,
				labels,
				suggestion.taxable ? labels.taxSuffix : ''
			);
		}
	}
	if ( suggestion.featured ) {
		const featured = element( doc, 'span', 'badge', labels.featured );
		featured.classList.add( 'is-featured' );
		meta.append( featured );
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
	addMetaExtras( item, meta, suggestion );
	if ( meta.childNodes.length === 0 ) {
		meta.remove();
	}
}

/**
 * Shows a price on an option, in place of the one it showed, with its tax label after it and
 * the sale badge when on sale.
 *
 * @param item   The option.
 * @param text   The price as text.
 * @param isSale Whether the product is on sale.
 * @param labels The texts.
 * @param tax    The tax label ("incl. VAT"), '' for none.
 */
export function setPrice(
	item: HTMLElement,
	text: string,
	isSale: boolean,
	labels: Labels,
	tax = ''
): void {
	const doc = item.ownerDocument;
	let meta = item.querySelector( `.${ BLOCK }__meta` );
	if ( ! meta ) {
		meta = element( doc, 'span', 'meta' );
		item.append( meta );
	}
	let price = meta.querySelector( `.${ BLOCK }__price` );
	if ( ! price ) {
		price = element( doc, 'span', 'price' );
		meta.prepend( price );
	}
	price.textContent = text;
	if ( tax !== '' ) {
		price.append( ' ', element( doc, 'small', 'tax', tax ) );
	}
	let sale = meta.querySelector( `.${ BLOCK }__badge.is-sale` );
	if ( isSale && ! sale ) {
		sale = element( doc, 'span', 'badge', labels.sale );
		sale.classList.add( 'is-sale' );
		price.after( sale );
	} else if ( ! isSale ) {
		sale?.remove();
	}
}

const TAXONOMY_LABELS: Record< string, keyof Labels > = {
	product_cat: 'category',
	product_tag: 'tag',
	product_brand: 'brand',
};

/**
 * A category, tag or brand, a vendor or a post: its title, then one line under it (the parent
 * categories, the shop's city or the excerpt), then what kind of thing it is.
 *
 * @param item       The option.
 * @param suggestion The suggestion.
 * @param options    Query, display switches and texts.
 */
function fillOther(
	item: HTMLLIElement,
	suggestion: Suggestion,
	options: RenderOptions
): void {
	const { query, display, labels } = options;
	const doc = item.ownerDocument;
	const content = element( doc, 'span', 'content' );
	appendWithExtras(
		content,
		titleOf( doc, suggestion, query ),
		suggestion,
		'title'
	);
	let detail = '';
	if ( suggestion.type === 'taxonomy' ) {
		detail = suggestion.breadcrumbs ?? '';
	} else if ( suggestion.type === 'vendor' ) {
		detail = suggestion.shop_city ?? '';
	} else if ( display.description ) {
		detail = suggestion.desc ?? '';
	}
	if ( detail !== '' ) {
		content.append( element( doc, 'span', 'description', detail ) );
	}
	appendWithExtras( item, content, suggestion, 'content' );
	const kind = TAXONOMY_LABELS[ suggestion.taxonomy ?? '' ];
	let meta: HTMLElement | null = null;
	if ( suggestion.type === 'taxonomy' && kind ) {
		meta = element( doc, 'span', 'meta' );
		meta.append( element( doc, 'span', 'kind', labels[ kind ] ) );
		item.append( meta );
	}
	addMetaExtras( item, meta, suggestion );
}

function fillItem(
	item: HTMLLIElement,
	suggestion: Suggestion,
	options: RenderOptions
): void {
	const doc = item.ownerDocument;
	switch ( suggestion.type ) {
		case 'no-results':
			item.textContent = options.labels.noResults;
			return;
		case 'partial-match':
			item.textContent = partialMatchSentence(
				options.labels.partialMatch,
				options.query,
				suggestion.value
			);
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
		case 'taxonomy':
		case 'vendor':
		case 'post':
			fillOther( item, suggestion, options );
			return;
		default:
			fillProduct( item, suggestion, options );
	}
}

/**
 * Whether a suggestion labels the group of suggestions after it.
 *
 * @param suggestion The suggestion.
 */
export function isHeadline( suggestion: Suggestion ): boolean {
	return suggestion.type === 'headline' || suggestion.type === 'headline-v2';
}

export function optionId( listId: string, index: number ): string {
	return `${ listId }-option-${ index }`;
}

function createOption(
	doc: Document,
	suggestion: Suggestion,
	index: number,
	options: RenderOptions
): HTMLLIElement {
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
	const priceId = suggestion.variation_id ?? suggestion.post_id;
	if ( isProduct( suggestion ) && priceId !== undefined ) {
		item.dataset.priceId = String( priceId );
	}
	fillItem( item, suggestion, options );
	return item;
}

/**
 * Replaces the listbox's content with the suggestions. A headline starts a group
 * (role="group", labelled by the headline, which is presentation only and never an option);
 * the suggestions after it, up to the next headline, are that group's options.
 *
 * @param list        The listbox.
 * @param suggestions The suggestions, in order.
 * @param options     Query, display switches and texts.
 * @return One element per suggestion, at the same index: the option, or the headline's label.
 */
export function renderSuggestions(
	list: HTMLElement,
	suggestions: Suggestion[],
	options: RenderOptions
): HTMLElement[] {
	const doc = list.ownerDocument;
	const children: HTMLElement[] = [];
	let group: HTMLElement | null = null;
	const items = suggestions.map( ( suggestion, index ) => {
		if ( isHeadline( suggestion ) ) {
			const wrapper = element( doc, 'li', 'group' );
			wrapper.setAttribute( 'role', 'group' );
			const label = element( doc, 'span', 'headline', suggestion.value );
			label.id = `${ options.listId }-group-${ index }`;
			label.setAttribute( 'role', 'presentation' );
			wrapper.setAttribute( 'aria-labelledby', label.id );
			group = element( doc, 'ul', 'group-options' );
			group.setAttribute( 'role', 'none' );
			wrapper.append( label, group );
			children.push( wrapper );
			return label;
		}
		const item = createOption( doc, suggestion, index, options );
		if ( group ) {
			group.append( item );
		} else {
			children.push( item );
		}
		return item;
	} );
	list.replaceChildren( ...children );
	return items;
}
