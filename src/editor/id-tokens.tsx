/**
 * A token field of ids shown by name: the product slider's categories, tags and hand-picked
 * products, the countdown's product.
 */

/**
 * WordPress dependencies
 */
import { FormTokenField } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { NamedOption } from '../api/product-slider';

/**
 * A token field over named options: shows names, stores ids.
 *
 * @param props           The field.
 * @param props.label     Its label.
 * @param props.options   What can be chosen.
 * @param props.value     Ids chosen.
 * @param props.onChange  Called with the new ids.
 * @param props.onInput   Called with what is typed (product search).
 * @param props.maxLength At most this many ids (none: any number).
 */
export function IdTokens( {
	label,
	options,
	value,
	onChange,
	onInput,
	maxLength,
}: {
	label: string;
	maxLength?: number;
	options: NamedOption[];
	value: number[];
	onChange: ( ids: number[] ) => void;
	onInput?: ( text: string ) => void;
} ) {
	const nameOf = ( id: number ) =>
		options.find( ( option ) => option.id === id )?.name ?? `#${ id }`;
	return (
		<FormTokenField
			label={ label }
			maxLength={ maxLength }
			value={ value.map( nameOf ) }
			suggestions={ options.map( ( option ) => option.name ) }
			onInputChange={ onInput }
			onChange={ ( tokens ) => {
				const ids = tokens.flatMap( ( token ) => {
					const text =
						typeof token === 'string' ? token : token.value;
					const match =
						options.find( ( option ) => option.name === text ) ??
						value
							.map( ( id ) => ( { id, name: nameOf( id ) } ) )
							.find( ( option ) => option.name === text );
					return match ? [ match.id ] : [];
				} );
				onChange( Array.from( new Set( ids ) ) );
			} }
			__experimentalExpandOnFocus
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
}
