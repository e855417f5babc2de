/**
 * The timing conditions: one pure function each, reading everything from an
 * explicit environment. A condition is active only when its key is set, and
 * every active one must pass.
 */

/**
 * Internal dependencies
 */
import type { Browser, Device, Timing } from '../../types/popups';
import { PERIODS } from '../../stores/popups/constants';
import type {
	GlobalCounters,
	PopupCounters,
} from '../../stores/popups/reducer';

export type Environment = {
	referrer: string;
	/** The page's host (location.host). */
	host: string;
	userAgent: string;
	viewportWidth: number;
	/** The visitor's clock, in ms since the epoch. */
	now: number;
	/** Ms since the page loaded, added to the server's time for the site time zone. */
	elapsed: number;
	counters: GlobalCounters;
	popup: PopupCounters;
	user: { loggedIn: boolean; roles: string[] };
};

type Check< K extends keyof Timing > = (
	setting: NonNullable< Timing[ K ] >,
	env: Environment
) => boolean;

const SEARCH_ENGINES = /^(google|yahoo|bing|yandex|baidu)/;

export function getDevice( width: number ): Device {
	if ( width >= 1025 ) {
		return 'desktop';
	}
	return width >= 768 ? 'tablet' : 'mobile';
}

/**
 * The browser of a user agent. Order matters: Edge and Opera also claim to be
 * Chrome, and Chrome and Edge claim to be Safari.
 *
 * @param userAgent The navigator's user agent.
 */
export function detectBrowser( userAgent: string ): Browser | null {
	const tests: Array< [ Browser, RegExp ] > = [
		[ 'ie', /MSIE |Trident\// ],
		[ 'edge', /Edg(e|A|iOS)?\// ],
		[ 'opera', /OPR\/|Opera/ ],
		[ 'firefox', /Firefox\/|FxiOS\// ],
		[ 'chrome', /Chrom(e|ium)\/|CriOS\// ],
		[ 'safari', /Safari\// ],
	];
	return (
		tests.find( ( [ , test ] ) => test.test( userAgent ) )?.[ 0 ] ?? null
	);
}

export const checkPageViews: Check< 'page_views' > = ( { views }, env ) =>
	env.counters.pageViews -
		( env.popup.initialPageViews ?? env.counters.pageViews ) +
		1 >=
	views;

export const checkSessions: Check< 'sessions' > = ( { sessions }, env ) =>
	env.counters.sessions -
		( env.popup.initialSessions ?? env.counters.sessions ) +
		1 >=
	sessions;

export const checkUrl: Check< 'url' > = ( { url, action }, { referrer } ) => {
	if ( action === 'regex' ) {
		try {
			return new RegExp( url ).test( referrer );
		} catch {
			return false;
		}
	}
	return referrer.includes( url ) === ( action !== 'hide' );
};

export const checkSources: Check< 'sources' > = ( { sources }, env ) => {
	if (
		sources.includes( 'internal' ) &&
		sources.includes( 'external' ) &&
		sources.includes( 'search' )
	) {
		return true;
	}
	let host = '';
	try {
		host = new URL( env.referrer ).host;
	} catch {
		return false;
	}
	if ( host === env.host ) {
		return sources.includes( 'internal' );
	}
	return SEARCH_ENGINES.test( host.replace( /^www\./, '' ) )
		? sources.includes( 'search' )
		: sources.includes( 'external' );
};

export const checkLoggedIn: Check< 'logged_in' > = (
	{ users, roles },
	{ user }
) =>
	! user.loggedIn ||
	( users !== 'all' &&
		! user.roles.some( ( role ) => roles.includes( role ) ) );

export const checkDevices: Check< 'devices' > = ( { devices }, env ) =>
	devices.includes( getDevice( env.viewportWidth ) );

export const checkBrowsers: Check< 'browsers' > = (
	{ browsers, browsers_options: options },
	env
) => {
	const browser = detectBrowser( env.userAgent );
	return (
		browsers === 'all' ||
		( browser !== null && options.includes( browser ) )
	);
};

/**
 * A "YYYY-MM-DDTHH:MM" wall time in the browser's time zone, in ms; NaN when
 * it is not one (including days that do not exist, like 02-30).
 *
 * @param date The wall time.
 */
export function parseLocalDate( date: string ): number {
	const parts = /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d)(?::\d\d)?$/.exec(
		date
	);
	if ( ! parts ) {
		return NaN;
	}
	const [ year, month, day, hours, minutes ] = parts.slice( 1 ).map( Number );
	const parsed = new Date( year, month - 1, day, hours, minutes );
	return parsed.getDate() === day && parsed.getMonth() === month - 1
		? parsed.getTime()
		: NaN;
}

function parseInstant( date: string | undefined ): number {
	// Date.parse accepts too much; the server prints ISO 8601 with an offset or Z.
	return date !== undefined &&
		/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(
			date
		)
		? Date.parse( date )
		: NaN;
}

export const checkSchedule: Check< 'schedule' > = ( schedule, env ) => {
	const {
		schedule_start_date: start,
		schedule_end_date: end,
		schedule_server_datetime: server,
	} = schedule;
	const isSite = schedule.schedule_timezone === 'site';
	const parse = ( wallTime: string, instant?: string ) =>
		isSite ? parseInstant( instant ) : parseLocalDate( wallTime );
	// Without the server's time the visitor's clock is the best there is.
	const now =
		isSite && server !== undefined
			? parseInstant( server ) + env.elapsed
			: env.now;
	if ( Number.isNaN( now ) ) {
		return false;
	}
	if (
		start !== '' &&
		! ( now >= parse( start, schedule.schedule_start_utc ) )
	) {
		return false;
	}
	return end === '' || now <= parse( end, schedule.schedule_end_utc );
};

export const checkTimes: Check< 'times' > = (
	{ times_period: period, times_times: limit },
	{ popup, now }
) => {
	if ( period === 'session' ) {
		return popup.sessionShows < limit;
	}
	if ( period === '' ) {
		return popup.timesShown < limit;
	}
	const since = now - PERIODS[ period ] * 1000;
	return popup.shows.filter( ( time ) => time > since ).length < limit;
};

/**
 * Whether every active condition passes.
 *
 * @param timing The popup's timing settings.
 * @param env    The page and visitor.
 */
export function checkTiming( timing: Timing, env: Environment ): boolean {
	const {
		page_views: pageViews,
		sessions,
		url,
		sources,
		logged_in: loggedIn,
		devices,
		browsers,
		schedule,
		times,
	} = timing;
	return (
		( ! pageViews || checkPageViews( pageViews, env ) ) &&
		( ! sessions || checkSessions( sessions, env ) ) &&
		( ! url || checkUrl( url, env ) ) &&
		( ! sources || checkSources( sources, env ) ) &&
		( ! loggedIn || checkLoggedIn( loggedIn, env ) ) &&
		( ! devices || checkDevices( devices, env ) ) &&
		( ! browsers || checkBrowsers( browsers, env ) ) &&
		( ! schedule || checkSchedule( schedule, env ) ) &&
		( ! times || checkTimes( times, env ) )
	);
}
