/**
 * Dynamic prices: the index keeps the prices of when it was built, so once a list is
 * painted the prices of its products are asked for, once per set of products, and shown in
 * place. A failed request changes nothing.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../src/utils/is-record';
import type { Fetcher } from './client';
import type { Labels } from './config';
import { priceText } from './markup';
import { setPrice } from './render-suggestions';

export type PriceClient = {
	/** Shows the current prices on the options that carry a data-price-id. */
	refresh: ( items: HTMLElement[] ) => Promise< void >;
	/** Aborts the request in flight; its answer will not be shown. */
	cancel: () => void;
};

/**
 * The URL with one ids[] parameter per id.
 *
 * @param base The route.
 * @param ids  Post ids.
 */
export function idsUrl( base: string, ids: number[] ): string {
	const separator = base.includes( '?' ) ? '&' : '?';
	return `${ base }${ separator }${ ids
		.map( ( id ) => `ids%5B%5D=${ id }` )
		.join( '&' ) }`;
}

/**
 * The prices of a { success: true, data: [ { id, price } ] } answer by id; null for any other.
 *
 * @param body The parsed body.
 */
export function parsePrices( body: unknown ): Map< number, string > | null {
	if (
		! isRecord( body ) ||
		body.success !== true ||
		! Array.isArray( body.data )
	) {
		return null;
	}
	const prices = new Map< number, string >();
	for ( const entry of body.data ) {
		if (
			isRecord( entry ) &&
			typeof entry.id === 'number' &&
			typeof entry.price === 'string'
		) {
			prices.set( entry.id, entry.price );
		}
	}
	return prices;
}

export function createPriceClient( options: {
	url: string;
	fetcher: Fetcher;
	labels: Labels;
} ): PriceClient {
	const cache = new Map< string, Map< number, string > >();
	let controller: AbortController | undefined;

	async function load(
		ids: number[],
		signal: AbortSignal
	): Promise< Map< number, string > | null > {
		const key = ids.join( ',' );
		const cached = cache.get( key );
		if ( cached ) {
			return cached;
		}
		try {
			const response = await options.fetcher(
				idsUrl( options.url, ids ),
				{
					signal,
					headers: { Accept: 'application/json' },
				}
			);
			const prices = response.ok
				? parsePrices( await response.json() )
				: null;
			if ( prices ) {
				cache.set( key, prices );
			}
			return prices;
		} catch {
			// A failed price request is ignored: the prices shown stay.
			return null;
		}
	}

	function cancel(): void {
		controller?.abort();
		controller = undefined;
	}

	async function refresh( items: HTMLElement[] ): Promise< void > {
		cancel();
		const ids = Array.from(
			new Set(
				items
					.map( ( item ) => Number( item.dataset.priceId ) )
					.filter( ( id ) => Number.isInteger( id ) && id > 0 )
			)
		).sort( ( a, b ) => a - b );
		if ( ids.length === 0 ) {
			return;
		}
		const current = new AbortController();
		controller = current;
		const prices = await load( ids, current.signal );
		if ( current.signal.aborted || ! prices ) {
			return;
		}
		controller = undefined;
		for ( const item of items ) {
			const price = prices.get( Number( item.dataset.priceId ) );
			if ( price !== undefined ) {
				const { text, isSale, suffix } = priceText( price );
				if ( text !== '' ) {
					setPrice( item, text, isSale, options.labels, suffix );
				}
			}
		}
	}

	return { refresh, cancel };
}
