/**
 * The attribution config the server prints as JSON in #shopwright-attribution-config.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';

export const CONFIG_ID = 'shopwright-attribution-config';

/** What the attribution script itself needs: whether it may record, and the consent it awaits. */
export interface TrackingConfig {
	/** The owner's setting and WooCommerce's allow-tracking filter together. */
	allowTracking: boolean;
	/** The WP Consent API category that must be granted, or '' when the site has no such API. */
	consent: string;
}

/** What the forms script needs besides. */
export interface AttributionConfig extends TrackingConfig {
	/** Prefix of the hidden inputs' names (WooCommerce's). */
	prefix: string;
	/** WooCommerce's field names. */
	fields: string[];
	/** Which touch is the order's origin. */
	origin: 'first' | 'last';
}

function readJson(
	text: string | null | undefined
): Record< string, unknown > | null {
	try {
		const json: unknown = JSON.parse( text ?? '' );
		return isRecord( json ) ? json : null;
	} catch {
		return null;
	}
}

type TrackingFields = { allowTracking?: unknown; consent?: unknown };

function tracking( json: TrackingFields ): TrackingConfig {
	return {
		allowTracking: json.allowTracking === true,
		consent: String( json.consent ?? '' ),
	};
}

/**
 * The tracking part of the page's config; null when it is missing or malformed.
 *
 * @param text The config element's text.
 */
export function readTrackingConfig(
	text: string | null | undefined
): TrackingConfig | null {
	try {
		// Kept lean: this part runs on every page. Anything but an object's fields reads as off.
		const json: TrackingFields | null = JSON.parse( text ?? '' );
		return typeof json === 'object' && json ? tracking( json ) : null;
	} catch {
		return null;
	}
}

/**
 * The whole config, for the forms; null when it is missing or malformed.
 *
 * @param text The config element's text.
 */
export function readConfig(
	text: string | null | undefined
): AttributionConfig | null {
	const json = readJson( text );
	return json && Array.isArray( json.fields )
		? {
				...tracking( json ),
				prefix: String( json.prefix ?? '' ),
				fields: json.fields.filter( ( field ): field is string =>
					/^[a-z_]+$/.test( String( field ) )
				),
				origin: json.origin === 'first' ? 'first' : 'last',
			}
		: null;
}
