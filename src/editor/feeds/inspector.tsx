/**
 * Inspector controls the media blocks that read a source share: the photo album and the NFT
 * gallery each choose where their items come from, take a link, slug or address that is checked
 * as it is typed, and set a number with a slider.
 */

/**
 * WordPress dependencies
 */
import {
	Notice,
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';

export type SourceOption< Source extends string > = {
	value: Source;
	label: string;
};

type SourcePickerProps< Source extends string > = {
	label: string;
	value: Source;
	options: ReadonlyArray< SourceOption< Source > >;
	onChange: ( value: Source ) => void;
};

/**
 * Where the block's items come from: a choice among the given sources, and nothing else.
 *
 * @param props          The picker's props.
 * @param props.label    Its label.
 * @param props.value    The chosen source.
 * @param props.options  The sources and their labels.
 * @param props.onChange Called with a source of the list.
 */
export function SourcePicker< Source extends string >( {
	label,
	value,
	options,
	onChange,
}: SourcePickerProps< Source > ) {
	return (
		<SelectControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			value={ value }
			options={ options.map( ( option ) => ( { ...option } ) ) }
			onChange={ ( next: string ) => {
				const chosen = options.find(
					( option ) => option.value === next
				);
				if ( chosen ) {
					onChange( chosen.value );
				}
			} }
		/>
	);
}

type CheckedFieldProps = {
	label: string;
	help: string;
	value: string;
	/** What is wrong with the value, shown under the field; empty when nothing is. */
	error: string;
	onChange: ( value: string ) => void;
};

/**
 * A link, slug or address: saved without the spaces around it, with what is wrong with it said
 * under the field while it is typed.
 *
 * @param props          The field's props.
 * @param props.label    Its label.
 * @param props.help     What to type.
 * @param props.value    The saved value.
 * @param props.error    What is wrong with it, or empty.
 * @param props.onChange Called with the trimmed value.
 */
export function CheckedField( {
	label,
	help,
	value,
	error,
	onChange,
}: CheckedFieldProps ) {
	return (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				value={ value }
				onChange={ ( next ) => onChange( next.trim() ) }
			/>
			{ error !== '' && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
		</>
	);
}

type CountControlProps = {
	label: string;
	min: number;
	max: number;
	value: number;
	/** What a cleared slider saves. */
	fallback: number;
	onChange: ( value: number ) => void;
};

/**
 * A number of columns or items, on a slider.
 *
 * @param props          The slider's props.
 * @param props.label    Its label.
 * @param props.min      The least.
 * @param props.max      The most.
 * @param props.value    The saved number.
 * @param props.fallback What a cleared slider saves.
 * @param props.onChange Called with the number.
 */
export function CountControl( {
	label,
	min,
	max,
	value,
	fallback,
	onChange,
}: CountControlProps ) {
	return (
		<RangeControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			min={ min }
			max={ max }
			value={ value }
			onChange={ ( next ) => onChange( next ?? fallback ) }
		/>
	);
}
