/**
 * WordPress dependencies
 */
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CheckboxGroup, type Choice } from './checkbox-group';
import { ConditionToggle } from './condition-toggle';
import { Section } from './fields';
import { toggleTiming, withEntry } from '../helpers';
import { getSiteRoles } from '../site-roles';
import { withCurrentChoices } from '../site-types';
import type {
	Browser,
	Device,
	PopupSettings,
	Timing,
} from '../../../types/popups';

type Props = {
	settings: PopupSettings;
	onChange: ( settings: PopupSettings ) => void;
};

function deviceChoices(): Choice< Device >[] {
	return [
		{ value: 'desktop', label: __( 'Desktop', 'shopwright' ) },
		{ value: 'tablet', label: __( 'Tablet', 'shopwright' ) },
		{ value: 'mobile', label: __( 'Mobile', 'shopwright' ) },
	];
}

function browserChoices(): Choice< Browser >[] {
	return [
		{ value: 'chrome', label: 'Chrome' },
		{ value: 'firefox', label: 'Firefox' },
		{ value: 'safari', label: 'Safari' },
		{ value: 'edge', label: 'Edge' },
		{ value: 'opera', label: 'Opera' },
		{ value: 'ie', label: 'Internet Explorer' },
	];
}

/**
 * Who sees the popup: logged-in users and roles, devices, browsers.
 *
 * @param props          Component props.
 * @param props.settings The popup's settings.
 * @param props.onChange Receives the changed settings.
 */
export function AudienceSection( { settings, onChange }: Props ) {
	const { timing } = settings;
	const setTiming = ( next: Timing ) =>
		onChange( { ...settings, timing: next } );
	const toggle = ( key: keyof Timing ) => ( enabled: boolean ) =>
		setTiming( toggleTiming( timing, key, enabled ) );
	const loggedIn = timing.logged_in;
	const roles = withCurrentChoices(
		getSiteRoles().map( ( role ) => ( {
			value: role.slug,
			label: role.name,
		} ) ),
		loggedIn?.roles ?? []
	);

	return (
		<Section title={ __( 'Who sees it', 'shopwright' ) }>
			<ConditionToggle
				label={ __(
					'Only when the visitor is logged out, or lacks some roles',
					'shopwright'
				) }
				help={ __(
					'Visitors who are not logged in always see it; it is hidden from the logged-in users chosen here, on the server too.',
					'shopwright'
				) }
				enabled={ loggedIn !== undefined }
				onToggle={ toggle( 'logged_in' ) }
			>
				{ loggedIn && (
					<>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Hide it from', 'shopwright' ) }
							value={ loggedIn.users }
							options={ [
								{
									value: 'all',
									label: __(
										'Every logged-in user',
										'shopwright'
									),
								},
								{
									value: 'roles',
									label: __(
										'Logged-in users with one of these roles',
										'shopwright'
									),
								},
							] }
							onChange={ ( users: 'all' | 'roles' ) =>
								setTiming(
									withEntry( timing, 'logged_in', {
										...loggedIn,
										users,
									} )
								)
							}
						/>
						{ loggedIn.users === 'roles' && (
							<CheckboxGroup
								label={ __( 'Roles', 'shopwright' ) }
								choices={ roles }
								chosen={ loggedIn.roles }
								onChange={ ( chosen ) =>
									setTiming(
										withEntry( timing, 'logged_in', {
											...loggedIn,
											roles: chosen,
										} )
									)
								}
							/>
						) }
					</>
				) }
			</ConditionToggle>
			<ConditionToggle
				label={ __( 'Only on some devices', 'shopwright' ) }
				enabled={ timing.devices !== undefined }
				onToggle={ toggle( 'devices' ) }
			>
				{ timing.devices && (
					<CheckboxGroup
						label={ __( 'Devices', 'shopwright' ) }
						choices={ deviceChoices() }
						chosen={ timing.devices.devices }
						onChange={ ( devices ) =>
							setTiming(
								withEntry( timing, 'devices', { devices } )
							)
						}
					/>
				) }
			</ConditionToggle>
			<ConditionToggle
				label={ __( 'Only in some browsers', 'shopwright' ) }
				enabled={ timing.browsers !== undefined }
				onToggle={ toggle( 'browsers' ) }
			>
				{ timing.browsers && (
					<>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Browsers', 'shopwright' ) }
							value={ timing.browsers.browsers }
							options={ [
								{
									value: 'all',
									label: __( 'Every browser', 'shopwright' ),
								},
								{
									value: 'selected',
									label: __(
										'The browsers chosen below',
										'shopwright'
									),
								},
							] }
							onChange={ ( browsers: 'all' | 'selected' ) =>
								setTiming(
									withEntry( timing, 'browsers', {
										browsers_options:
											timing.browsers?.browsers_options ??
											[],
										browsers,
									} )
								)
							}
						/>
						{ timing.browsers.browsers === 'selected' && (
							<CheckboxGroup
								label={ __( 'Chosen browsers', 'shopwright' ) }
								choices={ browserChoices() }
								chosen={ timing.browsers.browsers_options }
								onChange={ ( options ) =>
									setTiming(
										withEntry( timing, 'browsers', {
											browsers: 'selected',
											browsers_options: options,
										} )
									)
								}
							/>
						) }
					</>
				) }
			</ConditionToggle>
		</Section>
	);
}
