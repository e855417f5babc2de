/**
 * The attribution config the server prints as JSON in #shopwright-attribution-config.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../utils/is-record';

export const CONFIG_ID = 'shopwright-attribution-config';

export interface AttributionConfig {
	/** Prefix of the hidden inputs' names (WooCommerce's). */
	prefix: string;
	/** WooCommerce's field names. */
	fields: string[];
	/** The owner's setting and WooCommerce's allow-tracking filter together. */
	allowTracking: boolean;
	/** Which touch is the order's origin. */
	origin: 'first' | 'last';
	/** The WP Consent API category that must be granted, or '' when the site has no such API. */
	consent: string;
}

export function readConfig(
	text: string | null | undefined
): AttributionConfig | null {
	try {
		const json: unknown = JSON.parse( text ?? '' );
		return isRecord( json ) && Array.isArray( json.fields )
			? {
					prefix: String( json.prefix ?? '' ),
					fields: json.fields.filter( ( field ): field is string =>
						/^[a-z_]+$/.test( String( field ) )
					),
					allowTracking: json.allowTracking === true,
					origin: json.origin === 'first' ? 'first' : 'last',
					consent: String( json.consent ?? '' ),
				}
			: null;
	} catch {
		return null;
	}
}
