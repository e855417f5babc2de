/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';

export type SiteRole = { slug: string; name: string };

declare global {
	interface Window {
		/** Printed before the script by includes/Popups/PopupEditorAssets.php. */
		shopwrightPopupEditor?: unknown;
	}
}

/**
 * The site's roles from the data the server printed (the REST API does not
 * list roles); an empty list when it is missing or malformed.
 *
 * @param data The printed data.
 */
export function readSiteRoles( data: unknown ): SiteRole[] {
	if ( ! isRecord( data ) || ! Array.isArray( data.roles ) ) {
		return [];
	}
	return data.roles.flatMap( ( role: unknown ): SiteRole[] =>
		isRecord( role ) &&
		typeof role.slug === 'string' &&
		typeof role.name === 'string'
			? [ { slug: role.slug, name: role.name } ]
			: []
	);
}

export function getSiteRoles(): SiteRole[] {
	return readSiteRoles( window.shopwrightPopupEditor );
}
