/**
 * WordPress dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CheckboxGroup, type Choice } from './checkbox-group';
import { ConditionToggle } from './condition-toggle';
import { Section } from './fields';
import { NumberField } from './number-field';
import { LIMITS } from '../constants';
import { toggleTiming, withEntry } from '../helpers';
import type { PopupSettings, Source, Timing } from '../../../types/popups';

type Props = {
	settings: PopupSettings;
	onChange: ( settings: PopupSettings ) => void;
};

type UrlAction = NonNullable< Timing[ 'url' ] >[ 'action' ];

function sourceChoices(): Choice< Source >[] {
	return [
		{ value: 'internal', label: __( 'This site', 'shopwright' ) },
		{ value: 'external', label: __( 'Other sites', 'shopwright' ) },
		{ value: 'search', label: __( 'Search engines', 'shopwright' ) },
	];
}

/**
 * The visitor's path to the page: pages seen, visits, the previous page and
 * the kind of site it was on.
 *
 * @param props          Component props.
 * @param props.settings The popup's settings.
 * @param props.onChange Receives the changed settings.
 */
export function VisitsSection( { settings, onChange }: Props ) {
	const { timing } = settings;
	const setTiming = ( next: Timing ) =>
		onChange( { ...settings, timing: next } );
	const toggle = ( key: keyof Timing ) => ( enabled: boolean ) =>
		setTiming( toggleTiming( timing, key, enabled ) );
	const count = { ...LIMITS.count, integer: true };

	return (
		<Section title={ __( 'Where the visitor comes from', 'shopwright' ) }>
			<ConditionToggle
				label={ __(
					'Only after a number of pages seen',
					'shopwright'
				) }
				enabled={ timing.page_views !== undefined }
				onToggle={ toggle( 'page_views' ) }
			>
				{ timing.page_views && (
					<NumberField
						label={ __( 'Pages seen', 'shopwright' ) }
						value={ timing.page_views.views }
						bounds={ count }
						onChange={ ( views ) =>
							setTiming(
								withEntry( timing, 'page_views', { views } )
							)
						}
					/>
				) }
			</ConditionToggle>
			<ConditionToggle
				label={ __( 'Only after a number of visits', 'shopwright' ) }
				enabled={ timing.sessions !== undefined }
				onToggle={ toggle( 'sessions' ) }
			>
				{ timing.sessions && (
					<NumberField
						label={ __( 'Visits', 'shopwright' ) }
						value={ timing.sessions.sessions }
						bounds={ count }
						onChange={ ( sessions ) =>
							setTiming(
								withEntry( timing, 'sessions', { sessions } )
							)
						}
					/>
				) }
			</ConditionToggle>
			<ConditionToggle
				label={ __(
					'Only when the previous page’s address matches',
					'shopwright'
				) }
				enabled={ timing.url !== undefined }
				onToggle={ toggle( 'url' ) }
			>
				{ timing.url && (
					<>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Text or pattern', 'shopwright' ) }
							maxLength={ 500 }
							value={ timing.url.url }
							onChange={ ( url: string ) =>
								setTiming(
									withEntry( timing, 'url', {
										action: timing.url?.action ?? 'show',
										url,
									} )
								)
							}
						/>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Show the popup', 'shopwright' ) }
							value={ timing.url.action }
							options={ [
								{
									value: 'show',
									label: __(
										'When the address contains it',
										'shopwright'
									),
								},
								{
									value: 'hide',
									label: __(
										'When the address does not contain it',
										'shopwright'
									),
								},
								{
									value: 'regex',
									label: __(
										'When the address matches it as a regular expression',
										'shopwright'
									),
								},
							] }
							onChange={ ( action: UrlAction ) =>
								setTiming(
									withEntry( timing, 'url', {
										url: timing.url?.url ?? '',
										action,
									} )
								)
							}
						/>
					</>
				) }
			</ConditionToggle>
			<ConditionToggle
				label={ __(
					'Only for visitors from some kinds of sites',
					'shopwright'
				) }
				enabled={ timing.sources !== undefined }
				onToggle={ toggle( 'sources' ) }
			>
				{ timing.sources && (
					<CheckboxGroup
						label={ __( 'Coming from', 'shopwright' ) }
						choices={ sourceChoices() }
						chosen={ timing.sources.sources }
						onChange={ ( sources ) =>
							setTiming(
								withEntry( timing, 'sources', { sources } )
							)
						}
					/>
				) }
			</ConditionToggle>
		</Section>
	);
}
