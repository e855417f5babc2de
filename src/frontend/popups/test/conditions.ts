/**
 * Internal dependencies
 */
import {
	checkBrowsers,
	checkDevices,
	checkLoggedIn,
	checkPageViews,
	checkSchedule,
	checkSessions,
	checkSources,
	checkTimes,
	checkTiming,
	checkUrl,
	detectBrowser,
	getDevice,
	parseLocalDate,
	type Environment,
} from '../conditions';
import { EMPTY_POPUP_COUNTERS } from '../../../stores/popups/reducer';
import type { Timing } from '../../../types/popups';

const DAY = 86400 * 1000;
const NOW = Date.UTC( 2025, 5, 15, 12, 0 );

function env( overrides: Partial< Environment > = {} ): Environment {
	return {
		referrer: '',
		host: 'shop.test',
		userAgent: '',
		viewportWidth: 1280,
		now: NOW,
		elapsed: 0,
		counters: { pageViews: 1, sessions: 1 },
		popup: EMPTY_POPUP_COUNTERS,
		user: { loggedIn: false, roles: [] },
		...overrides,
	};
}

const UA = {
	chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
	chromium:
		'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/120.0.0.0 Safari/537.36',
	chromeIos:
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
	edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
	legacyEdge:
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
	opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
	firefox:
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
	safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
	ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
	ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
};

describe( 'page_views and sessions', () => {
	it( 'counts the page where the popup was first seen as the first one', () => {
		const popup = { ...EMPTY_POPUP_COUNTERS, initialPageViews: 10 };
		const at = ( pageViews: number ) =>
			checkPageViews(
				{ views: 3 },
				env( { counters: { pageViews, sessions: 1 }, popup } )
			);
		expect( at( 10 ) ).toBe( false );
		expect( at( 11 ) ).toBe( false );
		expect( at( 12 ) ).toBe( true );
		expect( at( 20 ) ).toBe( true );
	} );

	it( 'shows on the first page view when views is 1', () => {
		expect( checkPageViews( { views: 1 }, env() ) ).toBe( true );
		expect( checkPageViews( { views: 2 }, env() ) ).toBe( false );
	} );

	it( 'counts sessions since the session of the first observation', () => {
		const popup = { ...EMPTY_POPUP_COUNTERS, initialSessions: 4 };
		const at = ( sessions: number ) =>
			checkSessions(
				{ sessions: 2 },
				env( { counters: { pageViews: 50, sessions }, popup } )
			);
		expect( at( 4 ) ).toBe( false );
		expect( at( 5 ) ).toBe( true );
	} );
} );

describe( 'url', () => {
	const referrer = 'https://news.example.com/story?id=1';

	it( 'hide passes only when the referrer does not contain the text', () => {
		expect(
			checkUrl(
				{ url: 'example.com', action: 'hide' },
				env( { referrer } )
			)
		).toBe( false );
		expect(
			checkUrl(
				{ url: 'other.org', action: 'hide' },
				env( { referrer } )
			)
		).toBe( true );
		expect( checkUrl( { url: 'other.org', action: 'hide' }, env() ) ).toBe(
			true
		);
	} );

	it( 'show passes only when the referrer contains the text', () => {
		expect(
			checkUrl(
				{ url: 'example.com', action: 'show' },
				env( { referrer } )
			)
		).toBe( true );
		expect(
			checkUrl(
				{ url: 'other.org', action: 'show' },
				env( { referrer } )
			)
		).toBe( false );
		expect( checkUrl( { url: 'example', action: 'show' }, env() ) ).toBe(
			false
		);
	} );

	it( 'regex passes when the pattern matches, and an invalid pattern fails', () => {
		expect(
			checkUrl(
				{ url: '^https://[a-z]+\\.example\\.com/', action: 'regex' },
				env( { referrer } )
			)
		).toBe( true );
		expect(
			checkUrl(
				{ url: '^http://', action: 'regex' },
				env( { referrer } )
			)
		).toBe( false );
		expect(
			checkUrl( { url: '([a-z', action: 'regex' }, env( { referrer } ) )
		).toBe( false );
	} );
} );

