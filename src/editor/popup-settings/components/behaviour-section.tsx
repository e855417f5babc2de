/**
 * WordPress dependencies
 */
import { TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Section } from './fields';
import { cleanClassNames } from '../helpers';
import type { PopupSettings } from '../../../types/popups';

type Props = {
	settings: PopupSettings;
	onChange: ( settings: PopupSettings ) => void;
};

/**
 * How the popup behaves while open, and its extra classes.
 *
 * @param props          Component props.
 * @param props.settings The popup's settings.
 * @param props.onChange Receives the changed settings.
 */
export function BehaviourSection( { settings, onChange }: Props ) {
	return (
		<Section title={ __( 'Behaviour', 'shopwright' ) }>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Stop the page scrolling behind it',
					'shopwright'
				) }
				checked={ settings.prevent_scroll }
				onChange={ ( checked: boolean ) =>
					onChange( { ...settings, prevent_scroll: checked } )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Not after another popup', 'shopwright' ) }
				help={ __(
					'A trigger does not open it when another popup was already shown on the page.',
					'shopwright'
				) }
				checked={ settings.avoid_multiple_popups }
				onChange={ ( checked: boolean ) =>
					onChange( { ...settings, avoid_multiple_popups: checked } )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Keyboard navigation', 'shopwright' ) }
				help={ __(
					'Moves focus into the popup when it opens, keeps it there, and gives it back when it closes.',
					'shopwright'
				) }
				checked={ settings.a11y_navigation }
				onChange={ ( checked: boolean ) =>
					onChange( { ...settings, a11y_navigation: checked } )
				}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Extra CSS classes', 'shopwright' ) }
				help={ __( 'Class names separated by spaces.', 'shopwright' ) }
				value={ settings.classes }
				onChange={ ( value: string ) =>
					onChange( {
						...settings,
						classes: cleanClassNames( value ),
					} )
				}
			/>
		</Section>
	);
}
