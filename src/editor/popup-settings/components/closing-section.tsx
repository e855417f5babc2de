/**
 * WordPress dependencies
 */
import { SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Section } from './fields';
import { NumberField } from './number-field';
import { LIMITS } from '../constants';
import type { PopupSettings } from '../../../types/popups';

type Props = {
	settings: PopupSettings;
	onChange: ( settings: PopupSettings ) => void;
};

/**
 * How the popup closes: its close button, closing by itself, and what may
 * not close it.
 *
 * @param props          Component props.
 * @param props.settings The popup's settings.
 * @param props.onChange Receives the changed settings.
 */
export function ClosingSection( { settings, onChange }: Props ) {
	return (
		<Section title={ __( 'Closing', 'shopwright' ) }>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Close button', 'shopwright' ) }
				value={ settings.close_button_position }
				options={ [
					{
						value: 'inside',
						label: __( 'Inside the popup', 'shopwright' ),
					},
					{
						value: 'outside',
						label: __( 'Outside the popup', 'shopwright' ),
					},
				] }
				onChange={ ( position: 'inside' | 'outside' ) =>
					onChange( { ...settings, close_button_position: position } )
				}
			/>
			<NumberField
				label={ __(
					'Show the close button after (seconds)',
					'shopwright'
				) }
				value={ settings.close_button_delay }
				bounds={ LIMITS.closeDelay }
				onChange={ ( delay ) =>
					onChange( { ...settings, close_button_delay: delay } )
				}
			/>
			<NumberField
				label={ __( 'Close by itself after (seconds)', 'shopwright' ) }
				help={ __( '0: it stays open.', 'shopwright' ) }
				value={ settings.close_automatically }
				bounds={ LIMITS.closeDelay }
				onChange={ ( seconds ) =>
					onChange( { ...settings, close_automatically: seconds } )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Stay open on a click outside it', 'shopwright' ) }
				checked={ settings.prevent_close_on_background_click }
				onChange={ ( checked: boolean ) =>
					onChange( {
						...settings,
						prevent_close_on_background_click: checked,
					} )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Stay open when Escape is pressed', 'shopwright' ) }
				checked={ settings.prevent_close_on_esc_key }
				onChange={ ( checked: boolean ) =>
					onChange( {
						...settings,
						prevent_close_on_esc_key: checked,
					} )
				}
			/>
		</Section>
	);
}