describe( 'sources', () => {
	const from = (
		referrer: string,
		sources: Array< 'internal' | 'external' | 'search' >
	) => checkSources( { sources }, env( { referrer } ) );

	it( 'passes with all three selected, even without a referrer', () => {
		expect( from( '', [ 'search', 'internal', 'external' ] ) ).toBe( true );
	} );

	it( 'matches nothing without a referrer', () => {
		expect( from( '', [ 'internal', 'external' ] ) ).toBe( false );
		expect( from( '', [ 'search' ] ) ).toBe( false );
	} );

	it( 'tells internal, external and search referrers apart', () => {
		expect( from( 'https://shop.test/cart', [ 'internal' ] ) ).toBe( true );
		expect(
			from( 'https://shop.test/cart', [ 'external', 'search' ] )
		).toBe( false );
		expect( from( 'https://blog.example.org/', [ 'external' ] ) ).toBe(
			true
		);
		expect( from( 'https://blog.example.org/', [ 'internal' ] ) ).toBe(
			false
		);
		expect(
			from( 'https://www.google.com/search?q=x', [ 'search' ] )
		).toBe( true );
		expect(
			from( 'https://www.google.com/search?q=x', [ 'external' ] )
		).toBe( false );
		for ( const engine of [
			'https://bing.com/',
			'https://yandex.ru/',
			'https://www.baidu.com/s',
			'https://yahoo.co.jp/',
		] ) {
			expect( from( engine, [ 'search' ] ) ).toBe( true );
		}
		// Only the start of the host counts.
		expect( from( 'https://notgoogle.com/', [ 'search' ] ) ).toBe( false );
		expect( from( 'https://notgoogle.com/', [ 'external' ] ) ).toBe( true );
	} );

	it( 'treats a sub-domain of the shop as external', () => {
		expect( from( 'https://blog.shop.test/', [ 'internal' ] ) ).toBe(
			false
		);
	} );
} );

describe( 'logged_in', () => {
	const guest = env();
	const editor = env( { user: { loggedIn: true, roles: [ 'editor' ] } } );

	it( 'always lets visitors who are not logged in through', () => {
		expect( checkLoggedIn( { users: 'all', roles: [] }, guest ) ).toBe(
			true
		);
		expect(
			checkLoggedIn( { users: 'roles', roles: [ 'editor' ] }, guest )
		).toBe( true );
	} );

	it( 'hides from every logged-in user with users = all', () => {
		expect( checkLoggedIn( { users: 'all', roles: [] }, editor ) ).toBe(
			false
		);
	} );

	it( 'hides from the listed roles only', () => {
		expect(
			checkLoggedIn(
				{ users: 'roles', roles: [ 'administrator', 'editor' ] },
				editor
			)
		).toBe( false );
		expect(
			checkLoggedIn( { users: 'roles', roles: [ 'customer' ] }, editor )
		).toBe( true );
	} );
} );

describe( 'devices', () => {
	it( 'maps widths to devices at the 768 and 1025 breakpoints', () => {
		expect( getDevice( 1025 ) ).toBe( 'desktop' );
		expect( getDevice( 1024 ) ).toBe( 'tablet' );
		expect( getDevice( 768 ) ).toBe( 'tablet' );
		expect( getDevice( 767 ) ).toBe( 'mobile' );
	} );

	it( 'passes only for a listed device', () => {
		const devices = { devices: [ 'mobile' as const, 'tablet' as const ] };
		expect( checkDevices( devices, env( { viewportWidth: 375 } ) ) ).toBe(
			true
		);
		expect( checkDevices( devices, env( { viewportWidth: 800 } ) ) ).toBe(
			true
		);
		expect( checkDevices( devices, env( { viewportWidth: 1440 } ) ) ).toBe(
			false
		);
	} );
} );

