/**
 * WordPress dependencies
 */
import { PluginDocumentSettingPanel } from '@wordpress/editor';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AnimationSection } from './components/animation-section';
import { AudienceSection } from './components/audience-section';
import { BehaviourSection } from './components/behaviour-section';
import { ClosingSection } from './components/closing-section';
import { Fields } from './components/fields';
import { FrequencySection } from './components/frequency-section';
import { LocationPanelContent } from './components/location-panel';
import { OpeningSection } from './components/opening-section';
import { TotalsPanelContent } from './components/totals-panel';
import { VisitsSection } from './components/visits-section';
import { usePopupMeta } from './use-popup-meta';

/**
 * The popup's panels in the document sidebar: how and when it shows, where,
 * and how it did in the last 30 days.
 */
export function PopupSettingsPlugin() {
	const { settings, location, setSettings, setLocation } = usePopupMeta();
	const sectionProps = { settings, onChange: setSettings };
	return (
		<>
			<PluginDocumentSettingPanel
				name="shopwright-popup-settings"
				title={ __( 'Popup settings', 'shopwright' ) }
			>
				<Fields>
					<OpeningSection { ...sectionProps } />
					<AudienceSection { ...sectionProps } />
					<VisitsSection { ...sectionProps } />
					<FrequencySection { ...sectionProps } />
					<ClosingSection { ...sectionProps } />
					<AnimationSection { ...sectionProps } />
					<BehaviourSection { ...sectionProps } />
				</Fields>
			</PluginDocumentSettingPanel>
			<PluginDocumentSettingPanel
				name="shopwright-popup-location"
				title={ __( 'Where it shows', 'shopwright' ) }
			>
				<LocationPanelContent
					location={ location }
					onChange={ setLocation }
				/>
			</PluginDocumentSettingPanel>
			<PluginDocumentSettingPanel
				name="shopwright-popup-totals"
				title={ __( 'Last 30 days', 'shopwright' ) }
			>
				<TotalsPanelContent />
			</PluginDocumentSettingPanel>
		</>
	);
}
