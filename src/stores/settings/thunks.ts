/**
 * WordPress dependencies
 */
import type {
	ReduxStoreConfig,
	StoreDescriptor,
	ThunkArgs,
} from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import {
	getErrorMessage,
	getFieldErrors,
	saveSettings as postSettings,
	type SectionSettings,
	type SettingsSchema,
} from '../../api/settings';
import type * as actions from './actions';
import type { SettingsState } from './reducer';
import type * as selectors from './selectors';
import { SAVE_NOTICE_ID } from './constants';

/**
 * The store as thunks see it. Built from the action and selector modules
 * rather than from `store` in index.ts, whose type depends on these thunks.
 */
type SettingsStoreDescriptor = StoreDescriptor<
	ReduxStoreConfig< SettingsState, typeof actions, typeof selectors >
>;

export type SettingsThunkArgs = ThunkArgs< SettingsStoreDescriptor >;

/**
 * Sends the unsaved edits, and only those. On success the server's settings
 * replace the saved ones; on a 400 the field errors are kept next to their
 * fields. The edits stay in the store whenever the save fails, so nothing
 * the user typed is lost.
 */
export function saveSettings() {
	return async ( { dispatch, select, registry }: SettingsThunkArgs ) => {
		if ( select.isSaving() || ! select.hasEdits() ) {
			return;
		}
		const changes = select.getEdits();
		const notices = registry.dispatch( noticesStore );

		dispatch.setIsSaving( true );
		try {
			const response = await postSettings( changes );
			dispatch.receiveSavedSettings( response, changes );
			notices.createSuccessNotice(
				__( 'Settings saved.', 'shopwright' ),
				{
					id: SAVE_NOTICE_ID,
					type: 'snackbar',
				}
			);
		} catch ( error ) {
			const fieldErrors = getFieldErrors( error );
			if ( Object.keys( fieldErrors ).length > 0 ) {
				dispatch.receiveFieldErrors( fieldErrors );
			}
			notices.createErrorNotice(
				getErrorMessage(
					error,
					__( 'The settings could not be saved.', 'shopwright' )
				),
				{ id: SAVE_NOTICE_ID }
			);
		} finally {
			dispatch.setIsSaving( false );
		}
	};
}

/**
 * A section's defaults from the schema, but for the module's on/off switch, which a reset
 * leaves as it is.
 *
 * @param schema  The settings schema.
 * @param section Section key.
 */
export function sectionDefaults(
	schema: SettingsSchema,
	section: string
): SectionSettings {
	const defaults: SectionSettings = {};
	for ( const [ key, property ] of Object.entries(
		schema.properties[ section ]?.properties ?? {}
	) ) {
		if ( key !== 'enabled' && property.default !== undefined ) {
			defaults[ key ] = property.default;
		}
	}
	return defaults;
}

/**
 * Saves a section's defaults at once (the other sections' unsaved edits are neither sent nor
 * lost). On failure nothing changes and the error is shown.
 *
 * @param section Section key (`general` or a module id).
 */
export function resetSection( section: string ) {
	return async ( { dispatch, select, registry }: SettingsThunkArgs ) => {
		const schema = select.getSchema();
		if ( select.isSaving() || ! schema ) {
			return;
		}
		const title = schema.properties[ section ]?.title ?? section;
		const notices = registry.dispatch( noticesStore );
		dispatch.setIsSaving( true );
		try {
			const response = await postSettings( {
				[ section ]: sectionDefaults( schema, section ),
			} );
			dispatch.receiveResetSection( response, section );
			notices.createSuccessNotice(
				sprintf(
					/* translators: %s: module or section name, such as "Product search". */
					__( '%s is back to its defaults.', 'shopwright' ),
					title
				),
				{ id: SAVE_NOTICE_ID, type: 'snackbar' }
			);
		} catch ( error ) {
			notices.createErrorNotice(
				getErrorMessage(
					error,
					__( 'The settings could not be reset.', 'shopwright' )
				),
				{ id: SAVE_NOTICE_ID }
			);
		} finally {
			dispatch.setIsSaving( false );
		}
	};
}
