/**
 * The configuration render.php prints in the block's data-config attribute.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../src/utils/is-record';

export type Labels = {
	noResults: string;
	moreProducts: string;
	searchHistory: string;
	recentlyViewed: string;
	clear: string;
	sku: string;
	sale: string;
	inStock: string;
	outOfStock: string;
	oneResult: string;
	results: string;
};

export type Display = {
	image: boolean;
	price: boolean;
	sku: boolean;
	description: boolean;
	stock: boolean;
};

export type SearchConfig = {
	endpointUrl: string;
	restUrl: string;
	minChars: number;
	debounceMs: number;
	preventBadQueries: boolean;
	history: boolean;
	voice: boolean;
	display: Display;
	labels: Labels;
};

export const MIN_CHARS = 3;
export const DEBOUNCE_MS = 400;

export const DEFAULT_LABELS: Labels = {
	noResults: 'No results',
	moreProducts: 'See all products (%d)',
	searchHistory: 'Recent searches',
	recentlyViewed: 'Recently viewed',
	clear: 'Clear',
	sku: 'SKU:',
	sale: 'Sale',
	inStock: 'In stock',
	outOfStock: 'Out of stock',
	oneResult: '1 result available.',
	results: '%d results available.',
};

function readNumber( value: unknown, fallback: number, min: number ): number {
	return typeof value === 'number' && Number.isFinite( value ) && value >= min
		? value
		: fallback;
}

function readBoolean( value: unknown, fallback: boolean ): boolean {
	return typeof value === 'boolean' ? value : fallback;
}

function readString( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/**
 * The block's configuration; missing or malformed values take their defaults, so a broken
 * attribute gives a box that still searches rather than one that throws.
 *
 * @param json The data-config attribute.
 */
export function parseConfig( json: string | undefined ): SearchConfig {
	let data: unknown = null;
	try {
		data = JSON.parse( json ?? '' );
	} catch {
		data = null;
	}
	const raw = isRecord( data ) ? data : {};
	const display = isRecord( raw.display ) ? raw.display : {};
	const labels = isRecord( raw.labels ) ? raw.labels : {};
	const readLabel = ( key: keyof Labels ): string => {
		const value = labels[ key ];
		return typeof value === 'string' && value !== ''
			? value
			: DEFAULT_LABELS[ key ];
	};
	return {
		endpointUrl: readString( raw.endpointUrl ),
		restUrl: readString( raw.restUrl ),
		minChars: readNumber( raw.minChars, MIN_CHARS, 1 ),
		debounceMs: readNumber( raw.debounceMs, DEBOUNCE_MS, 0 ),
		preventBadQueries: readBoolean( raw.preventBadQueries, true ),
		history: readBoolean( raw.history, true ),
		voice: readBoolean( raw.voice, true ),
		display: {
			image: readBoolean( display.image, true ),
			price: readBoolean( display.price, true ),
			sku: readBoolean( display.sku, false ),
			description: readBoolean( display.description, false ),
			stock: readBoolean( display.stock, false ),
		},
		labels: {
			noResults: readLabel( 'noResults' ),
			moreProducts: readLabel( 'moreProducts' ),
			searchHistory: readLabel( 'searchHistory' ),
			recentlyViewed: readLabel( 'recentlyViewed' ),
			clear: readLabel( 'clear' ),
			sku: readLabel( 'sku' ),
			sale: readLabel( 'sale' ),
			inStock: readLabel( 'inStock' ),
			outOfStock: readLabel( 'outOfStock' ),
			oneResult: readLabel( 'oneResult' ),
			results: readLabel( 'results' ),
		},
	};
}
