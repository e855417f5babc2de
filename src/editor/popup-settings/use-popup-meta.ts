/**
 * WordPress dependencies
 */
import { useEntityProp } from '@wordpress/core-data';
import { useCallback, useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { LOCATION_META, POST_TYPE, SETTINGS_META } from './constants';
import { isRecord } from '../../utils/is-record';
import { normalizeLocation, normalizeSettings } from './normalize';
import type { PopupLocation, PopupSettings } from '../../types/popups';

export type PopupMeta = {
	settings: PopupSettings;
	location: PopupLocation;
	setSettings: ( settings: PopupSettings ) => void;
	setLocation: ( location: PopupLocation ) => void;
};

/**
 * The edited popup's settings and location, read and edited through its meta;
 * the editor saves them with the post, and the REST API checks them.
 */
export function usePopupMeta(): PopupMeta {
	const [ meta, setMeta ] = useEntityProp( 'postType', POST_TYPE, 'meta' );
	const record: unknown = meta;
	const fields = isRecord( record ) ? record : {};
	const storedSettings = fields[ SETTINGS_META ];
	const storedLocation = fields[ LOCATION_META ];

	const settings = useMemo(
		() => normalizeSettings( storedSettings ),
		[ storedSettings ]
	);
	const location = useMemo(
		() => normalizeLocation( storedLocation ),
		[ storedLocation ]
	);
	// The post type's meta edits are merged key by key, so each setter sends
	// its own key only.
	const setSettings = useCallback(
		( next: PopupSettings ) => setMeta( { [ SETTINGS_META ]: next } ),
		[ setMeta ]
	);
	const setLocation = useCallback(
		( next: PopupLocation ) => setMeta( { [ LOCATION_META ]: next } ),
		[ setMeta ]
	);

	return { settings, location, setSettings, setLocation };
}
