/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Section } from './fields';
import { NumberField } from './number-field';
import { LIMITS } from '../constants';
import type { Animation, Device, PopupSettings } from '../../../types/popups';

type Props = {
	settings: PopupSettings;
	onChange: ( settings: PopupSettings ) => void;
};

function animationOptions(): { value: Animation; label: string }[] {
	return [
		{ value: 'none', label: __( 'None', 'shopwright' ) },
		{ value: 'fade', label: __( 'Fade', 'shopwright' ) },
		{ value: 'zoom', label: __( 'Zoom', 'shopwright' ) },
		{ value: 'slide-up', label: __( 'Slide up', 'shopwright' ) },
		{ value: 'slide-down', label: __( 'Slide down', 'shopwright' ) },
		{ value: 'slide-left', label: __( 'Slide left', 'shopwright' ) },
		{ value: 'slide-right', label: __( 'Slide right', 'shopwright' ) },
	];
}

function entranceLabels(): Record< Device, string > {
	return {
		desktop: __( 'Entrance on desktops', 'shopwright' ),
		tablet: __( 'Entrance on tablets', 'shopwright' ),
		mobile: __( 'Entrance on phones', 'shopwright' ),
	};
}

const DEVICE_ORDER: readonly Device[] = [ 'desktop', 'tablet', 'mobile' ];

/**
 * How the popup comes and goes: an entrance per device, its length, and an
 * exit.
 *
 * @param props          Component props.
 * @param props.settings The popup's settings.
 * @param props.onChange Receives the changed settings.
 */
export function AnimationSection( { settings, onChange }: Props ) {
	const options = animationOptions();
	const labels = entranceLabels();
	return (
		<Section title={ __( 'Animation', 'shopwright' ) }>
			{ DEVICE_ORDER.map( ( device ) => (
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					key={ device }
					label={ labels[ device ] }
					value={ settings.entrance_animation[ device ] }
					options={ options }
					onChange={ ( animation: Animation ) =>
						onChange( {
							...settings,
							entrance_animation: {
								...settings.entrance_animation,
								[ device ]: animation,
							},
						} )
					}
				/>
			) ) }
			<NumberField
				label={ __( 'Entrance length (seconds)', 'shopwright' ) }
				value={ settings.entrance_animation_duration }
				bounds={ LIMITS.animationDuration }
				onChange={ ( duration ) =>
					onChange( {
						...settings,
						entrance_animation_duration: duration,
					} )
				}
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Exit', 'shopwright' ) }
				value={ settings.exit_animation }
				options={ options }
				onChange={ ( animation: Animation ) =>
					onChange( { ...settings, exit_animation: animation } )
				}
			/>
		</Section>
	);
}
