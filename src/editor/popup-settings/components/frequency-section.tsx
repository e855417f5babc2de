/**
 * WordPress dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ConditionToggle } from './condition-toggle';
import { Section } from './fields';
import { NumberField } from './number-field';
import { LIMITS } from '../constants';
import { toggleTiming, toWallTime, withEntry } from '../helpers';
import type { PopupSettings, TimesPeriod, Timing } from '../../../types/popups';

type Props = {
	settings: PopupSettings;
	onChange: ( settings: PopupSettings ) => void;
};

type Times = NonNullable< Timing[ 'times' ] >;
type Schedule = NonNullable< Timing[ 'schedule' ] >;

/**
 * How often and when: a limit on showings, and a schedule.
 *
 * @param props          Component props.
 * @param props.settings The popup's settings.
 * @param props.onChange Receives the changed settings.
 */
export function FrequencySection( { settings, onChange }: Props ) {
	const { timing } = settings;
	const setTiming = ( next: Timing ) =>
		onChange( { ...settings, timing: next } );
	const toggle = ( key: keyof Timing ) => ( enabled: boolean ) =>
		setTiming( toggleTiming( timing, key, enabled ) );
	const { times, schedule } = timing;
	const setTimes = ( changes: Partial< Times > ) =>
		times &&
		setTiming( withEntry( timing, 'times', { ...times, ...changes } ) );
	const setSchedule = ( changes: Partial< Schedule > ) =>
		schedule &&
		setTiming(
			withEntry( timing, 'schedule', { ...schedule, ...changes } )
		);

	return (
		<Section title={ __( 'How often and when', 'shopwright' ) }>
			<ConditionToggle
				label={ __( 'Only a limited number of times', 'shopwright' ) }
				enabled={ times !== undefined }
				onToggle={ toggle( 'times' ) }
			>
				{ times && (
					<>
						<NumberField
							label={ __( 'Times', 'shopwright' ) }
							value={ times.times_times }
							bounds={ { ...LIMITS.count, integer: true } }
							onChange={ ( count ) =>
								setTimes( { times_times: count } )
							}
						/>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Per', 'shopwright' ) }
							value={ times.times_period }
							options={ [
								{
									value: '',
									label: __( 'Ever', 'shopwright' ),
								},
								{
									value: 'session',
									label: __( 'Visit', 'shopwright' ),
								},
								{
									value: 'day',
									label: __( 'Day', 'shopwright' ),
								},
								{
									value: 'week',
									label: __( 'Week', 'shopwright' ),
								},
								{
									value: 'month',
									label: __( 'Month', 'shopwright' ),
								},
							] }
							onChange={ ( period: TimesPeriod ) =>
								setTimes( { times_period: period } )
							}
						/>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Count a showing', 'shopwright' ) }
							// "close" is the runtime's older name for the default.
							value={ times.times_count === 'open' ? 'open' : '' }
							options={ [
								{
									value: '',
									label: __(
										'When it is closed',
										'shopwright'
									),
								},
								{
									value: 'open',
									label: __( 'When it opens', 'shopwright' ),
								},
							] }
							onChange={ ( count: '' | 'open' ) =>
								setTimes( { times_count: count } )
							}
						/>
					</>
				) }
			</ConditionToggle>
			<ConditionToggle
				label={ __( 'Only between two dates', 'shopwright' ) }
				enabled={ schedule !== undefined }
				onToggle={ toggle( 'schedule' ) }
			>
				{ schedule && (
					<>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Dates are in', 'shopwright' ) }
							value={ schedule.schedule_timezone }
							options={ [
								{
									value: 'site',
									label: __(
										'The site’s time zone',
										'shopwright'
									),
								},
								{
									value: 'visitor',
									label: __(
										'The visitor’s time zone',
										'shopwright'
									),
								},
							] }
							onChange={ ( zone: 'site' | 'visitor' ) =>
								setSchedule( { schedule_timezone: zone } )
							}
						/>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							type="datetime-local"
							label={ __( 'From', 'shopwright' ) }
							help={ __( 'Empty: from now on.', 'shopwright' ) }
							value={ schedule.schedule_start_date }
							onChange={ ( raw: string ) =>
								setSchedule( {
									schedule_start_date: toWallTime( raw ),
								} )
							}
						/>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							type="datetime-local"
							label={ __( 'Until', 'shopwright' ) }
							help={ __( 'Empty: with no end.', 'shopwright' ) }
							value={ schedule.schedule_end_date }
							onChange={ ( raw: string ) =>
								setSchedule( {
									schedule_end_date: toWallTime( raw ),
								} )
							}
						/>
					</>
				) }
			</ConditionToggle>
		</Section>
	);
}
