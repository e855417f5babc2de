/**
 * Internal dependencies
 */
import type {
	FieldErrors,
	SettingValue,
	SettingsChanges,
	SettingsResponse,
} from '../../api/settings';

export function receiveSettings( response: SettingsResponse ) {
	return {
		type: 'RECEIVE_SETTINGS',
		response,
	} as const;
}

/**
 * The settings the server kept after a save. `saved` are the edits that were
 * sent: they are dropped from the unsaved edits unless the user changed them
 * again while the request was in flight.
 *
 * @param response The server's response.
 * @param saved    The edits that were sent.
 */
export function receiveSavedSettings(
	response: SettingsResponse,
	saved: SettingsChanges
) {
	return {
		type: 'RECEIVE_SAVED_SETTINGS',
		response,
		saved,
	} as const;
}

/**
 * The settings the server kept after a section was reset to its defaults: every unsaved edit
 * and error of that section goes, the rest stay.
 *
 * @param response The server's response.
 * @param section  The section that was reset.
 */
export function receiveResetSection(
	response: SettingsResponse,
	section: string
) {
	return {
		type: 'RECEIVE_RESET_SECTION',
		response,
		section,
	} as const;
}

export function receiveLoadError( message: string ) {
	return {
		type: 'RECEIVE_LOAD_ERROR',
		message,
	} as const;
}

export function editSetting(
	section: string,
	key: string,
	value: SettingValue
) {
	return {
		type: 'EDIT_SETTING',
		section,
		key,
		value,
	} as const;
}

export function receiveFieldErrors( errors: FieldErrors ) {
	return {
		type: 'RECEIVE_FIELD_ERRORS',
		errors,
	} as const;
}

export function setIsSaving( isSaving: boolean ) {
	return {
		type: 'SET_IS_SAVING',
		isSaving,
	} as const;
}

export type SettingsAction = ReturnType<
	| typeof receiveSettings
	| typeof receiveSavedSettings
	| typeof receiveResetSection
	| typeof receiveLoadError
	| typeof editSetting
	| typeof receiveFieldErrors
	| typeof setIsSaving
>;
