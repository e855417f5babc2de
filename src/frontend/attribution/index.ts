/**
 * Order attribution: records where a visitor came from in two small first-party cookies and
 * hands it to the checkout, in place of WooCommerce's sourcebuster scripts. Nothing is written
 * while tracking is off or, with the WP Consent API on the site, before the visitor consents:
 * this page's view is kept in memory and written when consent arrives. What it records is
 * published for the forms and for other code (see api.ts).
 */

/**
 * Internal dependencies
 */
import {
	RECORD_COOKIE,
	RECORD_LIFETIME,
	SESSION_COOKIE,
	SESSION_LIFETIME,
	cookieJar,
	decodeRecord,
	decodeSession,
	encodeRecord,
	encodeSession,
} from './codec';
import { publish } from './api';
import { CONFIG_ID, readTrackingConfig, type TrackingConfig } from './config';
import { visit, type Attribution } from './state';

function setCookie( name: string, value: string, maxAge: number ): void {
	const secure = window.location.protocol === 'https:' ? '; secure' : '';
	document.cookie = `${ name }=${ value }; path=/; max-age=${ maxAge }; samesite=lax${ secure }`;
}

/**
 * Removes every attribution cookie: ours, and sourcebuster's from before (sbjs_*, which
 * WooCommerce sets for the page's host, as these are removed).
 */
export function removeCookies(): void {
	for ( const name of Object.keys( cookieJar( document.cookie ) ) ) {
		if ( /^(sbjs_|shopwright_attribution)/.test( name ) ) {
			setCookie( name, '', -1 );
		}
	}
}

declare global {
	interface Window {
		/** The WP Consent API's check, where that plugin is on the site. */
		wp_has_consent?: ( category: string ) => boolean;
	}
}

/**
 * Runs attribution for this page view.
 *
 * @param config The page's config.
 */
export function start( config: TrackingConfig ): void {
	// This view, worked out once: written now, or when consent arrives later on this page.
	const jar = cookieJar( document.cookie );
	const attribution: Attribution = visit(
		decodeRecord( jar[ RECORD_COOKIE ] ),
		decodeSession( jar[ SESSION_COOKIE ] ),
		{
			page: window.location.href,
			referrer: document.referrer,
			now: new Date(),
			random: Math.random,
		}
	);
	const record = (): void => {
		setCookie(
			RECORD_COOKIE,
			encodeRecord( attribution.record ),
			RECORD_LIFETIME
		);
		setCookie(
			SESSION_COOKIE,
			encodeSession( attribution.session ),
			SESSION_LIFETIME
		);
		publish( attribution );
	};
	const forget = (): void => {
		removeCookies();
		publish( null );
	};

	if ( ! config.allowTracking ) {
		forget();
		return;
	}
	if ( ! config.consent ) {
		record();
		return;
	}
	( window.wp_has_consent?.( config.consent ) ? record : forget )();
	document.addEventListener( 'wp_listen_for_consent_change', ( event ) => {
		// The WP Consent API sends a CustomEvent whose detail maps categories to allow or deny.
		const value: unknown = ( event as CustomEvent ).detail?.[
			config.consent
		];
		if ( value === 'allow' ) {
			record();
		} else if ( value === 'deny' ) {
			forget();
		}
	} );
}

const config = readTrackingConfig(
	document.getElementById( CONFIG_ID )?.textContent
);
if ( config ) {
	start( config );
}
