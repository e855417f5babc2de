/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { parseBoundedNumber, type Bounds } from '../helpers';

/**
 * A number within bounds. What is typed shows as typed until the field loses
 * focus, so it can be cleared and retyped; only numbers within bounds are
 * saved, so the REST API never refuses one.
 *
 * @param props          Component props.
 * @param props.label    The field's label.
 * @param props.help     More about it.
 * @param props.value    The saved number.
 * @param props.bounds   The smallest and largest values.
 * @param props.onChange Receives each new number.
 */
export function NumberField( {
	label,
	help,
	value,
	bounds,
	onChange,
}: {
	label: string;
	help?: string;
	value: number;
	bounds: Bounds;
	onChange: ( value: number ) => void;
} ) {
	const [ draft, setDraft ] = useState< string | null >( null );
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			type="number"
			label={ label }
			help={ help }
			min={ bounds.min }
			max={ bounds.max }
			step={ bounds.integer ? 1 : 'any' }
			value={ draft ?? String( value ) }
			onChange={ ( raw: string ) => {
				setDraft( raw );
				const next = parseBoundedNumber( raw, bounds );
				if ( next !== undefined && next !== value ) {
					onChange( next );
				}
			} }
			onBlur={ () => setDraft( null ) }
		/>
	);
}