describe( 'browsers', () => {
	it( 'detects browsers that pretend to be others', () => {
		expect( detectBrowser( UA.chrome ) ).toBe( 'chrome' );
		expect( detectBrowser( UA.chromium ) ).toBe( 'chrome' );
		expect( detectBrowser( UA.chromeIos ) ).toBe( 'chrome' );
		expect( detectBrowser( UA.edge ) ).toBe( 'edge' );
		expect( detectBrowser( UA.legacyEdge ) ).toBe( 'edge' );
		expect( detectBrowser( UA.opera ) ).toBe( 'opera' );
		expect( detectBrowser( UA.firefox ) ).toBe( 'firefox' );
		expect( detectBrowser( UA.safari ) ).toBe( 'safari' );
		expect( detectBrowser( UA.ie11 ) ).toBe( 'ie' );
		expect( detectBrowser( UA.ie10 ) ).toBe( 'ie' );
		expect( detectBrowser( 'curl/8.0' ) ).toBeNull();
	} );

	it( 'passes for all, or for a chosen browser', () => {
		const check = (
			userAgent: string,
			browsersOptions: Array< 'chrome' | 'safari' | 'edge' >,
			browsers: 'all' | 'selected' = 'selected'
		) =>
			checkBrowsers(
				{ browsers, browsers_options: browsersOptions },
				env( { userAgent } )
			);
		expect( check( 'curl/8.0', [], 'all' ) ).toBe( true );
		expect( check( UA.safari, [ 'chrome', 'safari' ] ) ).toBe( true );
		expect( check( UA.edge, [ 'chrome' ] ) ).toBe( false );
		expect( check( UA.edge, [ 'edge' ] ) ).toBe( true );
		expect( check( UA.chrome, [ 'safari' ] ) ).toBe( false );
		expect( check( 'curl/8.0', [ 'chrome' ] ) ).toBe( false );
	} );
} );

describe( 'schedule', () => {
	const none = {
		schedule_timezone: 'visitor' as const,
		schedule_start_date: '',
		schedule_end_date: '',
	};

	it( 'passes with no dates', () => {
		expect( checkSchedule( none, env() ) ).toBe( true );
		expect(
			checkSchedule( { ...none, schedule_timezone: 'site' }, env() )
		).toBe( true );
	} );

	describe( "in the visitor's time zone", () => {
		// Local wall times, so the test holds in any TZ.
		const start = new Date( 2025, 5, 15, 9, 0 ).getTime();
		const end = new Date( 2025, 5, 20, 18, 30 ).getTime();
		const schedule = {
			...none,
			schedule_start_date: '2025-06-15T09:00',
			schedule_end_date: '2025-06-20T18:30',
		};
		const at = ( now: number ) => checkSchedule( schedule, env( { now } ) );

		it( 'reads wall times in the local zone', () => {
			expect( parseLocalDate( '2025-06-15T09:00' ) ).toBe( start );
			expect( parseLocalDate( '2025-02-30T09:00' ) ).toBeNaN();
			expect( parseLocalDate( 'tomorrow' ) ).toBeNaN();
		} );

		it( 'includes the start and the end', () => {
			expect( at( start - 1 ) ).toBe( false );
			expect( at( start ) ).toBe( true );
			expect( at( start + DAY ) ).toBe( true );
			expect( at( end ) ).toBe( true );
			expect( at( end + 1 ) ).toBe( false );
		} );

		it( 'checks only the dates that are set', () => {
			expect(
				checkSchedule(
					{ ...schedule, schedule_end_date: '' },
					env( { now: end + 100 * DAY } )
				)
			).toBe( true );
			expect(
				checkSchedule(
					{ ...schedule, schedule_start_date: '' },
					env( { now: start - 100 * DAY } )
				)
			).toBe( true );
		} );

		it( 'fails on a date it cannot read', () => {
			expect(
				checkSchedule(
					{ ...schedule, schedule_start_date: '15/06/2025' },
					env( { now: start + 1 } )
				)
			).toBe( false );
		} );
	} );

	describe( "in the site's time zone", () => {
		const schedule = {
			schedule_timezone: 'site' as const,
			schedule_start_date: '2025-06-15T09:00',
			schedule_end_date: '2025-06-15T18:00',
			// The site is at UTC+02:00.
			schedule_start_utc: '2025-06-15T07:00:00Z',
			schedule_end_utc: '2025-06-15T16:00:00Z',
			schedule_server_datetime: '2025-06-15T08:59:00+02:00',
		};

		it( "uses the server's time plus the time since the page loaded, not the visitor's clock", () => {
			// The visitor's clock is a day off; it must not matter.
			const wrongClock = NOW + DAY;
			expect(
				checkSchedule(
					schedule,
					env( { now: wrongClock, elapsed: 0 } )
				)
			).toBe( false );
			expect(
				checkSchedule(
					schedule,
					env( { now: wrongClock, elapsed: 60 * 1000 } )
				)
			).toBe( true );
			expect(
				checkSchedule(
					{
						...schedule,
						schedule_server_datetime: '2025-06-15T18:00:00+02:00',
					},
					env( { now: wrongClock } )
				)
			).toBe( true );
			expect(
				checkSchedule(
					{
						...schedule,
						schedule_server_datetime: '2025-06-15T18:00:01+02:00',
					},
					env( { now: wrongClock } )
				)
			).toBe( false );
		} );

		it( 'fails when an instant is missing or unreadable', () => {
			expect(
				checkSchedule(
					{ ...schedule, schedule_start_utc: undefined },
					env()
				)
			).toBe( false );
			expect(
				checkSchedule(
					{ ...schedule, schedule_server_datetime: 'noon' },
					env()
				)
			).toBe( false );
		} );
	} );
} );

