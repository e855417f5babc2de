/**
 * WordPress dependencies
 */
import { createSelector } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type {
	FieldErrors,
	ModuleInfo,
	Settings,
	SettingsChanges,
	SettingsSchema,
} from '../../api/settings';
import type { SettingsState } from './reducer';

/**
 * The settings as saved on the server; null until loaded. Has a resolver:
 * selecting it loads the settings.
 *
 * @param state Store state.
 */
export function getSettings( state: SettingsState ): Settings | null {
	return state.settings;
}

export function getModules( state: SettingsState ): ModuleInfo[] {
	return state.modules;
}

export function getSchema( state: SettingsState ): SettingsSchema | null {
	return state.schema;
}

export function isWooCommerceActive( state: SettingsState ): boolean {
	return state.woocommerceActive;
}

/**
 * The unsaved edits only, by section and key.
 *
 * @param state Store state.
 */
export function getEdits( state: SettingsState ): SettingsChanges {
	return state.edits;
}

/**
 * The saved settings with the unsaved edits laid over them: what the form
 * shows. Null until loaded.
 */
export const getEditedSettings = createSelector(
	( state: SettingsState ): Settings | null => {
		if ( state.settings === null ) {
			return null;
		}
		const edited: Settings = { ...state.settings };
		for ( const [ section, values ] of Object.entries( state.edits ) ) {
			edited[ section ] = { ...edited[ section ], ...values };
		}
		return edited;
	},
	( state: SettingsState ) => [ state.settings, state.edits ]
);

export function hasEdits( state: SettingsState ): boolean {
	return Object.keys( state.edits ).length > 0;
}

export function getFieldErrors( state: SettingsState ): FieldErrors {
	return state.fieldErrors;
}

/**
 * The message for one invalid value, if the last save rejected it.
 *
 * @param state Store state.
 * @param path  `section.key`, or `section` for a whole section.
 */
export function getFieldError(
	state: SettingsState,
	path: string
): string | undefined {
	return Object.hasOwn( state.fieldErrors, path )
		? state.fieldErrors[ path ]
		: undefined;
}

export function isSaving( state: SettingsState ): boolean {
	return state.isSaving;
}

export function getLoadError( state: SettingsState ): string | null {
	return state.loadError;
}
