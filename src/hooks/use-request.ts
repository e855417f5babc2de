/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

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
export function useRequest< T >(
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
