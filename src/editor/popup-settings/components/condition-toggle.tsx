/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { ToggleControl } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { Fields } from './fields';

/**
 * A display condition or trigger: a toggle that adds or removes it, and its
 * fields while it is on.
 *
 * @param props          Component props.
 * @param props.label    What the toggle says ("Only when …", "On …").
 * @param props.help     More about it.
 * @param props.enabled  Whether it applies.
 * @param props.onToggle Switches it on or off.
 * @param props.children Its fields.
 */
export function ConditionToggle( {
	label,
	help,
	enabled,
	onToggle,
	children,
}: {
	label: string;
	help?: string;
	enabled: boolean;
	onToggle: ( enabled: boolean ) => void;
	children?: ReactNode;
} ) {
	return (
		<Fields>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ label }
				help={ help }
				checked={ enabled }
				onChange={ onToggle }
			/>
			{ enabled && children }
		</Fields>
	);
}
