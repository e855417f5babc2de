/**
 * The configuration render.php prints in the block's data-config attribute.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../src/utils/is-record';

export type Labels = {
	noResults: string;
	/** %1$s: what the shopper typed; %2$s: the words the results hold. */
	partialMatch: string;
	moreProducts: string;
	searchHistory: string;
	recentlyViewed: string;
	clear: string;
	sku: string;
	sale: string;
	featured: string;
	/** WooCommerce's price display suffix ("incl. VAT"); '' when the store shows none. */
	taxSuffix: string;
	inStock: string;
	outOfStock: string;
	oneResult: string;
	results: string;
	category: string;
	tag: string;
	brand: string;
	soldBy: string;
	quantity: string;
	addToCart: string;
	addedToCart: string;
	addToCartFailed: string;
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
	/** Whether the block shows the details panel beside the suggestions on wide screens. */
	detailsPanel: boolean;
	/** GET /shopwright/v1/search/details. */
	detailsUrl: string;
	/** WooCommerce's wc-ajax URL with %%endpoint%% in it; empty without WooCommerce. */
	wcAjaxUrl: string;
	cartUrl: string;
	redirectAfterAdd: boolean;
	/** The route answering { success, data: [ { id, price } ] } for ids[]. */
	pricesUrl: string;
	dynamicPrices: boolean;
	goToFirstVariation: boolean;
	/** Window width (px) below which the mobile overlay is used; 0 when it is off. */
	overlayBreakpoint: number;
};

export const MIN_CHARS = 3;
export const DEBOUNCE_MS = 400;

export const DEFAULT_LABELS: Labels = {
	noResults: 'No results',
	partialMatch: 'No exact match for %1$s. Showing results for %2$s.',
	moreProducts: 'See all products (%d)',
	searchHistory: 'Recent searches',
	recentlyViewed: 'Recently viewed',
	clear: 'Clear',
	sku: 'SKU:',
	sale: 'Sale',
	featured: 'Featured',
	taxSuffix: '',
	inStock: 'In stock',
	outOfStock: 'Out of stock',
	oneResult: '1 result available.',
	results: '%d results available.',
	category: 'Category',
	tag: 'Tag',
	brand: 'Brand',
	soldBy: 'Sold by',
	quantity: 'Quantity',
	addToCart: 'Add to cart',
	addedToCart: '“%s” has been added to your cart.',
	addToCartFailed: 'The product could not be added to your cart.',
};

const LABEL_KEYS = Object.keys( DEFAULT_LABELS ) as Array< keyof Labels >; // Object.keys loses the key type.

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
 * A URL the script may send requests to: on this site or over http(s), never javascript: or data:.
 *
 * @param value The configured value.
 */
function readUrl( value: unknown ): string {
	const url = readString( value ).trim();
	return /^(https?:\/\/|\/)/i.test( url ) ? url : '';
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
	const wcAjaxUrl = readUrl( raw.wcAjaxUrl );
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
		labels: Object.fromEntries(
			LABEL_KEYS.map( ( key ) => [ key, readLabel( key ) ] )
		) as Labels, // Every key of Labels is in LABEL_KEYS.
		detailsPanel: readBoolean( raw.detailsPanel, false ),
		detailsUrl: readUrl( raw.detailsUrl ),
		wcAjaxUrl: wcAjaxUrl.includes( '%%endpoint%%' ) ? wcAjaxUrl : '',
		cartUrl: readUrl( raw.cartUrl ),
		redirectAfterAdd: readBoolean( raw.redirectAfterAdd, false ),
		pricesUrl: readUrl( raw.pricesUrl ),
		dynamicPrices: readBoolean( raw.dynamicPrices, false ),
		goToFirstVariation: readBoolean( raw.goToFirstVariation, false ),
		overlayBreakpoint: readNumber( raw.overlayBreakpoint, 0, 0 ),
	};
}
