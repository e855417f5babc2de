/**
 * Where a visit came from: the rules that turn the landing address and the referrer into a
 * "touch" (a campaign, a search engine, another site, or a typed-in address), written the way
 * WooCommerce's own attribution writes them, so orders read the same in its screens and reports.
 */

/**
 * Campaign parameters: named in the address as WooCommerce names its order fields.
 */
export const UTM_FIELDS = [
	'utm_source',
	'utm_medium',
	'utm_campaign',
	'utm_content',
	'utm_term',
	'utm_id',
	'utm_source_platform',
	'utm_creative_format',
	'utm_marketing_tactic',
] as const;

/** A touch's fields, in the order the cookie stores them. */
export const TOUCH_FIELDS = [
	'source_type',
	...UTM_FIELDS,
	'click_id',
	'date',
	'entrance',
	'referrer',
] as const;

export type TouchField = ( typeof TOUCH_FIELDS )[ number ];
export type Touch = Record< TouchField, string >;
export type TouchType = 'utm' | 'organic' | 'referral' | 'typein';

/** What an absent value is written as; WooCommerce's server drops it. */
export const NONE = '(none)';

/** Ad click ids, and the network that adds each when the link names no source. */
const CLICK_IDS: ReadonlyArray< [ string, string ] > = [
	[ 'gclid', 'google' ],
	[ 'fbclid', 'facebook' ],
	[ 'msclkid', 'bing' ],
	[ 'ttclid', 'tiktok' ],
];

/** Search engines by host (the engine's name is the match), and where they put the words. */
const ENGINE =
	/(?:^|\.)(google|bing|yahoo|duckduckgo|yandex|baidu|ecosia)\.[a-z.]+$/;
const SEARCH_WORDS = [ 'q', 'p', 'text', 'wd' ];

/** Longest value kept from an address or a parameter, in characters. */
export const MAX_VALUE = 100;
export const MAX_URL = 200;

/**
 * Control and invisible format characters (bidirectional overrides such as U+202E, zero-width
 * spaces, tag characters) and line separators; the zero-width joiner and non-joiner stay, as
 * some scripts and emoji need them. The server removes the same from what it reads.
 */
const INVISIBLE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * A value cut to a number of UTF-16 units without splitting a character, control and invisible
 * format characters removed.
 *
 * @param value The value.
 * @param max   Most units kept.
 */
export function clip( value: string, max: number = MAX_VALUE ): string {
	return value
		.replace( INVISIBLE, '' )
		.slice( 0, max )
		.replace( /[\ud800-\udbff]$/, '' );
}

function host( url: URL ): string {
	return url.hostname.replace( /^www\./, '' );
}

function parse( url: string ): URL | null {
	try {
		return url ? new URL( url ) : null;
	} catch {
		return null;
	}
}

/**
 * The date and time as WooCommerce stores a session start: UTC, "YYYY-MM-DD HH:MM:SS".
 *
 * @param date The date.
 */
export function formatDate( date: Date ): string {
	return date.toISOString().slice( 0, 19 ).replace( 'T', ' ' );
}

/**
 * An address as stored: without its fragment, cut to the longest kept.
 *
 * @param url The address.
 */
export function storedUrl( url: URL ): string {
	return clip( url.href.split( '#' )[ 0 ], MAX_URL );
}

/**
 * A page of this site as stored: its path and query (the site is known), cut to the longest kept.
 *
 * @param url The address.
 */
export function storedPath( url: URL ): string {
	return clip( url.pathname + url.search, MAX_URL );
}

/**
 * The referrer as stored when it is another site; "(none)" for this site's own pages, a typed
 * address or a referrer the browser withheld.
 *
 * @param page     The address of this page.
 * @param referrer document.referrer.
 */
export function outsideReferrer( page: string, referrer: string ): string {
	const from = outside( parse( page ), referrer );
	return from ? storedUrl( from ) : NONE;
}

function outside( url: URL | null, referrer: string ): URL | null {
	const from = parse( referrer );
	return url && from && host( from ) !== host( url ) ? from : null;
}

function touch(
	type: TouchType,
	values: Partial< Touch >,
	base: Touch
): Touch {
	return { ...base, ...values, source_type: type };
}

/**
 * The touch this page view makes, or null when it makes none (an inner page of a visit, or a
 * return by typed address when a record exists already, which keeps it).
 *
 * Campaign parameters or a click id give "utm"; a search engine's referrer gives "organic";
 * another site's referrer at the start of a visit gives "referral"; otherwise "typein" when
 * there is no record yet.
 *
 * @param page       The address of this page.
 * @param referrer   document.referrer.
 * @param newSession Whether this view starts a visit (no live session).
 * @param hasRecord  Whether a record exists already.
 * @param now        The time of this view.
 */
export function classify(
	page: string,
	referrer: string,
	newSession: boolean,
	hasRecord: boolean,
	now: Date
): Touch | null {
	const url = parse( page );
	if ( ! url ) {
		return null;
	}
	const other = outside( url, referrer );
	const base = Object.fromEntries(
		TOUCH_FIELDS.map( ( field ) => [ field, NONE ] )
	) as Touch; // Every field is filled just above.
	base.click_id = '';
	base.date = formatDate( now );
	base.entrance = storedPath( url );
	base.referrer = other ? storedUrl( other ) : NONE;

	const query = url.searchParams;
	const click = CLICK_IDS.find( ( [ name ] ) => query.get( name ) );
	const values: Partial< Touch > = {};
	for ( const field of UTM_FIELDS ) {
		const value = query.get( field );
		if ( value ) {
			values[ field ] = clip( value );
		}
	}
	if ( click ) {
		values.click_id = clip(
			`${ click[ 0 ] }:${ query.get( click[ 0 ] ) }`
		);
		values.utm_source ??= click[ 1 ];
		values.utm_medium ??= 'cpc';
	}
	if ( Object.keys( values ).length ) {
		return touch( 'utm', values, base );
	}
	const engine = other && ENGINE.exec( other.hostname );
	if ( engine ) {
		const words = SEARCH_WORDS.map( ( name ) =>
			other.searchParams.get( name )
		).find( Boolean );
		return touch(
			'organic',
			{
				utm_source: engine[ 1 ],
				utm_medium: 'organic',
				utm_term: clip( words || NONE ),
			},
			base
		);
	}
	if ( other && newSession ) {
		return touch(
			'referral',
			{
				utm_source: clip( host( other ) ),
				utm_medium: 'referral',
				utm_content: clip( other.pathname ),
			},
			base
		);
	}
	return hasRecord
		? null
		: touch( 'typein', { utm_source: '(direct)', utm_medium: NONE }, base );
}