describe( 'times', () => {
	const popup = {
		...EMPTY_POPUP_COUNTERS,
		timesShown: 5,
		sessionShows: 1,
		shows: [ NOW - 40 * DAY, NOW - 20 * DAY, NOW - 3 * DAY, NOW - 3600000 ],
	};
	const check = (
		period: '' | 'session' | 'day' | 'week' | 'month',
		times: number
	) =>
		checkTimes(
			{ times_count: '', times_period: period, times_times: times },
			env( { popup } )
		);

	it( 'uses the legacy total without a period', () => {
		expect( check( '', 5 ) ).toBe( false );
		expect( check( '', 6 ) ).toBe( true );
	} );

	it( 'counts the shows of this session', () => {
		expect( check( 'session', 1 ) ).toBe( false );
		expect( check( 'session', 2 ) ).toBe( true );
	} );

	it( 'counts the shows within the day, week or month', () => {
		expect( check( 'day', 1 ) ).toBe( false );
		expect( check( 'day', 2 ) ).toBe( true );
		expect( check( 'week', 2 ) ).toBe( false );
		expect( check( 'week', 3 ) ).toBe( true );
		expect( check( 'month', 3 ) ).toBe( false );
		expect( check( 'month', 4 ) ).toBe( true );
	} );
} );

describe( 'checkTiming', () => {
	it( 'passes with no active condition', () => {
		expect( checkTiming( {}, env() ) ).toBe( true );
	} );

	it( 'needs every active condition to pass', () => {
		const timing: Timing = {
			devices: { devices: [ 'desktop' ] },
			url: { url: 'example.com', action: 'show' },
		};
		expect(
			checkTiming( timing, env( { referrer: 'https://example.com/' } ) )
		).toBe( true );
		expect( checkTiming( timing, env() ) ).toBe( false );
		expect(
			checkTiming(
				timing,
				env( { referrer: 'https://example.com/', viewportWidth: 400 } )
			)
		).toBe( false );
	} );
} );
