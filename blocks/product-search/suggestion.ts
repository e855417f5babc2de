/**
 * The suggestions the search endpoints answer with (includes/Search/Suggestions.php), read
 * defensively: a suggestion that is not an object with a type and a text is dropped.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../src/utils/is-record';

export type Suggestion = {
	/** product, product_variation, post, headline, more_products, no-results, partial-match, history-search … */
	type: string;
	value: string;
	url?: string;
	post_id?: number;
	variation_id?: number;
	post_type?: string;
	sku?: string;
	/** Price markup; never inserted into the page, only read for a sale. */
	price?: string;
	price_plain?: string;
	image_src?: string;
	desc?: string;
	breadcrumbs?: string;
	in_stock?: boolean;
	/** A featured product, or a variation of one. */
	featured?: boolean;
	/** The store's tax label (the page config's taxSuffix) applies to this price. */
	taxable?: boolean;
	/** Markup an extender adds (kept through wp_kses_post on the server, copied through an allowlist here). */
	title_before?: string;
	title_after?: string;
	content_before?: string;
	content_after?: string;
	meta_before?: string;
	meta_after?: string;
	/** How many products a more_products suggestion stands for. */
	total?: number;
	/** product_cat, product_tag or product_brand, on taxonomy suggestions. */
	taxonomy?: string;
	term_id?: number;
	/** The seller's name on a product, or the vendor's store page on a vendor suggestion. */
	vendor?: string;
	vendor_url?: string;
	shop_city?: string;
};

/** Where an extender's markup goes: before or after a suggestion's title, content and meta. */
export const MARKUP_FIELDS = [
	'title_before',
	'title_after',
	'content_before',
	'content_after',
	'meta_before',
	'meta_after',
] as const;

export type MarkupField = ( typeof MARKUP_FIELDS )[ number ];

function readSuggestion( value: unknown ): Suggestion | null {
	if (
		! isRecord( value ) ||
		typeof value.type !== 'string' ||
		typeof value.value !== 'string'
	) {
		return null;
	}
	const suggestion: Suggestion = { type: value.type, value: value.value };
	for ( const key of [
		'url',
		'post_type',
		'sku',
		'price',
		'price_plain',
		'image_src',
		'desc',
		'breadcrumbs',
		'taxonomy',
		'vendor',
		'vendor_url',
		'shop_city',
		...MARKUP_FIELDS,
	] as const ) {
		const field = value[ key ];
		if ( typeof field === 'string' && field !== '' ) {
			suggestion[ key ] = field;
		}
	}
	for ( const key of [
		'post_id',
		'variation_id',
		'total',
		'term_id',
	] as const ) {
		const field = value[ key ];
		if ( typeof field === 'number' && Number.isFinite( field ) ) {
			suggestion[ key ] = field;
		}
	}
	for ( const key of [ 'in_stock', 'featured', 'taxable' ] as const ) {
		const field = value[ key ];
		if ( typeof field === 'boolean' ) {
			suggestion[ key ] = field;
		}
	}
	return suggestion;
}

/**
 * The suggestions of a response body: an object with a suggestions list, or that object as a
 * JSON string (some servers encode it twice). Anything else gives null.
 *
 * @param body The parsed response body.
 */
export function parseSuggestions( body: unknown ): Suggestion[] | null {
	let data = body;
	if ( typeof data === 'string' ) {
		try {
			data = JSON.parse( data );
		} catch {
			return null;
		}
	}
	if ( ! isRecord( data ) || ! Array.isArray( data.suggestions ) ) {
		return null;
	}
	return data.suggestions
		.map( readSuggestion )
		.filter( ( item ): item is Suggestion => item !== null );
}

/**
 * Whether an answer means "nothing matched": no suggestions or only the no-results one.
 *
 * @param suggestions The suggestions.
 */
export function isEmptyResult( suggestions: Suggestion[] ): boolean {
	return suggestions.every( ( item ) => item.type === 'no-results' );
}

/**
 * Headlines label groups; they are never chosen.
 *
 * @param suggestion The suggestion.
 */
export function isSelectable( suggestion: Suggestion ): boolean {
	return (
		suggestion.type !== 'headline' &&
		suggestion.type !== 'headline-v2' &&
		suggestion.type !== 'no-results' &&
		suggestion.type !== 'partial-match'
	);
}

/**
 * Whether a suggestion stands for a product or one of its variations.
 *
 * @param suggestion The suggestion.
 */
export function isProduct( suggestion: Suggestion ): boolean {
	return (
		suggestion.type === 'product' || suggestion.type === 'product_variation'
	);
}

/**
 * The sentence that tells the shopper which words the results hold, when none holds every word.
 *
 * @param label The label, with %1$s for the query and %2$s for the words.
 * @param query What the shopper typed.
 * @param words The words the results hold.
 */
export function partialMatchSentence(
	label: string,
	query: string,
	words: string
): string {
	return label.replace( '%1$s', query ).replace( '%2$s', words );
}

/**
 * The answer's partial-match sentence, or '' when its results hold every word typed.
 *
 * @param suggestions The answer.
 * @param query       What the shopper typed.
 * @param label       The label, with %1$s for the query and %2$s for the words.
 */
export function partialMatchText(
	suggestions: Suggestion[],
	query: string,
	label: string
): string {
	const partial = suggestions.find(
		( suggestion ) => suggestion.type === 'partial-match'
	);
	return partial ? partialMatchSentence( label, query, partial.value ) : '';
}
