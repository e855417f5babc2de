/**
 * What the shopper searched for and looked at recently, kept in this browser only:
 * five of each, newest first, one localStorage key each.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../src/utils/is-record';
import { sameOriginUrl } from '../../src/utils/urls';
import type { Suggestion } from './suggestion';

export const SEARCHES_KEY = 'shopwright_search_history';
export const VIEWED_KEY = 'shopwright_search_viewed';
export const HISTORY_LIMIT = 5;

export type ViewedProduct = {
	post_id: number;
	value: string;
	url: string;
	image_src?: string;
};

type StorageLike = Pick< Storage, 'getItem' | 'setItem' | 'removeItem' >;

/**
 * localStorage, or null where it is missing or refused (private modes, blocked cookies).
 */
export function getStorage(): StorageLike | null {
	try {
		const storage = window.localStorage;
		return storage ?? null;
	} catch {
		return null;
	}
}

function readList( storage: StorageLike | null, key: string ): unknown[] {
	if ( ! storage ) {
		return [];
	}
	try {
		const data: unknown = JSON.parse( storage.getItem( key ) ?? '[]' );
		return Array.isArray( data ) ? data : [];
	} catch {
		return [];
	}
}

function writeList(
	storage: StorageLike | null,
	key: string,
	list: unknown[]
): void {
	try {
		storage?.setItem( key, JSON.stringify( list ) );
	} catch {
		// A full or refused storage only loses the history.
	}
}

function readViewed( value: unknown ): ViewedProduct | null {
	if (
		! isRecord( value ) ||
		typeof value.post_id !== 'number' ||
		! Number.isInteger( value.post_id ) ||
		value.post_id <= 0 ||
		typeof value.value !== 'string' ||
		typeof value.url !== 'string' ||
		sameOriginUrl( value.url ) === null
	) {
		return null;
	}
	const product: ViewedProduct = {
		post_id: value.post_id,
		value: value.value,
		url: value.url,
	};
	if ( typeof value.image_src === 'string' && value.image_src !== '' ) {
		product.image_src = value.image_src;
	}
	return product;
}

export function getSearches( storage = getStorage() ): string[] {
	const phrases = readList( storage, SEARCHES_KEY ).filter(
		( item ): item is string =>
			typeof item === 'string' && item.trim() !== ''
	);
	return Array.from( new Set( phrases ) ).slice( 0, HISTORY_LIMIT );
}

export function getViewed( storage = getStorage() ): ViewedProduct[] {
	const seen = new Set< number >();
	return readList( storage, VIEWED_KEY )
		.map( readViewed )
		.filter( ( item ): item is ViewedProduct => {
			if ( item === null || seen.has( item.post_id ) ) {
				return false;
			}
			seen.add( item.post_id );
			return true;
		} )
		.slice( 0, HISTORY_LIMIT );
}

export function addSearch( phrase: string, storage = getStorage() ): void {
	const text = phrase.trim();
	if ( text === '' ) {
		return;
	}
	writeList(
		storage,
		SEARCHES_KEY,
		[
			text,
			...getSearches( storage ).filter( ( item ) => item !== text ),
		].slice( 0, HISTORY_LIMIT )
	);
}

/**
 * Remembers a product; its price is left out, as it may have changed by the next visit.
 *
 * @param product A product suggestion or anything shaped like one.
 * @param storage Where to keep it.
 */
export function addViewed( product: unknown, storage = getStorage() ): void {
	const viewed = readViewed( product );
	if ( viewed === null ) {
		return;
	}
	writeList(
		storage,
		VIEWED_KEY,
		[
			viewed,
			...getViewed( storage ).filter(
				( item ) => item.post_id !== viewed.post_id
			),
		].slice( 0, HISTORY_LIMIT )
	);
}

export function clearHistory( storage = getStorage() ): void {
	try {
		storage?.removeItem( SEARCHES_KEY );
		storage?.removeItem( VIEWED_KEY );
	} catch {
		// Nothing more to do.
	}
}

/**
 * The options an empty box offers: recent searches, then recently viewed products, each under
 * its headline; none when both are empty.
 *
 * @param searches              The recent searches.
 * @param viewed                The recently viewed products.
 * @param labels                The two headlines.
 * @param labels.searchHistory  Above the searches.
 * @param labels.recentlyViewed Above the products.
 */
export function historySuggestions(
	searches: string[],
	viewed: ViewedProduct[],
	labels: { searchHistory: string; recentlyViewed: string }
): Suggestion[] {
	const next: Suggestion[] = [];
	if ( searches.length > 0 ) {
		next.push(
			{ type: 'headline', value: labels.searchHistory },
			...searches.map( ( value ) => ( {
				type: 'history-search',
				value,
			} ) )
		);
	}
	if ( viewed.length > 0 ) {
		next.push(
			{ type: 'headline', value: labels.recentlyViewed },
			...viewed.map( ( product ) => ( { type: 'product', ...product } ) )
		);
	}
	return next;
}
