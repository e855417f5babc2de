/**
 * WordPress dependencies
 */
import { dateI18n } from '@wordpress/date';

/**
 * Numbers and dates as the report shows them, in the browser's locale.
 */

const COUNT = new Intl.NumberFormat();
const PERCENT = new Intl.NumberFormat( undefined, {
	style: 'percent',
	maximumFractionDigits: 1,
} );

export function formatCount( value: number ): string {
	return COUNT.format( value );
}

/**
 * A share, 0 to 1, as a percentage.
 *
 * @param share The share.
 */
export function formatShare( share: number ): string {
	return PERCENT.format( share );
}

/**
 * An amount in the store's currency, with the store's decimals. A currency
 * code the browser does not know still shows, after the number.
 *
 * @param value    The amount.
 * @param currency ISO 4217 code.
 * @param decimals Decimals the store shows.
 */
export function formatMoney(
	value: number,
	currency: string,
	decimals: number
): string {
	try {
		return new Intl.NumberFormat( undefined, {
			style: 'currency',
			currency,
			minimumFractionDigits: decimals,
			maximumFractionDigits: decimals,
		} ).format( value );
	} catch {
		return `${ new Intl.NumberFormat( undefined, {
			minimumFractionDigits: decimals,
			maximumFractionDigits: decimals,
		} ).format( value ) } ${ currency }`;
	}
}

/**
 * A site date (YYYY-MM-DD), written in a PHP date format. It is a calendar
 * date, not an instant: read and written in UTC, no time zone moves it to
 * another day.
 *
 * @param date   The date.
 * @param format A PHP date format; "j M" (3 Mar) by default.
 */
export function formatDay( date: string, format = 'j M' ): string {
	return dateI18n( format, `${ date }T00:00:00Z`, 'UTC' );
}
