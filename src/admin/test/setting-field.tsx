/**
 * Internal dependencies
 */
import type { SettingSchema, SettingValue } from '../../api/settings';
import {
	SettingField,
	fromDateTimeInputValue,
	getEnumOptions,
	getEnumValue,
	parseNumberInput,
	toDateTimeInputValue,
} from '../setting-field';
import {
	changeValue,
	click,
	getByLabelText,
	getDescription,
	render,
} from './helpers/render';
import type { Rendered } from './helpers/render';

let rendered: Rendered | undefined;

afterEach( () => {
	rendered?.unmount();
	rendered = undefined;
} );

function renderField(
	schema: SettingSchema,
	value: SettingValue | undefined,
	error?: string
) {
	const onChange = jest.fn< void, [ SettingValue ] >();
	rendered = render(
		<SettingField
			section="search"
			name="field"
			schema={ schema }
			value={ value }
			error={ error }
			onChange={ onChange }
		/>
	);
	return { container: rendered.container, onChange };
}

describe( 'parseNumberInput', () => {
	it( 'reads integers and numbers', () => {
		expect( parseNumberInput( '5', 'integer' ) ).toBe( 5 );
		expect( parseNumberInput( ' 2.5 ', 'number' ) ).toBe( 2.5 );
	} );

	it( 'keeps what is not a number of the right kind, for the server to reject', () => {
		expect( parseNumberInput( '', 'integer' ) ).toBe( '' );
		expect( parseNumberInput( '2.5', 'integer' ) ).toBe( '2.5' );
		expect( parseNumberInput( 'abc', 'number' ) ).toBe( 'abc' );
	} );
} );

describe( 'enum helpers', () => {
	const schema: SettingSchema = {
		type: 'integer',
		enum: [ 10, 20 ],
		enumLabels: { 10: 'Ten' },
	};

	it( 'label options with enumLabels, or the value itself', () => {
		expect( getEnumOptions( schema ) ).toEqual( [
			{ value: '10', label: 'Ten' },
			{ value: '20', label: '20' },
		] );
	} );

	it( 'map a picked option back to its typed value', () => {
		expect( getEnumValue( schema, '20' ) ).toBe( 20 );
	} );
} );

describe( 'date-time helpers', () => {
	it( 'show a stored date in a datetime-local input', () => {
		expect( toDateTimeInputValue( '2030-01-31T18:30:00' ) ).toBe(
			'2030-01-31T18:30:00'
		);
		expect( toDateTimeInputValue( '2030-01-31 18:30:00+02:00' ) ).toBe(
			'2030-01-31T18:30:00'
		);
		expect( toDateTimeInputValue( '' ) ).toBe( '' );
		expect( toDateTimeInputValue( undefined ) ).toBe( '' );
	} );

	it( 'add the seconds the input leaves out', () => {
		expect( fromDateTimeInputValue( '2030-01-31T18:30' ) ).toBe(
			'2030-01-31T18:30:00'
		);
		expect( fromDateTimeInputValue( '2030-01-31T18:30:15' ) ).toBe(
			'2030-01-31T18:30:15'
		);
		expect( fromDateTimeInputValue( '' ) ).toBe( '' );
	} );
} );

describe( 'SettingField', () => {
	it( 'renders a boolean as a labelled switch', () => {
		const { container, onChange } = renderField(
			{ type: 'boolean', title: 'Show prices', description: 'Or not.' },
			false
		);
		const toggle = getByLabelText( container, 'Show prices' );

		expect( toggle.getAttribute( 'type' ) ).toBe( 'checkbox' );
		expect( getDescription( toggle ) ).toContain( 'Or not.' );

		click( toggle );
		expect( onChange ).toHaveBeenCalledWith( true );
	} );

	it( 'renders an integer as a number input with its bounds', () => {
		const { container, onChange } = renderField(
			{
				type: 'integer',
				title: 'Minimum characters',
				minimum: 1,
				maximum: 10,
			},
			3
		);
		const input = getByLabelText( container, 'Minimum characters' );

		expect( input.getAttribute( 'type' ) ).toBe( 'number' );
		expect( input.getAttribute( 'min' ) ).toBe( '1' );
		expect( input.getAttribute( 'max' ) ).toBe( '10' );
		expect( input.value ).toBe( '3' );

		changeValue( input, '7' );
		expect( onChange ).toHaveBeenCalledWith( 7 );
	} );

	it( 'renders an enum as a select with labelled options', () => {
		const { container, onChange } = renderField(
			{
				type: 'string',
				title: 'Match',
				enum: [ 'title', 'title_sku' ],
				enumLabels: {
					title: 'Product title',
					title_sku: 'Title and SKU',
				},
			},
			'title'
		);
		const select = getByLabelText( container, 'Match' );

		expect( select ).toBeInstanceOf( HTMLSelectElement );
		expect(
			Array.from( select.querySelectorAll( 'option' ) ).map(
				( option ) => option.textContent
			)
		).toEqual( [ 'Product title', 'Title and SKU' ] );

		changeValue( select, 'title_sku' );
		expect( onChange ).toHaveBeenCalledWith( 'title_sku' );
	} );

	it( 'renders other strings as a text input with maxLength', () => {
		const { container, onChange } = renderField(
			{ type: 'string', title: 'Placeholder', maxLength: 40 },
			'Search products'
		);
		const input = getByLabelText( container, 'Placeholder' );

		expect( input.getAttribute( 'type' ) ).toBe( 'text' );
		expect( input.getAttribute( 'maxlength' ) ).toBe( '40' );

		changeValue( input, 'Find' );
		expect( onChange ).toHaveBeenCalledWith( 'Find' );
	} );

	it( 'renders a date-time string as a datetime-local input', () => {
		const { container, onChange } = renderField(
			{ type: 'string', title: 'Ends at', format: 'date-time' },
			'2030-01-31T18:30:00'
		);
		const input = getByLabelText( container, 'Ends at' );

		expect( input.getAttribute( 'type' ) ).toBe( 'datetime-local' );

		changeValue( input, '2030-02-01T09:00' );
		expect( onChange ).toHaveBeenCalledWith( '2030-02-01T09:00:00' );
	} );

	it( 'marks an invalid text field and describes it with the message', () => {
		const { container } = renderField(
			{
				type: 'integer',
				title: 'Minimum characters',
				description: 'Typed first.',
			},
			50,
			'Minimum characters must be between 1 and 10.'
		);
		const input = getByLabelText( container, 'Minimum characters' );

		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( getDescription( input ) ).toContain(
			'Minimum characters must be between 1 and 10.'
		);
		expect( getDescription( input ) ).toContain( 'Typed first.' );
	} );

	it( 'marks an invalid switch and a valid one not', () => {
		const { container } = renderField(
			{ type: 'boolean', title: 'Enabled' },
			true,
			'Enabled must be true or false.'
		);
		const toggle = getByLabelText( container, 'Enabled' );

		expect( toggle.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( getDescription( toggle ) ).toBe(
			'Enabled must be true or false.'
		);

		rendered?.unmount();
		const valid = renderField(
			{ type: 'boolean', title: 'Enabled' },
			true
		);
		expect(
			getByLabelText( valid.container, 'Enabled' ).hasAttribute(
				'aria-invalid'
			)
		).toBe( false );
	} );
} );
