/**
 * Internal dependencies
 */
import { isRecord } from '../utils/is-record';

/**
 * Response types of the search routes, mirroring the PHP schemas in
 * includes/Search/SearchController.php: change them in the same commit.
 *
 * GET /shopwright/v1/search?s= and the fast endpoint (includes/Search/endpoint.php)
 * answer the same `SearchResponse`. Its suggestions come grouped, in this order:
 * products and variations (then `more_products` when more matched than are
 * shown), categories, tags, brands, vendors, posts and pages. When the owner
 * shows headlines, a `headline` precedes each group that is not empty. When
 * nothing matched at all, the list is a single `no-results` suggestion.
 */

/** The groups, in the order they come. */
export const SUGGESTION_GROUPS = [
	'products',
	'categories',
	'tags',
	'brands',
	'vendors',
	'posts',
] as const;

export type SuggestionGroup = ( typeof SUGGESTION_GROUPS )[ number ];

/** The taxonomies whose terms are suggested. */
export const SUGGESTED_TAXONOMIES = [
	'product_cat',
	'product_tag',
	'product_brand',
] as const;

export type SuggestedTaxonomy = ( typeof SUGGESTED_TAXONOMIES )[ number ];

/** The most products and variations a `more_products` total counts. */
export const MORE_PRODUCTS_CAP = 1000;

export type ProductSuggestion = {
	type: 'product' | 'product_variation';
	value: string;
	url: string;
	/** The product's id; for a variation, its parent product's. */
	post_id: number;
	/** Only on `product_variation`. */
	variation_id?: number;
	post_type: 'product';
	sku?: string;
	/** Price markup, as WooCommerce prints it. */
	price?: string;
	price_plain?: string;
	image_src?: string;
	desc?: string;
	/** The product's categories, joined by " / ". */
	breadcrumbs?: string;
	in_stock: boolean;
};

export type TermSuggestion = {
	type: 'taxonomy';
	value: string;
	url: string;
	term_id: number;
	taxonomy: SuggestedTaxonomy;
	/**
	 * Categories only: the names of the category's parents from the top,
	 * joined by " › "; '' for a top-level category.
	 */
	breadcrumbs?: string;
};

/** A seller's shop, supplied by a multi-vendor plugin (REST route only). */
export type VendorSuggestion = {
	type: 'vendor';
	value: string;
	url: string;
	vendor_url: string;
	shop_city?: string;
};

export type PostSuggestion = {
	type: 'post';
	value: string;
	url: string;
	post_id: number;
	post_type: 'post' | 'page';
	image_src?: string;
	desc?: string;
	breadcrumbs?: string;
};

/** The translated label of the group that follows; never chosen. */
export type HeadlineSuggestion = {
	type: 'headline';
	value: string;
};

/** Follows the products when more matched than are shown; submits the form. */
export type MoreProductsSuggestion = {
	type: 'more_products';
	/** A translated label with the total, like "See all products… (42)". */
	value: string;
	/** Products and variations matched, counted up to MORE_PRODUCTS_CAP. */
	total: number;
};

export type NoResultsSuggestion = {
	type: 'no-results';
	value: string;
};

export type Suggestion =
	| ProductSuggestion
	| TermSuggestion
	| VendorSuggestion
	| PostSuggestion
	| HeadlineSuggestion
	| MoreProductsSuggestion
	| NoResultsSuggestion;

export type SearchResponse = {
	suggestions: Suggestion[];
};

/** GET /shopwright/v1/search/prices?ids[]= */
export type PriceItem = {
	id: number;
	/** Price markup, as WooCommerce's get_price_html() prints it. */
	price: string;
};

export type PricesResponse = {
	success: true;
	data: PriceItem[];
};

function isId( value: unknown ): value is number {
	return typeof value === 'number' && Number.isInteger( value ) && value > 0;
}

function isOptional(
	value: unknown,
	type: 'string' | 'number' | 'boolean'
): boolean {
	return value === undefined || typeof value === type;
}

function hasText( value: Record< string, unknown >, key: string ): boolean {
	return typeof value[ key ] === 'string';
}

function isProduct( value: Record< string, unknown > ): boolean {
	return (
		hasText( value, 'url' ) &&
		isId( value.post_id ) &&
		( value.type === 'product' || isId( value.variation_id ) ) &&
		value.post_type === 'product' &&
		typeof value.in_stock === 'boolean' &&
		[
			'sku',
			'price',
			'price_plain',
			'image_src',
			'desc',
			'breadcrumbs',
		].every( ( key ) => isOptional( value[ key ], 'string' ) )
	);
}

function isTerm( value: Record< string, unknown > ): boolean {
	return (
		hasText( value, 'url' ) &&
		isId( value.term_id ) &&
		SUGGESTED_TAXONOMIES.some(
			( taxonomy ) => taxonomy === value.taxonomy
		) &&
		isOptional( value.breadcrumbs, 'string' )
	);
}

function isVendor( value: Record< string, unknown > ): boolean {
	return (
		hasText( value, 'url' ) &&
		hasText( value, 'vendor_url' ) &&
		isOptional( value.shop_city, 'string' )
	);
}

function isPost( value: Record< string, unknown > ): boolean {
	return (
		hasText( value, 'url' ) &&
		isId( value.post_id ) &&
		( value.post_type === 'post' || value.post_type === 'page' )
	);
}

function isMoreProducts( value: Record< string, unknown > ): boolean {
	return (
		typeof value.total === 'number' &&
		Number.isInteger( value.total ) &&
		value.total > 0
	);
}

/**
 * Whether a value is one suggestion of a known type with the fields its type
 * requires.
 *
 * @param value A decoded suggestion.
 */
export function isSuggestion( value: unknown ): value is Suggestion {
	if ( ! isRecord( value ) || typeof value.value !== 'string' ) {
		return false;
	}
	switch ( value.type ) {
		case 'product':
		case 'product_variation':
			return isProduct( value );
		case 'taxonomy':
			return isTerm( value );
		case 'vendor':
			return isVendor( value );
		case 'post':
			return isPost( value );
		case 'more_products':
			return isMoreProducts( value );
		case 'headline':
		case 'no-results':
			return true;
		default:
			return false;
	}
}

/**
 * Whether a decoded body is a search response whose every suggestion is
 * well formed.
 *
 * @param value A decoded response body.
 */
export function isSearchResponse( value: unknown ): value is SearchResponse {
	return (
		isRecord( value ) &&
		Array.isArray( value.suggestions ) &&
		value.suggestions.every( isSuggestion )
	);
}

/**
 * Whether a decoded body is a prices response.
 *
 * @param value A decoded response body.
 */
export function isPricesResponse( value: unknown ): value is PricesResponse {
	return (
		isRecord( value ) &&
		value.success === true &&
		Array.isArray( value.data ) &&
		value.data.every(
			( item ) =>
				isRecord( item ) &&
				isId( item.id ) &&
				typeof item.price === 'string'
		)
	);
}
