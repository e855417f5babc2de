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
import { toggleTrigger, withEntry } from '../helpers';
import type { PopupSettings, Triggers } from '../../../types/popups';

type Props = {
	settings: PopupSettings;
	onChange: ( settings: PopupSettings ) => void;
};

/**
 * When the popup opens: a click on matching elements, and the triggers (the
 * first one that fires opens it).
 *
 * @param props          Component props.
 * @param props.settings The popup's settings.
 * @param props.onChange Receives the changed settings.
 */
export function OpeningSection( { settings, onChange }: Props ) {
	const { triggers } = settings;
	const setTriggers = ( next: Triggers ) =>
		onChange( { ...settings, triggers: next } );
	const toggle = ( key: keyof Triggers ) => ( enabled: boolean ) =>
		setTriggers( toggleTrigger( triggers, key, enabled ) );

	return (
		<Section title={ __( 'When it opens', 'shopwright' ) }>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Open on a click on', 'shopwright' ) }
				help={ __(
					'A CSS selector, such as .open-newsletter: a click on any matching element opens the popup.',
					'shopwright'
				) }
				maxLength={ 500 }
				value={ settings.open_selector }
				onChange={ ( value: string ) =>
					onChange( { ...settings, open_selector: value } )
				}
			/>
			<ConditionToggle
				label={ __( 'On page load', 'shopwright' ) }
				enabled={ triggers.page_load !== undefined }
				onToggle={ toggle( 'page_load' ) }
			>
				{ triggers.page_load && (
					<NumberField
						label={ __( 'Delay (seconds)', 'shopwright' ) }
						value={ triggers.page_load.delay }
						bounds={ LIMITS.delay }
						onChange={ ( delay ) =>
							setTriggers(
								withEntry( triggers, 'page_load', { delay } )
							)
						}
					/>
				) }
			</ConditionToggle>
			<ConditionToggle
				label={ __( 'On scroll', 'shopwright' ) }
				enabled={ triggers.scrolling !== undefined }
				onToggle={ toggle( 'scrolling' ) }
			>
				{ triggers.scrolling && (
					<>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Direction', 'shopwright' ) }
							value={ triggers.scrolling.direction }
							options={ [
								{
									value: 'down',
									label: __(
										'Down, past a share of the page',
										'shopwright'
									),
								},
								{
									value: 'up',
									label: __(
										'Up, by any amount',
										'shopwright'
									),
								},
							] }
							onChange={ ( direction: 'down' | 'up' ) =>
								setTriggers(
									withEntry( triggers, 'scrolling', {
										offset: triggers.scrolling?.offset ?? 0,
										direction,
									} )
								)
							}
						/>
						{ triggers.scrolling.direction === 'down' && (
							<NumberField
								label={ __(
									'Share of the page (%)',
									'shopwright'
								) }
								value={ triggers.scrolling.offset }
								bounds={ LIMITS.offset }
								onChange={ ( offset ) =>
									setTriggers(
										withEntry( triggers, 'scrolling', {
											direction: 'down',
											offset,
										} )
									)
								}
							/>
						) }
					</>
				) }
			</ConditionToggle>
			<ConditionToggle
				label={ __( 'On scrolling to an element', 'shopwright' ) }
				enabled={ triggers.scrolling_to !== undefined }
				onToggle={ toggle( 'scrolling_to' ) }
			>
				{ triggers.scrolling_to && (
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Element (CSS selector)', 'shopwright' ) }
						maxLength={ 500 }
						value={ triggers.scrolling_to.selector }
						onChange={ ( selector: string ) =>
							setTriggers(
								withEntry( triggers, 'scrolling_to', {
									selector,
								} )
							)
						}
					/>
				) }
			</ConditionToggle>
			<ConditionToggle
				label={ __( 'After a number of clicks', 'shopwright' ) }
				help={ __( 'Clicks anywhere on the page.', 'shopwright' ) }
				enabled={ triggers.click !== undefined }
				onToggle={ toggle( 'click' ) }
			>
				{ triggers.click && (
					<NumberField
						label={ __( 'Clicks', 'shopwright' ) }
						value={ triggers.click.times }
						bounds={ { ...LIMITS.clicks, integer: true } }
						onChange={ ( times ) =>
							setTriggers(
								withEntry( triggers, 'click', { times } )
							)
						}
					/>
				) }
			</ConditionToggle>
			<ConditionToggle
				label={ __( 'After a time without activity', 'shopwright' ) }
				enabled={ triggers.inactivity !== undefined }
				onToggle={ toggle( 'inactivity' ) }
			>
				{ triggers.inactivity && (
					<NumberField
						label={ __(
							'Seconds without a key press or mouse move',
							'shopwright'
						) }
						value={ triggers.inactivity.time }
						bounds={ LIMITS.inactivity }
						onChange={ ( time ) =>
							setTriggers(
								withEntry( triggers, 'inactivity', { time } )
							)
						}
					/>
				) }
			</ConditionToggle>
			<ConditionToggle
				label={ __(
					'When the visitor is about to leave',
					'shopwright'
				) }
				help={ __(
					'When the pointer leaves the window at the top.',
					'shopwright'
				) }
				enabled={ triggers.exit_intent !== undefined }
				onToggle={ toggle( 'exit_intent' ) }
			/>
			<ConditionToggle
				label={ __( 'When an ad blocker is detected', 'shopwright' ) }
				enabled={ triggers.adblock_detection !== undefined }
				onToggle={ toggle( 'adblock_detection' ) }
			>
				{ triggers.adblock_detection && (
					<NumberField
						label={ __( 'Check after (seconds)', 'shopwright' ) }
						value={ triggers.adblock_detection.delay }
						bounds={ LIMITS.delay }
						onChange={ ( delay ) =>
							setTriggers(
								withEntry( triggers, 'adblock_detection', {
									delay,
								} )
							)
						}
					/>
				) }
			</ConditionToggle>
		</Section>
	);
}
