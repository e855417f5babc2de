/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	fetchProductOptions,
	fetchSliderCards,
	fetchTermOptions,
	type NamedOption,
} from '../api/product-slider';

export type AsyncResult< T > = {
	data: T;
	error: string | null;
	isLoading: boolean;
};

/**
 * Runs a request whenever its key changes; the answer of an older key is dropped.
 *
 * @param key     What the request depends on, as a string.
 * @param request The request.
 * @param initial The data before the first answer.
 * @param delay   Milliseconds to wait for the key to settle (typing).
 */
function useRequest< T >(
	key: string,
	request: () => Promise< T >,
	initial: T,
	delay = 0
): AsyncResult< T > {
	const [ state, setState ] = useState< AsyncResult< T > >( {
		data: initial,
		error: null,
		isLoading: true,
	} );
	useEffect( () => {
		let current = true;
		setState( ( previous ) => ( { ...previous, isLoading: true } ) );
		const timer = window.setTimeout( () => {
			request().then(
				( data ) => {
					if ( current ) {
						setState( { data, error: null, isLoading: false } );
					}
				},
				( error: unknown ) => {
					if ( current ) {
						setState( ( previous ) => ( {
							...previous,
							error:
								error instanceof Error
									? error.message
									: String( error ),
							isLoading: false,
						} ) );
					}
				}
			);
		}, delay );
		return () => {
			current = false;
			window.clearTimeout( timer );
		};
		// The key stands for the request's inputs.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ key ] );
	return state;
}

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
