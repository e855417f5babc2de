/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { formatIdList, parseIdList } from '../helpers';

/**
 * Ids typed as a comma-separated list. The text shows as typed until the
 * field loses focus, so a trailing comma is not swallowed.
 *
 * @param props          Component props.
 * @param props.label    The field's label.
 * @param props.help     More about it.
 * @param props.ids      The saved ids.
 * @param props.onChange Receives the ids typed.
 */
export function IdListField( {
	label,
	help,
	ids,
	onChange,
}: {
	label: string;
	help?: string;
	ids: readonly number[];
	onChange: ( ids: number[] ) => void;
} ) {
	const [ draft, setDraft ] = useState< string | null >( null );
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			inputMode="numeric"
			value={ draft ?? formatIdList( ids ) }
			onChange={ ( raw: string ) => {
				setDraft( raw );
				onChange( parseIdList( raw ) );
			} }
			onBlur={ () => setDraft( null ) }
		/>
	);
}
