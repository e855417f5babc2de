/**
 * Internal dependencies
 */
import { MAX_RANGE_DAYS } from '../../api/attribution-report';

/**
 * The report's periods, as pure functions of "today" (a site date,
 * YYYY-MM-DD): the app asks @wordpress/date for today in the site's time zone,
 * so that a shop in Auckland and its manager in London mean the same days.
 * Dates are calendar dates; the arithmetic runs in UTC, where no day is 23 or
 * 25 hours long.
 */

export const PRESETS = [ 'last7', 'last30', 'last90', 'year' ] as const;

export type Preset = ( typeof PRESETS )[ number ];

export type Period = Preset | 'custom';

export interface DateRange {
	/** First day, YYYY-MM-DD. */
	from: string;
	/** Last day, YYYY-MM-DD. */
	to: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * Milliseconds since the epoch of a date's UTC midnight, or null when the text
 * is not a real date written YYYY-MM-DD.
 *
 * @param date The date.
 */
export function parseDate( date: string ): number | null {
	const match = DATE.exec( date );
	if ( ! match ) {
		return null;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	const time = Date.UTC( year, month - 1, day );
	const parsed = new Date( time );
	// Date.UTC rolls 30 February over into March; a real date survives the trip.
	if (
		year < 1970 ||
		parsed.getUTCFullYear() !== year ||
		parsed.getUTCMonth() !== month - 1 ||
		parsed.getUTCDate() !== day
	) {
		return null;
	}
	return time;
}

function formatDate( time: number ): string {
	return new Date( time ).toISOString().slice( 0, 10 );
}

/**
 * A date some days before or after another.
 *
 * @param date A real date, YYYY-MM-DD.
 * @param days Days to add; negative goes back.
 */
export function addDays( date: string, days: number ): string {
	const time = parseDate( date );
	if ( time === null ) {
		throw new RangeError( `Not a date: ${ date }` );
	}
	return formatDate( time + days * DAY_MS );
}

/**
 * Days in a range, both ends included; 0 when it is not a range.
 *
 * @param range The range.
 */
export function countDays( range: DateRange ): number {
	const from = parseDate( range.from );
	const to = parseDate( range.to );
	if ( from === null || to === null || from > to ) {
		return 0;
	}
	return Math.round( ( to - from ) / DAY_MS ) + 1;
}

/**
 * The range a preset stands for, ending today.
 *
 * @param preset The preset.
 * @param today  Today in the site's time zone, YYYY-MM-DD.
 */
export function presetRange( preset: Preset, today: string ): DateRange {
	switch ( preset ) {
		case 'last7':
			return { from: addDays( today, -6 ), to: today };
		case 'last30':
			return { from: addDays( today, -29 ), to: today };
		case 'last90':
			return { from: addDays( today, -89 ), to: today };
		case 'year':
			return { from: `${ today.slice( 0, 4 ) }-01-01`, to: today };
	}
}

export type RangeProblem = 'from' | 'to' | 'order' | 'length';

/**
 * What is wrong with a custom range, or null when the server will take it:
 * the same rules as the route's.
 *
 * @param range The range.
 */
export function rangeProblem( range: DateRange ): RangeProblem | null {
	const from = parseDate( range.from );
	if ( from === null ) {
		return 'from';
	}
	const to = parseDate( range.to );
	if ( to === null ) {
		return 'to';
	}
	if ( from > to ) {
		return 'order';
	}
	return countDays( range ) > MAX_RANGE_DAYS ? 'length' : null;
}
