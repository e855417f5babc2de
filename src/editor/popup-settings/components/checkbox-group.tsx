/**
 * WordPress dependencies
 */
import { BaseControl, CheckboxControl } from '@wordpress/components';
import { useId } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { toggleChoice } from '../helpers';

export type Choice< T extends string > = { value: T; label: string };

/**
 * Several choices, as a labelled group of checkboxes.
 *
 * @param props          Component props.
 * @param props.label    The group's label.
 * @param props.choices  Every choice, in display order.
 * @param props.chosen   The values chosen.
 * @param props.onChange Receives the values chosen, in display order.
 */
export function CheckboxGroup< T extends string >( {
	label,
	choices,
	chosen,
	onChange,
}: {
	label: string;
	choices: readonly Choice< T >[];
	chosen: readonly T[];
	onChange: ( chosen: T[] ) => void;
} ) {
	const labelId = useId();
	const order = choices.map( ( choice ) => choice.value );
	return (
		<div role="group" aria-labelledby={ labelId }>
			<BaseControl.VisualLabel id={ labelId }>
				{ label }
			</BaseControl.VisualLabel>
			{ choices.map( ( choice ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ choice.value }
					label={ choice.label }
					checked={ chosen.includes( choice.value ) }
					onChange={ ( checked: boolean ) =>
						onChange(
							toggleChoice( chosen, choice.value, checked, order )
						)
					}
				/>
			) ) }
		</div>
	);
}
