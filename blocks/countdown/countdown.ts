export const UNITS = [ 'days', 'hours', 'minutes', 'seconds' ] as const;

export type Unit = ( typeof UNITS )[ number ];

export type Remaining = Record< Unit, number > & {
	expired: boolean;
};

const SECOND = 1000;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function isUnit( value: unknown ): value is Unit {
	return UNITS.some( ( unit ) => unit === value );
}

/**
 * Splits the time left until `endMs` into whole units, never below zero.
 *
 * Partial seconds round up, so the last second shown is 1 and the countdown reaches
 * zero exactly when the sale ends, the same instant the server starts rendering it
 * as expired.
 *
 * @param endMs End of the countdown, in milliseconds since the epoch.
 * @param nowMs Current time, in milliseconds since the epoch.
 */
export function splitRemaining( endMs: number, nowMs: number ): Remaining {
	const left = endMs - nowMs;
	if ( ! Number.isFinite( left ) || left <= 0 ) {
		return { days: 0, hours: 0, minutes: 0, seconds: 0, expired: true };
	}
	const total = Math.ceil( left / SECOND );
	return {
		days: Math.floor( total / DAY ),
		hours: Math.floor( ( total % DAY ) / HOUR ),
		minutes: Math.floor( ( total % HOUR ) / MINUTE ),
		seconds: total % MINUTE,
		expired: false,
	};
}

/**
 * Two digits at least, so the width of a unit does not change as it ticks.
 *
 * @param value A whole, non-negative number.
 */
export function pad2( value: number ): string {
	return String( value ).padStart( 2, '0' );
}
