/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchSettings, getErrorMessage } from '../../api/settings';
import type { SettingsThunkArgs } from './thunks';

export function getSettings() {
	return async ( { dispatch }: SettingsThunkArgs ) => {
		try {
			dispatch.receiveSettings( await fetchSettings() );
		} catch ( error ) {
			dispatch.receiveLoadError(
				getErrorMessage(
					error,
					__( 'The settings could not be loaded.', 'shopwright' )
				)
			);
		}
	};
}
