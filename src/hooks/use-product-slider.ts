/**
 * Internal dependencies
 */
import { useRequest, type AsyncResult } from './use-request';
import {
	fetchProductOptions,
	fetchSliderCards,
	fetchTermOptions,
	type NamedOption,
} from '../api/product-slider';

/**
 * The server's cards for the slider's product choice, asked again when that choice changes.
 *
 * @param query The attributes that choose the products.
 */
export function useSliderCards(
	query: Record< string, unknown >
): AsyncResult< string[] > {
	const key = JSON.stringify( query );
	return useRequest( key, () => fetchSliderCards( query ), [], 300 );
}

/**
 * Product categories or tags to choose from.
 *
 * @param taxonomy Which.
 */
export function useTermOptions(
	taxonomy: 'categories' | 'tags'
): AsyncResult< NamedOption[] > {
	return useRequest( taxonomy, () => fetchTermOptions( taxonomy ), [] );
}

/**
 * Products matching what the owner types, and the products already chosen (for their names).
 *
 * @param search Words typed.
 * @param ids    Products chosen.
 */
export function useProductOptions(
	search: string,
	ids: number[]
): AsyncResult< NamedOption[] > {
	const found = useRequest(
		`search:${ search }`,
		() =>
			search.trim()
				? fetchProductOptions( search.trim() )
				: Promise.resolve( [] ),
		[],
		300
	);
	const chosen = useRequest(
		`ids:${ ids.join( ',' ) }`,
		() =>
			ids.length ? fetchProductOptions( ids ) : Promise.resolve( [] ),
		[]
	);
	const byId = new Map< number, NamedOption >();
	[ ...chosen.data, ...found.data ].forEach( ( option ) =>
		byId.set( option.id, option )
	);
	return {
		data: Array.from( byId.values() ),
		error: found.error ?? chosen.error,
		isLoading: found.isLoading || chosen.isLoading,
	};
}
