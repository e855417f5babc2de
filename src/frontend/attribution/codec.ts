/**
 * The two cookies attribution keeps, and the compact text they hold. The record (first and last
 * touch, the last left empty while it is the first; visit count, promo code) lives six months; the session (pages seen, when and where it
 * started, its referrer) thirty minutes after the last page view. Each value is URI-encoded and
 * the values are joined with "|", which encoding never produces; the server reads the same
 * format. Both cookies together stay under 1 KB: a value that would push a cookie over its share
 * is shortened, longest first.
 */

/**
 * Internal dependencies
 */
import { TOUCH_FIELDS, clip, type Touch } from './touch';

export const RECORD_COOKIE = 'shopwright_attribution';
export const SESSION_COOKIE = 'shopwright_attribution_session';
const VERSION = '1';
/** Six months of thirty days, and thirty minutes, in seconds. */
export const RECORD_LIFETIME = 6 * 30 * 24 * 60 * 60;
export const SESSION_LIFETIME = 30 * 60;
/** Most bytes of each cookie's value: with the names, under 1 KB together. */
export const RECORD_BUDGET = 680;
export const SESSION_BUDGET = 260;

export interface AttributionRecord {
	first: Touch;
	last: Touch;
	/** Visits (sessions) so far, this one included. */
	visits: number;
	/** A random number from 100000 to 999999, kept for the record's life. */
	promo: number;
}

export interface AttributionSession {
	pages: number;
	/** When the visit started, "YYYY-MM-DD HH:MM:SS" UTC. */
	start: string;
	entrance: string;
	referrer: string;
}

/**
 * The values joined, each shortened as needed (longest first) until the text fits the budget.
 *
 * @param values The values.
 * @param budget Most bytes of the joined text.
 */
export function fit( values: string[], budget: number ): string {
	const parts = [ ...values ];
	let encoded = parts.map( encodeURIComponent );
	while ( encoded.join( '|' ).length > budget ) {
		const lengths = encoded.map( ( value ) => value.length );
		const longest = lengths.indexOf( Math.max( ...lengths ) );
		if ( ! parts[ longest ] ) {
			break;
		}
		parts[ longest ] = clip(
			parts[ longest ],
			// slice() drops the fraction.
			parts[ longest ].length * 0.75
		);
		encoded = parts.map( encodeURIComponent );
	}
	return encoded.join( '|' );
}

/**
 * Every cookie's value as stored (still encoded: the codec decodes each part itself), by name.
 *
 * @param cookies document.cookie.
 */
export function cookieJar( cookies: string ): Record< string, string > {
	return Object.fromEntries(
		cookies.split( ';' ).map( ( pair ) => {
			const at = pair.indexOf( '=' );
			return [ pair.slice( 0, at ).trim(), pair.slice( at + 1 ).trim() ];
		} )
	);
}

function split( text: string | undefined, count: number ): string[] | null {
	if ( ! text ) {
		return null;
	}
	const parts = text.split( '|' );
	if ( parts.length !== count ) {
		return null;
	}
	try {
		return parts.map( decodeURIComponent );
	} catch {
		return null;
	}
}

function touchFrom( values: string[] ): Touch {
	return Object.fromEntries(
		TOUCH_FIELDS.map( ( field, index ) => [ field, values[ index ] ] )
	) as Touch; // One value per field, by construction.
}

function whole( value: string, min: number, max: number ): number | null {
	const number = Math.floor( +value );
	return number >= min && number <= max ? number : null;
}

export function encodeRecord( record: AttributionRecord ): string {
	return fit(
		[
			VERSION,
			`${ record.visits }`,
			`${ record.promo }`,
			...TOUCH_FIELDS.map( ( field ) => record.first[ field ] ),
			// A last touch that is the first is written as empty fields.
			...TOUCH_FIELDS.map( ( field ) =>
				TOUCH_FIELDS.some(
					( f ) => record.first[ f ] !== record.last[ f ]
				)
					? record.last[ field ]
					: ''
			),
		],
		RECORD_BUDGET
	);
}

/**
 * The record in a cookie's text, or null when it is missing, of another version, or damaged:
 * a damaged record is started afresh, never half read.
 *
 * @param text The cookie's value, as stored (encoded).
 */
export function decodeRecord(
	text: string | undefined
): AttributionRecord | null {
	const count = TOUCH_FIELDS.length;
	const values = split( text, 3 + 2 * count );
	if ( ! values || values[ 0 ] !== VERSION ) {
		return null;
	}
	const visits = whole( values[ 1 ], 1, 1e9 );
	const promo = whole( values[ 2 ], 100000, 999999 );
	const first = touchFrom( values.slice( 3, 3 + count ) );
	const last = values[ 3 + count ]
		? touchFrom( values.slice( 3 + count ) )
		: first;
	return visits && promo && first.source_type && last.source_type
		? { first, last, visits, promo }
		: null;
}

export function encodeSession( session: AttributionSession ): string {
	return fit(
		[
			`${ session.pages }`,
			session.start,
			session.entrance,
			session.referrer,
		],
		SESSION_BUDGET
	);
}

export function decodeSession(
	text: string | undefined
): AttributionSession | null {
	const values = split( text, 4 );
	const pages = values && whole( values[ 0 ], 1, 1e9 );
	return values && pages
		? {
				pages,
				start: values[ 1 ],
				entrance: values[ 2 ],
				referrer: values[ 3 ],
			}
		: null;
}
