/**
 * Internal dependencies
 */
import type {
	FieldErrors,
	ModuleInfo,
	SettingValue,
	Settings,
	SettingsChanges,
	SettingsResponse,
	SettingsSchema,
} from '../../api/settings';
import type { SettingsAction } from './actions';

export interface SettingsState {
	/** The settings as the server last returned them; null until loaded. */
	settings: Settings | null;
	modules: ModuleInfo[];
	schema: SettingsSchema | null;
	woocommerceActive: boolean;
	/** Unsaved edits, by section and key: what "Save" sends. */
	edits: SettingsChanges;
	/** Messages for invalid values, keyed by `section.key` (or `section`). */
	fieldErrors: FieldErrors;
	isSaving: boolean;
	loadError: string | null;
}

export const DEFAULT_STATE: SettingsState = {
	settings: null,
	modules: [],
	schema: null,
	woocommerceActive: false,
	edits: {},
	fieldErrors: {},
	isSaving: false,
	loadError: null,
};

export function getFieldPath( section: string, key: string ): string {
	return `${ section }.${ key }`;
}

function setEdit(
	edits: SettingsChanges,
	section: string,
	key: string,
	value: SettingValue
): SettingsChanges {
	return {
		...edits,
		[ section ]: { ...edits[ section ], [ key ]: value },
	};
}

/**
 * Keeps the edits for which `keep` is true, dropping sections left empty so
 * that an empty object means "nothing to save".
 *
 * @param edits The unsaved edits.
 * @param keep  Whether to keep one edit.
 */
function filterEdits(
	edits: SettingsChanges,
	keep: ( section: string, key: string, value: SettingValue ) => boolean
): SettingsChanges {
	const result: SettingsChanges = {};
	for ( const [ section, values ] of Object.entries( edits ) ) {
		const kept = Object.entries( values ).filter( ( [ key, value ] ) =>
			keep( section, key, value )
		);
		if ( kept.length > 0 ) {
			result[ section ] = Object.fromEntries( kept );
		}
	}
	return result;
}

function withoutKey( errors: FieldErrors, path: string ): FieldErrors {
	if ( ! Object.hasOwn( errors, path ) ) {
		return errors;
	}
	const rest = { ...errors };
	delete rest[ path ];
	return rest;
}

function receive(
	state: SettingsState,
	response: SettingsResponse
): SettingsState {
	return {
		...state,
		settings: response.settings,
		modules: response.modules,
		schema: response.schema,
		woocommerceActive: response.woocommerce_active,
		loadError: null,
	};
}

export function reducer(
	state: SettingsState = DEFAULT_STATE,
	action: SettingsAction
): SettingsState {
	switch ( action.type ) {
		case 'RECEIVE_SETTINGS':
			return receive( state, action.response );

		case 'RECEIVE_SAVED_SETTINGS': {
			const { settings } = action.response;
			return {
				...receive( state, action.response ),
				// Edits made while the request was in flight survive; the
				// ones that were sent, or now match what is stored, go.
				edits: filterEdits(
					state.edits,
					( section, key, value ) =>
						value !== action.saved[ section ]?.[ key ] &&
						value !== settings[ section ]?.[ key ]
				),
				fieldErrors: {},
			};
		}

		case 'RECEIVE_RESET_SECTION': {
			const prefix = getFieldPath( action.section, '' );
			return {
				...receive( state, action.response ),
				edits: filterEdits(
					state.edits,
					( section ) => section !== action.section
				),
				fieldErrors: Object.fromEntries(
					Object.entries( state.fieldErrors ).filter(
						( [ path ] ) =>
							path !== action.section &&
							! path.startsWith( prefix )
					)
				),
			};
		}

		case 'RECEIVE_LOAD_ERROR':
			return { ...state, loadError: action.message };

		case 'EDIT_SETTING': {
			const { section, key, value } = action;
			const isSavedValue = state.settings?.[ section ]?.[ key ] === value;
			return {
				...state,
				// Going back to the saved value is not a change to send.
				edits: isSavedValue
					? filterEdits(
							state.edits,
							( editSection, editKey ) =>
								editSection !== section || editKey !== key
						)
					: setEdit( state.edits, section, key, value ),
				fieldErrors: withoutKey(
					state.fieldErrors,
					getFieldPath( section, key )
				),
			};
		}

		case 'RECEIVE_FIELD_ERRORS':
			return { ...state, fieldErrors: action.errors };

		case 'SET_IS_SAVING':
			return { ...state, isSaving: action.isSaving };

		default:
			return state;
	}
}
