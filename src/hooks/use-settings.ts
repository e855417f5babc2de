/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import type {
	ModuleInfo,
	SettingValue,
	Settings,
	SettingsSchema,
} from '../api/settings';
import { store as settingsStore } from '../stores/settings';
import { getFieldPath } from '../stores/settings/reducer';

export interface SettingsData {
	/** The saved settings with the unsaved edits laid over them. */
	settings: Settings;
	/** The settings as saved: what is live on the site. */
	saved: Settings;
	modules: ModuleInfo[];
	schema: SettingsSchema;
	woocommerceActive: boolean;
}

export interface UseSettingsResult {
	data: SettingsData | null;
	error: string | null;
	isLoading: boolean;
}

/**
 * The settings page's data; selecting it loads the settings once.
 */
export function useSettings(): UseSettingsResult {
	const { settings, saved, modules, schema, woocommerceActive, error } =
		useSelect( ( select ) => {
			const settingsSelectors = select( settingsStore );
			return {
				// Selecting the saved settings runs their resolver.
				saved: settingsSelectors.getSettings(),
				settings: settingsSelectors.getEditedSettings(),
				modules: settingsSelectors.getModules(),
				schema: settingsSelectors.getSchema(),
				woocommerceActive: settingsSelectors.isWooCommerceActive(),
				error: settingsSelectors.getLoadError(),
			};
		}, [] );

	return useMemo( () => {
		if ( settings === null || saved === null || schema === null ) {
			return { data: null, error, isLoading: error === null };
		}
		return {
			data: { settings, saved, modules, schema, woocommerceActive },
			error,
			isLoading: false,
		};
	}, [ settings, saved, modules, schema, woocommerceActive, error ] );
}

export interface SettingsActions {
	editSetting: ( section: string, key: string, value: SettingValue ) => void;
	save: () => void;
	reset: ( section: string ) => void;
}

export function useSettingsActions(): SettingsActions {
	const { editSetting, saveSettings, resetSection } =
		useDispatch( settingsStore );
	return useMemo(
		() => ( {
			editSetting: ( section, key, value ) => {
				editSetting( section, key, value );
			},
			save: () => {
				saveSettings();
			},
			reset: ( section ) => {
				resetSection( section );
			},
		} ),
		[ editSetting, saveSettings, resetSection ]
	);
}

/**
 * Whether a section has unsaved edits.
 *
 * @param section Section key.
 */
export function useSectionHasEdits( section: string ): boolean {
	return useSelect(
		( select ) =>
			Object.keys( select( settingsStore ).getEdits()[ section ] ?? {} )
				.length > 0,
		[ section ]
	);
}

/**
 * The server's message for an invalid value, until the field is edited.
 *
 * @param section Section key (`general` or a module id).
 * @param key     Setting key; omit it for errors about the whole section.
 */
export function useFieldError(
	section: string,
	key?: string
): string | undefined {
	return useSelect(
		( select ) =>
			select( settingsStore ).getFieldError(
				key === undefined ? section : getFieldPath( section, key )
			),
		[ section, key ]
	);
}

/**
 * Whether a module is switched on in the saved settings (its routes exist only then).
 *
 * @param moduleId Module id.
 */
export function useIsModuleSaved( moduleId: string ): boolean {
	return useSelect(
		( select ) =>
			select( settingsStore ).getSettings()?.[ moduleId ]?.enabled ===
			true,
		[ moduleId ]
	);
}

export function useIsSaving(): boolean {
	return useSelect( ( select ) => select( settingsStore ).isSaving(), [] );
}

export function useHasEdits(): boolean {
	return useSelect( ( select ) => select( settingsStore ).hasEdits(), [] );
}

export type StoreNoticeAction = {
	label: string;
	url?: string | null;
	onClick?: ( () => void ) | null;
};

export type StoreNotice = {
	id: string;
	status: 'info' | 'warning' | 'error' | 'success';
	content: string;
	spokenMessage?: string | null;
	isDismissible: boolean;
	onDismiss?: () => void;
	type: string;
	actions: StoreNoticeAction[];
};

/**
 * The page's notices (`core/notices`, global context), split the way they
 * are rendered: inline notices and snackbars.
 */
export function useSettingsNotices() {
	// select() of @wordpress/data 10 returns the notices store's selectors untyped, so the
	// notices are described here by the fields this app reads.
	const notices: StoreNotice[] = useSelect(
		( select ) => select( noticesStore ).getNotices(),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return useMemo(
		() => ( {
			notices: notices.filter( ( notice ) => notice.type !== 'snackbar' ),
			snackbars: notices.filter(
				( notice ) => notice.type === 'snackbar'
			),
			removeNotice: ( id: string ) => {
				removeNotice( id );
			},
		} ),
		[ notices, removeNotice ]
	);
}
