/**
 * WordPress dependencies
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { SettingSchema, SettingValue } from '../api/settings';

export interface SettingFieldProps {
	/** Section key: `general` or a module id. */
	section: string;
	/** Setting key inside the section. */
	name: string;
	schema: SettingSchema;
	/** The current value (saved or edited); undefined when the server sent none. */
	value: SettingValue | undefined;
	onChange: ( value: SettingValue ) => void;
	/** Message for an invalid value, from the last save. */
	error?: string;
	/** Overrides the schema's `title`. */
	label?: string;
}

export interface SelectOption {
	label: string;
	value: string;
}

export function getFieldId( section: string, name: string ): string {
	return `shopwright-setting-${ section }-${ name }`;
}

export function getFieldErrorId( section: string, name: string ): string {
	return `${ getFieldId( section, name ) }__error`;
}

export function getFieldLabel( schema: SettingSchema, name: string ): string {
	return schema.title ?? name;
}

/**
 * Select options for an `enum` schema; `enumLabels` names the values, and a
 * value without a label shows as itself.
 *
 * @param schema The setting's schema.
 */
export function getEnumOptions( schema: SettingSchema ): SelectOption[] {
	return ( schema.enum ?? [] ).map( ( value ) => ( {
		value: String( value ),
		label: schema.enumLabels?.[ String( value ) ] ?? String( value ),
	} ) );
}

/**
 * Maps a select's string value back to the enum value it stands for, so an
 * integer enum saves an integer.
 *
 * @param schema The setting's schema.
 * @param raw    The select's value.
 */
export function getEnumValue(
	schema: SettingSchema,
	raw: string
): SettingValue {
	return schema.enum?.find( ( value ) => String( value ) === raw ) ?? raw;
}

/**
 * The number typed into a number input. Text that is not a number of the
 * right kind (an empty field, a fraction for an integer) is kept as typed:
 * the server rejects it and says why next to the field, rather than the form
 * silently saving something else.
 *
 * @param raw  The input's value.
 * @param type The schema type: integer or number.
 */
export function parseNumberInput(
	raw: string,
	type: 'integer' | 'number'
): SettingValue {
	const trimmed = raw.trim();
	if ( trimmed === '' ) {
		return raw;
	}
	const parsed = Number( trimmed );
	if ( ! Number.isFinite( parsed ) ) {
		return raw;
	}
	if ( type === 'integer' && ! Number.isInteger( parsed ) ) {
		return raw;
	}
	return parsed;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)/;

/**
 * A `date-time` value as a `datetime-local` input wants it
 * (`YYYY-MM-DDTHH:mm[:ss]`, no zone); anything else shows as empty.
 *
 * @param value The stored value.
 */
export function toDateTimeInputValue(
	value: SettingValue | undefined
): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	const match = LOCAL_DATE_TIME.exec( value );
	return match ? `${ match[ 1 ] }T${ match[ 2 ] }` : '';
}

/**
 * A `datetime-local` input's value as a `date-time` setting. The input drops
 * zero seconds, but the REST API's date-time format requires them.
 *
 * @param raw The input's value.
 */
export function fromDateTimeInputValue( raw: string ): string {
	return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test( raw ) ? `${ raw }:00` : raw;
}

function toInputValue( value: SettingValue | undefined ): string {
	return value === undefined ? '' : String( value );
}

/**
 * Help below a control: the schema's description, then the error. Both sit
 * inside the control's help, which the components link to the control with
 * `aria-describedby`.
 *
 * @param props             Component props.
 * @param props.description The schema's description.
 * @param props.error       Message for an invalid value.
 * @param props.errorId     Id of the error message element.
 */
function FieldHelp( {
	description,
	error,
	errorId,
}: {
	description?: string;
	error?: string;
	errorId: string;
} ) {
	return (
		<>
			{ description && (
				<span className="shopwright-settings__field-description">
					{ description }
				</span>
			) }
			{ error && (
				<span
					className="shopwright-settings__field-error"
					id={ errorId }
				>
					{ error }
				</span>
			) }
		</>
	);
}

function BooleanField( {
	label,
	help,
	value,
	error,
	onChange,
}: {
	label: string;
	help: ReturnType< typeof FieldHelp > | undefined;
	value: SettingValue | undefined;
	error?: string;
	onChange: ( value: boolean ) => void;
} ) {
	const inputRef = useRef< HTMLInputElement >( null );

	// ToggleControl does not pass `aria-invalid` on to its input, so it is
	// set on the input it forwards its ref to.
	useEffect( () => {
		const input = inputRef.current;
		if ( ! input ) {
			return;
		}
		if ( error ) {
			input.setAttribute( 'aria-invalid', 'true' );
		} else {
			input.removeAttribute( 'aria-invalid' );
		}
	}, [ error ] );

	return (
		<ToggleControl
			__nextHasNoMarginBottom
			ref={ inputRef }
			label={ label }
			help={ help }
			checked={ value === true }
			onChange={ onChange }
		/>
	);
}

/**
 * One setting's control, chosen from its schema: boolean → toggle,
 * enum → select, integer/number → number input, other strings → text input.
 *
 * @param props Component props.
 */
export function SettingField( props: SettingFieldProps ) {
	const { section, name, schema, value, onChange, error } = props;
	const label = props.label ?? getFieldLabel( schema, name );
	const id = getFieldId( section, name );
	const errorId = getFieldErrorId( section, name );
	const hasHelp = Boolean( schema.description ) || Boolean( error );
	const help = hasHelp ? (
		<FieldHelp
			description={ schema.description }
			error={ error }
			errorId={ errorId }
		/>
	) : undefined;
	const invalidProps = error ? { 'aria-invalid': true } : {};

	if ( schema.type === 'boolean' ) {
		return (
			<BooleanField
				label={ label }
				help={ help }
				value={ value }
				error={ error }
				onChange={ onChange }
			/>
		);
	}

	if ( schema.enum && schema.enum.length > 0 ) {
		return (
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				id={ id }
				label={ label }
				help={ help }
				value={ toInputValue( value ) }
				options={ getEnumOptions( schema ) }
				onChange={ ( raw: string ) =>
					onChange( getEnumValue( schema, raw ) )
				}
				{ ...invalidProps }
			/>
		);
	}

	if ( schema.type === 'integer' || schema.type === 'number' ) {
		const numberType = schema.type;
		return (
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				id={ id }
				type="number"
				label={ label }
				help={ help }
				value={ toInputValue( value ) }
				min={ schema.minimum }
				max={ schema.maximum }
				step={ numberType === 'integer' ? 1 : 'any' }
				onChange={ ( raw ) =>
					onChange( parseNumberInput( raw, numberType ) )
				}
				{ ...invalidProps }
			/>
		);
	}

	if ( schema.format === 'date-time' ) {
		return (
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				id={ id }
				type="datetime-local"
				step={ 1 }
				label={ label }
				help={ help }
				value={ toDateTimeInputValue( value ) }
				onChange={ ( raw ) =>
					onChange( fromDateTimeInputValue( raw ) )
				}
				{ ...invalidProps }
			/>
		);
	}

	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			id={ id }
			// A secret is typed, never shown back: the server sends '' for it.
			type={ schema.writeOnly ? 'password' : 'text' }
			autoComplete={ schema.writeOnly ? 'off' : undefined }
			label={ label }
			help={ help }
			value={ toInputValue( value ) }
			maxLength={ schema.maxLength }
			onChange={ onChange }
			{ ...invalidProps }
		/>
	);
}
